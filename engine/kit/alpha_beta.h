// The shared alpha-beta (negamax) search: iterative deepening, a
// transposition table, move ordering, and the limits of SearchLimits (wall
// clock, node budget, cancel flag).
//
// Templated on the concrete game state (see game_adapter.h) and a policy that
// knows the game's evaluation:
//   int evaluate(const S&) const      score for the seat to move; for a state
//                                      that isOver(): +kWinScore, -kWinScore or 0
//   int orderScore(const S&, const Move&) const   higher is tried first
// Only for games without chance moves (chance needs expectimax).
//
// Limits: depth 1 is always searched to the end, so a legal move always comes
// back even with a tiny budget or a cancel already set. After that the search
// stops at the first limit reached and returns the best move of the deepest
// finished iteration. The wall clock stops it a little early (see hardTime). A limit of time <= 0
// means "no wall clock"; with a node budget only, the search is fully deterministic. With neither,
// 250 ms apply.
#pragma once

#include "core/game.h"
#include "core/rng.h"
#include "kit/transposition_table.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdlib>

namespace zv {

inline constexpr int kWinScore = 1'000'000;
// Scores beyond this are wins or losses at a known distance.
inline constexpr int kWinThreshold = kWinScore - 1000;

// A game in which a seat may move twice in a row (Kalaha's extra turn)
// declares `static constexpr bool kSeatMayMoveAgain = true;` in its state:
// then a child whose seat to move is the parent's is scored without the
// negamax sign change (its toMove() must stay defined once the game is over,
// and evaluate() must score for it). Other games search as before.
template <class S> constexpr bool seatMayMoveAgain()
{
    if constexpr (requires { S::kSeatMayMoveAgain; })
        return S::kSeatMayMoveAgain;
    else
        return false;
}

// Whether `child` is scored for the seat that moved into it: only in a game
// that declares kSeatMayMoveAgain, whose states are then asked toMove(); a
// state without toMove() (a game's own pruned search node) never is.
template <class S> bool sameSeatMovesAgain(const S& child, const S& parent)
{
    if constexpr (seatMayMoveAgain<S>())
        return child.toMove() == parent.toMove();
    else
        return false;
}

template <class Move> struct SearchResult {
    Move best{};
    int score = 0;
    int depth = 0;             // deepest finished iteration
    std::uint64_t nodes = 0;   // states visited
    bool stoppedEarly = false; // a limit or the cancel flag ended the search
};

struct SearchOptions {
    int maxDepth = 64;
    int ttEntriesLog2 = 18;
};

template <class S, class Policy> class AlphaBeta {
public:
    using Move = typename S::Move;

    AlphaBeta(const Policy& policy, const SearchLimits& limits, SearchOptions options = {})
        : policy_(policy), limits_(limits), options_(options), tt_(options.ttEntriesLog2)
    {
        if (limits_.time.count() <= 0 && limits_.maxNodes == 0)
            limits_.time = std::chrono::milliseconds(250);
    }

    // The root must not be over.
    SearchResult<Move> run(const S& root)
    {
        start_ = std::chrono::steady_clock::now();
        SearchResult<Move> result;
        std::array<Move, S::kMaxMoves> moves;
        const int n = root.generateMoves(moves.data());
        if (n <= 0)
            return result;
        result.best = moves[0];
        if (n == 1) {
            result.depth = 1;
            return result;
        }
        std::array<int, S::kMaxMoves> order;
        for (int i = 0; i < n; ++i)
            order[i] = policy_.orderScore(root, moves[i]);
        sortByScore(moves.data(), order.data(), n);

        for (int depth = 1; depth <= options_.maxDepth; ++depth) {
            tt_.nextAge();
            int alpha = -kWinScore - 1;
            const int beta = kWinScore + 1;
            Move iterationBest = moves[0];
            int iterationScore = -kWinScore - 1;
            bool aborted = false;
            for (int i = 0; i < n; ++i) {
                S child = root;
                child.apply(moves[i]);
                ++nodes_;
                const int score = sameSeatMovesAgain(child, root)
                                      ? negamax(child, depth - 1, 1, alpha, beta, depth == 1)
                                      : -negamax(child, depth - 1, 1, -beta, -alpha, depth == 1);
                if (aborted_) {
                    aborted = true;
                    break;
                }
                if (score > iterationScore) {
                    iterationScore = score;
                    iterationBest = moves[i];
                }
                alpha = std::max(alpha, score);
            }
            if (aborted)
                break;
            result.best = iterationBest;
            result.score = iterationScore;
            result.depth = depth;
            // Best move first in the next iteration.
            auto it = std::find(moves.begin(), moves.begin() + n, iterationBest);
            std::rotate(moves.begin(), it, it + 1);
            if (std::abs(iterationScore) >= kWinThreshold)
                break; // a forced result is known; deeper search changes nothing
            if (limitReached() || pastSoftTime())
                break;
        }
        result.nodes = nodes_;
        result.stoppedEarly = aborted_ || limitReached();
        return result;
    }

private:
    int negamax(const S& s, int depth, int ply, int alpha, int beta, bool mustFinish)
    {
        if (!mustFinish && (nodes_ & 511) == 0 && limitReached()) {
            aborted_ = true;
            return 0;
        }
        if (s.isOver() || depth <= 0 || ply >= 120) {
            int score = policy_.evaluate(s);
            if (score >= kWinThreshold)
                score = kWinScore - ply;
            else if (score <= -kWinThreshold)
                score = -kWinScore + ply;
            return score;
        }
        const std::uint64_t key = s.hash();
        const int alphaIn = alpha;
        Move ttMove{};
        bool haveTtMove = false;
        if (const auto* e = tt_.probe(key)) {
            ttMove = e->move;
            haveTtMove = true;
            if (e->depth >= depth) {
                const int score = fromTt(e->score, ply);
                if (e->bound == Bound::Exact)
                    return score;
                if (e->bound == Bound::Lower && score >= beta)
                    return score;
                if (e->bound == Bound::Upper && score <= alpha)
                    return score;
            }
        }
        std::array<Move, S::kMaxMoves> moves;
        std::array<int, S::kMaxMoves> order;
        const int n = s.generateMoves(moves.data());
        for (int i = 0; i < n; ++i)
            order[i] =
                (haveTtMove && moves[i] == ttMove) ? (1 << 30) : policy_.orderScore(s, moves[i]);
        sortByScore(moves.data(), order.data(), n);

        int best = -kWinScore - 1;
        Move bestMove = moves[0];
        for (int i = 0; i < n; ++i) {
            S child = s;
            child.apply(moves[i]);
            ++nodes_;
            const int score = sameSeatMovesAgain(child, s)
                                  ? negamax(child, depth - 1, ply + 1, alpha, beta, mustFinish)
                                  : -negamax(child, depth - 1, ply + 1, -beta, -alpha, mustFinish);
            if (aborted_)
                return 0;
            if (score > best) {
                best = score;
                bestMove = moves[i];
            }
            if (score > alpha)
                alpha = score;
            if (alpha >= beta)
                break;
        }
        const Bound bound = best <= alphaIn ? Bound::Upper
                            : best >= beta  ? Bound::Lower
                                            : Bound::Exact;
        tt_.store(key, bestMove, toTt(best, ply), depth, bound);
        return best;
    }

    // Insertion sort, stable: equal scores keep the generator's order, so the
    // search does not depend on the sort's implementation.
    static void sortByScore(Move* moves, int* scores, int n)
    {
        for (int i = 1; i < n; ++i) {
            const Move m = moves[i];
            const int sc = scores[i];
            int j = i - 1;
            while (j >= 0 && scores[j] < sc) {
                moves[j + 1] = moves[j];
                scores[j + 1] = scores[j];
                --j;
            }
            moves[j + 1] = m;
            scores[j + 1] = sc;
        }
    }

    static int toTt(int score, int ply)
    {
        return score >= kWinThreshold ? score + ply : score <= -kWinThreshold ? score - ply : score;
    }
    static int fromTt(int score, int ply)
    {
        return score >= kWinThreshold ? score - ply : score <= -kWinThreshold ? score + ply : score;
    }

    bool limitReached() const
    {
        if (limits_.cancel && limits_.cancel->load(std::memory_order_relaxed))
            return true;
        if (limits_.maxNodes != 0 && nodes_ >= limits_.maxNodes)
            return true;
        if (limits_.time.count() > 0 && std::chrono::steady_clock::now() - start_ >= hardTime())
            return true;
        return false;
    }

    // The search stops a little before the budget, so that the move is back
    // in time, and starts no iteration that would most likely not finish
    // (each iteration costs several times the one before).
    std::chrono::steady_clock::duration hardTime() const
    {
        const auto margin = std::max<std::chrono::steady_clock::duration>(
            std::chrono::milliseconds(2), limits_.time / 20);
        return limits_.time - margin;
    }
    bool pastSoftTime() const
    {
        return limits_.time.count() > 0 &&
               std::chrono::steady_clock::now() - start_ >= limits_.time * 2 / 5;
    }

    const Policy& policy_;
    SearchLimits limits_;
    SearchOptions options_;
    TranspositionTable<Move> tt_;
    std::chrono::steady_clock::time_point start_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
};

// One call: the best move for the seat to move in `root`.
template <class S, class Policy>
SearchResult<typename S::Move> searchBestMove(const S& root, const Policy& policy,
                                              const SearchLimits& limits,
                                              SearchOptions options = {})
{
    AlphaBeta<S, Policy> search(policy, limits, options);
    return search.run(root);
}

// The board games' Beginner: with probability `randomChance` a random legal
// move (so a child can win), otherwise a search `depth` plies deep whose
// Policy is built from a random salt (Policy{salt}: equal moves vary). The
// random numbers are drawn in the order the games always drew them (the
// chance, then the salt), so recorded games replay unchanged.
template <class Policy, class S>
typename S::Move beginnerMove(const S& state, double randomChance, int depth,
                              const SearchLimits& limits, Rng& rng)
{
    const double roll = rng.unit();
    const std::uint64_t salt = rng.next();
    if (roll < randomChance) {
        std::array<typename S::Move, S::kMaxMoves> moves;
        const int n = state.generateMoves(moves.data());
        return moves[static_cast<std::size_t>(rng.uniform(n))];
    }
    const Policy policy{salt};
    SearchOptions options;
    options.maxDepth = depth;
    options.ttEntriesLog2 = 12;
    return searchBestMove(state, policy, limits, options).best;
}

} // namespace zv
