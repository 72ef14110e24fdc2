// The seven pieces and the exact tests on them: where a placed piece's
// corners are, whether two pieces overlap, whether a piece lies inside a
// figure, and the outline of pieces laid together.
#pragma once

#include "games/tangram/exact.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace zv::tangram {

// The seven pieces cut from the square: two large triangles, one medium, two
// small, the square and the parallelogram (the source's list, in its order).
enum class Shape { Large, Medium, Small, Square, Parallelogram };
inline constexpr int kPieces = 7;
inline constexpr std::array<Shape, kPieces> kPieceShapes = {
    Shape::Large, Shape::Large,  Shape::Medium,       Shape::Small,
    Shape::Small, Shape::Square, Shape::Parallelogram};
// Names in the notation: G(roß), M(ittel), K(lein), Q(uadrat), P(arallelogramm).
inline constexpr std::array<const char*, kPieces> kPieceNames = {"G1", "G2", "M", "K1",
                                                                 "K2", "Q",  "P"};
int pieceIndex(std::string_view name); // -1 if unknown
// Area in units of the small triangle (the whole set: 16).
int shapeArea(Shape shape);
inline constexpr int kSetArea = 16;

using Polygon = std::vector<Pt>; // counter-clockwise, no repeated point

// A piece on the table: turned counter-clockwise by turn·45° about its anchor
// corner, mirrored first when flipped (only the parallelogram has a mirror
// image different from itself), its anchor corner at `at`.
struct Placement {
    int turn = 0; // 0..7
    bool flipped = false;
    Pt at;
    friend bool operator==(const Placement&, const Placement&) = default;
};

// The piece's corners, counter-clockwise, starting with the anchor corner.
Polygon cornersOf(int piece, const Placement& placement);
// The corners relative to the anchor (for a board drawing a piece being dragged).
const Polygon& shapeOffsets(Shape shape, int turn, bool flipped);
bool canFlip(int piece);

// Twice the signed area (positive for counter-clockwise rings).
Surd twiceArea(const Polygon& ring);

// The eight directions of the pieces' edges: 0 east, 1 north-east, ... 7.
// -1 for a vector that points elsewhere (never an edge of a piece).
int direction(Pt vector);

// A figure's silhouette: one or more rings (outer rings counter-clockwise,
// holes clockwise), read with the even-odd rule.
struct Outline {
    std::vector<Polygon> rings;
};
Surd twiceArea(const Outline& outline);

// True when the open interiors of two convex polygons meet (exact).
bool overlaps(const Polygon& a, const Polygon& b);
// True when the convex polygon lies inside the closed silhouette.
bool inside(const Polygon& piece, const Outline& outline);

// The directions (bit i: the 45° sector from direction i to i+1) around p
// that lie inside the silhouette, and those a convex polygon covers.
int allowedSectors(const Outline& outline, Pt p);
int coveredSectors(const Polygon& piece, Pt p);

// The outline of pieces that do not overlap: the edges no two pieces share,
// chained into rings, straight runs merged.
Outline unionOutline(const std::vector<Polygon>& pieces);

std::string pointText(Pt p);

} // namespace zv::tangram
