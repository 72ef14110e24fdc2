// The Sogo board: 16 rods in a 4×4 square, each holding up to four beads, so
// 64 cells in a cube. Cell index = level * 16 + rod, rod = row * 4 + column;
// rods are named a1..d4 (column letter a-d from left to right, row 1-4 from
// the front), cells "rod/level" with level 1 at the bottom ("c2/1").
// Everything here is computed at compile time: move generation and the mill
// test only AND and OR 64-bit masks.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string>

namespace zv::sogo {

using Mask = std::uint64_t;
inline constexpr int kSize = 4; // rods per row, rows, levels
inline constexpr int kRods = kSize * kSize;
inline constexpr int kCells = kRods * kSize;
inline constexpr int kLineCount = 76;
// The most lines one cell lies on (corners and the eight inner cells).
inline constexpr int kMaxLinesPerCell = 7;
inline constexpr Mask kBottomLevel = 0xFFFF;
inline constexpr Mask kTopLevel = Mask{0xFFFF} << 48;

constexpr Mask bit(int cell)
{
    return Mask{1} << cell;
}
constexpr int cellOf(int rod, int level)
{
    return level * kRods + rod;
}
constexpr int rodOf(int cell)
{
    return cell % kRods;
}
constexpr int levelOf(int cell)
{
    return cell / kRods;
}
// The four cells of a rod.
constexpr Mask rodMask(int rod)
{
    return Mask{0x0001000100010001ULL} << rod;
}
inline int popcount(Mask m)
{
    return std::popcount(m);
}

inline std::string rodName(int rod)
{
    return {static_cast<char>('a' + rod % kSize), static_cast<char>('1' + rod / kSize)};
}
inline std::string cellName(int cell)
{
    return rodName(rodOf(cell)) + "/" + static_cast<char>('1' + levelOf(cell));
}

// Every line of four: 16 verticals, 16 rows, 16 columns (each level's rows and
// columns), 8 diagonals in the levels, 16 diagonals in the upright planes and
// the 4 space diagonals. Found by walking the 13 directions of the cube from
// every cell where four steps fit; the test counts them independently.
struct Lines {
    std::array<Mask, kLineCount> masks{};
    int count = 0;
    std::array<std::array<std::uint8_t, kMaxLinesPerCell>, kCells> ofCell{};
    std::array<std::uint8_t, kCells> ofCellCount{};
};

constexpr Lines makeLines()
{
    Lines lines;
    for (int dz = 0; dz <= 1; ++dz)
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                // One of each pair of opposite directions: the first non-zero step positive.
                if (dz == 0 && (dy < 0 || (dy == 0 && dx <= 0)))
                    continue;
                for (int z = 0; z < kSize; ++z)
                    for (int y = 0; y < kSize; ++y)
                        for (int x = 0; x < kSize; ++x) {
                            const int ex = x + 3 * dx, ey = y + 3 * dy, ez = z + 3 * dz;
                            if (ex < 0 || ex >= kSize || ey < 0 || ey >= kSize || ez >= kSize)
                                continue;
                            Mask m = 0;
                            for (int k = 0; k < kSize; ++k)
                                m |= bit(cellOf((y + k * dy) * kSize + x + k * dx, z + k * dz));
                            if (lines.count < kLineCount)
                                lines.masks[static_cast<std::size_t>(lines.count)] = m;
                            ++lines.count;
                        }
            }
    for (int i = 0; i < kLineCount; ++i)
        for (int c = 0; c < kCells; ++c)
            if (lines.masks[static_cast<std::size_t>(i)] & bit(c)) {
                auto& n = lines.ofCellCount[static_cast<std::size_t>(c)];
                lines.ofCell[static_cast<std::size_t>(c)][n] = static_cast<std::uint8_t>(i);
                ++n;
            }
    return lines;
}

inline constexpr Lines kLines = makeLines();
static_assert(kLines.count == kLineCount, "a 4x4x4 cube has 76 lines of four");

// Whether `beads` hold a complete line through `cell`.
constexpr bool completesLine(Mask beads, int cell)
{
    const auto c = static_cast<std::size_t>(cell);
    for (int i = 0; i < kLines.ofCellCount[c]; ++i) {
        const Mask line = kLines.masks[kLines.ofCell[c][static_cast<std::size_t>(i)]];
        if ((beads & line) == line)
            return true;
    }
    return false;
}

// The cells of `beads` that lie in a complete line of `beads` (its mills).
constexpr Mask millCells(Mask beads)
{
    Mask in = 0;
    for (const Mask line : kLines.masks)
        if ((beads & line) == line)
            in |= line;
    return in;
}

// The cell a bead dropped on each rod lands on: the lowest free cell.
constexpr Mask landingCells(Mask occupied)
{
    return ~occupied & ((occupied << kRods) | kBottomLevel);
}

} // namespace zv::sogo
