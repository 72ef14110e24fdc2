#include "games/backgammon/bg_state.h"

#include "kit/state_hasher.h"

#include <algorithm>
#include <unordered_set>

namespace zv::backgammon {

BgState::BgState(Rules rules) : rules_(rules)
{
    // The usual start (RULES.md, "Aufstellung"): two on the 24-point, five
    // on the 13, three on the 8, five on the 6, for each seat alike.
    for (auto& mine : pts_) {
        mine[24] = 2;
        mine[13] = 5;
        mine[8] = 3;
        mine[6] = 5;
    }
}

int BgState::toMove() const
{
    switch (phase_) {
    case Phase::Opening:
    case Phase::Roll:
        return kChanceSeat;
    default:
        return side_;
    }
}

std::vector<double> BgState::result() const
{
    std::vector<double> r(2, 0.0);
    if (winner_ >= 0)
        r[static_cast<std::size_t>(winner_)] = 1.0;
    return r;
}

int BgState::pips(int seat) const
{
    int total = 0;
    for (int p = 1; p <= kBar; ++p)
        total += p * pts_[seat][p];
    return total;
}

bool BgState::allHome(int seat) const
{
    for (int p = 7; p <= kBar; ++p)
        if (pts_[seat][p])
            return false;
    return true;
}

bool BgState::contact() const
{
    auto rearmost = [&](int seat) {
        for (int p = kBar; p >= 1; --p)
            if (pts_[seat][p])
                return p;
        return 0;
    };
    // Seat 0's rearmost checker against seat 1's, in seat 0's numbering.
    return rearmost(0) > 25 - rearmost(1);
}

bool BgState::canStep(int seat, int from, int die, int* to) const
{
    const auto& mine = pts_[seat];
    if (mine[from] == 0)
        return false;
    // A checker on the bar must enter before any other moves.
    if (from != kBar && mine[kBar] > 0)
        return false;
    const int target = from - die;
    if (target >= 1) {
        if (pts_[1 - seat][25 - target] >= 2)
            return false; // a point the opponent has made is closed
        *to = target;
        return true;
    }
    // Bearing off: only with every checker at home; a higher die only from
    // the highest point that still holds a checker.
    if (!allHome(seat))
        return false;
    if (target < 0)
        for (int p = from + 1; p <= 6; ++p)
            if (mine[p])
                return false;
    *to = kOff;
    return true;
}

bool BgState::applyStep(int seat, Step step)
{
    auto& mine = pts_[seat];
    auto& theirs = pts_[1 - seat];
    --mine[step.from];
    ++mine[step.to];
    if (step.to == kOff || theirs[25 - step.to] != 1)
        return false;
    theirs[25 - step.to] = 0;
    ++theirs[kBar];
    return true;
}

namespace {

// Walks every order in which the dice can be played and collects the turns
// that use as many dice as possible (RULES.md, "Beide Würfel").
struct PlayCollector {
    Move* out;
    int max;
    int n = 0;
    int longest = 0;
    std::unordered_set<std::uint64_t> seen;

    static std::uint64_t key(const Move& m)
    {
        std::uint64_t k = m.count;
        for (int i = 0; i < m.count; ++i)
            k = (k << 10) | static_cast<std::uint64_t>(m.steps[i].from << 5 | m.steps[i].to);
        return k;
    }

    void add(const Move& m, int firstDie)
    {
        if (m.count < longest || n >= max)
            return;
        if (m.count > longest) {
            longest = m.count;
            n = 0;
            seen.clear();
        }
        if (!seen.insert(key(m)).second)
            return;
        out[n] = m;
        out[n].a = static_cast<std::uint8_t>(firstDie); // which die a one-step turn used
        ++n;
    }

    void walk(const BgState& s, int seat, const int* dice, int left, Move& cur, int firstDie)
    {
        bool moved = false;
        if (left > 0) {
            const int die = dice[0];
            const int top = s.count(seat, kBar) ? kBar : 24;
            const int bottom = s.count(seat, kBar) ? kBar : 1;
            for (int from = top; from >= bottom; --from) {
                int to = 0;
                if (!s.canStep(seat, from, die, &to))
                    continue;
                moved = true;
                BgState next = s;
                const Step step{static_cast<std::int8_t>(from), static_cast<std::int8_t>(to)};
                next.applyStep(seat, step);
                cur.steps[cur.count++] = step;
                walk(next, seat, dice + 1, left - 1, cur, firstDie);
                --cur.count;
            }
        }
        if (!moved)
            add(cur, firstDie);
    }
};

} // namespace

int BgState::generateMoves(Move* out) const
{
    switch (phase_) {
    case Phase::Over:
        return 0;
    case Phase::Opening: {
        int n = 0;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                if (a != b)
                    out[n++] = Move{MoveKind::Opening,
                                    0,
                                    static_cast<std::uint8_t>(a),
                                    static_cast<std::uint8_t>(b),
                                    {}};
        return n;
    }
    case Phase::Roll: {
        int n = 0;
        for (int a = 6; a >= 1; --a)
            for (int b = a; b >= 1; --b)
                out[n++] = Move{MoveKind::Roll,
                                0,
                                static_cast<std::uint8_t>(a),
                                static_cast<std::uint8_t>(b),
                                {}};
        return n;
    }
    case Phase::Ready: {
        out[0] = Move{MoveKind::RollOn, 0, 0, 0, {}};
        const bool mayDouble =
            rules_.cube && (cubeOwner_ < 0 || cubeOwner_ == side_) && cube_ < kMaxCube;
        if (!mayDouble)
            return 1;
        out[1] = Move{MoveKind::Double, 0, 0, 0, {}};
        return 2;
    }
    case Phase::Answer:
        out[0] = Move{MoveKind::Take, 0, 0, 0, {}};
        out[1] = Move{MoveKind::Drop, 0, 0, 0, {}};
        return 2;
    case Phase::Move:
        break;
    }
    PlayCollector collector{out, kMaxMoves, 0, 0, {}};
    Move cur;
    if (dieA_ == dieB_) {
        const int dice[4] = {dieA_, dieA_, dieA_, dieA_};
        collector.walk(*this, side_, dice, 4, cur, dieA_);
    } else {
        const int high[2] = {dieA_, dieB_};
        const int low[2] = {dieB_, dieA_};
        collector.walk(*this, side_, high, 2, cur, dieA_);
        collector.walk(*this, side_, low, 2, cur, dieB_);
    }
    int n = collector.n;
    // Only one die can be played: the larger one when it can be.
    if (collector.longest == 1 && dieA_ != dieB_) {
        const bool highPlayable =
            std::any_of(out, out + n, [&](const Move& m) { return m.a == dieA_; });
        if (highPlayable)
            n = static_cast<int>(
                std::remove_if(out, out + n, [&](const Move& m) { return m.a != dieA_; }) - out);
    }
    for (int i = 0; i < n; ++i)
        out[i].a = 0;
    return n;
}

int BgState::uniquePlays(Move* out, int max) const
{
    thread_local std::vector<Move> all(kMaxMoves);
    const int n = generateMoves(all.data());
    std::unordered_set<std::uint64_t> seen;
    int kept = 0;
    for (int i = 0; i < n && kept < max; ++i) {
        BgState next = *this;
        for (int k = 0; k < all[i].count; ++k)
            next.applyStep(side_, all[i].steps[k]);
        kit::StateHasher h(0x6267);
        for (const auto& mine : next.pts_)
            for (int p = 0; p < 26; p += 8) {
                std::uint64_t w = 0;
                for (int q = p; q < std::min(26, p + 8); ++q)
                    w = (w << 8) | mine[q];
                h.add(w);
            }
        if (seen.insert(h.value()).second)
            out[kept++] = all[i];
    }
    return kept;
}

void BgState::apply(Move move)
{
    switch (move.kind) {
    case MoveKind::Opening:
        // The higher die moves first, with both dice as its roll.
        side_ = move.a > move.b ? 0 : 1;
        dieA_ = std::max(move.a, move.b);
        dieB_ = std::min(move.a, move.b);
        phase_ = Phase::Move;
        return;
    case MoveKind::Roll:
        dieA_ = move.a;
        dieB_ = move.b;
        phase_ = Phase::Move;
        return;
    case MoveKind::RollOn:
        phase_ = Phase::Roll;
        return;
    case MoveKind::Double:
        side_ = static_cast<std::uint8_t>(1 - side_);
        phase_ = Phase::Answer;
        return;
    case MoveKind::Take:
        cube_ = static_cast<std::uint8_t>(cube_ * 2);
        cubeOwner_ = static_cast<std::int8_t>(side_);
        side_ = static_cast<std::uint8_t>(1 - side_);
        phase_ = Phase::Roll;
        return;
    case MoveKind::Drop:
        finish(1 - side_, EndReason::Dropped, cube_);
        return;
    case MoveKind::Play:
        for (int i = 0; i < move.count; ++i)
            applyStep(side_, move.steps[i]);
        checkEnd(side_);
        return;
    }
}

void BgState::checkEnd(int seat)
{
    if (pts_[seat][kOff] < kCheckers) {
        startTurn(1 - seat);
        return;
    }
    const auto& loser = pts_[1 - seat];
    if (loser[kOff] > 0) {
        finish(seat, EndReason::Single, cube_);
        return;
    }
    // The loser's checkers on the bar or in the winner's home board (the
    // loser's points 19 to 24) make a gammon a backgammon.
    bool behind = loser[kBar] > 0;
    for (int p = 19; p <= 24; ++p)
        behind = behind || loser[p] > 0;
    if (behind)
        finish(seat, EndReason::Backgammon, 3 * cube_);
    else
        finish(seat, EndReason::Gammon, 2 * cube_);
}

void BgState::startTurn(int seat)
{
    side_ = static_cast<std::uint8_t>(seat);
    dieA_ = dieB_ = 0;
    phase_ = Phase::Ready;
}

void BgState::finish(int winner, EndReason reason, int points)
{
    winner_ = static_cast<std::int8_t>(winner);
    reason_ = reason;
    pointsWon_ = static_cast<std::uint8_t>(points);
    phase_ = Phase::Over;
    dieA_ = dieB_ = 0;
}

double BgState::chanceWeight(Move move) const
{
    if (move.kind == MoveKind::Opening)
        return 1.0 / 30.0; // equal dice are thrown again
    return move.a == move.b ? 1.0 / 36.0 : 2.0 / 36.0;
}

void BgState::setBoard(const Points& pts, int side, int dieA, int dieB)
{
    pts_ = pts;
    winner_ = -1;
    reason_ = EndReason::None;
    startTurn(side);
    if (dieA > 0) {
        dieA_ = static_cast<std::uint8_t>(std::max(dieA, dieB));
        dieB_ = static_cast<std::uint8_t>(std::min(dieA, dieB));
        phase_ = Phase::Move;
    }
}

std::uint64_t BgState::hash() const
{
    kit::StateHasher h(0x4261636B67616D6DULL);
    for (const auto& mine : pts_)
        for (int p = 0; p < 26; ++p)
            h.add(mine[p]);
    h.add(static_cast<std::uint64_t>(phase_) | std::uint64_t{side_} << 8 |
          std::uint64_t{dieA_} << 16 | std::uint64_t{dieB_} << 24 | std::uint64_t{cube_} << 32 |
          static_cast<std::uint64_t>(cubeOwner_ + 1) << 40);
    return h.value();
}

} // namespace zv::backgammon
