// Paschen / Elf hoch (Passe-dix): the small types every part of the game
// shares — seats and chips, rule options, phases, moves, and the exact odds
// of a throw of three dice. The rules and every decision: RULES.md beside
// this file.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace zv::paschen {

inline constexpr int kMinSeats = 2;
inline constexpr int kMaxSeats = 8;
inline constexpr int kDice = 3;
inline constexpr int kNobody = -1;
// Chips per player at the start: the lobby's range and default.
inline constexpr int kMinStartChips = 5;
inline constexpr int kMaxStartChips = 50;
inline constexpr int kDefaultStartChips = 20;
// How often the bank goes round the table before the game ends.
inline constexpr int kMinBankRounds = 1;
inline constexpr int kMaxBankRounds = 10;
inline constexpr int kDefaultBankRounds = 2;
inline constexpr int kMaxChips = kMaxSeats * kMaxStartChips;
// „Wirft der Bankhalter elf oder mehr Augen, so gewinnt der Bankhalter“.
inline constexpr int kBankWinsFrom = 11;

struct Rules {
    int startChips = kDefaultStartChips;
    int bankRounds = kDefaultBankRounds;
    // „Manchmal wird so gespielt, dass Würfe mit drei verschiedenen
    // Augenzahlen nicht gewertet und wiederholt werden.“
    bool rethrowAllDifferent = false;
};

enum class Phase : std::uint8_t {
    Banco,     // the bank holder sets the Banco from his stack
    Stake,     // the opponents, from the Vorhand on: call Banco, stake or pass
    Roll,      // the bank holder's three dice are in the air (chance)
    AfterWin,  // the bank won: keep it (or, after a triple, take out), or give it up
    AfterLoss, // the bank lost with a triple (Jungfernpasch): a new Banco, or give it up
    Over,
};
std::string_view phaseKey(Phase phase);

enum class MoveKind : std::uint8_t {
    Banco,     // "banco N": the bank holds N chips of the holder's
    CallBanco, // "call-banco": stake the whole bank alone
    Stake,     // "stake N"
    Pass,      // "pass": no stake
    Roll,      // chance: "roll 1-3-6" (ascending)
    KeepBank,  // "keep-bank"
    GiveBank,  // "give-bank"
};

struct Move {
    MoveKind kind = MoveKind::Pass;
    std::array<std::uint8_t, kDice> dice{}; // Roll: ascending
    std::int16_t amount = 0;                // Banco, Stake
    friend bool operator==(const Move&, const Move&) = default;
};

// The outcome of the last counted throw, for the board.
enum class Outcome : std::uint8_t { None, Bank, Stakers, Rethrow };
std::string_view outcomeKey(Outcome outcome);

// The 56 different throws of three dice (values ascending) and how many of
// the 216 ordered landings give each: the chance moves and their weights.
struct DiceOutcome {
    std::array<std::uint8_t, kDice> values{};
    int landings = 0;
};
const std::array<DiceOutcome, 56>& diceOutcomes();

bool allDifferent(const std::array<std::uint8_t, kDice>& dice);
bool isTriple(const std::array<std::uint8_t, kDice>& dice);
int pips(const std::array<std::uint8_t, kDice>& dice);

// The exact odds of one decisive throw, counted over the 216 ordered
// landings of three dice; with the rethrow rule the landings with three
// different numbers do not count (they are thrown again), so every
// probability is a share of `counted`.
struct ThrowOdds {
    int counted = 0;          // landings that decide (216, or 96 with the rethrow rule)
    int rethrown = 0;         // landings thrown again (0, or 120)
    int bankWins = 0;         // counted landings of 11 or more
    int stakersWin = 0;       // counted landings of 10 or less
    int triples = 0;          // counted triples (Jungfernpasch)
    int triplesBankWins = 0;  // 4-4-4, 5-5-5, 6-6-6
    int triplesBankLoses = 0; // 1-1-1, 2-2-2, 3-3-3
};
ThrowOdds throwOdds(bool rethrowAllDifferent);

} // namespace zv::paschen
