// The computer players of Fünf Würfel (RULES.md, "Computer players").
//
// Master: the optimal solitaire strategy — of every legal choice the one with
// the highest expected final score (tips.h over the solver's table). It plays
// its own sheet and does not look at the others' (against the others the
// best solitaire score is what wins most often in a game of pure dice luck;
// RULES.md says what that leaves out).
//
// Beginner: a casual player. Enters a throw at once when it fills a free
// Kniffel, Große Straße or Full House; otherwise keeps a run of four for a
// free straight, or the dice of its most frequent face (the higher face on a
// tie), and throws the others; after the third throw it enters the throw
// where it scores most now, and strikes its least valuable field when
// nothing scores. One decision in four it is content with what lies on the
// table and enters it at once (so a child at the table wins often enough).
//
// Practised: plays the Master's choice or the Beginner's, by one draw each
// time (core/level.h).
#include "core/level.h"
#include "core/rng.h"
#include "games/fuenf_wuerfel/fw_state.h"
#include "games/fuenf_wuerfel/scoring.h"
#include "games/fuenf_wuerfel/tips.h"

#include <algorithm>
#include <array>

namespace zv::fuenf_wuerfel {
namespace {

// One Beginner decision in kWhimOdds enters the throw at once.
constexpr int kWhimOdds = 4;

// The order in which the Beginner strikes a field when no free field scores.
constexpr std::array<int, kFields> kStrikeOrder = {
    Einser,    Kniffel, Zweier,  GrosseStrasse, Dreier,      Viererpasch, KleineStrasse,
    FullHouse, Vierer,  Fuenfer, Sechser,       Dreierpasch, Chance};

Move scoreMove(int field)
{
    return Move{MoveKind::Score, static_cast<std::uint8_t>(field), 0, {}};
}

Move keepMove(const Counts& keep)
{
    int n = 0;
    Move m{MoveKind::Keep, 0, 0, valuesOf(keep, &n)};
    m.count = static_cast<std::uint8_t>(n);
    if (n == 0 || n == kDice)
        return Move{MoveKind::Throw, 0, 0, {}};
    return m;
}

// The longest run of faces present, as dice to keep (one die per face).
Counts longestRun(const Counts& c)
{
    int bestStart = 1, bestLength = 0;
    for (int start = 1; start <= 6; ++start) {
        int length = 0;
        while (start + length <= 6 && c[static_cast<std::size_t>(start + length)] > 0)
            ++length;
        if (length > bestLength) {
            bestLength = length;
            bestStart = start;
        }
    }
    Counts run{};
    for (int face = bestStart; face < bestStart + bestLength; ++face)
        run[static_cast<std::size_t>(face)] = 1;
    return run;
}

Move beginnerEntry(const FwState& s)
{
    int best = -1, bestPoints = 0;
    for (int f = 0; f < kFields; ++f)
        if (s.entry(s.current(), f) < 0 && s.pointsNow(f) > bestPoints) {
            best = f;
            bestPoints = s.pointsNow(f);
        }
    if (best >= 0)
        return scoreMove(best);
    for (int f : kStrikeOrder)
        if (s.entry(s.current(), f) < 0)
            return scoreMove(f);
    return scoreMove(Chance); // unreachable: a turn has a free field
}

Move beginnerDecision(const FwState& s, Rng& rng)
{
    if (s.throwsMade() == 0)
        return Move{MoveKind::Throw, 0, 0, {}};
    if (s.throwsMade() >= kMaxThrows || s.extraKniffelNow() || rng.uniform(kWhimOdds) == 0)
        return beginnerEntry(s);
    const int me = s.current();
    const auto freeField = [&](int f) { return s.entry(me, f) < 0; };
    for (int f : {Kniffel, GrosseStrasse, FullHouse})
        if (freeField(f) && s.pointsNow(f) > 0)
            return scoreMove(f);
    const Counts c = s.diceCounts();
    const Counts run = longestRun(c);
    int runLength = 0;
    for (int face = 1; face <= 6; ++face)
        runLength += run[static_cast<std::size_t>(face)];
    if (runLength >= 4 && (freeField(GrosseStrasse) || freeField(KleineStrasse))) {
        if (runLength == 4 && !freeField(GrosseStrasse))
            return scoreMove(KleineStrasse);
        return keepMove(run);
    }
    int face = 6;
    for (int f = 6; f >= 1; --f)
        if (c[static_cast<std::size_t>(f)] > c[static_cast<std::size_t>(face)])
            face = f;
    Counts keep{};
    keep[static_cast<std::size_t>(face)] = c[static_cast<std::size_t>(face)];
    return keepMove(keep);
}

Move masterDecision(const FwState& s)
{
    const std::vector<Tip> tips = tipsFor(s);
    const Tip* best = &tips.front();
    for (const Tip& tip : tips)
        if (tip.expectedFinal > best->expectedFinal)
            best = &tip;
    return best->move;
}

} // namespace

Move FwState::chooseMove(Level level, const SearchLimits&, Rng& rng) const
{
    std::array<Move, kMaxMoves> moves;
    const int n = generateMoves(moves.data());
    if (toMove() == kChanceSeat) {
        double r = rng.unit();
        for (int i = 0; i < n; ++i) {
            r -= chanceWeight(moves[static_cast<std::size_t>(i)]);
            if (r < 0)
                return moves[static_cast<std::size_t>(i)];
        }
        return moves[static_cast<std::size_t>(n - 1)];
    }
    if (n == 1)
        return moves[0];
    // The Master needs no search budget: its table is exact (built once per
    // process, then a turn costs microseconds).
    if (resolvePractised(level, rng) == Level::Master)
        return masterDecision(*this);
    return beginnerDecision(*this, rng);
}

} // namespace zv::fuenf_wuerfel
