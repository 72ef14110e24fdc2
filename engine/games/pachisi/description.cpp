// What the board reads of a game of Pachisi (RULES.md, "State for the
// board"), the position hash, and the invariants self-play checks.
#include "games/pachisi/pc_state.h"
#include "kit/state_hasher.h"

namespace zv::pachisi {

std::string_view phaseKey(Phase phase)
{
    switch (phase) {
    case Phase::Throw:
        return "throw";
    case Phase::Roll:
        return "roll";
    case Phase::Move:
        return "move";
    case Phase::Over:
        return "over";
    }
    return "";
}

std::string_view eventKey(int bit)
{
    static constexpr std::string_view keys[kEvents] = {"enter", "capture", "no_move",  "grace",
                                                       "home",  "passed",  "game_over"};
    return bit >= 0 && bit < kEvents ? keys[bit] : "";
}

void PcState::describe(StateSink& sink) const
{
    using ll = long long;
    sink.put("over", static_cast<ll>(isOver()));
    sink.put("toMove", static_cast<ll>(isOver() ? kNobody : toMove()));
    sink.put("phase", phaseKey(phase_));
    sink.put("current", static_cast<ll>(current_));
    sink.put("shells", static_cast<ll>(rules_.shells));
    sink.put("mouthsUp", static_cast<ll>(throw_.mouthsUp));
    sink.put("score", static_cast<ll>(throw_.score));
    sink.put("grace", static_cast<ll>(throw_.grace));
    std::vector<std::string> places;
    std::vector<int> waitingCounts, homeCounts;
    for (int s = 0; s < kSeats; ++s) {
        waitingCounts.push_back(waiting(s));
        homeCounts.push_back(home(s));
        for (const auto p : pos_[idx(s)])
            places.push_back(p == kWaiting ? "waiting" : p == kHome ? "home" : squareText(s, p));
    }
    sink.put("places", places); // seat by seat, four each
    sink.put("waiting", waitingCounts);
    sink.put("home", homeCounts);
    std::vector<std::string> events;
    for (int bit = 0; bit < kEvents; ++bit)
        if (events_ & (1u << bit))
            events.emplace_back(eventKey(bit));
    sink.put("events", events);
    // The score of every fall of the shells, for the board's table.
    std::vector<int> scores, graces;
    for (int k = 0; k <= rules_.shells; ++k) {
        const Throw t = throwOf(rules_, k);
        scores.push_back(t.score);
        graces.push_back(t.grace);
    }
    sink.put("throwScores", scores);
    sink.put("throwGraces", graces);
    describeLayout(sink);
    if (isOver()) {
        // The seat that brought the last piece home; its partner wins with it.
        sink.put("winner", static_cast<ll>(winner_));
        sink.put("winningSide", static_cast<ll>(winningSide()));
        sink.put("reason", "side_home");
    }
}

std::uint64_t PcState::hash() const
{
    kit::StateHasher h(0x5041434849ULL);
    h.add(static_cast<std::uint64_t>(phase_) | static_cast<std::uint64_t>(current_) << 8 |
          static_cast<std::uint64_t>(throw_.mouthsUp) << 16);
    for (const auto& pieces : pos_) {
        std::uint64_t word = 0;
        for (const auto p : pieces)
            word = word << 8 | static_cast<std::uint8_t>(p);
        h.add(word);
    }
    return h.value();
}

std::string PcState::invariantViolation() const
{
    std::array<int, kSquares> side{};
    side.fill(kNobody);
    for (int s = 0; s < kSeats; ++s)
        for (const auto p : pos_[idx(s)]) {
            if (p < kWaiting || p > kHome)
                return "seat " + std::to_string(s) + " has a piece off its way";
            if (p == kWaiting || p == kHome)
                continue;
            const auto sq = static_cast<std::size_t>(squareOf(s, p).index());
            if (side[sq] != kNobody && side[sq] != s % 2)
                return "pieces of both sides on square " + squareText(s, p);
            side[sq] = s % 2;
        }
    if (phase_ == Phase::Over && (winner_ < 0 || !sideHome(winningSide())))
        return "the game is over but no side has all eight pieces home";
    if (phase_ != Phase::Over && (sideHome(0) || sideHome(1)))
        return "a side is home but the game goes on";
    return {};
}

} // namespace zv::pachisi
