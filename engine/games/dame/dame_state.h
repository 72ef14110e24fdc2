// The state of a game of Dame (draughts) and its rules: move generation
// (move_generation.cpp), applying a move and when the game ends (here and in
// dame_state.cpp). A value type copied by the search; notation, evaluation,
// the endgame tables and the computer player live in their own files. The
// rules and every decision where the source is silent: RULES.md beside this.
#pragma once

#include "core/game.h"
#include "games/dame/board.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace zv::dame {

inline constexpr int kDark = 0;  // seat 0: the dark stones, at the bottom, begins
inline constexpr int kLight = 1; // seat 1: the light stones, at the top
// Draw when the same position with the same seat to move occurs this often.
inline constexpr int kRepetitionCount = 3;
inline constexpr int kMaxDrawMoves = 50; // the largest draw_moves option
// The longest capture chain: every opposing stone once (Dame 100: 20).
inline constexpr int kMaxHops = 20;

// Which capture sequence a player may choose when several are possible.
enum class CaptureChoice : std::uint8_t { Free, Most };
// Where a Dame lands after jumping a stone.
enum class Landing : std::uint8_t { Behind, Any };
// A stone that reaches the far row in the middle of a capture.
enum class Crowning : std::uint8_t { Stop, Dame, Stone };

struct Rules {
    int size = 8;                // 8 (12 stones each) or 10 (Dame 100, 20 stones)
    bool menCaptureBack = false; // may a stone jump backwards?
    CaptureChoice choice = CaptureChoice::Free;
    Landing landing = Landing::Behind;
    Crowning crowning = Crowning::Stop;
    int drawMoves = 25; // moves each with only Damen moving and nothing taken: a draw
    int stonesPerSeat() const { return size == 10 ? 20 : 12; }
    friend bool operator==(const Rules&, const Rules&) = default;
};

// A move: the start square and the squares it lands on, in order (one for a
// step, one per jump for a capture), and the opposing pieces it jumps.
struct Move {
    Mask captured = 0;
    std::int8_t from = -1;
    std::uint8_t hops = 0;
    std::array<std::int8_t, kMaxHops> path{};
    int to() const { return path[static_cast<std::size_t>(hops - 1)]; }
    friend bool operator==(const Move&, const Move&) = default;
};

enum class EndReason : std::uint8_t { None, NoPieces, NoMoves, Repetition, MoveLimit };

class DameState {
public:
    using Move = dame::Move;
    // Flying Damen on 10x10 with 20 a side stay far below this; the capture
    // generator stops adding sequences at the limit instead of overflowing.
    static constexpr int kMaxMoves = 320;

    static const GameInfo& gameInfo(); // dame_game.cpp

    explicit DameState(Rules rules = {});
    // Men and Damen of each seat and the seat to move, for tests, tables and
    // the scenarios' "position"; nullopt with *why when it cannot be a Dame
    // position (overlap, a stone on its crowning row, too many pieces).
    static std::optional<DameState> fromMasks(const Rules& rules, std::array<Mask, 2> men,
                                              std::array<Mask, 2> damen, int toMove,
                                              std::string* why = nullptr);
    // "dark: c3 e3 Dd4 / light: f6 Dh8 / dark" (notation.cpp; RULES.md).
    static std::optional<DameState> fromText(const Rules& rules, std::string_view text,
                                             std::string* why = nullptr);
    bool setPositionText(std::string_view text, std::string* why);

    // --- what GameAdapter needs ---
    int seatCount() const { return 2; }
    int toMove() const { return side_; }
    bool isOver() const { return reason_ != EndReason::None; }
    std::vector<double> result() const;
    int generateMoves(Move* out) const; // move_generation.cpp
    void apply(const Move& move);
    std::string moveText(const Move& move) const;                             // notation.cpp
    std::vector<std::string> movePath(const Move& move) const;                // notation.cpp
    bool parseMove(std::string_view text, Move* out, std::string* why) const; // notation.cpp
    std::uint64_t hash() const { return hash_; }
    void describe(StateSink& sink) const;   // description.cpp
    std::string invariantViolation() const; // description.cpp
    Move chooseMove(Level level, const SearchLimits& limits,
                    Rng& rng) const; // computer_player.cpp

    // --- queries ---
    const Rules& rules() const { return rules_; }
    const Geometry& board() const { return geometry(rules_.size); }
    Mask men(int seat) const { return men_[seat]; }
    Mask damen(int seat) const { return damen_[seat]; }
    Mask pieces(int seat) const { return men_[seat] | damen_[seat]; }
    Mask occupied() const { return pieces(0) | pieces(1); }
    int captured(int seat) const { return captured_[seat]; } // this seat's pieces taken
    int winner() const { return winner_; }
    EndReason endReason() const { return reason_; }
    int quietPlies() const { return quietPlies_; }
    int ply() const { return ply_; }
    // Whether the seat to move has any legal move (cheaper than generating them).
    bool hasMove() const; // move_generation.cpp
    // Capture sequences only (0 when the seat to move has none).
    int generateCaptures(Move* out) const; // move_generation.cpp
    std::uint64_t computeHash() const;

private:
    void updateStatus();
    int repetitionsOfCurrent() const;

    std::uint64_t hash_ = 0;
    std::array<Mask, 2> men_{};
    std::array<Mask, 2> damen_{};
    std::array<std::uint8_t, 2> captured_{};
    std::uint8_t side_ = kDark;
    std::int8_t winner_ = -1;
    EndReason reason_ = EndReason::None;
    Rules rules_;
    std::uint16_t quietPlies_ = 0; // plies in a row: a Dame moved, nothing taken
    std::uint16_t ply_ = 0;
    // Hashes since the last stone move or capture (nothing earlier can
    // return), the current one last.
    std::uint16_t historyLength_ = 0;
    std::array<std::uint64_t, 2 * kMaxDrawMoves + 2> history_{};
};

std::string_view endReasonKey(EndReason reason);

} // namespace zv::dame
