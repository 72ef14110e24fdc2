#include "games/glasperlen/turns.h"

#include "core/rng.h"

#include <algorithm>
#include <unordered_set>

namespace zv::glasperlen {

namespace {

struct Builder {
    const TurnWidth& width;
    FastRng& rng;
    std::vector<Turn>* out;
    std::unordered_set<std::uint64_t> seen;

    void emit(const GpState& s, const Turn& partial)
    {
        if (!seen.insert(s.hash()).second)
            return;
        Turn t = partial;
        t.after = s;
        out->push_back(t);
    }

    // The takes of an indirect capture: the most valuable gems first, a few branches.
    void takes(const GpState& s, Turn& t)
    {
        if (s.phase() != Phase::Take) {
            emit(s, t);
            return;
        }
        std::array<Step, GpState::kMaxSteps> steps;
        const int n = s.generateSteps(steps.data());
        std::stable_sort(steps.begin(), steps.begin() + n,
                         [](Step a, Step b) { return a.bead > b.bead; });
        for (int i = 0; i < std::min(n, width.takeBranches); ++i) {
            GpState next = s;
            next.apply(steps[static_cast<std::size_t>(i)]);
            t.steps[t.count++] = steps[static_cast<std::size_t>(i)];
            takes(next, t);
            --t.count;
        }
    }

    void allOrders(const GpState& s, Turn& t)
    {
        if (s.phase() != Phase::Sow) {
            takes(s, t);
            return;
        }
        for (int b = 0; b < kTypes; ++b) {
            if (s.hand()[b] == 0)
                continue;
            GpState next = s;
            const Step step{StepKind::Place, -1, static_cast<std::int8_t>(b)};
            next.apply(step);
            t.steps[t.count++] = step;
            allOrders(next, t);
            --t.count;
        }
    }

    void sequence(const GpState& s, Turn t, const std::vector<int>& order)
    {
        GpState next = s;
        for (int b : order) {
            const Step step{StepKind::Place, -1, static_cast<std::int8_t>(b)};
            next.apply(step);
            t.steps[t.count++] = step;
        }
        takes(next, t);
    }

    // Chosen orders for a big hand: gems to the own side or to the opponent's,
    // each kind of bead last, and random orders.
    void chosenOrders(const GpState& s, const Turn& t)
    {
        const int n = s.handSize();
        std::vector<int> path;
        GpState probe = s;
        for (int i = 0; i < n; ++i) {
            path.push_back(probe.nextPit());
            for (int b = 0; b < kTypes; ++b)
                if (probe.hand()[b] > 0) {
                    // keep the probe sowing without reaching the capture
                    if (probe.handSize() > 1)
                        probe.apply(Step{StepKind::Place, -1, static_cast<std::int8_t>(b)});
                    break;
                }
        }
        std::vector<int> beads;
        for (int b = kTypes - 1; b >= 0; --b)
            beads.insert(beads.end(), s.hand()[b], b);
        for (int lastKind = -1; lastKind < kTypes; ++lastKind) {
            if (lastKind >= 0 && s.hand()[lastKind] == 0)
                continue;
            for (int home = 0; home < 2; ++home) {
                std::vector<int> pool = beads;
                std::vector<int> order(static_cast<std::size_t>(n), -1);
                if (lastKind >= 0) {
                    pool.erase(std::find(pool.begin(), pool.end(), lastKind));
                    order[static_cast<std::size_t>(n - 1)] = lastKind;
                }
                const int mine = s.toMove();
                // First pass: gems (high first) to the preferred side's pits.
                for (int i = 0; i < n; ++i) {
                    if (order[static_cast<std::size_t>(i)] >= 0)
                        continue;
                    const bool own = GpState::sideOf(path[static_cast<std::size_t>(i)]) == mine;
                    if (own == (home == 0) && !pool.empty() && pool.front() > 0) {
                        order[static_cast<std::size_t>(i)] = pool.front();
                        pool.erase(pool.begin());
                    }
                }
                // Second pass: the rest, stones first.
                std::sort(pool.begin(), pool.end());
                for (int i = 0; i < n; ++i)
                    if (order[static_cast<std::size_t>(i)] < 0) {
                        order[static_cast<std::size_t>(i)] = pool.front();
                        pool.erase(pool.begin());
                    }
                sequence(s, t, order);
            }
        }
        for (int r = 0; r < width.randomOrders; ++r) {
            std::vector<int> order = beads;
            for (int i = n - 1; i > 0; --i)
                std::swap(order[static_cast<std::size_t>(i)],
                          order[static_cast<std::size_t>(rng.uniform(i + 1))]);
            sequence(s, t, order);
        }
    }

    void fromSow(const GpState& s, Turn& t)
    {
        if (orderCount(s.hand(), width.allOrdersUpTo) <= width.allOrdersUpTo)
            allOrders(s, t);
        else
            chosenOrders(s, t);
    }
};

} // namespace

long long orderCount(const Counts& hand, long long limit)
{
    // n! / prod(k!) built up one bead at a time, saturating.
    long long count = 1;
    int placed = 0;
    for (int b = 0; b < kTypes; ++b) {
        for (int k = 1; k <= hand[b]; ++k) {
            ++placed;
            count = count * placed / k;
            if (count > limit)
                return limit + 1;
        }
    }
    return count;
}

void generateTurns(const GpState& state, const TurnWidth& width, FastRng& rng,
                   std::vector<Turn>* out)
{
    Builder builder{width, rng, out, {}};
    Turn t;
    switch (state.phase()) {
    case Phase::Choose: {
        std::array<Step, GpState::kMaxSteps> picks;
        const int n = state.generateSteps(picks.data());
        for (int i = 0; i < n; ++i) {
            GpState s = state;
            s.apply(picks[static_cast<std::size_t>(i)]);
            t.count = 0;
            t.steps[t.count++] = picks[static_cast<std::size_t>(i)];
            builder.fromSow(s, t);
        }
        break;
    }
    case Phase::Sow:
        builder.fromSow(state, t);
        break;
    case Phase::Take:
        builder.takes(state, t);
        break;
    case Phase::Over:
        break;
    }
}

} // namespace zv::glasperlen
