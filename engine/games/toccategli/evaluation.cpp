// The evaluation of the computer players. Its terms follow the source's
// „Hauptregeln“: take the Hucke (a large bonus, and the opponent's hits on the
// Hucke-less player in the expectation), make Bände toward the kleine and the
// große Jan, leave as few Bloße as possible (the opponent's exact expected
// hits), keep a Band on the first point and bring two stones into the
// opponent's second board to break his Force, and run forward.
#include "games/toccategli/evaluation.h"

namespace zv::toccategli {

const std::array<Throw, 21>& allThrows()
{
    static const std::array<Throw, 21> throws = [] {
        std::array<Throw, 21> t{};
        int n = 0;
        for (int a = 6; a >= 1; --a)
            for (int b = a; b >= 1; --b)
                t[static_cast<std::size_t>(n++)] = Throw{a, b, a == b ? 1.0 / 36 : 2.0 / 36};
        return t;
    }();
    return throws;
}

double expectedThrowPoints(const TcState& s, int seat)
{
    double sum = 0;
    for (const Throw& t : allThrows())
        sum += t.weight * s.throwPoints(seat, t.a, t.b);
    return sum;
}

double shape(const TcState& s, int seat)
{
    double v = 0;
    int bandsFirst = 0, bandsSecond = 0, blots = 0, pips = 0, run = 0, bestRun = 0;
    for (int i = 0; i < kPoints; ++i) {
        const int n = s.stones(seat, i);
        pips += n * (kOff - i);
        const bool band = n >= 2;
        if (i < 6)
            bandsFirst += band;
        else if (i < 12)
            bandsSecond += band;
        if (n == 1)
            ++blots;
        run = band && i < 12 ? run + 1 : 0;
        bestRun = std::max(bestRun, run);
    }
    // Bände toward the Jans; the große Jan (Zumachen) counts more, as it is
    // held longer. Consecutive Bände are preferred („die hintereinander folgen“).
    v += 0.25 * bandsFirst + 0.45 * bandsSecond + 0.15 * bestRun;
    if (s.closed(seat, 6))
        v += 3.0;
    if (s.closed(seat, 0))
        v += 1.0;
    // „Man muss eine Hucke nehmen, sobald sich eine günstige Gelegenheit darbietet“
    if (s.hasHucke(seat))
        v += 3.0;
    v -= 0.2 * blots;
    // A Band in the opponent's second board while he could still close it.
    for (int i = 12; i < 18; ++i)
        if (s.stones(seat, i) >= 2) {
            v += 1.2;
            break;
        }
    // „mit einem Bande so lange als möglich in dem ersten Felde ... zu bleiben“
    if (s.stones(seat, 0) >= 2 && s.opponentAt(seat, 23) == 0)
        v += 0.3;
    v -= 0.02 * pips;
    v += 0.3 * s.borneOff(seat);
    return v;
}

double evaluate(const TcState& s, int me, bool strong)
{
    const int opp = 1 - me;
    if (s.isOver())
        return s.winner() == me ? 10000.0 : -10000.0;
    // A Strich is worth about eight marker points; being near twelve counts more.
    double v = 8.0 * (s.striche(me) - s.striche(opp));
    v += s.marker(me) - s.marker(opp);
    v += 0.04 * (s.marker(me) * s.marker(me) - s.marker(opp) * s.marker(opp));
    v += shape(s, me) - shape(s, opp);
    if (strong) {
        // The player to throw next gets his expectation in full, the other later.
        const bool oppNext = s.phase() == Phase::Dice && s.thrower() == opp;
        v -= (oppNext ? 1.0 : 0.6) * expectedThrowPoints(s, opp);
        v += (oppNext ? 0.6 : 1.0) * expectedThrowPoints(s, me);
    }
    return v;
}

} // namespace zv::toccategli
