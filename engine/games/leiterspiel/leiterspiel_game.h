// Das Leiterspiel as a zv::Game: the registry's entry point.
#pragma once

#include "core/game.h"
#include "games/leiterspiel/ls_state.h"

#include <memory>

namespace zv::leiterspiel {

inline constexpr const char* kSnakesKey = "snakes";
inline constexpr const char* kEndKey = "end";
inline constexpr const char* kSixAgainKey = "six_again";
inline constexpr const char* kLayoutKey = "layout";

// The rules from (validated) option values; the layout's snakes are left out
// unless "snakes" is on.
Rules rulesFromOptions(const Options& options);
std::unique_ptr<Game> createLeiterspiel(const Options& options, int seats);

} // namespace zv::leiterspiel
