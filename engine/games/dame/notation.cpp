// The notation: a step "c3-d4", a capture "c3xe5" and a chain of jumps
// "c3xe5xc7" (the start square, then every landing square), the squares named
// as on the kit's board (a1 dark, bottom left). Positions for tests and the
// scenarios: "dark: c3 e3 Dd4 / light: f6 Dh8 / dark" (D marks a Dame; the
// last part names the seat to move).
#include "games/dame/dame_state.h"

#include "kit/notation_words.h"

#include <array>

namespace zv::dame {
namespace {

std::string lower(std::string_view text)
{
    std::string out(text);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string trim(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return {};
    const auto last = text.find_last_not_of(" \t");
    return std::string(text.substr(first, last - first + 1));
}

} // namespace

std::string DameState::moveText(const Move& move) const
{
    const Geometry& g = board();
    std::string text = g.name(move.from);
    const char separator = move.captured ? 'x' : '-';
    for (int i = 0; i < move.hops; ++i)
        text += separator + g.name(move.path[static_cast<std::size_t>(i)]);
    return text;
}

std::vector<std::string> DameState::movePath(const Move& move) const
{
    const Geometry& g = board();
    std::vector<std::string> touches{g.name(move.from)};
    for (int i = 0; i < move.hops; ++i)
        touches.push_back(g.name(move.path[static_cast<std::size_t>(i)]));
    return touches;
}

bool DameState::parseMove(std::string_view text, Move* out, std::string* why) const
{
    const std::string wanted = lower(trim(text));
    std::array<Move, kMaxMoves> moves;
    const int n = generateMoves(moves.data());
    for (int i = 0; i < n; ++i)
        if (moveText(moves[static_cast<std::size_t>(i)]) == wanted) {
            *out = moves[static_cast<std::size_t>(i)];
            return true;
        }
    if (isOver())
        return kit::fail(why, "the game is over");
    const Geometry& g = board();
    const auto separator = wanted.find_first_of("-x");
    const int from = board().parse(wanted.substr(0, separator));
    if (separator == std::string::npos || from < 0)
        return kit::fail(why, "\"" + std::string(text) +
                                  "\" is no move: write the start square and the landing "
                                  "squares, e.g. c3-d4 or c3xe5xc7");
    if (!(pieces(side_) & bit(from)))
        return kit::fail(why, "no piece of the side to move stands on " + g.name(from));
    if (n > 0 && moves[0].captured) {
        return kit::fail(why, "capturing is compulsory: " + moveText(moves[0]) +
                                  (n > 1 ? " or another capture" : "") +
                                  (wanted[separator] == 'x'
                                       ? " (a capture goes on while it can, and lands on each "
                                         "square in turn)"
                                       : ""));
    }
    return kit::fail(why, "\"" + std::string(text) + "\" is not a legal move here");
}

std::optional<DameState> DameState::fromText(const Rules& rules, std::string_view text,
                                             std::string* why)
{
    const Geometry& g = geometry(rules.size);
    std::array<Mask, 2> men{}, damen{};
    int toMove = -1;
    std::string rest(text);
    std::size_t start = 0;
    while (start <= rest.size()) {
        const auto end = rest.find('/', start);
        const std::string part = trim(std::string_view(rest).substr(
            start, end == std::string::npos ? rest.npos : end - start));
        start = end == std::string::npos ? rest.size() + 1 : end + 1;
        const auto colon = part.find(':');
        const std::string seatWord = lower(trim(part.substr(0, colon)));
        const int seat = seatWord == "dark" ? kDark : seatWord == "light" ? kLight : -1;
        if (seat < 0) {
            if (part.empty())
                continue;
            kit::fail(why, "\"" + part + "\": a part starts with dark: or light:");
            return std::nullopt;
        }
        if (colon == std::string::npos) {
            toMove = seat; // the last part: who moves
            continue;
        }
        for (const std::string& word : kit::words(part.substr(colon + 1))) {
            const bool isDame = word.size() > 2 && word[0] == 'd' && word[1] >= 'a' &&
                                word[1] <= 'z' && g.parse(word.substr(1)) >= 0;
            const int sq = g.parse(isDame ? word.substr(1) : word);
            if (sq < 0) {
                kit::fail(why, "\"" + word + "\" is no dark square of this board");
                return std::nullopt;
            }
            (isDame ? damen : men)[static_cast<std::size_t>(seat)] |= bit(sq);
        }
    }
    if (toMove < 0) {
        kit::fail(why, "the position does not say who moves (end with / dark or / light)");
        return std::nullopt;
    }
    return fromMasks(rules, men, damen, toMove, why);
}

} // namespace zv::dame
