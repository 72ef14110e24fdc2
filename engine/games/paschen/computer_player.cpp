// The computer players of Paschen (RULES.md, "Computer players").
//
// Paschen is pure chance: every throw is won by the bank with exactly 1/2
// (also with the rethrow variant) and stakes are paid 1:1, so every stake and
// every Banco has an expected gain of exactly zero. No level can win chips on
// average; the levels differ only in how they handle risk, and the game is
// won by the most chips at the end.
//
// Master: plays for the goal, not for chips. Ahead, it risks as little as
// the rules allow (a zero-edge Kelly bettor stakes nothing): it passes, sets
// the smallest Banco and gives up a won bank. Behind (or level), it plays
// boldly (Dubins and Savage: with a fair or unfair bet and a target, bold
// play gives the best chance of reaching it in few bets) but never risks
// more than it takes to lead: it stakes the smallest amount that puts it in
// front if it wins, calls Banco when only the whole bank does, and lets a
// won bank ride.
//
// Practised: each decision is the Master's or the Beginner's, half and half
// (core/level.h). A prudent fixed-fraction player blind to the standings was
// tried first and lost more games to the Beginner than it won: with fair
// bets, caution without a look at the standings is no skill.
//
// Beginner: whims. Any stake from one chip to all it may, sometimes none,
// now and then a Banco call; a Banco of any size; keeps or gives up the bank
// as a coin falls.
#include "core/level.h"
#include "core/rng.h"
#include "games/paschen/ps_state.h"

#include <algorithm>

namespace zv::paschen {
namespace {

double unit(FastRng& rng)
{
    return static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
}

Move make(MoveKind kind, int amount = 0)
{
    return Move{kind, {}, static_cast<std::int16_t>(amount)};
}

// The best wealth among the seats other than `me` if the stakers win and I
// win `won`: the holder pays it and every other stake still standing, and
// each other staker wins his stake too (none when a Banco call refuses them).
int bestOtherIfStakersWin(const PsState& s, int me, int won, bool othersRefused)
{
    int best = 0;
    for (int o = 0; o < s.seatCount(); ++o) {
        if (o == me)
            continue;
        int w = s.wealth(o);
        if (o == s.holder())
            w -= won + (othersRefused ? 0 : s.covered());
        else if (!othersRefused)
            w += s.stake(o);
        best = std::max(best, w);
    }
    return best;
}

int bestOther(const PsState& s, int me)
{
    int best = 0;
    for (int o = 0; o < s.seatCount(); ++o)
        if (o != me)
            best = std::max(best, s.wealth(o));
    return best;
}

bool ahead(const PsState& s, int me)
{
    return s.wealth(me) > bestOther(s, me);
}

Move masterStake(const PsState& s)
{
    const int me = s.current();
    if (ahead(s, me))
        return make(MoveKind::Pass);
    const int mine = s.wealth(me);
    // The smallest accepted stake that leads if the stakers win.
    const int open = s.uncovered();
    const int most = std::min(s.maxStake(), open);
    for (int a = 1; a <= most; ++a)
        if (mine + a > bestOtherIfStakersWin(s, me, a, false))
            return make(MoveKind::Stake, a);
    if (s.mayCallBanco()) {
        const int a = s.bank();
        if (mine + a > bestOtherIfStakersWin(s, me, a, true) || a > most)
            return make(MoveKind::CallBanco);
    }
    // Nothing takes the lead at once: as bold as the bank allows.
    return most > 0 ? make(MoveKind::Stake, most) : make(MoveKind::Pass);
}

// The Banco of a holder: the least when ahead, what it takes to lead when behind.
int masterBanco(const PsState& s)
{
    const int me = s.holder();
    const int chips = s.stack(me);
    if (ahead(s, me))
        return 1;
    const int need = bestOther(s, me) - s.wealth(me) + 1;
    return std::clamp(need, 1, chips);
}

Move masterDecision(const PsState& s)
{
    switch (s.phase()) {
    case Phase::Stake:
        return masterStake(s);
    case Phase::Banco:
        return make(MoveKind::Banco, masterBanco(s));
    case Phase::AfterLoss:
        return ahead(s, s.holder()) ? make(MoveKind::GiveBank)
                                    : make(MoveKind::Banco, masterBanco(s));
    case Phase::AfterWin:
        return ahead(s, s.holder()) ? make(MoveKind::GiveBank) : make(MoveKind::KeepBank);
    case Phase::Roll:
    case Phase::Over:
        break;
    }
    return make(MoveKind::Pass);
}

Move beginnerDecision(const PsState& s, const Move* moves, int n, FastRng& rng)
{
    const int me = s.current();
    switch (s.phase()) {
    case Phase::Stake:
        if (s.mayCallBanco() && unit(rng) < 1.0 / 6.0)
            return make(MoveKind::CallBanco);
        if (s.maxStake() == 0 || unit(rng) < 0.2)
            return make(MoveKind::Pass);
        return make(MoveKind::Stake, 1 + rng.uniform(s.maxStake()));
    case Phase::Banco:
        return make(MoveKind::Banco, 1 + rng.uniform(s.stack(me)));
    case Phase::AfterWin:
    case Phase::AfterLoss:
        return moves[rng.uniform(n)];
    case Phase::Roll:
    case Phase::Over:
        break;
    }
    return moves[0];
}

} // namespace

Move PsState::chooseMove(Level level, const SearchLimits&, Rng& rng) const
{
    std::array<Move, kMaxMoves> moves;
    const int n = generateMoves(moves.data());
    if (n <= 1)
        return moves[0];
    FastRng fast(rng.next());
    if (toMove() == kChanceSeat) {
        double r = unit(fast);
        for (int i = 0; i < n; ++i) {
            r -= chanceWeight(moves[static_cast<std::size_t>(i)]);
            if (r < 0)
                return moves[static_cast<std::size_t>(i)];
        }
        return moves[static_cast<std::size_t>(n - 1)];
    }
    if (resolvePractised(level, rng) == Level::Master)
        return masterDecision(*this);
    return beginnerDecision(*this, moves.data(), n, fast);
}

} // namespace zv::paschen
