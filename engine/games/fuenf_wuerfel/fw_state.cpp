// Fünf Würfel: setting up, the legal moves, the throws and the entries.
#include "games/fuenf_wuerfel/fw_state.h"

#include "games/fuenf_wuerfel/scoring.h"

#include <algorithm>
#include <bit>

namespace zv::fuenf_wuerfel {

FwState::FwState(int seats, Rules rules) : rules_(rules), seats_(static_cast<std::uint8_t>(seats))
{
    for (auto& sheet : sheet_)
        sheet.fill(-1);
}

std::vector<double> FwState::result() const
{
    // „Es gewinnt der Spieler mit den meisten Punkten.“ A shared first place
    // is a draw among those who share it.
    std::vector<double> shares(seats_, 0.0);
    if (!over_)
        return shares;
    int best = 0, first = 0;
    for (int s = 0; s < seats_; ++s)
        best = std::max(best, total(s));
    for (int s = 0; s < seats_; ++s)
        first += total(s) == best;
    for (int s = 0; s < seats_; ++s)
        if (total(s) == best)
            shares[idx(s)] = first == 1 ? 1.0 : 0.5;
    return shares;
}

int FwState::filledCount(int seat) const
{
    return std::popcount(filledMask(seat));
}

unsigned FwState::filledMask(int seat) const
{
    unsigned mask = 0;
    for (int f = 0; f < kFields; ++f)
        if (entry(seat, f) >= 0)
            mask |= 1u << f;
    return mask;
}

int FwState::upperCounted(int seat) const
{
    int sum = 0;
    for (int f = 0; f < kUpperFields; ++f)
        if (entry(seat, f) >= 0)
            sum += entry(seat, f) - (extraEntry(seat, f) ? kExtraKniffel : 0);
    return sum;
}

int FwState::upperTotal(int seat) const
{
    int sum = 0;
    for (int f = 0; f < kUpperFields; ++f)
        sum += std::max(0, entry(seat, f));
    return sum;
}

int FwState::lowerTotal(int seat) const
{
    int sum = 0;
    for (int f = kUpperFields; f < kFields; ++f)
        sum += std::max(0, entry(seat, f));
    return sum;
}

Counts FwState::diceCounts() const
{
    return countsOf(dice_.data(), kDice);
}

bool FwState::extraKniffelNow() const
{
    return rules_.extraKniffel && throws_ > 0 && pending_ == 0 && kniffelFifty(current_) &&
           isKniffelThrow(diceCounts());
}

int FwState::pointsNow(int field) const
{
    const Counts c = diceCounts();
    return extraKniffelNow() ? extraKniffelScore(field, c) : ordinaryScore(field, c);
}

SheetKey FwState::sheetKey(int seat) const
{
    return SheetKey{filledMask(seat), upperCounted(seat), kniffelFifty(seat)};
}

int FwState::round() const
{
    return std::min(kFields, filledCount(current_) + 1);
}

int FwState::generateMoves(Move* out) const
{
    if (over_)
        return 0;
    const DiceSets& sets = DiceSets::instance();
    int n = 0;
    if (pending_ > 0) {
        for (int s : sets.bySize()) {
            if (sets.size(s) != pending_)
                continue;
            Move m{MoveKind::Roll, 0, pending_, {}};
            int count = 0;
            m.v = valuesOf(sets.counts(s), &count);
            out[n++] = m;
        }
        return n;
    }
    if (throws_ == 0) {
        out[n++] = Move{MoveKind::Throw, 0, 0, {}};
        return n;
    }
    // „Spätestens nach dem dritten Wurf muss man sich für ein freies Feld ...
    // entscheiden“: an entry is always possible, a further throw up to the third.
    for (int f = 0; f < kFields; ++f)
        if (entry(current_, f) < 0)
            out[n++] = Move{MoveKind::Score, static_cast<std::uint8_t>(f), 0, {}};
    if (throws_ >= kMaxThrows)
        return n;
    out[n++] = Move{MoveKind::Throw, 0, 0, {}};
    // Every different set of one to four of the five dice may be kept aside
    // (dice kept before may go back into the cup: RULES.md, decisions).
    const Counts all = diceCounts();
    for (int s : sets.bySize()) {
        const int size = sets.size(s);
        if (size == 0 || size == kDice)
            continue;
        const Counts& c = sets.counts(s);
        bool inside = true;
        for (int face = 1; face <= 6; ++face)
            inside =
                inside && c[static_cast<std::size_t>(face)] <= all[static_cast<std::size_t>(face)];
        if (!inside)
            continue;
        Move m{MoveKind::Keep, 0, static_cast<std::uint8_t>(size), {}};
        int count = 0;
        m.v = valuesOf(c, &count);
        out[n++] = m;
    }
    return n;
}

double FwState::chanceWeight(Move move) const
{
    if (move.kind != MoveKind::Roll)
        return 0.0;
    const DiceSets& sets = DiceSets::instance();
    const int s = sets.index(countsOf(move.v.data(), move.count));
    return s == DiceSets::kNone ? 0.0 : sets.probability(s);
}

void FwState::apply(Move move)
{
    switch (move.kind) {
    case MoveKind::Throw:
        dice_ = {};
        kept_ = 0;
        pending_ = kDice;
        return;
    case MoveKind::Keep:
        dice_ = {};
        std::copy(move.v.begin(), move.v.begin() + move.count, dice_.begin());
        kept_ = move.count;
        pending_ = static_cast<std::uint8_t>(kDice - move.count);
        return;
    case MoveKind::Roll:
        std::copy(move.v.begin(), move.v.begin() + move.count, dice_.begin() + kept_);
        pending_ = 0;
        ++throws_;
        return;
    case MoveKind::Score:
        enter(move.field);
        return;
    }
}

void FwState::enter(int field)
{
    const bool extra = extraKniffelNow();
    const int points = pointsNow(field);
    const int s = current_;
    sheet_[idx(s)][static_cast<std::size_t>(field)] = static_cast<std::int16_t>(points);
    if (extra)
        extra_[idx(s)] = static_cast<std::uint16_t>(extra_[idx(s)] | (1u << field));
    points_[idx(s)] = static_cast<std::int16_t>(points_[idx(s)] + points);
    lastSeat_ = static_cast<std::int8_t>(s);
    lastField_ = static_cast<std::int8_t>(field);
    lastPoints_ = static_cast<std::int16_t>(points);
    // The next player's turn; the sheet of the last seat full ends the game
    // („Ist der Spielzettel voll, so ist das Spiel beendet“).
    throws_ = 0;
    kept_ = 0;
    dice_ = {};
    if (s == seats_ - 1 && filledCount(s) == kFields) {
        over_ = true;
        return;
    }
    current_ = static_cast<std::int8_t>((s + 1) % seats_);
}

void FwState::setEntryForTest(int seat, int field, int points, bool extra)
{
    sheet_[idx(seat)][static_cast<std::size_t>(field)] = static_cast<std::int16_t>(points);
    if (extra)
        extra_[idx(seat)] = static_cast<std::uint16_t>(extra_[idx(seat)] | (1u << field));
    points_[idx(seat)] = static_cast<std::int16_t>(points_[idx(seat)] + points);
}

} // namespace zv::fuenf_wuerfel
