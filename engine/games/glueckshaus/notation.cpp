// The moves as text ("throw", "roll 3-5") and the position text of the
// scenario files (RULES.md, "Notation" and "Position text").
#include "games/glueckshaus/gl_state.h"
#include "kit/notation_words.h"

#include <charconv>

namespace zv::glueckshaus {
namespace {

using kit::fail;
using kit::words;

bool number(std::string_view text, int* out)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), *out);
    return ec == std::errc() && end == text.data() + text.size();
}

std::vector<std::string_view> split(std::string_view text, char sep)
{
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i)
        if (i == text.size() || text[i] == sep) {
            parts.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    return parts;
}

} // namespace

std::string GlState::moveText(Move move) const
{
    if (move.kind == MoveKind::Throw)
        return "throw";
    return "roll " + std::to_string(move.low) + "-" + std::to_string(move.high);
}

std::vector<std::string> GlState::movePath(Move move) const
{
    // The board has one touch: the dice ("throw").
    return {moveText(move)};
}

bool GlState::parseMove(std::string_view text, Move* out, std::string* why) const
{
    if (isOver())
        return fail(why, "the game is over");
    const std::vector<std::string> w = words(text);
    if (phase_ == Phase::Roll) {
        const std::string d = w.size() == 2 && w[0] == "roll" ? w[1] : std::string();
        if (d.size() != 3 || d[1] != '-' || d[0] < '1' || d[0] > '6' || d[2] < '1' || d[2] > '6')
            return fail(why, "the dice are falling: name them, e.g. roll 3-5");
        const auto x = static_cast<std::uint8_t>(d[0] - '0');
        const auto y = static_cast<std::uint8_t>(d[2] - '0');
        *out = Move{MoveKind::Roll, std::min(x, y), std::max(x, y)};
        return true;
    }
    if (w.size() != 1 || w[0] != "throw")
        return fail(why, "seat " + std::to_string(current_) +
                             " throws the dice: the only move is throw");
    *out = Move{MoveKind::Throw, 0, 0};
    return true;
}

// "chips 8,0,12 out 1 board 5:1,7:3 house 0 turn 2": every seat's chips,
// the seats that dropped out, the fields that hold chips, the house, and who
// throws next. Everything must add up to the seats' start chips.
bool GlState::setPositionText(std::string_view text, std::string* why)
{
    GlState s(seats_, rules_);
    s.chips_.fill(0);
    const std::vector<std::string> w = words(text);
    if (w.size() % 2 != 0)
        return fail(why, "write key value pairs: chips, out, board, house, turn");
    bool chipsGiven = false;
    for (std::size_t i = 0; i < w.size(); i += 2) {
        const std::string& key = w[i];
        const std::string& value = w[i + 1];
        if (key == "chips") {
            const auto parts = split(value, ',');
            if (static_cast<int>(parts.size()) != seats_)
                return fail(why, "chips: one number per seat");
            for (int seat = 0; seat < seats_; ++seat) {
                int n = 0;
                if (!number(parts[idx(seat)], &n) || n < 0 || n > kMaxChips)
                    return fail(why, "chips: not a number of chips");
                s.chips_[idx(seat)] = static_cast<std::int16_t>(n);
            }
            chipsGiven = true;
        } else if (key == "out") {
            for (std::string_view part : split(value, ',')) {
                int seat = 0;
                if (!number(part, &seat) || seat < 0 || seat >= seats_)
                    return fail(why, "out: seats that dropped out, e.g. out 1,2");
                s.out_[idx(seat)] = true;
            }
        } else if (key == "board") {
            if (value == "-")
                continue;
            for (std::string_view part : split(value, ',')) {
                const auto fc = split(part, ':');
                int f = 0, n = 0;
                if (fc.size() != 2 || !number(fc[0], &f) || !number(fc[1], &n) || f < kLowField ||
                    f > kHighField || n < 0)
                    return fail(why, "board: field:chips, e.g. board 5:1,7:3");
                if (f == kPig || f == kKing || !s.hasField(f) ||
                    (f == kFour && rules_.four == Four::House))
                    return fail(why,
                                "board: the field " + std::to_string(f) + " never holds chips");
                if (f != kWedding && n > 1)
                    return fail(why, "board: only the 7 holds more than one chip");
                s.fieldRef(f) = static_cast<std::int16_t>(n);
            }
        } else if (key == "house") {
            int n = 0;
            if (!number(value, &n) || n < 0 || rules_.four != Four::House)
                return fail(why, "house: chips paid to the house (only with four=house)");
            s.house_ = static_cast<std::int16_t>(n);
        } else if (key == "turn") {
            int seat = 0;
            if (!number(value, &seat) || seat < 0 || seat >= seats_)
                return fail(why, "turn: the seat that throws next");
            s.current_ = static_cast<std::int8_t>(seat);
        } else {
            return fail(why, "unknown key \"" + key + "\" (chips, out, board, house, turn)");
        }
    }
    if (!chipsGiven)
        return fail(why, "chips: one number per seat");
    if (s.out_[idx(s.current_)])
        return fail(why, "turn: that seat dropped out");
    if (s.playersIn() < 2)
        return fail(why, "at least two players must still be in the game");
    std::string broken = s.invariantViolation();
    if (!broken.empty())
        return fail(why, broken);
    *this = s;
    return true;
}

} // namespace zv::glueckshaus
