// How the computer players judge a Dame position, for the kit's alpha-beta.
#pragma once

#include "games/dame/dame_state.h"
#include "kit/alpha_beta.h"

namespace zv::dame {

// Score of a finished game for the seat that would move next.
int terminalScore(const DameState& s);

// The Master's and the Practised player's judgement: material (a Dame is
// worth about three stones), stones nearer the crowning row, the back row
// kept while the opponent still has stones to crown, the centre; when ahead,
// fewer pieces on the board is better (trading down wins). Pending captures
// are played out first (they are compulsory, so a position in the middle of
// an exchange is judged after it).
struct StrongPolicy {
    int evaluate(const DameState& s) const;
    int orderScore(const DameState& s, const Move& move) const;
};

// The Beginner's: material only, plus noise from a salt drawn per move.
struct WeakPolicy {
    std::uint64_t salt = 0;
    int evaluate(const DameState& s) const;
    int orderScore(const DameState& s, const Move& move) const;
};

// The static part of StrongPolicy (no captures played out), for tests.
int staticScore(const DameState& s);

} // namespace zv::dame
