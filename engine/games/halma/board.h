// The two Halma boards of the source and everything about them that does not
// change during a game: the 16 x 16 square board and the 121-point star,
// each cell's name and neighbours, the houses, which seat starts where and
// which house it must fill, and the distance tables the rules and the
// computer players read. Built once per set-up and shared by every state
// (a Config never changes and is never freed, so a state holds a plain
// pointer and copies stay cheap for the search).
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zv::halma {

inline constexpr int kMaxCells = 256;
inline constexpr int kMaxSeats = 6;
inline constexpr int kMaxPieces = 19;
inline constexpr int kNoCell = -1;

using CellSet = std::bitset<kMaxCells>;

enum class BoardKind : std::uint8_t { Square, Star };
// Square Halma: which moves may go diagonally ("Züge und/oder Sprünge").
enum class Diagonal : std::uint8_t { Both, StepsOnly, JumpsOnly, None };
// Square Halma for two: the houses in two corners of one side (the source:
// the goal house is empty) or in opposite corners (each fills the other's).
enum class TwoPlayerHouses : std::uint8_t { Adjacent, Opposite };
// When a player whose goal house is blocked by others has finished.
enum class BlockedGoal : std::uint8_t { FullHouse, AllPieces };

struct Setup {
    int seats = 2;
    Diagonal diagonal = Diagonal::Both;
    TwoPlayerHouses twoPlayerHouses = TwoPlayerHouses::Adjacent;
    BlockedGoal blockedGoal = BlockedGoal::FullHouse;
    friend bool operator==(const Setup&, const Setup&) = default;
};

struct Config {
    Setup setup;
    BoardKind kind = BoardKind::Square;
    int cells = 0;
    int directions = 0;      // 8 on the square, 6 on the star
    std::uint8_t stepDirs{}; // bit d: a step in direction d is allowed
    std::uint8_t jumpDirs{}; // bit d: a jump in direction d is allowed
    int piecesPerSeat = 0;
    std::vector<std::string> names;                      // per cell: "a1", ...
    std::vector<int> displayX, displayY;                 // half-units across, rows down
    std::vector<std::array<std::int16_t, 8>> next;       // per cell and direction, or -1
    std::array<int, kMaxSeats> homeCorner{};             // corner (square) or tip (star)
    std::array<int, kMaxSeats> goalCorner{};             // the opposite one
    std::array<std::vector<int>, kMaxSeats> home;        // start cells, stable order
    std::array<std::vector<int>, kMaxSeats> goal;        // the house to fill
    std::array<CellSet, kMaxSeats> goalSet;              // the same as a set
    std::array<CellSet, kMaxSeats> besideGoal;           // cells next to the goal, outside
    std::array<std::vector<int>, kMaxSeats> stepsToGoal; // steps to the nearest goal cell
    // Per seat and cell: ten times the distance to the goal's far corner or
    // tip; its 19, 13, 15 or 10 smallest cells are the goal house itself.
    std::array<std::vector<int>, kMaxSeats> depth;
    // Steps between any two cells on an empty board (cells x cells).
    std::vector<std::uint8_t> stepDistance;

    int cellIndex(std::string_view name) const;
    const std::string& name(int cell) const { return names[static_cast<std::size_t>(cell)]; }
    int neighbour(int cell, int dir) const
    {
        return next[static_cast<std::size_t>(cell)][static_cast<std::size_t>(dir)];
    }
    int steps(int a, int b) const { return stepDistance[static_cast<std::size_t>(a * cells + b)]; }
    // Whether `to` is one allowed step away from `from`.
    bool isStep(int from, int to) const;
    // The direction of an allowed jump from `from` to `to`, or -1.
    int jumpDirection(int from, int to) const;
};

// The board of a set-up: the square for two or four, the star for three, five
// or six. Returns nullptr for a seat count the boards do not take.
const Config* configFor(const Setup& setup);

} // namespace zv::halma
