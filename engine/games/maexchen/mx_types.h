// Mäxchen / Meiern: the small types every part of the game shares — the
// ranking of a throw of two dice, moves, rule options and phases. The rules
// and every decision: RULES.md beside this file.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace zv::maexchen {

inline constexpr int kMinSeats = 2;
inline constexpr int kMaxSeats = 8;
inline constexpr int kNobody = -1;
inline constexpr int kNoClaim = -1; // nothing announced yet in this round

// The 21 values a throw of two dice (and an announcement) can have, ranked
// 0 (31, the lowest) to 20 (21, Mäxchen): the numbers 31…65 (higher die as
// tens), then the doubles 11…66 (Pasch), then Mäxchen. RULES.md, "Ranking".
inline constexpr int kValues = 21;
inline constexpr int kFirstDouble = 14;
inline constexpr int kMaexchen = 20;

// The lives option: each player may take this many minus points.
inline constexpr int kMinLives = 1;
inline constexpr int kMaxLives = 9;
inline constexpr int kDefaultLives = 3;

// Who loses how much over a doubted Mäxchen (option "maexchen_penalty").
enum class Penalty : std::uint8_t {
    One,          // the source: every reveal costs one minus point
    Two,          // whoever is wrong over a Mäxchen takes two
    TwoForDoubter // a wrong doubter of a true Mäxchen takes two, a caught liar one
};

struct Rules {
    int lives = kDefaultLives;
    Penalty maexchen = Penalty::One;
    bool blindPass = false;     // the receiver may pass the cup on unseen, announcing higher
    bool maexchenShown = false; // a thrown Mäxchen is shown at once: the next player loses
    bool firstOutEnds = false;  // the game ends when the first player has lost all lives
};

enum class Phase : std::uint8_t {
    Start,    // a round begins: its first player must throw
    Rolling,  // chance: the dice under the cup fall
    Announce, // the player who holds the cup announces a value
    Respond,  // the next player doubts, throws again (or passes blind, or believes)
    Over,
};

enum class MoveKind : std::uint8_t {
    Throw,     // throw the dice under the cup
    Roll,      // chance: the dice fall (a >= b)
    Announce,  // announce the value a (a rank 0..20)
    Doubt,     // lift the cup
    PassBlind, // pass the cup on without throwing or looking (option)
    Believe,   // give in to an announced Mäxchen without looking (penalty option)
};

struct Move {
    MoveKind kind = MoveKind::Throw;
    std::uint8_t a = 0; // Roll: the higher die; Announce: the rank
    std::uint8_t b = 0; // Roll: the lower die
    friend bool operator==(const Move&, const Move&) = default;
};

// How the last round ended.
enum class RevealKind : std::uint8_t { None, Doubt, Believe, Shown };

// The ranking (mx_ranking in mx_state.cpp).
int rankOfDice(int d1, int d2);        // any order, 1..6 each
int highDieOf(int rank);               // the tens of the value: 3 for 31, 1 for 11, 2 for 21
int lowDieOf(int rank);                // the ones of the value
int landingsOfRank(int rank);          // of the 36 ordered landings: 2, or 1 for a double
std::string valueText(int rank);       // "31" … "65", "11" … "66", "21"
int rankOfValueText(std::string_view); // -1 unless two digits naming a value, higher first

std::string_view phaseKey(Phase phase);
std::string_view revealKey(RevealKind kind);
std::string_view penaltyKey(Penalty penalty);

} // namespace zv::maexchen
