// The three computer players of Mühle.
//
// Master: the shared iterative-deepening alpha-beta with StrongPolicy, as
// deep as the limits allow, and perfect play from the endgame table once both
// sides are down to three stones. Practised: the same search and evaluation, but
// only four plies deep. Beginner: a child can beat it, but it is never worse
// than chance: one move in four is a random legal move, the others come from a
// two-ply search that counts only stones (so it takes a mill it sees and
// blocks a mill about to close, but has no plan), with noise so that it
// varies its play.
#include "core/rng.h"
#include "games/muehle/endgame_table.h"
#include "games/muehle/evaluation.h"
#include "kit/alpha_beta.h"

#include <array>
#include <optional>

namespace zv::muehle {

namespace {

// Three against three, both jumping: the perfect move from the endgame table
// (a win by the shortest way, a loss by the longest), once the table is ready.
std::optional<Move> endgameMove(const MuehleState& state)
{
    const int side = state.toMove();
    if (state.inHand(side) != 0 || state.inHand(1 - side) != 0 || state.onBoard(side) != 3 ||
        state.onBoard(1 - side) != 3)
        return std::nullopt;
    const EndgameTable33* table = EndgameTable33::ifReady();
    if (!table)
        return std::nullopt;
    std::array<Move, MuehleState::kMaxMoves> moves;
    const int count = state.generateMoves(moves.data());
    std::optional<Move> best;
    int bestScore = 0;
    for (int i = 0; i < count; ++i) {
        const Move move = moves[static_cast<std::size_t>(i)];
        if (move.remove >= 0)
            return move; // a mill: the opponent is down to two stones
        MuehleState after = state;
        after.apply(move);
        const std::optional<EndgameEntry> entry =
            table->lookup(after.stones(1 - side), after.stones(side));
        if (!entry)
            return std::nullopt;
        // The opponent's loss soonest, then a draw, then the opponent's win latest.
        const int score = entry->value == EndgameValue::Loss   ? 1000 - entry->plies
                          : entry->value == EndgameValue::Draw ? 0
                                                               : -1000 + entry->plies;
        if (!best || score > bestScore) {
            best = move;
            bestScore = score;
        }
    }
    return best;
}

constexpr double kWeakRandomMoveChance = 0.25;
constexpr int kWeakDepth = 2;
// Practised: the Master's evaluation, but it looks only this many plies ahead.
constexpr int kPractisedDepth = 4;
} // namespace

Move MuehleState::chooseMove(Level level, const SearchLimits& limits, Rng& rng) const
{
    if (level == Level::Beginner)
        return beginnerMove<WeakPolicy>(*this, kWeakRandomMoveChance, kWeakDepth, limits, rng);
    if (level == Level::Master) {
        if (const std::optional<Move> perfect = endgameMove(*this))
            return *perfect;
    }
    StrongPolicy policy;
    SearchOptions options;
    if (level == Level::Practised)
        options.maxDepth = kPractisedDepth;
    return searchBestMove(*this, policy, limits, options).best;
}

} // namespace zv::muehle
