// What the board shows (describe) and what must always hold (invariants).
// The keys are documented in RULES.md under "State for the board".
#include "games/dame/dame_state.h"

namespace zv::dame {

void DameState::describe(StateSink& sink) const
{
    const Geometry& g = board();
    sink.put("over", static_cast<long long>(isOver() ? 1 : 0));
    sink.put("toMove", static_cast<long long>(side_));
    sink.put("size", static_cast<long long>(g.size));
    std::vector<std::string> squares;
    std::vector<int> cells;
    for (int s = 0; s < g.squares; ++s) {
        squares.push_back(g.name(s));
        const Mask b = bit(s);
        cells.push_back((men_[0] & b)     ? 0
                        : (men_[1] & b)   ? 1
                        : (damen_[0] & b) ? 2
                        : (damen_[1] & b) ? 3
                                          : -1);
    }
    sink.put("squares", squares);
    sink.put("board", cells);
    sink.put("onBoard", std::vector<int>{popcount(pieces(0)), popcount(pieces(1))});
    sink.put("damen", std::vector<int>{popcount(damen_[0]), popcount(damen_[1])});
    sink.put("lost", std::vector<int>{captured_[0], captured_[1]});
    std::array<Move, kMaxMoves> moves;
    sink.put("mustCapture",
             static_cast<long long>(!isOver() && generateCaptures(moves.data()) > 0 ? 1 : 0));
    sink.put("quietPlies", static_cast<long long>(quietPlies_));
    sink.put("drawPlies", static_cast<long long>(2 * rules_.drawMoves));
    if (isOver()) {
        sink.put("winner", static_cast<long long>(winner_));
        sink.put("reason", endReasonKey(reason_));
    }
}

std::string DameState::invariantViolation() const
{
    const Geometry& g = board();
    if ((occupied() & ~g.all))
        return "a piece stands off the board";
    if ((men_[0] & damen_[0]) || (men_[1] & damen_[1]) || (pieces(0) & pieces(1)))
        return "a square holds two pieces";
    if ((men_[0] & g.crownRow[0]) || (men_[1] & g.crownRow[1]))
        return "a stone stands uncrowned on its far row";
    for (int s = 0; s < 2; ++s) {
        const int total = popcount(pieces(s)) + captured_[s];
        if (total != rules_.stonesPerSeat())
            return "seat " + std::to_string(s) + " has " + std::to_string(total) +
                   " pieces on the board and taken, not " + std::to_string(rules_.stonesPerSeat());
    }
    if (quietPlies_ > 2 * rules_.drawMoves)
        return "the draw rule's count was passed";
    if (historyLength_ != quietPlies_ + 1 || history_[historyLength_ - 1] != hash_)
        return "the repetition history does not match the quiet plies";
    if (hash_ != computeHash())
        return "the hash differs from the position";
    if (repetitionsOfCurrent() > kRepetitionCount)
        return "a position occurred more often than the repetition rule allows";
    switch (reason_) {
    case EndReason::NoPieces:
        if (winner_ != 1 - side_ || pieces(side_) != 0)
            return "the game ended for want of pieces, but the loser has some";
        break;
    case EndReason::NoMoves:
        if (winner_ != 1 - side_ || hasMove())
            return "the game ended for want of moves, but the loser can move";
        break;
    case EndReason::Repetition:
        if (winner_ != -1 || repetitionsOfCurrent() < kRepetitionCount)
            return "a draw by repetition without the repetition";
        break;
    case EndReason::MoveLimit:
        if (winner_ != -1 || quietPlies_ < 2 * rules_.drawMoves)
            return "a draw by the move count before the count was reached";
        break;
    case EndReason::None: {
        std::array<Move, kMaxMoves> moves;
        if (winner_ != -1 || generateMoves(moves.data()) == 0)
            return "a running game names a winner or has no legal move";
        break;
    }
    }
    return {};
}

} // namespace zv::dame
