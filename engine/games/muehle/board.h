// The Mühle board: 24 points on three nested squares joined at their
// midpoints, named a1..g7 as in standard Nine Men's Morris notation (column
// letter a-g from left to right, row 1-7 from bottom to top, White's side).
// Everything here is computed at compile time so move generation only ANDs
// and ORs 24-bit masks.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string_view>

namespace zv::muehle {

using Mask = std::uint32_t;
inline constexpr int kPoints = 24;
inline constexpr Mask kAllPoints = (Mask{1} << kPoints) - 1;
inline constexpr int kMillCount = 16;

// The fixed order of the points: the index of a point everywhere (bitboards,
// the "points" and "board" state keys).
inline constexpr std::array<std::string_view, kPoints> kPointNames = {
    "a1", "a4", "a7", "b2", "b4", "b6", "c3", "c4", "c5", "d1", "d2", "d3",
    "d5", "d6", "d7", "e3", "e4", "e5", "f2", "f4", "f6", "g1", "g4", "g7"};

constexpr int pointIndex(std::string_view name)
{
    for (int i = 0; i < kPoints; ++i)
        if (kPointNames[static_cast<std::size_t>(i)] == name)
            return i;
    return -1;
}

constexpr Mask bit(int point)
{
    return Mask{1} << point;
}

// The 16 lines of three: 8 rows, 8 columns (each ring side, and the four
// spokes that join the rings).
inline constexpr std::array<std::array<std::string_view, 3>, kMillCount> kMillLines = {{
    {"a7", "d7", "g7"},
    {"b6", "d6", "f6"},
    {"c5", "d5", "e5"},
    {"a4", "b4", "c4"},
    {"e4", "f4", "g4"},
    {"c3", "d3", "e3"},
    {"b2", "d2", "f2"},
    {"a1", "d1", "g1"},
    {"a1", "a4", "a7"},
    {"b2", "b4", "b6"},
    {"c3", "c4", "c5"},
    {"d1", "d2", "d3"},
    {"d5", "d6", "d7"},
    {"e3", "e4", "e5"},
    {"f2", "f4", "f6"},
    {"g1", "g4", "g7"},
}};

struct Geometry {
    std::array<Mask, kMillCount> mills{};
    std::array<Mask, kPoints> adjacent{};
    // Every point lies on exactly two lines.
    std::array<std::array<Mask, 2>, kPoints> millsThrough{};
};

constexpr Geometry makeGeometry()
{
    Geometry g;
    std::array<int, kPoints> found{};
    for (int m = 0; m < kMillCount; ++m) {
        const auto& line = kMillLines[static_cast<std::size_t>(m)];
        const int p0 = pointIndex(line[0]), p1 = pointIndex(line[1]), p2 = pointIndex(line[2]);
        const Mask mask = bit(p0) | bit(p1) | bit(p2);
        g.mills[static_cast<std::size_t>(m)] = mask;
        // Neighbours on the board are exactly the consecutive points of a line.
        g.adjacent[static_cast<std::size_t>(p0)] |= bit(p1);
        g.adjacent[static_cast<std::size_t>(p1)] |= bit(p0) | bit(p2);
        g.adjacent[static_cast<std::size_t>(p2)] |= bit(p1);
        for (int p : {p0, p1, p2})
            g.millsThrough[static_cast<std::size_t>(p)]
                          [static_cast<std::size_t>(found[static_cast<std::size_t>(p)]++)] = mask;
    }
    return g;
}

inline constexpr Geometry kGeometry = makeGeometry();

constexpr Mask adjacent(int point)
{
    return kGeometry.adjacent[static_cast<std::size_t>(point)];
}

// True when `stones` holds a full line through `point`.
constexpr bool inMill(Mask stones, int point)
{
    const auto& through = kGeometry.millsThrough[static_cast<std::size_t>(point)];
    return (stones & through[0]) == through[0] || (stones & through[1]) == through[1];
}

// The stones of `stones` that are part of a closed line.
constexpr Mask millStones(Mask stones)
{
    Mask result = 0;
    for (Mask m : kGeometry.mills)
        if ((stones & m) == m)
            result |= m;
    return result;
}

constexpr int popcount(Mask m)
{
    return std::popcount(m);
}
constexpr int lowestPoint(Mask m)
{
    return std::countr_zero(m);
}

} // namespace zv::muehle
