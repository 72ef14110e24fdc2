// Halma's notation and the routes of a move. A move is written as the cells
// its piece touches: "e2-e3" for a step, "e2-e4-g6" for a chain of two jumps
// (each landing point in order), "pass" when nothing can move. The rules know
// only where a piece goes; the visitor enters a chain landing by landing, and
// the board shows it hop by hop, so every route of a move is listed for the
// touches (RULES.md, "Sprungfolgen eingeben").
#pragma once

#include "games/halma/hm_state.h"

#include <string>
#include <string_view>
#include <vector>

namespace zv::halma {

struct Route {
    Move move;
    std::vector<int> cells; // from, each landing, to; empty for a pass
    // The last landing could jump on: to stop there, it is touched again.
    bool couldContinue = false;
};

// At most this many routes are listed in one position; beyond it only each
// destination's shortest route is (RULES.md says when that happens).
inline constexpr std::size_t kMaxRoutes = 3000;

// The shortest route of a legal move (a chain with the fewest jumps; among
// equal ones the first found in the board's direction order).
Route shortestRoute(const HmState& state, Move move);
// Every route of every legal move: for each piece its steps, then every chain
// of jumps that never lands twice on one cell. The shortest route of each
// move comes first among that move's routes. Capped at kMaxRoutes.
std::vector<Route> allRoutes(const HmState& state, bool* capped = nullptr);

std::string routeText(const HmState& state, const Route& route);
// The touches: each cell of the route, and the last cell once more when the
// chain could go on from there (so the touch that stops it is never the
// start of a longer chain).
std::vector<std::string> routeTouches(const HmState& state, const Route& route);
// Reads a move text; false with *why in plain English when it is no legal
// move here.
bool parseRoute(const HmState& state, std::string_view text, Route* out, std::string* why);

} // namespace zv::halma
