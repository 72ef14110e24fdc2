// Pachisi as a zv::Game: the registry's entry point, and a way for tests to
// start from any state.
#pragma once

#include "core/game.h"
#include "games/pachisi/pc_state.h"

#include <memory>

namespace zv::pachisi {

inline constexpr const char* kShellsKey = "shells";

Rules rulesFromOptions(const Options& options);
std::unique_ptr<Game> createPachisi(const Options& options, int seats);
std::unique_ptr<Game> makePachisiGame(const PcState& state);
const PcState* pcState(const Game& game);

} // namespace zv::pachisi
