// The state of a game of Farbcode (the Master Mind rules): one board, or two
// for the two-board variant, each with its secret code, its guesses and their
// answers. A small value type.
// Turns and answers: fc_state.cpp; notation, board keys, hash, invariants,
// seat views: description.cpp; computer players: computer_player.cpp.
// Rules and decisions: RULES.md.
//
// Seats: on board b the breaker (Rater) is seat b and the maker (Codierer)
// the other seat. With one board, seat 0 breaks and seat 1 makes the code;
// a visitor alone takes the seat of the role he wants (RULES.md, "Seats").
#pragma once

#include "core/game.h"
#include "core/rng.h"
#include "games/farbcode/fc_code.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zv::farbcode {

inline constexpr int kMaxRows = 12;
inline constexpr int kTravelRows = 6;

struct Rules {
    int rows = kMaxRows;    // twelve, or the travel version's six
    bool twoBoards = false; // each is maker on one board and breaker on the other
};

enum class Phase : std::uint8_t { SetCode, Guess, Over };
enum class MoveKind : std::uint8_t { Code, Guess };

struct Move {
    MoveKind kind = MoveKind::Guess;
    std::uint16_t code = 0;
    friend bool operator==(const Move&, const Move&) = default;
};

struct Board {
    std::uint16_t code = kNoCode; // kHidden in a view that may not see it
    std::uint8_t count = 0;       // guesses made
    bool solved = false;
    std::array<std::uint16_t, kMaxRows> guesses{};
    std::array<std::uint8_t, kMaxRows> answers{};
    bool finished(int rows) const { return solved || count >= rows; }
};

class FcState {
public:
    using Move = farbcode::Move;
    static constexpr int kMaxMoves = kCodes;

    static const GameInfo& gameInfo(); // farbcode_game.cpp

    explicit FcState(Rules rules);

    // --- what GameAdapter needs ---
    int seatCount() const { return 2; }
    int toMove() const;
    bool isOver() const { return phase_ == Phase::Over; }
    std::vector<double> result() const;
    int generateMoves(Move* out) const;
    void apply(Move move);
    std::string moveText(Move move) const;                                    // description.cpp
    std::vector<std::string> movePath(Move move) const;                       // description.cpp
    bool parseMove(std::string_view text, Move* out, std::string* why) const; // description.cpp
    std::uint64_t hash() const;                                               // description.cpp
    void describe(StateSink& sink) const;                                     // description.cpp
    std::string invariantViolation() const;                                   // description.cpp
    FcState viewFor(int seat) const;                                          // description.cpp
    FcState sampleUnseen(int seat, FastRng& rng) const;                       // description.cpp
    Move chooseMove(Level level, const SearchLimits& limits,
                    Rng& rng) const; // computer_player.cpp

    // --- queries ---
    const Rules& rules() const { return rules_; }
    Phase phase() const { return phase_; }
    int boardCount() const { return rules_.twoBoards ? 2 : 1; }
    const Board& board(int b) const { return boards_[static_cast<std::size_t>(b)]; }
    static int breakerOf(int b) { return b; }
    static int makerOf(int b) { return 1 - b; }
    // The board whose code is set next, or whose breaker guesses next.
    int currentBoard() const { return current_; }
    // The codes still possible on board b after its answers (public knowledge).
    std::vector<std::uint16_t> candidates(int b) const;
    // Guesses that count for board b at the end: the guesses made when
    // solved, one more than the rows otherwise.
    int score(int b) const;
    const char* endReason() const;

private:
    Board& boardRef(int b) { return boards_[static_cast<std::size_t>(b)]; }
    void nextTurn();

    Rules rules_;
    Phase phase_ = Phase::SetCode;
    std::int8_t current_ = 0;
    std::array<Board, 2> boards_{};
};

} // namespace zv::farbcode
