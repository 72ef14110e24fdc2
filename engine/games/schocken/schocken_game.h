// Schocken / Jule as a zv::Game: the registry's entry point, and a way for
// tests to start from any state.
#pragma once

#include "core/game.h"
#include "games/schocken/sk_state.h"

#include <memory>

namespace zv::schocken {

inline constexpr const char* kStartKey = "start";
inline constexpr const char* kTiesKey = "ties";
inline constexpr const char* kLimitToLeadKey = "limit_to_lead";
inline constexpr const char* kTurnSixesKey = "turn_sixes";
inline constexpr const char* kRethrowAllKey = "rethrow_all";

// The rules from option values (already validated by the registry; missing
// keys take their defaults).
Rules rulesFromOptions(const Options& options);
Options optionsOf(const Rules& rules);
std::unique_ptr<Game> createSchocken(const Options& options, int seats);
std::unique_ptr<Game> makeSchockenGame(const SkState& state);
// The concrete state behind a Game made here; nullptr for any other game.
const SkState* skState(const Game& game);

} // namespace zv::schocken
