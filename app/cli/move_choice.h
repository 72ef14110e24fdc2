// How the command-line tool picks moves without a computer player: chance
// outcomes by their weights, and the uniformly random player of the invariant
// sweeps. Both draw from the seeded Rng only, so a seed replays a game exactly.
#pragma once

#include "core/game.h"
#include "core/rng.h"

#include <string>
#include <vector>

namespace zv::cli {

// The index of a chance outcome, drawn with the given weights (which sum to 1;
// rounding left over at the end goes to the last outcome with weight > 0).
std::size_t drawChance(const std::vector<double>& weights, Rng& rng);

// A uniformly random index into a non-empty list of legal moves.
std::size_t drawUniform(std::size_t moveCount, Rng& rng);

// The next move of a random game: a chance outcome by weight, else any legal
// move. Empty when there is no legal move.
std::string randomMove(const Game& game, Rng& rng);

} // namespace zv::cli
