// Schocken / Jule: the small types every part of the game shares — the
// ranking of a throw of three dice, moves, rule options and phases. The rules
// and every decision: RULES.md beside this file.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace zv::schocken {

inline constexpr int kMinSeats = 2;
inline constexpr int kMaxSeats = 6;
inline constexpr int kChips = 13;    // the Strafscheiben of the Schock-Besteck
inline constexpr int kDice = 3;      // each player's dice
inline constexpr int kMaxThrows = 3; // „er hat also maximal 3 Würfe“
inline constexpr int kNobody = -1;
inline constexpr int kStock = -1; // the Stock as the giver of chips

// The classes of section 5, lowest first.
enum class ThrowClass : std::uint8_t { Simple, Strasse, DreiDicke, Schock, Jule, SchockAus };
inline constexpr int kClasses = 6;

// The 56 different throws of three dice, ranked 0 (2-2-1) to 55 (1-1-1).
inline constexpr int kRanks = 56;
inline constexpr int kRankSchockAus = 55;

enum class StartVariant : std::uint8_t { OneDie, ThreeDice };
enum class TieRule : std::uint8_t { Aeugeln, MitIstSchitt };

struct Rules {
    StartVariant start = StartVariant::OneDie;
    TieRule ties = TieRule::Aeugeln;
    bool limitToLead = false; // the others throw no more often than the lead
    bool turnSixes = true;    // two sixes of one throw may become a one
    bool rethrowAll = false;  // all three dice may go back into the cup
};

// Which part of the game is played: the two halves, then perhaps the finale.
enum class Stage : std::uint8_t { FirstHalf, SecondHalf, Finale };

enum class Phase : std::uint8_t {
    Opening, // who starts: every player throws once (one die or three)
    Covered, // the round's first throws, each under its cup
    Play,    // the lead, then the others, set aside and throw again or stand
    Rolloff, // „Äugeln“: players tied for the lowest (or highest) throw roll three dice
    Over,
};

enum class MoveKind : std::uint8_t {
    Throw, // throw every die in the cup (first throw, opening, roll-off, or a rethrow)
    Keep,  // set these dice of the last throw aside, throw the rest
    Turn,  // turn sixes into ones (set aside), perhaps set one more die aside, throw the rest
    Stand, // let the throw stand
    Dice,  // chance: the dice in the cup fall (values ascending)
};

struct Move {
    MoveKind kind = MoveKind::Stand;
    std::uint8_t count = 0;              // Keep/Dice: dice named; Turn: ones made (1 or 2)
    std::array<std::uint8_t, kDice> v{}; // Keep/Dice: values ascending; Turn: v[0] extra kept
    friend bool operator==(const Move&, const Move&) = default;
};

// A throw as three values, any order.
using Throw = std::array<std::uint8_t, kDice>;

// The ranking of section 5 and 6 (ranking.cpp).
int rankOf(const Throw& dice); // 0..55
ThrowClass classOf(const Throw& dice);
ThrowClass classOfRank(int rank);
// Strafscheiben for a highest throw of this rank (Schock-Aus: kChips, all of them).
int penaltyOfRank(int rank);
// The throw of a rank, values descending (e.g. rank 55: 1-1-1).
Throw throwOfRank(int rank);
// How many of the 216 ordered landings of three dice give this rank.
int landingsOfRank(int rank);
// Key of a class: "simple", "strasse", "drei_dicke", "schock", "jule", "schock_aus".
std::string_view classKey(ThrowClass c);
// A throw's name for the board: "schock_4", "strasse_3", "drei_dicke_5", "jule",
// "schock_aus", "simple_6_6_5" (values descending).
std::string throwName(const Throw& dice);

std::string_view stageKey(Stage stage);
std::string_view phaseKey(Phase phase);

} // namespace zv::schocken
