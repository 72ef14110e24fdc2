// Mäxchen / Meiern as a zv::Game: the registry's entry point, and a way for
// tests to start from any state.
#pragma once

#include "core/game.h"
#include "games/maexchen/mx_state.h"

#include <memory>

namespace zv::maexchen {

inline constexpr const char* kLivesKey = "lives";
inline constexpr const char* kPenaltyKey = "maexchen_penalty";
inline constexpr const char* kBlindPassKey = "blind_pass";
inline constexpr const char* kShownKey = "maexchen_shown";
inline constexpr const char* kFirstOutKey = "first_out_ends";

// The rules from option values (already validated by the registry; missing
// keys take their defaults).
Rules rulesFromOptions(const Options& options);
std::unique_ptr<Game> createMaexchen(const Options& options, int seats);
std::unique_ptr<Game> makeMaexchenGame(const MxState& state);
// The concrete state behind a Game made here; nullptr for any other game.
const MxState* mxState(const Game& game);

} // namespace zv::maexchen
