#include "games/maexchen/odds.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace zv::maexchen {
namespace {

constexpr double kNever = 1e9; // the cost of a move that does not exist

// Weight of lying k steps above `base` (k >= 1), normalised over the values
// above it; a table, since the Master's costs ask for it some 10^5 times.
double lieWeight(int claim, int base)
{
    static const auto table = [] {
        std::array<std::array<double, kValues>, kValues + 1> t{};
        for (int b = kNoClaim; b < kValues; ++b) {
            double total = 0.0;
            for (int k = 1; b + k < kValues; ++k)
                total += std::pow(kLieRatio, k);
            for (int c = b + 1; c < kValues; ++c)
                t[static_cast<std::size_t>(b + 1)][static_cast<std::size_t>(c)] =
                    std::pow(kLieRatio, c - b) / total;
        }
        return t;
    }();
    if (claim <= base)
        return 0.0;
    return table[static_cast<std::size_t>(base + 1)][static_cast<std::size_t>(claim)];
}

} // namespace

double probOfRank(int rank)
{
    return landingsOfRank(rank) / 36.0;
}

double probAtLeast(int rank)
{
    double p = 0.0;
    for (int r = rank; r < kValues; ++r)
        p += probOfRank(r);
    return p;
}

const OpponentModel& OpponentModel::forRules(const Rules& rules, int seats)
{
    // Only the Mäxchen penalty, the shown rule and two-or-more players change
    // the model: 3 × 2 × 2 tables, built once (thread-safe static init).
    static const std::vector<OpponentModel> models = [] {
        std::vector<OpponentModel> list;
        for (int two = 0; two < 2; ++two)
            for (int shown = 0; shown < 2; ++shown)
                for (int penalty = 0; penalty < 3; ++penalty) {
                    Rules r;
                    r.maexchen = static_cast<Penalty>(penalty);
                    r.maexchenShown = shown != 0;
                    list.emplace_back(r, two ? 2 : 3);
                }
        return list;
    }();
    const std::size_t index = static_cast<std::size_t>(seats == 2 ? 6 : 0) +
                              (rules.maexchenShown ? 3u : 0u) +
                              static_cast<std::size_t>(rules.maexchen);
    return models[index];
}

OpponentModel::OpponentModel(const Rules& rules, int seats) : rules_(rules), seats_(seats)
{
    for (int claim = 0; claim < kValues; ++claim)
        for (int before = kNoClaim; before < claim; ++before)
            truth_[row(before)][idx(claim)] = truthChance(claim, before);
    for (int claim = kMaexchen; claim >= 0; --claim) {
        // The best lie over `claim`: the values above it, each doubted as the
        // model receiver does (computed at the higher values already).
        double best = kNever;
        for (int above = claim + 1; above < kValues; ++above)
            best = std::min(best, doubt_[row(claim)][idx(above)] * stakeOfLiar(above));
        bestLie_[idx(claim)] = best;
        // Throwing over `claim`: a throw that beats it is announced truly and
        // costs nothing this round; any other throw must be a lie. With the
        // shown-Mäxchen rule a thrown Mäxchen ends the round against the next.
        throwLoss_[idx(claim)] =
            claim == kMaexchen ? kNever : (1.0 - probAtLeast(claim + 1)) * best;
        for (int before = kNoClaim; before < claim; ++before) {
            const double doubtLoss = truth(claim, before) * stakeOfDoubter(claim);
            const double other = notDoubtLoss(claim);
            doubt_[row(before)][idx(claim)] =
                other >= kNever ? 1.0
                                : 1.0 / (1.0 + std::exp(-kDoubtSteepness * (other - doubtLoss)));
        }
    }
    computeOwnCosts();
}

void OpponentModel::observe(const std::array<int, kValues>& doubted,
                            const std::array<int, kValues>& accepted)
{
    for (int claim = 0; claim < kValues; ++claim) {
        const double seen = doubted[idx(claim)] + accepted[idx(claim)];
        if (seen == 0)
            continue;
        for (int before = kNoClaim; before < claim; ++before) {
            double& d = doubt_[row(before)][idx(claim)];
            d = (doubted[idx(claim)] + kPriorWeight * d) / (seen + kPriorWeight);
        }
    }
    computeOwnCosts();
}

void OpponentModel::computeOwnCosts()
{
    // The Master's own costs, backwards from Mäxchen. A thrown Mäxchen under
    // the shown rule costs the next player, never the thrower.
    const double shownStake = rules_.maexchenShown ? stakeOfDoubter(kMaexchen) : 0.0;
    for (int claim = kMaexchen; claim >= 0; --claim) {
        double cont = 0.0;
        if (seats_ == 2) {
            // The other throws over `claim` and announces as the model does;
            // the Master then responds as cheaply as it can.
            cont = rules_.maexchenShown ? probOfRank(kMaexchen) * shownStake : 0.0;
            for (int w = 0; w < kValues; ++w)
                for (int next = claim + 1; next < kValues; ++next) {
                    const double chance = probOfRank(w) * announceChance(next, w, claim);
                    if (chance == 0.0)
                        continue;
                    double respond = truth(next, claim) * stakeOfDoubter(next);
                    if (next < kMaexchen)
                        respond = std::min(respond, myThrowLoss_[idx(next)]);
                    else if (rules_.maexchen != Penalty::One)
                        respond = std::min(respond, 1.0);
                    cont += chance * respond;
                }
        }
        continuation_[idx(claim)] = cont;
        double throwLoss = 0.0;
        if (claim < kMaexchen)
            for (int v = 0; v < kValues; ++v) {
                if (rules_.maexchenShown && v == kMaexchen)
                    continue; // shown: the next player pays
                double best = kNever;
                for (int a = claim + 1; a < kValues; ++a)
                    best = std::min(best, announceLoss(a, claim, a <= v ? 0.0 : 1.0));
                throwLoss += probOfRank(v) * best;
            }
        myThrowLoss_[idx(claim)] = claim < kMaexchen ? throwLoss : kNever;
    }
}

double OpponentModel::announceLoss(int claim, int before, double falseChance) const
{
    // Doubted: the announcer pays if the dice do not hold it. Accepted: the
    // round goes on (and with two players comes back).
    const double d = doubtChance(claim, before);
    return d * falseChance * stakeOfLiar(claim) + (1.0 - d) * continuation_[idx(claim)];
}

int OpponentModel::stakeOfLiar(int claim) const
{
    return claim == kMaexchen && rules_.maexchen == Penalty::Two ? 2 : 1;
}

int OpponentModel::stakeOfDoubter(int claim) const
{
    return claim == kMaexchen && rules_.maexchen != Penalty::One ? 2 : 1;
}

double OpponentModel::notDoubtLoss(int claim) const
{
    if (claim < kMaexchen)
        return throwLoss_[idx(claim)];
    return rules_.maexchen != Penalty::One ? 1.0 : kNever; // believe, or nothing
}

double OpponentModel::announceChance(int claim, int value, int before) const
{
    // A thrown Mäxchen under the shown rule is never announced.
    if (rules_.maexchenShown && value == kMaexchen)
        return 0.0;
    if (value > before) {
        if (claim == value)
            return 1.0 - (value < kMaexchen ? kHonestLie : 0.0);
        return value < kMaexchen ? kHonestLie * lieWeight(claim, value) : 0.0;
    }
    return lieWeight(claim, before);
}

Belief OpponentModel::posterior(int claim, int before) const
{
    Belief b{};
    double total = 0.0;
    for (int v = 0; v < kValues; ++v) {
        b[idx(v)] = probOfRank(v) * announceChance(claim, v, before);
        total += b[idx(v)];
    }
    for (double& p : b)
        p = total > 0 ? p / total : 0.0;
    return b;
}

double OpponentModel::truthChance(int claim, int before) const
{
    const Belief b = posterior(claim, before);
    double p = 0.0;
    for (int v = claim; v < kValues; ++v)
        p += b[idx(v)];
    return p;
}

} // namespace zv::maexchen
