// „Raus mit dir!“ (the rules of Mensch ärgere Dich nicht under a generic
// title): the small types every part of the game shares — the board's
// size, the rule options, phases and moves. Rules and decisions: RULES.md.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace zv::raus {

inline constexpr int kMinSeats = 2;
inline constexpr int kMaxSeats = 4;
inline constexpr int kPieces = 4;
inline constexpr int kColours = 4;
inline constexpr int kRing = 40;      // fields of the round, 10 per colour
inline constexpr int kGoalFields = 4; // the goal row („Ziel“) of each colour
inline constexpr int kYard = -1;      // a piece in its Startposition („B“ fields)
// A piece's place counted from its own start field: 0..39 on the round,
// 40..43 in its goal row.
inline constexpr int kFirstGoal = kRing;
inline constexpr int kLastGoal = kRing + kGoalFields - 1;
inline constexpr int kTries = 3; // „drei Versuche, die nötige Sechsziffer zu würfeln“
inline constexpr int kNobody = -1;

struct Rules {
    // Optional rule 1: „Wer ... eine gegnerische Figur schlagen kann, muss
    // dies tun (Schlagzwang) ... so dürfen die Gegner ... ‚pusten‘“.
    bool compulsoryHit = false;
    // Optional rule 2: two own pieces on one field form a barrier.
    bool barriers = false;
    // The source is silent on the goal row (RULES.md, "Decisions"): by
    // default a piece may pass own pieces inside it; the other reading
    // forbids jumping there.
    bool jumpInGoal = true;
    // By default a throw that would carry past the last goal field cannot be
    // played; the other reading bounces back from the end.
    bool bounceInGoal = false;
};

enum class Phase : std::uint8_t {
    Throw,  // the seat to move touches the die
    Roll,   // the die is in the air (chance)
    Move,   // the seat to move chooses a piece
    Pusten, // an opponent may blow away a piece of a player who overlooked a hit
    Over,
};
std::string_view phaseKey(Phase phase);

enum class MoveKind : std::uint8_t {
    Throw, // "throw"
    Roll,  // chance: "roll 4"
    Piece, // "ya-1" (out), "12-18", "38-za2", "za1-za3"
    Blow,  // "blow 12": send the overlooking player's piece on field 12 home
    Pass,  // "pass": do not blow
};

struct Move {
    MoveKind kind = MoveKind::Throw;
    std::int8_t value = 0; // Roll: the die; Piece: from (relative place, -1 yard); Blow: the piece
    std::int8_t to = 0;    // Piece: relative place reached
    friend bool operator==(const Move&, const Move&) = default;
};

// The colour letter of a colour 0..3 ('a'..'d'), and the colour a seat
// plays: seat k takes colour k (red, blue, green, yellow on the board), so a
// seat's name is its colour's whatever the number of players.
char colourLetter(int colour);
int seatColour(int seats, int seat);

// The exact chance of throwing a six within the three tries, as a reduced
// fraction, counted over the 216 ordered throws of three tries (odds.cpp).
struct ThreeTriesOdds {
    int numerator = 0;
    int denominator = 1;
    double value() const { return static_cast<double>(numerator) / denominator; }
};
ThreeTriesOdds threeTriesOdds();

} // namespace zv::raus
