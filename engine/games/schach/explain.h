// Why a move the visitor tried is not allowed: one reason key per (from, to)
// pair, which the board turns into a sentence (German and English). The
// order of the checks goes from the most particular reason to the most
// general, so a pinned bishop that also could not reach the square is told
// "a bishop cannot move like that" (RULES.md "Why?").
#pragma once

#include "games/schach/position.h"

#include <string_view>

namespace zv::schach {

enum class IllegalReason {
    None,               // the move is legal
    NoOwnPiece,         // nothing of the side to move on `from`
    OwnPieceOnTarget,   // a piece of one's own stands there
    CannotMoveLikeThat, // the piece does not move that way (or the way is blocked)
    PathBlocked,        // the way there is blocked by another piece
    CastleKingMoved,    // castling after the king has moved
    CastleRookMoved,    // castling after that rook has moved (or without it)
    CastleNotEmpty,     // a square between king and rook is occupied
    CastleOutOfCheck,   // castling while in check
    CastleThroughCheck, // the king would cross an attacked square
    CastleIntoCheck,    // the king would land on an attacked square
    Pinned,             // the piece shields its king from an attacker
    KingIntoCheck,      // the king would step onto an attacked square
    CheckNotAnswered,   // the king is in check and this move does not end it
};

IllegalReason explainMove(const Position& pos, int from, int to);
std::string_view reasonKey(IllegalReason reason);

} // namespace zv::schach
