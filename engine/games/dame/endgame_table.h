// Endgame tables for Dame: every position of a small material (say two
// Damen against one, "DD-D") and of everything it can turn into by captures
// and crowning, solved exactly by the kit's retrograde solver under the
// game's rules (landing rule, backward captures, ...). The draw rule and
// repetitions are not part of a table: it gives the game-theoretic value and
// the distance in plies with best play, and the Master plays by it.
#pragma once

#include "games/dame/dame_state.h"
#include "kit/retrograde.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace zv::dame {

// Per seat: Damen and stones. Written "DD-D" (seat 0's pieces, then seat
// 1's; D a Dame, S a stone).
struct Material {
    std::array<int, 2> damen{};
    std::array<int, 2> men{};
    int total() const { return damen[0] + damen[1] + men[0] + men[1]; }
    friend bool operator==(const Material&, const Material&) = default;
};
std::optional<Material> parseMaterial(const std::string& text);
std::string materialText(const Material& m);
Material materialOf(const DameState& s);

struct TableCounts {
    std::uint64_t won = 0, drawn = 0, lost = 0; // for the side to move
    int longestWin = 0;                         // plies, the longest forced win
    int longestLoss = 0;                        // plies, the longest resistance
};

class EndgameTable {
public:
    // Solves `top` and every material it can become. Seconds for four pieces.
    EndgameTable(const Rules& rules, Material top);

    struct Probe {
        kit::RetroValue value = kit::RetroValue::Draw;
        int plies = 0;
    };
    // nullopt when the position's material is not in this table.
    std::optional<Probe> probe(const DameState& s) const;
    // The positions of one material with `seat` to move.
    TableCounts counts(const Material& m, int seat) const;
    std::size_t positions() const { return keys_.size(); }
    double buildMilliseconds() const { return buildMs_; }
    const Rules& rules() const { return rules_; }
    const Material& top() const { return top_; }

    // A table of at most `maxPieces` pieces for this position, built once per
    // rule set and material and kept for the process (thread-safe); nullptr
    // when the position has more pieces.
    static std::shared_ptr<const EndgameTable> forPosition(const DameState& s, int maxPieces);

private:
    struct Key {
        std::array<Mask, 4> masks{}; // men 0, men 1, Damen 0, Damen 1
        std::uint8_t side = 0;
        friend bool operator==(const Key&, const Key&) = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& k) const;
    };
    static Key keyOf(const DameState& s);

    Rules rules_;
    Material top_;
    std::vector<Key> keys_;
    std::unordered_map<Key, std::uint32_t, KeyHash> index_;
    kit::RetroTable table_;
    double buildMs_ = 0;
};

} // namespace zv::dame
