// The state of a game of Glückshaus: the players' chips, the chips on the
// eleven fields (2 to 12) and, with the house rule for the 4, the house's;
// whose throw it is and what the last throw did. A small value type.
// Moves and the fields' rules: gl_state.cpp; notation and position text:
// notation.cpp; board keys, hash, invariants and the computer's throw:
// description.cpp. Rules and decisions: RULES.md.
//
// Seats are numbered from 0 and throw in ascending order (wrapping round);
// seat 0 throws first. A seat that dropped out is skipped.
#pragma once

#include "core/game.h"
#include "core/rng.h"
#include "games/glueckshaus/gl_types.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zv::glueckshaus {

class GlState {
public:
    using Move = glueckshaus::Move;
    // The 21 throws of two dice (values ascending).
    static constexpr int kMaxMoves = 21;

    static const GameInfo& gameInfo(); // glueckshaus_game.cpp

    // A new game: every seat holds the start chips, the board is empty,
    // seat 0 throws first.
    GlState(int seats, Rules rules);

    // --- what GameAdapter needs ---
    int seatCount() const { return seats_; }
    int toMove() const { return phase_ == Phase::Roll ? kChanceSeat : current_; }
    bool isOver() const { return phase_ == Phase::Over; }
    std::vector<double> result() const;
    int generateMoves(Move* out) const;
    void apply(Move move);
    double chanceWeight(Move move) const;
    std::string moveText(Move move) const;                                    // notation.cpp
    std::vector<std::string> movePath(Move move) const;                       // notation.cpp
    bool parseMove(std::string_view text, Move* out, std::string* why) const; // notation.cpp
    bool setPositionText(std::string_view text, std::string* why);            // notation.cpp
    std::uint64_t hash() const;                                               // description.cpp
    void describe(StateSink& sink) const;                                     // description.cpp
    std::string invariantViolation() const;                                   // description.cpp
    Move chooseMove(Level level, const SearchLimits& limits,
                    Rng& rng) const; // description.cpp

    // --- queries for notation, the board and tests ---
    const Rules& rules() const { return rules_; }
    Phase phase() const { return phase_; }
    int current() const { return current_; }
    int chips(int seat) const { return chips_[idx(seat)]; }
    bool isOut(int seat) const { return out_[idx(seat)]; }
    int field(int sum) const { return board_[idx(sum - kLowField)]; }
    int house() const { return house_; }
    int onBoard() const;
    int totalChips() const { return seats_ * rules_.startChips; }
    int playersIn() const;
    int round() const { return round_; }
    int throwsMade() const { return throws_; }
    Action lastAction() const { return lastAction_; }
    int lastSeat() const { return lastSeat_; }
    int lastLow() const { return lastLow_; }
    int lastHigh() const { return lastHigh_; }
    int lastMoved() const { return lastMoved_; }
    int winner() const { return winner_; }
    const char* endReason() const { return endReason_; }
    // Whether a throw of `sum` is a field on this board (the 4 may be missing).
    bool hasField(int sum) const { return sum != kFour || rules_.four == Four::Ordinary; }

private:
    static std::size_t idx(int seat) { return static_cast<std::size_t>(seat); }
    std::int16_t& fieldRef(int sum) { return board_[idx(sum - kLowField)]; }
    void resolve(int sum);
    void pay(int sum);
    void dropOut(int seat);
    void passTurn();
    void endGame(const char* reason);
    int mostChipsWinner() const;

    Rules rules_;
    std::uint8_t seats_ = 2;
    Phase phase_ = Phase::Throw;
    std::int8_t current_ = 0;
    std::int8_t lastSeat_ = kNobody;
    std::int8_t winner_ = kNobody; // kNobody while playing and for a shared win
    std::array<std::int16_t, kMaxSeats> chips_{};
    std::array<bool, kMaxSeats> out_{};
    std::array<std::int16_t, kFields> board_{};
    std::int16_t house_ = 0;
    std::int16_t lastMoved_ = 0; // chips the last throw moved
    std::uint8_t lastLow_ = 0, lastHigh_ = 0;
    Action lastAction_ = Action::None;
    std::int32_t throws_ = 0;
    std::int16_t round_ = 1;
    const char* endReason_ = "";
};

} // namespace zv::glueckshaus
