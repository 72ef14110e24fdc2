// Dame as a zv::Game: the registry's entry point, the rule options, and a
// way for tests to start from any position.
#pragma once

#include "core/game.h"
#include "games/dame/dame_state.h"

#include <memory>

namespace zv::dame {

inline constexpr const char* kBoardSizeKey = "board_size";
inline constexpr const char* kMenCaptureBackKey = "men_capture_back";
inline constexpr const char* kCaptureChoiceKey = "capture_choice";
inline constexpr const char* kLandingKey = "landing";
inline constexpr const char* kCrowningKey = "crowning";
inline constexpr const char* kDrawMovesKey = "draw_moves";

// Options are already validated by the registry (missing keys: defaults).
Rules rulesFromOptions(const Options& options);
std::unique_ptr<Game> createDame(const Options& options);
std::unique_ptr<Game> makeDameGame(const DameState& state);
// The concrete state behind a Game made here; nullptr for any other game.
const DameState* dameState(const Game& game);

} // namespace zv::dame
