// Farbcode (the Master Mind rules) as a zv::Game: the registry's entry point.
#pragma once

#include "core/game.h"
#include "games/farbcode/fc_state.h"

#include <memory>

namespace zv::farbcode {

inline constexpr const char* kRowsKey = "rows";
inline constexpr const char* kTwoBoardsKey = "two_boards";

Rules rulesFromOptions(const Options& options);
std::unique_ptr<Game> createFarbcode(const Options& options);
const FcState* fcState(const Game& game);

} // namespace zv::farbcode
