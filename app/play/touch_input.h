// Turns touches on a board into moves, using only the engine's inputPaths().
//
// A move is made of one or more touches ({"a1", "a4", "d7"}). The board shows
// the next touches that continue some legal move; when the touches so far
// spell out exactly one complete move, that move is played. No game rule lives
// here: the paths come from the engine.
#pragma once

#include <string>
#include <vector>

namespace zv::play {

using InputPath = std::vector<std::string>;

struct TouchResult {
    enum class Kind {
        Extended, // the touch continues at least one move; not complete yet
        Complete, // the touches spell one legal move: moveIndex
        Rejected  // the touch continues no move from here
    };
    Kind kind = Kind::Rejected;
    int moveIndex = -1;
};

// Distinct next touches after `partial`, in the order the paths first name them.
std::vector<std::string> nextTouches(const std::vector<InputPath>& paths, const InputPath& partial);

// What happens when `touch` is added to `partial`. A path that equals the
// touches wins over longer paths sharing its prefix (the engine's notation
// never offers both for the same move; preferring the shorter keeps the
// shorter move reachable at all).
TouchResult addTouch(const std::vector<InputPath>& paths, const InputPath& partial,
                     const std::string& touch);

} // namespace zv::play
