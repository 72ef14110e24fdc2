#include "games/fuenf_wuerfel/dice_sets.h"

#include <algorithm>

namespace zv::fuenf_wuerfel {
namespace {

int code(const Counts& c)
{
    int k = 0;
    for (int face = 6; face >= 1; --face)
        k = k * 6 + c[static_cast<std::size_t>(face)];
    return k;
}

double factorial(int n)
{
    return n <= 1 ? 1.0 : n * factorial(n - 1);
}

} // namespace

const DiceSets& DiceSets::instance()
{
    static const DiceSets sets;
    return sets;
}

DiceSets::DiceSets() : lookup_(46656, static_cast<short>(kNone))
{
    // Enumerate the count vectors with at most five dice, smallest sets first
    // and, within a size, by ascending values (so throws() reads naturally).
    int n = 0;
    for (int size = 0; size <= kDice; ++size) {
        std::vector<Counts> ofSize;
        Counts c{};
        // All compositions of `size` into six parts.
        const auto fill = [&](auto&& self, int face, int left) -> void {
            if (face == 7) {
                if (left == 0)
                    ofSize.push_back(c);
                return;
            }
            for (int k = left; k >= 0; --k) {
                c[static_cast<std::size_t>(face)] = static_cast<std::uint8_t>(k);
                self(self, face + 1, left - k);
            }
            c[static_cast<std::size_t>(face)] = 0;
        };
        fill(fill, 1, size);
        std::sort(ofSize.begin(), ofSize.end(), [](const Counts& a, const Counts& b) {
            int na = 0, nb = 0;
            return valuesOf(a, &na) < valuesOf(b, &nb);
        });
        for (const Counts& set : ofSize) {
            counts_[static_cast<std::size_t>(n)] = set;
            size_[static_cast<std::size_t>(n)] = size;
            lookup_[static_cast<std::size_t>(code(set))] = static_cast<short>(n);
            double ways = factorial(size);
            for (int face = 1; face <= 6; ++face)
                ways /= factorial(set[static_cast<std::size_t>(face)]);
            double all = 1;
            for (int i = 0; i < size; ++i)
                all *= 6;
            probability_[static_cast<std::size_t>(n)] = ways / all;
            bySize_.push_back(n);
            if (size == kDice)
                throws_.push_back(n);
            ++n;
        }
    }
    for (int s = 0; s < kCount; ++s) {
        for (int face = 0; face <= 6; ++face) {
            plus_[static_cast<std::size_t>(s)][static_cast<std::size_t>(face)] = kNone;
            minus_[static_cast<std::size_t>(s)][static_cast<std::size_t>(face)] = kNone;
        }
        for (int face = 1; face <= 6; ++face) {
            Counts c = counts_[static_cast<std::size_t>(s)];
            if (size_[static_cast<std::size_t>(s)] < kDice) {
                ++c[static_cast<std::size_t>(face)];
                plus_[static_cast<std::size_t>(s)][static_cast<std::size_t>(face)] = index(c);
                --c[static_cast<std::size_t>(face)];
            }
            if (c[static_cast<std::size_t>(face)] > 0) {
                --c[static_cast<std::size_t>(face)];
                minus_[static_cast<std::size_t>(s)][static_cast<std::size_t>(face)] = index(c);
            }
        }
    }
}

int DiceSets::index(const Counts& counts) const
{
    int size = 0;
    for (int face = 1; face <= 6; ++face)
        size += counts[static_cast<std::size_t>(face)];
    if (size > kDice || counts[0] != 0)
        return kNone;
    return lookup_[static_cast<std::size_t>(code(counts))];
}

std::array<std::uint8_t, kDice> valuesOf(const Counts& counts, int* n)
{
    std::array<std::uint8_t, kDice> values{};
    *n = 0;
    for (int face = 1; face <= 6; ++face)
        for (int k = 0; k < counts[static_cast<std::size_t>(face)] && *n < kDice; ++k)
            values[static_cast<std::size_t>((*n)++)] = static_cast<std::uint8_t>(face);
    return values;
}

Counts countsOf(const std::uint8_t* values, int n)
{
    Counts c{};
    for (int i = 0; i < n; ++i)
        if (values[i] >= 1 && values[i] <= 6)
            ++c[values[i]];
    return c;
}

std::string diceText(const std::uint8_t* values, int n)
{
    std::string text;
    for (int i = 0; i < n; ++i)
        text += (i ? "-" : "") + std::to_string(values[i]);
    return text;
}

} // namespace zv::fuenf_wuerfel
