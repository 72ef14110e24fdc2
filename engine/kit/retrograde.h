// A retrograde solver for small win/draw/loss games and endgames: every
// position of a closed set is given an index, the caller names each
// position's successors, and the solver works back from the positions where
// the side to move has lost, as endgame tables are built. Exact values with
// distances in plies; what never resolves is a draw (play can go on forever
// without either side forcing a result, so a draw rule decides it).
//
// Generic on purpose: Dame's endgames use it (games/dame/endgame_table.h);
// any two-player game without chance whose positions can be counted can too.
#pragma once

#include <cstdint>
#include <vector>

namespace zv::kit {

enum class RetroValue : std::uint8_t { Draw, Win, Loss }; // for the side to move

struct RetroTable {
    std::vector<RetroValue> value;
    std::vector<std::uint16_t> plies; // to the end with best play (Draw: 0)
};

// A successor that is not a position of the set: the move wins at once (the
// opponent is left without pieces, say).
inline constexpr std::int64_t kRetroWinsNow = -1;

// successors(i, out) appends the indices of the positions after each legal
// move in position i (kRetroWinsNow for a move that ends the game in the
// mover's favour). A position with no successor is lost for the side to
// move (the rule of Dame and of most blocking games).
template <class Successors> RetroTable solveRetrograde(std::size_t count, Successors&& successors)
{
    RetroTable t;
    t.value.assign(count, RetroValue::Draw);
    t.plies.assign(count, 0);
    std::vector<std::uint32_t> pending(count, 0); // successors not yet known to win
    std::vector<std::uint8_t> done(count, 0);
    // Forward: each position's successors in one flat list (CSR), immediate results.
    std::vector<std::uint32_t> succStart(count + 1, 0);
    std::vector<std::uint32_t> succ;
    std::vector<std::int64_t> buffer;
    for (std::size_t i = 0; i < count; ++i) {
        buffer.clear();
        successors(i, buffer);
        bool winsNow = false;
        for (const std::int64_t s : buffer) {
            if (s < 0)
                winsNow = true;
            else
                succ.push_back(static_cast<std::uint32_t>(s));
        }
        succStart[i + 1] = static_cast<std::uint32_t>(succ.size());
        pending[i] = succStart[i + 1] - succStart[i];
        if (winsNow) {
            t.value[i] = RetroValue::Win;
            t.plies[i] = 1;
            done[i] = 1;
        } else if (pending[i] == 0) {
            t.value[i] = RetroValue::Loss;
            done[i] = 1;
        }
    }
    // Backward: the predecessors of each position, grouped the same way.
    std::vector<std::uint32_t> start(count + 1, 0);
    for (const std::uint32_t s : succ)
        ++start[s + 1];
    for (std::size_t i = 0; i < count; ++i)
        start[i + 1] += start[i];
    std::vector<std::uint32_t> edges(succ.size());
    {
        std::vector<std::uint32_t> fill(start.begin(), start.end() - 1);
        for (std::size_t i = 0; i < count; ++i)
            for (std::uint32_t e = succStart[i]; e < succStart[i + 1]; ++e)
                edges[fill[succ[e]]++] = static_cast<std::uint32_t>(i);
    }
    succ = {};
    // Work back ply by ply, so the first result found is the shortest win
    // and a loss is found when its last (longest) escape is refuted.
    std::vector<std::uint32_t> layer, next;
    for (std::size_t i = 0; i < count; ++i)
        if (done[i] && t.plies[i] == 0)
            layer.push_back(static_cast<std::uint32_t>(i));
    std::vector<std::uint32_t> winsAtOne;
    for (std::size_t i = 0; i < count; ++i)
        if (done[i] && t.plies[i] == 1)
            winsAtOne.push_back(static_cast<std::uint32_t>(i));
    for (std::uint16_t ply = 0; !layer.empty() || !winsAtOne.empty(); ++ply) {
        if (ply == 1) {
            layer.insert(layer.end(), winsAtOne.begin(), winsAtOne.end());
            winsAtOne.clear();
        }
        next.clear();
        for (const std::uint32_t p : layer) {
            for (std::uint32_t e = start[p]; e < start[p + 1]; ++e) {
                const std::uint32_t q = edges[e];
                if (done[q])
                    continue;
                if (t.value[p] == RetroValue::Loss) {
                    t.value[q] = RetroValue::Win;
                    t.plies[q] = static_cast<std::uint16_t>(ply + 1);
                    done[q] = 1;
                    next.push_back(q);
                } else if (--pending[q] == 0) {
                    t.value[q] = RetroValue::Loss;
                    t.plies[q] = static_cast<std::uint16_t>(ply + 1);
                    done[q] = 1;
                    next.push_back(q);
                }
            }
        }
        layer.swap(next);
    }
    return t;
}

} // namespace zv::kit
