// Fünf Würfel (the Kniffel rules): the small types every part of the game
// shares — the thirteen fields of the score sheet, moves, rules. The rules
// and every decision: RULES.md beside this file.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace zv::fuenf_wuerfel {

inline constexpr int kMinSeats = 1;
inline constexpr int kMaxSeats = 6;
inline constexpr int kDice = 5;      // „Gespielt wird mit fünf Würfeln.“
inline constexpr int kMaxThrows = 3; // „bis zu drei Mal hintereinander würfeln“
inline constexpr int kFields = 13;
inline constexpr int kUpperFields = 6;
inline constexpr int kBonusThreshold = 63; // „mindestens 63 Punkte“
inline constexpr int kBonus = 35;          // „einen Bonus von 35 Punkten“
inline constexpr int kKniffelScore = 50;   // „unter „Kniffel“ mit 50 Punkten“
inline constexpr int kExtraKniffel = 100;  // a further Kniffel: 100 (plus the dice above)
inline constexpr int kNobody = -1;

// The fields of the sheet, in the order of the printed pad: the upper block
// („Sammeln“) Einser..Sechser, then the lower block („Andere Spiele“).
enum Field : std::uint8_t {
    Einser,
    Zweier,
    Dreier,
    Vierer,
    Fuenfer,
    Sechser,
    Dreierpasch,
    Viererpasch,
    FullHouse,
    KleineStrasse,
    GrosseStrasse,
    Kniffel,
    Chance,
};

inline constexpr bool isUpper(int field)
{
    return field < kUpperFields;
}

// "einser", ..., "kniffel", "chance": the notation's and the board's keys.
std::string_view fieldKey(int field);
std::optional<int> fieldFromKey(std::string_view key);

struct Rules {
    bool extraKniffel = true; // the source's further Kniffel for 100 points
    bool tips = false;        // describe() carries the optimal strategy's tips
};

enum class MoveKind : std::uint8_t {
    Throw, // throw the dice in the cup: all five, or the ones not kept
    Keep,  // keep these dice (1..4 of them) aside, throw the others
    Score, // enter the throw in this free field
    Roll,  // chance: the thrown dice fall (values ascending)
};

struct Move {
    MoveKind kind = MoveKind::Throw;
    std::uint8_t field = 0;              // Score
    std::uint8_t count = 0;              // Keep / Roll: how many values
    std::array<std::uint8_t, kDice> v{}; // Keep / Roll: values ascending, unused 0
    friend bool operator==(const Move&, const Move&) = default;
};

// The count of each face 1..6 (index 0 unused) of five dice.
using Counts = std::array<std::uint8_t, 7>;

} // namespace zv::fuenf_wuerfel
