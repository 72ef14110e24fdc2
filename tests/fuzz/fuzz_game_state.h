#pragma once

// What the game targets check after every move a game accepted.

#include "fuzz_entries.h"

#include "core/game.h"

#include <algorithm>
#include <string>

namespace zv::fuzz {

// What every game promises about its state after any sequence of moves it
// accepted: its own invariants hold, and every move it calls legal is one
// its play() accepts.
inline void checkState(const char* target, const Game& game)
{
    if (!game.invariantViolation().empty())
        fail(target, ("invariant broken: " + game.invariantViolation()).c_str());
    if (game.isOver()) {
        if (game.result().size() != static_cast<std::size_t>(game.seatCount()))
            fail(target, "a result without one score per seat");
        return;
    }
    const std::vector<std::string> legal = game.legalMoves();
    const std::size_t tried = std::min<std::size_t>(legal.size(), 40);
    for (std::size_t i = 0; i < tried; ++i) {
        auto copy = game.clone();
        std::string why;
        if (!copy->play(legal[i], &why))
            fail(target, ("a legal move was refused: " + legal[i] + " (" + why + ")").c_str());
    }
}

} // namespace zv::fuzz
