// Where each player left the perfect line: after a game on a board the
// solver has solved, the game is replayed move by move against the table;
// a move is off the line when another move would have kept a better final
// margin for its player (both playing perfectly afterwards). The end screen
// shows each seat's first such move (RULES.md, "The solver").
#pragma once

#include "games/kalaha/kalaha_state.h"
#include "games/kalaha/solver.h"

#include <array>
#include <string>

namespace zv::kalaha {

struct SeatLine {
    int move = 0; // the seat's own move number (1 = its first) where it left the line; 0: never
    int ply = -1; // the game's ply of that move
    std::string played;   // the move made there
    std::string best;     // a move that kept the perfect margin
    int playedMargin = 0; // the seat's final margin after the move played, perfect play after
    int bestMargin = 0;   // ... after the best move
};

struct LineReport {
    bool available = false; // the game's moves are known and the table holds them
    int perfectStart = 0;   // the first player's margin under perfect play from the start
    std::array<SeatLine, 2> seats;
};

// For a game that began at the start (historyComplete()).
LineReport perfectLine(const KalahaState& game, const Solver& solver);

} // namespace zv::kalaha
