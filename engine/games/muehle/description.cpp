// What the board shows (describe) and what must always hold (invariants).
// The keys are documented in RULES.md under "State for the board".
#include "games/muehle/muehle_state.h"

namespace zv::muehle {

void MuehleState::describe(StateSink& sink) const
{
    sink.put("over", static_cast<long long>(isOver() ? 1 : 0));
    sink.put("toMove", static_cast<long long>(side_));
    std::vector<std::string> points;
    std::vector<int> board;
    std::vector<int> mills;
    const Mask inMills = millStones(stones_[0]) | millStones(stones_[1]);
    for (int p = 0; p < kPoints; ++p) {
        points.emplace_back(kPointNames[static_cast<std::size_t>(p)]);
        board.push_back((stones_[0] & bit(p)) ? 0 : (stones_[1] & bit(p)) ? 1 : -1);
        if (inMills & bit(p))
            mills.push_back(p);
    }
    sink.put("points", points);
    sink.put("board", board);
    sink.put("inHand", std::vector<int>{inHand_[0], inHand_[1]});
    sink.put("onBoard", std::vector<int>{onBoard(0), onBoard(1)});
    sink.put("lost", std::vector<int>{removed_[0], removed_[1]});
    sink.put("phase", phaseKey(phase(side_)));
    sink.put("mills", mills);
    sink.put("pliesWithoutRemoval", static_cast<long long>(pliesWithoutRemoval_));
    if (isOver()) {
        sink.put("winner", static_cast<long long>(winner_));
        sink.put("reason", endReasonKey(reason_));
    }
}

std::string MuehleState::invariantViolation() const
{
    if ((stones_[0] | stones_[1]) & ~kAllPoints)
        return "a stone lies outside the board";
    if (stones_[0] & stones_[1])
        return "a point holds two stones";
    for (int s = 0; s < 2; ++s) {
        const int total = inHand_[s] + onBoard(s) + removed_[s];
        if (total != kStonesPerSeat)
            return "seat " + std::to_string(s) + " has " + std::to_string(total) +
                   " stones in hand, on the board and removed, not nine";
    }
    if (inHand_[1] > 0 && inHand_[0] != inHand_[1] - (side_ == kBlack ? 1 : 0))
        return "the stones in hand do not fit alternate setting";
    if (pliesWithoutRemoval_ > kMoveLimitPlies)
        return "the move limit was passed";
    if (historyLength_ != pliesWithoutRemoval_ + 1 || history_[historyLength_ - 1] != hash_)
        return "the repetition history does not match the plies since the last removal";
    if (hash_ != computeHash())
        return "the incremental hash differs from the position";
    if (isOver() != (reason_ != EndReason::None))
        return "the end reason does not match the game's state";
    switch (reason_) {
    case EndReason::TwoStones:
        if (winner_ != 1 - side_ || inHand_[side_] + onBoard(side_) >= 3)
            return "the game ended on two stones, but the loser has three or more";
        break;
    case EndReason::NoMoves:
        if (winner_ != 1 - side_ || canMove(side_))
            return "the game ended for want of moves, but the loser can move";
        break;
    case EndReason::Repetition:
    case EndReason::MoveLimit:
        if (winner_ != -1)
            return "a drawn game names a winner";
        break;
    case EndReason::None:
        if (winner_ != -1)
            return "a running game names a winner";
        break;
    }
    return {};
}

} // namespace zv::muehle
