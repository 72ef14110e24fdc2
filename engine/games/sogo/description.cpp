// What the board shows (describe) and what must always hold (invariants).
// The keys are documented in RULES.md under "State for the board".
#include "games/sogo/sogo_state.h"

namespace zv::sogo {

void SogoState::describe(StateSink& sink) const
{
    sink.put("over", static_cast<long long>(isOver() ? 1 : 0));
    sink.put("toMove", static_cast<long long>(side_));
    std::vector<std::string> rods;
    std::vector<int> heights;
    for (int rod = 0; rod < kRods; ++rod) {
        rods.push_back(rodName(rod));
        heights.push_back(popcount(occupied() & rodMask(rod)));
    }
    std::vector<int> board;
    std::vector<int> mills;
    const Mask inMills = millCells(beads_[0]) | millCells(beads_[1]);
    for (int c = 0; c < kCells; ++c) {
        board.push_back((beads_[0] & bit(c)) ? 0 : (beads_[1] & bit(c)) ? 1 : -1);
        if (inMills & bit(c))
            mills.push_back(c);
    }
    sink.put("rods", rods);
    sink.put("heights", heights);
    sink.put("board", board);
    sink.put("mills", mills);
    sink.put("onBoard", std::vector<int>{onBoard(0), onBoard(1)});
    sink.put("inSupply", std::vector<int>{inSupply(0), inSupply(1)});
    sink.put("taken", std::vector<int>{taken_[0], taken_[1]});
    sink.put("captures", static_cast<long long>(rules_.captures ? 1 : 0));
    sink.put("takeFrom", rules_.takeFrom == TakeFrom::Top ? "top" : "any");
    sink.put("lastCell", static_cast<long long>(lastCell_));
    sink.put("plies", static_cast<long long>(plies()));
    if (isOver()) {
        sink.put("winner", static_cast<long long>(winner_));
        sink.put("reason", endReasonKey(reason_));
        if (rules_.captures) // the end screen's result lines: beads taken per seat
            sink.put("total", std::vector<int>{taken_[0], taken_[1]});
    }
}

std::string SogoState::invariantViolation() const
{
    const Mask occ = occupied();
    if (beads_[0] & beads_[1])
        return "a cell holds two beads";
    if (((occ & ~kBottomLevel) >> kRods) & ~occ)
        return "a bead hangs in the air above an empty cell";
    for (int s = 0; s < 2; ++s) {
        if (placed_[s] > kBeadsPerSeat)
            return "seat " + std::to_string(s) + " placed more than 32 beads";
        if (onBoard(s) + taken_[1 - s] != placed_[s])
            return "seat " + std::to_string(s) + " has " + std::to_string(onBoard(s)) +
                   " beads on the rods and lost " + std::to_string(taken_[1 - s]) +
                   ", but placed " + std::to_string(placed_[s]);
    }
    if (placed_[0] != placed_[1] + (side_ == kDark ? 1 : 0))
        return "the beads placed do not fit alternate play";
    if (hash_ != computeHash())
        return "the incremental hash differs from the position";
    if (plies() > 0 && (lastCell_ < 0 || !(beads_[1 - side_] & bit(lastCell_))))
        return "the last bead placed is not on the rods in its colour";
    if (!rules_.captures) {
        if (taken_[0] != 0 || taken_[1] != 0)
            return "a bead was taken in the first variant";
        const bool millStands = (millCells(beads_[0]) | millCells(beads_[1])) != 0;
        switch (reason_) {
        case EndReason::None:
            if (millStands)
                return "a mill stands but the game goes on";
            if (plies() == kCells)
                return "all 64 beads are placed but the game goes on";
            break;
        case EndReason::Mill:
            if (winner_ != 1 - side_ || !completesLine(beads_[winner_], lastCell_) ||
                millCells(beads_[side_]))
                return "the game ended on a mill that the last bead did not close";
            break;
        case EndReason::BoardFull:
            if (plies() != kCells || millStands || winner_ != -1)
                return "a drawn game has a free cell, a mill or a winner";
            break;
        case EndReason::AllPlaced:
            return "the first variant ended as the second";
        }
    } else {
        if (isOver() != (plies() == 2 * kBeadsPerSeat) ||
            (isOver() && reason_ != EndReason::AllPlaced))
            return "the second variant ends exactly when all 64 beads are placed";
        const int expected = !isOver() || taken_[0] == taken_[1] ? -1
                             : taken_[0] > taken_[1]             ? kLight
                                                                 : kDark;
        if (winner_ != expected)
            return "the winner is not the seat that took more beads";
    }
    return {};
}

} // namespace zv::sogo
