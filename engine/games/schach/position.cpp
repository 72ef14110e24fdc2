// Movement of the pieces, castling, en passant and promotion; applying a
// move (copy-make: the caller keeps the position before); attack tests;
// perft; dead positions. Every rule sentence these follow is quoted in RULES.md.
#include "games/schach/position.h"

namespace zv::schach {
namespace {

constexpr std::array<int, 8> kKnightSteps = {33, 31, 18, 14, -14, -18, -31, -33};
constexpr std::array<int, 8> kKingSteps = {1, -1, 16, -16, 17, 15, -15, -17};
constexpr std::array<int, 4> kRookSteps = {1, -1, 16, -16};
constexpr std::array<int, 4> kBishopSteps = {17, 15, -15, -17};

struct Zobrist {
    std::array<std::array<std::uint64_t, 128>, 16> piece{};
    std::uint64_t side = 0;
    std::array<std::uint64_t, 16> castling{};
    std::array<std::uint64_t, 8> epFile{};
    Zobrist()
    {
        std::uint64_t x = 0x5C4ACE5C4ACEULL; // fixed: hashes are stable across runs
        auto next = [&x] {
            std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
            return z ^ (z >> 31);
        };
        for (auto& row : piece)
            for (auto& k : row)
                k = next();
        side = next();
        for (auto& k : castling)
            k = next();
        for (auto& k : epFile)
            k = next();
    }
};
const Zobrist& zobrist()
{
    static const Zobrist z;
    return z;
}

// Castling rights that survive a move from or to each square: a king or rook
// that moves (or a rook that is taken) ends the castling it belongs to.
const std::array<std::uint8_t, 128>& castleMask()
{
    static const auto mask = [] {
        std::array<std::uint8_t, 128> m;
        m.fill(15);
        m[sq88(4, 0)] = 15 & ~(kWhiteShort | kWhiteLong);
        m[sq88(0, 0)] = 15 & ~kWhiteLong;
        m[sq88(7, 0)] = 15 & ~kWhiteShort;
        m[sq88(4, 7)] = 15 & ~(kBlackShort | kBlackLong);
        m[sq88(0, 7)] = 15 & ~kBlackLong;
        m[sq88(7, 7)] = 15 & ~kBlackShort;
        return m;
    }();
    return mask;
}

void addPawnMove(Move*& out, int from, int to, int flags, int promoRank)
{
    if (rankOf(to) == promoRank) {
        // "... muss er ... in eine Dame, einen Turm, einen Läufer oder
        // Springer der eigenen Farbe umgewandelt werden."
        for (std::uint8_t type : {kQueen, kRook, kBishop, kKnight})
            *out++ = Move{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), type,
                          static_cast<std::uint8_t>(flags | kPromotion)};
    } else {
        *out++ = Move{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), 0,
                      static_cast<std::uint8_t>(flags)};
    }
}

} // namespace

std::uint64_t zobristPiece(int piece, int sq)
{
    return zobrist().piece[piece][sq];
}
std::uint64_t zobristSide()
{
    return zobrist().side;
}
std::uint64_t zobristCastling(int rights)
{
    return zobrist().castling[rights & 15];
}
std::uint64_t zobristEp(int sq)
{
    return sq < 0 ? 0 : zobrist().epFile[fileOf(sq)];
}

std::string squareName(int sq)
{
    return {static_cast<char>('a' + fileOf(sq)), static_cast<char>('1' + rankOf(sq))};
}

int squareFromName(std::string_view name)
{
    if (name.size() != 2 || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8')
        return -1;
    return sq88(name[0] - 'a', name[1] - '1');
}

void Position::put(int sq, int piece)
{
    board_[static_cast<std::size_t>(sq)] = static_cast<std::uint8_t>(piece);
}

void Position::finishSetup()
{
    for (int sq = 0; sq < 128; ++sq)
        if (onBoard(sq) && pieceType(at(sq)) == kKing)
            king_[static_cast<std::size_t>(pieceColor(at(sq)))] = static_cast<std::uint8_t>(sq);
    const int ep = ep_;
    ep_ = -1;
    if (ep >= 0)
        placeEpIfCapturable(ep);
    hash_ = computeHash();
}

std::uint64_t Position::computeHash() const
{
    std::uint64_t h = 0;
    for (int sq = 0; sq < 128; ++sq)
        if (onBoard(sq) && at(sq))
            h ^= zobristPiece(at(sq), sq);
    if (side_ == kBlack)
        h ^= zobristSide();
    return h ^ zobristCastling(castling_) ^ zobristEp(ep_);
}

// The en-passant square is kept only when a pawn of the side to move stands
// beside the pawn that just made its double step: otherwise no capture is
// possible and the position repeats one without the double step (FIDE 9.2.3).
void Position::placeEpIfCapturable(int sq)
{
    const int pawnSq = side_ == kWhite ? sq - 16 : sq + 16;
    const int ownPawn = makePiece(side_, kPawn);
    for (int d : {-1, 1}) {
        const int s = pawnSq + d;
        if (onBoard(s) && at(s) == ownPawn) {
            ep_ = static_cast<std::int8_t>(sq);
            return;
        }
    }
}

Position Position::start()
{
    return *fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

bool Position::attacked(int sq, int byColor) const
{
    // Pawns attack diagonally forward, so look diagonally backward from sq.
    const int pawn = makePiece(byColor, kPawn);
    const int back = byColor == kWhite ? -16 : 16;
    for (int d : {-1, 1}) {
        const int s = sq + back + d;
        if (onBoard(s) && at(s) == pawn)
            return true;
    }
    const int knight = makePiece(byColor, kKnight);
    for (int step : kKnightSteps) {
        const int s = sq + step;
        if (onBoard(s) && at(s) == knight)
            return true;
    }
    const int king = makePiece(byColor, kKing);
    for (int step : kKingSteps) {
        const int s = sq + step;
        if (onBoard(s) && at(s) == king)
            return true;
    }
    const int queen = makePiece(byColor, kQueen);
    const int rook = makePiece(byColor, kRook);
    const int bishop = makePiece(byColor, kBishop);
    for (int step : kRookSteps)
        for (int s = sq + step; onBoard(s); s += step)
            if (at(s)) {
                if (at(s) == rook || at(s) == queen)
                    return true;
                break;
            }
    for (int step : kBishopSteps)
        for (int s = sq + step; onBoard(s); s += step)
            if (at(s)) {
                if (at(s) == bishop || at(s) == queen)
                    return true;
                break;
            }
    return false;
}

int Position::generatePseudo(Move* out, bool capturesOnly) const
{
    Move* const begin = out;
    const int us = side_;
    const int them = us ^ 1;
    auto enemy = [&](int s) { return at(s) != 0 && pieceColor(at(s)) == them; };
    auto add = [&](int from, int to, int flags) {
        *out++ = Move{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), 0,
                      static_cast<std::uint8_t>(flags)};
    };
    const int forward = us == kWhite ? 16 : -16;
    const int startRank = us == kWhite ? 1 : 6;
    const int promoRank = us == kWhite ? 7 : 0;
    for (int from = 0; from < 128; ++from) {
        if (!onBoard(from)) {
            from += 7;
            continue;
        }
        const int piece = at(from);
        if (piece == 0 || pieceColor(piece) != us)
            continue;
        const int type = pieceType(piece);
        if (type == kPawn) {
            const int one = from + forward;
            // Steps forward onto an empty square; from the start row also two.
            if (onBoard(one) && at(one) == 0 && (!capturesOnly || rankOf(one) == promoRank)) {
                addPawnMove(out, from, one, kQuiet, promoRank);
                const int two = one + forward;
                if (!capturesOnly && rankOf(from) == startRank && at(two) == 0)
                    add(from, two, kDoublePush);
            }
            // Captures diagonally forward, also en passant.
            for (int d : {-1, 1}) {
                const int to = one + d;
                if (!onBoard(to))
                    continue;
                if (enemy(to))
                    addPawnMove(out, from, to, kCapture, promoRank);
                else if (to == ep_)
                    add(from, to, kCapture | kEnPassant);
            }
            continue;
        }
        auto steps = [&](const auto& list, bool slide) {
            for (int step : list)
                for (int to = from + step; onBoard(to); to += step) {
                    if (at(to) == 0) {
                        if (!capturesOnly)
                            add(from, to, kQuiet);
                    } else {
                        if (enemy(to))
                            add(from, to, kCapture);
                        break;
                    }
                    if (!slide)
                        break;
                }
        };
        switch (type) {
        case kKnight:
            steps(kKnightSteps, false);
            break;
        case kBishop:
            steps(kBishopSteps, true);
            break;
        case kRook:
            steps(kRookSteps, true);
            break;
        case kQueen:
            steps(kRookSteps, true);
            steps(kBishopSteps, true);
            break;
        case kKing:
            steps(kKingSteps, false);
            break;
        default:
            break;
        }
    }
    // Castling: king and rook unmoved (the rights), the squares between them
    // empty, the king not in check and not crossing or landing on an
    // attacked square.
    if (!capturesOnly && castling_) {
        const int rank = us == kWhite ? 0 : 7;
        const int e = sq88(4, rank);
        const int shortRight = us == kWhite ? kWhiteShort : kBlackShort;
        const int longRight = us == kWhite ? kWhiteLong : kBlackLong;
        const int king = makePiece(us, kKing), rook = makePiece(us, kRook);
        if ((castling_ & shortRight) && at(e) == king && at(e + 3) == rook && at(e + 1) == 0 &&
            at(e + 2) == 0 && !attacked(e, them) && !attacked(e + 1, them) &&
            !attacked(e + 2, them))
            add(e, e + 2, kCastle);
        if ((castling_ & longRight) && at(e) == king && at(e - 4) == rook && at(e - 1) == 0 &&
            at(e - 2) == 0 && at(e - 3) == 0 && !attacked(e, them) && !attacked(e - 1, them) &&
            !attacked(e - 2, them))
            add(e, e - 2, kCastle);
    }
    return static_cast<int>(out - begin);
}

bool Position::make(const Move& m)
{
    const int us = side_;
    const int piece = at(m.from);
    std::uint64_t h = hash_ ^ zobristCastling(castling_) ^ zobristEp(ep_) ^ zobristSide();
    h ^= zobristPiece(piece, m.from);
    if (m.flags & kEnPassant) {
        const int victimSq = us == kWhite ? m.to - 16 : m.to + 16;
        h ^= zobristPiece(at(victimSq), victimSq);
        board_[static_cast<std::size_t>(victimSq)] = 0;
    } else if (at(m.to)) {
        h ^= zobristPiece(at(m.to), m.to);
    }
    const int placed = (m.flags & kPromotion) ? makePiece(us, m.promo) : piece;
    board_[m.to] = static_cast<std::uint8_t>(placed);
    board_[m.from] = 0;
    h ^= zobristPiece(placed, m.to);
    if (m.flags & kCastle) {
        // "Der König zieht zwei Felder in Richtung des Turms, und dieser
        // springt auf jenes Feld, das der König überquert hat."
        const bool shortSide = m.to > m.from;
        const int rookFrom = shortSide ? m.from + 3 : m.from - 4;
        const int rookTo = shortSide ? m.from + 1 : m.from - 1;
        const int rook = at(rookFrom);
        board_[static_cast<std::size_t>(rookTo)] = board_[static_cast<std::size_t>(rookFrom)];
        board_[static_cast<std::size_t>(rookFrom)] = 0;
        h ^= zobristPiece(rook, rookFrom) ^ zobristPiece(rook, rookTo);
    }
    if (pieceType(piece) == kKing)
        king_[static_cast<std::size_t>(us)] = m.to;
    castling_ &= castleMask()[m.from] & castleMask()[m.to];
    halfmove_ = (pieceType(piece) == kPawn || (m.flags & kCapture)) ? 0 : halfmove_ + 1;
    if (us == kBlack)
        ++fullmove_;
    side_ = static_cast<std::uint8_t>(us ^ 1);
    ep_ = -1;
    if (m.flags & kDoublePush)
        placeEpIfCapturable((m.from + m.to) / 2);
    hash_ = h ^ zobristCastling(castling_) ^ zobristEp(ep_);
    return !attacked(king_[static_cast<std::size_t>(us)], us ^ 1);
}

bool Position::isLegal(const Move& move) const
{
    Position next = *this;
    return next.make(move);
}

int Position::generateLegal(Move* out) const
{
    std::array<Move, kMaxMoves> pseudo;
    const int n = generatePseudo(pseudo.data());
    int legal = 0;
    for (int i = 0; i < n; ++i)
        if (isLegal(pseudo[static_cast<std::size_t>(i)]))
            out[legal++] = pseudo[static_cast<std::size_t>(i)];
    return legal;
}

bool Position::hasLegalMove() const
{
    std::array<Move, kMaxMoves> pseudo;
    const int n = generatePseudo(pseudo.data());
    for (int i = 0; i < n; ++i)
        if (isLegal(pseudo[static_cast<std::size_t>(i)]))
            return true;
    return false;
}

std::uint64_t Position::perft(int depth) const
{
    std::array<Move, kMaxMoves> pseudo;
    const int n = generatePseudo(pseudo.data());
    std::uint64_t total = 0;
    for (int i = 0; i < n; ++i) {
        Position next = *this;
        if (!next.make(pseudo[static_cast<std::size_t>(i)]))
            continue;
        total += depth <= 1 ? 1 : next.perft(depth - 1);
    }
    return total;
}

} // namespace zv::schach
