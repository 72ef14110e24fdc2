#include "reference_solver.h"

#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <vector>

namespace reference {
namespace {

using Dice = std::vector<int>; // sorted values

int sum(const Dice& d)
{
    int s = 0;
    for (int v : d)
        s += v;
    return s;
}

int countOf(const Dice& d, int face)
{
    return static_cast<int>(std::count(d.begin(), d.end(), face));
}

bool hasRun(const Dice& d, int length)
{
    for (int start = 1; start + length - 1 <= 6; ++start) {
        bool all = true;
        for (int f = start; f < start + length; ++f)
            all = all && countOf(d, f) > 0;
        if (all)
            return true;
    }
    return false;
}

// The usual Kniffel sheet, written out field by field.
int points(int field, const Dice& d)
{
    int most = 0;
    bool three = false, two = false;
    for (int f = 1; f <= 6; ++f) {
        most = std::max(most, countOf(d, f));
        three = three || countOf(d, f) == 3;
        two = two || countOf(d, f) == 2;
    }
    switch (field) {
    case 6:
        return most >= 3 ? sum(d) : 0;
    case 7:
        return most >= 4 ? sum(d) : 0;
    case 8:
        return three && two ? 25 : 0;
    case 9:
        return hasRun(d, 4) ? 30 : 0;
    case 10:
        return hasRun(d, 5) ? 40 : 0;
    case 11:
        return most == 5 ? 50 : 0;
    case 12:
        return sum(d);
    default:
        return (field + 1) * countOf(d, field + 1);
    }
}

} // namespace

double Solver::value(const Sheet& sheet)
{
    if (sheet.filled == (1u << 13) - 1)
        return sheet.upper >= 63 ? 35 : 0;
    const auto key = std::make_tuple(sheet.filled, std::min(sheet.upper, 63), sheet.kniffel50);
    if (const auto it = memo_.find(key); it != memo_.end())
        return it->second;

    // The best entry of five dice.
    const auto enter = [&](const Dice& d) {
        double best = -1e9;
        const bool extra = extra_ && sheet.kniffel50 && countOf(d, d[0]) == 5;
        for (int f = 0; f < 13; ++f) {
            if ((sheet.filled >> f) & 1u)
                continue;
            Sheet next = sheet;
            next.filled |= 1u << f;
            int p = points(f, d);
            if (f < 6)
                next.upper += p;
            if (extra)
                p += 100 - (f < 6 ? 0 : p);
            if (f == 11)
                next.kniffel50 = extra_ && p == 50;
            best = std::max(best, p + value(next));
        }
        return best;
    };
    std::map<std::pair<int, Dice>, double> after; // (throws made, dice) -> best value
    std::map<std::pair<int, Dice>, double> kept;  // (throws made, kept dice) -> expected value
    std::function<double(int, const Dice&)> afterThrow;
    std::function<double(int, const Dice&)> keepAndThrow = [&](int made, const Dice& keep) {
        const auto k = std::make_pair(made, keep);
        if (const auto it = kept.find(k); it != kept.end())
            return it->second;
        const int n = 5 - static_cast<int>(keep.size());
        int outcomes = 1;
        for (int i = 0; i < n; ++i)
            outcomes *= 6;
        double total = 0;
        for (int code = 0; code < outcomes; ++code) {
            Dice d = keep;
            for (int i = 0, c = code; i < n; ++i, c /= 6)
                d.push_back(1 + c % 6);
            std::sort(d.begin(), d.end());
            total += afterThrow(made + 1, d);
        }
        return kept[k] = total / outcomes;
    };
    afterThrow = [&](int made, const Dice& d) {
        const auto k = std::make_pair(made, d);
        if (const auto it = after.find(k); it != after.end())
            return it->second;
        double best = enter(d);
        if (made < 3)
            for (unsigned subset = 0; subset < 31; ++subset) { // 31: all five kept = enter
                Dice keep;
                for (int i = 0; i < 5; ++i)
                    if ((subset >> i) & 1u)
                        keep.push_back(d[static_cast<std::size_t>(i)]);
                best = std::max(best, keepAndThrow(made, keep));
            }
        return after[k] = best;
    };
    const double v = keepAndThrow(0, Dice{});
    memo_[key] = v;
    return v;
}

} // namespace reference
