// explainMove: the reason a (from, to) touch is no legal move (explain.h).
#include "games/schach/explain.h"

#include <array>
#include <cstdlib>

namespace zv::schach {
namespace {

bool anyMove(const Position& pos, int from, int to, bool legalOnly)
{
    std::array<Move, kMaxMoves> moves;
    const int n = pos.generatePseudo(moves.data());
    for (int i = 0; i < n; ++i) {
        const Move& m = moves[static_cast<std::size_t>(i)];
        if (m.from == from && m.to == to && (!legalOnly || pos.isLegal(m)))
            return true;
    }
    return false;
}

// Could a piece of this type go from `from` to `to` on an empty board?
bool shapeFits(int type, int from, int to)
{
    const int df = fileOf(to) - fileOf(from), dr = rankOf(to) - rankOf(from);
    const int af = std::abs(df), ar = std::abs(dr);
    switch (type) {
    case kKnight:
        return (af == 1 && ar == 2) || (af == 2 && ar == 1);
    case kBishop:
        return af == ar && af > 0;
    case kRook:
        return (af == 0) != (ar == 0);
    case kQueen:
        return (af == ar && af > 0) || ((af == 0) != (ar == 0));
    case kKing:
        return af <= 1 && ar <= 1;
    default:
        return false;
    }
}

IllegalReason explainCastling(const Position& pos, int from, int to)
{
    const int us = pos.side(), them = us ^ 1;
    const bool shortSide = to > from;
    const int right = us == kWhite ? (shortSide ? kWhiteShort : kWhiteLong)
                                   : (shortSide ? kBlackShort : kBlackLong);
    const int otherRight = us == kWhite ? (shortSide ? kWhiteLong : kWhiteShort)
                                        : (shortSide ? kBlackLong : kBlackShort);
    const int rookSq = shortSide ? from + 3 : from - 4;
    if (!(pos.castling() & right)) {
        // The position keeps rights, not history: with both rights gone the
        // king moved (or both rooks did, which the board cannot tell apart).
        if (pos.at(rookSq) != makePiece(us, kRook) || (pos.castling() & otherRight))
            return IllegalReason::CastleRookMoved;
        return IllegalReason::CastleKingMoved;
    }
    const int step = shortSide ? 1 : -1;
    for (int s = from + step; s != rookSq; s += step)
        if (pos.at(s))
            return IllegalReason::CastleNotEmpty;
    if (pos.attacked(from, them))
        return IllegalReason::CastleOutOfCheck;
    if (pos.attacked(from + step, them))
        return IllegalReason::CastleThroughCheck;
    return IllegalReason::CastleIntoCheck;
}

} // namespace

IllegalReason explainMove(const Position& pos, int from, int to)
{
    if (!onBoard(from) || !onBoard(to) || pos.at(from) == 0 ||
        pieceColor(pos.at(from)) != pos.side())
        return IllegalReason::NoOwnPiece;
    if (pos.at(to) && pieceColor(pos.at(to)) == pos.side())
        return IllegalReason::OwnPieceOnTarget;
    if (anyMove(pos, from, to, true))
        return IllegalReason::None;
    const int type = pieceType(pos.at(from));
    const int homeRank = pos.side() == kWhite ? 0 : 7;
    if (type == kKing && from == sq88(4, homeRank) && rankOf(to) == homeRank &&
        std::abs(to - from) == 2)
        return explainCastling(pos, from, to);
    if (anyMove(pos, from, to, false)) {
        // The move follows the piece's movement but leaves the king attacked.
        if (type == kKing)
            return IllegalReason::KingIntoCheck;
        return pos.inCheck() ? IllegalReason::CheckNotAnswered : IllegalReason::Pinned;
    }
    if (shapeFits(type, from, to))
        return type == kKnight || type == kKing ? IllegalReason::CannotMoveLikeThat
                                                : IllegalReason::PathBlocked;
    return IllegalReason::CannotMoveLikeThat;
}

std::string_view reasonKey(IllegalReason reason)
{
    switch (reason) {
    case IllegalReason::None:
        return "legal";
    case IllegalReason::NoOwnPiece:
        return "no_own_piece";
    case IllegalReason::OwnPieceOnTarget:
        return "own_piece";
    case IllegalReason::CannotMoveLikeThat:
        return "cannot_move_like_that";
    case IllegalReason::PathBlocked:
        return "path_blocked";
    case IllegalReason::CastleKingMoved:
        return "castle_king_moved";
    case IllegalReason::CastleRookMoved:
        return "castle_rook_moved";
    case IllegalReason::CastleNotEmpty:
        return "castle_not_empty";
    case IllegalReason::CastleOutOfCheck:
        return "castle_out_of_check";
    case IllegalReason::CastleThroughCheck:
        return "castle_through_check";
    case IllegalReason::CastleIntoCheck:
        return "castle_into_check";
    case IllegalReason::Pinned:
        return "pinned";
    case IllegalReason::KingIntoCheck:
        return "king_into_check";
    case IllegalReason::CheckNotAnswered:
        return "check_not_answered";
    }
    return "";
}

} // namespace zv::schach
