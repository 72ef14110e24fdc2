// Backgammon as a zv::Game: the registry's entry point, the rule options,
// and the concrete state behind a game (for the GNU Backgammon adapter).
#pragma once

#include "core/game.h"
#include "games/backgammon/bg_state.h"

#include <memory>

namespace zv::backgammon {

inline constexpr const char* kCubeKey = "doubling_cube";

Rules rulesFromOptions(const Options& options);
std::unique_ptr<Game> createBackgammon(const Options& options);
std::unique_ptr<Game> makeBackgammonGame(const BgState& state);
// The concrete state behind a Game made here; nullptr for any other game.
const BgState* backgammonState(const Game& game);

} // namespace zv::backgammon
