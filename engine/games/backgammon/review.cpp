#include "games/backgammon/review.h"

#include "games/backgammon/evaluation.h"

namespace zv::backgammon {

bool boardAfter(const BgState& before, const std::string& move, Points* out)
{
    Move m;
    if (!before.parseMove(move, &m, nullptr) || m.kind != MoveKind::Play)
        return false;
    std::vector<Move> legal(BgState::kMaxMoves);
    const int n = before.generateMoves(legal.data());
    bool found = false;
    for (int i = 0; i < n && !found; ++i)
        found = legal[static_cast<std::size_t>(i)] == m;
    if (!found)
        return false;
    BgState next = before;
    for (int i = 0; i < m.count; ++i)
        next.applyStep(before.side(), m.steps[i]);
    *out = next.points();
    return true;
}

std::vector<ReviewedTurn> choiceTurns(const Rules& rules, const std::vector<std::string>& moves,
                                      const std::vector<bool>& reviewed)
{
    std::vector<ReviewedTurn> turns;
    BgState s(rules);
    int counts[2] = {0, 0};
    std::vector<Move> plays(BgState::kMaxMoves);
    for (const std::string& text : moves) {
        if (s.isOver())
            break;
        Move m;
        if (!s.parseMove(text, &m, nullptr))
            break;
        const int n = s.generateMoves(plays.data());
        bool legal = false;
        for (int i = 0; i < n && !legal; ++i)
            legal = plays[static_cast<std::size_t>(i)] == m;
        if (!legal)
            break;
        if (s.phase() == Phase::Move) {
            const int seat = s.side();
            ++counts[seat];
            if (seat < static_cast<int>(reviewed.size()) &&
                reviewed[static_cast<std::size_t>(seat)] && s.uniquePlays(plays.data(), 2) > 1)
                turns.push_back(ReviewedTurn{seat, counts[seat], s, text});
        }
        s.apply(m);
    }
    return turns;
}

Judgement judgeWithOwnSearch(const ReviewedTurn& turn)
{
    Judgement j;
    const BgState& s = turn.before;
    const int me = s.side();
    std::vector<Move> plays(BgState::kMaxMoves);
    plays.resize(static_cast<std::size_t>(s.uniquePlays(plays.data(), BgState::kMaxMoves)));
    Points played{};
    if (!boardAfter(s, turn.played, &played))
        return j;
    j.playedChance = chanceFromScore(played, replyExpectation(played, me));
    j.bestChance = j.playedChance;
    j.best = turn.played;
    for (const Move& m : plays) {
        BgState next = s;
        for (int i = 0; i < m.count; ++i)
            next.applyStep(me, m.steps[i]);
        if (next.points() == played)
            continue;
        const double chance = chanceFromScore(next.points(), replyExpectation(next.points(), me));
        if (chance > j.bestChance) {
            j.bestChance = chance;
            j.best = s.moveText(m);
        }
    }
    return j;
}

} // namespace zv::backgammon
