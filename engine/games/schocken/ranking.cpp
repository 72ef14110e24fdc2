// The ranking of a throw (section 5 and 6 of the source): simple throws up
// to 6-6-5 read as a number from the highest die, then the Straßen (ordered),
// the Drei Dicke (ordered), Schock-Zwei to Schock-Sechs, the Jule 4-2-1 and
// Schock-Aus 1-1-1 on top. Built once from the 56 different throws, so the
// table, the penalties and the odds all come from one classification.
#include "games/schocken/sk_types.h"

#include <algorithm>
#include <vector>

namespace zv::schocken {
namespace {

Throw descending(Throw t)
{
    std::sort(t.begin(), t.end(), [](int a, int b) { return a > b; });
    return t;
}

ThrowClass classify(const Throw& d) // d descending
{
    const int x = d[0], y = d[1], z = d[2];
    if (x == 1)
        return ThrowClass::SchockAus;
    if (x == 4 && y == 2 && z == 1)
        return ThrowClass::Jule;
    if (y == 1 && z == 1)
        return ThrowClass::Schock;
    if (x == y && y == z)
        return ThrowClass::DreiDicke;
    if (x == y + 1 && y == z + 1)
        return ThrowClass::Strasse;
    return ThrowClass::Simple;
}

int number(const Throw& d)
{
    return 100 * d[0] + 10 * d[1] + d[2];
}

struct Table {
    std::array<std::int8_t, 216> rankOfKey{}; // key: (x-1)*36 + (y-1)*6 + (z-1), any order
    std::array<Throw, kRanks> throwOf{};
    std::array<int, kRanks> landings{};
    Table()
    {
        std::vector<Throw> all;
        for (int x = 1; x <= 6; ++x)
            for (int y = 1; y <= x; ++y)
                for (int z = 1; z <= y; ++z)
                    all.push_back(Throw{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y),
                                        static_cast<std::uint8_t>(z)});
        std::sort(all.begin(), all.end(), [](const Throw& a, const Throw& b) {
            const auto ca = classify(a), cb = classify(b);
            return ca != cb ? ca < cb : number(a) < number(b);
        });
        for (int r = 0; r < kRanks; ++r)
            throwOf[static_cast<std::size_t>(r)] = all[static_cast<std::size_t>(r)];
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                for (int c = 1; c <= 6; ++c) {
                    const Throw d =
                        descending(Throw{static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b),
                                         static_cast<std::uint8_t>(c)});
                    const auto it = std::find(all.begin(), all.end(), d);
                    const int rank = static_cast<int>(it - all.begin());
                    rankOfKey[static_cast<std::size_t>((a - 1) * 36 + (b - 1) * 6 + (c - 1))] =
                        static_cast<std::int8_t>(rank);
                    ++landings[static_cast<std::size_t>(rank)];
                }
    }
};

const Table& table()
{
    static const Table t;
    return t;
}

} // namespace

int rankOf(const Throw& d)
{
    return table()
        .rankOfKey[static_cast<std::size_t>((d[0] - 1) * 36 + (d[1] - 1) * 6 + (d[2] - 1))];
}

ThrowClass classOf(const Throw& dice)
{
    return classify(descending(dice));
}

ThrowClass classOfRank(int rank)
{
    return classify(throwOfRank(rank));
}

Throw throwOfRank(int rank)
{
    return table().throwOf[static_cast<std::size_t>(rank)];
}

int landingsOfRank(int rank)
{
    return table().landings[static_cast<std::size_t>(rank)];
}

int penaltyOfRank(int rank)
{
    const Throw d = throwOfRank(rank);
    switch (classify(d)) {
    case ThrowClass::Simple:
        return 1;
    case ThrowClass::Strasse:
        return 2;
    case ThrowClass::DreiDicke:
        return 3;
    case ThrowClass::Schock:
        return d[0]; // Schock-Zwei .. Schock-Sechs
    case ThrowClass::Jule:
        return 7;
    case ThrowClass::SchockAus:
        return kChips;
    }
    return 1;
}

std::string_view classKey(ThrowClass c)
{
    constexpr std::array<std::string_view, kClasses> keys = {"simple", "strasse", "drei_dicke",
                                                             "schock", "jule",    "schock_aus"};
    return keys[static_cast<std::size_t>(c)];
}

std::string throwName(const Throw& dice)
{
    const Throw d = descending(dice);
    const ThrowClass c = classify(d);
    const auto digit = [](int v) { return std::string(1, static_cast<char>('0' + v)); };
    switch (c) {
    case ThrowClass::Simple:
        return "simple_" + digit(d[0]) + "_" + digit(d[1]) + "_" + digit(d[2]);
    case ThrowClass::Strasse:
        return "strasse_" + digit(d[2]); // named by its lowest die: strasse_1 .. strasse_4
    case ThrowClass::DreiDicke:
        return "drei_dicke_" + digit(d[0]);
    case ThrowClass::Schock:
        return "schock_" + digit(d[0]);
    case ThrowClass::Jule:
    case ThrowClass::SchockAus:
        break;
    }
    return std::string(classKey(c));
}

std::string_view stageKey(Stage stage)
{
    constexpr std::array<std::string_view, 3> keys = {"first_half", "second_half", "finale"};
    return keys[static_cast<std::size_t>(stage)];
}

std::string_view phaseKey(Phase phase)
{
    constexpr std::array<std::string_view, 5> keys = {"opening", "covered", "play", "rolloff",
                                                      "over"};
    return keys[static_cast<std::size_t>(phase)];
}

} // namespace zv::schocken
