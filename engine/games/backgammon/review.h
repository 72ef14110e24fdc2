// After a game: the turns a person played, and how much each one gave away
// against the best play, for the end screen's "your biggest mistake". GNU
// Backgammon judges them when it is installed (app/play/engines/); these are
// the parts that need no program: the turns out of a game's moves, and our
// own judgement (the Practised player's 1-ply search) as the fallback.
#pragma once

#include "games/backgammon/bg_state.h"

#include <string>
#include <vector>

namespace zv::backgammon {

struct ReviewedTurn {
    int seat = 0;
    int number = 0; // the seat's own turn count, from 1
    BgState before; // the dice thrown, the turn not yet played
    std::string played;
};

// The turns of the seats marked true in `reviewed`, replayed from the start
// with `rules`; only turns with a real choice (two or more different
// positions to reach). Stops quietly at a move that does not replay.
std::vector<ReviewedTurn> choiceTurns(const Rules& rules, const std::vector<std::string>& moves,
                                      const std::vector<bool>& reviewed);

// How a play compares with the best, as the mover's chances to win (0..1).
struct Judgement {
    std::string best; // our notation
    double playedChance = 0.0;
    double bestChance = 0.0;
    double loss() const { return bestChance - playedChance; }
};
Judgement judgeWithOwnSearch(const ReviewedTurn& turn);

// The board a move text leads to; false when it is not legal there.
bool boardAfter(const BgState& before, const std::string& move, Points* out);

} // namespace zv::backgammon
