// How the computer players judge a Mühle position, for the shared search.
#pragma once

#include "games/muehle/muehle_state.h"
#include "kit/alpha_beta.h"

namespace zv::muehle {

// Counts for one seat, the raw material of the evaluation (also for tests).
struct SeatFeatures {
    int stones = 0;      // on the board and in hand
    int closedMills = 0; // complete lines of three
    int openLines = 0;   // two own stones and the third point free
    int threats = 0;     // open lines the seat can close with its next move
    int doubleMills = 0; // a stone that swings between two mills (Zwickmühle)
    int mobility = 0;    // moves to neighbouring free points
    int blocked = 0;     // stones without a free neighbour
};

SeatFeatures seatFeatures(const MuehleState& s, int seat);

// The strong player's judgement: stones first, then mills and threats, double
// mills, mobility and blocked stones, weighted by the phase of the game.
struct StrongPolicy {
    int evaluate(const MuehleState& s) const;
    int orderScore(const MuehleState& s, const Move& move) const;
};

// The weak player's judgement: counts stones only, plus a little noise that
// depends on the position and a salt drawn per move, so it varies its play.
struct WeakPolicy {
    std::uint64_t salt = 0;
    int evaluate(const MuehleState& s) const;
    int orderScore(const MuehleState& s, const Move& move) const;
};

// Score of a finished game for the seat that would move next.
int terminalScore(const MuehleState& s);

} // namespace zv::muehle
