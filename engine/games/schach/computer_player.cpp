// The three computer players of our own engine.
//
// Beginner (a child can beat it): one move in three is a random legal move;
// the others look one ply ahead and count material only, with noise: it
// takes whatever it can (even a defended piece, greedily) and never sees
// what the visitor threatens, so it leaves pieces hanging. Practised: the kit's alpha-beta with
// quiescence and the piece-square evaluation, at most three plies and the
// kiosk's 250 ms. Master: the same search as deep as the limits allow (the
// kiosk's fallback when Stockfish is missing or does not answer).
#include "core/rng.h"
#include "games/schach/search.h"
#include "kit/alpha_beta.h"

namespace zv::schach {
namespace {
constexpr double kBeginnerRandomChance = 0.33;
constexpr int kBeginnerDepth = 1;
constexpr int kPractisedDepth = 3;
// The search checks the clock every 512 nodes, and a node's quiescence can be
// long: aiming at 80 % of the budget keeps the answer inside it.
constexpr std::chrono::milliseconds kKioskBudget{160};
constexpr int kBudgetPercent = 80;
} // namespace

Move SchachState::chooseMove(Level level, const SearchLimits& limits, Rng& rng) const
{
    const SearchNode root = SearchNode::from(*this);
    if (level == Level::Beginner)
        return beginnerMove<WeakPolicy>(root, kBeginnerRandomChance, kBeginnerDepth, limits, rng);
    StrongPolicy policy;
    SearchOptions options;
    SearchLimits bounded = limits;
    bounded.time = limits.time * kBudgetPercent / 100;
    if (level == Level::Practised) {
        options.maxDepth = kPractisedDepth;
        // A node budget without a clock (tests) stays deterministic.
        const bool nodesOnly = limits.time.count() <= 0 && limits.maxNodes != 0;
        if (!nodesOnly && (bounded.time.count() <= 0 || bounded.time > kKioskBudget))
            bounded.time = kKioskBudget;
    }
    return searchBestMove(root, policy, bounded, options).best;
}

} // namespace zv::schach
