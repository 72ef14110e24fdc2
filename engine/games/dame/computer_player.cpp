// The three computer players of Dame.
//
// Master: the kit's iterative-deepening alpha-beta with StrongPolicy, as deep
// as the limits allow; with few pieces left it plays by the exact endgame
// table instead (tablePieces): the quickest win, a move that keeps a drawn
// position drawn, or the longest resistance. Practised: the same evaluation
// four plies deep. Beginner: a child can beat it: one move in three is a
// random legal move, the others come from a two-ply search that counts
// material only, with noise.
#include "core/rng.h"
#include "games/dame/endgame_table.h"
#include "games/dame/evaluation.h"

#include <array>

namespace zv::dame {

namespace {
constexpr double kWeakRandomMoveChance = 0.33;
constexpr int kWeakDepth = 2;
constexpr int kPractisedDepth = 4;
// Tables of up to this many pieces are built on first need and kept for the
// process: three pieces on 8x8 (about 32,000 positions, a fraction of a
// second), two on 10x10 (three would be 120,000 positions, too slow for a
// move's budget the first time).
int tablePieces(const DameState& s)
{
    return s.rules().size == 10 ? 2 : 3;
}

// The table's choice, or nullopt when the position is not in a table.
std::optional<Move> tableMove(const DameState& s, Rng& rng)
{
    const auto table = EndgameTable::forPosition(s, tablePieces(s));
    if (!table)
        return std::nullopt;
    std::array<Move, DameState::kMaxMoves> moves;
    const int n = s.generateMoves(moves.data());
    int best = -1;
    int bestRank = 0;
    int ties = 0;
    for (int i = 0; i < n; ++i) {
        DameState child = s;
        child.apply(moves[static_cast<std::size_t>(i)]);
        // Ranks: winning moves by speed above drawing moves above losing
        // moves by length; the child's value is the opponent's.
        int rank = 0;
        if (child.pieces(child.toMove()) == 0 || (child.isOver() && child.winner() == s.toMove())) {
            rank = 30000;
        } else if (const auto probe = table->probe(child)) {
            switch (probe->value) {
            case kit::RetroValue::Loss:
                rank = 20000 - probe->plies;
                break;
            case kit::RetroValue::Draw:
                rank = 10000;
                break;
            case kit::RetroValue::Win:
                rank = probe->plies;
                break;
            }
        } else {
            return std::nullopt;
        }
        if (best < 0 || rank > bestRank) {
            best = i;
            bestRank = rank;
            ties = 1;
        } else if (rank == bestRank && rng.uniform(++ties) == 0) {
            best = i; // among equals, vary
        }
    }
    if (best < 0)
        return std::nullopt;
    return moves[static_cast<std::size_t>(best)];
}

} // namespace

Move DameState::chooseMove(Level level, const SearchLimits& limits, Rng& rng) const
{
    if (level == Level::Beginner)
        return beginnerMove<WeakPolicy>(*this, kWeakRandomMoveChance, kWeakDepth, limits, rng);
    if (level == Level::Master)
        if (const auto move = tableMove(*this, rng))
            return *move;
    StrongPolicy policy;
    SearchOptions options;
    if (level == Level::Practised)
        options.maxDepth = kPractisedDepth;
    return searchBestMove(*this, policy, limits, options).best;
}

} // namespace zv::dame
