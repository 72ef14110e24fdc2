// A fixed-size transposition table for the shared alpha-beta search.
//
// One entry per slot, indexed by the low bits of the position hash and checked
// with the full hash. Replacement prefers depth: an entry from the current
// iteration is only replaced by one searched at least as deep; entries from
// earlier iterations are always replaced. The table is owned by one search, so
// a search with a node budget is deterministic.
#pragma once

#include <cstdint>
#include <vector>

namespace zv {

enum class Bound : std::uint8_t { None, Exact, Lower, Upper };

template <class Move> struct TtEntry {
    std::uint64_t key = 0;
    Move move{};
    std::int32_t score = 0;
    std::int16_t depth = -1;
    std::uint8_t age = 0;
    Bound bound = Bound::None;
};

template <class Move> class TranspositionTable {
public:
    // entriesLog2: the table holds 2^entriesLog2 entries.
    explicit TranspositionTable(int entriesLog2)
        : entries_(std::size_t{1} << entriesLog2), mask_((std::uint64_t{1} << entriesLog2) - 1)
    {}

    void nextAge() { ++age_; }

    const TtEntry<Move>* probe(std::uint64_t key) const
    {
        const auto& e = entries_[key & mask_];
        return (e.bound != Bound::None && e.key == key) ? &e : nullptr;
    }

    void store(std::uint64_t key, Move move, int score, int depth, Bound bound)
    {
        auto& e = entries_[key & mask_];
        if (e.bound != Bound::None && e.age == age_ && depth < e.depth)
            return;
        e.key = key;
        e.move = move;
        e.score = score;
        e.depth = static_cast<std::int16_t>(depth);
        e.age = age_;
        e.bound = bound;
    }

private:
    std::vector<TtEntry<Move>> entries_;
    std::uint64_t mask_;
    std::uint8_t age_ = 0;
};

} // namespace zv
