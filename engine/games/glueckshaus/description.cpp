// What the board shows (describe), what must always hold (invariants), the
// position hash, and the computer's throw. The keys are documented in
// RULES.md under "State for the board".
#include "games/glueckshaus/gl_state.h"
#include "kit/state_hasher.h"

namespace zv::glueckshaus {

void GlState::describe(StateSink& sink) const
{
    using ll = long long;
    sink.put("over", static_cast<ll>(isOver() ? 1 : 0));
    sink.put("toMove", static_cast<ll>(isOver() ? kNobody : toMove()));
    sink.put("phase", phase_ == Phase::Throw  ? std::string_view("throw")
                      : phase_ == Phase::Roll ? std::string_view("roll")
                                              : std::string_view("over"));
    sink.put("seats", static_cast<ll>(seats_));
    sink.put("current", static_cast<ll>(isOver() ? kNobody : current_));
    sink.put("startChips", static_cast<ll>(rules_.startChips));
    sink.put("totalChips", static_cast<ll>(totalChips()));
    sink.put("four", rules_.four == Four::Ordinary  ? std::string_view("field")
                     : rules_.four == Four::Nothing ? std::string_view("nothing")
                                                    : std::string_view("house"));
    sink.put("outRule", rules_.out == OutRule::CannotPay ? std::string_view("cannot_pay")
                                                         : std::string_view("no_chips"));
    sink.put("endRule", rules_.end == EndRule::LastStanding ? std::string_view("last_standing")
                                                            : std::string_view("first_out"));
    sink.put("rounds", static_cast<ll>(rules_.rounds));
    sink.put("round", static_cast<ll>(round_));
    sink.put("throws", static_cast<ll>(throws_));

    std::vector<int> chipList, outList, fields, ways;
    for (int s = 0; s < seats_; ++s) {
        chipList.push_back(chips_[idx(s)]);
        outList.push_back(out_[idx(s)] ? 1 : 0);
    }
    for (int f = kLowField; f <= kHighField; ++f) {
        fields.push_back(field(f));
        // The board's odds: the ways of throwing each field, out of 36.
        ways.push_back(waysOfSum(f));
    }
    sink.put("chips", chipList);
    sink.put("out", outList);
    sink.put("board", fields);
    sink.put("ways", ways);
    sink.put("onBoard", static_cast<ll>(onBoard()));
    sink.put("house", static_cast<ll>(house_));
    sink.put("playersIn", static_cast<ll>(playersIn()));

    // The last throw: who, the dice, the field and what happened there.
    sink.put("lastSeat", static_cast<ll>(lastSeat_));
    sink.put("dice", std::vector<int>{lastLow_, lastHigh_});
    sink.put("sum", static_cast<ll>(lastLow_ + lastHigh_));
    sink.put("action", actionKey(lastAction_));
    sink.put("moved", static_cast<ll>(lastMoved_));
    sink.put("lastOut", static_cast<ll>(lastSeat_ != kNobody && out_[idx(lastSeat_)] ? 1 : 0));

    if (isOver()) {
        sink.put("winner", static_cast<ll>(winner_));
        sink.put("reason", std::string_view(endReason_));
    }
}

std::string GlState::invariantViolation() const
{
    int total = house_ + onBoard();
    for (int s = 0; s < seats_; ++s) {
        if (chips_[idx(s)] < 0)
            return "seat " + std::to_string(s) + " holds fewer than no chips";
        if (!out_[idx(s)] && !isOver() && chips_[idx(s)] == 0 && rules_.out == OutRule::NoChips)
            return "seat " + std::to_string(s) + " holds no chip but is still in the game";
        if (out_[idx(s)] && chips_[idx(s)] != 0)
            return "seat " + std::to_string(s) + " dropped out but holds chips";
        total += chips_[idx(s)];
    }
    if (total != totalChips())
        return "chips not conserved: " + std::to_string(total) + " instead of " +
               std::to_string(totalChips());
    for (int f = kLowField; f <= kHighField; ++f) {
        if (field(f) < 0)
            return "field " + std::to_string(f) + " holds fewer than no chips";
        if (f != kWedding && field(f) > 1)
            return "field " + std::to_string(f) + " holds more than one chip";
        if ((f == kPig || f == kKing || !hasField(f) ||
             (f == kFour && rules_.four == Four::House)) &&
            field(f) != 0)
            return "field " + std::to_string(f) + " holds chips it never keeps";
    }
    if (rules_.four != Four::House && house_ != 0)
        return "the house holds chips without the house rule";
    if (!isOver()) {
        if (out_[idx(current_)])
            return "a seat that dropped out is to throw";
        if (playersIn() < 2)
            return "the game goes on with fewer than two players";
    } else if (rules_.end == EndRule::LastStanding &&
               endReason_ == std::string_view("last_standing") && onBoard() != 0) {
        return "the last player did not take the board";
    }
    return {};
}

std::uint64_t GlState::hash() const
{
    kit::StateHasher h(0x61C8'8646'7A3D'2E11ULL);
    h.add(static_cast<std::uint64_t>(phase_) | static_cast<std::uint64_t>(current_) << 8 |
          static_cast<std::uint64_t>(seats_) << 16);
    for (int s = 0; s < seats_; ++s)
        h.add(static_cast<std::uint64_t>(chips_[idx(s)]) << 1 | (out_[idx(s)] ? 1 : 0));
    for (int v : board_)
        h.add(static_cast<std::uint64_t>(v));
    h.add(static_cast<std::uint64_t>(house_) | static_cast<std::uint64_t>(round_) << 16);
    return h.value();
}

// The game leaves nothing to choose: at every level the computer throws when
// it is its turn, and the dice (the chance seat) fall by their odds.
Move GlState::chooseMove(Level, const SearchLimits&, Rng& rng) const
{
    std::array<Move, kMaxMoves> moves;
    const int n = generateMoves(moves.data());
    if (n <= 1 || toMove() != kChanceSeat)
        return moves[0];
    double r = rng.unit();
    for (int i = 0; i < n; ++i) {
        r -= chanceWeight(moves[static_cast<std::size_t>(i)]);
        if (r < 0)
            return moves[static_cast<std::size_t>(i)];
    }
    return moves[static_cast<std::size_t>(n - 1)];
}

} // namespace zv::glueckshaus
