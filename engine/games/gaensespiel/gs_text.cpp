// Gänsespiel: the notation, what the board shows (describe), the position
// text for scenarios, the hash and the invariants. Keys: RULES.md, "State
// for the board".
#include "games/gaensespiel/gs_state.h"
#include "kit/notation_words.h"
#include "kit/state_hasher.h"

#include <charconv>

namespace zv::gaensespiel {
namespace {

using kit::fail;

bool number(std::string_view w, int* value)
{
    const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), *value);
    return ec == std::errc() && end == w.data() + w.size();
}

} // namespace

std::string_view fieldKey(Field kind)
{
    constexpr std::array<std::string_view, 10> keys = {
        "plain", "start", "goose", "bridge", "inn", "well", "maze", "prison", "death", "goal"};
    return keys[static_cast<std::size_t>(kind)];
}

std::string_view eventKey(int b)
{
    constexpr std::array<std::string_view, kEvents> keys = {
        "opening", "goose",     "bridge", "inn",     "well",     "maze", "prison", "death",
        "bounce",  "sent_back", "freed",  "skipped", "all_held", "fine", "win"};
    return keys[static_cast<std::size_t>(b)];
}

// "throw" for the seat to move; "roll 3-6" for the dice (any order when read).
std::string GsState::moveText(Move move) const
{
    if (move.kind == MoveKind::Throw)
        return "throw";
    return "roll " + std::to_string(move.low) + "-" + std::to_string(move.high);
}

std::vector<std::string> GsState::movePath(Move move) const
{
    // The board's one touch: the shared dice.
    if (move.kind == MoveKind::Throw)
        return {"dice"};
    return {moveText(move)};
}

bool GsState::parseMove(std::string_view text, Move* out, std::string* why) const
{
    if (isOver())
        return fail(why, "the game is over");
    const std::vector<std::string> w = kit::words(text);
    if (!rolling_) {
        if (w.size() == 1 && w[0] == "throw") {
            *out = Move{MoveKind::Throw, 0, 0};
            return true;
        }
        return fail(why, "seat " + std::to_string(current_) + " throws the dice: write throw");
    }
    const std::string dice = w.size() == 2 && w[0] == "roll" ? w[1] : std::string();
    if (dice.size() != 3 || dice[1] != '-' || dice[0] < '1' || dice[0] > '6' || dice[2] < '1' ||
        dice[2] > '6')
        return fail(why, "the dice are falling: name them, e.g. roll 3-6");
    const auto a = static_cast<std::uint8_t>(dice[0] - '0');
    const auto b = static_cast<std::uint8_t>(dice[2] - '0');
    *out = Move{MoveKind::Roll, std::min(a, b), std::max(a, b)};
    return true;
}

void GsState::describe(StateSink& sink) const
{
    using ll = long long;
    sink.put("over", static_cast<ll>(isOver() ? 1 : 0));
    sink.put("toMove", static_cast<ll>(isOver() ? kNobody : toMove()));
    sink.put("current", static_cast<ll>(current_));
    sink.put("phase", isOver() ? "over" : rolling_ ? "roll" : "throw");
    sink.put("seats", static_cast<ll>(seats_));
    std::vector<int> positions, waits, held, chipList, skipped;
    for (int s = 0; s < seats_; ++s) {
        positions.push_back(pos_[idx(s)]);
        waits.push_back(wait_[idx(s)]);
        held.push_back(held_[idx(s)] ? 1 : 0);
        chipList.push_back(chips_[idx(s)]);
        skipped.push_back(skipped_[idx(s)] ? 1 : 0);
    }
    sink.put("positions", positions);
    sink.put("waits", waits);
    sink.put("held", held);
    sink.put("skipped", skipped);
    sink.put("pool", static_cast<ll>(pool_));
    sink.put("poolOn", static_cast<ll>(rules_.pool ? 1 : 0));
    sink.put("swap", static_cast<ll>(rules_.swap ? 1 : 0));
    sink.put("innTurns", static_cast<ll>(rules_.innTurns));
    if (rules_.pool)
        sink.put("chips", chipList);
    sink.put("dice", std::vector<int>{dice_[0], dice_[1]});
    sink.put("diceSum", static_cast<ll>(dice_[0] + dice_[1]));
    sink.put("mover", static_cast<ll>(mover_));
    sink.put("path", std::vector<int>(path_.begin(), path_.begin() + pathLength_));
    sink.put("sentBack", static_cast<ll>(sentBack_));
    sink.put("turns", static_cast<ll>(turns_));
    // The sheet: what each field 0..63 is and where it sends a piece.
    std::vector<std::string> kinds;
    std::vector<int> targets;
    for (int f = 0; f <= kGoal; ++f) {
        kinds.emplace_back(fieldKey(fieldAt(f)));
        targets.push_back(fieldTarget(f));
    }
    sink.put("fieldKinds", kinds);
    sink.put("fieldTargets", targets);
    std::vector<std::string> events;
    for (int b = 0; b < kEvents; ++b)
        if (events_ & (1u << b))
            events.emplace_back(eventKey(b));
    sink.put("events", events);
    if (isOver()) {
        sink.put("winner", static_cast<ll>(winner_));
        sink.put("reason", "field_63");
    }
}

std::uint64_t GsState::hash() const
{
    kit::StateHasher h(0x6A45E5B1ULL);
    h.add(static_cast<std::uint64_t>(seats_) | static_cast<std::uint64_t>(rolling_) << 8 |
          static_cast<std::uint64_t>(static_cast<std::uint8_t>(current_)) << 16 |
          static_cast<std::uint64_t>(static_cast<std::uint8_t>(winner_)) << 24 |
          static_cast<std::uint64_t>(static_cast<std::uint16_t>(pool_)) << 32);
    for (int s = 0; s < kMaxSeats; ++s)
        h.add(static_cast<std::uint64_t>(pos_[idx(s)]) |
              static_cast<std::uint64_t>(wait_[idx(s)]) << 8 |
              static_cast<std::uint64_t>(held_[idx(s)]) << 16 |
              static_cast<std::uint64_t>(static_cast<std::uint16_t>(chips_[idx(s)])) << 24);
    h.add(static_cast<std::uint64_t>(rules_.swap) | static_cast<std::uint64_t>(rules_.pool) << 1 |
          static_cast<std::uint64_t>(rules_.innTurns) << 8);
    return h.value();
}

std::string GsState::invariantViolation() const
{
    int total = pool_;
    int atGoal = 0;
    for (int s = 0; s < seats_; ++s) {
        const std::size_t i = idx(s);
        const std::string seat = "seat " + std::to_string(s);
        if (pos_[i] > kGoal)
            return seat + " stands beyond field 63";
        const Field kind = fieldAt(pos_[i]);
        if (kind == Field::Goose || fieldTarget(pos_[i]) >= 0)
            return seat + " rests on field " + std::to_string(pos_[i]) +
                   ", which sends every piece on";
        if (held_[i] && kind != Field::Well && kind != Field::Prison)
            return seat + " is held outside the well and the prison";
        if (wait_[i] > 0 && kind != Field::Inn)
            return seat + " waits outside the inn";
        if (chips_[i] < 0)
            return seat + " holds a negative number of chips";
        total += chips_[i];
        atGoal += pos_[i] == kGoal;
        if (rules_.swap && pos_[i] != 0)
            for (int o = s + 1; o < seats_; ++o)
                if (pos_[idx(o)] == pos_[i])
                    return "seats " + std::to_string(s) + " and " + std::to_string(o) +
                           " share field " + std::to_string(pos_[i]);
    }
    // Nothing created or lost: the chips of the start are in hands or the pool.
    if (rules_.pool && total != seats_ * rules_.startChips)
        return "the chips add up to " + std::to_string(total) + ", not " +
               std::to_string(seats_ * rules_.startChips);
    if (!rules_.pool && total != 0)
        return "chips appear in a game without the pool";
    if (isOver() != (atGoal == 1))
        return "the game is over exactly when one piece stands on field 63";
    if (!isOver() && !rolling_ && (held_[idx(current_)] || wait_[idx(current_)] > 0))
        return "a held or waiting seat is to throw";
    return {};
}

// "57 31h 19w2 0 / 1": each seat's field (h: held in the well or prison,
// wN: N turns still to miss at the inn), then after "/" the seat to throw.
// The chips are kept (they are not part of a position).
bool GsState::setPositionText(std::string_view text, std::string* why)
{
    const std::vector<std::string> w = kit::words(text);
    GsState next = *this;
    next.pos_.fill(0);
    next.wait_.fill(0);
    next.held_.fill(false);
    int seat = 0;
    std::size_t i = 0;
    for (; i < w.size() && w[i] != "/"; ++i, ++seat) {
        if (seat >= seats_)
            return fail(why, "more fields than seats");
        std::string word = w[i];
        const std::size_t mark = word.find_first_of("hw");
        int field = 0;
        if (!number(std::string_view(word).substr(0, mark), &field) || field < 0 || field >= kGoal)
            return fail(why, "\"" + word + "\" is no field from 0 to 62");
        next.pos_[idx(seat)] = static_cast<std::uint8_t>(field);
        if (mark != std::string::npos && word[mark] == 'h') {
            next.held_[idx(seat)] = true;
        } else if (mark != std::string::npos) {
            int turns = 0;
            if (!number(std::string_view(word).substr(mark + 1), &turns) || turns < 0 || turns > 9)
                return fail(why, "\"" + word + "\": w is followed by the turns to miss");
            next.wait_[idx(seat)] = static_cast<std::uint8_t>(turns);
        }
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

} // namespace zv::gaensespiel
