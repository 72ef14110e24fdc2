// The computer players of Pachisi (RULES.md, "Computer players"):
// - Beginner plays like a child: it captures when it can, otherwise it moves
//   its furthest piece (and brings a piece in when it has none out).
// - Practised weighs every move by the race: the way both partners' pieces
//   have come against the other side's (so it captures and runs).
// - Master adds the exact chance that an enemy throw of the cowries lands on
//   a piece standing outside a castle, and looks ahead over the throw: for
//   each move it averages, over the next player's throws (weighted by their
//   chances), the evaluation after that player's best answer.
#include "games/pachisi/pc_state.h"

#include <algorithm>

namespace zv::pachisi {
namespace {

double sideValue(const PcState& s, int side, bool withRisk)
{
    double value = 0;
    for (int seat = side; seat < kSeats; seat += 2)
        for (int p = 0; p < kPieces; ++p) {
            const int at = s.progress(seat, p);
            if (at == kWaiting)
                continue;
            if (at == kHome) {
                value += 110;
                continue;
            }
            double worth = 15 + at;
            const Square sq = squareOf(seat, at);
            if (withRisk && sharedSquare(sq) && !isCastle(sq)) {
                // The chance that no enemy throw lands here next round.
                double safe = 1.0;
                for (int e = 0; e < kSeats; ++e) {
                    if (sameSide(e, seat))
                        continue;
                    double hit = 0;
                    for (int k = 0; k <= s.rules().shells; ++k) {
                        const Throw t = throwOf(s.rules(), k);
                        for (int q = 0; q < kPieces; ++q) {
                            const int from = s.progress(e, q);
                            if (from < 0 || from + t.score >= kHome)
                                continue;
                            if (squareOf(e, from + t.score).index() == sq.index()) {
                                hit += throwChance(s.rules(), k);
                                break;
                            }
                        }
                    }
                    safe *= 1.0 - std::min(1.0, hit);
                }
                worth -= (1.0 - safe) * (15 + at);
            }
            value += worth;
        }
    return value;
}

double evaluate(const PcState& s, int seat, bool withRisk)
{
    if (s.isOver())
        return s.winningSide() == seat % 2 ? 1e6 : -1e6;
    return sideValue(s, seat % 2, withRisk) - sideValue(s, 1 - seat % 2, withRisk);
}

int bestByEvaluation(const PcState& s, const Move* moves, int n, int seat, bool withRisk = true)
{
    int best = 0;
    double bestValue = -1e18;
    for (int i = 0; i < n; ++i) {
        PcState next = s;
        next.apply(moves[i]);
        const double v = evaluate(next, seat, withRisk);
        if (v > bestValue) {
            bestValue = v;
            best = i;
        }
    }
    return best;
}

double expectedAfterNextThrow(const PcState& after, int seat)
{
    PcState s = after;
    if (!s.isOver() && s.phase() == Phase::Throw)
        s.apply({MoveKind::Throw, 0, 0});
    if (s.isOver() || s.phase() != Phase::Roll)
        return evaluate(s, seat, true);
    double total = 0;
    Move moves[PcState::kMaxMoves];
    for (int k = 0; k <= s.rules().shells; ++k) {
        PcState rolled = s;
        rolled.apply({MoveKind::Roll, static_cast<std::int8_t>(k), 0});
        if (rolled.phase() == Phase::Move) {
            const int mover = rolled.toMove();
            const int n = rolled.generateMoves(moves);
            rolled.apply(moves[bestByEvaluation(rolled, moves, n, mover)]);
        }
        total += throwChance(s.rules(), k) * evaluate(rolled, seat, true);
    }
    return total;
}

Move childMove(const PcState& s, const Move* moves, int n)
{
    // Moves come furthest piece first; the last is "pass", which a child never plays.
    for (int i = 0; i + 1 < n; ++i)
        if (s.captures(s.current(), moves[i].to))
            return moves[i];
    bool anyOut = false;
    for (int p = 0; p < kPieces; ++p) {
        const int at = s.progress(s.current(), p);
        anyOut = anyOut || (at >= 0 && at < kHome);
    }
    if (!anyOut)
        for (int i = 0; i + 1 < n; ++i)
            if (moves[i].value == kWaiting)
                return moves[i];
    return moves[0];
}

} // namespace

Move PcState::chooseMove(Level level, const SearchLimits&, Rng& rng) const
{
    Move moves[kMaxMoves];
    const int n = generateMoves(moves);
    if (toMove() == kChanceSeat) {
        double r = static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
        for (int i = 0; i < n; ++i) {
            r -= chanceWeight(moves[i]);
            if (r < 0)
                return moves[i];
        }
        return moves[n - 1];
    }
    if (n == 1)
        return moves[0];
    switch (level) {
    case Level::Beginner:
        return childMove(*this, moves, n);
    case Level::Practised:
        // The race and the captures, but not yet the risk of standing in reach.
        return moves[bestByEvaluation(*this, moves, n, current_, false)];
    case Level::Master:
        break;
    }
    int best = 0;
    double bestValue = -1e18;
    for (int i = 0; i < n; ++i) {
        PcState next = *this;
        next.apply(moves[i]);
        const double v = expectedAfterNextThrow(next, current_);
        if (v > bestValue) {
            bestValue = v;
            best = i;
        }
    }
    return moves[best];
}

} // namespace zv::pachisi
