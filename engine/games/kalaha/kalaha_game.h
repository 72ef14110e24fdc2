// Kalaha as a zv::Game: the registry's entry point, the rule options, and a
// way for tests to start from any position.
#pragma once

#include "core/game.h"
#include "games/kalaha/kalaha_state.h"

#include <memory>

namespace zv::kalaha {

inline constexpr const char* kPitsKey = "pits";
inline constexpr const char* kSeedsKey = "seeds";
inline constexpr const char* kCaptureEmptyKey = "capture_empty_opposite";
inline constexpr const char* kRemainingToOwnerKey = "remaining_to_owner";
inline constexpr const char* kEndOnAnyRowKey = "end_on_any_empty_row";

// Options are already validated by the registry (missing ones: defaults).
Rules rulesFromOptions(const Options& options);
std::unique_ptr<Game> createKalaha(const Options& options);
std::unique_ptr<Game> makeKalahaGame(const KalahaState& state);
// The concrete state behind a Game made here; nullptr for any other game.
const KalahaState* kalahaState(const Game& game);

} // namespace zv::kalaha
