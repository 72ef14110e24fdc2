// The eight dice of Glocke und Hammer and the exact odds of every kind of
// throw: pure functions, for the chance moves of the game, the computer
// player's playouts and the kiosk's "Wie wahrscheinlich?" panel.
//
// Each die is a zv::NamedDie with one marked face and five blank ones, so a
// die shows its mark with probability 1/6. All 6^8 = 1,679,616 ways the eight
// dice can land are equally likely; the table counts them exactly.
#pragma once

#include "core/dice.h"
#include "games/glocke_hammer/gh_types.h"

#include <array>
#include <cstdint>

namespace zv {
class Rng;
class FastRng;
} // namespace zv

namespace zv::glocke_hammer {

// The dice in mask order: pips 1..6, bell, hammer. Face 0 is the marked one
// ("1".."6", "bell", "hammer"); faces 1..5 are "blank".
const std::array<NamedDie, kDice>& theDice();

// The probability of one throw (a mask of the dice that show their mark),
// from the dice's own face weights.
double throwProbability(unsigned mask);

// Rolls the eight dice through the recorded Rng (one NamedDie roll each, in
// mask order), so a test can force a throw with Rng::replaying.
unsigned rollThrow(Rng& rng);
// The same distribution from the unrecorded generator of the playouts.
unsigned rollThrowFast(FastRng& rng);

// Which symbols a throw shows, as an index into ThrowTable's columns.
enum SymbolKind : int { NoSymbol = 0, BellOnly = 1, HammerOnly = 2, BellAndHammer = 3 };
inline constexpr int kSymbolKinds = 4;
constexpr int symbolKindOf(unsigned mask)
{
    return ((mask >> kBellDie) & 1u ? 1 : 0) + ((mask >> kHammerDie) & 1u ? 2 : 0);
}

// Exact counts of the 6^8 equally likely landings of the eight dice, by pip
// total (0..21) and symbols.
struct ThrowTable {
    static constexpr std::uint32_t kLandings = 1'679'616; // 6^8
    std::array<std::array<std::uint32_t, kSymbolKinds>, kMaxPips + 1> count{};

    std::uint32_t pipsCount(int total) const;  // any symbols
    std::uint32_t symbolCount(int kind) const; // any pips
    double probability(int total, int kind) const
    {
        return static_cast<double>(
                   count[static_cast<std::size_t>(total)][static_cast<std::size_t>(kind)]) /
               kLandings;
    }
    double pipsProbability(int total) const
    {
        return static_cast<double>(pipsCount(total)) / kLandings;
    }
    double symbolProbability(int kind) const
    {
        return static_cast<double>(symbolCount(kind)) / kLandings;
    }
    // "Schimmel": no pips at all (with or without symbols).
    double blankProbability() const { return pipsProbability(0); }
};

// Built from theDice(): a mask with k marked dice stands for 5^(8-k) landings.
ThrowTable throwTable();

// What the next throw does with a Kasse of `kasse` chips (>= 1): pips exactly
// the Kasse (it is emptied, if the receiver is a player), at most the Kasse,
// above it (the Wirtshaus opens, or the overshoot is due), or none.
struct KasseOdds {
    double blank = 0; // no pips
    double below = 0; // 1 .. kasse-1 pips
    double exact = 0; // exactly kasse pips
    double above = 0; // more pips than the Kasse holds
};
KasseOdds kasseOdds(int kasse);

} // namespace zv::glocke_hammer
