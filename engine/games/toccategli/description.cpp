// What the board shows (describe), what must always hold (invariants), the
// position hash, and the keys of the enums. The keys are documented in
// RULES.md under "State for the board".
#include "games/toccategli/tc_state.h"

#include "core/rng.h"

namespace zv::toccategli {

std::string_view reasonKey(Reason r)
{
    constexpr std::array<std::string_view, kReasons> keys = {
        "hit_blot",     "hit_blot_doublet", "nachschlag",     "hit_hucke",  "hit_hucke_doublet",
        "kleiner_jan",  "grosser_jan",      "rueckjan",       "unplayable", "unplayable_part",
        "bearoff_blot", "marsch",           "marsch_doublet", "quadrupel",  "triple",
        "double",       "simple",           "marked",         "schule",     "schule_unjust"};
    return keys[static_cast<std::size_t>(r)];
}

std::string_view phaseKey(Phase p)
{
    constexpr std::array<std::string_view, 7> keys = {"lots", "dice",    "move",  "choice",
                                                      "over", "declare", "review"};
    return keys[static_cast<std::size_t>(p)];
}

void TcState::describe(StateSink& sink) const
{
    using ll = long long;
    sink.put("over", static_cast<ll>(isOver() ? 1 : 0));
    sink.put("toMove", static_cast<ll>(isOver() ? kNobody : toMove()));
    sink.put("phase", phaseKey(phase_));
    sink.put("thrower", static_cast<ll>(thrower_));
    sink.put("chooser", static_cast<ll>(chooser_));
    std::vector<int> count(kPoints, 0), owner(kPoints, -1);
    for (int s = 0; s < 2; ++s)
        for (int i = 0; i < kPoints; ++i)
            if (stones_[s][i] > 0) {
                const auto p = static_cast<std::size_t>(pointOf(s, i) - 1);
                count[p] = stones_[s][i];
                owner[p] = s;
            }
    sink.put("pointCount", count);
    sink.put("pointOwner", owner);
    sink.put("borneOff", std::vector<int>{off_[0], off_[1]});
    sink.put("markers", std::vector<int>{marker_[0], marker_[1]});
    sink.put("striche", std::vector<int>{striche_[0], striche_[1]});
    sink.put("partieStriche", static_cast<ll>(rules_.partieStriche));
    sink.put("games", static_cast<ll>(games_));
    sink.put("startPoint", std::vector<int>{pointOf(0, 0), pointOf(1, 0)});
    sink.put("huckePoint", std::vector<int>{pointOf(0, kHucke), pointOf(1, kHucke)});
    sink.put("hasHucke", std::vector<int>{hasHucke(0) ? 1 : 0, hasHucke(1) ? 1 : 0});
    sink.put("force", std::vector<int>{hasForce(0) ? 1 : 0, hasForce(1) ? 1 : 0});
    sink.put("kleinerJan", std::vector<int>{closed(0, 0) ? 1 : 0, closed(1, 0) ? 1 : 0});
    sink.put("grosserJan", std::vector<int>{closed(0, 6) ? 1 : 0, closed(1, 6) ? 1 : 0});
    sink.put("rueckjan", std::vector<int>{closed(0, 18) ? 1 : 0, closed(1, 18) ? 1 : 0});
    sink.put("dice", a_ == 0 ? std::vector<int>{} : std::vector<int>{a_, b_});
    sink.put("doublet", static_cast<ll>(doublet() ? 1 : 0));
    sink.put("lots", lotA_ == 0 ? std::vector<int>{} : std::vector<int>{lotA_, lotB_});

    std::vector<int> seat, points, at, from, striche;
    std::vector<std::string> reason;
    for (int i = 0; i < markCount_; ++i) {
        const Mark& m = marks_[static_cast<std::size_t>(i)];
        seat.push_back(m.seat);
        reason.emplace_back(reasonKey(m.reason));
        points.push_back(m.points);
        at.push_back(m.at);
        from.push_back(m.from);
        striche.push_back(isStriche(m.reason) || m.reason == Reason::MarschDoublet ? 1 : 0);
    }
    sink.put("markSeat", seat);
    sink.put("markReason", reason);
    sink.put("markPoints", points);
    sink.put("markAt", at);
    sink.put("markFrom", from);
    sink.put("markStriche", striche);
    sink.put("schule", static_cast<ll>(rules_.schule ? 1 : 0));
    sink.put("declared", static_cast<ll>(rules_.schule ? declared_ : -1));
    std::vector<std::string> dueReason;
    std::vector<int> duePoints, dueAt, dueFrom;
    if (dueShown_)
        for (int i = 0; i < dueCount_; ++i) {
            const Mark& m = due_marks_[static_cast<std::size_t>(i)];
            dueReason.emplace_back(reasonKey(m.reason));
            duePoints.push_back(m.points);
            dueAt.push_back(m.at);
            dueFrom.push_back(m.from);
        }
    sink.put("due", static_cast<ll>(dueShown_ ? due_ : -1));
    sink.put("dueReason", dueReason);
    sink.put("duePoints", duePoints);
    sink.put("dueAt", dueAt);
    sink.put("dueFrom", dueFrom);
    if (isOver()) {
        sink.put("winner", static_cast<ll>(winner()));
        sink.put("reason", "partie");
    }
}

std::uint64_t TcState::hash() const
{
    std::uint64_t h = 0x546F6363617465ULL; // "Toccate"
    const auto mix = [&h](std::uint64_t v) {
        std::uint64_t state = h ^ (v + 0x9E3779B97F4A7C15ULL);
        h = splitmix64(state);
    };
    for (int s = 0; s < 2; ++s) {
        std::uint64_t packed = 0;
        for (int i = 0; i < kPoints; ++i) {
            packed = packed * 16 + static_cast<std::uint64_t>(stones_[s][i]);
            if (i % 12 == 11) {
                mix(packed);
                packed = 0;
            }
        }
        mix(static_cast<std::uint64_t>(off_[s]) << 32 |
            static_cast<std::uint64_t>(marker_[s]) << 8 | static_cast<std::uint64_t>(striche_[s]));
    }
    mix(static_cast<std::uint64_t>(phase_) | static_cast<std::uint64_t>(resume_) << 4 |
        static_cast<std::uint64_t>(thrower_) << 8 | static_cast<std::uint64_t>(chooser_ + 1) << 12 |
        static_cast<std::uint64_t>(a_) << 16 | static_cast<std::uint64_t>(b_) << 20 |
        static_cast<std::uint64_t>(rules_.partieStriche) << 24 |
        static_cast<std::uint64_t>(rules_.schule ? 1 : 0) << 28 |
        static_cast<std::uint64_t>(declared_ + 1) << 32 | static_cast<std::uint64_t>(due_) << 40 |
        static_cast<std::uint64_t>(dueShown_ ? 1 : 0) << 56);
    return h;
}

std::string TcState::invariantViolation() const
{
    const auto seatName = [](int s) { return std::string(s == 0 ? "white" : "black"); };
    for (int s = 0; s < 2; ++s) {
        int sum = off_[s];
        for (int i = 0; i < kPoints; ++i) {
            if (stones_[s][i] < 0)
                return seatName(s) + " has fewer than no stones on a point";
            if (stones_[s][i] > 0 && opponentAt(s, i) > 0)
                return "point " + std::to_string(pointOf(s, i)) + " holds stones of both colours";
            sum += stones_[s][i];
        }
        if (sum != kStones)
            return seatName(s) + " has " + std::to_string(sum) +
                   " stones on the board and borne off, not 15";
        if (marker_[s] < 0)
            return seatName(s) + "'s marker stands below nothing";
        if (marker_[s] >= kRoundPoints && !isOver()) // once decided, the rest is not counted
            return seatName(s) + " marked twelve without winning the round";
        if (striche_[s] < 0)
            return seatName(s) + " has fewer than no Striche";
        if (stones_[s][kOppHucke] != 0)
            return seatName(s) + " stands on the opponent's Hucke";
        if (stones_[s][kHucke] == 1)
            return seatName(s) + " has a single stone in his Hucke";
    }
    const bool decided = striche_[0] >= rules_.partieStriche || striche_[1] >= rules_.partieStriche;
    if (decided != isOver())
        return "the Partie's end does not match the Striche";
    if (striche_[0] >= rules_.partieStriche && striche_[1] >= rules_.partieStriche)
        return "both players have won the Partie";
    if (phase_ == Phase::Choice && (chooser_ < 0 || chooser_ > 1 || resume_ == Resume::None))
        return "a choice without a player who marked twelve";
    if (phase_ == Phase::Review && (!rules_.schule || declared_ < 0))
        return "a review without a marking";
    if (phase_ == Phase::Declare && !rules_.schule)
        return "a player marks himself without the Schule";
    if (due_ < 0)
        return "a throw is due fewer than no points";
    if ((phase_ == Phase::Move || phase_ == Phase::Choice) && a_ == 0)
        return "a play without a throw";
    if (!isOver() && phase_ != Phase::Lots && (off_[0] == kStones || off_[1] == kStones))
        return "a game goes on after the Marsch";
    return ledgerViolation();
}

std::string TcState::ledgerViolation() const
{
    if (marksLost_)
        return "a mark did not fit the record of its move and was lost";
    std::array<int, 2> marker = {markerBefore_[0], markerBefore_[1]};
    std::array<int, 2> striche = {stricheBefore_[0], stricheBefore_[1]};
    if (wiped_) {
        // „wie gewöhnlich angefangen“: the one change of a marker without a mark.
        if (markCount_ != 0)
            return "a new game made a mark";
        marker = {0, 0};
    }
    bool decided = false;
    int doubletSeat = kNobody; // a Marsch with a doublet waiting for its Striche
    for (int i = 0; i < markCount_; ++i) {
        const Mark& m = marks_[static_cast<std::size_t>(i)];
        const std::string what = "the mark " + std::string(reasonKey(m.reason)) + " " +
                                 std::to_string(m.points) + " of seat " + std::to_string(m.seat);
        if (m.seat != 0 && m.seat != 1)
            return what + " has no seat";
        if (decided)
            return what + " follows the Partie's last Strich";
        const auto me = static_cast<std::size_t>(m.seat);
        const auto him = 1 - me;
        if (isStriche(m.reason)) {
            // „zwölf markiert“: the round settled at once, by the opponent's points.
            if (marker[me] < kRoundPoints && doubletSeat != m.seat)
                return what + " without twelve points or a Marsch with a doublet";
            const int his = marker[him];
            const int count = his == 0 ? 4 : his <= 2 ? 3 : his <= 6 ? 2 : 1;
            const Reason kind = count == 4   ? Reason::Quadrupel
                                : count == 3 ? Reason::Triple
                                : count == 2 ? Reason::Double
                                             : Reason::Simple;
            if (m.reason != kind || m.points != count)
                return what + " against an opponent's marker of " + std::to_string(his);
            striche[me] += count;
            marker[me] = doubletSeat == m.seat ? 0 : marker[me] - kRoundPoints;
            marker[him] = 0;
            doubletSeat = kNobody;
            decided = striche[me] >= rules_.partieStriche;
            continue;
        }
        if (doubletSeat != kNobody || marker[0] >= kRoundPoints || marker[1] >= kRoundPoints)
            return what + " comes before a round of twelve is settled";
        if (m.reason == Reason::MarschDoublet) {
            if (m.points != 0)
                return what + ": the Marsch with a doublet wins Striche, not points";
            doubletSeat = m.seat;
            continue;
        }
        if (m.points <= 0)
            return what + " moves no marker";
        marker[me] += m.points;
    }
    if (doubletSeat != kNobody)
        return "a Marsch with a doublet without its Striche";
    if (!decided && (marker[0] >= kRoundPoints || marker[1] >= kRoundPoints))
        return "twelve points marked without Striche";
    if (decided != isOver() && markCount_ > 0)
        return decided ? "the marks decide the Partie but it goes on"
                       : "the Partie ends without a mark deciding it";
    for (std::size_t s = 0; s < 2; ++s) {
        const std::string seat = s == 0 ? "white" : "black";
        if (marker[s] != marker_[s])
            return seat + "'s marker went from " + std::to_string(markerBefore_[s]) + " to " +
                   std::to_string(marker_[s]) + "; the move's marks account for " +
                   std::to_string(marker[s]);
        if (striche[s] != striche_[s])
            return seat + "'s Striche went from " + std::to_string(stricheBefore_[s]) + " to " +
                   std::to_string(striche_[s]) + "; the move's marks account for " +
                   std::to_string(striche[s]);
    }
    return {};
}

} // namespace zv::toccategli
