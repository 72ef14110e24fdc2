// Das Gänsespiel (the Game of the Goose): 63 fields in a spiral, two dice,
// the geese that count a throw again, the bridge, the inn, the well, the
// maze, the prison and death, the exact throw at 63, and the stake pool as
// an option. A small value type; the rules and where each comes from:
// RULES.md beside this file.
// Throws and their effects: gs_state.cpp; notation, board keys, position
// text, hash and invariants: gs_text.cpp.
//
// There is no decision in this game: a turn is "throw" (the seat to move
// throws) and the dice's fall (chance, "roll 3-6"); everything else follows
// from the fields. The computer player therefore just throws (RULES.md,
// "Computer players").
#pragma once

#include "core/game.h"
#include "core/rng.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zv::gaensespiel {

inline constexpr int kMinSeats = 2;
inline constexpr int kMaxSeats = 6;
inline constexpr int kGoal = 63;
inline constexpr int kNobody = -1;
inline constexpr int kMinStartChips = 5;
inline constexpr int kMaxStartChips = 30;
inline constexpr int kDefaultStartChips = 12;
inline constexpr int kDefaultInnTurns = 2;

// What a field does to a piece that comes to rest on it.
enum class Field : std::uint8_t {
    Plain,
    Start,
    Goose,
    Bridge,
    Inn,
    Well,
    Maze,
    Prison,
    Death,
    Goal
};
Field fieldAt(int field);
std::string_view fieldKey(Field kind);
// Where the bridge, the maze and death send a piece; -1 for other fields.
int fieldTarget(int field);

struct Rules {
    // Landing on a field where another piece stands: "swap" sends that piece
    // to the field the arriving one came from (the traditional reading);
    // "share" lets both stand there.
    bool swap = true;
    int innTurns = kDefaultInnTurns; // turns missed at the inn
    bool pool = false;               // play for chips: a stake, fines, the pool to the winner
    int startChips = kDefaultStartChips;
};

enum class MoveKind : std::uint8_t { Throw, Roll };
struct Move {
    MoveKind kind = MoveKind::Throw;
    std::uint8_t low = 0, high = 0; // Roll: the two dice, low <= high
    friend bool operator==(const Move&, const Move&) = default;
};

// What the last throw set off, for the board's announcements ("events").
enum Event : std::uint16_t {
    EvOpening = 1 << 0,  // 6+3 to 26 or 5+4 to 53 from the start
    EvGoose = 1 << 1,    // a goose: the throw counted again
    EvBridge = 1 << 2,   // 6 to 12
    EvInn = 1 << 3,      // 19: misses turns
    EvWell = 1 << 4,     // 31: held until freed
    EvMaze = 1 << 5,     // 42 back to 30
    EvPrison = 1 << 6,   // 52: held until freed
    EvDeath = 1 << 7,    // 58 back to the start
    EvBounce = 1 << 8,   // beyond 63: counted back
    EvSentBack = 1 << 9, // the piece standing there went to the mover's field
    EvFreed = 1 << 10,   // a piece in the well or the prison was freed
    EvSkipped = 1 << 11, // a seat at the inn missed its turn
    EvAllHeld = 1 << 12, // every piece held: the seat to move freed (RULES.md)
    EvFine = 1 << 13,    // a chip paid into the pool
    EvWin = 1 << 14,
};
inline constexpr int kEvents = 15;
std::string_view eventKey(int bit);

class GsState {
public:
    using Move = gaensespiel::Move;
    static constexpr int kMaxMoves = 21; // the different throws of two dice

    static const GameInfo& gameInfo(); // gaensespiel_game.cpp

    GsState(int seats, Rules rules);

    // --- what GameAdapter needs ---
    int seatCount() const { return seats_; }
    int toMove() const { return rolling_ ? kChanceSeat : current_; }
    bool isOver() const { return winner_ != kNobody; }
    std::vector<double> result() const;
    int generateMoves(Move* out) const;
    void apply(Move move);
    double chanceWeight(Move move) const { return move.low == move.high ? 1.0 / 36 : 2.0 / 36; }
    std::string moveText(Move move) const;                                    // gs_text.cpp
    std::vector<std::string> movePath(Move move) const;                       // gs_text.cpp
    bool parseMove(std::string_view text, Move* out, std::string* why) const; // gs_text.cpp
    std::uint64_t hash() const;                                               // gs_text.cpp
    void describe(StateSink& sink) const;                                     // gs_text.cpp
    std::string invariantViolation() const;                                   // gs_text.cpp
    bool setPositionText(std::string_view text, std::string* why);            // gs_text.cpp
    Move chooseMove(Level level, const SearchLimits& limits, Rng& rng) const;

    // --- queries ---
    const Rules& rules() const { return rules_; }
    int current() const { return current_; }
    int position(int seat) const { return pos_[idx(seat)]; }
    int chips(int seat) const { return chips_[idx(seat)]; }
    int pool() const { return pool_; }
    int winner() const { return winner_; }
    int turns() const { return turns_; }

private:
    static std::size_t idx(int seat) { return static_cast<std::size_t>(seat); }
    void fine(int seat);
    void land(int seat, int from);
    void passTurn();
    void visit(int field);

    Rules rules_;
    std::uint8_t seats_ = 2;
    std::int8_t current_ = 0;
    bool rolling_ = false;
    std::int8_t winner_ = kNobody;
    std::array<std::uint8_t, kMaxSeats> pos_{};
    std::array<std::uint8_t, kMaxSeats> wait_{}; // inn turns still to miss
    std::array<bool, kMaxSeats> held_{};         // in the well or the prison
    std::array<std::int16_t, kMaxSeats> chips_{};
    std::int16_t pool_ = 0;
    std::array<std::uint8_t, 2> dice_{};
    // The last throw: who moved, the fields it passed through (start, each
    // stop, each jump), who was sent back and where, who missed a turn.
    std::int8_t mover_ = kNobody;
    std::array<std::uint8_t, 12> path_{};
    std::uint8_t pathLength_ = 0;
    std::int8_t sentBack_ = kNobody;
    std::array<bool, kMaxSeats> skipped_{};
    std::uint16_t events_ = 0;
    std::int32_t turns_ = 0;
};

} // namespace zv::gaensespiel
