// The two computer players of the Glasperlenspiel.
//
// Both think in whole turns (turns.h chooses which bead orders to try).
// Strong: iterative-deepening alpha-beta (negamax over turns) with the most
// promising turns first, as deep as SearchLimits allow; the evaluation is the
// difference in points plus a little for beads on one's own side (they are
// one's moves). Weak: a child can beat it: one turn in three is a random one
// of the tried turns, the others the best after one turn only, with noise of
// about two points, so it grabs what lies open but plans nothing.
#include "core/level.h"
#include "core/rng.h"
#include "games/glasperlen/glasperlen_game.h"
#include "games/glasperlen/turns.h"
#include "kit/alpha_beta.h"

#include <algorithm>
#include <chrono>

namespace zv::glasperlen {

namespace {

constexpr double kWeakRandomTurnChance = 1.0 / 3.0;
constexpr int kWeakNoise = 200;

int evaluate(const GpState& s, int seat)
{
    if (s.isOver())
        return s.winner() == seat ? kWinScore : -kWinScore;
    return 100 * (s.points(seat) - s.points(1 - seat)) +
           3 * (s.beadsOnSide(seat) - s.beadsOnSide(1 - seat));
}

class TurnSearch {
public:
    TurnSearch(const SearchLimits& limits, FastRng& rng) : limits_(limits), rng_(rng)
    {
        if (limits_.time.count() <= 0 && limits_.maxNodes == 0)
            limits_.time = std::chrono::milliseconds(250);
        start_ = std::chrono::steady_clock::now();
    }

    std::vector<Step> run(const GpState& root)
    {
        std::vector<Turn> turns;
        generateTurns(root, TurnWidth{400, 40, 3}, rng_, &turns);
        nodes_ += turns.size();
        const int me = root.toMove();
        for (Turn& t : turns)
            t.order = turnOrder(t, me);
        std::stable_sort(turns.begin(), turns.end(),
                         [](const Turn& a, const Turn& b) { return a.order > b.order; });
        std::size_t best = 0;
        for (int depth = 1; depth <= 12 && turns.size() > 1; ++depth) {
            int alpha = -kWinScore - 1;
            std::size_t iterationBest = 0;
            bool aborted = false;
            for (std::size_t i = 0; i < turns.size(); ++i) {
                const int score =
                    -negamax(turns[i].after, depth - 1, -kWinScore - 1, -alpha, depth == 1);
                if (aborted_) {
                    aborted = true;
                    break;
                }
                if (score > alpha) {
                    alpha = score;
                    iterationBest = i;
                }
            }
            if (aborted)
                break;
            best = 0;
            std::rotate(turns.begin(), turns.begin() + static_cast<long>(iterationBest),
                        turns.begin() + static_cast<long>(iterationBest) + 1);
            if (std::abs(alpha) >= kWinThreshold || limitReached() || pastSoftTime())
                break;
        }
        const Turn& t = turns[best];
        return std::vector<Step>(t.steps.begin(), t.steps.begin() + t.count);
    }

private:
    static int turnOrder(const Turn& t, int seat) { return evaluate(t.after, seat); }

    int negamax(const GpState& s, int depth, int alpha, int beta, bool mustFinish)
    {
        if (!mustFinish && limitReached()) {
            aborted_ = true;
            return 0;
        }
        const int me = s.toMove();
        if (s.isOver() || depth <= 0)
            return evaluate(s, me);
        std::vector<Turn> turns;
        generateTurns(s, TurnWidth{30, 4, 1}, rng_, &turns);
        nodes_ += turns.size();
        for (Turn& t : turns)
            t.order = turnOrder(t, me);
        std::stable_sort(turns.begin(), turns.end(),
                         [](const Turn& a, const Turn& b) { return a.order > b.order; });
        int best = -kWinScore - 1;
        for (const Turn& t : turns) {
            const int score = -negamax(t.after, depth - 1, -beta, -alpha, mustFinish);
            if (aborted_)
                return 0;
            best = std::max(best, score);
            alpha = std::max(alpha, score);
            if (alpha >= beta)
                break;
        }
        return best;
    }

    bool limitReached() const
    {
        if (limits_.cancel && limits_.cancel->load(std::memory_order_relaxed))
            return true;
        if (limits_.maxNodes != 0 && nodes_ >= limits_.maxNodes)
            return true;
        return limits_.time.count() > 0 &&
               std::chrono::steady_clock::now() - start_ >= limits_.time * 9 / 10;
    }
    bool pastSoftTime() const
    {
        return limits_.time.count() > 0 &&
               std::chrono::steady_clock::now() - start_ >= limits_.time * 2 / 5;
    }

    SearchLimits limits_;
    FastRng& rng_;
    std::chrono::steady_clock::time_point start_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
};

} // namespace

std::vector<Step> chooseTurn(const GpState& state, Level level, const SearchLimits& limits,
                             Rng& rng)
{
    // Two players of its own; the Practised level mixes them (core/level.h).
    level = resolvePractised(level, rng);
    FastRng fast(rng.next());
    if (level == Level::Beginner) {
        std::vector<Turn> turns;
        generateTurns(state, TurnWidth{60, 6, 2}, fast, &turns);
        const int me = state.toMove();
        std::size_t pick = 0;
        if (rng.unit() < kWeakRandomTurnChance) {
            pick = static_cast<std::size_t>(fast.uniform(static_cast<int>(turns.size())));
        } else {
            int best = -kWinScore * 2;
            for (std::size_t i = 0; i < turns.size(); ++i) {
                const int score = evaluate(turns[i].after, me) + fast.uniform(kWeakNoise);
                if (score > best) {
                    best = score;
                    pick = i;
                }
            }
        }
        const Turn& t = turns[pick];
        return std::vector<Step>(t.steps.begin(), t.steps.begin() + t.count);
    }
    TurnSearch search(limits, fast);
    return search.run(state);
}

} // namespace zv::glasperlen
