// Schocken: setting up, whose move it is, the legal moves, and the throws of
// the opening, the covered first throws, the further throws and the roll-off.
// A round's end, the chips and the halves: round_end.cpp.
#include "games/schocken/sk_state.h"

#include "games/schocken/keep_odds.h"

#include <algorithm>
#include <bit>

namespace zv::schocken {
namespace {

std::vector<DiceOutcome> outcomesOf(int count)
{
    std::vector<DiceOutcome> list;
    int total = 1;
    for (int i = 0; i < count; ++i)
        total *= 6;
    for (int code = 0; code < total; ++code) {
        Throw t{};
        int c = code;
        for (int i = 0; i < count; ++i, c /= 6)
            t[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(1 + c % 6);
        std::sort(t.begin(), t.begin() + count);
        auto it = std::find_if(list.begin(), list.end(),
                               [&](const DiceOutcome& o) { return o.values == t; });
        if (it == list.end())
            list.push_back(DiceOutcome{t, 1});
        else
            ++it->landings;
    }
    std::sort(list.begin(), list.end(),
              [](const DiceOutcome& a, const DiceOutcome& b) { return a.values < b.values; });
    return list;
}

} // namespace

const std::vector<DiceOutcome>& diceOutcomes(int count)
{
    static const std::array<std::vector<DiceOutcome>, 4> tables = {
        std::vector<DiceOutcome>{}, outcomesOf(1), outcomesOf(2), outcomesOf(3)};
    return tables[static_cast<std::size_t>(std::clamp(count, 0, 3))];
}

SkState::SkState(int seats, Rules rules) : rules_(rules), seats_(static_cast<std::uint8_t>(seats))
{
    inStage_ = static_cast<std::uint8_t>((1u << seats) - 1);
    inRound_ = inStage_;
    phase_ = Phase::Opening;
    current_ = 0;
}

std::vector<double> SkState::result() const
{
    // One player loses the game (pays the next round); everybody else wins.
    std::vector<double> shares(seats_, isOver() ? 1.0 : 0.0);
    if (isOver() && loser_ != kNobody)
        shares[idx(loser_)] = 0.0;
    return shares;
}

int SkState::nextInRound(int seat) const
{
    const unsigned members = phase_ == Phase::Opening ? inStage_ : inRound_;
    for (int k = 1; k <= seats_; ++k) {
        const int s = (seat + k) % seats_;
        if ((members >> s) & 1u)
            return s;
    }
    return seat;
}

std::vector<int> SkState::roundOrder() const
{
    std::vector<int> order;
    if (!inRound(lead_))
        return order;
    int s = lead_;
    do {
        order.push_back(s);
        s = nextInRound(s);
    } while (s != lead_);
    return order;
}

int SkState::asideCount(int seat) const
{
    return std::popcount(static_cast<unsigned>(aside_[idx(seat)]));
}

int SkState::throwLimit(int seat) const
{
    if (seat == lead_ || !leadDone())
        return kMaxThrows;
    return othersLimit_;
}

bool SkState::covered(int seat) const
{
    if (phase_ == Phase::Covered)
        return true;
    return phase_ == Phase::Play && seat != lead_;
}

int SkState::chipsMovedLastRound() const
{
    int moved = 0;
    for (int i = 0; i < paymentCount_; ++i)
        moved += payments_[static_cast<std::size_t>(i)].amount;
    return moved;
}

int SkState::generateMoves(Move* out) const
{
    if (isOver())
        return 0;
    if (pending_ > 0) {
        int n = 0;
        for (const DiceOutcome& o : diceOutcomes(pending_))
            out[n++] = Move{MoveKind::Dice, static_cast<std::uint8_t>(pending_), o.values};
        return n;
    }
    if (phase_ == Phase::Play)
        return decisionMoves(out);
    out[0] = Move{MoveKind::Throw, 0, {}};
    return 1;
}

int SkState::decisionMoves(Move* out) const
{
    const int s = current_;
    int n = 0;
    out[n++] = Move{MoveKind::Stand, 0, {}};
    if (throws_[idx(s)] >= throwLimit(s))
        return n;
    for (const KeepOption& o : keepOptions(asideSet(s), cupSet(s), rules_))
        out[n++] = o.move;
    return n;
}

DiceSet SkState::asideSet(int seat) const
{
    DiceSet set;
    for (int d = 0; d < kDice; ++d)
        if (aside(seat, d))
            set.v[static_cast<std::size_t>(set.n++)] =
                dice_[idx(seat)][static_cast<std::size_t>(d)];
    std::sort(set.v.begin(), set.v.begin() + set.n);
    return set;
}

DiceSet SkState::cupSet(int seat) const
{
    DiceSet set;
    for (int d = 0; d < kDice; ++d)
        if (!aside(seat, d))
            set.v[static_cast<std::size_t>(set.n++)] =
                dice_[idx(seat)][static_cast<std::size_t>(d)];
    std::sort(set.v.begin(), set.v.begin() + set.n);
    return set;
}

double SkState::chanceWeight(Move move) const
{
    if (move.kind != MoveKind::Dice)
        return 0.0;
    for (const DiceOutcome& o : diceOutcomes(move.count))
        if (o.values == move.v) {
            double total = 1;
            for (int i = 0; i < move.count; ++i)
                total *= 6;
            return o.landings / total;
        }
    return 0.0;
}

void SkState::apply(Move move)
{
    events_ = 0;
    paymentCount_ = 0;
    const int s = current_;
    switch (move.kind) {
    case MoveKind::Throw:
        // The last round's roll-off dice stay on the board until this round's first throw.
        if (phase_ == Phase::Covered && s == lead_)
            roll_ = {};
        if (phase_ == Phase::Opening)
            pending_ = static_cast<std::int8_t>(rules_.start == StartVariant::OneDie ? 1 : kDice);
        else
            pending_ =
                static_cast<std::int8_t>(phase_ == Phase::Play ? kDice - asideCount(s) : kDice);
        return;
    case MoveKind::Keep:
        for (int i = 0; i < move.count; ++i)
            for (int d = 0; d < kDice; ++d)
                if (!aside(s, d) && dice_[idx(s)][static_cast<std::size_t>(d)] ==
                                        move.v[static_cast<std::size_t>(i)]) {
                    aside_[idx(s)] = static_cast<std::uint8_t>(aside_[idx(s)] | (1u << d));
                    break;
                }
        pending_ = static_cast<std::int8_t>(kDice - asideCount(s));
        return;
    case MoveKind::Turn: {
        int toTurn = move.count;
        for (int d = 0; d < kDice && toTurn > 0; ++d)
            if (!aside(s, d) && dice_[idx(s)][static_cast<std::size_t>(d)] == 6) {
                dice_[idx(s)][static_cast<std::size_t>(d)] = 1;
                aside_[idx(s)] = static_cast<std::uint8_t>(aside_[idx(s)] | (1u << d));
                turned_[idx(s)] = static_cast<std::uint8_t>(turned_[idx(s)] | (1u << d));
                --toTurn;
            }
        if (move.v[0] != 0) {
            // One more die of this throw aside; the generator never offers the
            // partner six, so any cup die of this value will do.
            for (int d = 0; d < kDice; ++d)
                if (!aside(s, d) && dice_[idx(s)][static_cast<std::size_t>(d)] == move.v[0]) {
                    aside_[idx(s)] = static_cast<std::uint8_t>(aside_[idx(s)] | (1u << d));
                    break;
                }
        }
        pending_ = static_cast<std::int8_t>(kDice - asideCount(s));
        return;
    }
    case MoveKind::Stand:
        finishPlayer(s);
        advancePlay();
        return;
    case MoveKind::Dice:
        landDice(move);
        return;
    }
}

void SkState::landDice(const Move& dice)
{
    const int s = current_;
    pending_ = 0;
    switch (phase_) {
    case Phase::Opening:
        opening_[idx(s)] = dice.v;
        current_ = static_cast<std::int8_t>(nextInRound(s));
        if (current_ == std::countr_zero(static_cast<unsigned>(inStage_)))
            afterOpening();
        return;
    case Phase::Covered:
        dice_[idx(s)] = dice.v;
        throws_[idx(s)] = 1;
        current_ = static_cast<std::int8_t>(nextInRound(s));
        if (current_ == lead_) {
            phase_ = Phase::Play; // „Der Vorleger deckt seinen Wurf auf“
            advancePlay();
        }
        return;
    case Phase::Play: {
        int i = 0;
        for (int d = 0; d < kDice; ++d)
            if (!aside(s, d))
                dice_[idx(s)][static_cast<std::size_t>(d)] = dice.v[static_cast<std::size_t>(i++)];
        ++throws_[idx(s)];
        advancePlay();
        return;
    }
    case Phase::Rolloff: {
        roll_[idx(s)] = dice.v;
        rolled_ = static_cast<std::uint8_t>(rolled_ | (1u << s));
        for (int next : roundOrder())
            if (rolling(next) && !((rolled_ >> next) & 1u)) {
                current_ = static_cast<std::int8_t>(next);
                return;
            }
        afterRolloff();
        return;
    }
    case Phase::Over:
        return;
    }
}

void SkState::afterOpening()
{
    // The highest throw begins; of identical throws the earlier one counts
    // („Mit ist Schitt“). One die: its pips. Three dice: the pip total, then
    // the dice read from the highest (RULES.md, Decisions).
    const auto value = [&](const Throw& t) {
        if (rules_.start == StartVariant::OneDie)
            return static_cast<int>(t[0]);
        return 1000 * (t[0] + t[1] + t[2]) + 100 * t[2] + 10 * t[1] + t[0];
    };
    int starter = kNobody;
    for (int s = 0; s < seats_; ++s)
        if (inStage(s) &&
            (starter == kNobody || value(opening_[idx(s)]) > value(opening_[idx(starter)])))
            starter = s;
    events_ |= EvStarterFound;
    startRound(starter);
}

void SkState::startRound(int lead)
{
    inRound_ = 0;
    for (int s = 0; s < seats_; ++s)
        if (inStage(s) && (stock_ > 0 || chips_[idx(s)] > 0))
            inRound_ = static_cast<std::uint8_t>(inRound_ | (1u << s));
    lead_ = static_cast<std::int8_t>(lead);
    current_ = static_cast<std::int8_t>(lead);
    phase_ = Phase::Covered;
    pending_ = 0;
    done_ = 0;
    schuss_ = false;
    othersLimit_ = kMaxThrows;
    dice_ = {};
    aside_ = {};
    turned_ = {};
    throws_ = {};
    rollers_ = rolled_ = loserCandidates_ = winnerCandidates_ = 0;
    ++rounds_;
}

void SkState::finishPlayer(int seat)
{
    done_ = static_cast<std::uint8_t>(done_ | (1u << seat));
    if (seat != lead_)
        return;
    if (throws_[idx(seat)] == 1) {
        // „Schuss“: the others may only show their covered first throw.
        schuss_ = true;
        othersLimit_ = 1;
        events_ |= EvSchuss;
    } else {
        othersLimit_ =
            static_cast<std::int8_t>(rules_.limitToLead ? throws_[idx(seat)] : kMaxThrows);
    }
}

void SkState::advancePlay()
{
    for (;;) {
        const int s = current_;
        if (!finished(s) && throws_[idx(s)] < throwLimit(s))
            return; // s decides
        if (!finished(s))
            finishPlayer(s); // no throw left: the throw stands
        const int next = nextInRound(s);
        if (next == lead_) {
            resolveRound();
            return;
        }
        current_ = static_cast<std::int8_t>(next);
    }
}

void SkState::setUpRoundForTest(Stage stage, unsigned players,
                                const std::array<int, kMaxSeats>& chips, int stock, int lead,
                                int marker)
{
    stage_ = stage;
    inStage_ = static_cast<std::uint8_t>(players);
    for (int s = 0; s < kMaxSeats; ++s)
        chips_[idx(s)] = static_cast<std::int8_t>(s < seats_ ? chips[idx(s)] : 0);
    stock_ = static_cast<std::int8_t>(stock);
    marker_ = static_cast<std::int8_t>(marker);
    if (stage != Stage::FirstHalf)
        stageLosers_[0] = static_cast<std::int8_t>(marker);
    if (stage == Stage::Finale) // the finalist who is not the marker lost the second half
        stageLosers_[1] = static_cast<std::int8_t>(
            std::countr_zero(static_cast<unsigned>(players & ~(1u << marker))));
    rounds_ = 0;
    startRound(lead);
}

} // namespace zv::schocken
