// The "Tipp": each legal choice of the seat to move, with the expected final
// score the optimal solitaire strategy reaches from it (the points already on
// the seat's sheet plus the expected points still to come, bonus included).
// The Master plays the best of them; describe() shows them when the rule set
// asks for tips. Cheap once the solver's table exists (one turn's program,
// some microseconds); the first call of a process waits for the table.
#pragma once

#include "games/fuenf_wuerfel/fw_state.h"

#include <vector>

namespace zv::fuenf_wuerfel {

struct Tip {
    Move move;
    double expectedFinal = 0;
};

// Empty for a chance move or a finished game. In the order of generateMoves().
std::vector<Tip> tipsFor(const FwState& state);

// Starts building the table for these rules on a thread of its own, so that
// the first tip or Master move need not wait (the game does this when tips
// are shown). Returns at once.
void prepareSolver(const Rules& rules);

} // namespace zv::fuenf_wuerfel
