// The state of a game of Sogo and its rules: move generation, applying a move,
// and when the game ends. A small value type (copied by the search): two
// 64-bit masks of beads, the counts, the hash. Notation, description,
// evaluation and the computer player live in their own files. The rules and
// every decision where the source is silent: RULES.md beside this.
#pragma once

#include "core/game.h"
#include "games/sogo/board.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace zv::sogo {

inline constexpr int kLight = 0; // seat 0, the light beads, moves first
inline constexpr int kDark = 1;
inline constexpr int kBeadsPerSeat = kCells / 2; // 64 beads in the box, 32 of each colour

// take < 0: nothing is taken (always in the first variant). No member
// initialisers: the search keeps arrays of 512 moves per ply, and filling
// them first would cost more than the move generation itself.
struct Move {
    std::int8_t rod;
    std::int8_t take; // the opposing bead's cell, second variant
    friend bool operator==(const Move&, const Move&) = default;
};

enum class EndReason : std::uint8_t { None, Mill, BoardFull, AllPlaced };

// Which beads a mill may take in the second variant.
enum class TakeFrom : std::uint8_t {
    Any, // any bead not in a mill; the beads above it slide down the rod (default)
    Top, // only a bead at the top of its rod
};

struct Rules {
    // The source's second variant: a mill takes an opposing bead, and whoever
    // has taken the most beads when all 64 are placed wins.
    bool captures = false;
    TakeFrom takeFrom = TakeFrom::Any;
};

class SogoState {
public:
    using Move = sogo::Move;
    // 16 rods times at most 32 opposing beads to take.
    static constexpr int kMaxMoves = kRods * kBeadsPerSeat;

    static const GameInfo& gameInfo(); // sogo_game.cpp

    explicit SogoState(Rules rules = {});
    // A position for tests: beads of each colour, beads taken so far by each
    // seat (second variant), the seat to move. nullopt with *why when it
    // cannot arise (overlap, a bead in the air, counts that do not fit
    // alternate play, a mill already standing in the first variant).
    static std::optional<SogoState> fromPosition(Mask light, Mask dark, int toMove,
                                                 std::array<int, 2> taken = {0, 0},
                                                 Rules rules = {}, std::string* why = nullptr);

    // --- what GameAdapter needs ---
    int seatCount() const { return 2; }
    int toMove() const { return side_; }
    bool isOver() const { return reason_ != EndReason::None; }
    std::vector<double> result() const;
    int generateMoves(Move* out) const;
    void apply(Move move);
    std::string moveText(Move move) const;                                    // notation.cpp
    std::vector<std::string> movePath(Move move) const;                       // notation.cpp
    bool parseMove(std::string_view text, Move* out, std::string* why) const; // notation.cpp
    std::uint64_t hash() const { return hash_; }
    void describe(StateSink& sink) const;   // description.cpp
    std::string invariantViolation() const; // description.cpp
    Move chooseMove(Level level, const SearchLimits& limits,
                    Rng& rng) const; // computer_player.cpp

    // --- queries for notation, evaluation and tests ---
    const Rules& rules() const { return rules_; }
    Mask beads(int seat) const { return beads_[seat]; }
    Mask occupied() const { return beads_[0] | beads_[1]; }
    // Where a bead dropped on each rod lands (one cell per rod that is not full).
    Mask landing() const { return landingCells(occupied()); }
    int onBoard(int seat) const { return popcount(beads_[seat]); }
    int placed(int seat) const { return placed_[seat]; }
    int inSupply(int seat) const { return kBeadsPerSeat - placed_[seat]; }
    int taken(int seat) const { return taken_[seat]; } // opposing beads this seat took
    int winner() const { return winner_; }             // seat, or -1 for a draw or while playing
    EndReason endReason() const { return reason_; }
    int lastCell() const { return lastCell_; } // where the last bead landed, -1 at the start
    int plies() const { return placed_[0] + placed_[1]; }
    // The opposing beads a mill closed now by the seat to move may take
    // (empty: the opponent has nothing to take).
    Mask takeableBeads() const;
    std::uint64_t computeHash() const;

private:
    void removeBead(int cell);

    std::uint64_t hash_ = 0;
    std::array<Mask, 2> beads_{};
    std::array<std::uint8_t, 2> placed_{};
    std::array<std::uint8_t, 2> taken_{};
    std::uint8_t side_ = kLight;
    std::int8_t winner_ = -1;
    std::int8_t lastCell_ = -1;
    EndReason reason_ = EndReason::None;
    Rules rules_;
};

std::string_view endReasonKey(EndReason reason);

} // namespace zv::sogo
