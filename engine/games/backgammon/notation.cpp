// Backgammon's notation (RULES.md, "Notation"): a turn as its checker steps
// in the order they are made, each "from/to" in the mover's numbering, "bar"
// and "off" for the bar and the tray, "*" after a hit: "24/21 13/11",
// "bar/22* 13/7", "6/off 5/off", "pass" when no die can be used. Dice: "3-1".
// The cube: "roll", "double", "take", "drop". The board's touches name the
// points in White's numbering ("p1".."p24"), "bar", "off", and end a turn
// with "done".
#include "games/backgammon/bg_state.h"

#include <charconv>
#include <sstream>

namespace zv::backgammon {
namespace {

std::string pointName(int p)
{
    return p == kBar ? "bar" : p == kOff ? "off" : std::to_string(p);
}

// A point in White's numbering, as the board names it.
std::string touchName(int seat, int p)
{
    if (p == kBar || p == kOff)
        return pointName(p);
    return "p" + std::to_string(seat == 0 ? p : 25 - p);
}

bool readInt(std::string_view text, int* value)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), *value);
    return ec == std::errc() && end == text.data() + text.size();
}

bool fail(std::string* why, std::string reason)
{
    if (why)
        *why = std::move(reason);
    return false;
}

bool readDice(std::string_view text, int* a, int* b)
{
    const auto dash = text.find('-');
    return dash != std::string_view::npos && readInt(text.substr(0, dash), a) &&
           readInt(text.substr(dash + 1), b) && *a >= 1 && *a <= 6 && *b >= 1 && *b <= 6;
}

std::vector<std::string> words(std::string_view text)
{
    std::istringstream in{std::string(text)};
    std::vector<std::string> out;
    for (std::string w; in >> w;)
        out.push_back(w);
    return out;
}

} // namespace

std::string BgState::moveText(Move move) const
{
    switch (move.kind) {
    case MoveKind::Opening:
    case MoveKind::Roll:
        return std::to_string(move.a) + "-" + std::to_string(move.b);
    case MoveKind::RollOn:
        return "roll";
    case MoveKind::Double:
        return "double";
    case MoveKind::Take:
        return "take";
    case MoveKind::Drop:
        return "drop";
    case MoveKind::Play:
        break;
    }
    if (move.count == 0)
        return "pass";
    std::string text;
    BgState s = *this;
    for (int i = 0; i < move.count; ++i) {
        const Step step = move.steps[i];
        if (i)
            text += ' ';
        text += pointName(step.from) + "/" + pointName(step.to);
        if (s.applyStep(side_, step))
            text += '*';
    }
    return text;
}

std::vector<std::string> BgState::movePath(Move move) const
{
    switch (move.kind) {
    case MoveKind::Play: {
        std::vector<std::string> path;
        for (int i = 0; i < move.count; ++i) {
            path.push_back(touchName(side_, move.steps[i].from));
            path.push_back(touchName(side_, move.steps[i].to));
        }
        path.push_back("done"); // the turn stands only when the player confirms it
        return path;
    }
    case MoveKind::Opening:
    case MoveKind::Roll:
        return {moveText(move)};
    default:
        return {moveText(move)};
    }
}

bool BgState::parseMove(std::string_view text, Move* out, std::string* why) const
{
    const std::vector<std::string> w = words(text);
    if (w.empty())
        return fail(why, "an empty move");
    Move m;
    switch (phase_) {
    case Phase::Over:
        return fail(why, "the game is over");
    case Phase::Opening:
    case Phase::Roll: {
        int a = 0, b = 0;
        if (w.size() != 1 || !readDice(w[0], &a, &b))
            return fail(why, "the dice are thrown now, e.g. \"3-1\"");
        if (phase_ == Phase::Opening && a == b)
            return fail(why, "equal dice at the opening are thrown again");
        m.kind = phase_ == Phase::Opening ? MoveKind::Opening : MoveKind::Roll;
        m.a = static_cast<std::uint8_t>(phase_ == Phase::Opening ? a : std::max(a, b));
        m.b = static_cast<std::uint8_t>(phase_ == Phase::Opening ? b : std::min(a, b));
        *out = m;
        return true;
    }
    case Phase::Ready:
    case Phase::Answer: {
        static const std::pair<const char*, MoveKind> kinds[] = {{"roll", MoveKind::RollOn},
                                                                 {"double", MoveKind::Double},
                                                                 {"take", MoveKind::Take},
                                                                 {"drop", MoveKind::Drop}};
        for (const auto& [word, kind] : kinds)
            if (w.size() == 1 && w[0] == word) {
                m.kind = kind;
                *out = m;
                return true;
            }
        return fail(why, phase_ == Phase::Ready ? "the dice must be thrown first (\"roll\")"
                                                : "the double is taken or dropped now");
    }
    case Phase::Move:
        break;
    }
    m.kind = MoveKind::Play;
    if (w.size() == 1 && w[0] == "pass") {
        *out = m;
        return true;
    }
    if (w.size() > 4)
        return fail(why, "a turn has at most four steps");
    for (const std::string& token : w) {
        std::string_view t = token;
        if (!t.empty() && t.back() == '*')
            t.remove_suffix(1);
        const auto slash = t.find('/');
        if (slash == std::string_view::npos)
            return fail(why, "a step is written \"from/to\", e.g. \"24/21\"");
        const std::string_view from = t.substr(0, slash), to = t.substr(slash + 1);
        int f = 0, d = 0;
        if (from == "bar")
            f = kBar;
        else if (!readInt(from, &f) || f < 1 || f > 24)
            return fail(why, "\"" + std::string(from) + "\" is no point");
        if (to == "off")
            d = kOff;
        else if (!readInt(to, &d) || d < 1 || d > 24)
            return fail(why, "\"" + std::string(to) + "\" is no point");
        m.steps[m.count++] = Step{static_cast<std::int8_t>(f), static_cast<std::int8_t>(d)};
    }
    *out = m;
    return true;
}

// "w: 6x5 8x3 13x5 24x2 / b: 6x5 8x3 13x5 24x2 / w 3-1 cube 2 b": each
// seat's checkers in its own numbering ("bar" or "barx2" on the bar; the
// rest is borne off), then the seat to move, its dice if it has thrown,
// and the cube (value and owner, "-" in the middle).
bool BgState::setPositionText(std::string_view text, std::string* why)
{
    std::vector<std::string> parts;
    std::string part;
    for (char c : text) {
        if (c == '/') {
            parts.push_back(part);
            part.clear();
        } else {
            part += c;
        }
    }
    parts.push_back(part);
    if (parts.size() != 3)
        return fail(why, "a position is \"w: ... / b: ... / w 3-1\"");
    Points pts{};
    for (int seat = 0; seat < 2; ++seat) {
        std::vector<std::string> w = words(parts[static_cast<std::size_t>(seat)]);
        const std::string label = seat == 0 ? "w:" : "b:";
        if (w.empty() || w[0] != label)
            return fail(why, "seat " + std::to_string(seat) + " starts with \"" + label + "\"");
        int placed = 0;
        for (std::size_t i = 1; i < w.size(); ++i) {
            const std::string& token = w[i];
            const auto x = token.find('x');
            int point = 0, n = 1;
            const std::string where = token.substr(0, x);
            if (where == "bar")
                point = kBar;
            else if (!readInt(where, &point) || point < 1 || point > 24)
                return fail(why, "\"" + token + "\" is no point");
            if (x != std::string::npos &&
                (!readInt(std::string_view(token).substr(x + 1), &n) || n < 1))
                return fail(why, "\"" + token + "\" has no count");
            pts[seat][point] = static_cast<std::uint8_t>(pts[seat][point] + n);
            placed += n;
        }
        if (placed > kCheckers)
            return fail(why, "more than 15 checkers");
        pts[seat][kOff] = static_cast<std::uint8_t>(kCheckers - placed);
    }
    for (int p = 1; p <= 24; ++p)
        if (pts[0][p] && pts[1][25 - p])
            return fail(why, "both colours on White's point " + std::to_string(p));
    const std::vector<std::string> w = words(parts[2]);
    if (w.empty() || (w[0] != "w" && w[0] != "b"))
        return fail(why, "the seat to move is \"w\" or \"b\"");
    int a = 0, b = 0;
    std::size_t i = 1;
    if (i < w.size() && w[i] != "cube") {
        if (!readDice(w[i], &a, &b))
            return fail(why, "\"" + w[i] + "\" are no dice");
        ++i;
    }
    int cube = 1, owner = -1;
    if (i < w.size()) {
        if (w[i] != "cube" || i + 2 >= w.size() || !readInt(w[i + 1], &cube))
            return fail(why, "the cube is \"cube 2 w\"");
        owner = w[i + 2] == "w" ? 0 : w[i + 2] == "b" ? 1 : -1;
    }
    setBoard(pts, w[0] == "w" ? 0 : 1, a, b);
    setCube(cube, owner);
    return true;
}

} // namespace zv::backgammon
