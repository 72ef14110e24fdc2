#include "games/sogo/evaluation.h"

namespace zv::sogo {
namespace {

// An open line with 0..3 beads of one colour and none of the other.
constexpr std::array<int, 4> kLineWeight = {0, 2, 10, 0}; // threes count as threats below
constexpr int kThreat = 60;
constexpr int kThreatOnOwnParity = 40;
constexpr int kStackedThreat = 400;
constexpr int kTempo = 8;
constexpr int kBeadTaken = 1000;
constexpr int kMillAtHand = 300; // second variant: a mill the seat to move can close now

// Levels 1 and 3 (counted from 1 at the bottom): where the first player's
// threats come due when the rods fill up; levels 2 and 4 are the second's.
constexpr Mask kOddLevels = 0x0000FFFF0000FFFFULL;
constexpr Mask kEvenLevels = ~kOddLevels;

int threatScore(Mask own, Mask their, Mask parity)
{
    int score = 0;
    // A threat with the opponent's threat right under it rarely comes due.
    const Mask live = own & ~(their << kRods);
    score += kThreat * popcount(live) + kThreatOnOwnParity * popcount(live & parity);
    score += kStackedThreat * popcount(own & (own << kRods));
    return score;
}

} // namespace

LineFeatures lineFeatures(const SogoState& s)
{
    LineFeatures f;
    const Mask mine = s.beads(s.toMove());
    const Mask theirs = s.beads(1 - s.toMove());
    const Mask empty = ~(mine | theirs);
    for (const Mask line : kLines.masks) {
        const int a = popcount(line & mine);
        const int b = popcount(line & theirs);
        if (b == 0) {
            f.lineScore += kLineWeight[static_cast<std::size_t>(a)];
            if (a == 3)
                f.ownThreats |= line & empty;
        }
        if (a == 0) {
            f.lineScore -= kLineWeight[static_cast<std::size_t>(b)];
            if (b == 3)
                f.theirThreats |= line & empty;
        }
    }
    return f;
}

int landingCell(const SogoState& s, int rod)
{
    const Mask target = s.landing() & rodMask(rod);
    return target ? std::countr_zero(target) : -1;
}

int terminalScore(const SogoState& s)
{
    if (s.winner() < 0)
        return 0;
    return s.winner() == s.toMove() ? kWinScore : -kWinScore;
}

int StrongPolicy::evaluate(const SogoState& s) const
{
    if (s.isOver())
        return terminalScore(s);
    const LineFeatures f = lineFeatures(s);
    const Mask land = s.landing();
    const int me = s.toMove();
    const Mask ownParity = me == kLight ? kOddLevels : kEvenLevels;
    const Mask theirParity = ~ownParity;
    if (s.rules().captures) {
        int score = kBeadTaken * (s.taken(me) - s.taken(1 - me)) + f.lineScore + kTempo;
        if (f.ownThreats & land)
            score += kMillAtHand;
        score += (threatScore(f.ownThreats, f.theirThreats, ownParity) -
                  threatScore(f.theirThreats, f.ownThreats, theirParity)) /
                 2;
        return score;
    }
    if (f.ownThreats & land)
        return kWinScore; // the seat to move completes a line now
    const Mask theirsNow = f.theirThreats & land;
    if (popcount(theirsNow) >= 2)
        return -kWinScore; // two lines to stop with one bead
    // One line to stop, but the blocking bead opens the cell above it to a
    // second threat of the opponent.
    if (theirsNow && ((theirsNow << kRods) & f.theirThreats))
        return -kWinScore;
    int score = f.lineScore + kTempo;
    score += threatScore(f.ownThreats, f.theirThreats, ownParity);
    score -= threatScore(f.theirThreats, f.ownThreats, theirParity);
    return score;
}

int StrongPolicy::orderScore(const SogoState& s, const Move& move) const
{
    const int cell = landingCell(s, move.rod);
    const Mask mine = s.beads(s.toMove());
    const Mask theirs = s.beads(1 - s.toMove());
    if (completesLine(mine | bit(cell), cell)) {
        int score = 1 << 24;
        if (move.take >= 0) // take the bead that stands in the most of the opponent's lines
            for (int i = 0; i < kLines.ofCellCount[static_cast<std::size_t>(move.take)]; ++i) {
                const Mask line = kLines.masks[kLines.ofCell[static_cast<std::size_t>(move.take)]
                                                            [static_cast<std::size_t>(i)]];
                if (!(line & mine))
                    score += popcount(line & theirs) * popcount(line & theirs);
            }
        return score;
    }
    if (completesLine(theirs | bit(cell), cell))
        return 1 << 22; // block
    int score = 0;
    // Under a cell that completes an opponent's line: the bead lifts him to it.
    if (levelOf(cell) < kSize - 1 && completesLine(theirs | bit(cell + kRods), cell + kRods))
        score -= 1 << 20;
    for (int i = 0; i < kLines.ofCellCount[static_cast<std::size_t>(cell)]; ++i) {
        const Mask line =
            kLines
                .masks[kLines.ofCell[static_cast<std::size_t>(cell)][static_cast<std::size_t>(i)]];
        const int a = popcount(line & mine), b = popcount(line & theirs);
        if (b == 0)
            score += 1 + 4 * a * a; // builds a line
        if (a == 0)
            score += 1 + 3 * b * b; // spoils one of his
    }
    return score;
}

} // namespace zv::sogo
