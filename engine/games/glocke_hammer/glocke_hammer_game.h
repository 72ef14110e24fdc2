// Glocke und Hammer as a zv::Game: the registry's entry point, and a way for
// tests to start from any state.
#pragma once

#include "core/game.h"
#include "games/glocke_hammer/gh_state.h"

#include <memory>

namespace zv::glocke_hammer {

inline constexpr const char* kStartChipsKey = "start_chips";
inline constexpr const char* kBaseStakeKey = "base_stake";
inline constexpr const char* kBlankIntoKasseKey = "blank_into_kasse";
inline constexpr const char* kEmptierWinsKey = "emptier_wins";

// The rules from option values (already validated by the registry; missing
// keys take their defaults).
Rules rulesFromOptions(const Options& options);
std::unique_ptr<Game> createGlockeHammer(const Options& options, int seats);
std::unique_ptr<Game> makeGlockeHammerGame(const GhState& state);
// The concrete state behind a Game made here; nullptr for any other game.
const GhState* ghState(const Game& game);

} // namespace zv::glocke_hammer
