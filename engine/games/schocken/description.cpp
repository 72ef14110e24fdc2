// What the board shows (describe), what must always hold (invariants), the
// position hash, and the keys of the enums. The keys are documented in
// RULES.md under "State for the board".
#include "games/schocken/sk_state.h"
#include "kit/state_hasher.h"

#include "core/rng.h"

#include <bit>
#include <utility>

namespace zv::schocken {
namespace {

std::uint64_t packThrow(const Throw& t)
{
    return static_cast<std::uint64_t>(t[0]) | static_cast<std::uint64_t>(t[1]) << 4 |
           static_cast<std::uint64_t>(t[2]) << 8;
}

} // namespace

std::string_view eventKey(int b)
{
    constexpr std::array<std::string_view, kEvents> keys = {
        "schuss",      "rolloff", "round_over",  "stock_empty", "schock_aus",   "half_over",
        "second_half", "finale",  "durchmarsch", "game_over",   "starter_found"};
    return keys[static_cast<std::size_t>(b)];
}

std::string_view tieKey(TieHow how)
{
    constexpr std::array<std::string_view, 4> keys = {"", "aeugeln", "mit_ist_schitt",
                                                      "schock_aus"};
    return keys[static_cast<std::size_t>(how)];
}

void SkState::describe(StateSink& sink) const
{
    using ll = long long;
    sink.put("over", static_cast<ll>(isOver() ? 1 : 0));
    sink.put("toMove", static_cast<ll>(isOver() ? kNobody : toMove()));
    sink.put("phase", phaseKey(phase_));
    sink.put("stage", stageKey(stage_));
    sink.put("seats", static_cast<ll>(seats_));
    sink.put("stock", static_cast<ll>(stock_));
    sink.put("marker", static_cast<ll>(marker_));
    sink.put("stageLosers", std::vector<int>(stageLosers_.begin(), stageLosers_.end()));
    sink.put("lead", static_cast<ll>(lead_));
    sink.put("current", static_cast<ll>(current_));
    sink.put("pendingDice", static_cast<ll>(pending_));
    sink.put("schuss", static_cast<ll>(schuss_ ? 1 : 0));
    sink.put("rounds", static_cast<ll>(rounds_));

    std::vector<int> chips, inStageList, inRoundList, throws, limits, done, ranks, penalties;
    std::vector<int> dice, asideList, turnedList, coveredList, openingList, rollList, lastList;
    std::vector<int> lastPlayers, rollers;
    std::vector<std::string> classes, names;
    for (int s = 0; s < seats_; ++s) {
        chips.push_back(chips_[idx(s)]);
        inStageList.push_back(inStage(s) ? 1 : 0);
        inRoundList.push_back(inRound(s) ? 1 : 0);
        throws.push_back(throws_[idx(s)]);
        limits.push_back(inRound(s) ? throwLimit(s) : 0);
        done.push_back(finished(s) ? 1 : 0);
        // Dice in the air (a further throw not yet landed) show 0 and no class.
        const bool inAir = s == current_ && pending_ > 0 && phase_ == Phase::Play;
        // A cup the viewer may not look under has no rank, class or name.
        const bool thrown = throws_[idx(s)] > 0 && !inAir && !hiddenInView(s);
        ranks.push_back(thrown ? rankOfSeat(s) : -1);
        penalties.push_back(thrown ? penaltyOfRank(rankOfSeat(s)) : 0);
        classes.emplace_back(thrown ? classKey(classOf(dice_[idx(s)])) : "");
        names.push_back(thrown ? throwName(dice_[idx(s)]) : std::string());
        for (int d = 0; d < kDice; ++d) {
            const auto die = static_cast<std::size_t>(d);
            const bool flying = inAir && !aside(s, d);
            dice.push_back(throws_[idx(s)] > 0 && !flying ? dice_[idx(s)][die] : 0); // 0 in a view
            asideList.push_back(aside(s, d) ? 1 : 0);
            turnedList.push_back(turned(s, d) ? 1 : 0);
            coveredList.push_back(throws_[idx(s)] > 0 && !flying && covered(s) && !aside(s, d) ? 1
                                                                                               : 0);
            openingList.push_back(opening_[idx(s)][die]);
            rollList.push_back(roll_[idx(s)][die]);
            lastList.push_back(inLastRound(s) ? lastDice_[idx(s)][die] : 0);
        }
        lastPlayers.push_back(inLastRound(s) ? 1 : 0);
        if (rolling(s))
            rollers.push_back(s);
    }
    sink.put("chips", chips);
    sink.put("inStage", inStageList);
    sink.put("inRound", inRoundList);
    sink.put("throws", throws);
    sink.put("throwLimit", limits);
    sink.put("finished", done);
    sink.put("dice", dice);
    sink.put("diceAside", asideList);
    sink.put("diceTurned", turnedList);
    sink.put("diceCovered", coveredList);
    sink.put("throwRank", ranks);
    sink.put("throwClass", classes);
    sink.put("throwName", names);
    sink.put("throwPenalty", penalties);
    sink.put("openingDice", openingList);
    sink.put("openingDiceCount", static_cast<ll>(rules_.start == StartVariant::OneDie ? 1 : kDice));
    sink.put("rolloffSeats", rollers);
    sink.put("rolloffDice", rollList);
    sink.put("lastPlayers", lastPlayers);
    sink.put("lastDice", lastList);
    sink.put("lastLoser", static_cast<ll>(lastLoser_));
    sink.put("lastWinner", static_cast<ll>(lastWinner_));
    sink.put("lastPenalty", static_cast<ll>(lastPenalty_));
    sink.put("lastTie", tieKey(lastTie_));
    std::vector<int> from, to, amount;
    for (int i = 0; i < paymentCount_; ++i) {
        from.push_back(payments_[static_cast<std::size_t>(i)].from);
        to.push_back(payments_[static_cast<std::size_t>(i)].to);
        amount.push_back(payments_[static_cast<std::size_t>(i)].amount);
    }
    sink.put("payFrom", from);
    sink.put("payTo", to);
    sink.put("payAmount", amount);
    std::vector<std::string> events;
    for (int b = 0; b < kEvents; ++b)
        if (events_ & (1u << b))
            events.emplace_back(eventKey(b));
    sink.put("events", events);
    if (isOver()) {
        std::vector<int> winners;
        for (int s = 0; s < seats_; ++s)
            if (s != loser_)
                winners.push_back(s);
        sink.put("winner", static_cast<ll>(winners.size() == 1 ? winners.front() : -1));
        sink.put("winners", winners);
        sink.put("loser", static_cast<ll>(loser_));
        sink.put("reason", stageLosers_[2] == kNobody ? "durchmarsch" : "finale");
    }
}

std::uint64_t SkState::hash() const
{
    kit::StateHasher h(0x5C0C4E11ULL);
    h.add(static_cast<std::uint64_t>(seats_) | static_cast<std::uint64_t>(stage_) << 8 |
          static_cast<std::uint64_t>(phase_) << 16 |
          static_cast<std::uint64_t>(static_cast<std::uint8_t>(current_)) << 24 |
          static_cast<std::uint64_t>(pending_) << 32 |
          static_cast<std::uint64_t>(static_cast<std::uint8_t>(lead_)) << 40 |
          static_cast<std::uint64_t>(inStage_) << 48 | static_cast<std::uint64_t>(inRound_) << 56);
    h.add(static_cast<std::uint64_t>(done_) | static_cast<std::uint64_t>(stock_) << 8 |
          static_cast<std::uint64_t>(static_cast<std::uint8_t>(marker_)) << 16 |
          static_cast<std::uint64_t>(static_cast<std::uint8_t>(loser_)) << 24 |
          static_cast<std::uint64_t>(othersLimit_) << 32 |
          static_cast<std::uint64_t>(schuss_) << 40 | static_cast<std::uint64_t>(rollers_) << 48 |
          static_cast<std::uint64_t>(rolled_) << 56);
    h.add(static_cast<std::uint64_t>(loserCandidates_) |
          static_cast<std::uint64_t>(winnerCandidates_) << 8);
    for (int s = 0; s < kMaxSeats; ++s) {
        h.add(packThrow(dice_[idx(s)]) | static_cast<std::uint64_t>(aside_[idx(s)]) << 12 |
              static_cast<std::uint64_t>(turned_[idx(s)]) << 16 |
              static_cast<std::uint64_t>(throws_[idx(s)]) << 20 |
              static_cast<std::uint64_t>(static_cast<std::uint8_t>(chips_[idx(s)])) << 24 |
              packThrow(opening_[idx(s)]) << 32 | packThrow(roll_[idx(s)]) << 44);
    }
    for (auto loser : stageLosers_)
        h.add(static_cast<std::uint8_t>(loser));
    return h.value();
}

std::string SkState::invariantViolation() const
{
    int total = stock_;
    if (stock_ < 0 || stock_ > kChips)
        return "the Stock holds " + std::to_string(stock_) + " chips";
    for (int s = 0; s < kMaxSeats; ++s) {
        if (chips_[idx(s)] < 0)
            return "seat " + std::to_string(s) + " holds a negative number of chips";
        if (s >= seats_ && chips_[idx(s)] != 0)
            return "an empty seat holds chips";
        total += chips_[idx(s)];
    }
    if (total != kChips)
        return "the Schock-Besteck holds " + std::to_string(total) + " chips, not 13";
    if ((inRound_ & ~inStage_) != 0)
        return "a seat plays the round but not the half";
    for (int s = 0; s < seats_; ++s)
        if (!inStage(s) && chips_[idx(s)] != 0)
            return "seat " + std::to_string(s) + " holds chips outside the finale";
    if (stage_ == Stage::FirstHalf && marker_ != kNobody)
        return "the marker is given before the first half is lost";
    if (stage_ != Stage::FirstHalf &&
        (marker_ < 0 || marker_ >= seats_ || stageLosers_[0] != marker_))
        return "the marker is not with the loser of the first half";
    if (stage_ == Stage::Finale && (std::popcount(static_cast<unsigned>(inStage_)) != 2 ||
                                    !inStage(marker_) || !inStage(stageLosers_[1])))
        return "the finale is not played by the two losers of the halves";
    if (isOver()) {
        if (loser_ < 0 || loser_ >= seats_)
            return "the game is over without a loser";
        const bool durchmarsch = stageLosers_[2] == kNobody;
        if (durchmarsch ? (stageLosers_[0] != loser_ || stageLosers_[1] != loser_)
                        : stageLosers_[2] != loser_)
            return "the loser of the game is not the one the halves and the finale name";
        return {};
    }
    if (loser_ != kNobody)
        return "a running game has a loser";
    if (pending_ < 0 || pending_ > kDice)
        return "more dice in the air than a cup holds";
    if (phase_ == Phase::Opening)
        return inStage(current_) ? std::string() : "a seat outside the game throws in the opening";
    if (std::popcount(static_cast<unsigned>(inRound_)) < 2)
        return "a round with fewer than two players";
    if (!inRound(lead_) || !inRound(current_))
        return "the lead or the player to move is not in the round";
    for (int s = 0; s < seats_; ++s) {
        if (!inRound(s))
            continue;
        if (stock_ == 0 && chips_[idx(s)] == 0)
            return "seat " + std::to_string(s) + " plays on without chips after the Stock is empty";
        if (throws_[idx(s)] > throwLimit(s))
            return "seat " + std::to_string(s) + " threw more often than allowed";
        if (asideCount(s) > 2)
            return "seat " + std::to_string(s) + " has three dice aside";
        if ((turned_[idx(s)] & ~aside_[idx(s)]) != 0)
            return "a turned die is back in the cup";
        for (int d = 0; d < kDice; ++d) {
            const int v = dice_[idx(s)][static_cast<std::size_t>(d)];
            if (throws_[idx(s)] > 0 ? (v < 1 || v > 6) : v != 0)
                return "seat " + std::to_string(s) + " has a die showing " + std::to_string(v);
        }
    }
    return {};
}

SkState SkState::viewFor(int viewer) const
{
    SkState view = *this;
    for (int s = 0; s < seats_; ++s) {
        if (s == viewer || !covered(s) || throws_[idx(s)] == 0)
            continue;
        for (int d = 0; d < kDice; ++d)
            if (!aside(s, d))
                view.dice_[idx(s)][static_cast<std::size_t>(d)] = 0;
        view.hidden_ = static_cast<std::uint8_t>(view.hidden_ | (1u << s));
    }
    return view;
}

SkState SkState::sampleUnseen(int seat, FastRng& rng) const
{
    SkState sample = *this;
    for (int s = 0; s < seats_; ++s) {
        if (s == seat || !covered(s) || throws_[idx(s)] == 0)
            continue;
        // As landDice does: the cup's dice ascending, in the order of their places.
        std::array<std::uint8_t, kDice> drawn{};
        int n = 0;
        for (int d = 0; d < kDice; ++d)
            if (!aside(s, d))
                drawn[static_cast<std::size_t>(n++)] =
                    static_cast<std::uint8_t>(1 + rng.uniform(6));
        for (int i = 1; i < n; ++i) // three dice at most: a plain insertion sort
            for (int j = i; j > 0 && drawn[static_cast<std::size_t>(j - 1)] >
                                         drawn[static_cast<std::size_t>(j)];
                 --j)
                std::swap(drawn[static_cast<std::size_t>(j - 1)],
                          drawn[static_cast<std::size_t>(j)]);
        Throw& dice = sample.dice_[idx(s)];
        for (int d = 0, i = 0; d < kDice; ++d)
            if (!aside(s, d))
                dice[static_cast<std::size_t>(d)] = drawn[static_cast<std::size_t>(i++)];
        sample.hidden_ = static_cast<std::uint8_t>(sample.hidden_ & ~(1u << s));
    }
    return sample;
}

} // namespace zv::schocken
