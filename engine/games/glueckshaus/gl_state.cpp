// The fields' rules and the turn (RULES.md, "Rules"): a throw lands on the
// field of its sum; an empty field takes the thrower's chip, an occupied one
// gives its chip to him; the 7 always takes one more, the 2 gives the board
// without the 7, the 12 the whole board; the 4 as the option says. Who cannot
// pay drops out, and the game ends as the end rule says.
#include "games/glueckshaus/gl_state.h"

#include <algorithm>

namespace zv::glueckshaus {

std::string_view actionKey(Action action)
{
    switch (action) {
    case Action::None:
        return "none";
    case Action::Placed:
        return "placed";
    case Action::Took:
        return "took";
    case Action::Wedding:
        return "wedding";
    case Action::Pig:
        return "pig";
    case Action::King:
        return "king";
    case Action::Nothing:
        return "nothing";
    case Action::House:
        return "house";
    case Action::Out:
        return "out";
    }
    return "none";
}

GlState::GlState(int seats, Rules rules) : rules_(rules), seats_(static_cast<std::uint8_t>(seats))
{
    for (int s = 0; s < seats_; ++s)
        chips_[idx(s)] = static_cast<std::int16_t>(rules_.startChips);
}

int GlState::onBoard() const
{
    int sum = 0;
    for (int v : board_)
        sum += v;
    return sum;
}

int GlState::playersIn() const
{
    int n = 0;
    for (int s = 0; s < seats_; ++s)
        n += out_[idx(s)] ? 0 : 1;
    return n;
}

std::vector<double> GlState::result() const
{
    std::vector<double> shares(static_cast<std::size_t>(seats_), 0.0);
    if (winner_ != kNobody) {
        shares[idx(winner_)] = 1.0;
        return shares;
    }
    // Counted by chips (first out, or the rounds are played): the leaders share.
    int best = 0;
    for (int s = 0; s < seats_; ++s)
        best = std::max<int>(best, chips_[idx(s)]);
    for (int s = 0; s < seats_; ++s)
        if (chips_[idx(s)] == best && !out_[idx(s)])
            shares[idx(s)] = 0.5;
    return shares;
}

int GlState::generateMoves(Move* out) const
{
    if (phase_ == Phase::Over)
        return 0;
    if (phase_ == Phase::Throw) {
        out[0] = Move{MoveKind::Throw, 0, 0};
        return 1;
    }
    int n = 0;
    for (int low = 1; low <= 6; ++low)
        for (int high = low; high <= 6; ++high)
            out[n++] = Move{MoveKind::Roll, static_cast<std::uint8_t>(low),
                            static_cast<std::uint8_t>(high)};
    return n;
}

double GlState::chanceWeight(Move move) const
{
    return move.low == move.high ? 1.0 / 36.0 : 2.0 / 36.0;
}

void GlState::apply(Move move)
{
    if (move.kind == MoveKind::Throw) {
        phase_ = Phase::Roll;
        return;
    }
    lastLow_ = move.low;
    lastHigh_ = move.high;
    lastSeat_ = current_;
    lastMoved_ = 0;
    ++throws_;
    phase_ = Phase::Throw;
    resolve(move.low + move.high);
    if (phase_ != Phase::Over)
        passTurn();
}

void GlState::resolve(int sum)
{
    std::int16_t& mine = chips_[idx(current_)];
    if (sum == kPig || sum == kKing) {
        // The 2 sweeps every field but the Hochzeit; the King takes it too.
        for (int f = kLowField; f <= kHighField; ++f) {
            if (f == kWedding && sum == kPig)
                continue;
            lastMoved_ = static_cast<std::int16_t>(lastMoved_ + field(f));
            mine = static_cast<std::int16_t>(mine + field(f));
            fieldRef(f) = 0;
        }
        lastAction_ = sum == kPig ? Action::Pig : Action::King;
        return;
    }
    if (sum == kFour && rules_.four == Four::Nothing) {
        lastAction_ = Action::Nothing;
        return;
    }
    // An ordinary field holds one chip at most: the thrower takes it, or
    // puts his own on the empty field. The Hochzeit and the house only ever receive.
    const bool paysAlways = sum == kWedding || (sum == kFour && rules_.four == Four::House);
    if (!paysAlways && field(sum) > 0) {
        fieldRef(sum) = 0;
        ++mine;
        lastMoved_ = 1;
        lastAction_ = Action::Took;
        return;
    }
    pay(sum);
}

void GlState::pay(int sum)
{
    std::int16_t& mine = chips_[idx(current_)];
    if (mine == 0) {
        // „Wer zahlen müsste und nicht kann, scheidet aus“ (OutRule::CannotPay;
        // under NoChips nobody in the game holds no chip).
        lastAction_ = Action::Out;
        dropOut(current_);
        return;
    }
    --mine;
    lastMoved_ = 1;
    if (sum == kFour && rules_.four == Four::House) {
        ++house_;
        lastAction_ = Action::House;
    } else {
        ++fieldRef(sum);
        lastAction_ = sum == kWedding ? Action::Wedding : Action::Placed;
    }
    if (mine == 0 && rules_.out == OutRule::NoChips)
        dropOut(current_);
}

void GlState::dropOut(int seat)
{
    out_[idx(seat)] = true;
    if (rules_.end == EndRule::FirstOut) {
        endGame("first_out");
        return;
    }
    if (playersIn() == 1) {
        // Nobody else can win the board any more: it goes to the last player
        // (the house keeps what was paid to it).
        for (int s = 0; s < seats_; ++s)
            if (!out_[idx(s)])
                winner_ = static_cast<std::int8_t>(s);
        for (int f = kLowField; f <= kHighField; ++f) {
            chips_[idx(winner_)] = static_cast<std::int16_t>(chips_[idx(winner_)] + field(f));
            fieldRef(f) = 0;
        }
        phase_ = Phase::Over;
        endReason_ = "last_standing";
    }
}

void GlState::passTurn()
{
    int next = current_;
    do {
        next = (next + 1) % seats_;
    } while (out_[idx(next)]);
    if (next <= current_) {
        ++round_;
        if (rules_.rounds > 0 && round_ > rules_.rounds) {
            round_ = static_cast<std::int16_t>(rules_.rounds);
            endGame("rounds");
            return;
        }
    }
    current_ = static_cast<std::int8_t>(next);
}

void GlState::endGame(const char* reason)
{
    phase_ = Phase::Over;
    endReason_ = reason;
    winner_ = static_cast<std::int8_t>(mostChipsWinner());
}

int GlState::mostChipsWinner() const
{
    int best = -1, who = kNobody, leaders = 0;
    for (int s = 0; s < seats_; ++s) {
        if (out_[idx(s)])
            continue;
        if (chips_[idx(s)] > best) {
            best = chips_[idx(s)];
            who = s;
            leaders = 1;
        } else if (chips_[idx(s)] == best) {
            ++leaders;
        }
    }
    return leaders == 1 ? who : kNobody;
}

} // namespace zv::glueckshaus
