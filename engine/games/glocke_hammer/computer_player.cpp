// The computer players of Glocke und Hammer (RULES.md, "Computer players").
//
// Bidding (auction and sale): the player compares two futures by Monte-Carlo
// playouts of the rest of the game (playout.h), for the actual players, chips
// and Kasse: "I raise by one chip and win the card at that price" against "I
// pass and the others go on". It raises while winning is worth more, so it
// stays in an English auction up to the value the card has for it, and it
// never bids beyond its chips (the rules do not let anyone).
//
// Strong: as many playout pairs as 60 % of the time budget allows (at most
// 20,000), both futures of a pair with the same dice (common random numbers).
// Weak: 24 pairs with different dice for the two futures, and its estimate is
// off by up to a third of the card's rough value (a tenth of a win when
// emptying the Kasse wins): a rough, noisy bidder.
//
// A player out of chips: strong tries every card it may offer by playouts and
// offers the best; weak offers a card at random. Neither leaves while it has
// a card to offer (an offer costs nothing; leaving stays possible after it).
#include "core/level.h"
#include "core/rng.h"
#include "games/glocke_hammer/gh_state.h"
#include "games/glocke_hammer/playout.h"

#include <array>
#include <chrono>
#include <vector>

namespace zv::glocke_hammer {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int kStrongMaxPairs = 20000;
constexpr int kWeakPairs = 24;
constexpr double kStrongTimeShare = 0.6;
constexpr double kWeakNoise = 0.33;   // of the card's rough value, in chips
constexpr double kWeakWinNoise = 0.1; // of a win, when emptying the Kasse wins

class Budget {
public:
    Budget(const SearchLimits& limits, double timeShare)
        : start_(Clock::now()), maxPlayouts_(limits.maxNodes), cancel_(limits.cancel)
    {
        auto time = limits.time;
        if (time.count() <= 0 && maxPlayouts_ == 0)
            time = std::chrono::milliseconds(250);
        time_ = std::chrono::duration_cast<Clock::duration>(time * timeShare);
    }
    void spend(std::uint64_t playouts) { used_ += playouts; }
    bool exhausted() const
    {
        if (cancel_ && cancel_->load(std::memory_order_relaxed))
            return true;
        if (maxPlayouts_ != 0 && used_ >= maxPlayouts_)
            return true;
        return time_.count() > 0 && Clock::now() - start_ >= time_;
    }

private:
    Clock::time_point start_;
    Clock::duration time_{};
    std::uint64_t maxPlayouts_;
    const std::atomic<bool>* cancel_;
    std::uint64_t used_ = 0;
};

std::uint64_t seedFor(std::uint64_t base, int index, int stream)
{
    std::uint64_t state = base + 0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(index + 1) +
                          0xD1B54A32D192ED03ULL * static_cast<std::uint64_t>(stream);
    return splitmix64(state);
}

double unitOf(FastRng& rng)
{
    return static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
}

Move chooseBid(const GhState& s, Level level, Budget& budget, std::uint64_t seed)
{
    const int me = s.toMove();
    const Move raise{MoveKind::Bid, static_cast<std::int16_t>(s.bid() + 1)};
    const Move pass{MoveKind::Pass, 0};
    GhState afterRaise = s;
    afterRaise.apply(raise);
    GhState afterPass = s;
    afterPass.apply(pass);
    const PlayoutPlan winAtRaise{s.cardOnOffer(), me};
    const bool strong = level == Level::Master;
    const int maxPairs = strong ? kStrongMaxPairs : kWeakPairs;
    double sum = 0;
    int pairs = 0;
    do {
        const std::uint64_t dice = seedFor(seed, pairs, 0);
        const std::uint64_t values = seedFor(seed, pairs, 1);
        const std::uint64_t otherDice = strong ? dice : seedFor(seed, pairs, 2);
        const std::uint64_t otherValues = strong ? values : seedFor(seed, pairs, 3);
        sum += utility(playOut(afterRaise, winAtRaise, dice, values), me) -
               utility(playOut(afterPass, {}, otherDice, otherValues), me);
        ++pairs;
        budget.spend(2);
    } while (pairs < maxPairs && !budget.exhausted());
    double gain = sum / pairs;
    if (!strong) {
        FastRng noise(seedFor(seed, -1, 4));
        const double scale = std::max(1.0, roughCardValue(s, s.cardOnOffer()));
        const double wrongBy = 2.0 * unitOf(noise) - 1.0;
        gain += wrongBy *
                (s.rules().winner == WinnerRule::MostChips ? kWeakNoise * scale : kWeakWinNoise);
    }
    return gain > 0 ? raise : pass;
}

Move chooseOffer(const GhState& s, const Move* moves, int n, Level level, Budget& budget,
                 std::uint64_t seed)
{
    std::vector<Move> offers;
    for (int i = 0; i < n; ++i)
        if (moves[i].kind == MoveKind::Offer)
            offers.push_back(moves[i]);
    if (offers.empty())
        return Move{MoveKind::Leave, 0};
    if (offers.size() == 1)
        return offers.front();
    FastRng pick(seed);
    if (level == Level::Beginner)
        return offers[static_cast<std::size_t>(pick.uniform(static_cast<int>(offers.size())))];
    const int me = s.toMove();
    std::vector<GhState> after;
    for (const Move& m : offers) {
        after.push_back(s);
        after.back().apply(m);
    }
    std::vector<double> total(offers.size(), 0.0);
    int rounds = 0;
    do {
        const std::uint64_t dice = seedFor(seed, rounds, 0);
        const std::uint64_t values = seedFor(seed, rounds, 1);
        for (std::size_t i = 0; i < after.size(); ++i)
            total[i] += utility(playOut(after[i], {}, dice, values), me);
        budget.spend(after.size());
        ++rounds;
    } while (rounds < kStrongMaxPairs && !budget.exhausted());
    std::size_t best = 0;
    for (std::size_t i = 1; i < total.size(); ++i)
        if (total[i] > total[best])
            best = i;
    return offers[best];
}

} // namespace

Move GhState::chooseMove(Level level, const SearchLimits& limits, Rng& rng) const
{
    // Two players of its own; the Practised level mixes them (core/level.h).
    level = resolvePractised(level, rng);
    std::array<Move, kMaxMoves> moves;
    const int n = generateMoves(moves.data());
    if (n <= 1)
        return moves[0];
    const std::uint64_t seed = rng.next();
    if (toMove() == kChanceSeat) {
        FastRng draw(seed);
        double r = unitOf(draw);
        for (int i = 0; i < n; ++i) {
            r -= chanceWeight(moves[static_cast<std::size_t>(i)]);
            if (r < 0)
                return moves[static_cast<std::size_t>(i)];
        }
        return moves[static_cast<std::size_t>(n - 1)];
    }
    Budget budget(limits, kStrongTimeShare);
    if (phase_ == Phase::Auction || phase_ == Phase::SaleBid)
        return chooseBid(*this, level, budget, seed);
    if (phase_ == Phase::SaleOffer)
        return chooseOffer(*this, moves.data(), n, level, budget, seed);
    return moves[0];
}

} // namespace zv::glocke_hammer
