// Toccateglispiel as a zv::Game: the registry's entry point, and a way for
// tests to start from any state.
#pragma once

#include "core/game.h"
#include "games/toccategli/tc_state.h"

#include <memory>

namespace zv::toccategli {

inline constexpr const char* kPartieKey = "partie_striche";
inline constexpr const char* kSchuleKey = "schule";

// The rules from option values (already validated by the registry; missing
// keys take their defaults).
Rules rulesFromOptions(const Options& options);
std::unique_ptr<Game> createToccategli(const Options& options, int seats);
std::unique_ptr<Game> makeToccategliGame(const TcState& state);
// The concrete state behind a Game made here; nullptr for any other game.
const TcState* tcState(const Game& game);

} // namespace zv::toccategli
