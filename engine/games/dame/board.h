// The geometry of the Dame board: only the dark squares, numbered row by row
// from the bottom (a1 is dark, as on the kit's checkered SquareBoard), with
// the diagonal neighbours of each square. One table for 8x8 (32 squares) and
// one for 10x10 (Dame 100, 50 squares); both fit a 64-bit mask.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string>

namespace zv::dame {

using Mask = std::uint64_t;

inline constexpr int kMaxSquares = 50;
// Directions: 0 up-left, 1 up-right (towards row 8/10), 2 down-left, 3 down-right.
inline constexpr int kUpLeft = 0, kUpRight = 1, kDownLeft = 2, kDownRight = 3;

constexpr Mask bit(int square)
{
    return Mask{1} << square;
}
inline int popcount(Mask m)
{
    return std::popcount(m);
}
inline int lowestSquare(Mask m)
{
    return std::countr_zero(m);
}

struct Geometry {
    int size = 8;     // squares per side
    int squares = 32; // dark squares
    std::array<std::array<std::int8_t, 4>, kMaxSquares> next{};
    Mask all = 0;
    std::array<Mask, 2> crownRow{}; // seat 0 is crowned on the top row, seat 1 on the bottom

    constexpr int row(int square) const { return square / (size / 2); }
    constexpr int column(int square) const { return 2 * (square % (size / 2)) + (row(square) & 1); }
    // -1 for a light square or one off the board.
    constexpr int squareAt(int column, int row) const
    {
        if (column < 0 || row < 0 || column >= size || row >= size || ((column + row) & 1))
            return -1;
        return row * (size / 2) + column / 2;
    }
    std::string name(int square) const
    {
        return std::string(1, static_cast<char>('a' + column(square))) +
               std::to_string(row(square) + 1);
    }
    // The square named e.g. "c3" or "j10"; -1 when it is no dark square here.
    int parse(const std::string& text) const
    {
        if (text.size() < 2 || text.size() > 3 || text[0] < 'a' || text[0] > 'z')
            return -1;
        int number = 0;
        for (std::size_t i = 1; i < text.size(); ++i) {
            if (text[i] < '0' || text[i] > '9')
                return -1;
            number = number * 10 + (text[i] - '0');
        }
        return squareAt(text[0] - 'a', number - 1);
    }
};

constexpr Geometry makeGeometry(int size)
{
    Geometry g;
    g.size = size;
    g.squares = size * size / 2;
    constexpr int dc[4] = {-1, 1, -1, 1};
    constexpr int dr[4] = {1, 1, -1, -1};
    for (int s = 0; s < g.squares; ++s) {
        g.all |= bit(s);
        for (int d = 0; d < 4; ++d)
            g.next[static_cast<std::size_t>(s)][static_cast<std::size_t>(d)] =
                static_cast<std::int8_t>(g.squareAt(g.column(s) + dc[d], g.row(s) + dr[d]));
        if (g.row(s) == size - 1)
            g.crownRow[0] |= bit(s);
        if (g.row(s) == 0)
            g.crownRow[1] |= bit(s);
    }
    return g;
}

inline constexpr Geometry kBoard8 = makeGeometry(8);
inline constexpr Geometry kBoard10 = makeGeometry(10);

inline const Geometry& geometry(int size)
{
    return size == 10 ? kBoard10 : kBoard8;
}

// The square after `square` in direction d, or -1.
inline int step(const Geometry& g, int square, int d)
{
    return g.next[static_cast<std::size_t>(square)][static_cast<std::size_t>(d)];
}

} // namespace zv::dame
