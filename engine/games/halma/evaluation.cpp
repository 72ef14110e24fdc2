#include "games/halma/evaluation.h"

#include <algorithm>

namespace zv::halma {

int raceScore(const HmState& state, int seat)
{
    const Config& c = state.config();
    if (state.hasFinished(seat))
        return 100'000;
    const auto index = static_cast<std::size_t>(seat);
    const auto& depth = c.depth[index];
    const auto& goal = c.goalSet[index];
    // The goal's free fields, and the pieces still outside.
    int free[kMaxPieces], outside[kMaxPieces];
    int freeCount = 0, outsideCount = 0, cost = 0;
    for (int cell : c.goal[index])
        if (state.at(cell) < 0 && freeCount < kMaxPieces)
            free[freeCount++] = cell;
    for (int i = 0; i < c.piecesPerSeat; ++i) {
        const int cell = state.pieceCell(seat, i);
        if (goal.test(static_cast<std::size_t>(cell)))
            cost += depth[static_cast<std::size_t>(cell)] / 4; // deeper leaves the entrance free
        else
            outside[outsideCount++] = cell;
    }
    // Each piece outside heads for its own free field: the closest pairs
    // first (two pieces cannot both fill the one hole near them). A piece
    // left without a free field heads for the house.
    int steps[kMaxPieces];
    for (int p = 0; p < outsideCount; ++p)
        steps[p] = c.stepsToGoal[index][static_cast<std::size_t>(outside[p])];
    if (freeCount > 0 && outsideCount > 0) {
        std::array<int, kMaxPieces * kMaxPieces> pairs;
        int n = 0;
        for (int p = 0; p < outsideCount; ++p)
            for (int f = 0; f < freeCount; ++f)
                pairs[static_cast<std::size_t>(n++)] =
                    (c.steps(outside[p], free[f]) << 16) | (p << 8) | f;
        std::sort(pairs.begin(), pairs.begin() + n);
        std::array<bool, kMaxPieces> pieceDone{}, fieldDone{};
        int matched = 0;
        for (int k = 0; k < n && matched < std::min(outsideCount, freeCount); ++k) {
            const int p = (pairs[static_cast<std::size_t>(k)] >> 8) & 0xFF;
            const int f = pairs[static_cast<std::size_t>(k)] & 0xFF;
            if (pieceDone[static_cast<std::size_t>(p)] || fieldDone[static_cast<std::size_t>(f)])
                continue;
            pieceDone[static_cast<std::size_t>(p)] = fieldDone[static_cast<std::size_t>(f)] = true;
            steps[p] = pairs[static_cast<std::size_t>(k)] >> 16;
            ++matched;
        }
    }
    int last = 0;
    for (int p = 0; p < outsideCount; ++p) {
        const int piece = 10 * steps[p] + depth[static_cast<std::size_t>(outside[p])] / 2;
        cost += piece;
        last = std::max(last, piece);
    }
    // The piece left furthest behind holds up the end: it counts thrice.
    return -cost - 2 * last;
}

} // namespace zv::halma
