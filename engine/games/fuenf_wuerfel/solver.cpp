#include "games/fuenf_wuerfel/solver.h"

#include "games/fuenf_wuerfel/scoring.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <future>
#include <memory>
#include <mutex>
#include <thread>

namespace zv::fuenf_wuerfel {
namespace {

constexpr std::size_t kFirstThrow = DiceSets::kCount - DiceSets::kThrows;
constexpr unsigned kAllFields = (1u << kFields) - 1;
constexpr int kUpperSlots = kBonusThreshold + 1; // 0..62 exact, 63 = "63 or more"
constexpr unsigned kKniffelBit = 1u << Kniffel;

// Per throw of five dice: the ordinary score and the counted dice of every
// field, and whether it is a Kniffel. Read in the innermost loop.
struct ThrowScores {
    std::array<std::array<std::int16_t, DiceSets::kCount>, kFields> score{};
    std::array<std::array<std::int16_t, DiceSets::kCount>, kFields> counted{};
    std::array<bool, DiceSets::kCount> kniffel{};

    ThrowScores()
    {
        const DiceSets& sets = DiceSets::instance();
        for (int r : sets.throws()) {
            const auto i = static_cast<std::size_t>(r);
            kniffel[i] = isKniffelThrow(sets.counts(r));
            for (int f = 0; f < kFields; ++f) {
                score[static_cast<std::size_t>(f)][i] =
                    static_cast<std::int16_t>(ordinaryScore(f, sets.counts(r)));
                counted[static_cast<std::size_t>(f)][i] =
                    static_cast<std::int16_t>(isUpper(f) ? countedDice(f, sets.counts(r)) : 0);
            }
        }
    }
};

const ThrowScores& throwScores()
{
    static const ThrowScores scores;
    return scores;
}

// The 462 sets in index order are sorted by size: 0..209 hold fewer than
// five dice, 210..461 are the throws. The two walks of a turn in flat tables.
struct Walk {
    static constexpr int kSmall = DiceSets::kCount - DiceSets::kThrows;
    std::array<std::array<std::int16_t, 6>, kSmall> plus{};
    std::array<std::int16_t, DiceSets::kCount + 1> minusStart{};
    std::vector<std::int16_t> minus;

    Walk()
    {
        const DiceSets& sets = DiceSets::instance();
        for (int s = 0; s < DiceSets::kCount; ++s) {
            minusStart[static_cast<std::size_t>(s)] = static_cast<std::int16_t>(minus.size());
            for (int face = 1; face <= 6; ++face) {
                if (s < kSmall)
                    plus[static_cast<std::size_t>(s)][static_cast<std::size_t>(face - 1)] =
                        static_cast<std::int16_t>(sets.plus(s, face));
                if (sets.minus(s, face) != DiceSets::kNone)
                    minus.push_back(static_cast<std::int16_t>(sets.minus(s, face)));
            }
        }
        minusStart[DiceSets::kCount] = static_cast<std::int16_t>(minus.size());
    }
};

const Walk& walkTables()
{
    static const Walk walk;
    return walk;
}

// Which capped upper sums a set of filled upper fields can have made: a state
// that cannot occur is never solved (nor read).
Solver::UpperReach reachableUpper()
{
    Solver::UpperReach reach{};
    reach[0][0] = true;
    for (unsigned mask = 1; mask < 64; ++mask) {
        const int field = std::countr_zero(mask);
        const unsigned before = mask & (mask - 1);
        for (int u = 0; u < kUpperSlots; ++u)
            if (reach[before][static_cast<std::size_t>(u)])
                for (int k = 0; k <= kDice; ++k)
                    reach[mask][static_cast<std::size_t>(
                        std::min(kBonusThreshold, u + k * (field + 1)))] = true;
    }
    return reach;
}

} // namespace

// --- one turn ---

TurnValues::TurnValues(const Solver& solver, const SheetKey& sheet) : solver_(solver), sheet_(sheet)
{
    const DiceSets& sets = DiceSets::instance();
    const ThrowScores& ts = throwScores();
    const bool extra = solver.extraKniffel() && sheet.kniffel50;
    const int upper = std::min(sheet.upper, kBonusThreshold);

    // After the third throw: the best free field for each throw.
    best3_.fill(-1e9);
    for (int f = 0; f < kFields; ++f) {
        if ((sheet.filled >> f) & 1u)
            continue;
        const auto fi = static_cast<std::size_t>(f);
        SheetKey next = sheet;
        next.filled |= 1u << f;
        if (isUpper(f)) {
            // The next sheet's value for each count of the field's face.
            std::array<double, kDice + 1> byCount{};
            for (int k = 0; k <= kDice; ++k) {
                next.upper = upper + k * (f + 1);
                byCount[static_cast<std::size_t>(k)] = solver.value(next);
            }
            for (std::size_t ri = kFirstThrow; ri < DiceSets::kCount; ++ri) {
                const int counted = ts.counted[fi][ri];
                const double v = (extra && ts.kniffel[ri] ? kExtraKniffel : 0) + counted +
                                 byCount[static_cast<std::size_t>(counted / (f + 1))];
                best3_[ri] = std::max(best3_[ri], v);
            }
        } else if (f == Kniffel) {
            next.kniffel50 = false;
            const double struck = solver.value(next);
            next.kniffel50 = solver.extraKniffel();
            const double fifty = solver.value(next);
            for (std::size_t ri = kFirstThrow; ri < DiceSets::kCount; ++ri) {
                const double v = ts.kniffel[ri] ? kKniffelScore + fifty : struck;
                best3_[ri] = std::max(best3_[ri], v);
            }
        } else {
            const double rest = solver.value(next);
            for (std::size_t ri = kFirstThrow; ri < DiceSets::kCount; ++ri) {
                const double v =
                    (extra && ts.kniffel[ri] ? kExtraKniffel : ts.score[fi][ri]) + rest;
                best3_[ri] = std::max(best3_[ri], v);
            }
        }
    }

    // Keeping a set and throwing the rest is worth the average over one more
    // die at a time (throwing k dice together = adding them one by one); the
    // best keep of a throw is the best over its subsets, walked by removing
    // one die at a time. Both run over the 462 sets once per throw.
    const Walk& walk = walkTables();
    const std::array<double, DiceSets::kCount>* after = &best3_;
    for (int made = 2; made >= 1; --made) {
        double* keep = keep_[static_cast<std::size_t>(made)].data();
        double* best = best_[static_cast<std::size_t>(made)].data();
        std::copy(after->begin() + Walk::kSmall, after->end(), keep + Walk::kSmall);
        for (int s = Walk::kSmall - 1; s >= 0; --s) {
            const auto* p = walk.plus[static_cast<std::size_t>(s)].data();
            keep[s] =
                (keep[p[0]] + keep[p[1]] + keep[p[2]] + keep[p[3]] + keep[p[4]] + keep[p[5]]) *
                (1.0 / 6.0);
        }
        for (int s = 0; s < DiceSets::kCount; ++s) {
            double b = keep[s];
            for (int i = walk.minusStart[static_cast<std::size_t>(s)];
                 i < walk.minusStart[static_cast<std::size_t>(s) + 1]; ++i)
                b = std::max(b, best[walk.minus[static_cast<std::size_t>(i)]]);
            best[s] = b;
        }
        after = &best_[static_cast<std::size_t>(made)];
    }
    double start = 0;
    for (int r : sets.throws())
        start += sets.probability(r) * best_[1][static_cast<std::size_t>(r)];
    keep_[0][0] = start;
}

double TurnValues::scoreValue(int field, int throwSet) const
{
    int points = 0;
    const SheetKey next = solver_.after(sheet_, field, throwSet, &points);
    return points + solver_.value(next);
}

double TurnValues::keepValue(int throwsMade, int keptSet) const
{
    return keep_[static_cast<std::size_t>(throwsMade)][static_cast<std::size_t>(keptSet)];
}

double TurnValues::bestAfter(int throwsMade, int throwSet) const
{
    if (throwsMade >= kMaxThrows)
        return best3_[static_cast<std::size_t>(throwSet)];
    return best_[static_cast<std::size_t>(throwsMade)][static_cast<std::size_t>(throwSet)];
}

// --- the table ---

SheetKey Solver::after(const SheetKey& sheet, int field, int throwSet, int* points) const
{
    const Counts& c = DiceSets::instance().counts(throwSet);
    SheetKey next = sheet;
    next.filled |= 1u << field;
    const bool extra = extraKniffel_ && sheet.kniffel50 && isKniffelThrow(c);
    *points = extra ? extraKniffelScore(field, c) : ordinaryScore(field, c);
    if (isUpper(field))
        next.upper += countedDice(field, c); // never the 100: it does not count for the bonus
    if (field == Kniffel)
        next.kniffel50 = extraKniffel_ && *points == kKniffelScore;
    return next;
}

std::size_t Solver::slot(unsigned filled, int upper, bool flag) const
{
    return ((flag ? kAllFields + 1 : 0) + filled) * kUpperSlots +
           static_cast<std::size_t>(std::min(upper, kBonusThreshold));
}

double Solver::value(const SheetKey& sheet) const
{
    if (sheet.filled == kAllFields)
        return sheet.upper >= kBonusThreshold ? kBonus : 0;
    return table_[slot(sheet.filled, sheet.upper, extraKniffel_ && sheet.kniffel50)];
}

Solver::Solver(bool extraKniffel) : extraKniffel_(extraKniffel)
{
    const auto started = std::chrono::steady_clock::now();
    table_.assign((extraKniffel ? 2u : 1u) * (kAllFields + 1) * kUpperSlots, 0.0f);
    const auto reach = reachableUpper();
    // A filled field never empties: a sheet leads only to sheets with more
    // fields filled, so layers by the number of filled fields, fullest
    // first, meet every successor solved. The sheets of one layer do not
    // read each other: they are shared out among the machine's cores.
    std::array<std::vector<unsigned>, kFields + 1> layers;
    for (unsigned mask = 0; mask < kAllFields; ++mask)
        layers[static_cast<std::size_t>(std::popcount(mask))].push_back(mask);
    const unsigned threads = std::clamp(std::thread::hardware_concurrency(), 1u, 8u);
    std::atomic<long long> solved{0};
    for (int filled = kFields - 1; filled >= 0; --filled) {
        const auto& layer = layers[static_cast<std::size_t>(filled)];
        std::atomic<std::size_t> nextMask{0};
        const auto work = [&] {
            long long count = 0;
            for (std::size_t i = nextMask++; i < layer.size(); i = nextMask++)
                count += solveSheets(layer[i], reach);
            solved += count;
        };
        std::vector<std::thread> helpers;
        for (unsigned t = 1; t < std::min<std::size_t>(threads, layer.size()); ++t)
            helpers.emplace_back(work);
        work();
        for (auto& helper : helpers)
            helper.join();
    }
    states_ = solved;
    buildMs_ = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
                   .count();
}

long long Solver::solveSheets(unsigned mask, const UpperReach& reach)
{
    const auto& upperReach = reach[mask & 63u];
    // Once the free upper fields cannot lift the sum to 63 any more, the sum
    // no longer matters: those sheets share one value, solved once.
    int upperLeft = 0;
    for (int f = 0; f < kUpperFields; ++f)
        upperLeft += ((mask >> f) & 1u) ? 0 : kDice * (f + 1);
    long long count = 0;
    for (int flag = 0; flag <= (extraKniffel_ && (mask & kKniffelBit) ? 1 : 0); ++flag) {
        float hopeless = -1;
        for (int u = 0; u < kUpperSlots; ++u) {
            if (!upperReach[static_cast<std::size_t>(u)])
                continue;
            float& v = table_[slot(mask, u, flag == 1)];
            if (u + upperLeft < kBonusThreshold && hopeless >= 0) {
                v = hopeless;
                continue;
            }
            v = static_cast<float>(TurnValues(*this, SheetKey{mask, u, flag == 1}).turnStart());
            ++count;
            if (u + upperLeft < kBonusThreshold)
                hopeless = v;
        }
    }
    return count;
}

namespace {

// One table per rule set, built once on a thread of its own. The future
// outlives main(): its destructor waits for a build still running at exit
// (`built` is declared first, so it is destroyed after that wait).
struct Building {
    std::once_flag once;
    std::atomic<bool> built{false}; // set once the table is complete
    std::shared_future<std::shared_ptr<const Solver>> table;
};

Building& building(bool extraKniffel)
{
    static std::array<Building, 2> slots;
    return slots[extraKniffel ? 1 : 0];
}

} // namespace

void Solver::startBuilding(bool extraKniffel)
{
    // The tables a build reads are made before the slots, so they are
    // destroyed after them: a build still running when a short program
    // (a test) exits finishes on live tables before the slot's future lets
    // exit go on. Without this a solitaire scenario crashed at exit.
    DiceSets::instance();
    throwScores();
    walkTables();
    Building& b = building(extraKniffel);
    std::call_once(b.once, [&] {
        b.table = std::async(std::launch::async, [extraKniffel] {
                      auto solver = std::make_shared<const Solver>(extraKniffel);
                      building(extraKniffel).built.store(true, std::memory_order_release);
                      return solver;
                  }).share();
    });
}

bool Solver::isBuilt(bool extraKniffel)
{
    return building(extraKniffel).built.load(std::memory_order_acquire);
}

const Solver& Solver::forRules(bool extraKniffel)
{
    startBuilding(extraKniffel);
    return *building(extraKniffel).table.get();
}

} // namespace zv::fuenf_wuerfel
