// The computer players of Backgammon (RULES.md, "Computer players").
//
// Beginner: plays like a child: half the time any legal play, otherwise the
// play that bears off most, then hits most, then runs the rearmost checker
// furthest. Never doubles, always takes.
// Practised: a 1-ply expectimax: the six plays the evaluation likes best,
// each weighed over the other seat's 21 rolls with its best answer to each
// (by the same evaluation). Doubles at 70% and takes from 25% by the
// evaluation's winning chance.
// Master: the same search over every distinct play (up to 48), then the
// four best looked at two plies deeper (the other's 21 rolls and best
// answer, then our 21 rolls and best answer), within the time budget, best
// first so a cut leaves the best found; the kiosk asks GNU Backgammon first
// when it is installed (app/play/engines/).
#include "core/rng.h"
#include "games/backgammon/bg_state.h"
#include "games/backgammon/evaluation.h"

#include <algorithm>
#include <chrono>
#include <unordered_set>
#include <vector>

namespace zv::backgammon {
namespace {

std::uint64_t boardKey(const Points& pts)
{
    std::uint64_t h = 1469598103934665603ULL;
    for (const auto& mine : pts)
        for (std::uint8_t c : mine)
            h = (h ^ c) * 1099511628211ULL;
    return h;
}

// The boards `seat` can reach with the dice, one per distinct position;
// dice used as the rules demand. Doubles walk the points from the back only
// (any order of equal steps reaches the same boards), which keeps the
// search's replies cheap; the root uses the full generator.
struct ReplyWalk {
    std::vector<Points>* out;
    std::unordered_set<std::uint64_t> seen;
    int longest = 0;
    bool usedHigh = false; // a one-step turn that used the larger die exists

    void leaf(const BgState& s, int depth, bool firstWasHigh)
    {
        if (depth < longest)
            return;
        if (depth > longest) {
            longest = depth;
            out->clear();
            seen.clear();
            usedHigh = false;
        }
        if (depth == 1) {
            if (usedHigh && !firstWasHigh)
                return;
            if (firstWasHigh && !usedHigh) {
                usedHigh = true;
                out->clear();
                seen.clear();
            }
        }
        if (seen.insert(boardKey(s.points())).second)
            out->push_back(s.points());
    }

    void walk(const BgState& s, int seat, const int* dice, int left, int maxFrom, int depth,
              bool firstWasHigh, bool doubles)
    {
        bool moved = false;
        if (left > 0) {
            const bool onBar = s.count(seat, kBar) > 0;
            for (int from = onBar ? kBar : std::min(maxFrom, 24); from >= (onBar ? kBar : 1);
                 --from) {
                int to = 0;
                if (!s.canStep(seat, from, dice[0], &to))
                    continue;
                moved = true;
                BgState next = s;
                next.applyStep(seat,
                               Step{static_cast<std::int8_t>(from), static_cast<std::int8_t>(to)});
                walk(next, seat, dice + 1, left - 1, doubles ? from : kBar, depth + 1, firstWasHigh,
                     doubles);
            }
        }
        if (!moved)
            leaf(s, depth, firstWasHigh);
    }
};

void replyBoards(const BgState& base, int seat, int a, int b, std::vector<Points>* out)
{
    out->clear();
    ReplyWalk walk{out, {}, 0, false};
    if (a == b) {
        const int dice[4] = {a, a, a, a};
        walk.walk(base, seat, dice, 4, kBar, 0, true, true);
    } else {
        const int high[2] = {a, b}, low[2] = {b, a};
        walk.walk(base, seat, high, 2, kBar, 0, true, false);
        walk.walk(base, seat, low, 2, kBar, 0, false, false);
    }
}

Points after(const BgState& s, const Move& m)
{
    BgState next = s;
    for (int i = 0; i < m.count; ++i)
        next.applyStep(s.side(), m.steps[i]);
    return next.points();
}

} // namespace

std::vector<Points> searchBoards(const Points& board, int seat, int a, int b)
{
    BgState s;
    s.setBoard(board, seat, 1, 1);
    std::vector<Points> out;
    replyBoards(s, seat, a, b, &out);
    return out;
}

double replyExpectation(const Points& board, int me)
{
    if (board[me][kOff] == kCheckers)
        return 1000.0;
    const int other = 1 - me;
    BgState s;
    s.setBoard(board, other, 1, 1); // dice replaced below; only the board matters
    std::vector<Points> replies;
    double total = 0.0;
    for (int a = 6; a >= 1; --a)
        for (int b = a; b >= 1; --b) {
            replyBoards(s, other, a, b, &replies);
            double worst = 1e9;
            for (const Points& r : replies)
                worst =
                    std::min(worst, r[other][kOff] == kCheckers ? -1000.0 : evaluate(r, me, me));
            if (replies.empty())
                worst = evaluate(board, me, me);
            total += (a == b ? 1.0 : 2.0) * worst;
        }
    return total / 36.0;
}

namespace {

// Two plies deeper for the Master: after each of the other seat's 21 rolls
// and its best answer (by the evaluation), our own roll and best answer,
// averaged (replyExpectation seen from the other side).
double twoPly(const Points& board, int me)
{
    if (board[me][kOff] == kCheckers)
        return 1000.0;
    const int other = 1 - me;
    BgState s;
    s.setBoard(board, other, 1, 1);
    std::vector<Points> replies;
    double total = 0.0;
    for (int a = 6; a >= 1; --a)
        for (int b = a; b >= 1; --b) {
            replyBoards(s, other, a, b, &replies);
            const Points* chosen = &board;
            double best = -1e9;
            for (const Points& r : replies) {
                const double v = r[other][kOff] == kCheckers ? 1000.0 : evaluate(r, other, me);
                if (v > best) {
                    best = v;
                    chosen = &r;
                }
            }
            const double value =
                (*chosen)[other][kOff] == kCheckers ? -1000.0 : -replyExpectation(*chosen, other);
            total += (a == b ? 1.0 : 2.0) * value;
        }
    return total / 36.0;
}

Move beginnerPlay(const BgState& s, const std::vector<Move>& plays, Rng& rng)
{
    if (rng.uniform(2) == 0)
        return plays[static_cast<std::size_t>(rng.uniform(static_cast<int>(plays.size())))];
    const Move* best = nullptr;
    int bestScore = -1;
    for (const Move& m : plays) {
        BgState next = s;
        int hits = 0, furthest = 0, off = 0;
        for (int i = 0; i < m.count; ++i) {
            hits += next.applyStep(s.side(), m.steps[i]) ? 1 : 0;
            furthest = std::max(furthest, static_cast<int>(m.steps[i].from));
            off += m.steps[i].to == kOff ? 1 : 0;
        }
        int blots = 0;
        for (int p = 1; p <= 24; ++p)
            blots += next.count(s.side(), p) == 1 ? 1 : 0;
        // A checker off the board first (the goal a child sees), then hits,
        // then the fewest single checkers, then the rearmost one running.
        const int score = off * 100000 + hits * 1000 + (15 - blots) * 40 + furthest;
        if (score > bestScore) {
            bestScore = score;
            best = &m;
        }
    }
    return *best;
}

Move searchPlay(const BgState& s, const std::vector<Move>& plays, std::size_t width,
                std::size_t deep, const SearchLimits& limits)
{
    const auto start = std::chrono::steady_clock::now();
    const int me = s.side();
    std::vector<std::pair<double, std::size_t>> ranked;
    for (std::size_t i = 0; i < plays.size(); ++i) {
        const Points b = after(s, plays[i]);
        if (b[me][kOff] == kCheckers)
            return plays[i]; // the last checker off wins
        ranked.emplace_back(evaluate(b, me, 1 - me), i);
    }
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto& x, const auto& y) { return x.first > y.first; });
    ranked.resize(std::min(ranked.size(), width));
    auto timeUp = [&](int num, int den) {
        return std::chrono::steady_clock::now() - start > limits.time * num / den ||
               (limits.cancel && limits.cancel->load());
    };
    std::vector<std::pair<double, std::size_t>> searched;
    for (const auto& [staticValue, index] : ranked) {
        if (timeUp(1, 2) && !searched.empty())
            break;
        searched.emplace_back(replyExpectation(after(s, plays[index]), me), index);
    }
    std::stable_sort(searched.begin(), searched.end(),
                     [](const auto& x, const auto& y) { return x.first > y.first; });
    std::size_t best = searched.front().second;
    // The Master looks two plies further at the few best, while time lasts.
    if (deep > 0 && searched.size() > 1) {
        double bestValue = -1e18;
        for (std::size_t i = 0; i < std::min(searched.size(), deep); ++i) {
            if (timeUp(3, 4) && i > 0)
                break;
            const double v = twoPly(after(s, plays[searched[i].second]), me);
            if (v > bestValue) {
                bestValue = v;
                best = searched[i].second;
            }
        }
    }
    return plays[best];
}

} // namespace

BgState::Move BgState::chooseMove(Level level, const SearchLimits& limits, Rng& rng) const
{
    Move m;
    switch (phase_) {
    case Phase::Over:
        return m;
    case Phase::Opening: {
        m.kind = MoveKind::Opening;
        m.a = static_cast<std::uint8_t>(rng.uniform(6) + 1);
        do
            m.b = static_cast<std::uint8_t>(rng.uniform(6) + 1);
        while (m.b == m.a); // equal dice are thrown again
        return m;
    }
    case Phase::Roll: {
        const int a = rng.uniform(6) + 1, b = rng.uniform(6) + 1;
        m.kind = MoveKind::Roll;
        m.a = static_cast<std::uint8_t>(std::max(a, b));
        m.b = static_cast<std::uint8_t>(std::min(a, b));
        return m;
    }
    case Phase::Ready: {
        Move options[2];
        const bool mayDouble = generateMoves(options) == 2;
        const double p = winChance(pts_, side_, side_);
        m.kind = mayDouble && level != Level::Beginner && p >= 0.70 && p < 0.92 ? MoveKind::Double
                                                                                : MoveKind::RollOn;
        return m;
    }
    case Phase::Answer:
        m.kind = level == Level::Beginner || winChance(pts_, side_, 1 - side_) >= 0.25
                     ? MoveKind::Take
                     : MoveKind::Drop;
        return m;
    case Phase::Move:
        break;
    }
    std::vector<Move> plays(kMaxMoves);
    plays.resize(static_cast<std::size_t>(uniquePlays(plays.data(), kMaxMoves)));
    if (plays.size() == 1)
        return plays.front();
    switch (level) {
    case Level::Beginner:
        return beginnerPlay(*this, plays, rng);
    case Level::Practised:
        return searchPlay(*this, plays, 6, 0, limits);
    case Level::Master:
        break;
    }
    return searchPlay(*this, plays, 48, 4, limits);
}

} // namespace zv::backgammon
