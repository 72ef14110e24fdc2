// The computer players of Mäxchen (RULES.md, "Computer players").
//
// Master: minimises its expected minus points by the exact odds of two dice
// and the opponent model of odds.h. It tells the truth when its throw beats
// the announcement (choosing, among true announcements, the one that costs
// the next player most), lies with the announcement the model receiver is
// least likely to doubt, and doubts when the chance that the announcement is
// true, times what doubting risks, is below what throwing (or believing, or
// passing blind) is expected to cost. It reads only its own view: the dice
// under the cup when it threw them, the announcements, who passed blind.
//
// Beginner: tells the truth when it can, lies by one step otherwise, and
// doubts when the announcement reaches a threshold drawn anew each time.
//
// Practised: the Master's move or the Beginner's, by one draw (core/level.h).
#include "core/level.h"
#include "core/rng.h"
#include "games/maexchen/mx_state.h"
#include "games/maexchen/odds.h"

#include <algorithm>

namespace zv::maexchen {
namespace {

// The cup's value as the deciding seat knows it: exact when it sees the
// dice, otherwise the model's posterior given the thrower's announcement.
Belief cupBelief(const MxState& s, const OpponentModel& model)
{
    Belief b{};
    if (s.cupRank() >= 0) {
        b[static_cast<std::size_t>(s.cupRank())] = 1.0;
        return b;
    }
    // The thrower's announcement is the last one not made after a blind pass.
    int i = s.claimCount() - 1;
    while (i > 0 && s.claimBlind(i))
        --i;
    if (i < 0) {
        for (int v = 0; v < kValues; ++v)
            b[static_cast<std::size_t>(v)] = probOfRank(v);
        return b;
    }
    return model.posterior(s.claim(i), i > 0 ? s.claim(i - 1) : kNoClaim);
}

double atLeast(const Belief& b, int rank)
{
    double p = 0.0;
    for (int v = rank; v < kValues; ++v)
        p += b[static_cast<std::size_t>(v)];
    return p;
}

Move announce(int rank)
{
    return Move{MoveKind::Announce, static_cast<std::uint8_t>(rank), 0};
}

Move masterAnnounce(const MxState& s, const OpponentModel& model)
{
    const int before = s.lastClaim();
    const int value = s.passingBlind() ? -1 : s.cupRank();
    const Belief b = s.passingBlind() ? cupBelief(s, model) : Belief{};
    int best = before + 1;
    double bestLoss = 1e18;
    double bestHurt = -1.0;
    for (int a = before + 1; a < kValues; ++a) {
        const double falseChance =
            s.passingBlind() ? 1.0 - atLeast(b, a) : (a <= value ? 0.0 : 1.0);
        const double loss = model.announceLoss(a, before, falseChance);
        // Among equal costs (every true announcement with three or more
        // players), the one the next player is expected to lose most over:
        // he loses a doubt of a true claim, or must throw and perhaps lie.
        const double d = model.doubtChance(a, before);
        const double hurt = d * (1.0 - falseChance) * model.stakeOfDoubter(a) +
                            (d >= 1.0 ? 0.0 : (1.0 - d) * model.notDoubtLoss(a));
        if (loss < bestLoss - 1e-9 || (loss < bestLoss + 1e-9 && hurt > bestHurt + 1e-12)) {
            bestLoss = std::min(loss, bestLoss);
            bestHurt = hurt;
            best = a;
        }
    }
    return announce(best);
}

Move masterRespond(const MxState& s, const OpponentModel& model, const Move* moves, int n)
{
    const int claim = s.lastClaim();
    const Belief b = cupBelief(s, model);
    Move best = moves[0];
    double bestLoss = 1e18;
    for (int i = 0; i < n; ++i) {
        double loss = 0.0;
        switch (moves[i].kind) {
        case MoveKind::Doubt:
            loss = atLeast(b, claim) * model.stakeOfDoubter(claim);
            break;
        case MoveKind::Throw:
            loss = model.myThrowLoss(claim);
            break;
        case MoveKind::Believe:
            loss = 1.0;
            break;
        case MoveKind::PassBlind:
            loss = 1e18;
            for (int a = claim + 1; a < kValues; ++a)
                loss = std::min(loss, model.announceLoss(a, claim, 1.0 - atLeast(b, a)));
            break;
        case MoveKind::Roll:
        case MoveKind::Announce:
            continue;
        }
        // Ties keep the earlier move (doubt before throw: a certain reveal
        // is no worse than an equal expectation).
        if (loss < bestLoss - 1e-12) {
            bestLoss = loss;
            best = moves[i];
        }
    }
    return best;
}

Move beginnerMove(const MxState& s, const Move* moves, int n, FastRng& rng)
{
    if (s.phase() == Phase::Announce) {
        const int before = s.lastClaim();
        const int value = s.passingBlind() ? -1 : s.cupRank();
        return announce(value > before ? value : before + 1);
    }
    const int claim = s.lastClaim();
    const auto has = [&](MoveKind kind) {
        return std::any_of(moves, moves + n, [&](const Move& m) { return m.kind == kind; });
    };
    if (claim == kMaexchen)
        return Move{has(MoveKind::Believe) && rng.uniform(2) == 0 ? MoveKind::Believe
                                                                  : MoveKind::Doubt,
                    0, 0};
    // A threshold anywhere from 51 to Mäxchen, drawn anew: high announcements
    // are doubted more often, low ones never.
    const int threshold = 8 + rng.uniform(kValues - 8);
    return Move{claim >= threshold ? MoveKind::Doubt : MoveKind::Throw, 0, 0};
}

} // namespace

Move MxState::chooseMove(Level level, const SearchLimits& /*limits*/, Rng& rng) const
{
    std::array<Move, kMaxMoves> moves;
    const int n = generateMoves(moves.data());
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
    if (n == 1)
        return moves[0];
    level = resolvePractised(level, rng);
    if (level == Level::Master) {
        // Tables of 21×22 numbers, built once per rule set: far below any
        // time budget, so no limit applies. The players still in the game
        // decide whether the round comes back (two) or not (more).
        OpponentModel model = OpponentModel::forRules(rules_, aliveCount());
        model.observe(doubted_, accepted_);
        return phase_ == Phase::Announce ? masterAnnounce(*this, model)
                                         : masterRespond(*this, model, moves.data(), n);
    }
    return beginnerMove(*this, moves.data(), n, fast);
}

} // namespace zv::maexchen
