// The state of a game of Halma and its rules: the moves (a step or a chain of
// jumps, generated once per destination), applying one, and when the game
// ends. A small value type copied by the search; the routes of a jump chain
// (for the notation and the touches), the description, the evaluation and
// the computer players live in their own files. The rules and every
// decision where the source is silent: RULES.md beside this.
#pragma once

#include "core/game.h"
#include "games/halma/board.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace zv::halma {

// The game ends when this many rounds in a row bring no seat's pieces nearer
// its goal than ever before (RULES.md, "Spielende ohne Fortschritt").
inline constexpr int kStallRounds = 20;

// One move as the rules see it: a piece from one cell to another, by a step
// or by any chain of jumps (the route does not change the position). from ==
// to (the default): the seat cannot move at all and passes. (Every cell
// index, 0 to 255 on the square, names a real field.)
struct Move {
    std::uint8_t from = 0;
    std::uint8_t to = 0;
    bool isPass() const { return from == to; }
    friend bool operator==(const Move&, const Move&) = default;
};

enum class EndReason : std::uint8_t { None, Goal, BlockedGoal, Stalled };

class HmState {
public:
    using Move = halma::Move;
    // Every piece to every free cell at most.
    static constexpr int kMaxMoves = kMaxPieces * (kMaxCells - 2 * kMaxPieces) + 1;

    static const GameInfo& gameInfo(); // halma_game.cpp

    explicit HmState(const Config* config);
    // A position for scenarios and tests: the cells of each seat's pieces
    // (each as many as the set-up has) and the seat to move. nullopt with
    // *why when it cannot stand on this board.
    static std::optional<HmState> fromPosition(const Config* config,
                                               const std::vector<std::vector<int>>& pieces,
                                               int toMove, std::string* why = nullptr);

    int seatCount() const { return config_->setup.seats; }
    int toMove() const { return side_; }
    bool isOver() const { return reason_ != EndReason::None; }
    std::vector<double> result() const;
    // The moves of the seat to move, one per destination of each piece, in
    // a stable order (pieces by cell, steps before jumps); a lone pass when
    // nothing can move; none once the game is over.
    int generateMoves(Move* out) const;
    void apply(Move move);
    std::uint64_t hash() const { return hash_; }
    Move chooseMove(Level level, const SearchLimits& limits, Rng& rng) const; // computer_player.cpp
    std::string invariantViolation() const;                                   // description.cpp
    void describe(StateSink& sink, const std::vector<int>& lastRoute) const;  // description.cpp

    // The cells a jump chain from `from` can land on (the start excluded),
    // each once, in breadth-first order; `parent` gets each landing's
    // previous landing on a shortest chain.
    int jumpTargets(int from, int* out, std::array<std::int16_t, kMaxCells>* parent) const;

    const Config& config() const { return *config_; }
    int at(int cell) const { return board_[static_cast<std::size_t>(cell)]; }
    int winner() const { return winner_; }
    EndReason endReason() const { return reason_; }
    int ply() const { return ply_; }
    int pliesSinceRecord() const { return pliesSinceRecord_; }
    int pieceCell(int seat, int piece) const
    {
        return pieces_[static_cast<std::size_t>(seat)][static_cast<std::size_t>(piece)];
    }
    // The sum of every piece's steps to its goal house (0: all in it).
    int distance(int seat) const { return distance_[static_cast<std::size_t>(seat)]; }
    int bestDistance(int seat) const { return best_[static_cast<std::size_t>(seat)]; }
    int inGoal(int seat) const;
    // Whether the seat has reached its goal (the rule of the set-up for a
    // blocked house included).
    bool hasFinished(int seat) const;
    std::uint64_t computeHash() const;
    // The same position with `seat` to move (a computer player's look at
    // its own next move).
    HmState withSeatToMove(int seat) const;

private:
    void updateStatus(int mover);
    void rankStalled();

    const Config* config_;
    std::array<std::int8_t, kMaxCells> board_{};
    std::array<std::array<std::uint8_t, kMaxPieces>, kMaxSeats> pieces_{};
    std::array<std::uint16_t, kMaxSeats> distance_{};
    std::array<std::uint16_t, kMaxSeats> best_{};
    std::uint64_t hash_ = 0;
    std::uint32_t ply_ = 0;
    std::uint16_t pliesSinceRecord_ = 0;
    std::uint8_t side_ = 0;
    std::int8_t winner_ = -1; // the seat, or -1 (a shared first place or still playing)
    EndReason reason_ = EndReason::None;
    std::array<std::uint8_t, kMaxSeats> shared_{}; // the first places when shared
};

std::string_view endReasonKey(EndReason reason);

} // namespace zv::halma
