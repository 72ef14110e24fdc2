// How the computer players judge a Kalaha position, for the kit's search.
#pragma once

#include "games/kalaha/kalaha_state.h"
#include "kit/alpha_beta.h"

#include <cstdint>

namespace zv::kalaha {

// The strong judgement, for the seat to move: the stores' difference first;
// the seeds on each row next (they go to their owner at the end under the
// usual rule); a store holding more than half of all seeds has won already,
// so the search sees a decided game as a win. Moves that earn an extra turn,
// then captures, then the rest are searched first.
struct StrongPolicy {
    int evaluate(const KalahaState& s) const;
    int orderScore(const KalahaState& s, const Move& move) const;
};

// The Beginner's judgement: the stores only, plus a little noise drawn per
// position and move (salt), so that it varies its play and misses plans.
struct WeakPolicy {
    std::uint64_t salt = 0;
    int evaluate(const KalahaState& s) const;
    int orderScore(const KalahaState& s, const Move& move) const;
};

// A finished game for its seat to move: a win, a loss or 0.
int terminalScore(const KalahaState& s);

} // namespace zv::kalaha
