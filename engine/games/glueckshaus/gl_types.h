// Das Glückshaus: the small types every part of the game shares — seats and
// chips, the board's fields, rule options, moves, and the odds of two dice.
// The rules, where each comes from, and every decision: RULES.md beside this
// file.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace zv::glueckshaus {

inline constexpr int kMinSeats = 2;
inline constexpr int kMaxSeats = 6;
inline constexpr int kNobody = -1;
// The board's fields carry the sums of two dice, 2 to 12.
inline constexpr int kLowField = 2;
inline constexpr int kHighField = 12;
inline constexpr int kFields = kHighField - kLowField + 1;
inline constexpr int kPig = 2;     // Glücksschwein: the board without the 7
inline constexpr int kWedding = 7; // Hochzeit: a chip is always put here
inline constexpr int kKing = 12;   // König: the whole board, the 7 included
inline constexpr int kFour = 4;    // missing on many boards (option)
// Chips per player at the start: the lobby's range and default.
inline constexpr int kMinStartChips = 3;
inline constexpr int kMaxStartChips = 30;
inline constexpr int kDefaultStartChips = 10;
// Rounds before the game is counted (0: no limit).
inline constexpr int kMaxRounds = 50;
inline constexpr int kDefaultRounds = 0;
inline constexpr int kMaxChips = kMaxSeats * kMaxStartChips;

// What a throw of four does (boards with and without the field 4).
enum class Four : std::uint8_t {
    Ordinary, // the field exists and works like 3, 5, 6, 8 ...
    Nothing,  // no field: nothing happens
    House,    // no field: the thrower pays a chip to the house (the board's owner)
};
// When a player drops out.
enum class OutRule : std::uint8_t {
    CannotPay, // when he must put down a chip and has none
    NoChips,   // as soon as his last chip is gone
};
// When the game ends.
enum class EndRule : std::uint8_t {
    LastStanding, // when one player is left: he wins (and takes the board)
    FirstOut,     // when the first player drops out: the most chips win
};

struct Rules {
    int startChips = kDefaultStartChips;
    Four four = Four::Ordinary;
    OutRule out = OutRule::CannotPay;
    EndRule end = EndRule::FirstOut; // the kiosk's default (RULES.md, "The end")
    int rounds = kDefaultRounds;     // 0: no limit; else after so many rounds the most chips win
};

enum class Phase : std::uint8_t {
    Throw, // the player to move takes the dice ("throw")
    Roll,  // the two dice are in the air (chance)
    Over,
};

enum class MoveKind : std::uint8_t {
    Throw, // "throw": the player throws (his only choice, and the same for a computer)
    Roll,  // chance: "roll 3-5" (ascending)
};

struct Move {
    MoveKind kind = MoveKind::Throw;
    std::uint8_t low = 0, high = 0; // Roll: the two dice, low <= high
    friend bool operator==(const Move&, const Move&) = default;
};

// What the last throw did, for the board and the scenarios.
enum class Action : std::uint8_t {
    None,
    Placed,  // an empty field got the thrower's chip
    Took,    // an occupied field gave its chip to the thrower
    Wedding, // the 7: one more chip on the Hochzeit
    Pig,     // the 2: the board without the 7 to the thrower
    King,    // the 12: the whole board to the thrower
    Nothing, // the 4 on a board without it
    House,   // the 4: a chip to the house
    Out,     // he had to pay and had nothing: he drops out
};
std::string_view actionKey(Action action);

// The ways of throwing each sum with two dice, out of 36.
inline constexpr int waysOfSum(int sum)
{
    return sum < 2 || sum > 12 ? 0 : 6 - (sum > 7 ? sum - 7 : 7 - sum);
}

} // namespace zv::glueckshaus
