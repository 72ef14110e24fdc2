#include "games/farbcode/strategy.h"

#include <cmath>
#include <limits>

namespace zv::farbcode {

std::string_view strategyKey(Strategy strategy)
{
    switch (strategy) {
    case Strategy::Random:
        return "random";
    case Strategy::Knuth:
        return "knuth";
    case Strategy::ExpectedSize:
        return "expected_size";
    case Strategy::Entropy:
        return "entropy";
    case Strategy::MostParts:
        return "most_parts";
    }
    return "random";
}

int strategyFromKey(std::string_view key)
{
    for (int s = 0; s < kStrategies; ++s)
        if (strategyKey(static_cast<Strategy>(s)) == key)
            return s;
    return -1;
}

std::vector<std::uint16_t> allCodes()
{
    std::vector<std::uint16_t> codes(kCodes);
    for (int c = 0; c < kCodes; ++c)
        codes[static_cast<std::size_t>(c)] = static_cast<std::uint16_t>(c);
    return codes;
}

std::vector<std::uint16_t> narrow(const std::vector<std::uint16_t>& candidates, int guess,
                                  int answerValue)
{
    std::vector<std::uint16_t> left;
    for (std::uint16_t c : candidates)
        if (answer(c, guess) == answerValue)
            left.push_back(c);
    return left;
}

namespace {

// The measure of one guess from the sizes of its parts; smaller is better.
double measure(Strategy strategy, const int* parts)
{
    double m = 0;
    switch (strategy) {
    case Strategy::Knuth:
        for (int a = 0; a < kAnswerSlots; ++a)
            m = std::max(m, static_cast<double>(parts[a]));
        return m;
    case Strategy::ExpectedSize:
        for (int a = 0; a < kAnswerSlots; ++a)
            m += static_cast<double>(parts[a]) * parts[a];
        return m;
    case Strategy::Entropy:
        // Minimising sum n log n maximises the entropy of the answer.
        for (int a = 0; a < kAnswerSlots; ++a)
            if (parts[a] > 1)
                m += parts[a] * std::log(static_cast<double>(parts[a]));
        return m;
    case Strategy::MostParts:
        for (int a = 0; a < kAnswerSlots; ++a)
            m -= parts[a] > 0 ? 1 : 0;
        return m;
    case Strategy::Random:
        break;
    }
    return 0;
}

} // namespace

int chooseGuess(Strategy strategy, const std::vector<std::uint16_t>& candidates, FastRng& rng)
{
    if (candidates.empty())
        return 0;
    if (candidates.size() <= 2 || strategy == Strategy::Random)
        return candidates.size() <= 2 && strategy != Strategy::Random
                   ? candidates.front()
                   : candidates[static_cast<std::size_t>(
                         rng.uniform(static_cast<int>(candidates.size())))];
    // parts[g * 25 + a]: how many candidates answer `a` to guess `g`.
    static thread_local std::vector<int> parts;
    parts.assign(static_cast<std::size_t>(kCodes) * kAnswerSlots, 0);
    std::vector<bool> possible(kCodes, false);
    for (std::uint16_t c : candidates) {
        possible[c] = true;
        const std::uint8_t* row = answerRow(c);
        int* p = parts.data();
        for (int g = 0; g < kCodes; ++g, p += kAnswerSlots)
            ++p[row[g]];
    }
    int best = -1;
    double bestMeasure = std::numeric_limits<double>::infinity();
    bool bestPossible = false;
    constexpr double eps = 1e-9;
    for (int g = 0; g < kCodes; ++g) {
        const double m =
            measure(strategy, parts.data() + static_cast<std::size_t>(g) * kAnswerSlots);
        const bool isPossible = possible[static_cast<std::size_t>(g)];
        if (m < bestMeasure - eps || (m < bestMeasure + eps && isPossible && !bestPossible)) {
            best = g;
            bestMeasure = m;
            bestPossible = isPossible;
        }
    }
    return best;
}

namespace {

void walk(Strategy strategy, const std::vector<std::uint16_t>& candidates, int depth, FastRng& rng,
          Evaluation& e)
{
    const int guess = chooseGuess(strategy, candidates, rng);
    std::array<std::vector<std::uint16_t>, kAnswerSlots> groups;
    for (std::uint16_t c : candidates)
        groups[static_cast<std::size_t>(answer(c, guess))].push_back(c);
    for (int a = 0; a < kAnswerSlots; ++a) {
        const auto& group = groups[static_cast<std::size_t>(a)];
        if (group.empty())
            continue;
        if (a == kSolved) {
            e.total += depth;
            e.worst = std::max(e.worst, depth);
            ++e.histogram[static_cast<std::size_t>(std::min(depth, 15))];
        } else {
            walk(strategy, group, depth + 1, rng, e);
        }
    }
}

} // namespace

Evaluation evaluate(Strategy strategy, std::uint64_t seed)
{
    Evaluation e;
    FastRng rng(seed);
    walk(strategy, allCodes(), 1, rng, e);
    return e;
}

} // namespace zv::farbcode
