// Fast playouts of Glocke und Hammer for the computer player: the rest of a
// game, from any state, played by a simple policy through the real rules
// (GhState::apply), with throws drawn from the dice's exact distribution.
//
// The policy: every player throws when it is his turn; a bidder has a private
// value for each card (roughCardValue times a random factor drawn once per
// playout) and raises by one chip while the price stays below it and his
// chips allow; a player out of chips offers his most valuable card first.
//
// Dice and the bidders' private values come from two separate seeds, so two
// playouts of different moves with the same seeds see the same throws in the
// same order (common random numbers): the difference of their results is
// the difference the move makes, not the luck of the dice.
#pragma once

#include "games/glocke_hammer/gh_state.h"

#include <cstdint>

namespace zv::glocke_hammer {

// A rough value in chips of owning `card` for the rest of the game, for the
// playout bidders: a share of the chips the Kasse will still pay out plus a
// rate per throw still to come, both measured once by simulation (RULES.md,
// "Computer players").
double roughCardValue(const GhState& s, int card);

struct PlayoutPlan {
    // While this card is bid for, every bidder but forcedBuyer passes: the
    // playout of "I win this card at my bid".
    int forcedCard = kNoCard;
    int forcedBuyer = kNobody;
};

// Plays on from `s` to the end, at most `maxPlies` plies. Returns the end state.
GhState playOut(GhState s, const PlayoutPlan& plan, std::uint64_t diceSeed, std::uint64_t valueSeed,
                int maxPlies = 20000);

// What an end means for `seat`, the quantity the computer player maximises:
// its chips at the end when the most chips win, its share of the win when
// emptying the Kasse wins.
double utility(const GhState& end, int seat);

} // namespace zv::glocke_hammer
