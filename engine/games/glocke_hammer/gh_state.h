// The state of a game of Glocke und Hammer and its rules: the auction of the
// five cards, the throws, sales by players out of chips, and the end. A small
// value type, copied by the computer player's playouts. Throws are resolved in
// throw_rules.cpp, bidding in bidding.cpp, notation in notation.cpp, the
// board's keys and the invariants in description.cpp, the computer player in
// computer_player.cpp. Rules and decisions: RULES.md beside this file.
#pragma once

#include "core/game.h"
#include "games/glocke_hammer/gh_types.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zv::glocke_hammer {

inline constexpr int kAuctionOrders = 120; // 5!
// Bids run up to a player's chips; no player can hold more than every chip in play.
inline constexpr int kMaxChipsInPlay = kMaxSeats * kMaxStartChips;

// The auction order of permutation index 0..119 (lexicographic order).
std::array<std::int8_t, kCards> auctionOrder(int index);
int auctionOrderIndex(const std::array<std::int8_t, kCards>& order);

class GhState {
public:
    using Move = glocke_hammer::Move;
    // A bidder may pass or bid any amount up to every chip in play; a throw has 256 outcomes.
    static constexpr int kMaxMoves = kMaxChipsInPlay + 8;
    static constexpr int kMaxPayments = kMaxSeats;

    static const GameInfo& gameInfo(); // glocke_hammer_game.cpp

    // A new game: every player has startChips and has paid the base stake
    // into the Kasse; the order of the auction is the first (chance) move.
    GhState(int seats, Rules rules);

    // --- what GameAdapter needs ---
    int seatCount() const { return seats_; }
    int toMove() const;
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

    // --- queries for notation, the computer player and tests ---
    const Rules& rules() const { return rules_; }
    Phase phase() const { return phase_; }
    int chips(int seat) const { return chips_[static_cast<std::size_t>(seat)]; }
    bool inGame(int seat) const { return inGame_[static_cast<std::size_t>(seat)] != 0; }
    int playersInGame() const;
    int kasse() const { return kasse_; }
    int setAside() const { return setAside_; }
    int totalChips() const { return total_; }
    int owner(int card) const { return owner_[static_cast<std::size_t>(card)]; }
    bool ownsCard(int seat) const;
    bool wirtshausOpen() const { return wirtshausOpen_; }
    int wirt() const { return owner_[Wirtshaus]; }
    const std::array<std::int8_t, kCards>& order() const { return order_; }
    int auctionIndex() const { return auctionIndex_; } // cards auctioned so far
    int cardOnOffer() const { return card_; }
    int bid() const { return bid_; }
    int bidder() const { return bidder_; }
    bool stillBidding(int seat) const { return (bidders_ >> seat) & 1u; }
    int seller() const { return seller_; }
    bool offered(int card) const { return (offered_ >> card) & 1u; }
    int thrower() const { return thrower_; }
    int lastDice() const { return lastDice_; } // -1 before the first throw
    int lastThrower() const { return lastThrower_; }
    ThrowCase lastCase() const { return lastCase_; }
    VoidReason lastVoid() const { return lastVoid_; }
    int paymentCount() const { return paymentCount_; }
    const Payment& payment(int i) const { return payments_[static_cast<std::size_t>(i)]; }
    int cardWinnings(int card) const { return cardWinnings_[static_cast<std::size_t>(card)]; }
    EndReason endReason() const { return reason_; }
    int emptier() const { return emptier_; }
    // Seats with the best result once over (one seat, or several sharing).
    std::vector<int> winners() const;
    int throwsMade() const { return throws_; }

    // For tests and puzzles. Skips the auction: the cards get these owners
    // (kNobody: unsold) without a price and `thrower` is to throw.
    void setUpThrowingForTest(const std::array<int, kCards>& owners, int thrower);
    // Gives the seats and the Kasse these chips; the rest of the box is set
    // aside (invariantViolation() says so when the box is too small).
    void setChipsForTest(const std::array<int, kMaxSeats>& chips, int kasse);
    void setWirtshausOpenForTest(bool open) { wirtshausOpen_ = open; }

private:
    void clearPayments() { paymentCount_ = 0; }
    // Moves up to `amount` chips; a payer pays what he has. Returns what moved.
    int pay(int from, int to, int amount);
    void resolveThrow(unsigned mask); // throw_rules.cpp
    void afterThrow(int outOfChips);  // a player who ran out sells or leaves
    void startAuctionCard();          // bidding.cpp
    void startSale(int card);         // bidding.cpp
    void bidMove(Move move);          // bidding.cpp
    void advanceAsker(int from);      // bidding.cpp
    void knockDown();                 // bidding.cpp
    void leave(int seat);
    void nextTurn();
    int nextInGame(int seat) const;
    void endGame(EndReason reason, int emptier);

    Rules rules_;
    std::uint8_t seats_ = 2;
    Phase phase_ = Phase::Order;
    EndReason reason_ = EndReason::None;
    std::array<std::int16_t, kMaxSeats> chips_{};
    std::array<std::uint8_t, kMaxSeats> inGame_{};
    std::int16_t kasse_ = 0;
    std::int16_t setAside_ = 0;
    std::int16_t total_ = 0;
    std::array<std::int8_t, kCards> owner_{kNobody, kNobody, kNobody, kNobody, kNobody};
    std::array<std::int16_t, kCards> cardWinnings_{};
    bool wirtshausOpen_ = false;
    std::array<std::int8_t, kCards> order_{0, 1, 2, 3, 4};
    std::int8_t auctionIndex_ = 0;
    // The bidding for one card (auction or sale).
    std::int8_t card_ = kNoCard;
    std::int16_t bid_ = 0;
    std::int8_t bidder_ = kNobody;
    std::uint8_t bidders_ = 0; // seats still in the bidding
    std::int8_t asker_ = kNobody;
    // A sale.
    std::int8_t seller_ = kNobody;
    std::uint8_t offered_ = 0; // cards the seller has offered in this sale
    // Throwing.
    std::int8_t thrower_ = 0;
    std::int8_t lastThrower_ = kNobody;
    std::int16_t lastDice_ = -1;
    ThrowCase lastCase_ = ThrowCase::None;
    VoidReason lastVoid_ = VoidReason::None;
    std::int32_t throws_ = 0;
    std::int8_t emptier_ = kNobody;
    std::uint8_t paymentCount_ = 0;
    std::array<Payment, kMaxPayments> payments_{};
};

} // namespace zv::glocke_hammer
