// Paschen / Elf hoch (Passe-dix) as a zv::Game: the registry's entry point,
// and a way for tests to start from any state.
#pragma once

#include "core/game.h"
#include "games/paschen/ps_state.h"

#include <memory>

namespace zv::paschen {

inline constexpr const char* kStartChipsKey = "start_chips";
inline constexpr const char* kBankRoundsKey = "bank_rounds";
inline constexpr const char* kRethrowKey = "rethrow_all_different";

// The rules from option values (already validated by the registry; missing
// keys take their defaults).
Rules rulesFromOptions(const Options& options);
std::unique_ptr<Game> createPaschen(const Options& options, int seats);
std::unique_ptr<Game> makePaschenGame(const PsState& state);
// The concrete state behind a Game made here; nullptr for any other game.
const PsState* psState(const Game& game);

} // namespace zv::paschen
