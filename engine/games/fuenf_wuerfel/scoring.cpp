#include "games/fuenf_wuerfel/scoring.h"

#include <array>

namespace zv::fuenf_wuerfel {
namespace {

int sum(const Counts& c)
{
    int total = 0;
    for (int face = 1; face <= 6; ++face)
        total += face * c[static_cast<std::size_t>(face)];
    return total;
}

int most(const Counts& c)
{
    int m = 0;
    for (int face = 1; face <= 6; ++face)
        m = std::max(m, static_cast<int>(c[static_cast<std::size_t>(face)]));
    return m;
}

// The longest run of consecutive faces present.
int run(const Counts& c)
{
    int best = 0, current = 0;
    for (int face = 1; face <= 6; ++face) {
        current = c[static_cast<std::size_t>(face)] > 0 ? current + 1 : 0;
        best = std::max(best, current);
    }
    return best;
}

bool fullHouse(const Counts& c)
{
    bool three = false, two = false;
    for (int face = 1; face <= 6; ++face) {
        three = three || c[static_cast<std::size_t>(face)] == 3;
        two = two || c[static_cast<std::size_t>(face)] == 2;
    }
    return three && two;
}

constexpr std::array<std::string_view, kFields> kKeys = {
    "einser",         "zweier",      "dreier",      "vierer",     "fuenfer",
    "sechser",        "dreierpasch", "viererpasch", "full_house", "kleine_strasse",
    "grosse_strasse", "kniffel",     "chance"};

} // namespace

std::string_view fieldKey(int field)
{
    return kKeys[static_cast<std::size_t>(field)];
}

std::optional<int> fieldFromKey(std::string_view key)
{
    for (int f = 0; f < kFields; ++f)
        if (kKeys[static_cast<std::size_t>(f)] == key)
            return f;
    return std::nullopt;
}

bool isKniffelThrow(const Counts& c)
{
    return most(c) == kDice;
}

int countedDice(int field, const Counts& c)
{
    const int face = field + 1;
    return face * c[static_cast<std::size_t>(face)];
}

int ordinaryScore(int field, const Counts& c)
{
    if (isUpper(field))
        return countedDice(field, c);
    switch (field) {
    case Dreierpasch:
        return most(c) >= 3 ? sum(c) : 0;
    case Viererpasch:
        return most(c) >= 4 ? sum(c) : 0;
    case FullHouse:
        // Three of one face and two of another: five equal dice are no Full
        // House (RULES.md, decisions).
        return fullHouse(c) ? 25 : 0;
    case KleineStrasse:
        return run(c) >= 4 ? 30 : 0;
    case GrosseStrasse:
        return run(c) >= 5 ? 40 : 0;
    case Kniffel:
        return isKniffelThrow(c) ? kKniffelScore : 0;
    case Chance:
        return sum(c);
    default:
        return 0;
    }
}

int extraKniffelScore(int field, const Counts& c)
{
    return kExtraKniffel + (isUpper(field) ? countedDice(field, c) : 0);
}

int maxScore(int field)
{
    if (isUpper(field))
        return kExtraKniffel + kDice * (field + 1);
    return field == Kniffel ? kKniffelScore : kExtraKniffel;
}

} // namespace zv::fuenf_wuerfel
