// The state of a game of Paschen and its rules: the bank and its Banco, the
// stakes from the Vorhand on (a Banco call, the surplus refused or returned),
// the bank holder's throw, the settling at 1:1, and who holds the bank next.
// A small value type, copied by the computer player.
// Moves and settling: ps_state.cpp; notation: notation.cpp; board keys, hash
// and invariants: description.cpp; computer players: computer_player.cpp;
// odds: odds.cpp. Rules and decisions: RULES.md.
//
// Seats are numbered from 0. The right neighbour of seat s is seat s + 1
// (wrapping round): play goes to the right, so a board seen from above
// places the seats in ascending order counter-clockwise.
#pragma once

#include "core/game.h"
#include "core/rng.h"
#include "games/paschen/ps_types.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zv::paschen {

// What the last move set off, for the board's announcements (describe "events").
enum Event : std::uint16_t {
    EvBancoCalled = 1 << 0,     // a player called „Banco“: the others' stakes refused
    EvSurplusRefused = 1 << 1,  // a stake went beyond the bank: the surplus refused
    EvSurplusReturned = 1 << 2, // the stakes fell short: the rest back to the holder
    EvNoStakes = 1 << 3,        // nobody staked: the Banco back, the bank passes on
    EvRethrow = 1 << 4,         // three different numbers, not counted (variant)
    EvBankWins = 1 << 5,
    EvStakersWin = 1 << 6,
    EvJungfernpasch = 1 << 7, // the counted throw was a triple
    EvBankPassed = 1 << 8,    // a new bank holder
    EvBankKept = 1 << 9,      // the holder plays on with the bank
    EvTakenOut = 1 << 10,     // after a triple win the holder took chips out
    EvNewBanco = 1 << 11,     // after a Jungfernpasch loss the holder set a new Banco
    EvGameOver = 1 << 12,
};
inline constexpr int kEvents = 13;
std::string_view eventKey(int bit);

class PsState {
public:
    using Move = paschen::Move;
    // A Banco, a stake or a take-out names at most every chip of the game.
    static constexpr int kMaxMoves = kMaxChips + 4;

    static const GameInfo& gameInfo(); // paschen_game.cpp

    // A new game: every seat holds the start chips, seat 0 holds the bank
    // and sets the first Banco.
    PsState(int seats, Rules rules);

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
    std::uint64_t hash() const;                                               // description.cpp
    void describe(StateSink& sink) const;                                     // description.cpp
    std::string invariantViolation() const;                                   // description.cpp
    Move chooseMove(Level level, const SearchLimits& limits,
                    Rng& rng) const; // computer_player.cpp

    // --- queries for notation, the computer player, the board and tests ---
    const Rules& rules() const { return rules_; }
    Phase phase() const { return phase_; }
    int holder() const { return holder_; }
    int current() const { return current_; }
    int stack(int seat) const { return stack_[idx(seat)]; }
    int stake(int seat) const { return stake_[idx(seat)]; }
    int refused(int seat) const { return refused_[idx(seat)]; }
    int lastNet(int seat) const { return lastNet_[idx(seat)]; }
    int bank() const { return bank_; }
    int covered() const; // the stakes placed this round
    int uncovered() const { return bank_ - covered(); }
    int returned() const { return returned_; } // surplus given back to the holder
    int bancoCaller() const { return bancoCaller_; }
    // All a seat owns: its stack, its stake, and the bank if it holds it.
    int wealth(int seat) const;
    int totalChips() const { return seats_ * rules_.startChips; }
    // The right neighbour of the holder who holds chips: the first to stake.
    int vorhand() const;
    const std::array<std::uint8_t, kDice>& dice() const { return dice_; }
    Outcome lastOutcome() const { return lastOutcome_; }
    bool lastTriple() const { return lastTriple_; }
    // After a win: whether the holder may take chips out (he won with a triple).
    bool mayTakeOut() const { return phase_ == Phase::AfterWin && lastTriple_; }
    int throwsCounted() const { return throws_; }
    int rethrows() const { return rethrows_; }
    int circuits() const { return circuits_; }
    std::uint16_t events() const { return events_; }
    const char* endReason() const { return endReason_; }
    // The largest stake the seat to move may offer (its stack, at most the bank).
    int maxStake() const;
    bool mayCallBanco() const;

    // --- for tests and puzzles ---
    // Stacks as given (the rest of the chips in the bank of `holder`, who
    // then decides in `phase`: Banco, Stake, AfterWin or AfterLoss).
    void setUpForTest(const std::array<int, kMaxSeats>& stacks, int holder, int bank, Phase phase,
                      bool lastTriple = false);

private:
    static std::size_t idx(int seat) { return static_cast<std::size_t>(seat); }
    int right(int seat) const { return (seat + 1) % seats_; }
    int playersWithChips() const;
    int nextStaker(int after) const;
    void startStakes();
    void finishStakes();
    void settle();
    void passBank();
    void endGame(const char* reason);

    Rules rules_;
    std::uint8_t seats_ = 2;
    Phase phase_ = Phase::Banco;
    std::int8_t holder_ = 0;
    std::int8_t current_ = 0;
    std::int8_t bancoCaller_ = kNobody;
    std::int16_t bank_ = 0;
    std::int16_t returned_ = 0;
    std::array<std::int16_t, kMaxSeats> stack_{};
    std::array<std::int16_t, kMaxSeats> stake_{};
    std::array<std::int16_t, kMaxSeats> refused_{};
    std::array<std::int16_t, kMaxSeats> lastNet_{};
    std::array<std::uint8_t, kDice> dice_{};
    Outcome lastOutcome_ = Outcome::None;
    bool lastTriple_ = false;
    std::int32_t throws_ = 0;
    std::int32_t rethrows_ = 0;
    std::int8_t circuits_ = 0;
    std::uint16_t events_ = 0;
    const char* endReason_ = "";
};

} // namespace zv::paschen
