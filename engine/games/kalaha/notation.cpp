// Kalaha's notation: a move is the name of the pit that is emptied. Seat 0's
// pits are A-F from its left, its store K; seat 1's pits a-f from its left,
// its store k (RULES.md, "Notation"). The touch that makes a move is the same
// pit, so a record reads like the board.
#include "games/kalaha/kalaha_state.h"

namespace zv::kalaha {

std::string KalahaState::cellName(int cell) const
{
    const int half = rules_.pits + 1;
    const int seat = cell / half;
    const int index = cell % half;
    if (index == rules_.pits)
        return seat == 0 ? "K" : "k";
    return std::string(1, static_cast<char>((seat == 0 ? 'A' : 'a') + index));
}

std::string KalahaState::moveText(Move move) const
{
    return cellName(pitCell(side_, move.pit));
}

std::vector<std::string> KalahaState::movePath(Move move) const
{
    return {moveText(move)};
}

bool KalahaState::parseMove(std::string_view text, Move* out, std::string* why) const
{
    auto fail = [&](std::string reason) {
        if (why)
            *why = std::move(reason);
        return false;
    };
    if (isOver())
        return fail("the game is over");
    if (text.size() != 1)
        return fail("a move is one pit's letter, e.g. \"C\"");
    const char base = side_ == 0 ? 'A' : 'a';
    const int pit = text[0] - base;
    if (pit < 0 || pit >= rules_.pits) {
        const char other = side_ == 0 ? 'a' : 'A';
        if (text[0] >= other && text[0] < other + rules_.pits)
            return fail("\"" + std::string(text) + "\" is the other player's pit");
        return fail("no pit of the player to move is called \"" + std::string(text) + "\"");
    }
    if (seeds(side_, pit) == 0)
        return fail("pit " + std::string(text) + " is empty");
    *out = Move{static_cast<std::int8_t>(pit)};
    return true;
}

} // namespace zv::kalaha
