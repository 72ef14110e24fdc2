// How good a Toccateglispiel position is for one seat, in marker points
// (RULES.md, "Computer players"). Used by both computer players; only the
// strong one pays for the exact expectation over the 21 throws.
#pragma once

#include "games/toccategli/tc_state.h"

namespace zv::toccategli {

// The 21 distinct throws, higher die first, with their weights (1/36 or 2/36).
struct Throw {
    int a, b;
    double weight;
};
const std::array<Throw, 21>& allThrows();

// Expected points `seat` marks with his next throw before setting a stone:
// hits on Bloße, the opponent's Hucke, the Jans held (exact over 21 throws).
double expectedThrowPoints(const TcState& s, int seat);

// Board shape for `seat` alone: Bände toward the Jans, the Hucke, Bloße, the
// Force, the race. No dice expectation (cheap).
double shape(const TcState& s, int seat);

// Score, Striche and shape for `me` minus the opponent's. strong adds the
// exact expectation of both players' next throws.
double evaluate(const TcState& s, int me, bool strong);

} // namespace zv::toccategli
