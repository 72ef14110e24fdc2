// What the board shows (describe), what must always hold (invariants), the
// position hash, and what one seat may see (viewFor, sampleUnseen). The keys
// are documented in RULES.md under "State for the board".
#include "games/maexchen/mx_state.h"
#include "kit/state_hasher.h"

#include "core/rng.h"

namespace zv::maexchen {
namespace {

std::uint64_t u8(std::int8_t v)
{
    return static_cast<std::uint8_t>(v);
}

} // namespace

std::string_view eventKey(int bit)
{
    constexpr std::array<std::string_view, kEvents> keys = {
        "reveal", "believed", "shown", "player_out", "game_over", "round_start"};
    return keys[static_cast<std::size_t>(bit)];
}

void MxState::describe(StateSink& sink) const
{
    using ll = long long;
    sink.put("over", static_cast<ll>(isOver() ? 1 : 0));
    sink.put("toMove", static_cast<ll>(isOver() ? kNobody : toMove()));
    sink.put("phase", phaseKey(phase_));
    sink.put("seats", static_cast<ll>(seats_));
    sink.put("lives", static_cast<ll>(rules_.lives));
    sink.put("rounds", static_cast<ll>(rounds_));
    sink.put("starter", static_cast<ll>(isOver() ? kNobody : starter_));
    // Who holds the cup: the player to decide, or the one whose dice are falling.
    sink.put("cupHolder", static_cast<ll>(isOver() ? kNobody : current_));
    sink.put("passingBlind", static_cast<ll>(passingBlind_ ? 1 : 0));
    std::vector<int> minus, left, alive;
    for (int s = 0; s < seats_; ++s) {
        minus.push_back(minus_[idx(s)]);
        left.push_back(livesLeft(s));
        alive.push_back(this->alive(s) ? 1 : 0);
    }
    sink.put("minus", minus);
    sink.put("livesLeft", left);
    sink.put("alive", alive);

    const int claimNow = lastClaim();
    sink.put("announcement", claimNow == kNoClaim ? std::string() : valueText(claimNow));
    sink.put("announcementRank", static_cast<ll>(claimNow));
    sink.put("announcer", static_cast<ll>(lastClaimer()));
    std::vector<std::string> history;
    std::vector<int> historySeats, historyBlind;
    for (int i = 0; i < claimCount_; ++i) {
        history.push_back(valueText(claims_[idx(i)]));
        historySeats.push_back(claimSeats_[idx(i)]);
        historyBlind.push_back(claimBlind(i) ? 1 : 0);
    }
    sink.put("history", history);
    sink.put("historySeats", historySeats);
    sink.put("historyBlind", historyBlind);

    // The cup: its dice only where this copy may see them (0 0 in a view of
    // a seat that has not looked, and before the throw).
    const bool thrown = cupThrown();
    const bool visible = thrown && !hidden_;
    sink.put("cupThrown", static_cast<ll>(thrown ? 1 : 0));
    sink.put("cupVisible", static_cast<ll>(visible ? 1 : 0));
    sink.put("cupDice", std::vector<int>{visible ? dice_[0] : 0, visible ? dice_[1] : 0});
    sink.put("cupValue", visible ? valueText(cupRank()) : std::string());
    sink.put("cupThrower", static_cast<ll>(thrower_));
    std::vector<int> seenList;
    for (int s = 0; s < seats_; ++s)
        if (seen(s))
            seenList.push_back(s);
    sink.put("cupSeenBy", seenList);

    sink.put("lastKind", revealKey(lastKind_));
    sink.put("lastDice", std::vector<int>{lastDice_[0], lastDice_[1]});
    sink.put("lastValue",
             lastDice_[0] ? valueText(rankOfDice(lastDice_[0], lastDice_[1])) : std::string());
    sink.put("lastClaim", lastClaim_ == kNoClaim ? std::string() : valueText(lastClaim_));
    sink.put("lastClaimer", static_cast<ll>(lastClaimer_));
    sink.put("lastDoubter", static_cast<ll>(lastDoubter_));
    sink.put("lastLoser", static_cast<ll>(lastLoser_));
    sink.put("lastPenalty", static_cast<ll>(lastPenalty_));
    // Whether the lifted cup held at least the claim; -1 when nobody looked.
    sink.put("lastClaimTrue",
             static_cast<ll>(lastKind_ == RevealKind::Doubt || lastKind_ == RevealKind::Shown
                                 ? (lastTrue_ ? 1 : 0)
                                 : -1));
    std::vector<std::string> events;
    for (int b = 0; b < kEvents; ++b)
        if (events_ & (1u << b))
            events.emplace_back(eventKey(b));
    sink.put("events", events);
    if (isOver()) {
        std::vector<int> winners;
        for (int s = 0; s < seats_; ++s)
            if (this->alive(s))
                winners.push_back(s);
        sink.put("winner", static_cast<ll>(winners.size() == 1 ? winners.front() : -1));
        sink.put("winners", winners);
        sink.put("reason", aliveCount() <= 1 ? "last_standing" : "first_out");
        // The one who ended a first_out game (the end screen names him).
        int loser = kNobody;
        if (aliveCount() > 1)
            for (int s = 0; s < seats_; ++s)
                if (!this->alive(s))
                    loser = s;
        sink.put("loser", static_cast<ll>(loser));
    }
}

std::uint64_t MxState::hash() const
{
    kit::StateHasher h(0x3A7C4E21ULL);
    h.add(static_cast<std::uint64_t>(seats_) | static_cast<std::uint64_t>(phase_) << 8 |
          u8(current_) << 16 | u8(starter_) << 24 | static_cast<std::uint64_t>(dice_[0]) << 32 |
          static_cast<std::uint64_t>(dice_[1]) << 40 | static_cast<std::uint64_t>(seenBy_) << 48 |
          u8(thrower_) << 56);
    h.add(static_cast<std::uint64_t>(hidden_) | static_cast<std::uint64_t>(passingBlind_) << 1 |
          static_cast<std::uint64_t>(claimCount_) << 8 | static_cast<std::uint64_t>(blind_) << 16);
    for (int s = 0; s < kMaxSeats; ++s)
        h.add(u8(minus_[idx(s)]));
    for (int i = 0; i < claimCount_; ++i)
        h.add(u8(claims_[idx(i)]) | u8(claimSeats_[idx(i)]) << 8);
    h.add(static_cast<std::uint64_t>(lastKind_) | static_cast<std::uint64_t>(lastDice_[0]) << 8 |
          static_cast<std::uint64_t>(lastDice_[1]) << 16 | u8(lastClaim_) << 24 |
          u8(lastClaimer_) << 32 | u8(lastDoubter_) << 40 | u8(lastLoser_) << 48 |
          u8(lastPenalty_) << 56);
    for (int r = 0; r < kValues; ++r)
        h.add(static_cast<std::uint64_t>(doubted_[idx(r)]) |
              static_cast<std::uint64_t>(accepted_[idx(r)]) << 32);
    h.add(static_cast<std::uint64_t>(lastTrue_) |
          static_cast<std::uint64_t>(static_cast<std::uint32_t>(rounds_)) << 8);
    return h.value();
}

std::string MxState::invariantViolation() const
{
    int total = 0;
    for (int s = 0; s < kMaxSeats; ++s) {
        const int m = minus_[idx(s)];
        if (m < 0)
            return "seat " + std::to_string(s) + " has negative minus points";
        if (s >= seats_ && m != 0)
            return "an empty seat has minus points";
        // A reveal costs at most two, and nobody out plays on.
        if (m > rules_.lives + 1)
            return "seat " + std::to_string(s) + " has more minus points than a last reveal gives";
        total += m;
    }
    if (total != penaltiesGiven_)
        return "the minus points (" + std::to_string(total) + ") are not those the reveals gave (" +
               std::to_string(penaltiesGiven_) + ")";
    if (penaltiesGiven_ < reveals_ || penaltiesGiven_ > 2 * reveals_)
        return "a reveal gave other than one or two minus points";
    if (reveals_ > 0) {
        // Exactly one loser per reveal, and the amount the rules give.
        if (lastLoser_ < 0 || lastLoser_ >= seats_)
            return "the last reveal has no loser";
        const bool looked = lastKind_ != RevealKind::Believe;
        if (lastPenalty_ !=
            (lastKind_ == RevealKind::Believe ? 1 : penaltyFor(lastClaim_, lastTrue_)))
            return "the last reveal gave " + std::to_string(lastPenalty_) + " minus points";
        if (looked && (lastDice_[0] < 1 || lastDice_[0] > 6 || lastDice_[1] < 1 ||
                       lastDice_[1] > 6 || lastDice_[0] < lastDice_[1]))
            return "the lifted cup holds no two dice 1-6";
        if (looked && lastTrue_ != (rankOfDice(lastDice_[0], lastDice_[1]) >= lastClaim_))
            return "the last reveal misjudged the claim";
        if (lastKind_ == RevealKind::Doubt &&
            lastLoser_ != (lastTrue_ ? lastDoubter_ : lastClaimer_))
            return "the wrong player lost the last reveal";
    }
    if (isOver()) {
        if (rules_.firstOutEnds ? aliveCount() >= seats_ : aliveCount() > 1)
            return "the game is over with nobody out";
        return {};
    }
    if (aliveCount() < 2)
        return "the game goes on with fewer than two players";
    if (!alive(current_) || !alive(starter_))
        return "a player without lives plays on";
    // The announcements of a round strictly increase.
    for (int i = 0; i < claimCount_; ++i) {
        if (claims_[idx(i)] < 0 || claims_[idx(i)] >= kValues)
            return "an announcement outside the 21 values";
        if (i > 0 && claims_[idx(i)] <= claims_[idx(i - 1)])
            return "an announcement does not beat the one before";
    }
    // The dice lie under the cup from the throw until the round ends.
    const bool needDice = phase_ == Phase::Announce || phase_ == Phase::Respond;
    if (!hidden_) {
        for (int i = 0; i < 2; ++i) {
            const int d = dice_[idx(i)];
            if (needDice ? (d < 1 || d > 6) : d != 0)
                return "the cup holds a die showing " + std::to_string(d);
        }
        if (dice_[0] < dice_[1])
            return "the cup's dice are not kept higher first";
    }
    if (phase_ == Phase::Respond && (claimCount_ == 0 || passingBlind_))
        return "a response without an announcement";
    if (passingBlind_ && (phase_ != Phase::Announce || claimCount_ == 0))
        return "a blind pass outside an announcement";
    if (phase_ == Phase::Start ? thrower_ != kNobody : (thrower_ < 0 || thrower_ >= seats_))
        return "the cup's thrower is unknown, or named before the throw";
    if (phase_ == Phase::Start && claimCount_ != 0)
        return "a new round with announcements";
    return {};
}

MxState MxState::viewFor(int viewer) const
{
    MxState view = *this;
    if (cupThrown() && !hidden_ && (viewer < 0 || viewer >= seats_ || !seen(viewer))) {
        view.dice_ = {0, 0};
        view.hidden_ = true;
    }
    return view;
}

MxState MxState::sampleUnseen(int seat, FastRng& rng) const
{
    MxState sample = *this;
    if (!cupThrown() || (seat >= 0 && seat < seats_ && seen(seat)))
        return sample;
    // Uniform over the 36 landings: what the seat knows (the announcements)
    // does not bind the dice, since every announcement may be a lie.
    const int x = 1 + rng.uniform(6);
    const int y = 1 + rng.uniform(6);
    sample.dice_ = {static_cast<std::uint8_t>(std::max(x, y)),
                    static_cast<std::uint8_t>(std::min(x, y))};
    sample.hidden_ = false;
    return sample;
}

} // namespace zv::maexchen
