// The three computer players of Halma (RULES.md, "Computer").
//
// Beginner: looks one move ahead, at how far the moved piece gets, with so
// much noise that it often takes a short hop where a long chain was on, and
// now and then plays any move that does not go backwards. A child can beat
// it, yet it always races towards its goal.
// Practised: one move ahead, with the whole race in view (the piece left
// behind, the house to fill), without noise.
// Master: two seats: the shared alpha-beta over the moves that gain most, as
// deep as the time allows. Three to six seats: its own next two moves (a
// move that builds a ladder for the next one counts), the others' moves
// unforeseen, since in a race among many no single opponent is the enemy.
#include "core/rng.h"
#include "games/halma/evaluation.h"

#include <chrono>

namespace zv::halma {
namespace {

constexpr double kBeginnerAnyMove = 0.15;
constexpr int kBeginnerNoise = 30;  // tenths of a field
constexpr int kMasterWidth = 14;    // moves per node in the two-seat search
constexpr int kLookaheadFirst = 40; // own first moves the multi-seat Master weighs

using Clock = std::chrono::steady_clock;

struct Budget {
    SearchLimits limits;
    Clock::time_point start = Clock::now();
    std::uint64_t nodes = 0;
    bool spent() const
    {
        if (limits.cancel && limits.cancel->load(std::memory_order_relaxed))
            return true;
        if (limits.maxNodes != 0 && nodes >= limits.maxNodes)
            return true;
        const auto budget = limits.time.count() > 0 || limits.maxNodes != 0
                                ? limits.time
                                : std::chrono::milliseconds(250);
        return budget.count() > 0 && Clock::now() - start >= budget * 9 / 10;
    }
};

Move beginnerMove(const HmState& s, const Move* moves, int n, Rng& rng)
{
    if (rng.unit() < kBeginnerAnyMove) {
        std::vector<Move> forward;
        for (int i = 0; i < n; ++i)
            if (moveGain(s, moves[i]) >= 0)
                forward.push_back(moves[i]);
        if (!forward.empty())
            return forward[static_cast<std::size_t>(rng.uniform(static_cast<int>(forward.size())))];
    }
    Move best = moves[0];
    int bestScore = -1'000'000;
    for (int i = 0; i < n; ++i) {
        const int score = moveGain(s, moves[i]) + rng.uniform(kBeginnerNoise);
        if (score > bestScore) {
            bestScore = score;
            best = moves[i];
        }
    }
    return best;
}

// The move after which `seat`'s race looks best; with `lookahead`, counting
// its best next move too (the others standing still).
Move raceMove(const HmState& s, const Move* moves, int n, bool lookahead, Budget& budget)
{
    const int me = s.toMove();
    std::vector<int> order(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        order[static_cast<std::size_t>(i)] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return moveGain(s, moves[a]) > moveGain(s, moves[b]); });
    Move best = moves[order[0]];
    long long bestScore = -1'000'000'000LL;
    const int first = lookahead ? std::min(n, kLookaheadFirst) : n;
    std::array<Move, HmState::kMaxMoves> next;
    for (int k = 0; k < first; ++k) {
        if (k > 0 && budget.spent())
            break;
        const Move m = moves[order[static_cast<std::size_t>(k)]];
        HmState after = s;
        after.apply(m);
        ++budget.nodes;
        long long score = raceScore(after, me);
        if (after.isOver()) {
            score = after.result()[static_cast<std::size_t>(me)] > 0.99 ? 1'000'000'000LL : score;
        } else if (lookahead && !after.hasFinished(me)) {
            // My next move on this board, the others standing still.
            const HmState mine = after.withSeatToMove(me);
            long long bestNext = score;
            const int count = mine.generateMoves(next.data());
            for (int j = 0; j < count; ++j) {
                if (moveGain(mine, next[static_cast<std::size_t>(j)]) <= 0)
                    continue;
                HmState twice = mine;
                twice.apply(next[static_cast<std::size_t>(j)]);
                ++budget.nodes;
                bestNext = std::max<long long>(bestNext, raceScore(twice, me));
            }
            // The first move counts fully, the second a little less: it may
            // be spoilt before it is played.
            score = score + (bestNext - score) * 3 / 4;
        }
        if (score > bestScore) {
            bestScore = score;
            best = m;
        }
    }
    return best;
}

} // namespace

Move HmState::chooseMove(Level level, const SearchLimits& limits, Rng& rng) const
{
    std::array<Move, kMaxMoves> moves;
    const int n = generateMoves(moves.data());
    if (n == 1)
        return moves[0];
    if (level == Level::Beginner)
        return beginnerMove(*this, moves.data(), n, rng);
    Budget budget{limits};
    if (level == Level::Practised)
        return raceMove(*this, moves.data(), n, false, budget);
    if (seatCount() == 2) {
        RacePolicy policy;
        SearchOptions options;
        options.ttEntriesLog2 = 16;
        // The kit looks at the clock every 512 nodes; a node here is a whole
        // move generation, so the search gets three quarters of the budget
        // to come back within it on a busy machine too.
        SearchLimits searchLimits = limits;
        if (searchLimits.time.count() > 0)
            searchLimits.time = searchLimits.time * 3 / 4;
        return searchBestMove(PrunedNode<kMasterWidth>{*this}, policy, searchLimits, options).best;
    }
    return raceMove(*this, moves.data(), n, true, budget);
}

} // namespace zv::halma
