// Leiterspiel: a throw, the ladders and snakes it meets, whose turn is next.
#include "games/leiterspiel/ls_state.h"

namespace zv::leiterspiel {

LsState::LsState(int seats, Rules rules) : rules_(rules), seats_(static_cast<std::uint8_t>(seats))
{}

std::vector<double> LsState::result() const
{
    std::vector<double> shares(static_cast<std::size_t>(seats_), 0.0);
    if (winner_ != kNobody)
        shares[idx(winner_)] = 1.0;
    return shares;
}

int LsState::generateMoves(Move* out) const
{
    if (isOver())
        return 0;
    if (!rolling_) {
        out[0] = Move{MoveKind::Throw, 0};
        return 1;
    }
    for (int d = 1; d <= 6; ++d)
        out[d - 1] = Move{MoveKind::Roll, static_cast<std::uint8_t>(d)};
    return 6;
}

void LsState::apply(Move move)
{
    events_ = 0;
    if (move.kind == MoveKind::Throw) {
        rolling_ = true;
        return;
    }
    rolling_ = false;
    ++turns_;
    die_ = move.die;
    mover_ = current_;
    pathLength_ = 0;
    const auto visit = [&](int field) {
        if (pathLength_ < path_.size())
            path_[pathLength_++] = static_cast<std::uint8_t>(field);
    };
    const std::size_t me = idx(current_);
    int field = pos_[me];
    visit(field);
    field += move.die;
    if (field > kLastField) {
        switch (rules_.end) {
        case End::Reach:
            field = kLastField;
            break;
        case End::Exact:
            field = pos_[me]; // too high: the piece stays where it is
            events_ |= EvTooHigh;
            break;
        case End::Bounce:
            field = 2 * kLastField - field;
            events_ |= EvBounce;
            break;
        }
    }
    if (field != pos_[me])
        visit(field);
    // Ladders and snakes; the validator forbids loops, so a chain ends.
    while (rules_.exit[idx(field)] != 0) {
        const int to = rules_.exit[idx(field)];
        events_ |= to > field ? EvLadder : EvSnake;
        field = to;
        visit(field);
    }
    pos_[me] = static_cast<std::uint8_t>(field);
    if (field == kLastField) {
        winner_ = current_;
        current_ = kNobody;
        events_ |= EvWin;
        return;
    }
    if (rules_.sixAgain && move.die == 6) {
        events_ |= EvAgain;
        return;
    }
    current_ = static_cast<std::int8_t>((current_ + 1) % seats_);
}

Move LsState::chooseMove(Level, const SearchLimits&, Rng& rng) const
{
    // Nothing to choose at any level: a seat throws; chance is one fair die.
    if (!rolling_)
        return Move{MoveKind::Throw, 0};
    return Move{MoveKind::Roll, static_cast<std::uint8_t>(1 + rng.uniform(6))};
}

} // namespace zv::leiterspiel
