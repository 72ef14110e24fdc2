// The computer that lays figures: a depth-first search over the lattice.
//
// It always fills the lowest, then leftmost, corner of the still uncovered
// part of the figure. That corner is a convex corner (< 180°), so whatever
// piece covers it there has one of its own corners on it, with one side along
// the uncovered corner's first side; a piece, its mirror image and which of
// its corners goes there fix the piece's turn and place exactly. The search
// is therefore complete: it finds a solution whenever one exists.
#pragma once

#include "games/tangram/figures.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

namespace zv::tangram {

using Partial = std::array<std::optional<Placement>, kPieces>;

struct SolveLimits {
    std::uint64_t maxNodes = 0; // 0: unbounded
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
    const std::atomic<bool>* cancel = nullptr;
};

struct SolveResult {
    bool found = false;
    bool exhausted = false; // searched everything: no solution from here
    Layout layout{};
    // The pieces in the order the search laid them (the first is the hint).
    std::vector<int> order;
    std::uint64_t nodes = 0;
};

// Completes `fixed` (pieces already lying, assumed inside and not
// overlapping) to a solution of `outline`.
SolveResult solve(const Outline& outline, const Partial& fixed, const SolveLimits& limits = {});

// The placements the search tries first from `fixed`: every piece that fits
// on the lowest, then leftmost, uncovered corner.
std::vector<std::pair<int, Placement>> nextPlacements(const Outline& outline, const Partial& fixed);

} // namespace zv::tangram
