// A game of chess: the position, how the game ends (mate, stalemate, dead
// position, repetition, the fifty-move rule) and what the board and the
// records need. Copied by the adapter per interface call, not per search
// node: the search runs on SearchNode (search.h), so this state may keep the
// game's moves for the end screen's moments and the PGN.
#pragma once

#include "core/game.h"
#include "games/schach/position.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zv::schach {

// How the draw rules that need a claim in tournament chess apply at a kiosk
// (RULES.md "Draws"): Kiosk draws automatically at the third repetition and
// after fifty moves each without capture or pawn move; Fide only at FIDE's
// automatic limits (fifth repetition, seventy-five moves).
enum class DrawRules : std::uint8_t { Kiosk, Fide };

struct Rules {
    DrawRules draws = DrawRules::Kiosk;
    int repetitions() const { return draws == DrawRules::Kiosk ? 3 : 5; }
    int quietPlies() const { return draws == DrawRules::Kiosk ? 100 : 150; }
    friend bool operator==(const Rules&, const Rules&) = default;
};

enum class EndReason : std::uint8_t {
    None,
    Checkmate,
    Stalemate,
    DeadPosition,
    Repetition,
    MoveRule
};
std::string_view endReasonKey(EndReason reason);

class SchachState {
public:
    using Move = schach::Move;
    static constexpr int kMaxMoves = schach::kMaxMoves;

    static const GameInfo& gameInfo(); // schach_game.cpp

    explicit SchachState(Rules rules = {}, Position start = Position::start());
    bool setPositionText(std::string_view fen, std::string* why);

    // --- what GameAdapter needs ---
    int seatCount() const { return 2; }
    int toMove() const { return pos_.side(); }
    bool isOver() const { return reason_ != EndReason::None; }
    std::vector<double> result() const;
    int generateMoves(Move* out) const { return isOver() ? 0 : pos_.generateLegal(out); }
    void apply(const Move& move);
    std::string moveText(const Move& move) const;                             // notation.cpp
    std::vector<std::string> movePath(const Move& move) const;                // notation.cpp
    bool parseMove(std::string_view text, Move* out, std::string* why) const; // notation.cpp
    std::uint64_t hash() const { return pos_.hash(); }
    void describe(StateSink& sink) const;                                     // description.cpp
    std::string invariantViolation() const;                                   // description.cpp
    Move chooseMove(Level level, const SearchLimits& limits, Rng& rng) const; // computer_player.cpp

    // --- queries ---
    const Rules& rules() const { return rules_; }
    const Position& position() const { return pos_; }
    const Position& startPosition() const { return start_; }
    const std::vector<Move>& moves() const { return moves_; }
    int winner() const { return winner_; }
    EndReason endReason() const { return reason_; }
    // How often the current position has occurred (same pieces, side,
    // castling rights and en-passant possibility).
    int repetitionsOfCurrent() const;
    // Positions since the last capture or pawn move, the current one last.
    const std::vector<std::uint64_t>& recentHashes() const { return hashes_; }
    // Pieces (of all kinds) and pawns of each colour taken so far, and pawns promoted.
    int captured(int color) const { return captured_[static_cast<std::size_t>(color)]; }
    int pawnsCaptured(int color) const { return pawnsCaptured_[static_cast<std::size_t>(color)]; }
    int promotions(int color) const { return promotions_[static_cast<std::size_t>(color)]; }

private:
    void updateStatus();

    Rules rules_;
    Position start_;
    Position pos_;
    std::vector<Move> moves_;
    std::vector<std::uint64_t> hashes_;
    std::array<std::uint8_t, 2> captured_{}, pawnsCaptured_{}, promotions_{};
    EndReason reason_ = EndReason::None;
    std::int8_t winner_ = -1;
};

} // namespace zv::schach
