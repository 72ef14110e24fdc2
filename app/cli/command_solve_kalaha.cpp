// `solve kalaha --pits M --seeds N [--option KEY=VALUE]...`: the first
// player's margin in Kalah(M,N) under perfect play, by the exact solver
// (engine/games/kalaha/solver.h), and each first move's margin. The solver
// holds boards of up to five pits a side and 63 seeds; what this machine
// solves within minutes is listed in engine/games/kalaha/RULES.md.
#include "cli_common.h"
#include "commands.h"
#include "games/kalaha/kalaha_game.h"
#include "games/kalaha/solver.h"

namespace zv::cli {

void printKalahaSolution(const GameInfo& info, const QCommandLineParser& parser)
{
    using namespace kalaha;
    Options options = parseGameOptions(info, parser.values("option"));
    Rules rules = rulesFromOptions(options);
    // --pits and --seeds may leave the lobby's range (Kalah(1,n), Kalah(2,n)
    // of the literature); the solver says what it can hold.
    rules.pits = parseInt(parser, "pits", rules.pits, 1, kMaxPits);
    rules.seeds = parseInt(parser, "seeds", rules.seeds, 1, 32);
    if (!Solver::canSolve(rules))
        usageError(QStringLiteral("Kalah(%1,%2) is too large for the solver (at most five pits a "
                                  "side and 63 seeds)")
                       .arg(rules.pits)
                       .arg(rules.seeds));
    const Solver solver(rules);
    const auto sign = [](int v) {
        return (v > 0 ? QStringLiteral("+") : QString()) + QString::number(v);
    };
    out() << "kalaha Kalah(" << rules.pits << "," << rules.seeds << ")"
          << " capture_empty_opposite=" << (rules.captureEmptyOpposite ? "true" : "false")
          << " remaining_to_owner=" << (rules.remainingToOwner ? "true" : "false")
          << " end_on_any_empty_row=" << (rules.endOnAnyEmptyRow ? "true" : "false") << "\n";
    out() << "  first player's margin under perfect play: " << sign(solver.startMargin()) << "\n";
    const KalahaState start(rules);
    out() << "  first moves:";
    for (int pit = 0; pit < rules.pits; ++pit)
        out() << " " << qs(start.cellName(pit)) << " "
              << sign(solver.marginAfter(start, pit).value_or(0));
    out() << "\n  " << solver.positions() << " positions, table "
          << QString::number(static_cast<double>(solver.tableBytes()) / (1024.0 * 1024.0), 'f', 1)
          << " MiB, " << QString::number(solver.buildMilliseconds(), 'f', 0) << " ms\n";
    out().flush();
}

} // namespace zv::cli
