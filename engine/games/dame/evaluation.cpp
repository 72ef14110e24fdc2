#include "games/dame/evaluation.h"

#include "core/rng.h"

#include <algorithm>
#include <array>

namespace zv::dame {
namespace {

constexpr int kStone = 100;
constexpr int kDame = 300;
constexpr int kQuiescenceDepth = 8;

int materialOf(const DameState& s, int seat)
{
    return kStone * popcount(s.men(seat)) + kDame * popcount(s.damen(seat));
}

int seatScore(const DameState& s, int seat)
{
    const Geometry& g = s.board();
    const int other = 1 - seat;
    int score = materialOf(s, seat);
    for (Mask m = s.men(seat); m; m &= m - 1) {
        const int sq = lowestSquare(m);
        const int advance = seat == kDark ? g.row(sq) : g.size - 1 - g.row(sq);
        score += 2 * advance + (advance >= g.size - 3 ? 6 : 0);
        // The back row holds the opponent's stones back from crowning.
        if (advance == 0 && s.men(other))
            score += 6;
        const int c = g.column(sq);
        if (c >= 2 && c <= g.size - 3)
            score += 3;
    }
    return score;
}

int quiescence(const DameState& s, int depth)
{
    if (s.isOver())
        return terminalScore(s);
    std::array<Move, DameState::kMaxMoves> moves;
    const int n = depth < kQuiescenceDepth ? s.generateCaptures(moves.data()) : 0;
    if (n == 0)
        return staticScore(s);
    int best = -kWinScore;
    for (int i = 0; i < n; ++i) {
        DameState child = s;
        child.apply(moves[static_cast<std::size_t>(i)]);
        best = std::max(best, -quiescence(child, depth + 1));
    }
    return best;
}

} // namespace

int terminalScore(const DameState& s)
{
    if (s.winner() < 0)
        return 0;
    return s.winner() == s.toMove() ? kWinScore : -kWinScore;
}

int staticScore(const DameState& s)
{
    const int me = s.toMove();
    const int mine = seatScore(s, me);
    const int theirs = seatScore(s, 1 - me);
    // Ahead in material: trading down makes the lead count for more.
    const int pieces = popcount(s.occupied());
    const int lead = materialOf(s, me) - materialOf(s, 1 - me);
    return mine - theirs + lead * 8 / (pieces + 4);
}

int StrongPolicy::evaluate(const DameState& s) const
{
    return quiescence(s, 0);
}

int StrongPolicy::orderScore(const DameState& s, const Move& move) const
{
    const Geometry& g = s.board();
    int score = 10 * popcount(move.captured);
    if ((s.men(s.toMove()) & bit(move.from)) && (g.crownRow[s.toMove()] & bit(move.to())))
        score += 5;
    return score;
}

int WeakPolicy::evaluate(const DameState& s) const
{
    if (s.isOver())
        return terminalScore(s);
    const int me = s.toMove();
    std::uint64_t mix = s.hash() ^ salt;
    const int noise = static_cast<int>(splitmix64(mix) % 61) - 30;
    return materialOf(s, me) - materialOf(s, 1 - me) + noise;
}

int WeakPolicy::orderScore(const DameState&, const Move& move) const
{
    return popcount(move.captured);
}

} // namespace zv::dame
