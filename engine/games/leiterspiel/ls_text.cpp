// Leiterspiel: notation, what the board shows, the position text for
// scenarios, the hash and the invariants (RULES.md, "State for the board").
#include "games/leiterspiel/ls_state.h"
#include "kit/notation_words.h"
#include "kit/state_hasher.h"

#include <charconv>

namespace zv::leiterspiel {
namespace {

using kit::fail;

bool number(std::string_view w, int* value)
{
    const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), *value);
    return ec == std::errc() && end == w.data() + w.size();
}

} // namespace

std::string_view eventKey(int b)
{
    constexpr std::array<std::string_view, kEvents> keys = {"ladder", "snake", "too_high",
                                                            "bounce", "again", "win"};
    return keys[static_cast<std::size_t>(b)];
}

std::string LsState::moveText(Move move) const
{
    return move.kind == MoveKind::Throw ? "throw" : "roll " + std::to_string(move.die);
}

std::vector<std::string> LsState::movePath(Move move) const
{
    if (move.kind == MoveKind::Throw)
        return {"dice"};
    return {moveText(move)};
}

bool LsState::parseMove(std::string_view text, Move* out, std::string* why) const
{
    if (isOver())
        return fail(why, "the game is over");
    const std::vector<std::string> w = kit::words(text);
    if (!rolling_) {
        if (w.size() == 1 && w[0] == "throw") {
            *out = Move{MoveKind::Throw, 0};
            return true;
        }
        return fail(why, "seat " + std::to_string(current_) + " throws the die: write throw");
    }
    int die = 0;
    if (w.size() != 2 || w[0] != "roll" || !number(w[1], &die) || die < 1 || die > 6)
        return fail(why, "the die is falling: name it, e.g. roll 4");
    *out = Move{MoveKind::Roll, static_cast<std::uint8_t>(die)};
    return true;
}

void LsState::describe(StateSink& sink) const
{
    using ll = long long;
    sink.put("over", static_cast<ll>(isOver() ? 1 : 0));
    sink.put("toMove", static_cast<ll>(isOver() ? kNobody : toMove()));
    sink.put("current", static_cast<ll>(current_));
    sink.put("phase", isOver() ? "over" : rolling_ ? "roll" : "throw");
    sink.put("seats", static_cast<ll>(seats_));
    sink.put("positions", std::vector<int>(pos_.begin(), pos_.begin() + seats_));
    sink.put("die", static_cast<ll>(die_));
    sink.put("dice", std::vector<int>{die_});
    sink.put("mover", static_cast<ll>(mover_));
    sink.put("path", std::vector<int>(path_.begin(), path_.begin() + pathLength_));
    sink.put("turns", static_cast<ll>(turns_));
    sink.put("snakes", static_cast<ll>(rules_.snakes ? 1 : 0));
    constexpr std::array<std::string_view, 3> ends = {"reach", "exact", "bounce"};
    sink.put("end", ends[static_cast<std::size_t>(rules_.end)]);
    // The board's jumps as played (without snakes when they are off):
    // parallel lists of from and to fields.
    std::vector<int> from, to;
    for (int f = 1; f <= kLastField; ++f)
        if (rules_.exit[idx(f)] != 0) {
            from.push_back(f);
            to.push_back(rules_.exit[idx(f)]);
        }
    sink.put("jumpFrom", from);
    sink.put("jumpTo", to);
    std::vector<std::string> events;
    for (int b = 0; b < kEvents; ++b)
        if (events_ & (1u << b))
            events.emplace_back(eventKey(b));
    sink.put("events", events);
    if (isOver()) {
        sink.put("winner", static_cast<ll>(winner_));
        sink.put("reason", "field_100");
    }
}

std::uint64_t LsState::hash() const
{
    kit::StateHasher h(0x1E17E125ULL);
    h.add(static_cast<std::uint64_t>(seats_) | static_cast<std::uint64_t>(rolling_) << 8 |
          static_cast<std::uint64_t>(static_cast<std::uint8_t>(current_)) << 16 |
          static_cast<std::uint64_t>(static_cast<std::uint8_t>(winner_)) << 24 |
          static_cast<std::uint64_t>(rules_.end) << 32 |
          static_cast<std::uint64_t>(rules_.sixAgain) << 40);
    for (int s = 0; s < kMaxSeats; ++s)
        h.add(pos_[idx(s)]);
    for (int f = 0; f <= kLastField; ++f)
        if (rules_.exit[idx(f)])
            h.add(static_cast<std::uint64_t>(f) << 8 | rules_.exit[idx(f)]);
    return h.value();
}

std::string LsState::invariantViolation() const
{
    int atGoal = 0;
    for (int s = 0; s < seats_; ++s) {
        const int p = pos_[idx(s)];
        if (p > kLastField)
            return "seat " + std::to_string(s) + " stands beyond field 100";
        if (rules_.exit[idx(p)] != 0)
            return "seat " + std::to_string(s) +
                   " rests at the foot of a ladder or a snake's "
                   "head (field " +
                   std::to_string(p) + ")";
        atGoal += p == kLastField;
    }
    for (int s = seats_; s < kMaxSeats; ++s)
        if (pos_[idx(s)] != 0)
            return "an empty seat has a piece on the board";
    if (isOver() != (atGoal == 1))
        return "the game is over exactly when one piece stands on field 100";
    return {};
}

// "57 3 / 1": each seat's field (0: not yet on the board), then after "/"
// the seat to throw.
bool LsState::setPositionText(std::string_view text, std::string* why)
{
    const std::vector<std::string> w = kit::words(text);
    LsState next = *this;
    next.pos_.fill(0);
    int seat = 0;
    std::size_t i = 0;
    for (; i < w.size() && w[i] != "/"; ++i, ++seat) {
        int field = 0;
        if (seat >= seats_ || !number(w[i], &field) || field < 0 || field >= kLastField)
            return fail(why, "\"" + w[i] + "\" is no field from 0 to 99 of a seat");
        next.pos_[idx(seat)] = static_cast<std::uint8_t>(field);
    }
    int turn = 0;
    if (seat != seats_ || i + 2 != w.size() || !number(w[i + 1], &turn) || turn < 0 ||
        turn >= seats_)
        return fail(why, "write one field per seat, then / and the seat to throw");
    next.current_ = static_cast<std::int8_t>(turn);
    next.rolling_ = false;
    next.winner_ = kNobody;
    next.events_ = 0;
    next.pathLength_ = 0;
    const std::string broken = next.invariantViolation();
    if (!broken.empty())
        return fail(why, broken);
    *this = next;
    return true;
}

} // namespace zv::leiterspiel
