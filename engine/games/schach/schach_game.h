// Schach as a zv::Game: the registry's entry point and the rule options.
#pragma once

#include "core/game.h"
#include "games/schach/schach_state.h"

#include <memory>

namespace zv::schach {

inline constexpr const char* kDrawRulesKey = "draw_rules";

Rules rulesFromOptions(const Options& options);
std::unique_ptr<Game> createSchach(const Options& options);
std::unique_ptr<Game> makeSchachGame(const SchachState& state);
// The concrete state behind a Game made here; nullptr for any other game.
const SchachState* schachState(const Game& game);

} // namespace zv::schach
