// What the board shows (describe), what must always hold (invariants), the
// position hash, and the keys of the enums. The keys are documented in
// RULES.md under "State for the board".
#include "games/glocke_hammer/gh_state.h"

#include "core/rng.h"

namespace zv::glocke_hammer {
namespace {

int partyKey(int party)
{
    return party == kKasse ? -1 : party; // the board reads -1 as the Kasse
}

std::vector<std::string> cardList(unsigned mask)
{
    std::vector<std::string> names;
    for (int c = 0; c < kCards; ++c)
        if (mask & (1u << c))
            names.emplace_back(kCardKeys[static_cast<std::size_t>(c)]);
    return names;
}

} // namespace

std::string_view phaseKey(Phase phase)
{
    switch (phase) {
    case Phase::Order:
        return "order";
    case Phase::Auction:
        return "auction";
    case Phase::Throw:
        return "throw";
    case Phase::Dice:
        return "dice";
    case Phase::SaleOffer:
        return "sale_offer";
    case Phase::SaleBid:
        return "sale_bid";
    case Phase::Over:
        return "over";
    }
    return "";
}

std::string_view endReasonKey(EndReason reason)
{
    switch (reason) {
    case EndReason::None:
        return "";
    case EndReason::KasseEmptied:
        return "kasse_emptied";
    case EndReason::LastPlayer:
        return "last_player";
    }
    return "";
}

std::string_view throwCaseKey(ThrowCase c)
{
    constexpr std::array<std::string_view, 10> keys = {
        "",     "schimmel",    "schimmel_symbol", "schimmel_kasse", "schimmel_symbol_kasse",
        "pips", "pips_symbol", "opens_wirtshaus", "overshoot",      "overshoot_symbol"};
    return keys[static_cast<std::size_t>(c)];
}

std::string_view voidReasonKey(VoidReason v)
{
    return v == VoidReason::Self ? "self" : v == VoidReason::NoOwner ? "no_owner" : "";
}

int cardIndex(std::string_view key)
{
    for (int c = 0; c < kCards; ++c)
        if (kCardKeys[static_cast<std::size_t>(c)] == key)
            return c;
    return kNoCard;
}

void GhState::describe(StateSink& sink) const
{
    using ll = long long;
    sink.put("over", static_cast<ll>(isOver() ? 1 : 0));
    sink.put("toMove", static_cast<ll>(toMove()));
    sink.put("phase", phaseKey(phase_));
    sink.put("seats", static_cast<ll>(seats_));
    std::vector<int> chips, inGameList;
    for (int s = 0; s < seats_; ++s) {
        chips.push_back(this->chips(s));
        inGameList.push_back(inGame(s) ? 1 : 0);
    }
    sink.put("chips", chips);
    sink.put("inGame", inGameList);
    std::vector<std::string> cards;
    std::vector<int> owners, winnings;
    for (int c = 0; c < kCards; ++c) {
        cards.emplace_back(kCardKeys[static_cast<std::size_t>(c)]);
        owners.push_back(owner(c));
        winnings.push_back(cardWinnings(c));
    }
    sink.put("cards", cards);
    sink.put("cardOwner", owners);
    sink.put("cardWinnings", winnings);
    sink.put("kasse", static_cast<ll>(kasse_));
    sink.put("setAside", static_cast<ll>(setAside_));
    sink.put("totalChips", static_cast<ll>(total_));
    sink.put("wirtshausOpen", static_cast<ll>(wirtshausOpen_ ? 1 : 0));
    sink.put("wirt", static_cast<ll>(wirt()));

    std::vector<std::string> order;
    if (phase_ != Phase::Order)
        for (auto c : order_)
            order.emplace_back(kCardKeys[static_cast<std::size_t>(c)]);
    sink.put("auctionOrder", order);
    sink.put("auctionIndex", static_cast<ll>(auctionIndex_));
    sink.put("cardOnOffer",
             card_ == kNoCard ? std::string_view() : kCardKeys[static_cast<std::size_t>(card_)]);
    sink.put("bid", static_cast<ll>(bid_));
    sink.put("bidder", static_cast<ll>(bidder_));
    std::vector<int> bidding;
    for (int s = 0; s < seats_; ++s)
        if (stillBidding(s))
            bidding.push_back(s);
    sink.put("bidders", bidding);
    sink.put("seller", static_cast<ll>(seller_));
    sink.put("offered", cardList(offered_));
    sink.put("thrower", static_cast<ll>(thrower_));
    sink.put("throws", static_cast<ll>(throws_));

    sink.put("lastThrower", static_cast<ll>(lastThrower_));
    std::vector<int> dice;
    std::vector<std::string> faces;
    if (lastDice_ >= 0) {
        for (int d = 0; d < kDice; ++d) {
            const bool marked = lastDice_ & (1 << d);
            dice.push_back(marked ? 1 : 0);
            faces.push_back(!marked           ? "blank"
                            : d == kBellDie   ? "bell"
                            : d == kHammerDie ? "hammer"
                                              : std::to_string(d + 1));
        }
    }
    sink.put("lastDice", dice);
    sink.put("lastFaces", faces);
    const unsigned last = lastDice_ >= 0 ? static_cast<unsigned>(lastDice_) : 0u;
    sink.put("lastPips", static_cast<ll>(lastDice_ >= 0 ? pipsOf(last) : -1));
    const int symbol = lastDice_ >= 0 ? symbolCardOf(last) : kNoCard;
    sink.put("lastSymbol",
             symbol == kNoCard ? std::string_view() : kCardKeys[static_cast<std::size_t>(symbol)]);
    sink.put("lastCase", throwCaseKey(lastCase_));
    sink.put("lastVoid", voidReasonKey(lastVoid_));

    std::vector<int> from, to, amount;
    for (int i = 0; i < paymentCount_; ++i) {
        from.push_back(partyKey(payments_[static_cast<std::size_t>(i)].from));
        to.push_back(partyKey(payments_[static_cast<std::size_t>(i)].to));
        amount.push_back(payments_[static_cast<std::size_t>(i)].amount);
    }
    sink.put("payFrom", from);
    sink.put("payTo", to);
    sink.put("payAmount", amount);

    if (isOver()) {
        const std::vector<int> best = winners();
        sink.put("winner", static_cast<ll>(best.size() == 1 ? best.front() : -1));
        sink.put("winners", best);
        sink.put("reason", endReasonKey(reason_));
        sink.put("emptier", static_cast<ll>(emptier_));
    }
}

std::uint64_t GhState::hash() const
{
    std::uint64_t h = 0x476C6F636B65ULL; // "Glocke"
    auto mix = [&h](std::uint64_t v) {
        std::uint64_t state = h ^ (v + 0x9E3779B97F4A7C15ULL);
        h = splitmix64(state);
    };
    mix(seats_);
    mix(static_cast<std::uint64_t>(phase_));
    for (int s = 0; s < seats_; ++s)
        mix(static_cast<std::uint64_t>(chips(s)) * 2 + inGame_[static_cast<std::size_t>(s)]);
    mix(static_cast<std::uint64_t>(kasse_));
    for (int c = 0; c < kCards; ++c)
        mix(static_cast<std::uint64_t>(owner_[static_cast<std::size_t>(c)] + 8) * 8 +
            static_cast<std::uint64_t>(order_[static_cast<std::size_t>(c)]));
    mix(wirtshausOpen_ ? 1 : 0);
    mix(static_cast<std::uint64_t>(auctionIndex_ * 16 + card_ + 1));
    mix(static_cast<std::uint64_t>(bid_) * 64 + static_cast<std::uint64_t>(bidder_ + 1));
    mix(static_cast<std::uint64_t>(bidders_) * 256 + offered_);
    mix(static_cast<std::uint64_t>((asker_ + 2) * 16 + (seller_ + 2)));
    mix(static_cast<std::uint64_t>(thrower_));
    mix(static_cast<std::uint64_t>(reason_));
    return h;
}

std::string GhState::invariantViolation() const
{
    const auto seat = [](int s) { return "seat " + std::to_string(s); };
    if (seats_ < kMinSeats || seats_ > kMaxSeats)
        return "the game has " + std::to_string(seats_) + " seats";
    int sum = kasse_ + setAside_;
    for (int s = 0; s < kMaxSeats; ++s) {
        if (chips(s) < 0)
            return seat(s) + " has fewer than no chips";
        if (s >= seats_ && (chips(s) != 0 || inGame(s)))
            return "a seat beyond the table holds chips";
        if (s < seats_ && !inGame(s) && (chips(s) != 0 || ownsCard(s)))
            return seat(s) + " has left the game but still holds chips or a card";
        sum += chips(s);
    }
    if (kasse_ < 0 || setAside_ < 0)
        return "the Kasse or the chips set aside are negative";
    if (sum != total_)
        return "chips were created or lost: players, Kasse and set aside hold " +
               std::to_string(sum) + ", not " + std::to_string(total_);
    unsigned seen = 0;
    for (int c = 0; c < kCards; ++c) {
        seen |= 1u << order_[static_cast<std::size_t>(c)];
        const int o = owner(c);
        if (o != kNobody && (o < 0 || o >= seats_ || !inGame(o)))
            return "the card " + std::string(kCardKeys[static_cast<std::size_t>(c)]) +
                   " belongs to a seat that is not in the game";
        if (cardWinnings(c) < 0)
            return "a card's winnings are negative";
    }
    if (seen != 0x1F)
        return "the auction order is not an order of the five cards";
    if (isOver() != (reason_ != EndReason::None))
        return "the end reason does not match the game's state";
    if (isOver()) {
        if (reason_ == EndReason::KasseEmptied && (kasse_ != 0 || emptier_ < 0))
            return "the game ended with an emptied Kasse, but the Kasse is not empty";
        if (reason_ == EndReason::LastPlayer && playersInGame() != 1)
            return "the game ended with the last player, but " + std::to_string(playersInGame()) +
                   " are in the game";
        return {};
    }
    if (playersInGame() < 2)
        return "a running game has fewer than two players";
    const bool bidding = phase_ == Phase::Auction || phase_ == Phase::SaleBid;
    if (phase_ == Phase::Auction) {
        if (card_ != order_[static_cast<std::size_t>(auctionIndex_)])
            return "the card on offer is not the next card of the auction";
        for (int i = auctionIndex_; i < kCards; ++i)
            if (owner(order_[static_cast<std::size_t>(i)]) != kNobody)
                return "a card not yet auctioned has an owner";
    } else if (phase_ != Phase::Order && auctionIndex_ != kCards) {
        return "the game goes on before the auction is over";
    }
    if (bidding) {
        if (asker_ < 0 || !stillBidding(asker_) || asker_ == bidder_ || !inGame(asker_) ||
            chips(asker_) <= bid_)
            return "the bidder to speak cannot raise the bid";
        if (bidder_ != kNobody && (bid_ < 1 || bid_ > chips(bidder_)))
            return "the highest bid is more than its bidder can pay";
    }
    if (phase_ == Phase::SaleOffer || phase_ == Phase::SaleBid) {
        if (seller_ < 0 || !inGame(seller_) || chips(seller_) != 0)
            return "a sale by a player who is not out of chips";
        if (phase_ == Phase::SaleBid && (owner(card_) != seller_ || stillBidding(seller_)))
            return "a card on sale does not belong to the seller, or he bids for it";
    }
    if (phase_ == Phase::Throw || phase_ == Phase::Dice || phase_ == Phase::SaleOffer ||
        phase_ == Phase::SaleBid) {
        if (kasse_ < 1)
            return "the game goes on with an empty Kasse";
        if (!inGame(thrower_) && phase_ != Phase::SaleOffer && phase_ != Phase::SaleBid)
            return "the player to throw is not in the game";
    }
    return {};
}

} // namespace zv::glocke_hammer
