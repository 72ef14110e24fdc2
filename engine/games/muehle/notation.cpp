// Mühle notation: "d2" sets a stone, "a1-a4" moves or jumps, and "xd7" after
// either removes the opposing stone on d7 when the move closed a mill.
// Parsing explains in plain English why a move is not allowed, because the
// reason is shown to whoever tried it.
#include "games/muehle/muehle_state.h"

#include <cctype>

namespace zv::muehle {
namespace {

std::string name(int point)
{
    return std::string(kPointNames[static_cast<std::size_t>(point)]);
}

struct Parsed {
    int from = -1, to = -1, remove = -1;
};

bool fail(std::string* why, std::string reason)
{
    if (why)
        *why = std::move(reason);
    return false;
}

// Reads one point name at text[pos]; -2 when the text has no point shape there,
// -3 when it looks like a point but the board has none there.
int readPoint(std::string_view text, std::size_t& pos, std::string* badName)
{
    if (pos + 2 > text.size())
        return -2;
    const char column = static_cast<char>(std::tolower(static_cast<unsigned char>(text[pos])));
    const char row = text[pos + 1];
    if (column < 'a' || column > 'z' || row < '0' || row > '9')
        return -2;
    const std::string point{column, row};
    pos += 2;
    const int index = pointIndex(point);
    if (index < 0) {
        *badName = point;
        return -3;
    }
    return index;
}

} // namespace

std::string MuehleState::moveText(Move move) const
{
    std::string text;
    if (move.from >= 0)
        text = name(move.from) + "-";
    text += name(move.to);
    if (move.remove >= 0)
        text += "x" + name(move.remove);
    return text;
}

std::vector<std::string> MuehleState::movePath(Move move) const
{
    std::vector<std::string> path;
    if (move.from >= 0)
        path.push_back(name(move.from));
    path.push_back(name(move.to));
    if (move.remove >= 0)
        path.push_back(name(move.remove));
    return path;
}

bool MuehleState::parseMove(std::string_view text, Move* out, std::string* why) const
{
    if (isOver())
        return fail(why, "the game is over");
    const std::string shape = "\"" + std::string(text) +
                              "\" is not a move: write a placement like d2, a move like a1-a4, "
                              "and add x and a point (d2xa1, a1-a4xd7) to remove a stone";
    Parsed p;
    std::size_t pos = 0;
    std::string badName;
    auto point = [&](int& into) {
        into = readPoint(text, pos, &badName);
        return into >= 0;
    };
    if (!point(p.to))
        return fail(why, p.to == -3 ? badName + " is not a point of the board" : shape);
    if (pos < text.size() && text[pos] == '-') {
        ++pos;
        p.from = p.to;
        if (!point(p.to))
            return fail(why, p.to == -3 ? badName + " is not a point of the board" : shape);
    }
    if (pos < text.size() && (text[pos] == 'x' || text[pos] == 'X')) {
        ++pos;
        if (!point(p.remove))
            return fail(why, p.remove == -3 ? badName + " is not a point of the board" : shape);
    }
    if (pos != text.size())
        return fail(why, shape);

    const int s = side_;
    const Mask own = stones_[s];
    const Mask opp = stones_[1 - s];
    const Mask empty = emptyPoints();
    Mask after = 0;
    int handAfter = inHand_[s];
    if (inHand_[s] > 0) {
        if (p.from >= 0)
            return fail(why, "you still have " + std::to_string(inHand_[s]) +
                                 " stones to set: place a stone on a free point, e.g. d2");
        if (!(empty & bit(p.to)))
            return fail(why, name(p.to) + " is already taken: choose a free point");
        after = own | bit(p.to);
        --handAfter;
    } else {
        if (p.from < 0)
            return fail(why, "all your stones are set: move one of them, e.g. a1-a4");
        if (!(own & bit(p.from)))
            return fail(why, "there is no stone of yours on " + name(p.from));
        if (!(empty & bit(p.to)))
            return fail(why, name(p.to) + " is not free");
        if (popcount(own) != 3 && !(adjacent(p.from) & bit(p.to)))
            return fail(why, name(p.from) + " and " + name(p.to) +
                                 " are not neighbours; only a player with three stones may jump");
        after = (own & ~bit(p.from)) | bit(p.to);
    }
    const bool closesMill = inMill(after, p.to);
    const Mask removable = closesMill ? removableStones(after, handAfter) : 0;
    if (!closesMill && p.remove >= 0)
        return fail(why, "this move closes no mill, so no stone may be removed");
    if (closesMill && removable && p.remove < 0)
        return fail(
            why, "this move closes a mill: add the opposing stone to remove, e.g. " +
                     moveText(Move{static_cast<std::int8_t>(p.from), static_cast<std::int8_t>(p.to),
                                   static_cast<std::int8_t>(lowestPoint(removable))}));
    if (p.remove >= 0) {
        if (!(opp & bit(p.remove)))
            return fail(why, "there is no opposing stone on " + name(p.remove));
        if (!(removable & bit(p.remove)))
            return fail(why, name(p.remove) +
                                 " stands in a closed mill; while the opponent has stones "
                                 "outside mills, only those may be taken");
    }
    *out = Move{static_cast<std::int8_t>(p.from), static_cast<std::int8_t>(p.to),
                static_cast<std::int8_t>(p.remove)};
    return true;
}

} // namespace zv::muehle
