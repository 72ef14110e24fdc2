// Das Glückshaus as a zv::Game: the registry's entry point, and a way for
// tests to start from any state.
#pragma once

#include "core/game.h"
#include "games/glueckshaus/gl_state.h"

#include <memory>

namespace zv::glueckshaus {

inline constexpr const char* kStartChipsKey = "start_chips";
inline constexpr const char* kFourKey = "four";
inline constexpr const char* kOutKey = "out_when";
inline constexpr const char* kEndKey = "game_end";
inline constexpr const char* kRoundsKey = "rounds";

// The rules from option values (already validated by the registry; missing
// keys take their defaults).
Rules rulesFromOptions(const Options& options);
std::unique_ptr<Game> createGlueckshaus(const Options& options, int seats);
// The concrete state behind a Game made here; nullptr for any other game.
const GlState* glState(const Game& game);

} // namespace zv::glueckshaus
