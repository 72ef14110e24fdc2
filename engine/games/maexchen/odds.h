// The exact odds of two dice and the computer's model of the other players
// (RULES.md, "Computer players").
//
// Every chance here is exact over the 36 landings of two dice. What no dice
// can tell — how often the others lie, and when they doubt — comes from one
// stated model of a player, the same for every opponent:
//   * he announces his throw when it beats the announcement before (at a
//     round's start always), except that with probability kHonestLie he
//     announces higher anyway;
//   * when his throw does not beat it he must lie, and picks the value k
//     steps above the announcement before with weight kLieRatio^k (the
//     smallest sufficient lie most often);
//   * he doubts an announcement with the logistic chance of how much more the
//     alternative (throwing and perhaps having to lie, or believing a
//     Mäxchen) would cost him than doubting, in expected minus points.
// The model receiver's costs are computed backwards from Mäxchen (nothing
// beats it) to 31, so the table is exact for the model and cheap (21×22).
//
// On top of it, the Master's own costs: with two players the round comes
// back to it after the other's announcement, so its cost of an accepted
// announcement is the exact expectation of its own best response to what
// the model player then announces (computed backwards the same way); with
// three or more the round rarely comes back and that cost is taken as 0.
// The doubt chances are then blended with what the players of this game
// actually did with each value (observe()). The three numbers below were
// chosen by self-play against the Beginner (RULES.md, "Computer players").
#pragma once

#include "games/maexchen/mx_types.h"

#include <array>

namespace zv::maexchen {

inline constexpr double kHonestLie = 0.25;    // a model player lies when he need not
inline constexpr double kLieRatio = 0.7;      // a lie k steps up has weight kLieRatio^k
inline constexpr double kPriorWeight = 3;     // the model counts as this many observations
inline constexpr double kDoubtSteepness = 12; // logistic steepness per minus point

// P(a throw has exactly this rank) and P(a throw is at least this rank).
double probOfRank(int rank);
double probAtLeast(int rank); // rank 0..21; 21 gives 0

// The cup's value as a distribution over the 21 ranks.
using Belief = std::array<double, kValues>;

class OpponentModel {
public:
    OpponentModel(const Rules& rules, int seats);
    // The model for these rules and this many players, computed once.
    static const OpponentModel& forRules(const Rules& rules, int seats);

    // The minus points the loser of a doubt over `claim` takes.
    int stakeOfLiar(int claim) const;
    int stakeOfDoubter(int claim) const;

    // P(the model player announces `claim` | his throw `value`, the claim
    // before `before`, kNoClaim at a round's start).
    double announceChance(int claim, int value, int before) const;
    // The cup's value after a model player threw and announced `claim` over `before`.
    Belief posterior(int claim, int before) const;
    // P(the model receiver doubts `claim`, announced over `before`).
    double doubtChance(int claim, int before) const { return doubt_[row(before)][idx(claim)]; }
    // A receiver's expected minus points when he throws over `claim` and,
    // should his throw not beat it, lies as well as the model allows.
    double throwLoss(int claim) const { return throwLoss_[idx(claim)]; }
    // The expected minus points of the best lie over `claim` (and which value).
    double bestLieLoss(int claim) const { return bestLie_[idx(claim)]; }
    // What the receiver of `claim` expects to lose by not doubting: throwing,
    // or believing a Mäxchen (a large number when he can only doubt).
    double notDoubtLoss(int claim) const;

    // The Master's own expectations (minus points for itself):
    // after the next player accepted its announcement `claim` (0 with 3+ players),
    double continuation(int claim) const { return continuation_[idx(claim)]; }
    // when it throws over `claim` and then announces as well as it can,
    double myThrowLoss(int claim) const { return myThrowLoss_[idx(claim)]; }
    // and when it announces `claim` over `before` holding a throw of `value`
    // (-1: dice it has not seen, `falseChance` the chance they do not hold it).
    double announceLoss(int claim, int before, double falseChance) const;
    // What the players did so far in this game, per announced value: how
    // often it was doubted and how often accepted. Blends into the model's
    // doubt chances (as kPriorWeight observations of the model) and
    // recomputes the Master's own costs.
    void observe(const std::array<int, kValues>& doubted, const std::array<int, kValues>& accepted);

    // P(`claim` over `before` is true) in the model.
    double truth(int claim, int before) const { return truth_[row(before)][idx(claim)]; }

private:
    static std::size_t idx(int rank) { return static_cast<std::size_t>(rank); }
    static std::size_t row(int before) { return static_cast<std::size_t>(before + 1); }
    double truthChance(int claim, int before) const;
    void computeOwnCosts();

    Rules rules_;
    int seats_ = 2;
    std::array<std::array<double, kValues>, kValues + 1> doubt_{};
    std::array<double, kValues> throwLoss_{};
    std::array<double, kValues> bestLie_{};
    std::array<std::array<double, kValues>, kValues + 1> truth_{};
    std::array<double, kValues> continuation_{};
    std::array<double, kValues> myThrowLoss_{};
};

} // namespace zv::maexchen
