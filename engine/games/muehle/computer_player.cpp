// The two computer players of Mühle.
//
// Strong: the shared iterative-deepening alpha-beta with StrongPolicy, as deep
// as the limits allow. Weak: a child can beat it, but it is never worse than
// chance: one move in four is a random legal move, the others come from a
// two-ply search that counts only stones (so it takes a mill it sees and
// blocks a mill about to close, but has no plan), with noise so that it
// varies its play.
#include "core/rng.h"
#include "core/search.h"
#include "games/muehle/evaluation.h"

#include <array>

namespace zv::muehle {

namespace {
constexpr double kWeakRandomMoveChance = 0.25;
constexpr int kWeakDepth = 2;
} // namespace

Move MuehleState::chooseMove(Strength strength, const SearchLimits& limits, Rng& rng) const
{
    if (strength == Strength::Weak) {
        const double roll = rng.unit();
        const std::uint64_t salt = rng.next();
        if (roll < kWeakRandomMoveChance) {
            std::array<Move, kMaxMoves> moves;
            const int n = generateMoves(moves.data());
            return moves[static_cast<std::size_t>(rng.uniform(n))];
        }
        WeakPolicy policy{salt};
        SearchOptions options;
        options.maxDepth = kWeakDepth;
        options.ttEntriesLog2 = 12;
        return searchBestMove(*this, policy, limits, options).best;
    }
    StrongPolicy policy;
    return searchBestMove(*this, policy, limits).best;
}

} // namespace zv::muehle
