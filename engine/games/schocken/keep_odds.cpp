#include "games/schocken/keep_odds.h"

#include "games/schocken/sk_state.h"

#include <algorithm>
#include <bit>
#include <map>
#include <memory>
#include <mutex>

namespace zv::schocken {
namespace {

int codeOf(const DiceSet& s) // a set of at most two dice aside: 0..55
{
    return s.n == 0 ? 0 : s.n == 1 ? s.v[0] : 7 + s.v[0] * 7 + s.v[1];
}

DiceSet plus(DiceSet s, int value)
{
    // Insert in order (at most three values; std::sort trips GCC's bounds warning here).
    int i = s.n++;
    for (; i > 0 && s.v[static_cast<std::size_t>(i - 1)] > value; --i)
        s.v[static_cast<std::size_t>(i)] = s.v[static_cast<std::size_t>(i - 1)];
    s.v[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(value);
    return s;
}

int rankOfUnion(const DiceSet& a, const DiceSet& b)
{
    Throw t{};
    int i = 0;
    for (int k = 0; k < a.n; ++k)
        t[static_cast<std::size_t>(i++)] = a.v[static_cast<std::size_t>(k)];
    for (int k = 0; k < b.n; ++k)
        t[static_cast<std::size_t>(i++)] = b.v[static_cast<std::size_t>(k)];
    return rankOf(t);
}

DiceSet cupOf(const DiceOutcome& o, int n)
{
    DiceSet s;
    s.v = o.values;
    s.n = n;
    return s;
}

} // namespace

std::vector<KeepOption> keepOptions(const DiceSet& aside, const DiceSet& cup, const Rules& rules)
{
    std::vector<KeepOption> options;
    // „ob er einen oder 2 Würfel auslegt“: one or two dice lie aside before a
    // further throw (none as well with the option rethrow_all).
    const int fewest = rules.rethrowAll ? 0 : 1;
    for (unsigned mask = 0; mask < (1u << cup.n); ++mask) {
        const int k = std::popcount(mask);
        if (aside.n + k < fewest || aside.n + k > 2)
            continue;
        Move m{k == 0 ? MoveKind::Throw : MoveKind::Keep, static_cast<std::uint8_t>(k), {}};
        DiceSet after = aside;
        int i = 0;
        for (int d = 0; d < cup.n; ++d)
            if (mask & (1u << d)) {
                m.v[static_cast<std::size_t>(i++)] = cup.v[static_cast<std::size_t>(d)];
                after = plus(after, cup.v[static_cast<std::size_t>(d)]);
            }
        const bool seen = std::any_of(options.begin(), options.end(),
                                      [&](const KeepOption& o) { return o.move == m; });
        if (!seen)
            options.push_back(KeepOption{m, after});
    }
    std::stable_sort(options.begin(), options.end(), [](const KeepOption& a, const KeepOption& b) {
        return a.move.count != b.move.count ? a.move.count < b.move.count : a.move.v < b.move.v;
    });
    // Section 7: two sixes of this throw may become a one (set aside), the
    // other six goes back into the cup and a further throw must follow.
    const int sixes = static_cast<int>(std::count(cup.v.begin(), cup.v.begin() + cup.n, 6));
    if (!rules.turnSixes || sixes < 2)
        return options;
    if (aside.n + 1 <= 2)
        options.push_back(KeepOption{Move{MoveKind::Turn, 1, {}}, plus(aside, 1)});
    if (aside.n == 0) {
        // One more die of this throw aside, but never the six that goes back.
        DiceSet rest;
        int skipped = 0;
        for (int d = 0; d < cup.n; ++d) {
            if (cup.v[static_cast<std::size_t>(d)] == 6 && skipped < 2) {
                ++skipped;
                continue;
            }
            rest = plus(rest, cup.v[static_cast<std::size_t>(d)]);
        }
        for (int d = 0; d < rest.n; ++d)
            options.push_back(
                KeepOption{Move{MoveKind::Turn, 1, {rest.v[static_cast<std::size_t>(d)], 0, 0}},
                           plus(plus(aside, 1), rest.v[static_cast<std::size_t>(d)])});
        if (sixes == 3)
            options.push_back(KeepOption{Move{MoveKind::Turn, 2, {}}, plus(plus(aside, 1), 1)});
    }
    return options;
}

KeepOdds::KeepOdds(const Rules& rules, int throwLimit, Value value, const std::atomic<bool>* cancel,
                   std::uint64_t maxNodes)
    : rules_(rules), limit_(throwLimit), value_(std::move(value)), cancel_(cancel),
      maxNodes_(maxNodes)
{}

double KeepOdds::stateValue(const DiceSet& aside, const DiceSet& cup, int throwsMade, int* best)
{
    double bestValue = value_(rankOfUnion(aside, cup), throwsMade);
    if (best)
        *best = -1; // standing wins ties: fewer throws never hurt
    if (throwsMade >= limit_)
        return bestValue;
    const std::vector<KeepOption> options = keepOptions(aside, cup, rules_);
    for (std::size_t i = 0; i < options.size(); ++i) {
        const double v = expectAfter(options[i].aside, throwsMade + 1);
        if (v > bestValue + 1e-12) {
            bestValue = v;
            if (best)
                *best = static_cast<int>(i);
        }
    }
    return bestValue;
}

double KeepOdds::expectAfter(const DiceSet& aside, int throwsMade)
{
    const auto code = static_cast<std::size_t>(codeOf(aside));
    const auto t = static_cast<std::size_t>(throwsMade);
    if (known_[code][t] || stopped_)
        return memo_[code][t];
    if ((cancel_ && cancel_->load(std::memory_order_relaxed)) ||
        (maxNodes_ != 0 && nodes_ >= maxNodes_)) {
        stopped_ = true;
        return 0.0;
    }
    const int n = kDice - aside.n;
    double sum = 0;
    for (const DiceOutcome& o : diceOutcomes(n)) {
        ++nodes_;
        sum += o.landings * stateValue(aside, cupOf(o, n), throwsMade, nullptr);
    }
    const double total = n == 1 ? 6.0 : n == 2 ? 36.0 : 216.0;
    memo_[code][t] = sum / total;
    known_[code][t] = !stopped_;
    return memo_[code][t];
}

std::vector<double> KeepOdds::choiceValues(const DiceSet& aside, const DiceSet& cup, int throwsMade)
{
    std::vector<double> values{value_(rankOfUnion(aside, cup), throwsMade)};
    if (throwsMade < limit_)
        for (const KeepOption& o : keepOptions(aside, cup, rules_))
            values.push_back(expectAfter(o.aside, throwsMade + 1));
    if (stopped_)
        values.clear();
    return values;
}

const std::array<double, kRanks>& KeepOdds::distAfter(const DiceSet& aside, int throwsMade)
{
    const auto code = static_cast<std::size_t>(codeOf(aside));
    const auto t = static_cast<std::size_t>(throwsMade);
    if (distIndex_[code][t] > 0)
        return dist_[static_cast<std::size_t>(distIndex_[code][t] - 1)];
    std::array<double, kRanks> dist{};
    const int n = kDice - aside.n;
    const double total = n == 1 ? 6.0 : n == 2 ? 36.0 : 216.0;
    for (const DiceOutcome& o : diceOutcomes(n)) {
        const DiceSet cup = cupOf(o, n);
        int best = -1;
        stateValue(aside, cup, throwsMade, &best);
        const double p = o.landings / total;
        if (best < 0) {
            dist[static_cast<std::size_t>(rankOfUnion(aside, cup))] += p;
            continue;
        }
        const KeepOption option = keepOptions(aside, cup, rules_)[static_cast<std::size_t>(best)];
        const std::array<double, kRanks> child = distAfter(option.aside, throwsMade + 1);
        for (int r = 0; r < kRanks; ++r)
            dist[static_cast<std::size_t>(r)] += p * child[static_cast<std::size_t>(r)];
    }
    dist_.push_back(dist);
    distIndex_[code][t] = static_cast<int>(dist_.size());
    return dist_.back();
}

std::array<double, kRanks> KeepOdds::freshDistribution()
{
    return distAfter(DiceSet{}, 1);
}

const std::array<double, kRanks>& singleThrowDistribution()
{
    static const std::array<double, kRanks> dist = [] {
        std::array<double, kRanks> d{};
        for (int r = 0; r < kRanks; ++r)
            d[static_cast<std::size_t>(r)] = landingsOfRank(r) / 216.0;
        return d;
    }();
    return dist;
}

const std::array<double, kRanks>& opponentDistribution(const Rules& rules, int limit, int target)
{
    if (limit <= 1)
        return singleThrowDistribution();
    using Table = std::array<std::array<double, kRanks>, kRanks>;
    static std::mutex mutex;
    static std::map<int, std::unique_ptr<Table>> cache;
    const int key = (rules.turnSixes ? 1 : 0) | (rules.rethrowAll ? 2 : 0) | limit << 2;
    std::lock_guard<std::mutex> lock(mutex);
    auto& table = cache[key];
    if (!table) {
        table = std::make_unique<Table>();
        for (int t = 0; t < kRanks; ++t) {
            KeepOdds odds(rules, limit, [t](int rank, int) {
                return rank > t ? 1.0 : rank == t ? 0.5 : 0.0;
            });
            (*table)[static_cast<std::size_t>(t)] = odds.freshDistribution();
        }
    }
    return (*table)[static_cast<std::size_t>(target)];
}

} // namespace zv::schocken
