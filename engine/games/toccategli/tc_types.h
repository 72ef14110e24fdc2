// Toccateglispiel: the small types every part of the game shares — the board's
// geometry, moves, marks (every point on the marker with its reason), rule
// options and phases. The rules and every decision: RULES.md beside this file.
//
// Geometry. Each player counts his own path 0..23: index 0 is his starting
// point (the two heaps), 0..5 his first board (kleiner Jan), 6..11 his second
// board with the Hucke at 11, 12..17 the opponent's second board (its first
// point 12 is the opponent's Hucke), 18..23 the Rückjan, whose last point 23 is
// the opponent's starting point. Index i of one player is index 23 - i of the
// other. The board numbers the points 1..24 from seat 0's start: seat 0's
// index i is point i + 1, seat 1's index i is point 24 - i.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace zv::toccategli {

inline constexpr int kPoints = 24;
inline constexpr int kStones = 15;
inline constexpr int kOff = 24;      // a step that reaches or passes this bears off
inline constexpr int kHucke = 11;    // own Hucke (Ruhecke), own index
inline constexpr int kOppHucke = 12; // the opponent's Hucke, own index
inline constexpr int kRoundPoints = 12;
inline constexpr int kNobody = -1;

// The absolute point 1..24 of a seat's own index.
constexpr int pointOf(int seat, int index)
{
    return seat == 0 ? index + 1 : kPoints - index;
}
// A seat's own index of absolute point 1..24.
constexpr int indexOf(int seat, int point)
{
    return seat == 0 ? point - 1 : kPoints - point;
}

enum class MoveKind : std::uint8_t {
    Lots,     // chance: each player throws one die for the first throw; a = seat 0, b = seat 1
    Dice,     // chance: the two dice, a >= b
    Play,     // the stones moved with the throw: count steps (0..2)
    Continue, // after marking twelve: play on with the Rest
    NewGame,  // after marking twelve: start a new game
    // The Schule (option): the thrower marks what he believes his throw won,
    // a = points; the opponent lets it pass, forces the right marking, or sends
    // him „in die Schule“ claiming a = points marked wrongly.
    Mark,
    Pass,
    Force,
    Schule,
};

// One stone moved by one die: from its own index; it lands on from + die, or
// bears off when that reaches kOff.
struct Step {
    std::int8_t from = -1;
    std::int8_t die = 0;
    friend bool operator==(const Step&, const Step&) = default;
};

struct Move {
    MoveKind kind = MoveKind::Play;
    std::uint8_t a = 0, b = 0;
    std::uint8_t count = 0;  // Play: dice used
    std::uint8_t gewalt = 0; // Play: the own Hucke taken "mit Gewalt" (each step is die - 1)
    std::array<Step, 2> steps{};
    friend bool operator==(const Move&, const Move&) = default;
};

// Why the marker moved (or Striche were chalked). Keys in markReasonKey().
enum class Reason : std::uint8_t {
    HitBlot,        // a Bloße hit with a simple throw: 1 per way
    HitBlotDoublet, // a Bloße hit with a doublet: 2 per way
    Nachschlag,     // the doublet's hit from a Band with a stone six behind it: 2
    HitHucke,       // the opponent's empty Hucke hit with both dice: 2
    HitHuckeDoublet,
    KleinerJan,     // six Bände in the first board, every throw: 2
    GrosserJan,     // six Bände in the second board (Zumachen), every throw: 2
    Rueckjan,       // six Bände in the Rückjan, every throw: 2
    Unplayable,     // the opponent's whole throw could not be set: 2
    UnplayablePart, // one die of the opponent's throw could not be set: 1
    BearoffBlot, // a die that may not bear off because of the opponent's Bloße on his first point:
                 // 1
    Marsch,      // all stones borne off first: 2
    MarschDoublet, // ... with a doublet: the Satz (this round of twelve) is won
    // Striche (points field = number of Striche), when twelve are marked:
    Quadrupel, // the opponent marked nothing: 4
    Triple,    // the opponent marked 1-2: 3
    Double,    // 3-6: 2
    Simple,    // 7 or more ("über dem Brett"): 1
    // The Schule:
    Marked,       // what the thrower gets of his throw's points after the review
    SchuleMark,   // the points he forgot or marked too many, for the opponent
    SchuleUnjust, // sent to school wrongly: the sender marks them back, the other marks them
};
inline constexpr int kReasons = 20;
inline constexpr int kMaxDeclared = 48; // the most a player may write with `mark N`
// The most marks one throw makes (TcState::throwMarks): at most three ways onto
// each Bloße (simple: a, b, a + b; doublet: d, 2d, the Nachschlag) and at most
// kStones Bloße, the opponent's Hucke, three Jans.
inline constexpr int kMaxThrowMarks = 3 * kStones + 1 + 3;

struct Mark {
    std::int8_t seat = kNobody;
    Reason reason = Reason::HitBlot;
    std::int8_t points = 0; // marker points, or Striche for Quadrupel..Simple
    std::int8_t at = 0;     // the absolute point concerned (hit Bloße, Hucke), 0: none
    std::int8_t from = 0;   // the absolute point of the hitting stone, 0: none
    friend bool operator==(const Mark&, const Mark&) = default;
};

constexpr bool isStriche(Reason r)
{
    return r == Reason::Quadrupel || r == Reason::Triple || r == Reason::Double ||
           r == Reason::Simple;
}

struct Rules {
    int partieStriche = 6; // the Partie ends when a player has this many Striche (6 or 8)
    bool schule = false;   // players mark their own throw's points; the opponent reviews
};

enum class Phase : std::uint8_t {
    Lots,   // chance: who throws first
    Dice,   // chance: the thrower's two dice
    Move,   // the thrower sets his stones
    Choice, // a player who marked twelve continues or starts anew
    Over,
    Declare, // Schule: the thrower marks his throw's points
    Review,  // Schule: the opponent lets it pass, forces, or sends him to school
};

// What follows a Choice.
enum class Resume : std::uint8_t { None, Move, NextThrow };

std::string_view reasonKey(Reason r);
std::string_view phaseKey(Phase p);

} // namespace zv::toccategli
