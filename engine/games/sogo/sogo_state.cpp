#include "games/sogo/sogo_state.h"

#include "core/rng.h"

namespace zv::sogo {
namespace {

// Zobrist keys: one per (seat, cell), per (seat, beads taken), and one for the
// seat to move. Fixed at compile time so hashes are the same in every run.
struct Zobrist {
    std::array<std::array<std::uint64_t, kCells>, 2> bead{};
    std::array<std::array<std::uint64_t, kBeadsPerSeat + 1>, 2> taken{};
    std::uint64_t darkToMove = 0;
};

constexpr Zobrist makeZobrist()
{
    Zobrist z;
    std::uint64_t seed = 0x536F676F52617526ULL; // "SogoRau&"
    for (auto& seat : z.bead)
        for (auto& key : seat)
            key = splitmix64(seed);
    for (auto& seat : z.taken)
        for (auto& key : seat)
            key = splitmix64(seed);
    z.darkToMove = splitmix64(seed);
    return z;
}

constexpr Zobrist kZobrist = makeZobrist();

int lowestCell(Mask m)
{
    return std::countr_zero(m);
}

} // namespace

SogoState::SogoState(Rules rules) : rules_(rules)
{
    hash_ = computeHash();
}

std::optional<SogoState> SogoState::fromPosition(Mask light, Mask dark, int toMove,
                                                 std::array<int, 2> taken, Rules rules,
                                                 std::string* why)
{
    auto fail = [why](const char* reason) {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    const Mask occupied = light | dark;
    if (light & dark)
        return fail("a cell holds a light and a dark bead");
    if (((occupied & ~kBottomLevel) >> kRods) & ~occupied)
        return fail("a bead hangs in the air: every bead rests on the bottom or on another bead");
    if (toMove != kLight && toMove != kDark)
        return fail("the seat to move must be 0 (light) or 1 (dark)");
    if (!rules.captures && (taken[0] != 0 || taken[1] != 0))
        return fail("beads are taken only in the second variant");
    SogoState s(rules);
    s.beads_ = {light, dark};
    for (int seat = 0; seat < 2; ++seat) {
        const int placed = popcount(s.beads_[seat]) + taken[1 - seat];
        if (taken[seat] < 0 || placed > kBeadsPerSeat)
            return fail("a seat has placed more than its 32 beads");
        s.placed_[seat] = static_cast<std::uint8_t>(placed);
        s.taken_[seat] = static_cast<std::uint8_t>(taken[seat]);
    }
    if (s.placed_[0] != s.placed_[1] + (toMove == kDark ? 1 : 0))
        return fail("the beads placed do not fit alternate play with the light beads first");
    if (!rules.captures && (millCells(light) | millCells(dark)))
        return fail("a mill already stands, so the game would be over");
    s.side_ = static_cast<std::uint8_t>(toMove);
    if (s.plies() == kCells) {
        s.reason_ = rules.captures ? EndReason::AllPlaced : EndReason::BoardFull;
        if (rules.captures && s.taken_[0] != s.taken_[1])
            s.winner_ = static_cast<std::int8_t>(s.taken_[0] > s.taken_[1] ? kLight : kDark);
    }
    s.hash_ = s.computeHash();
    return s;
}

std::vector<double> SogoState::result() const
{
    if (!isOver() || winner_ < 0)
        return {0.5, 0.5};
    return winner_ == kLight ? std::vector<double>{1.0, 0.0} : std::vector<double>{0.0, 1.0};
}

Mask SogoState::takeableBeads() const
{
    const Mask occ = occupied();
    Mask candidates = beads_[1 - side_];
    if (rules_.takeFrom == TakeFrom::Top)
        candidates &= ~(occ >> kRods); // nothing rests on it
    // As in Mühle: a bead in a mill is safe while the opponent has others.
    const Mask unprotected = candidates & ~millCells(beads_[1 - side_]);
    return unprotected ? unprotected : candidates;
}

int SogoState::generateMoves(Move* out) const
{
    if (isOver())
        return 0;
    int n = 0;
    const Mask land = landing();
    bool takeableKnown = false;
    Mask takeable = 0;
    for (int rod = 0; rod < kRods; ++rod) {
        const Mask target = land & rodMask(rod);
        if (!target)
            continue;
        const int cell = lowestCell(target);
        if (rules_.captures && completesLine(beads_[side_] | target, cell)) {
            if (!takeableKnown) {
                takeable = takeableBeads();
                takeableKnown = true;
            }
            for (Mask m = takeable; m; m &= m - 1)
                out[n++] =
                    Move{static_cast<std::int8_t>(rod), static_cast<std::int8_t>(lowestCell(m))};
            if (takeable)
                continue;
        }
        out[n++] = Move{static_cast<std::int8_t>(rod), -1};
    }
    return n;
}

void SogoState::removeBead(int cell)
{
    // The beads above slide down the rod by one cell: a bead is only ever
    // taken off a rod by lifting off what rests on it and putting it back.
    const Mask above = rodMask(rodOf(cell)) & ~((bit(cell) << 1) - 1);
    for (Mask& m : beads_) {
        const Mask moving = m & above;
        m = (m & ~above & ~bit(cell)) | (moving >> kRods);
    }
    if (lastCell_ > cell && rodOf(lastCell_) == rodOf(cell))
        lastCell_ = static_cast<std::int8_t>(lastCell_ - kRods);
}

void SogoState::apply(Move move)
{
    const int mover = side_;
    const int cell = lowestCell(landing() & rodMask(move.rod));
    beads_[mover] |= bit(cell);
    hash_ ^= kZobrist.bead[mover][static_cast<std::size_t>(cell)];
    ++placed_[mover];
    lastCell_ = static_cast<std::int8_t>(cell);
    const bool mill = completesLine(beads_[mover], cell);

    if (!rules_.captures) {
        if (mill) {
            winner_ = static_cast<std::int8_t>(mover);
            reason_ = EndReason::Mill;
        } else if (plies() == kCells) {
            reason_ = EndReason::BoardFull;
        }
    } else {
        if (move.take >= 0) {
            removeBead(move.take);
            ++taken_[mover];
            hash_ = computeHash(); // beads may have slid: the whole position is new
        }
        if (plies() == 2 * kBeadsPerSeat) {
            reason_ = EndReason::AllPlaced;
            if (taken_[0] != taken_[1])
                winner_ = static_cast<std::int8_t>(taken_[0] > taken_[1] ? kLight : kDark);
        }
    }
    side_ = static_cast<std::uint8_t>(1 - mover);
    hash_ ^= kZobrist.darkToMove;
}

std::uint64_t SogoState::computeHash() const
{
    std::uint64_t h = 0;
    for (int seat = 0; seat < 2; ++seat) {
        for (Mask m = beads_[seat]; m; m &= m - 1)
            h ^= kZobrist.bead[seat][static_cast<std::size_t>(lowestCell(m))];
        h ^= kZobrist.taken[seat][taken_[seat]];
    }
    if (side_ == kDark)
        h ^= kZobrist.darkToMove;
    return h;
}

std::string_view endReasonKey(EndReason reason)
{
    switch (reason) {
    case EndReason::None:
        return "";
    case EndReason::Mill:
        return "mill";
    case EndReason::BoardFull:
        return "board_full";
    case EndReason::AllPlaced:
        return "all_placed";
    }
    return "";
}

} // namespace zv::sogo
