// Glocke und Hammer: the small types every part of the game shares — the five
// cards, the eight dice as a bit mask, moves, rule options, phases, and the
// kinds of throw. The rules and every decision: RULES.md beside this file.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string_view>

namespace zv::glocke_hammer {

inline constexpr int kMaxSeats = 6;
inline constexpr int kMinSeats = 2;
// The ranges of the options start_chips and base_stake.
inline constexpr int kMinStartChips = 10;
inline constexpr int kMaxStartChips = 100;
inline constexpr int kMinBaseStake = 1;
inline constexpr int kMaxBaseStake = 10;

// The five picture cards, in this fixed order everywhere (state keys, notation).
enum Card : int { Glocke = 0, Hammer = 1, GlockeHammer = 2, Schimmel = 3, Wirtshaus = 4 };
inline constexpr int kCards = 5;
inline constexpr std::array<std::string_view, kCards> kCardKeys = {
    "glocke", "hammer", "glocke_hammer", "schimmel", "wirtshaus"};
inline constexpr int kNoCard = -1;
inline constexpr int kNobody = -1; // a card without owner, no bidder, ...
inline constexpr int kKasse = -2;  // the Kasse as the payer or payee of a payment

// The eight dice: die i (0..5) shows i+1 pips on one face, die 6 the bell, die
// 7 the hammer; every other face is blank. A throw is the set of dice that
// show their marked face, as a bit mask (bit i: die i).
inline constexpr int kDice = 8;
inline constexpr int kBellDie = 6;
inline constexpr int kHammerDie = 7;
inline constexpr int kThrowOutcomes = 1 << kDice;
inline constexpr int kMaxPips = 21; // 1 + 2 + ... + 6

constexpr int pipsOf(unsigned mask)
{
    int pips = 0;
    for (int die = 0; die < 6; ++die)
        if (mask & (1u << die))
            pips += die + 1;
    return pips;
}

// The card a throw's symbols point to: Glocke, Hammer, GlockeHammer, or kNoCard.
constexpr int symbolCardOf(unsigned mask)
{
    const bool bell = mask & (1u << kBellDie);
    const bool hammer = mask & (1u << kHammerDie);
    return bell && hammer ? GlockeHammer : bell ? Glocke : hammer ? Hammer : kNoCard;
}

constexpr int markedDice(unsigned mask)
{
    return std::popcount(mask & 0xFFu);
}

enum class MoveKind : std::uint8_t {
    Order, // chance: the order of the auction, value = permutation index 0..119
    Dice,  // chance: the throw, value = dice mask 0..255
    Throw, // the player to throw picks up the dice
    Bid,   // value = the bid in chips
    Pass,  // out of the bidding for this card
    Offer, // a player out of chips offers a card, value = card
    Leave, // a player out of chips leaves the game
};

struct Move {
    MoveKind kind = MoveKind::Pass;
    std::int16_t value = 0;
    friend bool operator==(const Move&, const Move&) = default;
};

// What a blank throw (no pips) costs once the Wirtshaus is open: the two
// readings the source names.
enum class BlankAfterOpening : std::uint8_t {
    IntoKasse, // the Schimmel owner / the symbol card's owner pays one chip into the Kasse
    AsBefore,  // as before the opening: one chip to the Schimmel owner
};

enum class WinnerRule : std::uint8_t {
    MostChips, // whoever holds the most chips when the game ends
    Emptier,   // whoever receives the last chips of the Kasse
};

struct Rules {
    int startChips = 36;
    int baseStake = 4;
    BlankAfterOpening blankAfterOpening = BlankAfterOpening::IntoKasse;
    WinnerRule winner = WinnerRule::MostChips;
};

enum class Phase : std::uint8_t {
    Order,     // chance: the order of the five cards
    Auction,   // a card is auctioned
    Throw,     // a player is to throw
    Dice,      // chance: the dice fall
    SaleOffer, // a player out of chips chooses a card to offer or leaves
    SaleBid,   // the others bid for the offered card
    Over,
};

enum class EndReason : std::uint8_t { None, KasseEmptied, LastPlayer };

// What the last throw did (RULES.md, "Throws").
enum class ThrowCase : std::uint8_t {
    None,
    Schimmel,            // no pips, no symbol: thrower pays 1 to the Schimmel owner
    SchimmelSymbol,      // no pips, symbol: the symbol card's owner pays 1 to the Schimmel owner
    SchimmelKasse,       // after opening: the Schimmel owner pays 1 into the Kasse
    SchimmelSymbolKasse, // after opening: the symbol card's owner pays 1 into the Kasse
    Pips,                // pips up to the Kasse, no symbol: the thrower takes them
    PipsSymbol,          // pips up to the Kasse, symbol: the card's owner takes them
    OpensWirtshaus,      // first throw above the Kasse
    Overshoot,           // above the Kasse, no symbol: the thrower pays the overshoot to the Wirt
    OvershootSymbol,     // above the Kasse, symbol: the card's owner pays it to the Wirt
};

// Why a throw moved no chips although its case names a payment.
enum class VoidReason : std::uint8_t { None, Self, NoOwner };

// One movement of chips, from a seat or kKasse to a seat or kKasse.
struct Payment {
    std::int8_t from = kKasse;
    std::int8_t to = kKasse;
    std::int16_t amount = 0;
    friend bool operator==(const Payment&, const Payment&) = default;
};

std::string_view phaseKey(Phase phase);
std::string_view endReasonKey(EndReason reason);
std::string_view throwCaseKey(ThrowCase c);
std::string_view voidReasonKey(VoidReason v);
// The card index of a key ("schimmel" -> Schimmel), or kNoCard.
int cardIndex(std::string_view key);

} // namespace zv::glocke_hammer
