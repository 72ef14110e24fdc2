// Mühle as a zv::Game: the registry's entry point, and a way for tests to
// start from any position.
#pragma once

#include "core/game.h"
#include "games/muehle/muehle_state.h"

#include <memory>

namespace zv::muehle {

inline constexpr const char* kEndphaseMillRemovalKey = "endphase_mill_removal";

// Options are already validated by the registry.
std::unique_ptr<Game> createMuehle(const Options& options);
std::unique_ptr<Game> makeMuehleGame(const MuehleState& state);
// The concrete state behind a Game made here; nullptr for any other game.
const MuehleState* muehleState(const Game& game);

} // namespace zv::muehle
