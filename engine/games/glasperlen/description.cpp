// What the board shows (describe) and what must always hold (invariants).
// The keys are documented in RULES.md under "State for the board".
#include "games/glasperlen/gp_state.h"

namespace zv::glasperlen {

namespace {

// A pit's or cup's beads as digits: stones first, then gems by value. The
// order inside a pit means nothing to the rules; this one is stable.
std::string beadDigits(const Counts& c)
{
    std::string s;
    for (int t = 0; t < kTypes; ++t)
        s.append(c[t], static_cast<char>('0' + t));
    return s;
}

std::vector<int> pathOf(const TurnReport& r)
{
    std::vector<int> path;
    int q = r.origin;
    for (int i = 0; i < r.sownCount; ++i) {
        q = (q + 1) % kPits;
        if (q == r.origin)
            q = (q + 1) % kPits;
        path.push_back(q);
    }
    return path;
}

// A key the board turns into a sentence explaining the turn.
std::string explanationKey(const TurnReport& r)
{
    if (r.origin < 0)
        return r.seat >= 0 ? "resigned" : "none";
    switch (r.capture) {
    case CaptureKind::None:
        return r.fed ? "fed" : "sown";
    case CaptureKind::Direct:
        return r.chainLength > 1 ? "direct_chain" : "direct";
    case CaptureKind::Indirect:
        if (r.takenCount == 0)
            return "indirect_nothing";
        for (int i = 0; i < r.takenCount; ++i)
            if (r.taken[static_cast<std::size_t>(i)].pit < 0)
                return r.chainLength > 1 ? "indirect_chain_cup" : "indirect_cup";
        return r.chainLength > 1 ? "indirect_chain" : "indirect";
    }
    return "none";
}

void putTurn(StateSink& sink, const std::string& prefix, const TurnReport& r)
{
    std::string sown;
    for (int i = 0; i < r.sownCount; ++i)
        sown += static_cast<char>('0' + r.sown[static_cast<std::size_t>(i)]);
    sink.put(prefix + "Seat", static_cast<long long>(r.seat));
    sink.put(prefix + "Origin", static_cast<long long>(r.origin));
    sink.put(prefix + "Sown", sown);
    sink.put(prefix + "Path", pathOf(r));
    sink.put(prefix + "Capture", captureKey(r.capture));
    sink.put(prefix + "CapturePit", static_cast<long long>(r.capturePit));
    std::vector<int> chain;
    for (int i = 0; i < r.chainLength; ++i)
        chain.push_back(r.capturePit - i);
    sink.put(prefix + "Chain", chain);
    std::vector<std::string> taken;
    for (int i = 0; i < r.takenCount; ++i) {
        const Taken& t = r.taken[static_cast<std::size_t>(i)];
        taken.push_back((t.pit >= 0 ? std::string("pit:") + GpState::pitLetter(t.pit) : "cup") +
                        ":" + std::to_string(t.value));
    }
    sink.put(prefix + "Taken", taken);
    sink.put(prefix + "Fed", static_cast<long long>(r.fed ? 1 : 0));
    sink.put(prefix + "Explanation", explanationKey(r));
    sink.put(prefix + "Text", GpState::turnText(r));
}

} // namespace

void GpState::describe(StateSink& sink) const
{
    sink.put("over", static_cast<long long>(isOver() ? 1 : 0));
    sink.put("toMove", static_cast<long long>(side_));
    sink.put("rules", rules_.tournament ? "tournament" : "source");
    std::vector<std::string> names, beads;
    std::vector<int> counts;
    for (int p = 0; p < kPits; ++p) {
        names.emplace_back(1, pitLetter(p));
        beads.push_back(beadDigits(pits_[p]));
        counts.push_back(beadsIn(p));
    }
    sink.put("pits", names);
    sink.put("pitBeads", beads);
    sink.put("pitCounts", counts);
    sink.put("cups", std::vector<std::string>{beadDigits(cups_[0]), beadDigits(cups_[1])});
    sink.put("points", std::vector<int>{points(kSouth), points(kNorth)});
    sink.put("gemsOnBoard", static_cast<long long>(gemsOnBoard()));
    sink.put("phase", phaseKey(phase_));
    sink.put("hand", beadDigits(hand_));
    sink.put("origin", static_cast<long long>(origin_));
    sink.put("nextPit", static_cast<long long>(nextPit()));
    sink.put("takesLeft", static_cast<long long>(takesLeft_));
    sink.put("feeding", static_cast<long long>(feeding_ ? 1 : 0));
    sink.put("turn", static_cast<long long>(turns_));
    sink.put("turnLimit", static_cast<long long>(kTurnLimit));
    putTurn(sink, "last", last_);
    if (phase_ == Phase::Sow || phase_ == Phase::Take)
        putTurn(sink, "current", current_);
    if (isOver()) {
        sink.put("winner", static_cast<long long>(winner_));
        sink.put("reason", endReasonKey(reason_));
    }
}

std::string GpState::invariantViolation() const
{
    Counts all = hand_;
    for (const auto& p : pits_)
        for (int t = 0; t < kTypes; ++t)
            all[t] += p[t];
    for (int seat = 0; seat < 2; ++seat) {
        if (cups_[seat][0] != 0)
            return "a stone lies in a cup";
        for (int t = 1; t < kTypes; ++t)
            all[t] += cups_[seat][t];
    }
    if (all != Counts{10, 2, 2, 2, 2, 2})
        return "the pits, the hand and the cups do not hold 10 stones and every gem 1-5 twice";
    if (points(kSouth) + points(kNorth) +
            [this] {
                int s = 0;
                for (const auto& p : pits_)
                    for (int g = 1; g < kTypes; ++g)
                        s += g * p[g];
                for (int g = 1; g < kTypes; ++g)
                    s += g * hand_[g];
                return s;
            }() !=
        kGemPoints)
        return "the gems are not worth 30 points together";
    if (phase_ == Phase::Sow) {
        if (handSize() == 0)
            return "sowing with an empty hand";
        if (origin_ < 0 || sideOf(origin_) != side_ || beadsIn(origin_) != 0)
            return "the starting pit is not the mover's or not empty while sowing";
    } else if (handSize() != 0) {
        return "beads are in the hand outside sowing";
    }
    if ((phase_ == Phase::Take) != (takesLeft_ > 0))
        return "gems are to be taken outside an indirect capture";
    if (phase_ == Phase::Over) {
        if (winner_ < 0 || reason_ == EndReason::None)
            return "a finished game names no winner";
    } else if (winner_ >= 0) {
        return "a running game names a winner";
    }
    if (phase_ == Phase::Choose && beadsOnSide(side_) == 0)
        return "the player to move has no bead but the game is not over";
    return {};
}

} // namespace zv::glasperlen
