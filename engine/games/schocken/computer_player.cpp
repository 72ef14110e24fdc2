// The computer players of Schocken (RULES.md, "Computer players").
//
// Strong: decides by the exact odds of its remaining throws (keep_odds.h).
// The value of a final throw is the chance not to lose the round with it,
// against what it may know: the lead's revealed throw, the dice the others
// have laid aside, and for the players still to throw the exact distribution
// of a player who plays his three (or fewer) throws to beat the lead. As the
// lead it counts that standing after the first throw (Schuss) leaves the
// others a single throw. It never looks under a covered cup.
//
// Weak: a casual player. Stands on a throw that looks good (a Straße or
// better, or above the lead's), hunts ones for a Schock, turns sixes when it
// can, otherwise keeps its highest die; one decision in six is a whim.
#include "core/level.h"
#include "core/rng.h"
#include "games/schocken/keep_odds.h"
#include "games/schocken/sk_state.h"

#include <algorithm>
#include <array>

namespace zv::schocken {
namespace {

constexpr double kWhim = 1.0 / 6.0;

// P(X > r) + P(X = r) / 2: the chance an opponent's final throw X does not
// leave me below him on my throw r (an equal throw is a coin's roll-off).
double above(const std::array<double, kRanks>& dist, int r)
{
    double p = 0.5 * dist[static_cast<std::size_t>(r)];
    for (int x = r + 1; x < kRanks; ++x)
        p += dist[static_cast<std::size_t>(x)];
    return p;
}

// The distribution of a finished opponent's covered throw: his dice aside
// are known, the others are as the dice fall.
std::array<double, kRanks> withAside(const DiceSet& aside)
{
    std::array<double, kRanks> dist{};
    const int n = kDice - aside.n;
    const double total = n == 1 ? 6.0 : n == 2 ? 36.0 : 216.0;
    for (const DiceOutcome& o : diceOutcomes(n)) {
        Throw t{};
        for (int i = 0; i < aside.n; ++i)
            t[static_cast<std::size_t>(i)] = aside.v[static_cast<std::size_t>(i)];
        for (int i = 0; i < n; ++i)
            t[static_cast<std::size_t>(aside.n + i)] = o.values[static_cast<std::size_t>(i)];
        dist[static_cast<std::size_t>(rankOf(t))] += o.landings / total;
    }
    return dist;
}

Move strongDecision(const SkState& s, const SearchLimits& limits, bool* stopped)
{
    const int me = s.current();
    const Rules& rules = s.rules();
    std::vector<std::array<double, kRanks>> known; // opponents whose distribution is fixed
    int later = 0;                                 // opponents still to play against the lead
    int leadRank = -1;
    const bool amLead = me == s.lead();
    for (int j : s.roundOrder()) {
        if (j == me)
            continue;
        if (j == s.lead()) {
            leadRank = s.rankOfSeat(j); // revealed
            std::array<double, kRanks> point{};
            point[static_cast<std::size_t>(leadRank)] = 1.0;
            known.push_back(point);
        } else if (s.finished(j)) {
            known.push_back(withAside(s.asideSet(j)));
        } else {
            ++later;
        }
    }
    const auto value = [&](int rank, int throwsMade) {
        double lose = 1.0;
        for (const auto& d : known)
            lose *= above(d, rank);
        // The others' throws: after a Schuss one each; otherwise up to three
        // (or as many as the lead), played to beat the lead's throw.
        int limit = s.throwLimit(me);
        int target = leadRank;
        if (amLead) {
            target = rank;
            limit = throwsMade == 1 ? 1 : rules.limitToLead ? throwsMade : kMaxThrows;
        }
        if (later > 0) {
            const auto& d = opponentDistribution(rules, limit, target);
            const double p = above(d, rank);
            for (int k = 0; k < later; ++k)
                lose *= p;
        }
        return 1.0 - lose;
    };
    KeepOdds odds(rules, s.throwLimit(me), value, limits.cancel, limits.maxNodes);
    const std::vector<double> values =
        odds.choiceValues(s.asideSet(me), s.cupSet(me), s.throwsMade(me));
    if (values.empty()) {
        *stopped = true;
        return Move{MoveKind::Stand, 0, {}};
    }
    const std::vector<KeepOption> options = keepOptions(s.asideSet(me), s.cupSet(me), rules);
    std::size_t best = 0;
    for (std::size_t i = 1; i < values.size(); ++i)
        if (values[i] > values[best] + 1e-12)
            best = i;
    return best == 0 ? Move{MoveKind::Stand, 0, {}} : options[best - 1].move;
}

Move weakDecision(const SkState& s, const Move* moves, int n, FastRng& rng)
{
    if (n > 1 && static_cast<double>(rng.next() >> 11) * 0x1.0p-53 < kWhim)
        return moves[rng.uniform(n)];
    const int me = s.current();
    const int rank = s.rankOfSeat(me);
    const bool canThrow = n > 1;
    const bool looksGood = classOfRank(rank) >= ThrowClass::Strasse;
    const bool aboveLead = me != s.lead() && rank > s.rankOfSeat(s.lead());
    if (!canThrow || looksGood || aboveLead)
        return Move{MoveKind::Stand, 0, {}};
    const auto find = [&](auto pred) {
        for (int i = 0; i < n; ++i)
            if (pred(moves[i]))
                return i;
        return -1;
    };
    if (int i = find([](const Move& m) { return m.kind == MoveKind::Turn && m.v[0] == 0; }); i >= 0)
        return moves[i];
    // Ones of this throw: keep as many as may lie aside.
    const DiceSet cup = s.cupSet(me);
    const int ones = static_cast<int>(std::count(cup.v.begin(), cup.v.begin() + cup.n, 1));
    int best = -1;
    for (int i = 0; i < n; ++i) {
        const Move& m = moves[i];
        if (m.kind != MoveKind::Keep && m.kind != MoveKind::Throw)
            continue;
        const bool allOnes =
            std::all_of(m.v.begin(), m.v.begin() + m.count, [](int v) { return v == 1; });
        if (ones > 0
                ? (allOnes && (best < 0 || m.count > moves[best].count))
                : (m.count <= 1 && (best < 0 || m.count > moves[best].count ||
                                    (m.count == moves[best].count && m.v[0] > moves[best].v[0]))))
            best = i;
    }
    return best >= 0 ? moves[best] : moves[rng.uniform(n)];
}

} // namespace

Move SkState::chooseMove(Level level, const SearchLimits& limits, Rng& rng) const
{
    // Two players of its own; the Practised level mixes them (core/level.h).
    level = resolvePractised(level, rng);
    std::array<Move, kMaxMoves> moves;
    const int n = generateMoves(moves.data());
    if (n <= 1)
        return moves[0];
    FastRng fast(rng.next());
    if (toMove() == kChanceSeat) {
        double r = static_cast<double>(fast.next() >> 11) * 0x1.0p-53;
        for (int i = 0; i < n; ++i) {
            r -= chanceWeight(moves[static_cast<std::size_t>(i)]);
            if (r < 0)
                return moves[static_cast<std::size_t>(i)];
        }
        return moves[static_cast<std::size_t>(n - 1)];
    }
    if (level == Level::Master) {
        bool stopped = false;
        const Move m = strongDecision(*this, limits, &stopped);
        if (!stopped)
            return m;
        // Cancelled or out of budget: a casual player's choice, at once.
    }
    return weakDecision(*this, moves.data(), n, fast);
}

} // namespace zv::schocken
