#include "games/glocke_hammer/playout.h"

#include "core/rng.h"
#include "games/glocke_hammer/throw_odds.h"

#include <algorithm>
#include <array>

namespace zv::glocke_hammer {
namespace {

// value = perKasseChip * Kasse + base + perSeatShare * (players - 1) / players:
// fitted to the mean net chips each card brought a random owner in 20,000
// simulated throwing phases per setting (2, 4 and 6 players, Kasse 5 to 140).
// The share term is for cards that earn from the other players' throws.
struct Fit {
    double perKasseChip, base, perSeatShare;
};
using FitRow = std::array<Fit, kCards>;

// clang-format off
//                                 Glocke               Hammer               Glocke und Hammer    Schimmel              Wirtshaus
constexpr FitRow kClosedIntoKasse = {{{0.127, -1.5, 0.0}, {0.127, -1.5, 0.0}, {0.026, -0.3, 0.0}, {0.070, -2.0, 0.0}, {0.0, 0.0, 19.0}}};
constexpr FitRow kClosedAsBefore  = {{{0.127, -2.5, 0.0}, {0.127, -2.5, 0.0}, {0.026, -0.5, 0.0}, {0.070, 0.0, 4.5}, {0.0, 0.0, 27.0}}};
constexpr FitRow kOpenIntoKasse   = {{{0.127, -1.5, 0.0}, {0.127, -1.5, 0.0}, {0.026, -0.3, 0.0}, {-0.060, -2.5, 0.0}, {0.0, 0.0, 21.0}}};
constexpr FitRow kOpenAsBefore    = {{{0.127, -2.5, 0.0}, {0.127, -2.5, 0.0}, {0.026, -0.5, 0.0}, {0.070, 0.0, 4.5}, {0.0, 0.0, 29.0}}};
// clang-format on

constexpr double kValueSpreadLow = 0.6; // private values: rough value times 0.6 .. 1.4
constexpr double kValueSpread = 0.8;

Move bidderMove(const GhState& s, int forcedCard, int forcedBuyer,
                const std::array<std::array<double, kCards>, kMaxSeats>& factor)
{
    const int asker = s.toMove();
    const int card = s.cardOnOffer();
    if (card == forcedCard && asker != forcedBuyer)
        return Move{MoveKind::Pass, 0};
    const int next = s.bid() + 1;
    const double value = roughCardValue(s, card) *
                         factor[static_cast<std::size_t>(asker)][static_cast<std::size_t>(card)];
    if (card == forcedCard || (next <= value && next <= s.chips(asker)))
        return Move{MoveKind::Bid, static_cast<std::int16_t>(next)};
    return Move{MoveKind::Pass, 0};
}

Move sellerMove(const GhState& s)
{
    int best = kNoCard;
    double bestValue = 0;
    for (int c = 0; c < kCards; ++c) {
        if (s.owner(c) != s.seller() || s.offered(c))
            continue;
        const double v = roughCardValue(s, c);
        if (best == kNoCard || v > bestValue) {
            best = c;
            bestValue = v;
        }
    }
    return best == kNoCard ? Move{MoveKind::Leave, 0}
                           : Move{MoveKind::Offer, static_cast<std::int16_t>(best)};
}

} // namespace

namespace {

double fittedValue(const GhState& s, int card, double kasse)
{
    const bool asBefore = s.rules().blankAfterOpening == BlankAfterOpening::AsBefore;
    const FitRow& row = s.wirtshausOpen() ? (asBefore ? kOpenAsBefore : kOpenIntoKasse)
                                          : (asBefore ? kClosedAsBefore : kClosedIntoKasse);
    const Fit& fit = row[static_cast<std::size_t>(card)];
    const double players = s.playersInGame();
    return fit.perKasseChip * kasse + fit.base + fit.perSeatShare * (players - 1) / players;
}

} // namespace

double roughCardValue(const GhState& s, int card)
{
    double kasse = s.kasse();
    if (s.phase() == Phase::Auction) {
        // The cards still to come will add about their values to the Kasse.
        for (int i = s.auctionIndex() + 1; i < kCards; ++i)
            kasse +=
                std::max(0.0, fittedValue(s, s.order()[static_cast<std::size_t>(i)], s.kasse()));
    }
    return std::max(0.0, fittedValue(s, card, kasse));
}

GhState playOut(GhState s, const PlayoutPlan& plan, std::uint64_t diceSeed, std::uint64_t valueSeed,
                int maxPlies)
{
    FastRng dice(diceSeed);
    FastRng values(valueSeed);
    std::array<std::array<double, kCards>, kMaxSeats> factor{};
    for (auto& seat : factor)
        for (double& f : seat)
            f = kValueSpreadLow +
                kValueSpread * static_cast<double>(values.next() >> 11) * 0x1.0p-53;
    int forcedCard = plan.forcedCard; // only for the bidding going on now
    for (int ply = 0; ply < maxPlies && !s.isOver(); ++ply) {
        const bool bidding = s.phase() == Phase::Auction || s.phase() == Phase::SaleBid;
        if (!bidding || s.cardOnOffer() != forcedCard)
            forcedCard = kNoCard;
        switch (s.phase()) {
        case Phase::Order:
            s.apply(
                Move{MoveKind::Order, static_cast<std::int16_t>(values.uniform(kAuctionOrders))});
            break;
        case Phase::Dice:
            s.apply(Move{MoveKind::Dice, static_cast<std::int16_t>(rollThrowFast(dice))});
            break;
        case Phase::Throw:
            s.apply(Move{MoveKind::Throw, 0});
            break;
        case Phase::Auction:
        case Phase::SaleBid:
            s.apply(bidderMove(s, forcedCard, plan.forcedBuyer, factor));
            break;
        case Phase::SaleOffer:
            s.apply(sellerMove(s));
            break;
        case Phase::Over:
            break;
        }
    }
    return s;
}

double utility(const GhState& end, int seat)
{
    if (end.rules().winner == WinnerRule::MostChips)
        return end.chips(seat);
    const std::vector<double> shares = end.result();
    return shares[static_cast<std::size_t>(seat)];
}

} // namespace zv::glocke_hammer
