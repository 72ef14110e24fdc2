// What the board reads of a game of „Raus mit dir!“ (RULES.md, "State for
// the board"), the position hash, and the invariants self-play checks.
#include "games/raus/rs_state.h"
#include "kit/state_hasher.h"

namespace zv::raus {

std::string_view phaseKey(Phase phase)
{
    switch (phase) {
    case Phase::Throw:
        return "throw";
    case Phase::Roll:
        return "roll";
    case Phase::Move:
        return "move";
    case Phase::Pusten:
        return "pusten";
    case Phase::Over:
        return "over";
    }
    return "";
}

std::string_view eventKey(int bit)
{
    static constexpr std::string_view keys[kEvents] = {
        "out",   "hit",    "no_move", "again",   "next_try", "overlooked",
        "blown", "spared", "barrier", "in_goal", "game_over"};
    return bit >= 0 && bit < kEvents ? keys[bit] : "";
}

void RsState::describe(StateSink& sink) const
{
    using ll = long long;
    sink.put("over", static_cast<ll>(isOver()));
    sink.put("toMove", static_cast<ll>(isOver() ? kNobody : toMove()));
    sink.put("phase", phaseKey(phase_));
    sink.put("current", static_cast<ll>(current_));
    sink.put("die", static_cast<ll>(die_));
    sink.put("tries", static_cast<ll>(tries_));
    std::vector<int> colours, yard, goal;
    std::vector<std::string> places;
    for (int s = 0; s < seats_; ++s) {
        colours.push_back(colourOf(s));
        yard.push_back(inYard(s));
        goal.push_back(inGoal(s));
        for (int p = 0; p < kPieces; ++p)
            places.push_back(placeText(s, pos_[idx(s)][idx(p)]));
    }
    sink.put("colours", colours);
    sink.put("places", places); // seat by seat, four each
    sink.put("inYard", yard);
    sink.put("inGoal", goal);
    std::vector<std::string> events;
    for (int bit = 0; bit < kEvents; ++bit)
        if (events_ & (1u << bit))
            events.emplace_back(eventKey(bit));
    sink.put("events", events);
    sink.put("offender", static_cast<ll>(offender_));
    std::vector<std::string> blowable;
    if (phase_ == Phase::Pusten)
        for (const auto rel : blowable_)
            if (rel != kYard)
                blowable.push_back(placeText(offender_, rel));
    sink.put("blowable", blowable);
    // The exact chance of a six within the three tries, for the help (odds.cpp).
    const ThreeTriesOdds odds = threeTriesOdds();
    sink.put("threeTriesNumerator", static_cast<ll>(odds.numerator));
    sink.put("threeTriesDenominator", static_cast<ll>(odds.denominator));
    sink.put("compulsoryHit", static_cast<ll>(rules_.compulsoryHit));
    sink.put("barriers", static_cast<ll>(rules_.barriers));
    describeLayout(sink);
    if (isOver()) {
        sink.put("winner", static_cast<ll>(winner_));
        sink.put("reason", "all_home");
    }
}

std::uint64_t RsState::hash() const
{
    kit::StateHasher h(0x5241555321ULL);
    h.add(static_cast<std::uint64_t>(phase_) | static_cast<std::uint64_t>(current_) << 8 |
          static_cast<std::uint64_t>(die_ & 0xFF) << 16 | static_cast<std::uint64_t>(tries_) << 24 |
          static_cast<std::uint64_t>(blower_ & 0xFF) << 32);
    for (int s = 0; s < seats_; ++s) {
        std::uint64_t word = 0;
        for (int p = 0; p < kPieces; ++p)
            word = word << 8 | static_cast<std::uint8_t>(pos_[idx(s)][idx(p)]);
        h.add(word);
    }
    for (const auto rel : blowable_)
        h.add(static_cast<std::uint8_t>(rel));
    return h.value();
}

std::string RsState::invariantViolation() const
{
    std::array<int, kRing> owner{}, count{};
    owner.fill(kNobody);
    for (int s = 0; s < seats_; ++s) {
        std::array<int, kGoalFields> goal{};
        for (int p = 0; p < kPieces; ++p) {
            const int rel = pos_[idx(s)][idx(p)];
            if (rel < kYard || rel > kLastGoal)
                return "seat " + std::to_string(s) + " has a piece off the board";
            if (rel >= kFirstGoal && ++goal[idx(rel - kFirstGoal)] > 1)
                return "two pieces of seat " + std::to_string(s) + " on one goal field";
            if (rel >= 0 && rel < kRing) {
                const auto f = idx(ringField(s, rel));
                if (owner[f] != kNobody && owner[f] != s)
                    return "pieces of two players on field " + std::to_string(f + 1);
                owner[f] = s;
                if (++count[f] > (rules_.barriers ? 2 : 1))
                    return "too many pieces on field " + std::to_string(f + 1);
            }
        }
    }
    if (phase_ == Phase::Over && (winner_ < 0 || inGoal(winner_) != kPieces))
        return "the game is over without a winner with every piece home";
    if (phase_ != Phase::Over)
        for (int s = 0; s < seats_; ++s)
            if (inGoal(s) == kPieces)
                return "seat " + std::to_string(s) + " is home but the game goes on";
    if (tries_ < 1 || tries_ > kTries)
        return "tries out of range";
    return {};
}

} // namespace zv::raus
