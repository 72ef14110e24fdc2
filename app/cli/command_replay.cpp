// `replay GAME FILE`: validates a game record by playing it through.
#include "cli_common.h"
#include "commands.h"
#include "record_json.h"
#include "state_text.h"

#include <QFileInfo>

namespace zv::cli {

int runReplay(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Plays a game record (JSON, see docs/game-records.md) through and checks every move. "
        "Exit 0: the record is valid, the final position is printed. Exit 1: the record is "
        "not valid; the first wrong move is named by its number, counting from 1.");
    parser.addPositionalArgument("GAME", "The game key the record must be for, e.g. muehle.");
    parser.addPositionalArgument("FILE", "The record file.");
    if (!parseCommandLine(parser, "replay", arguments, 2, 2))
        return kExitOk;
    const GameInfo& info = requireGame(parser.positionalArguments().at(0));
    const QString path = parser.positionalArguments().at(1);
    if (!QFileInfo(path).isFile())
        usageError(QStringLiteral("replay: no such file: %1").arg(path));

    QString error;
    const std::optional<GameRecord> record = records::readFile(path, &error);
    if (!record) {
        out() << "invalid record: " << error << Qt::endl;
        return kExitFailed;
    }
    if (record->game != info.key) {
        out() << "invalid record: " << path << ": the record is for the game \"" << qs(record->game)
              << "\", not \"" << qs(info.key) << "\"" << Qt::endl;
        return kExitFailed;
    }

    int failedMove = -1;
    std::string why;
    const std::unique_ptr<Game> game = replay(*record, &failedMove, &why);
    if (!game) {
        if (failedMove < 0) {
            out() << "invalid record: " << path << ": the game cannot start: " << qs(why)
                  << Qt::endl;
        } else {
            const RecordedMove& move = record->moves.at(static_cast<std::size_t>(failedMove));
            const QString who = move.seat == kChanceSeat ? QStringLiteral("chance")
                                                         : QStringLiteral("seat %1").arg(move.seat);
            out() << "invalid record: " << path << ": move " << failedMove + 1 << " (\""
                  << qs(move.text) << "\", " << who << "): " << qs(why) << Qt::endl;
        }
        return kExitFailed;
    }

    StateText state;
    game->describe(state);
    out() << "valid record: " << qs(info.key) << ", " << record->moves.size() << " moves\n"
          << "final position:\n";
    for (const QString& line : state.lines())
        out() << "  " << line << "\n";
    out() << "result: " << resultLine(*game) << Qt::endl;
    return kExitOk;
}

} // namespace zv::cli
