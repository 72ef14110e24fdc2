// Bidding, the same for the opening auction and for a sale by a player out of
// chips: an English auction taken in turns. The bidders speak in seat order;
// each bids more than the current bid (at most his chips) or passes, and a
// pass is final for this card. A bidder whose chips do not reach above the
// current bid drops out by himself. The last bid standing wins.
#include "games/glocke_hammer/gh_state.h"

namespace zv::glocke_hammer {

void GhState::startAuctionCard()
{
    while (auctionIndex_ < kCards) {
        card_ = order_[static_cast<std::size_t>(auctionIndex_)];
        bid_ = 0;
        bidder_ = kNobody;
        bidders_ = 0;
        for (int s = 0; s < seats_; ++s)
            if (inGame(s) && chips(s) > 0)
                bidders_ |= static_cast<std::uint8_t>(1u << s);
        if (bidders_ != 0) {
            phase_ = Phase::Auction;
            // The opening bidder moves one seat on with every card.
            const int opener = auctionIndex_ % seats_;
            advanceAsker(opener - 1 + seats_);
            return;
        }
        ++auctionIndex_; // nobody can bid: the card stays unsold
    }
    card_ = kNoCard;
    bidders_ = 0;
    asker_ = kNobody;
    phase_ = Phase::Throw;
    thrower_ = 0;
    if (!inGame(0))
        thrower_ = static_cast<std::int8_t>(nextInGame(0));
}

void GhState::startSale(int card)
{
    card_ = static_cast<std::int8_t>(card);
    offered_ |= static_cast<std::uint8_t>(1u << card);
    bid_ = 0;
    bidder_ = kNobody;
    bidders_ = 0;
    for (int s = 0; s < seats_; ++s)
        if (s != seller_ && inGame(s) && chips(s) > 0)
            bidders_ |= static_cast<std::uint8_t>(1u << s);
    phase_ = Phase::SaleBid;
    advanceAsker(seller_);
}

void GhState::bidMove(Move move)
{
    if (move.kind == MoveKind::Bid) {
        bid_ = move.value;
        bidder_ = asker_;
    } else {
        bidders_ &= static_cast<std::uint8_t>(~(1u << asker_));
    }
    advanceAsker(asker_);
}

void GhState::advanceAsker(int from)
{
    for (int s = 0; s < seats_; ++s)
        if (s != bidder_ && chips(s) <= bid_)
            bidders_ &= static_cast<std::uint8_t>(~(1u << s));
    unsigned others = bidders_;
    if (bidder_ != kNobody)
        others &= ~(1u << bidder_);
    if (others == 0) {
        knockDown();
        return;
    }
    for (int k = 1; k <= seats_; ++k) {
        const int s = (from + k) % seats_;
        if (others & (1u << s)) {
            asker_ = static_cast<std::int8_t>(s);
            return;
        }
    }
}

void GhState::knockDown()
{
    const int card = card_;
    const int buyer = bidder_;
    asker_ = kNobody;
    bidders_ = 0;
    if (phase_ == Phase::Auction) {
        if (buyer != kNobody) {
            pay(buyer, kKasse, bid_);
            owner_[static_cast<std::size_t>(card)] = static_cast<std::int8_t>(buyer);
        }
        ++auctionIndex_;
        startAuctionCard();
        return;
    }
    // A sale: the buyer pays the seller, who plays on with the price.
    if (buyer != kNobody) {
        pay(buyer, seller_, bid_);
        owner_[static_cast<std::size_t>(card)] = static_cast<std::int8_t>(buyer);
        nextTurn();
        return;
    }
    card_ = kNoCard;
    bid_ = 0;
    for (int c = 0; c < kCards; ++c) {
        if (owner(c) == seller_ && !offered(c)) {
            phase_ = Phase::SaleOffer; // he may offer another card, or leave
            return;
        }
    }
    leave(seller_); // no card left that he has not offered in vain
    if (!isOver())
        nextTurn();
}

} // namespace zv::glocke_hammer
