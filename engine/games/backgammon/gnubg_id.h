// GNU Backgammon's own words for a position and a move, so the kiosk can ask
// gnubg and check its answer with our rules (app/play/engines/gnubg_player).
// Pure functions; the format is gnubg's documented Position ID ("Position
// ID", GNU Backgammon manual): per seat, not on roll first, for its points 1
// to 24 and the bar as many 1-bits as checkers, then a 0-bit; 80 bits little
// endian, Base64 without padding.
#pragma once

#include "games/backgammon/bg_state.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace zv::backgammon {

// The Position ID with `onRoll` as the player on roll.
std::string gnubgPositionId(const Points& pts, int onRoll);
// The board a Position ID describes (onRoll's checkers in pts[onRoll]);
// nullopt when it is no valid ID.
std::optional<Points> pointsFromGnubgId(std::string_view id, int onRoll);

// One candidate of gnubg's "hint": its move text and equity.
struct GnubgCandidate {
    std::string move; // gnubg's words, e.g. "24/18* 13/11(2)"
    double equity = 0.0;
    double winChance = 0.0; // gnubg's chance that the mover wins, 0..1
};
// Reads the ranked candidates out of the lines "hint" prints
// ("    1. Cubeful 2-ply    8/5 6/5    Eq.: +0.200").
std::vector<GnubgCandidate> parseGnubgHint(const std::vector<std::string>& lines);

// The board after the seat to move plays gnubg's move text (combined
// moves "24/18", repeats "13/11(2)", hits "*", "bar", "off"); nullopt when
// the text cannot be read or moves a checker that is not there. Our rules
// judge the result: see playForGnubgMove.
std::optional<Points> boardAfterGnubgMove(const BgState& state, std::string_view gnubgMove);
// Our legal move (its text) that leads to the board gnubg's move leads to;
// empty when none does (then gnubg's answer is not taken).
std::string playForGnubgMove(const BgState& state, std::string_view gnubgMove);

} // namespace zv::backgammon
