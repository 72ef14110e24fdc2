#include "games/muehle/evaluation.h"

#include "core/rng.h"

namespace zv::muehle {

int terminalScore(const MuehleState& s)
{
    if (s.winner() < 0)
        return 0;
    return s.winner() == s.toMove() ? kWinScore : -kWinScore;
}

SeatFeatures seatFeatures(const MuehleState& s, int seat)
{
    SeatFeatures f;
    const Mask own = s.stones(seat);
    const Mask empty = s.emptyPoints();
    const bool setting = s.inHand(seat) > 0;
    const bool jumping = !setting && popcount(own) == 3;
    f.stones = popcount(own) + s.inHand(seat);
    for (Mask line : kGeometry.mills) {
        const Mask mine = own & line;
        if (mine == line) {
            ++f.closedMills;
            // A stone of this mill that can step out and back, or into another mill.
            for (Mask q = line; q; q &= q - 1) {
                const int from = lowestPoint(q);
                for (Mask t = adjacent(from) & empty; t; t &= t - 1) {
                    const int to = lowestPoint(t);
                    if (inMill((own & ~bit(from)) | bit(to), to))
                        ++f.doubleMills;
                }
            }
        } else if (popcount(mine) == 2 && (line & empty) != 0) {
            ++f.openLines;
            const int gap = lowestPoint(line & empty);
            // Who can fill the gap next move: a stone in hand, a jumper, or a
            // neighbour from outside the line.
            if (setting || jumping || (adjacent(gap) & own & ~line) != 0)
                ++f.threats;
        }
    }
    for (Mask m = own; m; m &= m - 1) {
        const int free = popcount(adjacent(lowestPoint(m)) & empty);
        f.mobility += free;
        f.blocked += free == 0;
    }
    return f;
}

namespace {

int seatScore(const MuehleState& s, int seat)
{
    const SeatFeatures f = seatFeatures(s, seat);
    const bool setting = s.inHand(seat) > 0;
    const bool jumping = !setting && f.stones == 3;
    int score = 1000 * f.stones + 60 * f.closedMills;
    if (setting) {
        score += 90 * f.openLines + 20 * f.mobility - 10 * f.blocked;
    } else if (jumping) {
        score += 200 * f.threats; // a jumper's threats are the whole game
    } else {
        score += 120 * f.threats + 250 * f.doubleMills + 12 * f.mobility - 30 * f.blocked;
    }
    return score;
}

// Moves that remove a stone, then moves onto a point that closes or blocks a line.
int tacticalOrder(const MuehleState& s, const Move& move)
{
    int score = move.remove >= 0 ? 1000 : 0;
    const Mask opp = s.stones(1 - s.toMove());
    const auto& through = kGeometry.millsThrough[static_cast<std::size_t>(move.to)];
    for (Mask line : through)
        if (popcount(opp & line) == 2)
            score += 300; // steps into the gap of an opposing open line
    return score;
}

} // namespace

int StrongPolicy::evaluate(const MuehleState& s) const
{
    if (s.isOver())
        return terminalScore(s);
    const int me = s.toMove();
    return seatScore(s, me) - seatScore(s, 1 - me);
}

int StrongPolicy::orderScore(const MuehleState& s, const Move& move) const
{
    return tacticalOrder(s, move);
}

int WeakPolicy::evaluate(const MuehleState& s) const
{
    if (s.isOver())
        return terminalScore(s);
    const int me = s.toMove();
    const int material =
        1000 * ((s.onBoard(me) + s.inHand(me)) - (s.onBoard(1 - me) + s.inHand(1 - me)));
    std::uint64_t mix = s.hash() ^ salt;
    const int noise = static_cast<int>(splitmix64(mix) % 200);
    return material + noise;
}

int WeakPolicy::orderScore(const MuehleState& s, const Move& move) const
{
    return tacticalOrder(s, move);
}

} // namespace zv::muehle
