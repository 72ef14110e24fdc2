// One self-play game with every check `selfplay` promises: the game's own
// invariants after every move, the interface's promises (moves, touch paths
// and chance weights aligned, legal moves accepted, a seat or chance to move,
// a result once over), and an end before the ply cap.
#pragma once

#include "core/game.h"
#include "core/record.h"

#include <cstdint>
#include <string>
#include <vector>

namespace zv::cli {

struct SelfplaySetup {
    std::string game;
    Options options;
    std::vector<Seat> seats;
    // Per seat: true plays uniformly random legal moves instead of decideFor().
    std::vector<bool> randomSeat;
    SearchLimits limits;
    int maxPlies = 20000;
};

struct SelfplayOutcome {
    bool broken = false;
    int ply = 0; // moves applied when the check failed (0: the initial position)
    std::string problem;
    int winner = -1; // seat, or -1 for a draw (when not broken)
    int loser = -1;  // the single loser among equal others (Schocken), or -1
    int plies = 0;   // record entries, chance outcomes included
    std::uint64_t finalHash = 0;
    std::string reason; // the game's "reason" key, e.g. "no_moves"
    GameRecord record;  // the moves played, also those of a broken game
};

// Each game's seed, from the run's seed and the game's number (1-based), so a
// single game can be run again alone.
std::uint64_t gameSeed(std::uint64_t runSeed, int gameNumber);

SelfplayOutcome playSelfplayGame(const SelfplaySetup& setup, std::uint64_t seed);

} // namespace zv::cli
