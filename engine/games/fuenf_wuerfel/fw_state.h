// The state of a game of Fünf Würfel (the Kniffel rules) and its rules: the
// turns of up to three throws with dice kept aside between them, the entry in
// a free field of the sheet, the further Kniffel, the bonus and the end. A
// small value type, copied by the computer players.
// Moves: fw_state.cpp; notation: notation.cpp; board keys, hash and
// invariants: description.cpp; computer players: computer_player.cpp; the
// optimal strategy: solver.h. Rules and decisions: RULES.md.
#pragma once

#include "core/game.h"
#include "core/rng.h"
#include "games/fuenf_wuerfel/fw_types.h"
#include "games/fuenf_wuerfel/solver.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zv::fuenf_wuerfel {

class FwState {
public:
    using Move = fuenf_wuerfel::Move;
    static constexpr int kMaxMoves = DiceSets::kThrows; // the 252 throws of five dice

    static const GameInfo& gameInfo(); // fuenf_wuerfel_game.cpp

    // A new game: every sheet empty, seat 0 to throw.
    FwState(int seats, Rules rules);

    // --- what GameAdapter needs ---
    int seatCount() const { return seats_; }
    int toMove() const { return pending_ > 0 ? kChanceSeat : current_; }
    bool isOver() const { return over_; }
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

    // --- queries for notation, the computer players, the board and tests ---
    const Rules& rules() const { return rules_; }
    int current() const { return current_; }
    int throwsMade() const { return throws_; }
    int pendingDice() const { return pending_; }
    int keptCount() const { return kept_; } // the first dice() were kept aside
    // The dice: the kept ones first, then the last throw's, each part
    // ascending; 0 for a die in the air or not yet thrown.
    const std::array<std::uint8_t, kDice>& dice() const { return dice_; }
    Counts diceCounts() const; // of the five dice on the table (after a throw)
    // The points in a field, or -1 while it is free.
    int entry(int seat, int field) const
    {
        return sheet_[idx(seat)][static_cast<std::size_t>(field)];
    }
    bool extraEntry(int seat, int field) const { return (extra_[idx(seat)] >> field) & 1u; }
    int filledCount(int seat) const;
    unsigned filledMask(int seat) const;
    int upperCounted(int seat) const; // the upper block's dice, without the 100s
    int upperTotal(int seat) const;   // the upper block's points, 100s included
    int lowerTotal(int seat) const;
    int bonus(int seat) const { return upperCounted(seat) >= kBonusThreshold ? kBonus : 0; }
    int total(int seat) const { return upperTotal(seat) + lowerTotal(seat) + bonus(seat); }
    bool kniffelFifty(int seat) const { return entry(seat, Kniffel) == kKniffelScore; }
    // Whether the dice on the table are a further Kniffel that scores 100.
    bool extraKniffelNow() const;
    // What entering the dice on the table in `field` gives now.
    int pointsNow(int field) const;
    // The seat's sheet as the solver sees it.
    SheetKey sheetKey(int seat) const;
    int round() const; // 1..13: the turn of the seat to move
    int lastSeat() const { return lastSeat_; }
    int lastField() const { return lastField_; }
    int lastPoints() const { return lastPoints_; }

    // --- for tests and puzzles ---
    // Fills `field` of `seat` with `points` (an extra Kniffel when `extra`),
    // as if entered earlier; the turn order is not touched.
    void setEntryForTest(int seat, int field, int points, bool extra = false);

private:
    static std::size_t idx(int seat) { return static_cast<std::size_t>(seat); }
    void enter(int field);

    Rules rules_;
    std::uint8_t seats_ = 1;
    std::int8_t current_ = 0;
    std::uint8_t throws_ = 0;  // throws made in this turn
    std::uint8_t pending_ = 0; // dice in the air: chance to move
    std::uint8_t kept_ = 0;    // dice kept aside for the last (or the falling) throw
    bool over_ = false;
    std::array<std::uint8_t, kDice> dice_{};
    std::array<std::array<std::int16_t, kFields>, kMaxSeats> sheet_{};
    std::array<std::uint16_t, kMaxSeats> extra_{}; // fields holding a further Kniffel's 100
    std::array<std::int16_t, kMaxSeats> points_{}; // running total of entries (checked)
    std::int8_t lastSeat_ = kNobody;
    std::int8_t lastField_ = -1;
    std::int16_t lastPoints_ = 0;
};

} // namespace zv::fuenf_wuerfel
