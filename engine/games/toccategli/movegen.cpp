// Toccateglispiel: the plays of a throw (RULES.md, "Moving", "The Hucke",
// "Bearing off"). A play sets one stone per die, or one stone with both dice;
// a doublet is two steps of its number, as in the French trictrac the game
// descends from. A step may land on any point without an opponent's stone;
// what the rules forbid is checked on the position after the whole play: no
// stone on the opponent's Hucke, never one stone alone in the own Hucke, no
// new single stone in the opponent's second board while he has his Force. So
// two stones may take the Hucke together, leave it together, and a stone may
// pass through an empty Hucke ("den Pass daselbst borgen").
#include "games/toccategli/tc_state.h"

#include <algorithm>

namespace zv::toccategli {
namespace {

using Board = std::array<std::int8_t, kPoints>;

struct Context {
    Board opp{};     // the opponent's stones on the mover's own indices
    Board before{};  // the mover's stones before the play
    bool oppForce{}; // the opponent can still close his second board
};

// Where a stone from `from` lands with `die` on board w (kOff: borne off), or -1.
int target(const Board& w, const Context& c, int from, int die)
{
    if (w[from] == 0)
        return -1;
    const int to = from + die;
    if (to < kOff)
        return c.opp[to] > 0 ? -1 : to;
    // „nicht eher aufheben und herausnehmen, als bis alle Steine in diesem Brette sind“
    for (int i = 0; i < 18; ++i)
        if (w[i] > 0)
            return -1;
    if (to == kOff)
        // „so lange der Gegner noch einen Band oder einzelnen Stein im ersten
        // Feld hat, ... den Stein, welcher durch den Wurf getroffen wird, nicht
        // herausnehmen“
        return c.opp[23] > 0 ? -1 : kOff;
    // A higher number bears off the highest stone only („das Höchste erst“).
    for (int i = 18; i < from; ++i)
        if (w[i] > 0)
            return -1;
    return kOff;
}

bool finalOk(const Board& w, const Context& c)
{
    if (w[kOppHucke] != 0 || w[kHucke] == 1)
        return false;
    if (c.oppForce)
        for (int i = 12; i < 18; ++i)
            if (w[i] == 1 && c.before[i] != 1)
                return false;
    return true;
}

std::uint64_t keyOf(const Board& w)
{
    std::uint64_t h = 0xCBF29CE484222325ULL;
    for (auto v : w)
        h = (h ^ static_cast<std::uint8_t>(v)) * 0x100000001B3ULL;
    return h | 1; // 0 marks an empty slot
}

class Seen {
public:
    bool insert(std::uint64_t key)
    {
        std::size_t i = key & (kSlots - 1);
        while (slots_[i] != 0) {
            if (slots_[i] == key)
                return false;
            i = (i + 1) & (kSlots - 1);
        }
        slots_[i] = key;
        return true;
    }

private:
    static constexpr std::size_t kSlots = 4096;
    std::array<std::uint64_t, kSlots> slots_{};
};

} // namespace

bool TcState::exactOffBlocked(int seat, int die) const
{
    if (die < 1 || die > 6)
        return false;
    return allInRueckjan(seat) && stones_[seat][kOff - die] > 0 && opponentAt(seat, 23) > 0;
}

int TcState::generatePlays(Move* out) const
{
    const int me = thrower_;
    Context c;
    for (int i = 0; i < kPoints; ++i) {
        c.opp[i] = stones_[1 - me][23 - i];
        c.before[i] = stones_[me][i];
    }
    c.oppForce = hasForce(1 - me);
    const int a = a_, b = b_;
    int n = 0;
    Seen seen;
    bool naturalTake = false;
    const auto play = [&](int count, Step s0, Step s1, bool gewalt) {
        Move m{MoveKind::Play, static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b),
               static_cast<std::uint8_t>(count), static_cast<std::uint8_t>(gewalt ? 1 : 0)};
        m.steps = {s0, s1};
        return m;
    };

    // Both dice: either number first (once for a doublet).
    for (int order = 0; order < (a == b ? 1 : 2); ++order) {
        const int d1 = order == 0 ? a : b;
        const int d2 = order == 0 ? b : a;
        for (int f1 = 0; f1 < kPoints; ++f1) {
            const int t1 = target(c.before, c, f1, d1);
            if (t1 < 0)
                continue;
            Board w1 = c.before;
            --w1[f1];
            if (t1 < kOff)
                ++w1[t1];
            for (int f2 = 0; f2 < kPoints; ++f2) {
                const int t2 = target(w1, c, f2, d2);
                if (t2 < 0)
                    continue;
                Board w2 = w1;
                --w2[f2];
                if (t2 < kOff)
                    ++w2[t2];
                if (!finalOk(w2, c) || !seen.insert(keyOf(w2)))
                    continue;
                naturalTake = naturalTake || (c.before[kHucke] == 0 && w2[kHucke] >= 2);
                out[n++] =
                    play(2, Step{static_cast<std::int8_t>(f1), static_cast<std::int8_t>(d1)},
                         Step{static_cast<std::int8_t>(f2), static_cast<std::int8_t>(d2)}, false);
            }
        }
    }

    // „mit Gewalt“: both Hucken empty, the throw would carry two stones into
    // the opponent's Hucke, and the own Hucke cannot be taken „wirklich und
    // frei“: then those two stones take the own Hucke, each one point short.
    if (c.before[kHucke] == 0 && c.opp[kOppHucke] == 0 && !naturalTake) {
        const int fa = kOppHucke - a, fb = kOppHucke - b;
        const bool stonesThere =
            a == b ? c.before[fa] >= 2 : c.before[fa] >= 1 && c.before[fb] >= 1;
        if (fa < kHucke && fb < kHucke && stonesThere) {
            Board w = c.before;
            --w[fa];
            --w[fb];
            w[kHucke] = static_cast<std::int8_t>(w[kHucke] + 2);
            if (finalOk(w, c) && seen.insert(keyOf(w) ^ 2))
                out[n++] =
                    play(2, Step{static_cast<std::int8_t>(fa), static_cast<std::int8_t>(a)},
                         Step{static_cast<std::int8_t>(fb), static_cast<std::int8_t>(b)}, true);
        }
    }
    if (n > 0)
        return n;

    // One die only. When either die could be set alone, the higher must be.
    for (int d : {a, b}) {
        for (int f = 0; f < kPoints; ++f) {
            const int t = target(c.before, c, f, d);
            if (t < 0)
                continue;
            Board w = c.before;
            --w[f];
            if (t < kOff)
                ++w[t];
            if (finalOk(w, c) && seen.insert(keyOf(w)))
                out[n++] = play(1, Step{static_cast<std::int8_t>(f), static_cast<std::int8_t>(d)},
                                Step{}, false);
        }
        if (n > 0)
            break; // a is the higher die: if it can be set, b may not be set instead
    }
    return n;
}

} // namespace zv::toccategli
