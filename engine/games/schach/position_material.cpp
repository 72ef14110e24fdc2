// The material on the board: counting pieces and telling a dead position
// (no sequence of legal moves can mate), apart from the move generation in
// position.cpp.
#include "games/schach/position.h"

namespace zv::schach {

int Position::count(int color, int type) const
{
    int c = 0;
    const int piece = makePiece(color, type);
    for (int sq = 0; sq < 128; ++sq)
        if (onBoard(sq) && at(sq) == piece)
            ++c;
    return c;
}

// Dead positions detected: K-K, K+B-K, K+N-K, and kings with bishops only,
// all bishops on squares of one colour (any number, both sides). These are
// the positions in which no sequence of legal moves can mate, whatever the
// placement; RULES.md says why blocked pawn walls are not searched for.
bool Position::deadPosition() const
{
    int knights = 0, others = 0;
    int bishopColours = 0; // bit 0: a bishop on a dark square, bit 1: on a light one
    for (int sq = 0; sq < 128; ++sq) {
        if (!onBoard(sq) || at(sq) == 0)
            continue;
        switch (pieceType(at(sq))) {
        case kKing:
            break;
        case kKnight:
            ++knights;
            break;
        case kBishop:
            bishopColours |= ((fileOf(sq) + rankOf(sq)) % 2 == 0) ? 1 : 2;
            break;
        default:
            ++others;
        }
    }
    if (others > 0)
        return false;
    if (knights == 0)
        return bishopColours != 3; // no bishops, or all on one colour
    return knights == 1 && bishopColours == 0;
}

} // namespace zv::schach
