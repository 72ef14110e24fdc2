// Paschen: move generation, the stakes, the throw and its settling, and who
// holds the bank next (RULES.md quotes the sentence behind each step).
#include "games/paschen/ps_state.h"

#include <algorithm>

namespace zv::paschen {

PsState::PsState(int seats, Rules rules) : rules_(rules), seats_(static_cast<std::uint8_t>(seats))
{
    for (int s = 0; s < seats_; ++s)
        stack_[idx(s)] = static_cast<std::int16_t>(rules_.startChips);
    // Who holds the bank first the source does not say: seat 0 (RULES.md).
    holder_ = 0;
    current_ = 0;
    phase_ = Phase::Banco;
}

std::vector<double> PsState::result() const
{
    std::vector<double> shares(static_cast<std::size_t>(seats_), 0.0);
    int best = 0;
    for (int s = 0; s < seats_; ++s)
        best = std::max(best, wealth(s));
    int leaders = 0;
    for (int s = 0; s < seats_; ++s)
        leaders += wealth(s) == best;
    for (int s = 0; s < seats_; ++s)
        if (wealth(s) == best)
            shares[idx(s)] = leaders == 1 ? 1.0 : 0.5;
    return shares;
}

int PsState::covered() const
{
    int sum = 0;
    for (int s = 0; s < seats_; ++s)
        sum += stake_[idx(s)];
    return sum;
}

int PsState::wealth(int seat) const
{
    return stack_[idx(seat)] + stake_[idx(seat)] + (seat == holder_ ? bank_ : 0);
}

int PsState::vorhand() const
{
    for (int s = right(holder_); s != holder_; s = right(s))
        if (stack_[idx(s)] + stake_[idx(s)] > 0)
            return s;
    return kNobody;
}

int PsState::maxStake() const
{
    if (phase_ != Phase::Stake || uncovered() == 0)
        return 0;
    return std::min<int>(stack_[idx(current_)], bank_);
}

bool PsState::mayCallBanco() const
{
    return phase_ == Phase::Stake && stack_[idx(current_)] >= bank_;
}

int PsState::playersWithChips() const
{
    int n = 0;
    for (int s = 0; s < seats_; ++s)
        n += wealth(s) > 0;
    return n;
}

int PsState::generateMoves(Move* out) const
{
    int n = 0;
    const auto add = [&](MoveKind kind, int amount) {
        out[n++] = Move{kind, {}, static_cast<std::int16_t>(amount)};
    };
    switch (phase_) {
    case Phase::Banco:
        for (int a = 1; a <= stack_[idx(holder_)]; ++a)
            add(MoveKind::Banco, a);
        break;
    case Phase::Stake:
        if (mayCallBanco())
            add(MoveKind::CallBanco, 0);
        for (int a = 1; a <= maxStake(); ++a)
            add(MoveKind::Stake, a);
        add(MoveKind::Pass, 0);
        break;
    case Phase::Roll:
        for (const DiceOutcome& o : diceOutcomes())
            out[n++] = Move{MoveKind::Roll, o.values, 0};
        break;
    case Phase::AfterWin:
        add(MoveKind::KeepBank, 0);
        // „es sei denn, er hat mit einem Tripel gewonnen“: then he may take
        // chips out, leaving a new Banco of 1 .. bank - 1.
        if (lastTriple_)
            for (int a = 1; a < bank_; ++a)
                add(MoveKind::Banco, a);
        add(MoveKind::GiveBank, 0);
        break;
    case Phase::AfterLoss:
        for (int a = 1; a <= stack_[idx(holder_)]; ++a)
            add(MoveKind::Banco, a);
        add(MoveKind::GiveBank, 0);
        break;
    case Phase::Over:
        break;
    }
    return n;
}

double PsState::chanceWeight(Move move) const
{
    for (const DiceOutcome& o : diceOutcomes())
        if (o.values == move.dice)
            return o.landings / 216.0;
    return 0.0;
}

void PsState::apply(Move move)
{
    events_ = 0;
    const std::size_t h = idx(holder_);
    switch (move.kind) {
    case MoveKind::Banco:
        if (phase_ == Phase::AfterWin) {
            // Take the rest out of the bank (after a triple win only).
            stack_[h] = static_cast<std::int16_t>(stack_[h] + bank_ - move.amount);
            events_ |= EvTakenOut;
        } else {
            stack_[h] = static_cast<std::int16_t>(stack_[h] - move.amount);
            if (phase_ == Phase::AfterLoss)
                events_ |= EvNewBanco;
        }
        bank_ = move.amount;
        startStakes();
        return;
    case MoveKind::CallBanco: {
        // „die Einsätze der übrigen Spieler werden sodann zurückgewiesen“
        for (int s = 0; s < seats_; ++s) {
            stack_[idx(s)] = static_cast<std::int16_t>(stack_[idx(s)] + stake_[idx(s)]);
            refused_[idx(s)] = static_cast<std::int16_t>(refused_[idx(s)] + stake_[idx(s)]);
            stake_[idx(s)] = 0;
        }
        const std::size_t c = idx(current_);
        stake_[c] = bank_;
        stack_[c] = static_cast<std::int16_t>(stack_[c] - bank_);
        bancoCaller_ = current_;
        events_ |= EvBancoCalled;
        finishStakes();
        return;
    }
    case MoveKind::Stake: {
        // „so werden die überschüssigen Einsätze zurückgewiesen“
        const std::size_t c = idx(current_);
        const int accepted = std::min<int>(move.amount, uncovered());
        stake_[c] = static_cast<std::int16_t>(accepted);
        stack_[c] = static_cast<std::int16_t>(stack_[c] - accepted);
        refused_[c] = static_cast<std::int16_t>(move.amount - accepted);
        if (refused_[c] > 0)
            events_ |= EvSurplusRefused;
        [[fallthrough]];
    }
    case MoveKind::Pass: {
        const int next = nextStaker(current_);
        if (next == kNobody)
            finishStakes();
        else
            current_ = static_cast<std::int8_t>(next);
        return;
    }
    case MoveKind::Roll:
        dice_ = move.dice;
        if (rules_.rethrowAllDifferent && allDifferent(dice_)) {
            ++rethrows_;
            lastOutcome_ = Outcome::Rethrow;
            events_ |= EvRethrow;
            return; // the dice go back into the cup: chance again
        }
        ++throws_;
        settle();
        return;
    case MoveKind::KeepBank:
        events_ |= EvBankKept;
        startStakes();
        return;
    case MoveKind::GiveBank:
        passBank();
        return;
    }
}

// A new round of stakes against the bank as it stands.
void PsState::startStakes()
{
    stake_.fill(0);
    refused_.fill(0);
    returned_ = 0;
    bancoCaller_ = kNobody;
    phase_ = Phase::Stake;
    const int first = nextStaker(holder_);
    current_ = static_cast<std::int8_t>(first);
    if (first == kNobody)
        finishStakes(); // nobody can stake: every opponent is without chips
}

// The next opponent after `after` (towards the holder's left, i.e. round to
// the right from the Vorhand) who can still do something: stake while the
// bank is not covered, or call Banco.
int PsState::nextStaker(int after) const
{
    if (bancoCaller_ != kNobody)
        return kNobody;
    const int open = uncovered();
    for (int s = right(after); s != holder_; s = right(s)) {
        const int chips = stack_[idx(s)];
        if (chips > 0 && (open > 0 || chips >= bank_))
            return s;
    }
    return kNobody;
}

void PsState::finishStakes()
{
    const int sum = covered();
    const std::size_t h = idx(holder_);
    if (sum == 0) {
        // Nobody plays against the bank: the Banco goes back and the bank
        // passes on (RULES.md, "Decisions").
        returned_ = bank_;
        events_ |= EvNoStakes;
        passBank();
        return;
    }
    if (sum < bank_) {
        // „so wird der überschüssige Betrag dem Bankhalter zurückerstattet“
        returned_ = static_cast<std::int16_t>(bank_ - sum);
        stack_[h] = static_cast<std::int16_t>(stack_[h] + returned_);
        bank_ = static_cast<std::int16_t>(sum);
        events_ |= EvSurplusReturned;
    }
    phase_ = Phase::Roll;
    current_ = holder_;
}

void PsState::settle()
{
    const int sum = covered();
    lastNet_.fill(0);
    lastTriple_ = isTriple(dice_);
    if (lastTriple_)
        events_ |= EvJungfernpasch;
    const std::size_t h = idx(holder_);
    if (pips(dice_) >= kBankWinsFrom) {
        // The bank wins every stake; they stay in the bank.
        lastOutcome_ = Outcome::Bank;
        events_ |= EvBankWins;
        for (int s = 0; s < seats_; ++s)
            lastNet_[idx(s)] = static_cast<std::int16_t>(-stake_[idx(s)]);
        lastNet_[h] = static_cast<std::int16_t>(sum);
        bank_ = static_cast<std::int16_t>(bank_ + sum);
        stake_.fill(0);
        bool opponentsLeft = false;
        for (int s = 0; s < seats_; ++s)
            opponentsLeft = opponentsLeft || (s != holder_ && stack_[idx(s)] > 0);
        if (!opponentsLeft) {
            stack_[h] = static_cast<std::int16_t>(stack_[h] + bank_);
            bank_ = 0;
            endGame("all_chips");
            return;
        }
        phase_ = Phase::AfterWin;
        current_ = holder_;
        return;
    }
    // The stakers win 1:1 from the bank, which holds exactly their stakes.
    lastOutcome_ = Outcome::Stakers;
    events_ |= EvStakersWin;
    for (int s = 0; s < seats_; ++s) {
        const std::size_t i = idx(s);
        lastNet_[i] = stake_[i];
        stack_[i] = static_cast<std::int16_t>(stack_[i] + 2 * stake_[i]);
        bank_ = static_cast<std::int16_t>(bank_ - stake_[i]);
    }
    lastNet_[h] = static_cast<std::int16_t>(-sum);
    stake_.fill(0);
    if (lastTriple_ && stack_[h] > 0 && playersWithChips() > 1) {
        phase_ = Phase::AfterLoss;
        current_ = holder_;
        return;
    }
    passBank();
}

// „Gibt er jedoch die Bank ab, so gehört der Bankinhalt natürlich dem
// Bankhalter.“ The bank goes to the right neighbour who holds chips.
void PsState::passBank()
{
    const std::size_t h = idx(holder_);
    stack_[h] = static_cast<std::int16_t>(stack_[h] + bank_);
    bank_ = 0;
    stake_.fill(0);
    if (playersWithChips() < 2) {
        endGame("all_chips");
        return;
    }
    int next = holder_;
    do {
        next = right(next);
        if (next == 0)
            ++circuits_; // the bank came round to seat 0 again
    } while (stack_[idx(next)] == 0);
    if (circuits_ >= rules_.bankRounds) {
        endGame("rounds");
        return;
    }
    holder_ = static_cast<std::int8_t>(next);
    current_ = holder_;
    phase_ = Phase::Banco;
    bancoCaller_ = kNobody;
    events_ |= EvBankPassed;
}

void PsState::endGame(const char* reason)
{
    phase_ = Phase::Over;
    current_ = kNobody;
    endReason_ = reason;
    events_ |= EvGameOver;
}

void PsState::setUpForTest(const std::array<int, kMaxSeats>& stacks, int holder, int bank,
                           Phase phase, bool lastTriple)
{
    for (int s = 0; s < kMaxSeats; ++s)
        stack_[idx(s)] = static_cast<std::int16_t>(s < seats_ ? stacks[idx(s)] : 0);
    stake_.fill(0);
    refused_.fill(0);
    holder_ = static_cast<std::int8_t>(holder);
    bank_ = static_cast<std::int16_t>(bank);
    lastTriple_ = lastTriple;
    events_ = 0;
    if (phase == Phase::Stake) {
        startStakes();
        return;
    }
    phase_ = phase;
    current_ = holder_;
}

} // namespace zv::paschen
