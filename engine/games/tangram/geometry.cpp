// Exact geometry of the pieces (see geometry.h). Everything here compares
// numbers a + b·√2 with integers (exact.h); nothing is rounded.
#include "games/tangram/geometry.h"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace zv::tangram {

namespace {

constexpr Surd I(std::int64_t a)
{
    return {a, 0};
}
constexpr Pt P(std::int64_t x, std::int64_t y)
{
    return {I(x), I(y)};
}

// The pieces unturned, anchor corner first, counter-clockwise. The square of
// the whole set is 4 × 4; the small triangle has legs √2 and hypotenuse 2.
Polygon baseShape(Shape shape, bool flipped)
{
    switch (shape) {
    case Shape::Large:
        return {P(0, 0), P(4, 0), P(2, 2)};
    case Shape::Medium:
        return {P(0, 0), P(2, 0), P(0, 2)};
    case Shape::Small:
        return {P(0, 0), P(2, 0), P(1, 1)};
    case Shape::Square:
        return {P(0, 0), P(1, 1), P(0, 2), P(-1, 1)};
    case Shape::Parallelogram:
        // The mirror image (about the x axis), listed counter-clockwise again.
        return flipped ? Polygon{P(0, 0), P(1, -1), P(3, -1), P(2, 0)}
                       : Polygon{P(0, 0), P(2, 0), P(3, 1), P(1, 1)};
    }
    return {};
}

// Turns a point by 45° counter-clockwise: ((x−y)/√2, (x+y)/√2). Every corner
// offset of a piece keeps an even rational part there (checked once).
Pt turn45(Pt p)
{
    const Surd u = p.x - p.y, v = p.x + p.y;
    if (u.a % 2 != 0 || v.a % 2 != 0)
        throw std::logic_error("a piece corner left the √2 lattice");
    return {divSqrt2(u), divSqrt2(v)};
}

struct ShapeTable {
    // [shape][flipped][turn]
    std::array<std::array<std::array<Polygon, 8>, 2>, 5> offsets;
    ShapeTable()
    {
        for (int s = 0; s < 5; ++s)
            for (int f = 0; f < 2; ++f) {
                Polygon poly = baseShape(static_cast<Shape>(s), f == 1);
                for (int t = 0; t < 8; ++t) {
                    offsets[static_cast<std::size_t>(s)][static_cast<std::size_t>(f)]
                           [static_cast<std::size_t>(t)] = poly;
                    for (Pt& p : poly)
                        p = turn45(p);
                }
            }
    }
};

const ShapeTable& table()
{
    static const ShapeTable t;
    return t;
}

bool strictlyBetween(Pt p, Pt a, Pt b)
{
    return sign(cross(b - a, p - a)) == 0 && sign(dot(p - a, b - a)) > 0 &&
           sign(dot(p - b, a - b)) > 0;
}

int sectorsFrom(int from, int to) // sectors from direction `from` ccw up to `to`
{
    int mask = 0;
    for (int d = from; d != to; d = (d + 1) % 8)
        mask |= 1 << d;
    return mask;
}

// Even-odd test of k·q against the silhouette (q scaled by k avoids fractions
// for a piece's centroid). q must not lie on the outline.
bool containsScaled(const Outline& outline, Pt q, std::int64_t k)
{
    bool in = false;
    const Surd ks = I(k);
    for (const Polygon& ring : outline.rings)
        for (std::size_t i = 0; i < ring.size(); ++i) {
            const Pt a{ring[i].x * ks, ring[i].y * ks};
            const Pt b{ring[(i + 1) % ring.size()].x * ks, ring[(i + 1) % ring.size()].y * ks};
            if ((a.y > q.y) == (b.y > q.y))
                continue;
            const int t = sign(cross(b - a, q - a));
            const int dy = sign(b.y - a.y);
            if (t * dy > 0)
                in = !in;
        }
    return in;
}

// Whether segment a–b meets the open interior of a convex ccw polygon
// (Cyrus–Beck with exact fractions num/den, den > 0).
bool segmentEntersInterior(Pt a, Pt b, const Polygon& poly)
{
    Surd loN = I(0), loD = I(1), hiN = I(1), hiD = I(1);
    for (std::size_t i = 0; i < poly.size(); ++i) {
        const Pt v = poly[i], w = poly[(i + 1) % poly.size()];
        const Surd fa = cross(w - v, a - v), fb = cross(w - v, b - v);
        const Surd beta = fb - fa; // f(t) = fa + t·beta must stay > 0
        const int sb = sign(beta);
        if (sb == 0) {
            if (sign(fa) <= 0)
                return false;
            continue;
        }
        Surd num = -fa, den = beta; // bound t* = −fa / beta
        if (sb < 0) {
            num = fa;
            den = -beta;
            if (num * hiD < hiN * den) { // new upper bound is lower
                hiN = num;
                hiD = den;
            }
        } else if (num * loD > loN * den) { // new lower bound is higher
            loN = num;
            loD = den;
        }
    }
    return loN * hiD < hiN * loD;
}

} // namespace

int pieceIndex(std::string_view name)
{
    for (int i = 0; i < kPieces; ++i)
        if (name == kPieceNames[static_cast<std::size_t>(i)])
            return i;
    return -1;
}

int shapeArea(Shape shape)
{
    switch (shape) {
    case Shape::Large:
        return 4;
    case Shape::Small:
        return 1;
    default:
        return 2;
    }
}

bool canFlip(int piece)
{
    return kPieceShapes[static_cast<std::size_t>(piece)] == Shape::Parallelogram;
}

const Polygon& shapeOffsets(Shape shape, int turn, bool flipped)
{
    return table().offsets[static_cast<std::size_t>(shape)][flipped ? 1 : 0]
                          [static_cast<std::size_t>(((turn % 8) + 8) % 8)];
}

Polygon cornersOf(int piece, const Placement& placement)
{
    Polygon poly = shapeOffsets(kPieceShapes[static_cast<std::size_t>(piece)], placement.turn,
                                placement.flipped && canFlip(piece));
    for (Pt& p : poly)
        p = p + placement.at;
    return poly;
}

Surd twiceArea(const Polygon& ring)
{
    Surd sum;
    for (std::size_t i = 0; i < ring.size(); ++i)
        sum = sum + cross(ring[i], ring[(i + 1) % ring.size()]);
    return sum;
}

Surd twiceArea(const Outline& outline)
{
    Surd sum;
    for (const Polygon& ring : outline.rings)
        sum = sum + twiceArea(ring);
    return sum;
}

int direction(Pt v)
{
    const int sx = sign(v.x), sy = sign(v.y);
    if (sy == 0 && sx != 0)
        return sx > 0 ? 0 : 4;
    if (sx == 0 && sy != 0)
        return sy > 0 ? 2 : 6;
    if (v.x == v.y && sx != 0)
        return sx > 0 ? 1 : 5;
    if (v.x == -v.y && sx != 0)
        return sy > 0 ? 3 : 7;
    return -1;
}

bool overlaps(const Polygon& a, const Polygon& b)
{
    // Separating axis: convex polygons' interiors are disjoint exactly when
    // one polygon lies on the outer closed side of an edge of the other.
    auto separatedBy = [](const Polygon& p, const Polygon& q) {
        for (std::size_t i = 0; i < p.size(); ++i) {
            const Pt v = p[i], w = p[(i + 1) % p.size()];
            const bool allOutside = std::all_of(
                q.begin(), q.end(), [&](Pt x) { return sign(cross(w - v, x - v)) <= 0; });
            if (allOutside)
                return true;
        }
        return false;
    };
    return !separatedBy(a, b) && !separatedBy(b, a);
}

bool inside(const Polygon& piece, const Outline& outline)
{
    for (const Polygon& ring : outline.rings)
        for (std::size_t i = 0; i < ring.size(); ++i)
            if (segmentEntersInterior(ring[i], ring[(i + 1) % ring.size()], piece))
                return false;
    // The outline does not cut the piece, so the piece lies wholly in or out:
    // test its centroid (scaled by the number of corners).
    Pt sum{};
    for (Pt p : piece)
        sum = sum + p;
    return containsScaled(outline, sum, static_cast<std::int64_t>(piece.size()));
}

int allowedSectors(const Outline& outline, Pt p)
{
    // The interior lies left of every directed edge (outer rings ccw, holes
    // cw). So an edge leaving p in direction d has the inside just ccw of d;
    // an edge arriving from direction e has it just cw of e. Between two
    // such directions nothing changes. Reading the rings' order at p instead
    // would go wrong where a figure touches itself in a point.
    std::array<int, 8> side{}; // +1: the sector ccw of this direction is inside, -1: outside
    bool onBoundary = false;
    for (const Polygon& ring : outline.rings) {
        const std::size_t n = ring.size();
        for (std::size_t i = 0; i < n; ++i) {
            const Pt next = ring[(i + 1) % n];
            if (ring[i] == p) {
                side[static_cast<std::size_t>(direction(next - p))] = 1;
                side[static_cast<std::size_t>(direction(ring[(i + n - 1) % n] - p))] = -1;
                onBoundary = true;
            } else if (strictlyBetween(p, ring[i], next)) {
                const int d = direction(next - ring[i]);
                side[static_cast<std::size_t>(d)] = 1;
                side[static_cast<std::size_t>((d + 4) % 8)] = -1;
                onBoundary = true;
            }
        }
    }
    if (!onBoundary)
        return containsScaled(outline, p, 1) ? 0xFF : 0;
    int mask = 0;
    for (int s = 0; s < 8; ++s) {
        int b = s;
        while (side[static_cast<std::size_t>(b)] == 0)
            b = (b + 7) % 8;
        if (side[static_cast<std::size_t>(b)] > 0)
            mask |= 1 << s;
    }
    return mask;
}

int coveredSectors(const Polygon& piece, Pt p)
{
    const std::size_t n = piece.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Pt next = piece[(i + 1) % n];
        if (piece[i] == p)
            return sectorsFrom(direction(next - p), direction(piece[(i + n - 1) % n] - p));
        if (strictlyBetween(p, piece[i], next)) {
            const int d = direction(next - piece[i]);
            return sectorsFrom(d, (d + 4) % 8);
        }
    }
    for (std::size_t i = 0; i < n; ++i)
        if (sign(cross(piece[(i + 1) % n] - piece[i], p - piece[i])) <= 0)
            return 0;
    return 0xFF;
}

Outline unionOutline(const std::vector<Polygon>& pieces)
{
    // Every edge, cut at every corner lying on it: two pieces sharing a side
    // then share the same small segments, once in each direction.
    std::vector<Pt> corners;
    for (const Polygon& poly : pieces)
        corners.insert(corners.end(), poly.begin(), poly.end());
    std::vector<std::pair<Pt, Pt>> segments;
    for (const Polygon& poly : pieces)
        for (std::size_t i = 0; i < poly.size(); ++i) {
            const Pt a = poly[i], b = poly[(i + 1) % poly.size()];
            std::vector<Pt> cuts{a, b};
            for (Pt c : corners)
                if (strictlyBetween(c, a, b) &&
                    std::find(cuts.begin(), cuts.end(), c) == cuts.end())
                    cuts.push_back(c);
            std::sort(cuts.begin(), cuts.end(),
                      [&](Pt u, Pt v) { return dot(u - a, b - a) < dot(v - a, b - a); });
            for (std::size_t k = 0; k + 1 < cuts.size(); ++k)
                segments.emplace_back(cuts[k], cuts[k + 1]);
        }
    std::vector<bool> used(segments.size(), false);
    for (std::size_t i = 0; i < segments.size(); ++i)
        for (std::size_t j = i + 1; j < segments.size() && !used[i]; ++j)
            if (!used[j] && segments[i].first == segments[j].second &&
                segments[i].second == segments[j].first)
                used[i] = used[j] = true;

    Outline outline;
    for (std::size_t s = 0; s < segments.size(); ++s) {
        if (used[s])
            continue;
        Polygon ring;
        std::size_t cur = s;
        while (true) {
            used[cur] = true;
            ring.push_back(segments[cur].first);
            const Pt end = segments[cur].second;
            const int din = direction(end - segments[cur].first);
            // At a point where the figure touches itself, turn left as far as
            // possible: each part then gets a simple ring of its own (the
            // rings share the point).
            static constexpr int preference[] = {3, 2, 1, 0, 7, 6, 5, 4};
            std::size_t best = segments.size();
            int bestRank = 99;
            for (std::size_t k = 0; k < segments.size(); ++k) {
                if (used[k] || !(segments[k].first == end))
                    continue;
                const int turnBy = (direction(segments[k].second - end) - din + 8) % 8;
                const int rank = static_cast<int>(
                    std::find(std::begin(preference), std::end(preference), turnBy) -
                    std::begin(preference));
                if (rank < bestRank) {
                    bestRank = rank;
                    best = k;
                }
            }
            if (best == segments.size())
                break;
            cur = best;
        }
        // Merge straight runs.
        Polygon merged;
        const std::size_t n = ring.size();
        for (std::size_t i = 0; i < n; ++i) {
            const Pt prev = ring[(i + n - 1) % n], next = ring[(i + 1) % n];
            if (sign(cross(ring[i] - prev, next - ring[i])) != 0 ||
                sign(dot(ring[i] - prev, next - ring[i])) < 0)
                merged.push_back(ring[i]);
        }
        const auto first = std::min_element(merged.begin(), merged.end(), lowerLeft);
        std::rotate(merged.begin(), first, merged.end());
        outline.rings.push_back(merged);
    }
    return outline;
}

std::string pointText(Pt p)
{
    return surdText(p.x) + "," + surdText(p.y);
}

} // namespace zv::tangram
