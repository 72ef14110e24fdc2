// Fünf Würfel (the Kniffel rules) as a zv::Game: the registry's entry point,
// and a way for tests to start from any state.
#pragma once

#include "core/game.h"
#include "games/fuenf_wuerfel/fw_state.h"

#include <memory>

namespace zv::fuenf_wuerfel {

inline constexpr const char* kExtraKniffelKey = "extra_kniffel";
inline constexpr const char* kTipsKey = "tipp";

// The rules from option values (already validated; missing keys take their defaults).
Rules rulesFromOptions(const Options& options);
std::unique_ptr<Game> createFuenfWuerfel(const Options& options, int seats);
std::unique_ptr<Game> makeFuenfWuerfelGame(const FwState& state);
// The concrete state behind a Game made here; nullptr for any other game.
const FwState* fwState(const Game& game);

} // namespace zv::fuenf_wuerfel
