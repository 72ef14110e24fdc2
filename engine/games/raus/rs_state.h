// The state of a game of „Raus mit dir!“: four pieces per colour in their
// Startposition, on the round of 40 fields or in their goal row; whose turn,
// the die and the tries left. A small value type, copied by the computer
// player. Moves: rs_state.cpp; notation and position text: notation.cpp;
// board keys, hash and invariants: description.cpp; computer players:
// computer_player.cpp. Rules and decisions: RULES.md.
#pragma once

#include "core/game.h"
#include "core/rng.h"
#include "games/raus/rs_types.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zv::raus {

// What the last move set off, for the board's announcements ("events").
enum Event : std::uint16_t {
    EvOut = 1 << 0,        // a piece came out onto its start field
    EvHit = 1 << 1,        // a piece was hit and went home
    EvNoMove = 1 << 2,     // the throw could not be used
    EvAgain = 1 << 3,      // a six: the same player throws again
    EvNextTry = 1 << 4,    // no six yet: another of the three tries
    EvOverlooked = 1 << 5, // a hit was possible and not made (Schlagzwang)
    EvBlown = 1 << 6,      // an opponent blew a piece home („gepustet“)
    EvSpared = 1 << 7,     // nobody blew
    EvBarrier = 1 << 8,    // two own pieces now form a barrier
    EvGoal = 1 << 9,       // a piece entered its goal row
    EvGameOver = 1 << 10,
};
inline constexpr int kEvents = 11;
std::string_view eventKey(int bit);

class RsState {
public:
    using Move = raus::Move;
    static constexpr int kMaxMoves = kPieces + 2;

    static const GameInfo& gameInfo(); // raus_game.cpp

    RsState(int seats, Rules rules);

    // --- what GameAdapter needs ---
    int seatCount() const { return seats_; }
    int toMove() const
    {
        return phase_ == Phase::Roll ? kChanceSeat : phase_ == Phase::Pusten ? blower_ : current_;
    }
    bool isOver() const { return phase_ == Phase::Over; }
    std::vector<double> result() const;
    int generateMoves(Move* out) const;
    void apply(Move move);
    double chanceWeight(Move) const { return 1.0 / 6.0; }
    std::string moveText(Move move) const;                                    // notation.cpp
    std::vector<std::string> movePath(Move move) const;                       // notation.cpp
    bool parseMove(std::string_view text, Move* out, std::string* why) const; // notation.cpp
    bool setPositionText(std::string_view text, std::string* why);            // notation.cpp
    std::uint64_t hash() const;                                               // description.cpp
    void describe(StateSink& sink) const;                                     // description.cpp
    void describeLayout(StateSink& sink) const;                               // layout.cpp
    std::string invariantViolation() const;                                   // description.cpp
    Move chooseMove(Level level, const SearchLimits& limits,
                    Rng& rng) const; // computer_player.cpp

    // The text of a place of a seat's piece: "ya" (Startposition), "1".."40"
    // (the round), "za1".."za4" (goal row); notation.cpp.
    std::string placeText(int seat, int rel) const;

    // --- queries ---
    const Rules& rules() const { return rules_; }
    Phase phase() const { return phase_; }
    int current() const { return current_; }
    int die() const { return die_; }
    int triesLeft() const { return tries_; }
    int winner() const { return winner_; }
    std::uint16_t events() const { return events_; }
    int colourOf(int seat) const { return seatColour(seats_, seat); }
    // A piece's place relative to its own start field (kYard, 0..43).
    int place(int seat, int piece) const { return pos_[idx(seat)][idx(piece)]; }
    // The round's field (0..39, 0 = colour a's start field) of a relative place.
    int ringField(int seat, int rel) const { return (colourOf(seat) * 10 + rel) % kRing; }
    // The seat whose piece(s) stand on round field f, and how many (0 if none).
    int occupant(int field, int* count = nullptr) const;
    int inYard(int seat) const;
    int inGoal(int seat) const;
    // Whether the seat counts as having no piece on the board: none on the
    // round and none in its goal row that any throw 1..5 could move.
    bool nothingToMove(int seat) const;
    // The places a piece of `seat` at relative place `from` reaches with
    // `die`, or -100 when it cannot move (blocked, beyond the goal...).
    int target(int seat, int from, int die) const;
    // Whether moving from `from` to `to` hits a piece of another colour.
    bool hits(int seat, int to) const;
    // The seat that overlooked a hit, while opponents decide on pusten.
    int offender() const { return offender_; }
    const std::array<std::int8_t, kPieces>& blowable() const { return blowable_; }

private:
    static std::size_t idx(int i) { return static_cast<std::size_t>(i); }
    int pieceMoves(int seat, int die, Move* out) const;
    void startTurn(int seat);
    void afterMove();
    void endTurn();
    int nextBlower(int after) const;

    Rules rules_;
    std::uint8_t seats_ = 2;
    Phase phase_ = Phase::Throw;
    std::int8_t current_ = 0;
    std::int8_t die_ = 0;
    std::int8_t tries_ = kTries;
    std::int8_t winner_ = kNobody;
    std::int8_t offender_ = kNobody;
    std::int8_t blower_ = kNobody;
    std::array<std::int8_t, kPieces> blowable_{}; // relative places; kYard = none
    std::array<std::array<std::int8_t, kPieces>, kMaxSeats> pos_{};
    std::uint16_t events_ = 0;
    std::int32_t plies_ = 0;
};

} // namespace zv::raus
