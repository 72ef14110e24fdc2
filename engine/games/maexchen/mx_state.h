// The state of a game of Mäxchen and its rules: the rounds (a covered throw,
// announcements that must beat the one before, doubt and reveal), the minus
// points and lives, and the end. A small value type, copied by the computer
// player. Moves: mx_state.cpp; notation: notation.cpp; board keys, hash,
// invariants and seat views: description.cpp; computer players:
// computer_player.cpp with the exact odds of odds.h. Rules: RULES.md.
#pragma once

#include "core/game.h"
#include "core/rng.h"
#include "games/maexchen/mx_types.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zv::maexchen {

// What the last move set off, for the board's announcements (describe "events").
enum Event : std::uint8_t {
    EvReveal = 1 << 0,     // a cup was lifted after a doubt
    EvBelieved = 1 << 1,   // an announced Mäxchen was given in to unseen
    EvShown = 1 << 2,      // a thrown Mäxchen was shown at once (option)
    EvPlayerOut = 1 << 3,  // a player has lost his last life
    EvGameOver = 1 << 4,   // the game is decided
    EvRoundStart = 1 << 5, // a new round begins
};
inline constexpr int kEvents = 6;
std::string_view eventKey(int bit);

class MxState {
public:
    using Move = maexchen::Move;
    static constexpr int kMaxMoves = 24; // 21 outcomes of two dice, 21 values

    static const GameInfo& gameInfo(); // maexchen_game.cpp

    // A new game: seat 0 begins the first round, nobody has a minus point.
    MxState(int seats, Rules rules);

    // --- what GameAdapter needs ---
    int seatCount() const { return seats_; }
    int toMove() const { return phase_ == Phase::Rolling ? kChanceSeat : current_; }
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
    // What `viewer` may see: the dice under the cup are 0 unless the viewer
    // threw them (or they were lifted). description.cpp
    MxState viewFor(int viewer) const;
    // The dice under the cup thrown anew unless `seat` has seen them.
    MxState sampleUnseen(int seat, FastRng& rng) const;

    // --- queries for notation, the computer player, the board and tests ---
    const Rules& rules() const { return rules_; }
    Phase phase() const { return phase_; }
    int current() const { return current_; }
    int starter() const { return starter_; }
    int minus(int seat) const { return minus_[idx(seat)]; }
    int livesLeft(int seat) const;
    bool alive(int seat) const { return minus_[idx(seat)] < rules_.lives; }
    int aliveCount() const;
    int nextAlive(int seat) const;
    // The cup: thrown in this round, by whom, who has seen it, its dice (0 in a
    // view that may not see them).
    bool cupThrown() const { return dice_[0] != 0 || hidden_; }
    int thrower() const { return thrower_; }
    bool seen(int seat) const { return (seenBy_ >> seat) & 1u; }
    bool cupHidden() const { return hidden_; }
    int die(int i) const { return dice_[idx(i)]; }
    int cupRank() const { return dice_[0] == 0 ? -1 : rankOfDice(dice_[0], dice_[1]); }
    // The announcements of this round, in order.
    int claimCount() const { return claimCount_; }
    int claim(int i) const { return claims_[idx(i)]; }
    int claimSeat(int i) const { return claimSeats_[idx(i)]; }
    bool claimBlind(int i) const { return (blind_ >> i) & 1u; }
    int lastClaim() const { return claimCount_ ? claims_[idx(claimCount_ - 1)] : kNoClaim; }
    int lastClaimer() const { return claimCount_ ? claimSeats_[idx(claimCount_ - 1)] : kNobody; }
    bool passingBlind() const { return passingBlind_; }
    // The last round's end, for the board and the tests.
    RevealKind lastKind() const { return lastKind_; }
    int lastDie(int i) const { return lastDice_[idx(i)]; }
    int lastClaimValue() const { return lastClaim_; }
    int lastClaimerSeat() const { return lastClaimer_; }
    int lastDoubter() const { return lastDoubter_; }
    int lastLoser() const { return lastLoser_; }
    int lastPenalty() const { return lastPenalty_; }
    bool lastTrue() const { return lastTrue_; }
    int rounds() const { return rounds_; }
    int reveals() const { return reveals_; }
    int penaltiesGiven() const { return penaltiesGiven_; }
    std::uint8_t events() const { return events_; }
    // What the players did with each announced value so far in this game
    // (public: the Master reads how often the others doubt, odds.h).
    const std::array<int, kValues>& doubtedCounts() const { return doubted_; }
    const std::array<int, kValues>& acceptedCounts() const { return accepted_; }
    // The minus points a reveal over this claim costs its loser.
    int penaltyFor(int claimRank, bool claimTrue) const;

    // --- for tests ---
    void setMinusForTest(int seat, int minus)
    {
        minus_[idx(seat)] = static_cast<std::int8_t>(minus);
    }

private:
    static std::size_t idx(int seat) { return static_cast<std::size_t>(seat); }
    void startRound(int starter);
    void endRound(RevealKind kind, int loser, int doubter, bool claimTrue, int starter);

    Rules rules_;
    std::uint8_t seats_ = 2;
    Phase phase_ = Phase::Start;
    std::int8_t current_ = 0;
    std::int8_t starter_ = 0;
    std::array<std::int8_t, kMaxSeats> minus_{};
    std::array<std::uint8_t, 2> dice_{}; // higher die first; 0 0 before the throw or in a view
    std::uint8_t seenBy_ = 0;            // seats that know the cup's dice
    std::int8_t thrower_ = kNobody;
    bool hidden_ = false; // a view whose seat may not see the cup
    bool passingBlind_ = false;
    std::array<std::int8_t, kValues> claims_{};
    std::array<std::int8_t, kValues> claimSeats_{};
    std::uint32_t blind_ = 0; // announcements made after a blind pass
    std::uint8_t claimCount_ = 0;
    RevealKind lastKind_ = RevealKind::None;
    std::array<std::uint8_t, 2> lastDice_{};
    std::int8_t lastClaim_ = kNoClaim;
    std::int8_t lastClaimer_ = kNobody;
    std::int8_t lastDoubter_ = kNobody;
    std::int8_t lastLoser_ = kNobody;
    std::int8_t lastPenalty_ = 0;
    bool lastTrue_ = false;
    std::int32_t rounds_ = 1;
    std::int32_t reveals_ = 0;
    std::int32_t penaltiesGiven_ = 0;
    std::uint8_t events_ = EvRoundStart;
    std::array<int, kValues> doubted_{};
    std::array<int, kValues> accepted_{};
};

} // namespace zv::maexchen
