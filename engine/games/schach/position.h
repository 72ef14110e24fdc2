// A chess position and its rules of movement: the board (0x88 mailbox), the
// side to move, castling rights, the en-passant square and the move clocks.
// A small value type: the search copies it for every move (copy-make), which
// keeps "undo" out of the code. Move generation is position.cpp, FEN fen.cpp;
// the game around it (end of game, repetition, records) is schach_state.h.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace zv::schach {

inline constexpr int kWhite = 0; // seat 0, moves first
inline constexpr int kBlack = 1;

// Piece codes: the type in the low three bits, black with bit 3 set.
enum PieceType : std::uint8_t { kNone = 0, kPawn, kKnight, kBishop, kRook, kQueen, kKing };
inline constexpr std::uint8_t kBlackBit = 8;
inline constexpr int pieceType(int piece)
{
    return piece & 7;
}
inline constexpr int pieceColor(int piece)
{
    return (piece & kBlackBit) ? kBlack : kWhite;
}
inline constexpr std::uint8_t makePiece(int color, int type)
{
    return static_cast<std::uint8_t>(type | (color == kBlack ? kBlackBit : 0));
}

// 0x88 squares: rank * 16 + file; a square is off the board when sq & 0x88.
inline constexpr int sq88(int file, int rank)
{
    return rank * 16 + file;
}
inline constexpr int fileOf(int sq)
{
    return sq & 7;
}
inline constexpr int rankOf(int sq)
{
    return sq >> 4;
}
inline constexpr bool onBoard(int sq)
{
    return (sq & 0x88) == 0;
}
std::string squareName(int sq);            // "e4"
int squareFromName(std::string_view name); // -1 when not a square

// Castling rights, one bit each.
inline constexpr std::uint8_t kWhiteShort = 1, kWhiteLong = 2, kBlackShort = 4, kBlackLong = 8;

enum MoveFlag : std::uint8_t {
    kQuiet = 0,
    kCapture = 1,
    kDoublePush = 2,
    kEnPassant = 4,
    kCastle = 8,
    kPromotion = 16,
};

struct Move {
    std::uint8_t from = 0, to = 0; // 0x88 squares
    std::uint8_t promo = 0;        // piece type for a promotion, else 0
    std::uint8_t flags = 0;
    friend bool operator==(const Move&, const Move&) = default;
};

// The most legal moves any chess position has is 218; pseudo-legal ones stay below 256.
inline constexpr int kMaxMoves = 256;

class Position {
public:
    static Position start();
    // Forsyth-Edwards Notation (fen.cpp). nullopt with *why when the text is
    // no legal chess position (see RULES.md "Positions").
    static std::optional<Position> fromFen(std::string_view fen, std::string* why = nullptr);
    std::string fen() const;

    int at(int sq) const { return board_[static_cast<std::size_t>(sq)]; }
    int side() const { return side_; }
    int castling() const { return castling_; }
    int epSquare() const { return ep_; } // -1 when no en-passant capture is possible
    int halfmoveClock() const { return halfmove_; }
    int fullmoveNumber() const { return fullmove_; }
    int kingSquare(int color) const { return king_[static_cast<std::size_t>(color)]; }
    std::uint64_t hash() const { return hash_; }

    // Is `sq` attacked by a piece of `byColor` (pins ignored: a pinned piece
    // still gives check)?
    bool attacked(int sq, int byColor) const;
    bool inCheck() const { return attacked(kingSquare(side_), side_ ^ 1); }

    // Moves that follow each piece's movement, castling only with its
    // conditions on squares (empty, not attacked); they may leave the own
    // king in check. Returns the count.
    int generatePseudo(Move* out, bool capturesOnly = false) const;
    // Legal moves: the pseudo-legal ones after which the own king is not attacked.
    int generateLegal(Move* out) const;
    bool hasLegalMove() const;
    // Plays a pseudo-legal move; false (position then undefined) when it
    // leaves the mover's king attacked.
    bool make(const Move& move);
    bool isLegal(const Move& move) const;

    // Counts leaf paths DEPTH plies deep (perft), the standard check of a
    // move generator; game ends such as repetition are not applied.
    std::uint64_t perft(int depth) const;

    // Neither side can ever mate (RULES.md "Dead positions").
    bool deadPosition() const;
    int count(int color, int type) const;

    std::uint64_t computeHash() const;
    void put(int sq, int piece); // no hash update; for set-up only
    void setSide(int side) { side_ = static_cast<std::uint8_t>(side); }
    void setCastling(int rights) { castling_ = static_cast<std::uint8_t>(rights); }
    void setEp(int sq) { ep_ = static_cast<std::int8_t>(sq); }
    void setClocks(int halfmove, int fullmove)
    {
        halfmove_ = static_cast<std::uint16_t>(halfmove);
        fullmove_ = static_cast<std::uint16_t>(fullmove);
    }
    void finishSetup(); // kings, a possible en-passant square, the hash

private:
    void placeEpIfCapturable(int sq);

    std::array<std::uint8_t, 128> board_{};
    std::uint64_t hash_ = 0;
    std::uint16_t halfmove_ = 0; // plies since the last capture or pawn move
    std::uint16_t fullmove_ = 1;
    std::array<std::uint8_t, 2> king_{};
    std::uint8_t side_ = kWhite;
    std::uint8_t castling_ = 0;
    std::int8_t ep_ = -1;
};

// Zobrist keys (position.cpp): piece on square, side, castling, en-passant file.
std::uint64_t zobristPiece(int piece, int sq);
std::uint64_t zobristSide();
std::uint64_t zobristCastling(int rights);
std::uint64_t zobristEp(int sq);

} // namespace zv::schach
