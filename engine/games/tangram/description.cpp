// What the board shows (describe), what must always hold (invariants) and
// the position's hash. The keys are documented in RULES.md ("State for the board").
#include "games/tangram/tangram_game.h"

#include <cstdio>

namespace zv::tangram {

namespace {

double dx(Pt p)
{
    return p.x.value();
}
double dy(Pt p)
{
    return p.y.value();
}

std::string floats(const Polygon& poly)
{
    std::string s;
    char buf[32];
    for (Pt p : poly) {
        std::snprintf(buf, sizeof buf, "%s%.4f %.4f", s.empty() ? "" : " ", dx(p), dy(p));
        s += buf;
    }
    return s;
}

} // namespace

std::string TangramGame::invariantViolation() const
{
    std::vector<Polygon> polys;
    for (int i = 0; i < kPieces; ++i) {
        if (!placed_[static_cast<std::size_t>(i)])
            continue;
        const Polygon poly = cornersOf(i, *placed_[static_cast<std::size_t>(i)]);
        if (!inside(poly, figure_->outline))
            return std::string(kPieceNames[static_cast<std::size_t>(i)]) +
                   " sticks out of the figure";
        for (const Polygon& other : polys)
            if (overlaps(poly, other))
                return std::string(kPieceNames[static_cast<std::size_t>(i)]) +
                       " lies on another piece";
        polys.push_back(poly);
    }
    if (over_ != solved())
        return "the game is over exactly when all seven pieces lie";
    return {};
}

std::uint64_t TangramGame::hash() const
{
    std::uint64_t h = 1469598103934665603ull;
    auto mix = [&](std::int64_t v) {
        h ^= static_cast<std::uint64_t>(v);
        h *= 1099511628211ull;
    };
    for (const auto& p : placed_) {
        mix(p ? 1 + p->turn + (p->flipped ? 8 : 0) : 0);
        if (p) {
            mix(p->at.x.a);
            mix(p->at.x.b);
            mix(p->at.y.a);
            mix(p->at.y.b);
        }
    }
    mix(shown_ ? 1 : 0);
    return h;
}

void TangramGame::describe(StateSink& sink) const
{
    using ll = long long;
    sink.put("over", static_cast<ll>(over_ ? 1 : 0));
    sink.put("toMove", static_cast<ll>(0));
    if (over_) {
        sink.put("winner", static_cast<ll>(shown_ ? -1 : 0));
        sink.put("reason", shown_ ? "shown" : "solved");
    }
    sink.put("last", last_);
    sink.put("figure", figure_->key);
    sink.put("figureDe", figure_->nameDe);
    sink.put("figureEn", figure_->nameEn);
    sink.put("difficulty", static_cast<ll>(figure_->difficulty));
    sink.put("origin", figure_->origin);
    std::vector<std::string> rings;
    for (const Polygon& ring : figure_->outline.rings)
        rings.push_back(floats(ring));
    sink.put("outline", rings);
    std::vector<std::string> names, placements, corners, shapes, mirrored;
    std::vector<int> placedFlags, turns, flips;
    int area = 0;
    for (int i = 0; i < kPieces; ++i) {
        const auto& p = placed_[static_cast<std::size_t>(i)];
        const Shape shape = kPieceShapes[static_cast<std::size_t>(i)];
        names.push_back(kPieceNames[static_cast<std::size_t>(i)]);
        placedFlags.push_back(p ? 1 : 0);
        placements.push_back(p ? placementText(i, *p) : std::string());
        corners.push_back(p ? floats(cornersOf(i, *p)) : std::string());
        turns.push_back(p ? p->turn : 0);
        flips.push_back(p && p->flipped ? 1 : 0);
        shapes.push_back(floats(shapeOffsets(shape, 0, false)));
        mirrored.push_back(floats(shapeOffsets(shape, 0, canFlip(i))));
        area += p ? shapeArea(shape) : 0;
    }
    sink.put("pieces", names);
    sink.put("placed", placedFlags);
    sink.put("placement", placements);
    sink.put("corners", corners);
    sink.put("turns", turns);
    sink.put("flips", flips);
    sink.put("shapes", shapes);
    sink.put("mirrored", mirrored);
    sink.put("coveredArea", static_cast<ll>(area));
    sink.put("setArea", static_cast<ll>(kSetArea));
}

} // namespace zv::tangram
