// Glocke und Hammer notation (RULES.md, "Notation"):
//   order glocke hammer glocke_hammer schimmel wirtshaus   chance: the auction's order
//   throw                                                  the player picks up the dice
//   dice 2 5 bell   /   dice blank                         chance: the dice that show their mark
//   bid 7   /   pass                                       bidding for the card on offer
//   offer schimmel   /   leave                             a player out of chips
// Words are read case-insensitively; the parser says in plain English why a
// move is not allowed, because the reason is shown to whoever tried it.
#include "games/glocke_hammer/gh_state.h"
#include "kit/notation_words.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <sstream>

namespace zv::glocke_hammer {
namespace {

using kit::fail;
using kit::words;

constexpr std::array<std::string_view, kDice> kDiceWords = {"1", "2", "3",    "4",
                                                            "5", "6", "bell", "hammer"};

std::string diceWord(int die)
{
    return std::string(kDiceWords[static_cast<std::size_t>(die)]);
}

int dieOfWord(const std::string& w)
{
    for (int d = 0; d < kDice; ++d)
        if (diceWord(d) == w)
            return d;
    return -1;
}

std::string cardName(int card)
{
    return std::string(kCardKeys[static_cast<std::size_t>(card)]);
}

} // namespace

std::string GhState::moveText(Move move) const
{
    switch (move.kind) {
    case MoveKind::Order: {
        std::string text = "order";
        for (auto card : auctionOrder(move.value))
            text += " " + cardName(card);
        return text;
    }
    case MoveKind::Dice: {
        if (move.value == 0)
            return "dice blank";
        std::string text = "dice";
        text.reserve(32);
        for (int d = 0; d < kDice; ++d) {
            if (move.value & (1 << d)) {
                text += ' ';
                text += kDiceWords[static_cast<std::size_t>(d)];
            }
        }
        return text;
    }
    case MoveKind::Throw:
        return "throw";
    case MoveKind::Bid:
        return "bid " + std::to_string(move.value);
    case MoveKind::Pass:
        return "pass";
    case MoveKind::Offer:
        return "offer " + cardName(move.value);
    case MoveKind::Leave:
        return "leave";
    }
    return {};
}

std::vector<std::string> GhState::movePath(Move move) const
{
    // The words of the move text: what a board touches one after the other.
    switch (move.kind) {
    case MoveKind::Order: {
        std::vector<std::string> path{"order"};
        for (auto card : auctionOrder(move.value))
            path.push_back(cardName(card));
        return path;
    }
    case MoveKind::Dice: {
        std::vector<std::string> path;
        path.reserve(static_cast<std::size_t>(1 + std::max(1, markedDice(move.value))));
        path.emplace_back("dice");
        if (move.value == 0)
            path.emplace_back("blank");
        for (int d = 0; d < kDice; ++d)
            if (move.value & (1 << d))
                path.emplace_back(kDiceWords[static_cast<std::size_t>(d)]);
        return path;
    }
    case MoveKind::Bid:
        return {"bid", std::to_string(move.value)};
    case MoveKind::Offer:
        return {"offer", cardName(move.value)};
    case MoveKind::Throw:
    case MoveKind::Pass:
    case MoveKind::Leave:
        break;
    }
    return {moveText(move)};
}

bool GhState::parseMove(std::string_view text, Move* out, std::string* why) const
{
    if (isOver())
        return fail(why, "the game is over");
    const std::vector<std::string> w = words(text);
    const std::string verb = w.empty() ? std::string() : w.front();
    const std::string seatName = "seat " + std::to_string(toMove());

    switch (phase_) {
    case Phase::Order: {
        if (verb != "order" || w.size() != kCards + 1)
            return fail(why, "the order of the auction is drawn by chance: write all five cards, "
                             "e.g. order glocke hammer glocke_hammer schimmel wirtshaus");
        std::array<std::int8_t, kCards> order{};
        unsigned seen = 0;
        for (int i = 0; i < kCards; ++i) {
            const int card = cardIndex(w[static_cast<std::size_t>(i + 1)]);
            if (card == kNoCard)
                return fail(why, "\"" + w[static_cast<std::size_t>(i + 1)] +
                                     "\" is not a card: the cards are glocke, hammer, "
                                     "glocke_hammer, schimmel and wirtshaus");
            if (seen & (1u << card))
                return fail(why, cardName(card) + " is named twice: name each card once");
            seen |= 1u << card;
            order[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(card);
        }
        *out = Move{MoveKind::Order, static_cast<std::int16_t>(auctionOrderIndex(order))};
        return true;
    }
    case Phase::Dice: {
        const std::string shape = "the dice are falling: name the dice that show their mark, "
                                  "e.g. dice 2 5 bell, or dice blank when none does";
        if (verb != "dice" || w.size() < 2)
            return fail(why, shape);
        if (w.size() == 2 && w[1] == "blank") {
            *out = Move{MoveKind::Dice, 0};
            return true;
        }
        unsigned mask = 0;
        for (std::size_t i = 1; i < w.size(); ++i) {
            const int die = dieOfWord(w[i]);
            if (die < 0)
                return fail(why, "\"" + w[i] +
                                     "\" is no die's mark: the marks are 1 to 6, bell "
                                     "and hammer (or write dice blank)");
            if (mask & (1u << die))
                return fail(why, "the die " + w[i] + " is named twice: there is one of each");
            mask |= 1u << die;
        }
        *out = Move{MoveKind::Dice, static_cast<std::int16_t>(mask)};
        return true;
    }
    case Phase::Throw:
        if (verb != "throw" || w.size() != 1)
            return fail(why, "it is " + seatName + "'s turn to throw the dice: write throw");
        *out = Move{MoveKind::Throw, 0};
        return true;
    case Phase::Auction:
    case Phase::SaleBid: {
        const std::string card = cardName(card_);
        const std::string shape = "the card " + card + " is on offer: write bid and a number " +
                                  "above " + std::to_string(bid_) + ", e.g. bid " +
                                  std::to_string(bid_ + 1) + ", or pass";
        if (verb == "pass" && w.size() == 1) {
            *out = Move{MoveKind::Pass, 0};
            return true;
        }
        if (verb != "bid" || w.size() != 2)
            return fail(why, shape);
        int amount = 0;
        const std::string& number = w[1];
        const auto [end, ec] =
            std::from_chars(number.data(), number.data() + number.size(), amount);
        if (ec != std::errc() || end != number.data() + number.size())
            return fail(why, shape);
        if (amount <= bid_)
            return fail(why, "a bid must be more than the current bid of " + std::to_string(bid_) +
                                 " chips");
        if (amount > chips(asker_))
            return fail(why, "nobody may bid more than he can pay: " + seatName + " has " +
                                 std::to_string(chips(asker_)) + " chips");
        *out = Move{MoveKind::Bid, static_cast<std::int16_t>(amount)};
        return true;
    }
    case Phase::SaleOffer: {
        if (verb == "leave" && w.size() == 1) {
            *out = Move{MoveKind::Leave, 0};
            return true;
        }
        const std::string shape = seatName + " is out of chips: offer one of his cards for sale, "
                                             "e.g. offer schimmel, or leave the game";
        if (verb != "offer" || w.size() != 2)
            return fail(why, shape);
        const int card = cardIndex(w[1]);
        if (card == kNoCard)
            return fail(why, "\"" + w[1] +
                                 "\" is not a card: the cards are glocke, hammer, "
                                 "glocke_hammer, schimmel and wirtshaus");
        if (owner(card) != seller_)
            return fail(why, seatName + " does not own the card " + cardName(card));
        if (offered(card))
            return fail(why, "the card " + cardName(card) +
                                 " was offered in this sale already and found no buyer");
        *out = Move{MoveKind::Offer, static_cast<std::int16_t>(card)};
        return true;
    }
    case Phase::Over:
        break;
    }
    return fail(why, "the game is over");
}

} // namespace zv::glocke_hammer
