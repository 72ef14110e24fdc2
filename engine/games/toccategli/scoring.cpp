// Toccateglispiel: what a throw marks for the thrower before he sets a stone
// (RULES.md, "Marking"). Hits are counted as in trictrac, the game's French
// ancestor: the thrower marks whenever his dice could carry a stone onto an
// opponent's Bloße — with one die, or with both through an open point — and
// the Bloße stays where it is („jeder einzelne Stein wird das ganze Spiel
// hindurch geschlagen, so oft er getroffen wird“). Each way of hitting counts.
#include "games/toccategli/tc_state.h"

#include <algorithm>

namespace zv::toccategli {

int TcState::throwMarks(int seat, int a, int b, Mark* out) const
{
    const auto& mine = stones_[seat];
    const auto open = [&](int i) { return opponentAt(seat, i) == 0; };
    const auto has = [&](int i) { return i >= 0 && mine[i] > 0; };
    int n = 0;
    const auto put = [&](Reason r, int points, int atIndex, int fromIndex) {
        if (n < kMaxThrowMarks) // always (kMaxThrowMarks); a caller sees more by the count
            out[n] = Mark{static_cast<std::int8_t>(seat), r, static_cast<std::int8_t>(points),
                          static_cast<std::int8_t>(atIndex < 0 ? 0 : pointOf(seat, atIndex)),
                          static_cast<std::int8_t>(fromIndex < 0 ? 0 : pointOf(seat, fromIndex))};
        ++n;
    };
    const bool doublet = a == b;

    // Bloße: „bei einem einfachen Wurf 1, und bei Doubletten 2“.
    for (int t = 0; t < kPoints; ++t) {
        if (opponentAt(seat, t) != 1)
            continue;
        if (!doublet) {
            if (has(t - a))
                put(Reason::HitBlot, 1, t, t - a);
            if (has(t - b))
                put(Reason::HitBlot, 1, t, t - b);
            const int f = t - a - b;
            if (has(f) && (open(f + a) || open(f + b)))
                put(Reason::HitBlot, 1, t, f);
            continue;
        }
        // „trifft man den bloßen Stein des Gegners auch im zweiten Felde, so
        // werden vier Points, und wenn zugleich ein Nachschlag stattfindet ...
        // so werden sechs Points angelegt.“
        const int d = a;
        const bool direct = has(t - d);
        const bool second = has(t - 2 * d) && open(t - d);
        if (direct)
            put(Reason::HitBlotDoublet, 2, t, t - d);
        if (second)
            put(Reason::HitBlotDoublet, 2, t, t - 2 * d);
        if (direct && second && mine[t - d] >= 2 && has(t - d - 6))
            put(Reason::Nachschlag, 2, t, t - d - 6);
    }

    // The opponent's Hucke: „Hat man aber seine Hucke, ohne dass der Gegner die
    // seinige hat, und man trifft Letztere mit dem eigenen Wurfe“ — one stone
    // with each die („der Eine und der Andere von seinen Steinen“).
    if (mine[kHucke] >= 2 && opponentAt(seat, kOppHucke) == 0) {
        const int fa = kOppHucke - a, fb = kOppHucke - b;
        const bool both = doublet ? mine[fa] >= 2 : mine[fa] >= 1 && mine[fb] >= 1;
        if (both)
            put(doublet ? Reason::HitHuckeDoublet : Reason::HitHucke, doublet ? 4 : 2, kOppHucke,
                -1);
    }

    // The Jans, „bei jedem Wurfe zwei, so lange, als er nicht aufbrechen muss“.
    if (closed(seat, 0))
        put(Reason::KleinerJan, 2, -1, -1);
    if (closed(seat, 6))
        put(Reason::GrosserJan, 2, -1, -1);
    if (closed(seat, 18))
        put(Reason::Rueckjan, 2, -1, -1);
    return n;
}

int TcState::throwPoints(int seat, int a, int b) const
{
    std::array<Mark, kMaxThrowMarks> marks;
    const int n = std::min(throwMarks(seat, a, b, marks.data()), kMaxThrowMarks);
    int sum = 0;
    for (int i = 0; i < n; ++i)
        sum += marks[static_cast<std::size_t>(i)].points;
    return sum;
}

} // namespace zv::toccategli
