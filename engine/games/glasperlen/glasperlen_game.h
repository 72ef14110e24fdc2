// Glasperlenspiel as a zv::Game: the registry's entry point, and a way for
// tests to start from any position.
//
// Not a GameAdapter: a move here is one decision of a turn (pick a pit, place
// a bead, take a gem), but play() also takes a whole turn as the source writes
// it ("E530110000000 xa5") and the closing resignation ("Nord gibt auf"), and
// computerMove() answers with the rest of its turn in one text. The adapter's
// play() knows only single moves of the generated list, so this class
// implements the interface itself.
#pragma once

#include "core/game.h"
#include "games/glasperlen/gp_state.h"

#include <memory>

namespace zv::glasperlen {

inline constexpr const char* kTournamentKey = "turnierregeln";

Rules rulesFromOptions(const Options& options);
std::unique_ptr<Game> createGlasperlen(const Options& options);
std::unique_ptr<Game> makeGlasperlenGame(const GpState& state);
// The concrete state behind a Game made here; nullptr for any other game.
const GpState* glasperlenState(const Game& game);
// Whether a text is a resignation ("Nord gibt auf", "aufgeben", "resigns").
bool isResignation(std::string_view text);

// The computer players (computer_player.cpp): the rest of the current turn.
std::vector<Step> chooseTurn(const GpState& state, Level level, const SearchLimits& limits,
                             Rng& rng);

} // namespace zv::glasperlen
