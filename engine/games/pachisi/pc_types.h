// Pachisi: the small types every part of the game shares — the cross-shaped
// board and each colour's way round it, the cowrie throws and their scores,
// the castles, phases and moves. Rules and their sources: RULES.md.
//
// The board: four arms of three columns of eight squares round the
// Charkoni. Arm k belongs to seat k; seats 0 and 2 and seats 1 and 3 are
// partners (they sit opposite). A square is (arm, column, row): column 0, 1
// (the middle) and 2, row 0 beside the Charkoni to row 7 at the arm's end.
// Play and the pieces go anticlockwise: seat 0's arm is the near one (south),
// then east, north, west.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace zv::pachisi {

inline constexpr int kSeats = 4;
inline constexpr int kPieces = 4;
inline constexpr int kArms = 4;
inline constexpr int kRows = 8;
inline constexpr int kSquares = kArms * 3 * kRows; // 96
// A piece's way, counted from its first square: 0..7 down its own middle
// column, 8..71 round the outer columns of all four arms, 72..79 up its
// middle column again, 80 home in the Charkoni.
inline constexpr int kWaiting = -1; // in the Charkoni, not yet entered
inline constexpr int kHome = 80;
inline constexpr int kNobody = -1;

struct Square {
    int arm = 0, column = 0, row = 0;
    int index() const { return (arm * 3 + column) * kRows + row; }
};
// The square of a seat's piece `progress` squares along its way (0..79).
Square squareOf(int seat, int progress);
// Whether a square is shared with the other colours (the outer columns).
inline bool sharedSquare(const Square& sq)
{
    return sq.column != 1;
}
// The castles: on every arm the middle column's end square and the fourth
// square from the end of each outer column.
inline bool isCastle(const Square& sq)
{
    return (sq.column == 1 && sq.row == kRows - 1) || (sq.column != 1 && sq.row == kRows - 4);
}
inline int partnerOf(int seat)
{
    return (seat + 2) % kSeats;
}
inline bool sameSide(int a, int b)
{
    return a % 2 == b % 2;
}

struct Rules {
    // Six cowries (the common description) or seven (Herklots' Deccan
    // account): RULES.md, "Cowries".
    int shells = 6;
};

// One throw of the cowries: how many fell mouth up, its score, whether it
// is a grace (a piece may enter, and the player throws again).
struct Throw {
    int mouthsUp = 0;
    int score = 0;
    bool grace = false;
};
Throw throwOf(const Rules& rules, int mouthsUp);
// The chance of `mouthsUp` of the rules' shells falling mouth up, each shell
// taken as falling either way with equal chance.
double throwChance(const Rules& rules, int mouthsUp);

enum class Phase : std::uint8_t { Throw, Roll, Move, Over };
std::string_view phaseKey(Phase phase);

enum class MoveKind : std::uint8_t {
    Throw, // "throw"
    Roll,  // chance: "cowries 1" (one mouth up)
    Piece, // "charkoni-am1" (enter), "am8-ar8", "ah2-charkoni"
    Pass,  // "pass": moving is not compulsory
};

struct Move {
    MoveKind kind = MoveKind::Throw;
    std::int8_t value = 0; // Roll: mouths up; Piece: from (progress, kWaiting)
    std::int8_t to = 0;    // Piece: progress reached
    friend bool operator==(const Move&, const Move&) = default;
};

char armLetter(int arm);
// "am1": arm a, middle column, first row. A move's text names squares so;
// a piece on its way home up the middle column stands on the same squares
// (the position text writes it "ah8".."ah1" to tell the two apart).
std::string squareText(int seat, int progress);

} // namespace zv::pachisi
