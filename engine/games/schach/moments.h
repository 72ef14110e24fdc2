// The end screen's "three moments where the game turned": every position of
// the game is evaluated by a quick look (the exchanges the side to move can
// start, played to their end: deterministic and fast), and the three moves after which the
// evaluation changed most are told in a child's words (the board words
// them; this says what happened).
#pragma once

#include "games/schach/schach_state.h"

#include <string>
#include <vector>

namespace zv::schach {

struct Moment {
    int moveNumber = 0; // the chess move number (White's and Black's move share one)
    int color = kWhite; // who made the move
    // "mate": it mated; "captured": it won the piece `piece`; "promoted";
    // "good_move"; "left_hanging": it left `piece` to be taken by the best
    // reply; "allowed_mate": the best reply mates or forces mate; "weak_move".
    std::string kind;
    int piece = 0;   // a piece type, for captured / left_hanging / promoted
    int leader = -1; // who stands better afterwards: kWhite, kBlack or -1 (even)
    int swing = 0;   // centipawns, for the mover (negative: it lost that much)
    std::string san; // the move itself
};

// Most swinging first is not the order told: the moments come back in the
// game's order. Moves that changed the evaluation by less than a pawn are
// never moments, so a short or quiet game has fewer than `count`.
std::vector<Moment> swingMoments(const SchachState& game, int count = 3);
// "14|0|left_hanging|5|1|Qd2" (RULES.md "State for the board": moments).
std::string momentText(const Moment& m);

} // namespace zv::schach
