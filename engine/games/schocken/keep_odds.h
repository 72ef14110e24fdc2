// The exact odds of a player's remaining throws: which dice may be set aside
// (the one list of choices the rules, the notation and the computer player
// share), and an exact expectation over every way the dice can still fall
// under the best choices, for any value of the final throw.
//
// Why exact: a player has at most three throws of at most three dice, so
// the positions are few (a set of at most two dice aside, the dice of the
// last throw, the throws made): at most 84 "dice aside, throws made" nodes
// with 56 outcomes each. Enumerating them costs microseconds; sampling would
// only add noise.
#pragma once

#include "games/schocken/sk_types.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace zv::schocken {

// A multiset of dice values, ascending.
struct DiceSet {
    Throw v{};
    int n = 0;
};

// One choice before a further throw: its move, and the dice aside after it.
struct KeepOption {
    Move move;
    DiceSet aside;
};

// Every choice with a further throw for a player with `aside` dice aside and
// `cup` the dice of his last throw (Throw, Keep and Turn moves, in a stable
// order; Stand is not listed). The caller checks that a throw remains.
std::vector<KeepOption> keepOptions(const DiceSet& aside, const DiceSet& cup, const Rules& rules);

// The best play of one player's remaining throws for a value of the final
// throw: value(rank, throwsMade) in [0, 1], higher is better.
class KeepOdds {
public:
    using Value = std::function<double(int rank, int throwsMade)>;

    KeepOdds(const Rules& rules, int throwLimit, Value value,
             const std::atomic<bool>* cancel = nullptr, std::uint64_t maxNodes = 0);

    // The expected value of standing (-1) or of option i of keepOptions(),
    // for a player who has made `throwsMade` throws; empty when stopped.
    std::vector<double> choiceValues(const DiceSet& aside, const DiceSet& cup, int throwsMade);
    // The distribution of the final rank (56 entries) of a fresh player, who
    // throws three dice and plays on by the best choices.
    std::array<double, kRanks> freshDistribution();
    bool stopped() const { return stopped_; }
    std::uint64_t nodes() const { return nodes_; }

private:
    double stateValue(const DiceSet& aside, const DiceSet& cup, int throwsMade, int* best);
    double expectAfter(const DiceSet& aside, int throwsMade);
    const std::array<double, kRanks>& distAfter(const DiceSet& aside, int throwsMade);

    Rules rules_;
    int limit_;
    Value value_;
    const std::atomic<bool>* cancel_;
    std::uint64_t maxNodes_;
    std::uint64_t nodes_ = 0;
    bool stopped_ = false;
    std::array<std::array<double, kMaxThrows + 1>, 64> memo_{};
    std::array<std::array<bool, kMaxThrows + 1>, 64> known_{};
    std::vector<std::array<double, kRanks>> dist_;
    std::array<std::array<int, kMaxThrows + 1>, 64> distIndex_{};
};

// The final rank distribution of an opponent who may throw `limit` times
// (1..3) and plays to beat a known throw of rank `target` (the lead's):
// exact, cached per rule set.
const std::array<double, kRanks>& opponentDistribution(const Rules& rules, int limit, int target);
// The distribution of one throw of three dice (a Schuss, a covered throw).
const std::array<double, kRanks>& singleThrowDistribution();

} // namespace zv::schocken
