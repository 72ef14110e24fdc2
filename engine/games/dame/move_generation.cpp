// Move generation. Capturing is compulsory; a capture goes on while the piece
// can jump again, and the jumped pieces stay on the board until the move is
// over (they block the way and cannot be jumped twice). Each distinct
// sequence of landing squares is one move, so the board can offer each hop.
#include "games/dame/dame_state.h"

#include <algorithm>

namespace zv::dame {
namespace {

class CaptureSearch {
public:
    CaptureSearch(const DameState& s, Move* out, int limit)
        : g_(s.board()), rules_(s.rules()), me_(s.toMove()), opp_(s.pieces(1 - s.toMove())),
          out_(out), limit_(limit), occupiedAll_(s.occupied())
    {}

    // Every capture sequence of the piece on `from`; returns the moves written so far.
    int fromPiece(int from, bool isDame)
    {
        occupied_ = occupiedAll_ & ~bit(from); // the mover has left its square
        current_ = Move{};
        current_.from = static_cast<std::int8_t>(from);
        if (isDame)
            dame(from, 0, 0);
        else
            man(from, 0, 0);
        return count_;
    }

    // Whether the piece on `from` can jump at all (one hop is enough).
    bool canStart(int from, bool isDame)
    {
        occupied_ = occupiedAll_ & ~bit(from);
        return isDame ? dameCanJump(from, 0) : manCanJump(from, 0);
    }

private:
    bool manDirection(int d) const
    {
        const bool forward = me_ == kDark ? d <= kUpRight : d >= kDownLeft;
        return forward || rules_.menCaptureBack;
    }

    bool jumpable(int square, Mask captured) const
    {
        return square >= 0 && (opp_ & bit(square)) && !(captured & bit(square));
    }
    bool empty(int square) const { return square >= 0 && !(occupied_ & bit(square)); }

    bool manCanJump(int sq, Mask captured) const
    {
        for (int d = 0; d < 4; ++d) {
            if (!manDirection(d))
                continue;
            const int mid = step(g_, sq, d);
            if (jumpable(mid, captured) && empty(step(g_, mid, d)))
                return true;
        }
        return false;
    }

    // The first piece along d from sq if it can be jumped (and where), else -1.
    int dameVictim(int sq, int d, Mask captured) const
    {
        int x = step(g_, sq, d);
        while (empty(x))
            x = step(g_, x, d);
        return jumpable(x, captured) && empty(step(g_, x, d)) ? x : -1;
    }

    bool dameCanJump(int sq, Mask captured) const
    {
        for (int d = 0; d < 4; ++d)
            if (dameVictim(sq, d, captured) >= 0)
                return true;
        return false;
    }

    void man(int sq, Mask captured, int hops)
    {
        bool jumped = false;
        for (int d = 0; d < 4; ++d) {
            if (!manDirection(d))
                continue;
            const int mid = step(g_, sq, d);
            if (!jumpable(mid, captured))
                continue;
            const int land = step(g_, mid, d);
            if (!empty(land))
                continue;
            jumped = true;
            const Mask taken = captured | bit(mid);
            current_.path[static_cast<std::size_t>(hops)] = static_cast<std::int8_t>(land);
            if (g_.crownRow[me_] & bit(land)) {
                switch (rules_.crowning) {
                case Crowning::Stop:
                    record(hops + 1, taken);
                    break;
                case Crowning::Dame:
                    dame(land, taken, hops + 1);
                    break;
                case Crowning::Stone:
                    man(land, taken, hops + 1);
                    break;
                }
            } else {
                man(land, taken, hops + 1);
            }
        }
        if (!jumped && hops > 0)
            record(hops, captured);
    }

    void dame(int sq, Mask captured, int hops)
    {
        bool jumped = false;
        for (int d = 0; d < 4; ++d) {
            const int victim = dameVictim(sq, d, captured);
            if (victim < 0)
                continue;
            jumped = true;
            const Mask taken = captured | bit(victim);
            // Source: the Dame lands on the square directly behind. Free
            // landing: any empty square behind, but where some of them let
            // the capture go on, only those (it goes on while it can).
            std::array<int, 10> lands{};
            int count = 0;
            for (int y = step(g_, victim, d); empty(y); y = step(g_, y, d)) {
                lands[static_cast<std::size_t>(count++)] = y;
                if (rules_.landing == Landing::Behind)
                    break;
            }
            if (count > 1) {
                int going = 0;
                for (int i = 0; i < count; ++i)
                    if (dameCanJump(lands[static_cast<std::size_t>(i)], taken))
                        lands[static_cast<std::size_t>(going++)] =
                            lands[static_cast<std::size_t>(i)];
                if (going > 0)
                    count = going;
            }
            for (int i = 0; i < count; ++i) {
                const int land = lands[static_cast<std::size_t>(i)];
                current_.path[static_cast<std::size_t>(hops)] = static_cast<std::int8_t>(land);
                dame(land, taken, hops + 1);
            }
        }
        if (!jumped && hops > 0)
            record(hops, captured);
    }

    void record(int hops, Mask captured)
    {
        if (count_ >= limit_)
            return;
        Move m = current_;
        m.hops = static_cast<std::uint8_t>(hops);
        m.captured = captured;
        for (int i = hops; i < kMaxHops; ++i)
            m.path[static_cast<std::size_t>(i)] = 0;
        out_[count_++] = m;
    }

    const Geometry& g_;
    const Rules& rules_;
    int me_;
    Mask opp_;
    Move* out_;
    int limit_;
    Mask occupiedAll_;
    Mask occupied_ = 0;
    Move current_{};
    int count_ = 0;
};

} // namespace

int DameState::generateCaptures(Move* out) const
{
    CaptureSearch search(*this, out, kMaxMoves);
    int n = 0;
    for (Mask m = pieces(side_); m; m &= m - 1) {
        const int sq = lowestSquare(m);
        n = search.fromPiece(sq, (damen_[side_] & bit(sq)) != 0);
    }
    if (n > 0 && rules_.choice == CaptureChoice::Most) {
        int most = 0;
        for (int i = 0; i < n; ++i)
            most = std::max(most, popcount(out[i].captured));
        int kept = 0;
        for (int i = 0; i < n; ++i)
            if (popcount(out[i].captured) == most)
                out[kept++] = out[i];
        n = kept;
    }
    return n;
}

int DameState::generateMoves(Move* out) const
{
    if (isOver())
        return 0;
    const int captures = generateCaptures(out);
    if (captures > 0)
        return captures;
    const Geometry& g = board();
    const Mask occ = occupied();
    int n = 0;
    auto add = [&](int from, int to) {
        Move m;
        m.from = static_cast<std::int8_t>(from);
        m.hops = 1;
        m.path[0] = static_cast<std::int8_t>(to);
        out[n++] = m;
    };
    const int firstDir = side_ == kDark ? kUpLeft : kDownLeft;
    for (Mask m = men_[side_]; m; m &= m - 1) {
        const int sq = lowestSquare(m);
        for (int d = firstDir; d < firstDir + 2; ++d) {
            const int to = step(g, sq, d);
            if (to >= 0 && !(occ & bit(to)))
                add(sq, to);
        }
    }
    for (Mask m = damen_[side_]; m; m &= m - 1) {
        const int sq = lowestSquare(m);
        for (int d = 0; d < 4; ++d)
            for (int to = step(g, sq, d); to >= 0 && !(occ & bit(to)); to = step(g, to, d))
                if (n < kMaxMoves)
                    add(sq, to);
    }
    return n;
}

bool DameState::hasMove() const
{
    const Geometry& g = board();
    const Mask occ = occupied();
    const int firstDir = side_ == kDark ? kUpLeft : kDownLeft;
    for (Mask m = men_[side_]; m; m &= m - 1)
        for (int d = firstDir; d < firstDir + 2; ++d) {
            const int to = step(g, lowestSquare(m), d);
            if (to >= 0 && !(occ & bit(to)))
                return true;
        }
    for (Mask m = damen_[side_]; m; m &= m - 1)
        for (int d = 0; d < 4; ++d) {
            const int to = step(g, lowestSquare(m), d);
            if (to >= 0 && !(occ & bit(to)))
                return true;
        }
    CaptureSearch search(*this, nullptr, 0);
    for (Mask m = pieces(side_); m; m &= m - 1) {
        const int sq = lowestSquare(m);
        if (search.canStart(sq, (damen_[side_] & bit(sq)) != 0))
            return true;
    }
    return false;
}

} // namespace zv::dame
