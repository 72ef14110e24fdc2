// The hand-written evaluation the computer players search with (RULES.md,
// "Computer players"): a score in pips for one seat, the other seat to roll
// next, built from the race (pip counts), the blots the other seat can hit
// (every one of its 36 rolls counted), made points, the longest prime, the
// home board against checkers on the bar, anchors, and in a pure race the
// pips lost to gaps when bearing off.
#pragma once

#include "games/backgammon/bg_state.h"

#include <vector>

namespace zv::backgammon {

// Positive: good for `seat`. evaluate(b, s) == -evaluate(b, 1 - s) apart
// from the roll's tempo, which goes to `onRoll`.
double evaluate(const Points& pts, int seat, int onRoll);
// The score as a chance to win for `seat` (a logistic curve fitted by hand
// to the usual race figures: 10% ahead in a long race wins about 75%).
double winChance(const Points& pts, int seat, int onRoll);
// Rolls (of 36) with which `hitter` can hit at least one blot of the other
// seat, the way is not checked for blocks.
int shotsAgainst(const Points& pts, int hitter);
// A score as a chance to win (the curve of winChance).
double chanceFromScore(const Points& pts, double score);
// The value for `me` of the board after its play, the other seat to roll:
// the mean over its 21 rolls of its best answer (computer_player.cpp; what
// the Practised and Master players search with).
double replyExpectation(const Points& board, int me);
// The boards `seat` can reach from `board` with dice a, b: the search's own
// cheaper walk (computer_player.cpp), one board per distinct position.
std::vector<Points> searchBoards(const Points& board, int seat, int a, int b);

} // namespace zv::backgammon
