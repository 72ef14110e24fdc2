#include "match_stats.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace zv::cli {

namespace {

std::optional<double> eloOf(double score)
{
    if (score <= 0 || score >= 1)
        return std::nullopt;
    return -400.0 * std::log10(1.0 / score - 1.0);
}

} // namespace

EloEstimate estimateElo(const std::vector<double>& points)
{
    EloEstimate estimate;
    if (points.empty())
        return estimate;
    const double n = static_cast<double>(points.size());
    estimate.score = std::accumulate(points.begin(), points.end(), 0.0) / n;
    estimate.elo = eloOf(estimate.score);
    double variance = 0;
    for (double p : points)
        variance += (p - estimate.score) * (p - estimate.score);
    variance /= n;
    const double margin = 1.96 * std::sqrt(variance / n);
    estimate.low = eloOf(std::max(0.0, estimate.score - margin));
    estimate.high = eloOf(std::min(1.0, estimate.score + margin));
    return estimate;
}

TimeSummary summarizeTimes(std::vector<double> ms)
{
    TimeSummary summary;
    summary.moves = ms.size();
    if (ms.empty())
        return summary;
    std::sort(ms.begin(), ms.end());
    summary.mean = std::accumulate(ms.begin(), ms.end(), 0.0) / static_cast<double>(ms.size());
    const auto at = [&ms](double q) {
        return ms[std::min(ms.size() - 1,
                           static_cast<std::size_t>(q * static_cast<double>(ms.size())))];
    };
    summary.median = at(0.5);
    summary.p95 = at(0.95);
    summary.max = ms.back();
    return summary;
}

} // namespace zv::cli
