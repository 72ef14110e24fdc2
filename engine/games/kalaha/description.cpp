// What the board shows (describe) and what must always hold (invariants).
// The keys are documented in RULES.md under "State for the board".
#include "games/kalaha/analysis.h"
#include "games/kalaha/kalaha_state.h"
#include "games/kalaha/solver.h"

namespace zv::kalaha {

namespace {
using ll = long long;
} // namespace

void KalahaState::describe(StateSink& sink) const
{
    sink.put("over", static_cast<ll>(isOver() ? 1 : 0));
    sink.put("toMove", static_cast<ll>(side_));
    sink.put("pitsPerSide", static_cast<ll>(rules_.pits));
    std::vector<std::string> names;
    std::vector<int> seedCounts, before;
    for (int c = 0; c < cellCount(); ++c) {
        names.push_back(cellName(c));
        seedCounts.push_back(cells_[static_cast<std::size_t>(c)]);
        before.push_back(before_[static_cast<std::size_t>(c)]);
    }
    sink.put("cells", names);
    sink.put("seeds", seedCounts);
    sink.put("stores", std::vector<int>{store(0), store(1)});
    sink.put("total", std::vector<int>{store(0), store(1)});
    sink.put("rows", std::vector<int>{rowSeeds(0), rowSeeds(1)});

    // The last sowing, seed by seed, for the board's animation: the cells
    // before it, the pit emptied, each cell a seed fell into (in order), the
    // capture and whether the rows were emptied into the stores at the end.
    sink.put("lastMover", static_cast<ll>(lastMover_));
    sink.put("lastBefore", before);
    std::vector<std::string> path;
    if (last_.from >= 0) {
        const int otherStore = storeCell(1 - lastMover_);
        int cell = last_.from;
        for (int k = 0; k < last_.seeds;) {
            cell = (cell + 1) % cellCount();
            if (cell == otherStore)
                continue;
            path.push_back(cellName(cell));
            ++k;
        }
    }
    sink.put("lastFrom", last_.from >= 0 ? cellName(last_.from) : std::string());
    sink.put("lastPath", path);
    sink.put("extraTurn", static_cast<ll>(last_.extraTurn && !isOver() ? 1 : 0));
    const bool captured = last_.capturePit >= 0;
    sink.put("lastCapture", captured ? cellName(last_.capturePit) : std::string());
    sink.put("lastCaptureFrom",
             captured ? cellName(pitCell(1 - lastMover_,
                                         rules_.pits - 1 - (last_.capturePit % (rules_.pits + 1))))
                      : std::string());
    sink.put("lastCaptured", static_cast<ll>(captured ? last_.captured : 0));
    sink.put("sweep", static_cast<ll>(last_.ended && rules_.remainingToOwner ? 1 : 0));

    // The solver: whether this board is one the kiosk solves, and at the end
    // where each seat left the perfect line (analysis.h).
    const bool solvable = Solver::kioskSolvable(rules_);
    sink.put("solvable", static_cast<ll>(solvable ? 1 : 0));
    std::shared_ptr<const Solver> solver = solvable ? Solver::ifBuilt(rules_) : nullptr;
    if (isOver()) {
        sink.put("winner", static_cast<ll>(winner_));
        sink.put("reason", endReasonKey(reason_));
        const LineReport line = solver ? perfectLine(*this, *solver) : LineReport{};
        sink.put("lineReady", static_cast<ll>(line.available ? 1 : 0));
        if (line.available) {
            sink.put("perfectStart", static_cast<ll>(line.perfectStart));
            std::vector<int> moves, playedMargins, bestMargins;
            std::vector<std::string> played, best;
            for (const SeatLine& seat : line.seats) {
                moves.push_back(seat.move);
                played.push_back(seat.played);
                best.push_back(seat.best);
                playedMargins.push_back(seat.playedMargin);
                bestMargins.push_back(seat.bestMargin);
            }
            sink.put("lineMove", moves);
            sink.put("linePlayed", played);
            sink.put("lineBest", best);
            sink.put("linePlayedMargin", playedMargins);
            sink.put("lineBestMargin", bestMargins);
        }
    }
}

std::string KalahaState::invariantViolation() const
{
    int sum = 0;
    for (int c = 0; c < kMaxCells; ++c) {
        const int n = cells_[static_cast<std::size_t>(c)];
        if (c >= cellCount() && n != 0)
            return "a seed lies outside the board";
        sum += n;
    }
    if (sum != totalSeeds())
        return "the board holds " + std::to_string(sum) + " seeds, not " +
               std::to_string(totalSeeds());
    if (isOver()) {
        if (rules_.remainingToOwner && (rowSeeds(0) != 0 || rowSeeds(1) != 0))
            return "the game is over but seeds are left in the pits";
        const int expected = store(0) > store(1) ? 0 : store(1) > store(0) ? 1 : -1;
        if (winner_ != expected)
            return "the winner does not match the stores";
    } else {
        if (winner_ != -1)
            return "a running game names a winner";
        if (rowSeeds(side_) == 0)
            return "the seat to move has no seed in its row";
        if (rules_.endOnAnyEmptyRow && (rowSeeds(0) == 0 || rowSeeds(1) == 0))
            return "a row is empty but the game goes on";
    }
    return {};
}

} // namespace zv::kalaha
