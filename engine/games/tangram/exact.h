// Exact numbers for Tangram: a + b·√2 with integers a and b.
//
// With the small triangle's legs √2 long (its hypotenuse 2), every corner of
// every piece in each of its eight 45° turns lies at an offset whose
// coordinates are such numbers, so a figure and its pieces are compared
// exactly: no pixel tolerance ever decides whether a figure is solved.
#pragma once

#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>

namespace zv::tangram {

struct Surd {
    std::int64_t a = 0; // rational part
    std::int64_t b = 0; // coefficient of √2

    friend constexpr bool operator==(const Surd&, const Surd&) = default;
    friend constexpr Surd operator+(Surd x, Surd y) { return {x.a + y.a, x.b + y.b}; }
    friend constexpr Surd operator-(Surd x, Surd y) { return {x.a - y.a, x.b - y.b}; }
    friend constexpr Surd operator-(Surd x) { return {-x.a, -x.b}; }
    friend constexpr Surd operator*(Surd x, Surd y)
    {
        return {x.a * y.a + 2 * x.b * y.b, x.a * y.b + x.b * y.a};
    }
    double value() const
    {
        return static_cast<double>(a) + static_cast<double>(b) * std::sqrt(2.0);
    }
};

// -1, 0 or 1: the sign of a + b√2, decided with integers only.
constexpr int sign(Surd x)
{
    const int sa = x.a > 0 ? 1 : x.a < 0 ? -1 : 0;
    const int sb = x.b > 0 ? 1 : x.b < 0 ? -1 : 0;
    if (sa == 0)
        return sb;
    if (sb == 0 || sa == sb)
        return sa;
    // Opposite signs: compare a² with 2b².
    const std::int64_t a2 = x.a * x.a, b2 = 2 * x.b * x.b;
    if (a2 == b2)
        return 0; // cannot happen for integers other than 0, kept for safety
    return a2 > b2 ? sa : sb;
}
constexpr bool operator<(Surd x, Surd y)
{
    return sign(x - y) < 0;
}
constexpr bool operator>(Surd x, Surd y)
{
    return sign(x - y) > 0;
}
constexpr bool operator<=(Surd x, Surd y)
{
    return sign(x - y) <= 0;
}
constexpr bool operator>=(Surd x, Surd y)
{
    return sign(x - y) >= 0;
}

// x / √2, defined when a is even (the caller checks).
constexpr Surd divSqrt2(Surd x)
{
    return {x.b, x.a / 2};
}

struct Pt {
    Surd x, y;
    friend constexpr bool operator==(const Pt&, const Pt&) = default;
    friend constexpr Pt operator+(Pt p, Pt q) { return {p.x + q.x, p.y + q.y}; }
    friend constexpr Pt operator-(Pt p, Pt q) { return {p.x - q.x, p.y - q.y}; }
};

constexpr Surd cross(Pt u, Pt v)
{
    return u.x * v.y - u.y * v.x;
}
constexpr Surd dot(Pt u, Pt v)
{
    return u.x * v.x + u.y * v.y;
}
// Lowest first, then leftmost: the order the solver fills corners in.
constexpr bool lowerLeft(Pt p, Pt q)
{
    return p.y < q.y || (p.y == q.y && p.x < q.x);
}

// Text: "3", "-2r" (−2√2), "1+2r", "4-1r".
std::string surdText(Surd x);
bool parseSurd(std::string_view text, Surd* out);

} // namespace zv::tangram
