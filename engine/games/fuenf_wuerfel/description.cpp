// What the board shows (describe), what must always hold (invariants) and the
// position hash. The keys are documented in RULES.md, "State for the board".
#include "games/fuenf_wuerfel/fw_state.h"
#include "games/fuenf_wuerfel/scoring.h"
#include "games/fuenf_wuerfel/tips.h"
#include "kit/state_hasher.h"

#include <cmath>

namespace zv::fuenf_wuerfel {
namespace {

// Whether `points` can stand in `field` as an ordinary entry.
bool ordinaryPossible(int field, int points)
{
    if (isUpper(field))
        return points % (field + 1) == 0 && points <= kDice * (field + 1) && points >= 0;
    switch (field) {
    case Dreierpasch:
    case Viererpasch:
    case Chance:
        return points == 0 ? field != Chance : points >= kDice && points <= 6 * kDice;
    case FullHouse:
        return points == 0 || points == 25;
    case KleineStrasse:
        return points == 0 || points == 30;
    case GrosseStrasse:
        return points == 0 || points == 40;
    case Kniffel:
        return points == 0 || points == kKniffelScore;
    default:
        return false;
    }
}

} // namespace

void FwState::describe(StateSink& sink) const
{
    using ll = long long;
    sink.put("over", static_cast<ll>(over_ ? 1 : 0));
    sink.put("toMove", static_cast<ll>(over_ ? kNobody : toMove()));
    sink.put("seats", static_cast<ll>(seats_));
    sink.put("current", static_cast<ll>(current_));
    sink.put("round", static_cast<ll>(round()));
    sink.put("throwsMade", static_cast<ll>(throws_));
    sink.put("pendingDice", static_cast<ll>(pending_));
    sink.put("dice", std::vector<int>(dice_.begin(), dice_.end()));
    std::vector<int> kept(kDice, 0);
    for (int d = 0; d < kept_; ++d)
        kept[static_cast<std::size_t>(d)] = 1;
    sink.put("diceKept", kept);
    sink.put("extraKniffelRule", static_cast<ll>(rules_.extraKniffel ? 1 : 0));

    std::vector<std::string> fields;
    for (int f = 0; f < kFields; ++f)
        fields.emplace_back(fieldKey(f));
    sink.put("fields", fields);
    std::vector<int> sheet, extra, upper, upperSum, bonusList, needs, lower, totals, fifty;
    for (int s = 0; s < seats_; ++s) {
        for (int f = 0; f < kFields; ++f) {
            sheet.push_back(entry(s, f));
            extra.push_back(extraEntry(s, f) ? 1 : 0);
        }
        upper.push_back(upperCounted(s));
        upperSum.push_back(upperTotal(s));
        bonusList.push_back(bonus(s));
        needs.push_back(std::max(0, kBonusThreshold - upperCounted(s)));
        lower.push_back(lowerTotal(s));
        totals.push_back(total(s));
        fifty.push_back(kniffelFifty(s) ? 1 : 0);
    }
    sink.put("sheet", sheet);
    sink.put("sheetExtra", extra);
    sink.put("upperCounted", upper);
    sink.put("upperTotal", upperSum);
    sink.put("bonus", bonusList);
    sink.put("bonusNeeds", needs);
    sink.put("lowerTotal", lower);
    sink.put("total", totals);
    sink.put("kniffelFifty", fifty);

    // What each field would give now, for the seat to move after a throw.
    std::vector<int> now(kFields, -1);
    const bool decided = !over_ && pending_ == 0 && throws_ > 0;
    if (decided)
        for (int f = 0; f < kFields; ++f)
            if (entry(current_, f) < 0)
                now[static_cast<std::size_t>(f)] = pointsNow(f);
    sink.put("scoreNow", now);
    sink.put("extraKniffelNow", static_cast<ll>(decided && extraKniffelNow() ? 1 : 0));
    sink.put("lastSeat", static_cast<ll>(lastSeat_));
    sink.put("lastField", lastField_ >= 0 ? fieldKey(lastField_) : std::string_view());
    sink.put("lastPoints", static_cast<ll>(lastPoints_));

    sink.put("tips", static_cast<ll>(rules_.tips ? 1 : 0));
    // The solver's table takes about a second to build (on a thread of its
    // own). The screen's thread describes the position and must not wait for
    // it: until it is built the tips are missing and tipsReady says so, and
    // the board asks again.
    const bool tableBuilt = Solver::isBuilt(rules_.extraKniffel);
    sink.put("tipsReady", static_cast<ll>(rules_.tips && tableBuilt ? 1 : 0));
    if (tableBuilt)
        sink.put("expectedScore",
                 static_cast<ll>(
                     std::lround(Solver::forRules(rules_.extraKniffel).expectedScore() * 100)));
    if (rules_.tips && tableBuilt && !over_ && pending_ == 0) {
        std::vector<std::string> tipMoves;
        std::vector<int> tipScores;
        int best = -1;
        const std::vector<Tip> tips = tipsFor(*this);
        for (std::size_t i = 0; i < tips.size(); ++i) {
            tipMoves.push_back(moveText(tips[i].move));
            tipScores.push_back(static_cast<int>(std::lround(tips[i].expectedFinal * 100)));
            if (best < 0 ||
                tips[i].expectedFinal > tips[static_cast<std::size_t>(best)].expectedFinal)
                best = static_cast<int>(i);
        }
        sink.put("tipMoves", tipMoves);
        sink.put("tipScores", tipScores);
        sink.put("tipBest", static_cast<ll>(best));
    }

    if (over_) {
        const std::vector<double> shares = result();
        std::vector<int> winners;
        for (int s = 0; s < seats_; ++s)
            if (shares[idx(s)] > 0)
                winners.push_back(s);
        sink.put("winner", static_cast<ll>(winners.size() == 1 ? winners.front() : -1));
        sink.put("winners", winners);
        sink.put("reason", "sheet_full");
    }
}

std::uint64_t FwState::hash() const
{
    kit::StateHasher h(0xF00F5ULL);
    h.add(static_cast<std::uint64_t>(seats_) | static_cast<std::uint64_t>(current_) << 8 |
          static_cast<std::uint64_t>(throws_) << 16 | static_cast<std::uint64_t>(pending_) << 24 |
          static_cast<std::uint64_t>(kept_) << 32 | static_cast<std::uint64_t>(over_) << 40 |
          static_cast<std::uint64_t>(rules_.extraKniffel) << 48);
    std::uint64_t dice = 0;
    for (auto d : dice_)
        dice = dice << 4 | d;
    h.add(dice);
    for (int s = 0; s < seats_; ++s) {
        for (int f = 0; f < kFields; ++f)
            h.add(static_cast<std::uint64_t>(entry(s, f) + 1) << 8 | static_cast<std::uint64_t>(f));
        h.add(extra_[idx(s)]);
    }
    return h.value();
}

std::string FwState::invariantViolation() const
{
    if (seats_ < kMinSeats || seats_ > kMaxSeats)
        return "a game of " + std::to_string(seats_) + " players";
    if (current_ < 0 || current_ >= seats_)
        return "the player to move is no seat of the game";
    // The five dice: none created or lost.
    int onTable = 0;
    for (int d = 0; d < kDice; ++d) {
        const int v = dice_[static_cast<std::size_t>(d)];
        if (v < 0 || v > 6)
            return "a die shows " + std::to_string(v);
        onTable += v > 0;
    }
    if (throws_ > kMaxThrows)
        return "more than three throws in one turn";
    if (pending_ > 0) {
        if (kept_ + pending_ != kDice || onTable != kept_)
            return "the dice kept and the dice in the air are not five";
    } else if (kept_ >= kDice || (throws_ == 0 && kept_ != 0)) {
        return "dice kept aside without a throw";
    } else if (onTable != (throws_ > 0 ? kDice : 0)) {
        return std::to_string(onTable) + " dice on the table after " + std::to_string(throws_) +
               " throws";
    }
    // The sheets: every entry one a throw can make, each field once, the
    // running totals equal to the sum of the entries, the turns in order.
    const int turnsOfCurrent = filledCount(current_);
    for (int s = 0; s < kMaxSeats; ++s) {
        if (s >= seats_) {
            if (filledMask(s) != 0 || extra_[idx(s)] != 0 || points_[idx(s)] != 0)
                return "an empty seat has a sheet";
            continue;
        }
        int sum = 0;
        for (int f = 0; f < kFields; ++f) {
            const int points = entry(s, f);
            const bool extra = extraEntry(s, f);
            if (points < 0) {
                if (extra)
                    return "a free field holds a further Kniffel";
                continue;
            }
            sum += points;
            if (points > maxScore(f))
                return "field " + std::string(fieldKey(f)) + " holds " + std::to_string(points);
            if (extra) {
                const int rest = points - kExtraKniffel;
                if (!rules_.extraKniffel || f == Kniffel || !kniffelFifty(s) ||
                    (isUpper(f) ? rest != 0 && rest != kDice * (f + 1) : rest != 0))
                    return "field " + std::string(fieldKey(f)) +
                           " holds a further Kniffel it may not";
            } else if (!ordinaryPossible(f, points)) {
                return "no throw gives " + std::to_string(points) + " in field " +
                       std::string(fieldKey(f));
            }
        }
        if (sum != points_[idx(s)])
            return "seat " + std::to_string(s) + "'s entries add up to " + std::to_string(sum) +
                   ", its sheet says " + std::to_string(points_[idx(s)]);
        if (total(s) != sum + bonus(s) || (bonus(s) != 0) != (upperCounted(s) >= kBonusThreshold))
            return "seat " + std::to_string(s) + "'s total is not its entries and bonus";
        const int turns = filledCount(s);
        const int expected = over_ ? kFields : (s < current_ ? turnsOfCurrent + 1 : turnsOfCurrent);
        if (turns != expected)
            return "seat " + std::to_string(s) + " has " + std::to_string(turns) +
                   " fields filled, the turn order says " + std::to_string(expected);
    }
    if (over_ && (throws_ != 0 || pending_ != 0))
        return "dice in play after the game";
    return {};
}

} // namespace zv::fuenf_wuerfel
