// Depth-first search for Tangram figures (see solver.h for why it is complete).
#include "games/tangram/solver.h"

#include <algorithm>

namespace zv::tangram {

namespace {

struct Search {
    const Outline& outline;
    const SolveLimits& limits;
    std::vector<Pt> ringCorners;
    std::array<std::optional<Placement>, kPieces> placed;
    std::array<Polygon, kPieces> polys;
    std::vector<int> order;
    std::uint64_t nodes = 0;
    bool stopped = false;

    bool outOfBudget()
    {
        if (limits.maxNodes && nodes >= limits.maxNodes)
            return true;
        if ((nodes & 63) == 0) {
            if (limits.cancel && limits.cancel->load(std::memory_order_relaxed))
                return true;
            if (std::chrono::steady_clock::now() >= limits.deadline)
                return true;
        }
        return false;
    }

    int uncoveredAt(Pt p) const
    {
        int covered = 0;
        for (int i = 0; i < kPieces; ++i)
            if (placed[static_cast<std::size_t>(i)])
                covered |= coveredSectors(polys[static_cast<std::size_t>(i)], p);
        return allowedSectors(outline, p) & ~covered;
    }

    // The lowest-leftmost point of the uncovered part and its open sectors.
    bool nextCorner(Pt* corner, int* open) const
    {
        bool any = false;
        auto consider = [&](Pt p) {
            if (any && !lowerLeft(p, *corner))
                return;
            const int mask = uncoveredAt(p);
            if (mask) {
                *corner = p;
                *open = mask;
                any = true;
            }
        };
        for (Pt p : ringCorners)
            consider(p);
        for (int i = 0; i < kPieces; ++i)
            if (placed[static_cast<std::size_t>(i)])
                for (Pt p : polys[static_cast<std::size_t>(i)])
                    consider(p);
        return any;
    }

    bool fits(int piece, const Polygon& poly) const
    {
        if (!inside(poly, outline))
            return false;
        for (int i = 0; i < kPieces; ++i)
            if (i != piece && placed[static_cast<std::size_t>(i)] &&
                overlaps(poly, polys[static_cast<std::size_t>(i)]))
                return false;
        return true;
    }

    // Every piece that fits with a corner on `corner`, one side along the
    // first open sector after a closed one.
    std::vector<std::pair<int, Placement>> candidates(Pt corner, int open) const
    {
        std::vector<std::pair<int, Placement>> out;
        int start = 0;
        while (!((open >> start) & 1) || (((open >> ((start + 7) % 8)) & 1) && open != 0xFF))
            if (++start == 8)
                return out;
        for (int piece = 0; piece < kPieces; ++piece) {
            if (placed[static_cast<std::size_t>(piece)])
                continue;
            const Shape shape = kPieceShapes[static_cast<std::size_t>(piece)];
            // Two equal pieces: only the first free one is tried.
            if (piece > 0 && kPieceShapes[static_cast<std::size_t>(piece - 1)] == shape &&
                !placed[static_cast<std::size_t>(piece - 1)])
                continue;
            for (int flip = 0; flip < (canFlip(piece) ? 2 : 1); ++flip) {
                const Polygon& base = shapeOffsets(shape, 0, flip == 1);
                for (std::size_t c = 0; c < base.size(); ++c) {
                    const int mask0 = coveredSectors(base, base[c]);
                    const int out0 = direction(base[(c + 1) % base.size()] - base[c]);
                    const int turn = (start - out0 + 8) % 8;
                    const int mask = ((mask0 << turn) | (mask0 >> (8 - turn))) & 0xFF;
                    if ((mask & open) != mask)
                        continue;
                    const Placement placement{turn, flip == 1,
                                              corner - shapeOffsets(shape, turn, flip == 1)[c]};
                    if (fits(piece, cornersOf(piece, placement)))
                        out.emplace_back(piece, placement);
                }
            }
        }
        return out;
    }

    bool run()
    {
        ++nodes;
        if (outOfBudget()) {
            stopped = true;
            return false;
        }
        Pt corner;
        int open = 0;
        if (!nextCorner(&corner, &open))
            return std::all_of(placed.begin(), placed.end(),
                               [](const auto& p) { return p.has_value(); });
        for (const auto& [piece, placement] : candidates(corner, open)) {
            placed[static_cast<std::size_t>(piece)] = placement;
            polys[static_cast<std::size_t>(piece)] = cornersOf(piece, placement);
            order.push_back(piece);
            if (run())
                return true;
            order.pop_back();
            placed[static_cast<std::size_t>(piece)].reset();
            if (stopped)
                return false;
        }
        return false;
    }
};

} // namespace

SolveResult solve(const Outline& outline, const Partial& fixed, const SolveLimits& limits)
{
    Search search{outline, limits, {}, fixed, {}, {}, 0, false};
    for (const Polygon& ring : outline.rings)
        search.ringCorners.insert(search.ringCorners.end(), ring.begin(), ring.end());
    for (int i = 0; i < kPieces; ++i)
        if (fixed[static_cast<std::size_t>(i)])
            search.polys[static_cast<std::size_t>(i)] =
                cornersOf(i, *fixed[static_cast<std::size_t>(i)]);
    SolveResult result;
    result.found = search.run();
    result.exhausted = !result.found && !search.stopped;
    result.nodes = search.nodes;
    if (result.found) {
        for (int i = 0; i < kPieces; ++i)
            result.layout[static_cast<std::size_t>(i)] =
                *search.placed[static_cast<std::size_t>(i)];
        result.order = search.order;
    }
    return result;
}

std::vector<std::pair<int, Placement>> nextPlacements(const Outline& outline, const Partial& fixed)
{
    const SolveLimits limits;
    Search search{outline, limits, {}, fixed, {}, {}, 0, false};
    for (const Polygon& ring : outline.rings)
        search.ringCorners.insert(search.ringCorners.end(), ring.begin(), ring.end());
    for (int i = 0; i < kPieces; ++i)
        if (fixed[static_cast<std::size_t>(i)])
            search.polys[static_cast<std::size_t>(i)] =
                cornersOf(i, *fixed[static_cast<std::size_t>(i)]);
    Pt corner;
    int open = 0;
    if (!search.nextCorner(&corner, &open))
        return {};
    return search.candidates(corner, open);
}

} // namespace zv::tangram
