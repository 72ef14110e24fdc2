// One text value of a game's describe() output (its "State for the board"),
// e.g. chess's "fen": how an adapter reads the position it sends to an
// external engine without knowing the game's own types.
#pragma once

#include "core/game.h"

#include <string>
#include <string_view>

namespace zv::play::engines {

std::string describedText(const zv::Game& game, std::string_view key);

} // namespace zv::play::engines
