// The computer players of Toccateglispiel (RULES.md, "Computer players").
//
// Strong: every play of the throw is valued by evaluate() with the exact
// expectation over the 21 throws of what each player marks next (hits on
// Bloße, Hucke, Jans). The best few are then searched one throw deeper
// (expectimax): for each of the opponent's 21 throws his best reply by his own
// one-ply judgement, and the position after it valued for us. The deeper pass
// stops at the time or node budget or on cancel and keeps what is finished.
// Weak: the board shape only, without dice expectations, plus noise of about
// three points — it leaves Bloße and misses Hucken a child can punish.
// After marking twelve both play on with the Rest unless a new game looks
// better to the strong player.
#include "core/level.h"
#include "core/rng.h"
#include "games/toccategli/evaluation.h"
#include "games/toccategli/tc_state.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <vector>

namespace zv::toccategli {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int kDeepCandidates = 12;
constexpr double kWeakNoise = 3.0;

class Budget {
public:
    explicit Budget(const SearchLimits& limits)
        : start_(Clock::now()), maxNodes_(limits.maxNodes), cancel_(limits.cancel)
    {
        auto time = limits.time;
        if (time.count() <= 0 && maxNodes_ == 0)
            time = std::chrono::milliseconds(250);
        time_ = std::chrono::duration_cast<Clock::duration>(time * 6 / 10);
    }
    void spend(std::uint64_t nodes) { used_ += nodes; }
    bool exhausted() const
    {
        if (cancel_ && cancel_->load(std::memory_order_relaxed))
            return true;
        if (maxNodes_ != 0 && used_ >= maxNodes_)
            return true;
        return time_.count() > 0 && Clock::now() - start_ >= time_;
    }

private:
    Clock::time_point start_;
    Clock::duration time_{};
    std::uint64_t maxNodes_;
    const std::atomic<bool>* cancel_;
    std::uint64_t used_ = 0;
};

double unitOf(FastRng& rng)
{
    return static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
}

// The opponent's reply by his own one-ply judgement (shape and score only).
TcState bestReply(const TcState& s, Budget& budget)
{
    std::array<Move, TcState::kMaxMoves> moves;
    TcState cur = s;
    // Choices on the way (twelve marked) are answered by playing on; in the
    // Schule the throw is marked right and passed.
    while (cur.phase() == Phase::Choice || cur.phase() == Phase::Declare ||
           cur.phase() == Phase::Review) {
        if (cur.phase() == Phase::Choice)
            cur.apply(Move{MoveKind::Continue});
        else if (cur.phase() == Phase::Declare)
            cur.apply(
                Move{MoveKind::Mark, static_cast<std::uint8_t>(std::min(cur.due(), kMaxDeclared))});
        else
            cur.apply(Move{MoveKind::Pass});
    }
    if (cur.phase() != Phase::Move)
        return cur;
    const int who = cur.thrower();
    const int n = cur.generatePlays(moves.data());
    TcState best = cur;
    double bestValue = -1e18;
    for (int i = 0; i < n; ++i) {
        TcState child = cur;
        child.apply(moves[static_cast<std::size_t>(i)]);
        const double v = evaluate(child, who, false);
        if (v > bestValue) {
            bestValue = v;
            best = child;
        }
    }
    budget.spend(static_cast<std::uint64_t>(n));
    return best;
}

Move choosePlay(const TcState& s, const Move* moves, int n, Level level, Budget& budget,
                std::uint64_t seed)
{
    const int me = s.thrower();
    const bool strong = level == Level::Master;
    FastRng noise(seed);
    std::vector<std::pair<double, int>> ranked;
    ranked.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        TcState child = s;
        child.apply(moves[i]);
        double v = evaluate(child, me, strong);
        if (!strong)
            v += kWeakNoise * (2.0 * unitOf(noise) - 1.0);
        ranked.emplace_back(v, i);
    }
    budget.spend(static_cast<std::uint64_t>(n));
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto& x, const auto& y) { return x.first > y.first; });
    if (!strong || n == 1)
        return moves[ranked.front().second];

    // One throw deeper for the best few.
    int bestIndex = ranked.front().second;
    double bestValue = -1e18;
    const int deep = std::min(kDeepCandidates, n);
    for (int k = 0; k < deep; ++k) {
        if (budget.exhausted())
            break;
        TcState child = s;
        child.apply(moves[ranked[static_cast<std::size_t>(k)].second]);
        double value = 0;
        if (child.phase() != Phase::Dice || child.isOver()) {
            value = evaluate(child, me, true);
        } else {
            for (const Throw& t : allThrows()) {
                TcState thrown = child;
                thrown.apply(Move{MoveKind::Dice, static_cast<std::uint8_t>(t.a),
                                  static_cast<std::uint8_t>(t.b)});
                value += t.weight * evaluate(bestReply(thrown, budget), me, true);
            }
        }
        if (budget.exhausted() && k > 0)
            break; // this candidate may be unfinished; keep the finished ones
        if (value > bestValue) {
            bestValue = value;
            bestIndex = ranked[static_cast<std::size_t>(k)].second;
        }
    }
    return moves[bestIndex];
}

} // namespace

Move TcState::chooseMove(Level level, const SearchLimits& limits, Rng& rng) const
{
    // Two players of its own; the Practised level mixes them (core/level.h).
    level = resolvePractised(level, rng);
    std::array<Move, kMaxMoves> moves;
    const int n = generateMoves(moves.data());
    if (n <= 1)
        return moves[0];
    const std::uint64_t seed = rng.next();
    if (toMove() == kChanceSeat) {
        FastRng draw(seed);
        double r = unitOf(draw);
        for (int i = 0; i < n; ++i) {
            r -= chanceWeight(moves[static_cast<std::size_t>(i)]);
            if (r < 0)
                return moves[static_cast<std::size_t>(i)];
        }
        return moves[static_cast<std::size_t>(n - 1)];
    }
    if (phase_ == Phase::Declare) {
        // Strong marks exactly what the throw won; weak forgets one of its
        // marks now and then (a quarter of the throws that mark anything).
        int points = std::min<int>(due_, kMaxDeclared);
        FastRng noise(seed);
        if (level == Level::Beginner && dueCount_ > 0 && noise.uniform(4) == 0)
            points = std::max(
                0, points - due_marks_[static_cast<std::size_t>(noise.uniform(dueCount_))].points);
        return Move{MoveKind::Mark, static_cast<std::uint8_t>(points)};
    }
    if (phase_ == Phase::Review) {
        // Strong sends every wrong marking to school; weak notices half of them.
        const int wrongBy = std::abs(due_ - declared_);
        FastRng noise(seed);
        if (wrongBy == 0 || (level == Level::Beginner && noise.uniform(2) == 0))
            return Move{MoveKind::Pass};
        return Move{MoveKind::Schule, static_cast<std::uint8_t>(std::min(wrongBy, kMaxDeclared))};
    }
    if (phase_ == Phase::Choice) {
        if (level == Level::Beginner)
            return Move{MoveKind::Continue};
        TcState on = *this, anew = *this;
        on.apply(Move{MoveKind::Continue});
        anew.apply(Move{MoveKind::NewGame});
        // A fresh game is even; playing on is worth the Rest and the board.
        return evaluate(anew, chooser_, true) > evaluate(on, chooser_, true)
                   ? Move{MoveKind::NewGame}
                   : Move{MoveKind::Continue};
    }
    Budget budget(limits);
    return choosePlay(*this, moves.data(), n, level, budget, seed);
}

} // namespace zv::toccategli
