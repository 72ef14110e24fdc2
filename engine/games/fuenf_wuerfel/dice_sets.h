// Every multiset of up to five dice (462 of them: 252 throws of five dice and
// the 210 smaller sets a player may keep), indexed once, with the tables the
// solver walks: which set one more die makes, which set one die fewer leaves,
// and how likely each throw of k dice is. Dice are counted, never ordered:
// two throws with the same values are the same throw for every rule.
#pragma once

#include "games/fuenf_wuerfel/fw_types.h"

#include <array>
#include <string>
#include <vector>

namespace zv::fuenf_wuerfel {

class DiceSets {
public:
    static constexpr int kCount = 462;
    static constexpr int kThrows = 252; // multisets of exactly five dice
    static constexpr int kNone = -1;

    static const DiceSets& instance();

    int index(const Counts& counts) const;
    const Counts& counts(int set) const { return counts_[static_cast<std::size_t>(set)]; }
    int size(int set) const { return size_[static_cast<std::size_t>(set)]; }
    // The set with one more die of `face` (kNone for a set of five).
    int plus(int set, int face) const
    {
        return plus_[static_cast<std::size_t>(set)][static_cast<std::size_t>(face)];
    }
    // The set with one die of `face` less (kNone when it has none).
    int minus(int set, int face) const
    {
        return minus_[static_cast<std::size_t>(set)][static_cast<std::size_t>(face)];
    }
    // Every set, smallest first (sizes 0, 1, ..., 5).
    const std::vector<int>& bySize() const { return bySize_; }
    // The sets of exactly five dice, in ascending order of their values.
    const std::vector<int>& throws() const { return throws_; }
    // The chance that `size(set)` dice thrown together show exactly this set.
    double probability(int set) const { return probability_[static_cast<std::size_t>(set)]; }

private:
    DiceSets();
    std::array<Counts, kCount> counts_{};
    std::array<int, kCount> size_{};
    std::array<std::array<int, 7>, kCount> plus_{};
    std::array<std::array<int, 7>, kCount> minus_{};
    std::array<double, kCount> probability_{};
    std::vector<int> bySize_, throws_;
    std::vector<short> lookup_; // counts in base 6 -> set
};

// The values of a multiset, ascending, and back.
std::array<std::uint8_t, kDice> valuesOf(const Counts& counts, int* n);
Counts countsOf(const std::uint8_t* values, int n);
// "1-3-3-5-6"
std::string diceText(const std::uint8_t* values, int n);

} // namespace zv::fuenf_wuerfel
