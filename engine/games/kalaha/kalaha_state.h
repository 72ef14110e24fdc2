// The state of a game of Kalaha (Kalah) and its rules: sowing, the extra
// turn, the capture, the end. A small value type (copied by the search);
// notation, description, evaluation, the solver and the computer players live
// in their own files. The rules, their sources and their tests: RULES.md.
//
// Cells run in sowing order (counter-clockwise): seat 0's pits from its left
// (A, B, ...), seat 0's store (K), seat 1's pits from its left (a, b, ...),
// seat 1's store (k). Pit i of one seat lies opposite pit pits-1-i of the
// other.
#pragma once

#include "core/game.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zv::kalaha {

inline constexpr int kMinPits = 3, kMaxPits = 6;
inline constexpr int kMinSeeds = 3, kMaxSeeds = 6;
inline constexpr int kMaxCells = 2 * kMaxPits + 2;
// The moves of a game kept for the end's "where the perfect line was left"
// (analysis.h). Games on the boards the solver solves are far shorter; a
// longer game simply has no analysis.
inline constexpr int kMaxHistory = 160;

struct Rules {
    int pits = 6;  // per side
    int seeds = 4; // per pit at the start
    // The last seed in an empty own pit captures even when the opposite pit
    // is empty (the last seed alone goes to the store).
    bool captureEmptyOpposite = false;
    // At the end the seeds still on the board go to the owner of their side;
    // off: they count for nobody (they stay in their pits).
    bool remainingToOwner = true;
    // The game ends when any row is empty after a move; off: only when the
    // player to move has no seed in his row.
    bool endOnAnyEmptyRow = true;
    friend bool operator==(const Rules&, const Rules&) = default;
};

// A pit of the seat to move, 0 = its leftmost (where its sowing starts).
struct Move {
    std::int8_t pit = -1;
    friend bool operator==(const Move&, const Move&) = default;
};

enum class EndReason : std::uint8_t { None, RowEmpty };

// What one sowing did, for the board's animation and the tests.
struct SowReport {
    int from = -1; // cell emptied
    int seeds = 0; // seeds sown
    int last = -1; // cell of the last seed
    bool extraTurn = false;
    int capturePit = -1; // own pit of the last seed when it captured
    int captured = 0;    // seeds taken from the opposite pit (the last seed not counted)
    bool ended = false;
};

// The cells as a plain array (only the first 2*pits+2 are used).
using Cells = std::array<std::uint8_t, kMaxCells>;

// The rules' arithmetic on plain cells, shared by the state and the solver so
// both play exactly the same game. Sows pit `pit` of `seat`, captures, and
// when the game ends moves the remaining seeds into the stores. Returns the
// report; *nextSeat is who moves next (meaningless when it ended).
SowReport sowAndResolve(const Rules& rules, Cells& cells, int seat, int pit, int* nextSeat);

class KalahaState {
public:
    using Move = kalaha::Move;
    static constexpr int kMaxMoves = kMaxPits;
    // The extra turn: the kit's search must not change sides then (alpha_beta.h).
    static constexpr bool kSeatMayMoveAgain = true;

    static const GameInfo& gameInfo(); // kalaha_game.cpp

    explicit KalahaState(Rules rules = {});
    // A position for tests: pits of seat 0 then seat 1 (each from its left),
    // the stores, the seat to move. The seeds must add up to the rules'
    // total; an empty row ends the game as the rules say.
    static bool fromPosition(const Rules& rules, const std::vector<int>& pits0,
                             const std::vector<int>& pits1, int store0, int store1, int toMove,
                             KalahaState* out, std::string* why);

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
    std::uint64_t hash() const;
    void describe(StateSink& sink) const;   // description.cpp
    std::string invariantViolation() const; // description.cpp
    Move chooseMove(Level level, const SearchLimits& limits,
                    Rng& rng) const; // computer_player.cpp

    // --- queries ---
    const Rules& rules() const { return rules_; }
    int pits() const { return rules_.pits; }
    int cellCount() const { return 2 * rules_.pits + 2; }
    int pitCell(int seat, int pit) const { return seat * (rules_.pits + 1) + pit; }
    int storeCell(int seat) const { return seat * (rules_.pits + 1) + rules_.pits; }
    int seeds(int seat, int pit) const { return cells_[pitCell(seat, pit)]; }
    int store(int seat) const { return cells_[storeCell(seat)]; }
    int rowSeeds(int seat) const;
    int totalSeeds() const { return 2 * rules_.pits * rules_.seeds; }
    const Cells& cells() const { return cells_; }
    int winner() const { return winner_; } // seat, or -1 for a draw or while playing
    EndReason endReason() const { return reason_; }
    // The last sowing (from == -1 before the first move) and the cells before it.
    const SowReport& lastSow() const { return last_; }
    const Cells& cellsBeforeLast() const { return before_; }
    int lastMover() const { return lastMover_; }
    // The moves so far (pit numbers, each of the seat that made it), while
    // they fit (historyComplete()).
    int plies() const { return plies_; }
    // Whether the moves so far all fit and the game began at the start (not
    // from a test's position): then the history replays the game.
    bool historyComplete() const { return fromStart_ && plies_ <= kMaxHistory; }
    int historyPit(int ply) const { return history_[static_cast<std::size_t>(ply)]; }
    // The cell name: "A".."F" seat 0's pits, "K" its store, "a".."f", "k" seat 1's.
    std::string cellName(int cell) const; // notation.cpp

private:
    void finish();

    Cells cells_{};
    Cells before_{};
    SowReport last_;
    Rules rules_;
    std::uint8_t side_ = 0;
    std::int8_t winner_ = -1;
    std::int8_t lastMover_ = -1;
    EndReason reason_ = EndReason::None;
    bool fromStart_ = true;
    std::uint16_t plies_ = 0;
    std::array<std::uint8_t, kMaxHistory> history_{};
};

std::string_view endReasonKey(EndReason reason);

} // namespace zv::kalaha
