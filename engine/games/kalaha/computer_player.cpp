// The three computer players of Kalaha.
//
// Master: on the boards the kiosk solves (Solver::kioskSolvable) it plays
// perfectly, by the solver's table: the move with the best final margin
// (the table is built once, within about two seconds, then kept). On larger
// boards it is the kit's alpha-beta with StrongPolicy, as deep as the
// limits allow. Practised: the same search and judgement, four sowings deep.
// Beginner: a child can beat it: one move in three is a random pit, the
// others come from a two-sowing search that counts only the stores, with
// noise, so it takes a capture or an extra turn it sees but has no plan.
#include "core/rng.h"
#include "games/kalaha/evaluation.h"
#include "games/kalaha/solver.h"

#include <array>

namespace zv::kalaha {

namespace {
constexpr double kWeakRandomMoveChance = 1.0 / 3.0;
constexpr int kWeakDepth = 2;
constexpr int kPractisedDepth = 4;

// The perfect move by the table, or nullopt when the table lacks the position.
std::optional<Move> perfectMove(const KalahaState& s, const Solver& solver)
{
    std::array<Move, KalahaState::kMaxMoves> moves;
    const int n = s.generateMoves(moves.data());
    std::optional<Move> best;
    int bestMargin = 0;
    for (int i = 0; i < n; ++i) {
        const std::optional<int> margin =
            solver.marginAfter(s, moves[static_cast<std::size_t>(i)].pit);
        if (!margin)
            return std::nullopt;
        if (!best || *margin > bestMargin) {
            best = moves[static_cast<std::size_t>(i)];
            bestMargin = *margin;
        }
    }
    return best;
}
} // namespace

Move KalahaState::chooseMove(Level level, const SearchLimits& limits, Rng& rng) const
{
    if (level == Level::Beginner)
        return beginnerMove<WeakPolicy>(*this, kWeakRandomMoveChance, kWeakDepth, limits, rng);
    if (level == Level::Master && Solver::kioskSolvable(rules_)) {
        if (const std::optional<Move> move = perfectMove(*this, *Solver::forRules(rules_)))
            return *move;
    }
    StrongPolicy policy;
    SearchOptions options;
    if (level == Level::Practised)
        options.maxDepth = kPractisedDepth;
    return searchBestMove(*this, policy, limits, options).best;
}

} // namespace zv::kalaha
