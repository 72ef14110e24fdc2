// Schocken: the end of a round — the reveal, the highest and the lowest throw,
// ties (roll-off „Äugeln“ or „Mit ist Schitt“), the chips from the Stock or
// the winner, Schock-Aus, and the end of a half, the Durchmarsch and the finale.
#include "games/schocken/sk_state.h"

#include <algorithm>
#include <bit>

namespace zv::schocken {
namespace {

unsigned bit(int seat)
{
    return 1u << seat;
}

int onlySeat(unsigned mask)
{
    return std::popcount(mask) == 1 ? std::countr_zero(mask) : kNobody;
}

} // namespace

void SkState::resolveRound()
{
    // „Abschließend wird der Reihe nach aufgedeckt“: every throw is open now.
    const std::vector<int> order = roundOrder();
    lastDice_ = dice_;
    lastPlayers_ = inRound_;
    int low = kRanks, high = -1;
    for (int s : order) {
        low = std::min(low, rankOfSeat(s));
        high = std::max(high, rankOfSeat(s));
    }
    std::vector<int> lowest, highest; // in reveal order
    for (int s : order) {
        if (rankOfSeat(s) == low)
            lowest.push_back(s);
        if (rankOfSeat(s) == high)
            highest.push_back(s);
    }
    // „Für den Wurf Schock-Aus gilt ...: Mit ist Schitt“; the option makes it the rule for all.
    const bool byOrderLow = low == kRankSchockAus || rules_.ties == TieRule::MitIstSchitt;
    const bool byOrderHigh = high == kRankSchockAus || rules_.ties == TieRule::MitIstSchitt;
    const TieHow orderHow =
        low == kRankSchockAus || high == kRankSchockAus ? TieHow::SchockAus : TieHow::MitIstSchitt;
    // The winner only matters when he gives the chips (Stock empty, no Schock-Aus).
    const bool winnerMatters = stock_ == 0 && high != kRankSchockAus;

    unsigned loserMask = 0, winnerMask = 0;
    bool tied = false;
    if (lowest.size() == 1) {
        loserMask = bit(lowest.front());
    } else if (byOrderLow) {
        loserMask = bit(lowest.back()); // the later identical throw is „nachgelegt“
        tied = true;
    } else {
        for (int s : lowest)
            loserMask |= bit(s);
    }
    if (highest.size() == 1) {
        winnerMask = bit(highest.front());
    } else if (byOrderHigh) {
        winnerMask = bit(highest.front());
        tied = tied || winnerMatters;
    } else if (winnerMatters) {
        for (int s : highest)
            winnerMask |= bit(s);
    }
    if (std::popcount(loserMask) > 1 || std::popcount(winnerMask) > 1) {
        startRolloff(loserMask, winnerMask);
        return;
    }
    giveChips(onlySeat(loserMask), onlySeat(winnerMask), tied ? orderHow : TieHow::None);
}

void SkState::startRolloff(unsigned loserCandidates, unsigned winnerCandidates)
{
    // „mit einem einfachen Auswürfeln auch "Äugeln"“: each tied player rolls
    // three dice; the lowest pip total gets the chips (the highest gives them).
    loserCandidates_ = static_cast<std::uint8_t>(loserCandidates);
    winnerCandidates_ = static_cast<std::uint8_t>(winnerCandidates);
    rollers_ = 0;
    if (std::popcount(loserCandidates) > 1)
        rollers_ = static_cast<std::uint8_t>(rollers_ | loserCandidates);
    if (std::popcount(winnerCandidates) > 1)
        rollers_ = static_cast<std::uint8_t>(rollers_ | winnerCandidates);
    rolled_ = 0;
    for (int s = 0; s < seats_; ++s)
        if (rolling(s))
            roll_[idx(s)] = {}; // a new roll-off: the last one's dice are cleared
    phase_ = Phase::Rolloff;
    events_ |= EvRolloff;
    for (int s : roundOrder())
        if (rolling(s)) {
            current_ = static_cast<std::int8_t>(s);
            break;
        }
}

void SkState::afterRolloff()
{
    const auto sum = [&](int s) { return roll_[idx(s)][0] + roll_[idx(s)][1] + roll_[idx(s)][2]; };
    const auto narrow = [&](unsigned group, bool lowestLoses) {
        if (std::popcount(group) <= 1)
            return group;
        int best = lowestLoses ? 99 : -1;
        for (int s = 0; s < seats_; ++s)
            if (group & bit(s))
                best = lowestLoses ? std::min(best, sum(s)) : std::max(best, sum(s));
        unsigned kept = 0;
        for (int s = 0; s < seats_; ++s)
            if ((group & bit(s)) && sum(s) == best)
                kept |= bit(s);
        return kept;
    };
    const unsigned losers = narrow(loserCandidates_, true);
    const unsigned winners = narrow(winnerCandidates_, false);
    if (std::popcount(losers) > 1 || std::popcount(winners) > 1) {
        // The same pip total again: those still tied roll once more.
        startRolloff(losers, winners);
        return;
    }
    giveChips(onlySeat(losers), onlySeat(winners), TieHow::Aeugeln);
}

void SkState::pay(int from, int to, int amount)
{
    if (amount <= 0)
        return;
    std::int8_t& source = from == kStock ? stock_ : chips_[idx(from)];
    source = static_cast<std::int8_t>(source - amount);
    chips_[idx(to)] = static_cast<std::int8_t>(chips_[idx(to)] + amount);
    payments_[paymentCount_++] =
        Payment{static_cast<std::int8_t>(from), static_cast<std::int8_t>(to),
                static_cast<std::int8_t>(amount)};
}

void SkState::giveChips(int loser, int winner, TieHow how)
{
    int high = -1;
    for (int s : roundOrder())
        high = std::max(high, rankOfSeat(s));
    const int penalty = penaltyOfRank(high); // „aus dem ... höchsten Wurf“
    lastLoser_ = static_cast<std::int8_t>(loser);
    lastWinner_ = static_cast<std::int8_t>(winner);
    lastPenalty_ = static_cast<std::int8_t>(penalty);
    lastTie_ = how;
    rollers_ = rolled_ = loserCandidates_ = winnerCandidates_ = 0;
    events_ |= EvRoundOver;
    if (high == kRankSchockAus) {
        // „Schock-Aus“: the loser gets every chip at once, from the Stock and the others.
        events_ |= EvSchockAus;
        pay(kStock, loser, stock_);
        for (int s = 0; s < seats_; ++s)
            if (s != loser)
                pay(s, loser, chips_[idx(s)]);
    } else if (stock_ > 0) {
        pay(kStock, loser, std::min<int>(penalty, stock_));
        if (stock_ == 0)
            events_ |= EvStockEmpty;
    } else {
        // „Sind nicht mehr genügend Scheiben ... beim Gewinner verfügbar“: only what he has.
        pay(winner, loser, std::min<int>(penalty, chips_[idx(winner)]));
    }
    if (chips_[idx(loser)] == kChips)
        endStage(loser);
    else
        startRound(loser); // „Grundsätzlich beginnt immer der Verlierer“
}

void SkState::endStage(int loser)
{
    events_ |= EvHalfOver;
    stageLosers_[static_cast<std::size_t>(stage_)] = static_cast<std::int8_t>(loser);
    const auto freshChips = [&] {
        chips_ = {};
        stock_ = kChips;
    };
    switch (stage_) {
    case Stage::FirstHalf:
        marker_ = static_cast<std::int8_t>(loser); // the marker for the loser of the first half
        stage_ = Stage::SecondHalf;
        inStage_ = static_cast<std::uint8_t>((1u << seats_) - 1);
        freshChips();
        events_ |= EvSecondHalf;
        startRound(loser);
        return;
    case Stage::SecondHalf:
        if (loser == marker_) {
            events_ |= EvDurchmarsch | EvGameOver;
            loser_ = static_cast<std::int8_t>(loser);
            phase_ = Phase::Over;
            return;
        }
        stage_ = Stage::Finale;
        inStage_ = static_cast<std::uint8_t>(bit(marker_) | bit(loser));
        freshChips();
        events_ |= EvFinale;
        startRound(loser);
        return;
    case Stage::Finale:
        events_ |= EvGameOver;
        loser_ = static_cast<std::int8_t>(loser);
        phase_ = Phase::Over;
        return;
    }
}

} // namespace zv::schocken
