// How the computer players judge a Sogo position, for the shared search.
#pragma once

#include "games/sogo/sogo_state.h"
#include "kit/alpha_beta.h"

namespace zv::sogo {

// The raw material of the evaluation for one position (also for tests).
struct LineFeatures {
    int lineScore = 0;     // open lines of the seat to move minus the opponent's
    Mask ownThreats = 0;   // empty cells that would complete a line of the seat to move
    Mask theirThreats = 0; // ... of the opponent
};

LineFeatures lineFeatures(const SogoState& s);

// The cell a bead dropped on `rod` lands on; -1 when the rod is full.
int landingCell(const SogoState& s, int rod);

// The strong player's judgement. First variant: a win the seat to move can
// take, or two threats of the opponent it cannot both stop, are decided at
// once; otherwise open lines (one, two or three beads and nothing of the
// opponent's), threats by the level they stand on (with gravity the first
// player's threats on levels 1 and 3 and the second player's on 2 and 4 come
// due when the board fills), and two threats stacked on one rod. Second
// variant: beads taken first, then the same lines as chances to take.
struct StrongPolicy {
    int evaluate(const SogoState& s) const;
    int orderScore(const SogoState& s, const Move& move) const;
};

// Score of a finished game for the seat that would move next.
int terminalScore(const SogoState& s);

} // namespace zv::sogo
