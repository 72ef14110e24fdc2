// Sogo as a zv::Game: the registry's entry point, and a way for tests to
// start from any position.
#pragma once

#include "core/game.h"
#include "games/sogo/sogo_state.h"

#include <memory>

namespace zv::sogo {

inline constexpr const char* kCapturesKey = "captures";
inline constexpr const char* kTakeFromKey = "take_from";

// Options are already validated by the registry.
std::unique_ptr<Game> createSogo(const Options& options);
std::unique_ptr<Game> makeSogoGame(const SogoState& state);
// The concrete state behind a Game made here; nullptr for any other game.
const SogoState* sogoState(const Game& game);

} // namespace zv::sogo
