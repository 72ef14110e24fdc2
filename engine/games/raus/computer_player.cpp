// The computer players of „Raus mit dir!“ (RULES.md, "Computer players"):
// - Beginner plays like a child: it hits when it can, otherwise it moves its
//   furthest piece on the round.
// - Practised weighs every move by the race: each piece's way done (a piece
//   in its goal row counting most) against the strongest opponent's, so it
//   hits and runs, but it does not yet see the risk of standing in reach.
// - Master adds that risk (the exact chance that an opponent's piece within a
//   throw behind, or a six at the opponent's start field, hits a piece in the
//   next round, weighted by what the piece would lose) and looks ahead over
//   the dice: for each move it averages, over the six throws of the next
//   player, the evaluation after that player's best answer (and after its own
//   second throw when it threw a six).
// A seat asked to blow (pusten) always blows the furthest piece it may.
#include "games/raus/rs_state.h"

#include <algorithm>
#include <array>

namespace zv::raus {
namespace {

// What a seat's pieces are worth, with the risk of each piece on the round.
double seatValue(const RsState& s, int seat, bool withRisk)
{
    double value = 0;
    for (int p = 0; p < kPieces; ++p) {
        const int rel = s.place(seat, p);
        if (rel == kYard)
            continue;
        if (rel >= kFirstGoal) {
            value += 60 + (rel - kFirstGoal);
            continue;
        }
        double worth = 12 + rel;
        if (withRisk) {
            // The chance that no opponent hits this piece with its next
            // throw: each opponent piece 1..6 fields behind hits it with
            // one face of its die (the player chooses which piece to move,
            // so one face per distance, not per piece); a piece on an
            // opponent's start field is hit by the six that must come out.
            const int field = s.ringField(seat, rel);
            double safe = 1.0;
            for (int o = 0; o < s.seatCount(); ++o) {
                if (o == seat)
                    continue;
                std::array<bool, 7> faces{};
                for (int q = 0; q < kPieces; ++q) {
                    const int orel = s.place(o, q);
                    if (orel < 0 || orel >= kRing)
                        continue;
                    const int d = (field - s.ringField(o, orel) + kRing) % kRing;
                    if (d >= 1 && d <= 6 && orel + d < kRing)
                        faces[static_cast<std::size_t>(d)] = true;
                }
                if (s.inYard(o) > 0 && s.ringField(o, 0) == field)
                    faces[6] = true;
                int hitting = 0;
                for (int d = 1; d <= 6; ++d)
                    hitting += faces[static_cast<std::size_t>(d)];
                safe *= 1.0 - hitting / 6.0;
            }
            worth -= (1.0 - safe) * (12 + rel);
        }
        value += worth;
    }
    return value;
}

// The seat's standing against the strongest other seat.
double evaluate(const RsState& s, int seat, bool withRisk)
{
    if (s.isOver())
        return s.winner() == seat ? 1e6 : -1e6;
    double best = -1e9;
    for (int o = 0; o < s.seatCount(); ++o)
        if (o != seat)
            best = std::max(best, seatValue(s, o, withRisk));
    return seatValue(s, seat, withRisk) - best;
}

int bestByEvaluation(const RsState& s, const Move* moves, int n, int seat, bool withRisk)
{
    int best = 0;
    double bestValue = -1e18;
    for (int i = 0; i < n; ++i) {
        RsState next = s;
        next.apply(moves[i]);
        const double v = evaluate(next, seat, withRisk);
        if (v > bestValue) {
            bestValue = v;
            best = i;
        }
    }
    return best;
}

// Plays the turn's automatic steps (a throw, an opponent's decision to blow)
// as the players would, until a roll is due or the game ends.
void settle(RsState& s)
{
    Move moves[RsState::kMaxMoves];
    while (!s.isOver() && s.phase() != Phase::Roll && s.phase() != Phase::Move) {
        s.generateMoves(moves);
        s.apply(moves[0]); // throw; or blow the first piece offered
    }
}

// The evaluation for `seat` after the next throw is rolled and answered: the
// seat to move then picks by the Practised evaluation.
double expectedAfterNextThrow(const RsState& after, int seat)
{
    RsState s = after;
    settle(s);
    if (s.isOver() || s.phase() != Phase::Roll)
        return evaluate(s, seat, true);
    double total = 0;
    Move moves[RsState::kMaxMoves];
    for (int d = 1; d <= 6; ++d) {
        RsState rolled = s;
        rolled.apply({MoveKind::Roll, static_cast<std::int8_t>(d), 0});
        if (rolled.phase() == Phase::Move) {
            const int mover = rolled.toMove();
            const int n = rolled.generateMoves(moves);
            rolled.apply(moves[bestByEvaluation(rolled, moves, n, mover, true)]);
        }
        total += evaluate(rolled, seat, true);
    }
    return total / 6.0;
}

Move childMove(const RsState& s, const Move* moves, int n)
{
    // Moves come furthest piece first (goal row, then the round from the end).
    for (int i = 0; i < n; ++i)
        if (s.hits(s.current(), moves[i].to))
            return moves[i];
    for (int i = 0; i < n; ++i)
        if (moves[i].value < kFirstGoal)
            return moves[i];
    return moves[0];
}

} // namespace

Move RsState::chooseMove(Level level, const SearchLimits&, Rng& rng) const
{
    Move moves[kMaxMoves];
    const int n = generateMoves(moves);
    if (toMove() == kChanceSeat)
        return moves[rng.uniform(n)];
    if (n == 1)
        return moves[0];
    if (phase_ == Phase::Pusten) {
        // Blow the piece that has come furthest (the list ends with "pass").
        int best = 0;
        for (int i = 1; i + 1 < n; ++i)
            if (moves[i].value > moves[best].value)
                best = i;
        return moves[best];
    }
    // With compulsory hitting, a computer never overlooks a hit.
    int count = n;
    Move hitting[kMaxMoves];
    if (rules_.compulsoryHit) {
        int h = 0;
        for (int i = 0; i < n; ++i)
            if (hits(current_, moves[i].to))
                hitting[h++] = moves[i];
        if (h > 0) {
            std::copy(hitting, hitting + h, moves);
            count = h;
        }
    }
    switch (level) {
    case Level::Beginner:
        return childMove(*this, moves, count);
    case Level::Practised:
        // The race and the hits, but not yet the risk of standing in reach.
        return moves[bestByEvaluation(*this, moves, count, current_, false)];
    case Level::Master:
        break;
    }
    int best = 0;
    double bestValue = -1e18;
    for (int i = 0; i < count; ++i) {
        RsState next = *this;
        next.apply(moves[i]);
        const double v = expectedAfterNextThrow(next, current_);
        if (v > bestValue) {
            bestValue = v;
            best = i;
        }
    }
    return moves[best];
}

} // namespace zv::raus
