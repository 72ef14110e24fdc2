// What the board shows (describe) and what must always hold (invariants).
// The keys are documented in RULES.md under "State for the board".
#include "games/halma/hm_state.h"

#include <algorithm>

namespace zv::halma {

void HmState::describe(StateSink& sink, const std::vector<int>& lastRoute) const
{
    const Config& c = *config_;
    sink.put("over", static_cast<long long>(isOver() ? 1 : 0));
    sink.put("toMove", static_cast<long long>(side_));
    sink.put("board", c.kind == BoardKind::Square ? "square" : "star");
    sink.put("cells", c.names);
    sink.put("cellX", c.displayX);
    sink.put("cellY", c.displayY);
    std::vector<int> owner(static_cast<std::size_t>(c.cells));
    std::vector<int> home(static_cast<std::size_t>(c.cells), -1);
    std::vector<int> goalOf(static_cast<std::size_t>(c.cells), -1);
    for (int cell = 0; cell < c.cells; ++cell)
        owner[static_cast<std::size_t>(cell)] = board_[static_cast<std::size_t>(cell)];
    for (int s = seatCount() - 1; s >= 0; --s) {
        for (int cell : c.home[static_cast<std::size_t>(s)])
            home[static_cast<std::size_t>(cell)] = s;
        for (int cell : c.goal[static_cast<std::size_t>(s)])
            goalOf[static_cast<std::size_t>(cell)] = s;
    }
    sink.put("owner", owner);
    sink.put("home", home);
    sink.put("goalOf", goalOf);
    sink.put("piecesPerSeat", static_cast<long long>(c.piecesPerSeat));
    // Seat by seat, piece by piece: a piece keeps its place in this list
    // all game long, so the board can let it glide.
    std::vector<int> pieceCells;
    std::vector<int> inGoals, distances, corners, goalTaken, onBoard;
    for (int s = 0; s < seatCount(); ++s) {
        for (int i = 0; i < c.piecesPerSeat; ++i)
            pieceCells.push_back(pieceCell(s, i));
        inGoals.push_back(inGoal(s));
        int taken = 0;
        for (int cell : c.goal[static_cast<std::size_t>(s)])
            taken += board_[static_cast<std::size_t>(cell)] >= 0;
        goalTaken.push_back(taken);
        onBoard.push_back(static_cast<int>(std::count(board_.begin(), board_.end(), s)));
        distances.push_back(distance(s));
        corners.push_back(c.homeCorner[static_cast<std::size_t>(s)]);
    }
    sink.put("pieceCells", pieceCells);
    sink.put("inGoal", inGoals);
    sink.put("goalTaken", goalTaken);
    sink.put("onBoard", onBoard);
    sink.put("distance", distances);
    sink.put("homeCorner", corners);
    std::vector<std::string> route;
    for (int cell : lastRoute)
        route.push_back(c.name(cell));
    sink.put("lastRoute", route);
    sink.put("ply", static_cast<long long>(ply_));
    sink.put("stallPlies", static_cast<long long>(pliesSinceRecord_));
    sink.put("stallLimit", static_cast<long long>(kStallRounds * seatCount()));
    if (isOver()) {
        sink.put("winner", static_cast<long long>(winner_));
        sink.put("reason", endReasonKey(reason_));
        std::vector<int> first;
        for (int s = 0; s < seatCount(); ++s)
            if (winner_ == s || (winner_ < 0 && shared_[static_cast<std::size_t>(s)]))
                first.push_back(s);
        sink.put("firstPlace", first);
    }
}

std::string HmState::invariantViolation() const
{
    const Config& c = *config_;
    std::array<int, kMaxSeats> onBoard{};
    for (int cell = 0; cell < c.cells; ++cell) {
        const int owner = board_[static_cast<std::size_t>(cell)];
        if (owner >= seatCount())
            return c.name(cell) + " holds a piece of no seat";
        if (owner >= 0)
            ++onBoard[static_cast<std::size_t>(owner)];
    }
    for (int s = 0; s < seatCount(); ++s) {
        if (onBoard[static_cast<std::size_t>(s)] != c.piecesPerSeat)
            return "seat " + std::to_string(s) + " has " +
                   std::to_string(onBoard[static_cast<std::size_t>(s)]) + " pieces, not " +
                   std::to_string(c.piecesPerSeat);
        int sum = 0;
        for (int i = 0; i < c.piecesPerSeat; ++i) {
            const int cell = pieceCell(s, i);
            if (cell >= c.cells || board_[static_cast<std::size_t>(cell)] != s)
                return "a piece of seat " + std::to_string(s) + " is not where the board has it";
            sum += c.stepsToGoal[static_cast<std::size_t>(s)][static_cast<std::size_t>(cell)];
        }
        if (sum != distance(s))
            return "the distance of seat " + std::to_string(s) + " is out of date";
        if (bestDistance(s) > distance(s))
            return "the best distance of seat " + std::to_string(s) + " is above the current one";
    }
    if (hash_ != computeHash())
        return "the incremental hash differs from the position";
    const int limit = kStallRounds * seatCount();
    switch (reason_) {
    case EndReason::None:
        if (winner_ != -1)
            return "a running game names a winner";
        if (pliesSinceRecord_ >= limit)
            return "the no-progress limit was passed without an end";
        for (int s = 0; s < seatCount(); ++s)
            if (hasFinished(s))
                return "seat " + std::to_string(s) + " reached its goal but the game goes on";
        break;
    case EndReason::Goal:
        if (winner_ < 0 || distance(winner_) != 0)
            return "the game ended in the goal, but the winner's pieces are not all in it";
        break;
    case EndReason::BlockedGoal:
        if (winner_ < 0 || !hasFinished(winner_) || distance(winner_) == 0)
            return "the game ended on a blocked goal that is not blocked";
        break;
    case EndReason::Stalled:
        if (pliesSinceRecord_ < limit)
            return "the game ended without progress before the limit";
        break;
    }
    return {};
}

} // namespace zv::halma
