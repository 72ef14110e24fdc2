#include "games/kalaha/analysis.h"

namespace zv::kalaha {

LineReport perfectLine(const KalahaState& game, const Solver& solver)
{
    LineReport report;
    if (!game.historyComplete() || !(game.rules() == solver.rules()))
        return report;
    report.perfectStart = solver.startMargin();
    KalahaState s(game.rules());
    std::array<int, 2> ownMoves{0, 0};
    for (int ply = 0; ply < game.plies(); ++ply) {
        const int seat = s.toMove();
        const int played = game.historyPit(ply);
        ++ownMoves[static_cast<std::size_t>(seat)];
        SeatLine& line = report.seats[static_cast<std::size_t>(seat)];
        if (line.move == 0) {
            std::array<Move, KalahaState::kMaxMoves> moves;
            const int n = s.generateMoves(moves.data());
            int best = -1000, bestPit = -1;
            for (int i = 0; i < n; ++i) {
                const std::optional<int> m =
                    solver.marginAfter(s, moves[static_cast<std::size_t>(i)].pit);
                if (!m)
                    return report;
                if (*m > best) {
                    best = *m;
                    bestPit = moves[static_cast<std::size_t>(i)].pit;
                }
            }
            const std::optional<int> mine = solver.marginAfter(s, played);
            if (!mine)
                return report;
            if (*mine < best) {
                line.move = ownMoves[static_cast<std::size_t>(seat)];
                line.ply = ply;
                line.played = s.moveText(Move{static_cast<std::int8_t>(played)});
                line.best = s.moveText(Move{static_cast<std::int8_t>(bestPit)});
                line.playedMargin = *mine;
                line.bestMargin = best;
            }
        }
        s.apply(Move{static_cast<std::int8_t>(played)});
    }
    report.available = true;
    return report;
}

} // namespace zv::kalaha
