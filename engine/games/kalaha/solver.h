// Kalaha solved exactly: for every position reachable from the start, the
// margin the seat to move gains from the seeds still in the pits when both
// sides play perfectly (the stores' seeds are already counted and change
// nothing about the best play, so a position is its pits alone).
//
// Why this is exact and finite: a move either puts a seed into a store
// (fewer seeds in the pits), captures (fewer), or keeps every seed on the
// mover's own row and moves them towards his store (his row's weighted sum
// grows, the other row is untouched). So no position can come back, the
// positions form an acyclic graph, and a depth-first search with a table of
// every position's value visits each position once (RULES.md, "The solver").
//
// The table is built once per rule set and then kept for the process; the
// Master plays by it and the end of a game shows where a player left the
// perfect line (analysis.h).
#pragma once

#include "games/kalaha/kalaha_state.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace zv::kalaha {

class Solver {
public:
    // Whether the solver can hold these boards at all (six bits a pit, ten
    // pits: up to five pits a side and 63 seeds).
    static bool canSolve(const Rules& rules);
    // The boards the kiosk solves while a visitor plays (the table takes at
    // most about two seconds on the kiosk's machine; RULES.md, "The solver").
    static bool kioskSolvable(const Rules& rules);

    // Solves every position reachable from `start` (canSolve must hold).
    explicit Solver(const Rules& rules);
    Solver(const Rules& rules, const KalahaState& start);

    // The table for these rules, built on the first call and then kept for
    // the process. Thread-safe. Only for kioskSolvable rules.
    static std::shared_ptr<const Solver> forRules(const Rules& rules);
    // Starts building that table on a thread of its own unless it is built or
    // being built. Returns at once.
    static void startBuilding(const Rules& rules);
    // The table when it is built, without waiting; nullptr otherwise.
    static std::shared_ptr<const Solver> ifBuilt(const Rules& rules);

    const Rules& rules() const { return rules_; }
    // The margin the seat to move will still gain from the pits' seeds under
    // perfect play; nullopt for a position the table does not hold.
    std::optional<int> pitValue(const KalahaState& state) const;
    // The final margin (own store minus the other's) the seat to move reaches
    // under perfect play: stores plus pitValue.
    std::optional<int> finalMargin(const KalahaState& state) const;
    // The final margin for the seat to move after it plays `pit` and both
    // then play perfectly; nullopt when the table lacks the position.
    std::optional<int> marginAfter(const KalahaState& state, int pit) const;
    // The first player's final margin from the start.
    int startMargin() const { return startMargin_; }

    std::size_t positions() const { return count_; }
    std::size_t tableBytes() const { return keys_.size() * (sizeof(std::uint64_t) + 1); }
    double buildMilliseconds() const { return buildMs_; }

private:
    std::uint64_t packFor(const Cells& cells, int mover) const;
    int solve(const Cells& cells); // mover is seat 0 of `cells`, stores empty
    const std::int8_t* find(std::uint64_t key) const;
    void insert(std::uint64_t key, int value);
    void grow();

    Rules rules_;
    std::vector<std::uint64_t> keys_; // 0: free slot (a position to solve has seeds)
    std::vector<std::int8_t> values_;
    std::size_t count_ = 0;
    int startMargin_ = 0;
    double buildMs_ = 0;
};

} // namespace zv::kalaha
