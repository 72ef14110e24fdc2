#include "games/muehle/muehle_state.h"

#include "core/rng.h"

namespace zv::muehle {
namespace {

// Zobrist keys: one per (seat, point), per (seat, stones in hand), and one for
// the seat to move. Fixed at compile time so hashes are the same in every run.
struct Zobrist {
    std::array<std::array<std::uint64_t, kPoints>, 2> stone{};
    std::array<std::array<std::uint64_t, kStonesPerSeat + 1>, 2> inHand{};
    std::uint64_t blackToMove = 0;
};

constexpr Zobrist makeZobrist()
{
    Zobrist z;
    std::uint64_t seed = 0x4D75686C65ULL; // "Muhle"
    for (auto& seat : z.stone)
        for (auto& key : seat)
            key = splitmix64(seed);
    for (auto& seat : z.inHand)
        for (auto& key : seat)
            key = splitmix64(seed);
    z.blackToMove = splitmix64(seed);
    return z;
}

constexpr Zobrist kZobrist = makeZobrist();

} // namespace

MuehleState::MuehleState(Rules rules) : rules_(rules)
{
    hash_ = computeHash();
    history_[0] = hash_;
    historyLength_ = 1;
}

std::optional<MuehleState> MuehleState::fromPosition(Mask white, Mask black, int inHandWhite,
                                                     int inHandBlack, int toMove, Rules rules,
                                                     std::string* why)
{
    auto fail = [why](const char* reason) {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    if ((white | black) & ~kAllPoints)
        return fail("a stone lies outside the 24 points");
    if (white & black)
        return fail("a point holds a white and a black stone");
    if (toMove != kWhite && toMove != kBlack)
        return fail("the seat to move must be 0 (White) or 1 (Black)");
    const std::array<int, 2> hand{inHandWhite, inHandBlack};
    const std::array<Mask, 2> board{white, black};
    for (int s = 0; s < 2; ++s)
        if (hand[s] < 0 || hand[s] + popcount(board[s]) > kStonesPerSeat)
            return fail("a seat has more than nine stones, or fewer than none in hand");
    // Stones are set alternately, White first.
    if (inHandBlack > 0 && inHandWhite != inHandBlack - (toMove == kBlack ? 1 : 0))
        return fail("the stones in hand do not fit alternate setting with White first");
    if (inHandBlack == 0 && inHandWhite > 0)
        return fail("White cannot have stones in hand once Black has set all of his");
    MuehleState s(rules);
    for (int seat = 0; seat < 2; ++seat) {
        s.stones_[seat] = board[seat];
        s.inHand_[seat] = static_cast<std::uint8_t>(hand[seat]);
        s.removed_[seat] =
            static_cast<std::uint8_t>(kStonesPerSeat - hand[seat] - popcount(board[seat]));
    }
    s.side_ = static_cast<std::uint8_t>(toMove);
    s.ply_ = static_cast<std::uint16_t>(2 * kStonesPerSeat - inHandWhite - inHandBlack);
    s.hash_ = s.computeHash();
    s.history_[0] = s.hash_;
    s.historyLength_ = 1;
    s.updateStatus();
    return s;
}

std::uint64_t MuehleState::computeHash() const
{
    std::uint64_t h = side_ == kBlack ? kZobrist.blackToMove : 0;
    for (int seat = 0; seat < 2; ++seat) {
        for (Mask m = stones_[seat]; m; m &= m - 1)
            h ^= kZobrist.stone[seat][lowestPoint(m)];
        h ^= kZobrist.inHand[seat][inHand_[seat]];
    }
    return h;
}

std::vector<double> MuehleState::result() const
{
    if (!isOver())
        return {0.0, 0.0};
    if (winner_ < 0)
        return {0.5, 0.5};
    return winner_ == kWhite ? std::vector<double>{1.0, 0.0} : std::vector<double>{0.0, 1.0};
}

Phase MuehleState::phase(int seat) const
{
    if (inHand_[seat] > 0)
        return Phase::Setting;
    return onBoard(seat) == 3 ? Phase::Jumping : Phase::Moving;
}

Mask MuehleState::removableStones(Mask moverAfter, int moverInHandAfter) const
{
    const Mask opp = stones_[1 - side_];
    if (rules_.endphaseMillRemoval) {
        // The end phase: either player is down to three stones and jumps.
        const bool moverInEndPhase = moverInHandAfter == 0 && popcount(moverAfter) == 3;
        const bool oppInEndPhase = inHand_[1 - side_] == 0 && popcount(opp) == 3;
        if (moverInEndPhase || oppInEndPhase)
            return opp;
    }
    const Mask free = opp & ~millStones(opp);
    return free ? free : opp; // all in mills: any stone may be taken
}

bool MuehleState::canMove(int seat) const
{
    const Mask empty = emptyPoints();
    if (inHand_[seat] > 0 || onBoard(seat) == 3)
        return empty != 0;
    for (Mask m = stones_[seat]; m; m &= m - 1)
        if (adjacent(lowestPoint(m)) & empty)
            return true;
    return false;
}

namespace {

inline int emit(Move* out, int n, int from, int to, Mask removable)
{
    if (removable == 0) { // no opposing stone on the board
        out[n++] = Move{static_cast<std::int8_t>(from), static_cast<std::int8_t>(to), -1};
        return n;
    }
    for (Mask r = removable; r; r &= r - 1)
        out[n++] = Move{static_cast<std::int8_t>(from), static_cast<std::int8_t>(to),
                        static_cast<std::int8_t>(lowestPoint(r))};
    return n;
}

} // namespace

int MuehleState::generateMoves(Move* out) const
{
    if (isOver())
        return 0;
    const Mask own = stones_[side_];
    const Mask empty = emptyPoints();
    int n = 0;
    if (inHand_[side_] > 0) {
        const int handAfter = inHand_[side_] - 1;
        for (Mask t = empty; t; t &= t - 1) {
            const int to = lowestPoint(t);
            const Mask after = own | bit(to);
            if (inMill(after, to))
                n = emit(out, n, -1, to, removableStones(after, handAfter));
            else
                out[n++] = Move{-1, static_cast<std::int8_t>(to), -1};
        }
        return n;
    }
    const bool jumping = popcount(own) == 3;
    for (Mask f = own; f; f &= f - 1) {
        const int from = lowestPoint(f);
        const Mask rest = own & ~bit(from);
        const Mask targets = jumping ? empty : (adjacent(from) & empty);
        for (Mask t = targets; t; t &= t - 1) {
            const int to = lowestPoint(t);
            const Mask after = rest | bit(to);
            if (inMill(after, to))
                n = emit(out, n, from, to, removableStones(after, 0));
            else
                out[n++] = Move{static_cast<std::int8_t>(from), static_cast<std::int8_t>(to), -1};
        }
    }
    return n;
}

void MuehleState::apply(Move move)
{
    const int s = side_;
    const int o = 1 - s;
    const auto& zs = kZobrist.stone;
    if (move.from < 0) {
        stones_[s] |= bit(move.to);
        hash_ ^= zs[s][move.to] ^ kZobrist.inHand[s][inHand_[s]];
        --inHand_[s];
        hash_ ^= kZobrist.inHand[s][inHand_[s]];
    } else {
        stones_[s] ^= bit(move.from) | bit(move.to);
        hash_ ^= zs[s][move.from] ^ zs[s][move.to];
    }
    if (move.remove >= 0) {
        stones_[o] &= ~bit(move.remove);
        hash_ ^= zs[o][move.remove];
        ++removed_[o];
    }
    side_ = static_cast<std::uint8_t>(o);
    hash_ ^= kZobrist.blackToMove;
    ++ply_;
    if (move.from < 0 || move.remove >= 0) {
        // Setting or removing cannot be undone: no earlier position returns.
        pliesWithoutRemoval_ = 0;
        historyLength_ = 0;
    } else {
        ++pliesWithoutRemoval_;
    }
    history_[historyLength_++] = hash_;
    updateStatus();
}

int MuehleState::repetitionsOfCurrent() const
{
    // The same seat is to move every second entry, counting back from the last.
    int count = 0;
    for (int i = historyLength_ - 1; i >= 0; i -= 2)
        count += history_[i] == hash_;
    return count;
}

void MuehleState::updateStatus()
{
    const int s = side_;
    if (inHand_[s] + onBoard(s) < 3) {
        winner_ = static_cast<std::int8_t>(1 - s);
        reason_ = EndReason::TwoStones;
    } else if (!canMove(s)) {
        winner_ = static_cast<std::int8_t>(1 - s);
        reason_ = EndReason::NoMoves;
    } else if (repetitionsOfCurrent() >= kRepetitionCount) {
        reason_ = EndReason::Repetition;
    } else if (pliesWithoutRemoval_ >= kMoveLimitPlies) {
        reason_ = EndReason::MoveLimit;
    }
}

std::string_view endReasonKey(EndReason reason)
{
    switch (reason) {
    case EndReason::None:
        return "";
    case EndReason::TwoStones:
        return "two_stones";
    case EndReason::NoMoves:
        return "no_moves";
    case EndReason::Repetition:
        return "repetition";
    case EndReason::MoveLimit:
        return "move_limit";
    }
    return "";
}

std::string_view phaseKey(Phase phase)
{
    switch (phase) {
    case Phase::Setting:
        return "setting";
    case Phase::Moving:
        return "moving";
    case Phase::Jumping:
        return "jumping";
    }
    return "";
}

} // namespace zv::muehle
