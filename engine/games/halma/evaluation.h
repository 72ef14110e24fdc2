// How the computer players judge a Halma position: a race, so mostly how far
// each seat's pieces still have to go (the distance to the goal's far corner
// or tip, whose nearest cells are the goal house itself), with a penalty for
// the piece left furthest behind, which would otherwise hold up the end.
#pragma once

#include "games/halma/hm_state.h"
#include "kit/alpha_beta.h"

#include <algorithm>
#include <array>

namespace zv::halma {

// Higher is better for `seat`; the units are tenths of a field.
int raceScore(const HmState& state, int seat);
// How much nearer its goal the move brings the piece (tenths of a field).
inline int moveGain(const HmState& state, Move move)
{
    if (move.isPass())
        return 0;
    const auto& depth = state.config().depth[static_cast<std::size_t>(state.toMove())];
    return depth[move.from] - depth[move.to];
}

// The two-player search sees the position through this: the state with only
// the `Width` moves that gain most, so that the shared alpha-beta looks
// deeper along the moves a racer would consider (a race rarely turns on a
// step backwards).
template <int Width> struct PrunedNode {
    using Move = halma::Move;
    static constexpr int kMaxMoves = Width;
    HmState state;

    bool isOver() const { return state.isOver(); }
    std::uint64_t hash() const { return state.hash(); }
    void apply(Move m) { state.apply(m); }
    int generateMoves(Move* out) const
    {
        std::array<Move, HmState::kMaxMoves> all;
        const int n = state.generateMoves(all.data());
        std::array<int, HmState::kMaxMoves> gain;
        std::array<int, HmState::kMaxMoves> index;
        for (int i = 0; i < n; ++i) {
            gain[static_cast<std::size_t>(i)] = moveGain(state, all[static_cast<std::size_t>(i)]);
            index[static_cast<std::size_t>(i)] = i;
        }
        const int keep = n < Width ? n : Width;
        std::partial_sort(
            index.begin(), index.begin() + keep, index.begin() + n, [&](int a, int b) {
                return gain[static_cast<std::size_t>(a)] != gain[static_cast<std::size_t>(b)]
                           ? gain[static_cast<std::size_t>(a)] > gain[static_cast<std::size_t>(b)]
                           : a < b;
            });
        for (int i = 0; i < keep; ++i)
            out[i] = all[static_cast<std::size_t>(index[static_cast<std::size_t>(i)])];
        return keep;
    }
};

// For the shared alpha-beta (two seats): the score of the seat to move.
struct RacePolicy {
    template <class Node> int evaluate(const Node& node) const
    {
        const HmState& s = node.state;
        const int me = s.toMove();
        if (s.isOver()) {
            const auto r = s.result();
            if (r[static_cast<std::size_t>(me)] > 0.99)
                return kWinScore;
            if (r[static_cast<std::size_t>(me)] < 0.01)
                return -kWinScore;
            return 0;
        }
        return raceScore(s, me) - raceScore(s, 1 - me);
    }
    template <class Node> int orderScore(const Node& node, const Move& m) const
    {
        return moveGain(node.state, m);
    }
};

} // namespace zv::halma
