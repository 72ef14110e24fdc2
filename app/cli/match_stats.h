// The figures of a match between two players: the score, an Elo estimate with
// its 95 % interval, and the time each side used per move. Pure arithmetic,
// kept apart from the match loop so a test can check it.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

namespace zv::cli {

struct EloEstimate {
    double score = 0;          // points per game, 0..1
    std::optional<double> elo; // none at a score of 0 or 1 (unbounded)
    std::optional<double> low; // 95 % interval, where bounded
    std::optional<double> high;
};

// From per-game points (1 win, 0.5 draw, 0 loss) of the side being measured:
// Elo = -400 log10(1/score - 1), the interval from the score's standard error
// (the games' own variance over sqrt(n)) at 1.96 standard errors.
EloEstimate estimateElo(const std::vector<double>& points);

// Median and 95th percentile of per-move times in milliseconds.
struct TimeSummary {
    double mean = 0, median = 0, p95 = 0, max = 0;
    std::size_t moves = 0;
};
TimeSummary summarizeTimes(std::vector<double> ms);

} // namespace zv::cli
