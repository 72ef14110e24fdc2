// `solve muehle [--stones 3-3]`: the perfect endgame table of Mühle's flying
// endgame, three stones against three (engine/games/muehle/endgame_table.h):
// how many positions are won, drawn and lost for the side to move, the
// longest win, and the time the retrograde solve took on this machine.
#include "cli_common.h"
#include "commands.h"
#include "games/muehle/endgame_table.h"

namespace zv::cli {

void printMuehleEndgame(const QCommandLineParser& parser)
{
    const QString stones = parser.isSet("stones") ? parser.value("stones") : QStringLiteral("3-3");
    if (stones != QLatin1String("3-3"))
        usageError(QStringLiteral("solve muehle: only the endgame --stones 3-3 has a table (both "
                                  "sides jumping), not %1")
                       .arg(stones));
    const muehle::EndgameTable33& table = muehle::EndgameTable33::instance();
    const muehle::EndgameTable33::Counts counts = table.counts();
    const double all = static_cast<double>(muehle::EndgameTable33::kPositions);
    const auto share = [all](std::size_t n) {
        return QString::number(100.0 * static_cast<double>(n) / all, 'f', 2) + " %";
    };
    out() << "muehle endgame 3-3 (both sides jump; side to move; draw rules not applied)\n"
          << "  positions: " << muehle::EndgameTable33::kPositions << "\n"
          << "  won:   " << counts.won << " (" << share(counts.won) << ")\n"
          << "  drawn: " << counts.drawn << " (" << share(counts.drawn) << ")\n"
          << "  lost:  " << counts.lost << " (" << share(counts.lost) << ")\n"
          << "  longest win: " << counts.longestWin << " plies\n"
          << "  solved in " << QString::number(table.solveSeconds(), 'f', 2) << " s\n";
}

} // namespace zv::cli
