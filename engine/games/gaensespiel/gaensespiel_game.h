// Das Gänsespiel as a zv::Game: the registry's entry point.
#pragma once

#include "core/game.h"
#include "games/gaensespiel/gs_state.h"

#include <memory>

namespace zv::gaensespiel {

inline constexpr const char* kOccupiedKey = "occupied";
inline constexpr const char* kInnTurnsKey = "inn_turns";
inline constexpr const char* kPoolKey = "pool";
inline constexpr const char* kStartChipsKey = "start_chips";

Rules rulesFromOptions(const Options& options);
std::unique_ptr<Game> createGaensespiel(const Options& options, int seats);

} // namespace zv::gaensespiel
