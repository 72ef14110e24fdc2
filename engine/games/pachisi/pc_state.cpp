// The rules of Pachisi: entering on a grace, moving a whole throw with one
// piece, castles where nobody is captured and no enemy may land, capture on
// every other shared square, the exact throw home, the grace's second throw,
// and the partnership's common win. Every rule, its source and its test:
// RULES.md.
#include "games/pachisi/pc_state.h"

namespace zv::pachisi {

namespace {
constexpr int kBlocked = -100;
} // namespace

PcState::PcState(Rules rules) : rules_(rules)
{
    for (auto& pieces : pos_)
        pieces.fill(kWaiting);
}

std::vector<double> PcState::result() const
{
    std::vector<double> r(kSeats, 0.0);
    if (winner_ >= 0)
        for (int s = 0; s < kSeats; ++s)
            r[idx(s)] = sameSide(s, winner_) ? 1.0 : 0.0;
    return r;
}

int PcState::waiting(int seat) const
{
    int n = 0;
    for (const auto p : pos_[idx(seat)])
        n += p == kWaiting;
    return n;
}

int PcState::home(int seat) const
{
    int n = 0;
    for (const auto p : pos_[idx(seat)])
        n += p == kHome;
    return n;
}

int PcState::occupant(int squareIndex, int* count) const
{
    int who = kNobody, n = 0;
    for (int s = 0; s < kSeats; ++s)
        for (const auto p : pos_[idx(s)])
            if (p >= 0 && p < kHome && squareOf(s, p).index() == squareIndex) {
                who = s;
                ++n;
            }
    if (count)
        *count = n;
    return who;
}

int PcState::target(int seat, int from, int score) const
{
    if (from == kWaiting)
        return 0; // the grace brings the piece to the first square of its middle column
    const int to = from + score;
    if (to > kHome)
        return kBlocked; // the Charkoni is reached by the exact throw only
    if (to == kHome)
        return kHome;
    // No throw counts one: a piece on the square before the Charkoni could
    // never go home, so no piece stops there (RULES.md, decision 4).
    if (to == kHome - 1)
        return kBlocked;
    const Square sq = squareOf(seat, to);
    if (sharedSquare(sq) && isCastle(sq)) {
        // No piece may land on a castle held by the other side.
        for (int s = 0; s < kSeats; ++s)
            if (!sameSide(s, seat))
                for (const auto p : pos_[idx(s)])
                    if (p >= 0 && p < kHome && squareOf(s, p).index() == sq.index())
                        return kBlocked;
    }
    return to;
}

bool PcState::captures(int seat, int to) const
{
    if (to < 0 || to >= kHome)
        return false;
    const Square sq = squareOf(seat, to);
    if (!sharedSquare(sq) || isCastle(sq))
        return false;
    for (int s = 0; s < kSeats; ++s)
        if (!sameSide(s, seat))
            for (const auto p : pos_[idx(s)])
                if (p >= 0 && p < kHome && squareOf(s, p).index() == sq.index())
                    return true;
    return false;
}

int PcState::pieceMoves(Move* out) const
{
    int n = 0;
    const auto& pieces = pos_[idx(current_)];
    // Furthest piece first; one move per place (pieces on one square move alike).
    for (int from = kHome - 1; from >= kWaiting; --from) {
        bool here = false;
        for (const auto p : pieces)
            here = here || p == from;
        if (!here)
            continue;
        if (from == kWaiting && !throw_.grace)
            continue; // a piece leaves the Charkoni only on a grace
        const int to = target(current_, from, throw_.score);
        if (to != kBlocked)
            out[n++] = {MoveKind::Piece, static_cast<std::int8_t>(from),
                        static_cast<std::int8_t>(to)};
    }
    return n;
}

int PcState::generateMoves(Move* out) const
{
    switch (phase_) {
    case Phase::Throw:
        out[0] = {MoveKind::Throw, 0, 0};
        return 1;
    case Phase::Roll:
        for (int k = 0; k <= rules_.shells; ++k)
            out[k] = {MoveKind::Roll, static_cast<std::int8_t>(k), 0};
        return rules_.shells + 1;
    case Phase::Move: {
        const int n = pieceMoves(out);
        out[n] = {MoveKind::Pass, 0, 0}; // moving is not compulsory
        return n + 1;
    }
    case Phase::Over:
        return 0;
    }
    return 0;
}

void PcState::nextSeat()
{
    // A seat whose four pieces are home has nothing more to throw for.
    int seat = current_;
    for (int i = 0; i < kSeats; ++i) {
        seat = (seat + 1) % kSeats;
        if (home(seat) < kPieces)
            break;
    }
    current_ = static_cast<std::int8_t>(seat);
    phase_ = Phase::Throw;
}

void PcState::apply(Move move)
{
    switch (move.kind) {
    case MoveKind::Throw:
        events_ = 0;
        phase_ = Phase::Roll;
        return;
    case MoveKind::Roll: {
        throw_ = throwOf(rules_, move.value);
        Move moves[kMaxMoves];
        if (pieceMoves(moves) > 0) {
            phase_ = Phase::Move;
            return;
        }
        events_ |= EvNoMove;
        break;
    }
    case MoveKind::Piece: {
        if (captures(current_, move.to)) {
            const int sq = squareOf(current_, move.to).index();
            for (int s = 0; s < kSeats; ++s)
                if (!sameSide(s, current_))
                    for (auto& p : pos_[idx(s)])
                        if (p >= 0 && p < kHome && squareOf(s, p).index() == sq)
                            p = kWaiting;
            events_ |= EvCapture;
        }
        for (auto& p : pos_[idx(current_)])
            if (p == move.value) {
                p = move.to;
                break;
            }
        if (move.value == kWaiting)
            events_ |= EvEnter;
        if (move.to == kHome)
            events_ |= EvHome;
        if (sideHome(current_ % 2)) {
            winner_ = current_;
            phase_ = Phase::Over;
            events_ |= EvGameOver;
            return;
        }
        break;
    }
    case MoveKind::Pass:
        events_ |= EvPassed;
        break;
    }
    // A grace earns another throw (the seat's pieces may all be home now:
    // then the turn passes).
    if (throw_.grace && home(current_) < kPieces) {
        events_ |= EvGrace;
        phase_ = Phase::Throw;
    } else {
        nextSeat();
    }
}

} // namespace zv::pachisi
