#include "games/dame/dame_state.h"

#include "kit/state_hasher.h"

namespace zv::dame {
namespace {

constexpr std::uint64_t kHashSeed = 0x44616D65ULL; // "Dame"

// The start: the dark squares of the first three rows (Dame 100: four) of each side.
Mask startMen(const Geometry& g, int seat)
{
    const int rows = g.size == 10 ? 4 : 3;
    Mask m = 0;
    for (int s = 0; s < g.squares; ++s) {
        const int r = g.row(s);
        if (seat == kDark ? r < rows : r >= g.size - rows)
            m |= bit(s);
    }
    return m;
}

} // namespace

DameState::DameState(Rules rules) : rules_(rules)
{
    const Geometry& g = board();
    men_ = {startMen(g, kDark), startMen(g, kLight)};
    hash_ = computeHash();
    history_[0] = hash_;
    historyLength_ = 1;
}

std::optional<DameState> DameState::fromMasks(const Rules& rules, std::array<Mask, 2> men,
                                              std::array<Mask, 2> damen, int toMove,
                                              std::string* why)
{
    auto fail = [why](const char* reason) {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    const Geometry& g = geometry(rules.size);
    const Mask all[2] = {men[0] | damen[0], men[1] | damen[1]};
    if ((all[0] | all[1]) & ~g.all)
        return fail("a piece stands off the board");
    if ((men[0] & damen[0]) || (men[1] & damen[1]) || (all[0] & all[1]))
        return fail("a square holds two pieces");
    if ((men[0] & g.crownRow[0]) || (men[1] & g.crownRow[1]))
        return fail("a stone on the far row would already be a Dame");
    if (toMove != kDark && toMove != kLight)
        return fail("the seat to move must be dark or light");
    DameState s(rules);
    for (int seat = 0; seat < 2; ++seat) {
        const int count = popcount(all[seat]);
        if (count > rules.stonesPerSeat())
            return fail("a side has more pieces than it starts with");
        s.men_[static_cast<std::size_t>(seat)] = men[static_cast<std::size_t>(seat)];
        s.damen_[static_cast<std::size_t>(seat)] = damen[static_cast<std::size_t>(seat)];
        s.captured_[static_cast<std::size_t>(seat)] =
            static_cast<std::uint8_t>(rules.stonesPerSeat() - count);
    }
    s.side_ = static_cast<std::uint8_t>(toMove);
    s.hash_ = s.computeHash();
    s.history_[0] = s.hash_;
    s.historyLength_ = 1;
    s.updateStatus();
    return s;
}

bool DameState::setPositionText(std::string_view text, std::string* why)
{
    auto s = fromText(rules_, text, why);
    if (!s)
        return false;
    *this = *s;
    return true;
}

std::vector<double> DameState::result() const
{
    if (winner_ < 0)
        return {0.5, 0.5};
    return winner_ == 0 ? std::vector<double>{1, 0} : std::vector<double>{0, 1};
}

std::uint64_t DameState::computeHash() const
{
    kit::StateHasher h(kHashSeed);
    h.add(men_[0]);
    h.add(men_[1]);
    h.add(damen_[0]);
    h.add(damen_[1]);
    h.add(side_);
    return h.value();
}

void DameState::apply(const Move& move)
{
    const int me = side_;
    const int other = 1 - me;
    const Geometry& g = board();
    const Mask from = bit(move.from);
    const Mask to = bit(move.to());
    const bool wasDame = (damen_[me] & from) != 0;
    // Crowned: on the far row at the end; with the Russian reading also when
    // the chain only passed it (it went on jumping as a Dame).
    bool crowned = !wasDame && (to & g.crownRow[me]);
    if (!wasDame && rules_.crowning == Crowning::Dame)
        for (int i = 0; i < move.hops; ++i)
            crowned = crowned || (bit(move.path[static_cast<std::size_t>(i)]) & g.crownRow[me]);
    men_[me] &= ~from;
    damen_[me] &= ~from;
    if (wasDame || crowned)
        damen_[me] |= to;
    else
        men_[me] |= to;
    if (move.captured) {
        men_[other] &= ~move.captured;
        damen_[other] &= ~move.captured;
        captured_[other] = static_cast<std::uint8_t>(captured_[other] + popcount(move.captured));
    }
    side_ = static_cast<std::uint8_t>(other);
    ++ply_;
    hash_ = computeHash();
    // Only a Dame's quiet move can be undone; anything else makes every
    // earlier position unreachable and starts the draw count anew.
    if (wasDame && !move.captured) {
        ++quietPlies_;
        if (historyLength_ < history_.size())
            history_[historyLength_++] = hash_;
    } else {
        quietPlies_ = 0;
        history_[0] = hash_;
        historyLength_ = 1;
    }
    updateStatus();
}

int DameState::repetitionsOfCurrent() const
{
    int count = 0;
    // Same seat to move: every second entry back from the current one.
    for (int i = historyLength_ - 1; i >= 0; i -= 2)
        if (history_[static_cast<std::size_t>(i)] == hash_)
            ++count;
    return count;
}

void DameState::updateStatus()
{
    if (pieces(side_) == 0) {
        reason_ = EndReason::NoPieces;
        winner_ = static_cast<std::int8_t>(1 - side_);
    } else if (!hasMove()) {
        reason_ = EndReason::NoMoves;
        winner_ = static_cast<std::int8_t>(1 - side_);
    } else if (repetitionsOfCurrent() >= kRepetitionCount) {
        reason_ = EndReason::Repetition;
        winner_ = -1;
    } else if (quietPlies_ >= 2 * rules_.drawMoves) {
        reason_ = EndReason::MoveLimit;
        winner_ = -1;
    } else {
        reason_ = EndReason::None;
        winner_ = -1;
    }
}

std::string_view endReasonKey(EndReason reason)
{
    switch (reason) {
    case EndReason::None:
        return "";
    case EndReason::NoPieces:
        return "no_pieces";
    case EndReason::NoMoves:
        return "no_moves";
    case EndReason::Repetition:
        return "repetition";
    case EndReason::MoveLimit:
        return "move_limit";
    }
    return "";
}

} // namespace zv::dame
