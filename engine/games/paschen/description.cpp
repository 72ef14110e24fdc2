// What the board shows (describe), what must always hold (invariants), the
// position hash, and the event keys. The keys are documented in RULES.md
// under "State for the board".
#include "games/paschen/ps_state.h"
#include "kit/state_hasher.h"

#include <numeric>

namespace zv::paschen {
namespace {

// A share of the counted landings as a reduced fraction {numerator, denominator}.
std::vector<int> fraction(int part, int whole)
{
    const int g = std::gcd(part, whole);
    return {part / g, whole / g};
}

std::uint64_t u16(int v)
{
    return static_cast<std::uint16_t>(v);
}

} // namespace

std::string_view eventKey(int b)
{
    constexpr std::array<std::string_view, kEvents> keys = {
        "banco_called", "surplus_refused", "surplus_returned", "no_stakes",   "rethrow",
        "bank_wins",    "stakers_win",     "jungfernpasch",    "bank_passed", "bank_kept",
        "taken_out",    "new_banco",       "game_over"};
    return keys[static_cast<std::size_t>(b)];
}

void PsState::describe(StateSink& sink) const
{
    using ll = long long;
    sink.put("over", static_cast<ll>(isOver() ? 1 : 0));
    sink.put("toMove", static_cast<ll>(isOver() ? kNobody : toMove()));
    sink.put("phase", phaseKey(phase_));
    sink.put("seats", static_cast<ll>(seats_));
    sink.put("holder", static_cast<ll>(holder_));
    sink.put("current", static_cast<ll>(isOver() ? kNobody : current_));
    sink.put("vorhand", static_cast<ll>(isOver() ? kNobody : vorhand()));
    sink.put("bank", static_cast<ll>(bank_));
    sink.put("covered", static_cast<ll>(covered()));
    sink.put("uncovered", static_cast<ll>(phase_ == Phase::Stake ? uncovered() : 0));
    sink.put("returned", static_cast<ll>(returned_));
    sink.put("bancoCaller", static_cast<ll>(bancoCaller_));
    sink.put("startChips", static_cast<ll>(rules_.startChips));
    sink.put("totalChips", static_cast<ll>(totalChips()));
    sink.put("bankRounds", static_cast<ll>(rules_.bankRounds));
    sink.put("bankRound", static_cast<ll>(std::min<int>(circuits_ + 1, rules_.bankRounds)));
    sink.put("throws", static_cast<ll>(throws_));
    sink.put("rethrows", static_cast<ll>(rethrows_));
    sink.put("rethrowAllDifferent", static_cast<ll>(rules_.rethrowAllDifferent ? 1 : 0));

    // The amounts the seat to move may pick (0 when it picks none).
    const bool choosingBanco = phase_ == Phase::Banco || phase_ == Phase::AfterLoss;
    sink.put("bancoMin", static_cast<ll>(choosingBanco || mayTakeOut() ? 1 : 0));
    sink.put("bancoMax", static_cast<ll>(choosingBanco  ? stack_[idx(holder_)]
                                         : mayTakeOut() ? bank_ - 1
                                                        : 0));
    sink.put("stakeMax", static_cast<ll>(maxStake()));
    sink.put("mayCallBanco", static_cast<ll>(mayCallBanco() ? 1 : 0));
    sink.put("mayTakeOut", static_cast<ll>(mayTakeOut() ? 1 : 0));

    std::vector<int> stacks, stakes, refusedList, net, wealthList;
    for (int s = 0; s < seats_; ++s) {
        stacks.push_back(stack_[idx(s)]);
        stakes.push_back(stake_[idx(s)]);
        refusedList.push_back(refused_[idx(s)]);
        net.push_back(lastNet_[idx(s)]);
        wealthList.push_back(wealth(s));
    }
    sink.put("stacks", stacks);
    sink.put("stakes", stakes);
    sink.put("refused", refusedList);
    sink.put("lastNet", net);
    sink.put("wealth", wealthList);
    // The kiosk's end screen lists every player's `chips` (as for the other
    // games played for chips): here what decides the game, the wealth.
    sink.put("chips", wealthList);

    sink.put("dice", std::vector<int>(dice_.begin(), dice_.end()));
    sink.put("diceSum", static_cast<ll>(pips(dice_)));
    sink.put("lastOutcome", outcomeKey(lastOutcome_));
    sink.put("jungfernpasch",
             static_cast<ll>(lastTriple_ && lastOutcome_ != Outcome::Rethrow ? 1 : 0));

    // The exact odds of the throw under this game's rules (odds.cpp).
    const ThrowOdds odds = throwOdds(rules_.rethrowAllDifferent);
    sink.put("oddsBank", fraction(odds.bankWins, odds.counted));
    sink.put("oddsStakers", fraction(odds.stakersWin, odds.counted));
    sink.put("oddsJungfernpasch", fraction(odds.triples, odds.counted));
    sink.put("oddsJungfernpaschBankWins", fraction(odds.triplesBankWins, odds.counted));
    sink.put("oddsJungfernpaschBankLoses", fraction(odds.triplesBankLoses, odds.counted));
    sink.put("oddsRethrow", fraction(odds.rethrown, 216));
    sink.put("landingsBank", std::vector<int>{odds.bankWins, odds.counted});
    sink.put("landingsStakers", std::vector<int>{odds.stakersWin, odds.counted});

    std::vector<std::string> events;
    for (int b = 0; b < kEvents; ++b)
        if (events_ & (1u << b))
            events.emplace_back(eventKey(b));
    sink.put("events", events);
    if (isOver()) {
        const std::vector<double> shares = result();
        std::vector<int> winners;
        for (int s = 0; s < seats_; ++s)
            if (shares[idx(s)] > 0)
                winners.push_back(s);
        sink.put("winner", static_cast<ll>(winners.size() == 1 ? winners.front() : -1));
        sink.put("winners", winners);
        sink.put("reason", endReason_);
    }
}

std::uint64_t PsState::hash() const
{
    kit::StateHasher h(0x9A5C4E11ULL);
    h.add(static_cast<std::uint64_t>(seats_) | static_cast<std::uint64_t>(phase_) << 8 |
          static_cast<std::uint64_t>(static_cast<std::uint8_t>(holder_)) << 16 |
          static_cast<std::uint64_t>(static_cast<std::uint8_t>(current_)) << 24 |
          static_cast<std::uint64_t>(static_cast<std::uint8_t>(bancoCaller_)) << 32 |
          static_cast<std::uint64_t>(static_cast<std::uint8_t>(circuits_)) << 40 |
          static_cast<std::uint64_t>(lastTriple_) << 48);
    h.add(u16(bank_) | u16(returned_) << 16 | u16(rules_.startChips) << 32 |
          u16(rules_.bankRounds) << 48);
    for (int s = 0; s < kMaxSeats; ++s)
        h.add(u16(stack_[idx(s)]) | u16(stake_[idx(s)]) << 16 | u16(refused_[idx(s)]) << 32);
    h.add(static_cast<std::uint64_t>(rules_.rethrowAllDifferent));
    return h.value();
}

std::string PsState::invariantViolation() const
{
    int total = bank_;
    if (bank_ < 0)
        return "the bank holds " + std::to_string(bank_) + " chips";
    for (int s = 0; s < kMaxSeats; ++s) {
        const std::string seat = "seat " + std::to_string(s);
        if (stack_[idx(s)] < 0 || stake_[idx(s)] < 0)
            return seat + " holds a negative number of chips";
        if (s >= seats_ && (stack_[idx(s)] != 0 || stake_[idx(s)] != 0))
            return "an empty seat holds chips";
        total += stack_[idx(s)] + stake_[idx(s)];
    }
    // Nothing created or lost: stacks + bank + stakes are the chips of the start.
    if (total != totalChips())
        return "the chips add up to " + std::to_string(total) + ", not " +
               std::to_string(totalChips());
    if (stake_[idx(holder_)] != 0)
        return "the bank holder stakes against his own bank";
    const int sum = covered();
    switch (phase_) {
    case Phase::Stake:
        if (bank_ < 1)
            return "stakes are made against an empty bank";
        if (sum > bank_)
            return "the stakes (" + std::to_string(sum) + ") exceed the bank (" +
                   std::to_string(bank_) + ")";
        break;
    case Phase::Roll:
        // The surplus went back: the bank holds exactly what is staked.
        if (sum != bank_ || sum == 0)
            return "the bank (" + std::to_string(bank_) + ") does not match the stakes (" +
                   std::to_string(sum) + ") at the throw";
        break;
    case Phase::Banco:
    case Phase::AfterWin:
    case Phase::AfterLoss:
    case Phase::Over:
        if (sum != 0)
            return "stakes lie on the table outside the staking";
        if ((phase_ == Phase::Banco || phase_ == Phase::AfterLoss || phase_ == Phase::Over) &&
            bank_ != 0)
            return "the bank is not empty when it should be";
        if (phase_ == Phase::AfterWin && bank_ < 1)
            return "a won bank is empty";
        if (phase_ != Phase::Over && stack_[idx(holder_)] + bank_ == 0)
            return "the bank holder has no chips";
        break;
    }
    if (bancoCaller_ != kNobody && stake_[idx(bancoCaller_)] != sum && phase_ != Phase::Over)
        return "a Banco caller does not stake alone";
    return {};
}

} // namespace zv::paschen
