#include "games/muehle/endgame_table.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <future>
#include <mutex>
#include <vector>

namespace zv::muehle {
namespace {

constexpr std::size_t choose3(std::size_t n)
{
    return n < 3 ? 0 : n * (n - 1) * (n - 2) / 6;
}
constexpr std::size_t choose2(std::size_t n)
{
    return n < 2 ? 0 : n * (n - 1) / 2;
}

// The combinatorial number system's rank of three increasing numbers.
constexpr std::size_t rank3(int a, int b, int c)
{
    return static_cast<std::size_t>(a) + choose2(static_cast<std::size_t>(b)) +
           choose3(static_cast<std::size_t>(c));
}

// A point's number among the points not in `taken` (the opponent's stones are
// ranked among the 21 points the mover leaves free).
int relativeIndex(int point, Mask taken)
{
    return point - popcount(taken & (bit(point) - 1));
}

std::size_t rankOf(Mask stones, Mask taken)
{
    int r[3];
    int n = 0;
    for (Mask m = stones; m; m &= m - 1)
        r[n++] = relativeIndex(lowestPoint(m), taken);
    return rank3(r[0], r[1], r[2]);
}

// The sets of three points in rank order (the inverse of rankOf).
std::vector<std::array<int, 3>> triples(int points)
{
    std::vector<std::array<int, 3>> list(choose3(static_cast<std::size_t>(points)));
    for (int c = 2; c < points; ++c)
        for (int b = 1; b < c; ++b)
            for (int a = 0; a < b; ++a)
                list[rank3(a, b, c)] = {a, b, c};
    return list;
}

// Does the jump of a stone onto `to` (the mover's stones after it: `after`)
// close a mill? In 3-3 that wins at once.
bool closesMill(Mask after, int to)
{
    return inMill(after, to);
}

} // namespace

std::size_t EndgameTable33::indexOf(Mask mover, Mask opponent)
{
    return rankOf(mover, 0) * kOpponentSets + rankOf(opponent, mover);
}

EndgameTable33::EndgameTable33()
{
    const auto started = std::chrono::steady_clock::now();
    const std::vector<std::array<int, 3>> moverSets = triples(kPoints);
    const std::vector<std::array<int, 3>> opponentSets = triples(kPoints - 3);
    const auto decode = [&](std::size_t index, Mask* mover, Mask* opponent) {
        const auto& m = moverSets[index / kOpponentSets];
        *mover = bit(m[0]) | bit(m[1]) | bit(m[2]);
        int free[kPoints - 3];
        int n = 0;
        for (int p = 0; p < kPoints; ++p)
            if (!(*mover & bit(p)))
                free[n++] = p;
        const auto& o = opponentSets[index % kOpponentSets];
        *opponent = bit(free[o[0]]) | bit(free[o[1]]) | bit(free[o[2]]);
    };

    m_value.assign(kPositions, static_cast<std::uint8_t>(EndgameValue::Draw));
    m_plies.assign(kPositions, 0);
    // Moves of each position not yet known to lose for the mover (that is:
    // whose successor is not yet known to be won for the opponent).
    std::vector<std::uint8_t> open(kPositions, 0);
    std::vector<std::uint32_t> layer, next;
    for (std::size_t i = 0; i < kPositions; ++i) {
        Mask mover = 0, opponent = 0;
        decode(i, &mover, &opponent);
        const Mask empty = kAllPoints & ~(mover | opponent);
        int moves = 0;
        bool wins = false;
        for (Mask from = mover; from; from &= from - 1) {
            const Mask rest = mover & ~(from & -from);
            for (Mask to = empty; to; to &= to - 1) {
                if (closesMill(rest | (to & -to), lowestPoint(to)))
                    wins = true;
                else
                    ++moves;
            }
        }
        open[i] = static_cast<std::uint8_t>(moves);
        if (wins) {
            m_value[i] = static_cast<std::uint8_t>(EndgameValue::Win);
            m_plies[i] = 1;
            layer.push_back(static_cast<std::uint32_t>(i));
        }
    }
    // Work back ply by ply from the decided positions to their predecessors:
    // the opponent (now to move in the predecessor) jumped one stone from an
    // empty point onto where it stands, without closing a mill.
    for (int plies = 1; !layer.empty(); ++plies) {
        next.clear();
        for (const std::uint32_t i : layer) {
            Mask mover = 0, opponent = 0;
            decode(i, &mover, &opponent);
            // In the predecessor the side to move was `opponent`'s owner.
            const Mask empty = kAllPoints & ~(mover | opponent);
            const bool decidedWin = m_value[i] == static_cast<std::uint8_t>(EndgameValue::Win);
            for (Mask at = opponent; at; at &= at - 1) {
                const int to = lowestPoint(at);
                // A jump onto `to` closed a mill: its position is a win in
                // one, decided already.
                if (inMill(opponent, to))
                    continue;
                const Mask rest = opponent & ~bit(to);
                for (Mask from = empty; from; from &= from - 1) {
                    const Mask before = rest | (from & -from);
                    const std::size_t p = indexOf(before, mover);
                    if (m_plies[p] != 0)
                        continue; // decided already (undecided: a draw at 0 plies)
                    if (!decidedWin) {
                        // A move into a position lost for the opponent: won.
                        m_value[p] = static_cast<std::uint8_t>(EndgameValue::Win);
                        m_plies[p] = static_cast<std::uint8_t>(plies + 1);
                        next.push_back(static_cast<std::uint32_t>(p));
                    } else if (--open[p] == 0) {
                        // Every move leads to a position won for the opponent:
                        // lost, with this (the longest) escape refuted last.
                        m_value[p] = static_cast<std::uint8_t>(EndgameValue::Loss);
                        m_plies[p] = static_cast<std::uint8_t>(plies + 1);
                        next.push_back(static_cast<std::uint32_t>(p));
                    }
                }
            }
        }
        layer.swap(next);
    }
    m_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
}

const EndgameTable33& EndgameTable33::instance()
{
    static const EndgameTable33 table;
    return table;
}

const EndgameTable33* EndgameTable33::ifReady()
{
    static std::atomic<bool> ready{false};
    static std::once_flag started;
    // At the program's end this waits for a solve under way (a second or two).
    static std::future<void> solving;
    std::call_once(started, [] {
        solving = std::async(std::launch::async, [] {
            instance();
            ready.store(true);
        });
    });
    return ready.load() ? &instance() : nullptr;
}

std::optional<EndgameEntry> EndgameTable33::lookup(Mask mover, Mask opponent) const
{
    if (popcount(mover) != 3 || popcount(opponent) != 3 || (mover & opponent) != 0 ||
        ((mover | opponent) & ~kAllPoints) != 0)
        return std::nullopt;
    const std::size_t i = indexOf(mover, opponent);
    return EndgameEntry{static_cast<EndgameValue>(m_value[i]), m_plies[i]};
}

EndgameTable33::Counts EndgameTable33::counts() const
{
    Counts c;
    for (std::size_t i = 0; i < kPositions; ++i) {
        switch (static_cast<EndgameValue>(m_value[i])) {
        case EndgameValue::Win:
            ++c.won;
            c.longestWin = std::max<int>(c.longestWin, m_plies[i]);
            break;
        case EndgameValue::Loss:
            ++c.lost;
            break;
        case EndgameValue::Draw:
            ++c.drawn;
            break;
        }
    }
    return c;
}

} // namespace zv::muehle
