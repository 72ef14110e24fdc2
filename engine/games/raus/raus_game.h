// „Raus mit dir!“ (the rules of Mensch ärgere Dich nicht) as a zv::Game: the
// registry's entry point, and a way for tests to start from any state.
#pragma once

#include "core/game.h"
#include "games/raus/rs_state.h"

#include <memory>

namespace zv::raus {

inline constexpr const char* kCompulsoryHitKey = "compulsory_hit";
inline constexpr const char* kBarriersKey = "barriers";
inline constexpr const char* kJumpInGoalKey = "jump_in_goal";
inline constexpr const char* kBounceKey = "bounce_in_goal";

Rules rulesFromOptions(const Options& options);
std::unique_ptr<Game> createRaus(const Options& options, int seats);
std::unique_ptr<Game> makeRausGame(const RsState& state);
const RsState* rsState(const Game& game);

} // namespace zv::raus
