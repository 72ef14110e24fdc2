// The state of a game of Pachisi: four seats in two partnerships, four
// pieces each waiting in the Charkoni, on their way or home; whose turn and
// the last throw of the cowries. A small value type, copied by the computer
// player. Moves: pc_state.cpp; notation and position text: notation.cpp;
// board keys, hash and invariants: description.cpp; computer players:
// computer_player.cpp. Rules and their sources: RULES.md.
#pragma once

#include "core/game.h"
#include "core/rng.h"
#include "games/pachisi/pc_types.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zv::pachisi {

enum Event : std::uint16_t {
    EvEnter = 1 << 0,   // a piece left the Charkoni
    EvCapture = 1 << 1, // enemy pieces were captured and went back to the Charkoni
    EvNoMove = 1 << 2,  // the throw could not be used
    EvGrace = 1 << 3,   // a grace: the same player throws again
    EvHome = 1 << 4,    // a piece reached the Charkoni
    EvPassed = 1 << 5,  // the player chose not to move
    EvGameOver = 1 << 6,
};
inline constexpr int kEvents = 7;
std::string_view eventKey(int bit);

class PcState {
public:
    using Move = pachisi::Move;
    static constexpr int kMaxMoves = 8; // seven shells fall 8 ways

    static const GameInfo& gameInfo(); // pachisi_game.cpp

    explicit PcState(Rules rules);

    // --- what GameAdapter needs ---
    int seatCount() const { return kSeats; }
    int toMove() const { return phase_ == Phase::Roll ? kChanceSeat : current_; }
    bool isOver() const { return phase_ == Phase::Over; }
    std::vector<double> result() const;
    int generateMoves(Move* out) const;
    void apply(Move move);
    double chanceWeight(Move move) const { return throwChance(rules_, move.value); }
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

    // --- queries ---
    const Rules& rules() const { return rules_; }
    Phase phase() const { return phase_; }
    int current() const { return current_; }
    const Throw& lastThrow() const { return throw_; }
    // The side that won: 0 (seats 0, 2) or 1 (seats 1, 3); the seat that
    // brought its side's last piece home.
    int winningSide() const { return winner_ < 0 ? kNobody : winner_ % 2; }
    int finisher() const { return winner_; }
    std::uint16_t events() const { return events_; }
    int progress(int seat, int piece) const { return pos_[idx(seat)][idx(piece)]; }
    int waiting(int seat) const;
    int home(int seat) const;
    bool sideHome(int side) const { return home(side) + home(side + 2) == 2 * kPieces; }
    // The seat whose pieces stand on a shared square (kNobody), and how many.
    int occupant(int squareIndex, int* count = nullptr) const;
    // The progress a piece of `seat` reaches from `from` with `score`, or
    // -100 when it cannot move there (beyond the Charkoni, an enemy's castle).
    int target(int seat, int from, int score) const;
    bool captures(int seat, int to) const;

private:
    static std::size_t idx(int i) { return static_cast<std::size_t>(i); }
    int pieceMoves(Move* out) const;
    void nextSeat();

    Rules rules_;
    Phase phase_ = Phase::Throw;
    std::int8_t current_ = 0;
    std::int8_t winner_ = kNobody;
    Throw throw_{};
    std::array<std::array<std::int8_t, kPieces>, kSeats> pos_{};
    std::uint16_t events_ = 0;
};

} // namespace zv::pachisi
