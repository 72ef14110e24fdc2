// What the board shows (RULES.md, "State for the board"), the words for the
// phases and ends it shows, and the checks the self-play runs after every
// move: 15 checkers a seat, across points, bar and tray, and never two
// colours on one point.
#include "games/backgammon/bg_state.h"
#include "games/backgammon/gnubg_id.h"

namespace zv::backgammon {

void BgState::describe(StateSink& sink) const
{
    sink.put("over", isOver() ? 1 : 0);
    sink.put("toMove", isOver() ? -1 : toMove());
    sink.put("side", side_);
    sink.put("phase", phaseKey(phase_));
    // Points in White's numbering (index 0 = White's 1-point): White's
    // checkers positive, Black's negative.
    std::vector<int> board(24, 0);
    for (int p = 1; p <= 24; ++p)
        board[static_cast<std::size_t>(p - 1)] = pts_[0][p] - pts_[1][25 - p];
    sink.put("points", board);
    sink.put("bar", std::vector<int>{pts_[0][kBar], pts_[1][kBar]});
    sink.put("off", std::vector<int>{pts_[0][kOff], pts_[1][kOff]});
    sink.put("pips", std::vector<int>{pips(0), pips(1)});
    std::vector<int> dice;
    if (dieA_)
        dice = dieA_ == dieB_ ? std::vector<int>{dieA_, dieA_, dieA_, dieA_}
                              : std::vector<int>{dieA_, dieB_};
    sink.put("dice", dice);
    sink.put("cubeOn", rules_.cube ? 1 : 0);
    sink.put("cube", cube_);
    sink.put("cubeOwner", cubeOwner_);
    sink.put("contact", contact() ? 1 : 0);
    // For GNU Backgammon: the board with the seat whose turn it is on roll.
    sink.put("gnubg_id", gnubgPositionId(pts_, side_));
    if (isOver()) {
        sink.put("winner", winner_);
        sink.put("reason", endReasonKey(reason_));
        sink.put("pointsWon", pointsWon_);
    }
}

std::string BgState::invariantViolation() const
{
    for (int seat = 0; seat < 2; ++seat) {
        int total = 0;
        for (int p = 0; p < 26; ++p)
            total += pts_[seat][p];
        if (total != kCheckers)
            return "seat " + std::to_string(seat) + " has " + std::to_string(total) +
                   " checkers across points, bar and tray, not 15";
    }
    for (int p = 1; p <= 24; ++p)
        if (pts_[0][p] && pts_[1][25 - p])
            return "both colours on White's point " + std::to_string(p);
    if (isOver() !=
        (pts_[0][kOff] == kCheckers || pts_[1][kOff] == kCheckers || reason_ == EndReason::Dropped))
        return "the game's end does not match the trays";
    if (phase_ == Phase::Move && (dieA_ < 1 || dieA_ > 6 || dieB_ < 1 || dieB_ > dieA_))
        return "a turn to move without dice";
    if (cube_ < 1 || cube_ > kMaxCube || (cube_ & (cube_ - 1)))
        return "the cube shows " + std::to_string(cube_);
    return {};
}

std::string_view endReasonKey(EndReason reason)
{
    switch (reason) {
    case EndReason::Single:
        return "single";
    case EndReason::Gammon:
        return "gammon";
    case EndReason::Backgammon:
        return "backgammon";
    case EndReason::Dropped:
        return "dropped";
    default:
        return "";
    }
}

std::string_view phaseKey(Phase phase)
{
    switch (phase) {
    case Phase::Opening:
        return "opening";
    case Phase::Ready:
        return "ready";
    case Phase::Answer:
        return "answer";
    case Phase::Roll:
        return "roll";
    case Phase::Move:
        return "move";
    default:
        return "over";
    }
}

} // namespace zv::backgammon
