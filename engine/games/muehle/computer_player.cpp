// The three computer players of Mühle.
//
// Master: the shared iterative-deepening alpha-beta with StrongPolicy, as
// deep as the limits allow. Practised: the same search and evaluation, but
// only four plies deep. Beginner: a child can beat it, but it is never worse
// than chance: one move in four is a random legal move, the others come from a
// two-ply search that counts only stones (so it takes a mill it sees and
// blocks a mill about to close, but has no plan), with noise so that it
// varies its play.
#include "core/rng.h"
#include "games/muehle/evaluation.h"
#include "kit/alpha_beta.h"

#include <array>

namespace zv::muehle {

namespace {
constexpr double kWeakRandomMoveChance = 0.25;
constexpr int kWeakDepth = 2;
// Practised: the Master's evaluation, but it looks only this many plies ahead.
constexpr int kPractisedDepth = 4;
} // namespace

Move MuehleState::chooseMove(Level level, const SearchLimits& limits, Rng& rng) const
{
    if (level == Level::Beginner)
        return beginnerMove<WeakPolicy>(*this, kWeakRandomMoveChance, kWeakDepth, limits, rng);
    StrongPolicy policy;
    SearchOptions options;
    if (level == Level::Practised)
        options.maxDepth = kPractisedDepth;
    return searchBestMove(*this, policy, limits, options).best;
}

} // namespace zv::muehle
