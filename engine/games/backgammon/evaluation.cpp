#include "games/backgammon/evaluation.h"

#include <algorithm>
#include <cmath>

namespace zv::backgammon {
namespace {

bool contactOn(const Points& pts)
{
    int rear0 = 0, rear1 = 0;
    for (int p = kBar; p >= 1 && !rear0; --p)
        if (pts[0][p])
            rear0 = p;
    for (int p = kBar; p >= 1 && !rear1; --p)
        if (pts[1][p])
            rear1 = p;
    return rear0 > 25 - rear1;
}

int pipCount(const Points& pts, int seat)
{
    int total = 0;
    for (int p = 1; p <= kBar; ++p)
        total += p * pts[seat][p];
    return total;
}

// What one seat's checkers are worth apart from the race.
double structure(const Points& pts, int seat, int shotsTaken)
{
    const auto& mine = pts[seat];
    const auto& theirs = pts[1 - seat];
    double score = 0.0;
    int run = 0, longest = 0, homePoints = 0;
    for (int p = 1; p <= 24; ++p) {
        const bool made = mine[p] >= 2;
        run = made ? run + 1 : 0;
        longest = std::max(longest, run);
        if (!made)
            continue;
        // The points that block most: the 4- to 8-points, then the rest of
        // the home board; an anchor deep in the other's home board helps a
        // little.
        if (p >= 4 && p <= 8)
            score += 3.0;
        else if (p <= 6)
            score += 1.8;
        else if (p >= 18)
            score += 1.2;
        else
            score += 1.0;
        if (p <= 6)
            ++homePoints;
    }
    score += longest >= 3 ? 2.5 * (longest - 2) * (longest - 1) : 0.0;
    // Checkers of the other seat on the bar against a strong home board.
    score += theirs[kBar] * (1.0 + 1.5 * homePoints);
    // Too many checkers stacked on one point do little.
    for (int p = 1; p <= 24; ++p)
        if (mine[p] > 3)
            score -= 0.4 * (mine[p] - 3);
    // Blots: the rolls that hit one, weighed by the pips a hit costs.
    int exposedPips = 0;
    for (int p = 1; p <= 24; ++p)
        if (mine[p] == 1)
            exposedPips = std::max(exposedPips, 25 - p);
    score -= shotsTaken / 36.0 * (4.0 + 0.5 * exposedPips);
    return score;
}

// A race: pips lost in the bear-off to gaps and stacks.
double raceWaste(const Points& pts, int seat)
{
    double waste = 0.0;
    const auto& mine = pts[seat];
    for (int p = 1; p <= 6; ++p)
        if (mine[p] > 2)
            waste += 0.35 * (mine[p] - 2);
    for (int p = 1; p <= 3; ++p)
        waste += 0.5 * mine[p] * (p == 1 ? 1.0 : 0.5);
    return waste;
}

} // namespace

int shotsAgainst(const Points& pts, int hitter)
{
    const auto& attack = pts[hitter];
    const auto& target = pts[1 - hitter];
    // Distances from a hitter's checker down to a blot, in the hitter's
    // numbering (target's point t is the hitter's point 25 - t).
    std::uint32_t distances = 0;
    for (int t = 1; t <= 24; ++t) {
        if (target[t] != 1)
            continue;
        const int at = 25 - t;
        for (int from = at + 1; from <= kBar; ++from)
            if (attack[from] && from - at <= 24)
                distances |= 1u << (from - at);
    }
    if (!distances)
        return 0;
    int rolls = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b) {
            std::uint32_t reach = (1u << a) | (1u << b) | (1u << (a + b));
            if (a == b)
                reach |= (1u << (3 * a)) | (1u << (4 * a));
            if (reach & distances)
                ++rolls;
        }
    return rolls;
}

double evaluate(const Points& pts, int seat, int onRoll)
{
    const int other = 1 - seat;
    // The roll's tempo: the seat on roll is about four pips ahead.
    const double tempo = onRoll == seat ? 4.0 : -4.0;
    double score = pipCount(pts, other) - pipCount(pts, seat) + tempo;
    if (!contactOn(pts))
        return score - raceWaste(pts, seat) + raceWaste(pts, other) +
               0.3 * (pts[seat][kOff] - pts[other][kOff]);
    // Only the seat on roll can hit next; the other's blots are exposed.
    const int shotsAtSeat = onRoll == other ? shotsAgainst(pts, other) : 0;
    const int shotsAtOther = onRoll == seat ? shotsAgainst(pts, seat) : 0;
    score += structure(pts, seat, shotsAtSeat) - structure(pts, other, shotsAtOther);
    return score;
}

double chanceFromScore(const Points& pts, double score)
{
    if (score >= 1000.0)
        return 1.0;
    if (score <= -1000.0)
        return 0.0;
    // Scale: in a race of ~100 pips a 10-pip lead wins about three in four.
    const int total = std::max(40, pipCount(pts, 0) + pipCount(pts, 1));
    const double x = score / (0.09 * total + 4.0);
    return 1.0 / (1.0 + std::exp(-1.6 * x));
}

double winChance(const Points& pts, int seat, int onRoll)
{
    return chanceFromScore(pts, evaluate(pts, seat, onRoll));
}

} // namespace zv::backgammon
