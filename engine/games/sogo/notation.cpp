// Sogo notation: "b3" drops a bead on rod b3; in the second variant
// "b3xc1/2" also takes the opposing bead on rod c1, level 2 (levels 1-4 from
// the bottom). Parsing explains in plain English why a move is not allowed,
// because the reason is shown to whoever tried it.
#include "games/sogo/sogo_state.h"

#include "kit/notation_words.h"

#include <cctype>

namespace zv::sogo {
namespace {

using kit::fail;

// A rod name at text[pos..pos+1]: its index, or -1.
int readRod(std::string_view text, std::size_t pos)
{
    if (pos + 2 > text.size())
        return -1;
    const int column = std::tolower(static_cast<unsigned char>(text[pos])) - 'a';
    const int row = text[pos + 1] - '1';
    if (column < 0 || column >= kSize || row < 0 || row >= kSize)
        return -1;
    return row * kSize + column;
}

// A cell name "c1/2" filling all of `text`: its index, or -1.
int readCell(std::string_view text)
{
    if (text.size() != 4 || text[2] != '/')
        return -1;
    const int rod = readRod(text, 0);
    const int level = text[3] - '1';
    if (rod < 0 || level < 0 || level >= kSize)
        return -1;
    return cellOf(rod, level);
}

} // namespace

std::string SogoState::moveText(Move move) const
{
    std::string text = rodName(move.rod);
    if (move.take >= 0)
        text += "x" + cellName(move.take);
    return text;
}

std::vector<std::string> SogoState::movePath(Move move) const
{
    std::vector<std::string> path{rodName(move.rod)};
    if (move.take >= 0)
        path.push_back(cellName(move.take));
    return path;
}

bool SogoState::parseMove(std::string_view text, Move* out, std::string* why) const
{
    if (isOver())
        return fail(why, "the game is over");
    const std::vector<std::string> words = kit::words(text);
    const std::string shape = "\"" + std::string(text) +
                              "\" is not a move: name a rod from a1 to d4 (b3), and after a "
                              "mill in the second variant the bead to take (b3xc1/2)";
    if (words.size() != 1)
        return fail(why, shape);
    const std::string& word = words.front();
    const int rod = readRod(word, 0);
    if (rod < 0 || (word.size() != 2 && word[2] != 'x'))
        return fail(why, shape);
    const Mask target = landing() & rodMask(rod);
    if (!target)
        return fail(why, "rod " + rodName(rod) + " is full: it holds four beads");
    const int cell = std::countr_zero(target);
    const bool mill = completesLine(beads_[side_] | target, cell);
    Move move{static_cast<std::int8_t>(rod), -1};
    if (word.size() == 2) {
        if (rules_.captures && mill && takeableBeads())
            return fail(why, "this bead closes a mill: add the opposing bead to take, e.g. " +
                                 rodName(rod) + "x" + cellName(std::countr_zero(takeableBeads())));
        *out = move;
        return true;
    }
    const int take = readCell(std::string_view(word).substr(3));
    if (take < 0)
        return fail(why, shape);
    if (!rules_.captures)
        return fail(why, "beads are taken only in the second variant; here a mill wins");
    if (!mill)
        return fail(why, "a bead on " + rodName(rod) + " closes no mill, so nothing is taken");
    if (!(beads_[1 - side_] & bit(take)))
        return fail(why, cellName(take) + " holds no opposing bead");
    if (!(takeableBeads() & bit(take)))
        return fail(why, rules_.takeFrom == TakeFrom::Top && levelOf(take) < kSize - 1 &&
                                 (occupied() & bit(take + kRods))
                             ? cellName(take) + " is covered: only a bead at the top of its "
                                                "rod may be taken"
                             : cellName(take) + " stands in a mill: take a bead outside the "
                                                "opponent's mills");
    move.take = static_cast<std::int8_t>(take);
    *out = move;
    return true;
}

} // namespace zv::sogo
