// Glocke und Hammer: setting up, whose move it is, the legal moves, applying
// a move, players leaving, and the end of the game.
#include "games/glocke_hammer/gh_state.h"

#include "games/glocke_hammer/throw_odds.h"

#include <algorithm>

namespace zv::glocke_hammer {

std::array<std::int8_t, kCards> auctionOrder(int index)
{
    // Lexicographic permutation by the factorial number system.
    std::array<std::int8_t, kCards> left{0, 1, 2, 3, 4};
    std::array<std::int8_t, kCards> order{};
    int size = kCards;
    int factorial = 24; // (kCards - 1)!
    for (int i = 0; i < kCards; ++i) {
        const int pick = index / factorial;
        index %= factorial;
        order[static_cast<std::size_t>(i)] = left[static_cast<std::size_t>(pick)];
        for (int k = pick; k + 1 < size; ++k)
            left[static_cast<std::size_t>(k)] = left[static_cast<std::size_t>(k + 1)];
        --size;
        if (size > 0)
            factorial /= size;
    }
    return order;
}

int auctionOrderIndex(const std::array<std::int8_t, kCards>& order)
{
    int index = 0;
    for (int i = 0; i < kCards; ++i) {
        int smallerLater = 0;
        for (int k = i + 1; k < kCards; ++k)
            smallerLater += order[static_cast<std::size_t>(k)] < order[static_cast<std::size_t>(i)];
        index = index * (kCards - i) + smallerLater;
    }
    return index;
}

GhState::GhState(int seats, Rules rules) : rules_(rules), seats_(static_cast<std::uint8_t>(seats))
{
    // The box holds enough chips for the most players; the rest is set aside.
    total_ = static_cast<std::int16_t>(kMaxSeats * rules_.startChips);
    setAside_ = static_cast<std::int16_t>(total_ - seats * rules_.startChips);
    for (int s = 0; s < seats; ++s) {
        chips_[static_cast<std::size_t>(s)] = static_cast<std::int16_t>(rules_.startChips);
        inGame_[static_cast<std::size_t>(s)] = 1;
    }
    for (int s = 0; s < seats; ++s)
        pay(s, kKasse, rules_.baseStake);
}

int GhState::toMove() const
{
    switch (phase_) {
    case Phase::Order:
    case Phase::Dice:
        return kChanceSeat;
    case Phase::Auction:
    case Phase::SaleBid:
        return asker_;
    case Phase::SaleOffer:
        return seller_;
    case Phase::Throw:
    case Phase::Over:
        return thrower_;
    }
    return thrower_;
}

int GhState::playersInGame() const
{
    int count = 0;
    for (int s = 0; s < seats_; ++s)
        count += inGame(s);
    return count;
}

bool GhState::ownsCard(int seat) const
{
    return std::find(owner_.begin(), owner_.end(), seat) != owner_.end();
}

std::vector<int> GhState::winners() const
{
    std::vector<int> seats;
    if (!isOver())
        return seats;
    if (reason_ == EndReason::LastPlayer) {
        for (int s = 0; s < seats_; ++s)
            if (inGame(s))
                seats.push_back(s);
        return seats;
    }
    if (rules_.winner == WinnerRule::Emptier) {
        seats.push_back(emptier_);
        return seats;
    }
    const int most = *std::max_element(chips_.begin(), chips_.begin() + seats_);
    for (int s = 0; s < seats_; ++s)
        if (chips(s) == most)
            seats.push_back(s);
    return seats;
}

std::vector<double> GhState::result() const
{
    std::vector<double> shares(seats_, 0.0);
    const std::vector<int> best = winners();
    for (int s : best)
        shares[static_cast<std::size_t>(s)] = 1.0 / static_cast<double>(best.size());
    return shares;
}

int GhState::generateMoves(Move* out) const
{
    int n = 0;
    switch (phase_) {
    case Phase::Order:
        for (int i = 0; i < kAuctionOrders; ++i)
            out[n++] = Move{MoveKind::Order, static_cast<std::int16_t>(i)};
        break;
    case Phase::Dice:
        for (int m = 0; m < kThrowOutcomes; ++m)
            out[n++] = Move{MoveKind::Dice, static_cast<std::int16_t>(m)};
        break;
    case Phase::Throw:
        out[n++] = Move{MoveKind::Throw, 0};
        break;
    case Phase::Auction:
    case Phase::SaleBid:
        out[n++] = Move{MoveKind::Pass, 0};
        for (int b = bid_ + 1; b <= chips(asker_); ++b)
            out[n++] = Move{MoveKind::Bid, static_cast<std::int16_t>(b)};
        break;
    case Phase::SaleOffer:
        for (int c = 0; c < kCards; ++c)
            if (owner(c) == seller_ && !offered(c))
                out[n++] = Move{MoveKind::Offer, static_cast<std::int16_t>(c)};
        out[n++] = Move{MoveKind::Leave, 0};
        break;
    case Phase::Over:
        break;
    }
    return n;
}

double GhState::chanceWeight(Move move) const
{
    if (move.kind == MoveKind::Order)
        return 1.0 / kAuctionOrders;
    if (move.kind == MoveKind::Dice)
        return throwProbability(static_cast<unsigned>(move.value));
    return 0.0;
}

void GhState::apply(Move move)
{
    clearPayments();
    switch (move.kind) {
    case MoveKind::Order:
        order_ = auctionOrder(move.value);
        auctionIndex_ = 0;
        startAuctionCard();
        break;
    case MoveKind::Throw:
        phase_ = Phase::Dice;
        break;
    case MoveKind::Dice:
        resolveThrow(static_cast<unsigned>(move.value));
        break;
    case MoveKind::Bid:
    case MoveKind::Pass:
        bidMove(move);
        break;
    case MoveKind::Offer:
        startSale(move.value);
        break;
    case MoveKind::Leave:
        leave(seller_);
        if (!isOver())
            nextTurn();
        break;
    }
}

int GhState::pay(int from, int to, int amount)
{
    std::int16_t& source = from == kKasse ? kasse_ : chips_[static_cast<std::size_t>(from)];
    std::int16_t& target = to == kKasse ? kasse_ : chips_[static_cast<std::size_t>(to)];
    const int moved = std::min<int>(amount, source);
    if (moved <= 0)
        return 0;
    source = static_cast<std::int16_t>(source - moved);
    target = static_cast<std::int16_t>(target + moved);
    if (paymentCount_ < kMaxPayments)
        payments_[paymentCount_++] =
            Payment{static_cast<std::int8_t>(from), static_cast<std::int8_t>(to),
                    static_cast<std::int16_t>(moved)};
    return moved;
}

void GhState::afterThrow(int outOfChips)
{
    if (isOver())
        return;
    if (outOfChips != kNobody) {
        if (ownsCard(outOfChips)) {
            phase_ = Phase::SaleOffer;
            seller_ = static_cast<std::int8_t>(outOfChips);
            offered_ = 0;
            card_ = kNoCard;
            return;
        }
        leave(outOfChips);
        if (isOver())
            return;
    }
    nextTurn();
}

void GhState::leave(int seat)
{
    inGame_[static_cast<std::size_t>(seat)] = 0;
    for (auto& o : owner_)
        if (o == seat)
            o = kNobody;
    if (seller_ == seat) {
        seller_ = kNobody;
        offered_ = 0;
    }
    if (playersInGame() < 2)
        endGame(EndReason::LastPlayer, kNobody);
}

int GhState::nextInGame(int seat) const
{
    for (int k = 1; k <= seats_; ++k) {
        const int s = (seat + k) % seats_;
        if (inGame(s))
            return s;
    }
    return seat;
}

void GhState::nextTurn()
{
    thrower_ = static_cast<std::int8_t>(nextInGame(thrower_));
    phase_ = Phase::Throw;
    seller_ = kNobody;
    offered_ = 0;
    card_ = kNoCard;
    bid_ = 0;
    bidder_ = kNobody;
    bidders_ = 0;
    asker_ = kNobody;
}

void GhState::endGame(EndReason reason, int emptier)
{
    phase_ = Phase::Over;
    reason_ = reason;
    emptier_ = static_cast<std::int8_t>(emptier);
    card_ = kNoCard;
    bidders_ = 0;
    asker_ = kNobody;
}

void GhState::setUpThrowingForTest(const std::array<int, kCards>& owners, int thrower)
{
    for (int c = 0; c < kCards; ++c)
        owner_[static_cast<std::size_t>(c)] =
            static_cast<std::int8_t>(owners[static_cast<std::size_t>(c)]);
    auctionIndex_ = kCards;
    thrower_ = static_cast<std::int8_t>(thrower);
    phase_ = Phase::Throw;
    card_ = kNoCard;
    bid_ = 0;
    bidder_ = kNobody;
    bidders_ = 0;
    asker_ = kNobody;
    clearPayments();
}

void GhState::setChipsForTest(const std::array<int, kMaxSeats>& chips, int kasse)
{
    int sum = kasse;
    for (int seat = 0; seat < kMaxSeats; ++seat) {
        chips_[static_cast<std::size_t>(seat)] =
            static_cast<std::int16_t>(seat < seats_ ? chips[static_cast<std::size_t>(seat)] : 0);
        sum += chips_[static_cast<std::size_t>(seat)];
    }
    kasse_ = static_cast<std::int16_t>(kasse);
    setAside_ = static_cast<std::int16_t>(total_ - sum);
}

} // namespace zv::glocke_hammer
