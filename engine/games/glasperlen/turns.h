// Whole turns for the computer players. A pit of n beads can be sown in up
// to n!/(stones!·…) ways; the search cannot try them all. It tries every
// distinct order (stones are interchangeable, so an order is a sequence of
// bead types, never of beads) while a pit has few, and otherwise a chosen set:
// gems kept on one's own side, gems given away, each kind of bead last (the
// last bead decides captures), and random orders. Orders that lead to the
// same position are kept once.
#pragma once

#include "games/glasperlen/gp_state.h"

#include <array>
#include <vector>

namespace zv {
class FastRng;
}

namespace zv::glasperlen {

inline constexpr int kMaxTurnSteps = 1 + kBeads + 10;

struct Turn {
    std::array<Step, kMaxTurnSteps> steps{};
    std::uint8_t count = 0;
    GpState after;
    int order = 0; // a quick score for move ordering
};

struct TurnWidth {
    int allOrdersUpTo = 60; // enumerate every distinct order when a pit has at most this many
    int randomOrders = 8;   // otherwise this many random orders besides the chosen ones
    int takeBranches = 2;   // gem choices tried at each take of an indirect capture
};

// The distinct turns (or rests of the current turn) from `state`, appended to out.
void generateTurns(const GpState& state, const TurnWidth& width, FastRng& rng,
                   std::vector<Turn>* out);
// How many orders a hand of beads can be sown in (saturating at limit + 1).
long long orderCount(const Counts& hand, long long limit);

} // namespace zv::glasperlen
