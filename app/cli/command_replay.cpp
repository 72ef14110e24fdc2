// `replay GAME [FILE]`: validates a game record by playing it through;
// without FILE, every record shipped for GAME (records/, built in).
#include "cli_common.h"
#include "commands.h"
#include "record_json.h"
#include "state_text.h"

#include <QDir>
#include <QFileInfo>

namespace zv::cli {

namespace {

int replayFile(const GameInfo& info, const QString& path);

} // namespace

int runReplay(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Plays a game record (JSON, see docs/game-records.md) through and checks every move. "
        "Exit 0: the record is valid, the final position is printed. Exit 1: the record is "
        "not valid; the first wrong move is named by its number, counting from 1.");
    parser.addPositionalArgument("GAME", "The game key the record must be for, e.g. muehle.");
    parser.addPositionalArgument("FILE",
                                 "The record file. Without it: every record shipped for GAME "
                                 "(records/ in the sources, built into this program).",
                                 "[FILE]");
    if (!parseCommandLine(parser, "replay", arguments, 1, 2))
        return kExitOk;
    const GameInfo& info = requireGame(parser.positionalArguments().at(0));
    if (parser.positionalArguments().size() == 2) {
        const QString path = parser.positionalArguments().at(1);
        if (!QFileInfo(path).isFile())
            usageError(QStringLiteral("replay: no such file: %1").arg(path));
        return replayFile(info, path);
    }
    const QStringList shipped =
        QDir(QStringLiteral(":/records"))
            .entryList({qs(info.key) + QStringLiteral("-*.json")}, QDir::Files, QDir::Name);
    if (shipped.isEmpty())
        usageError(
            QStringLiteral("replay: no record is shipped for %1; give a FILE").arg(qs(info.key)));
    int code = kExitOk;
    for (const QString& name : shipped) {
        out() << "== records/" << name << Qt::endl;
        if (replayFile(info, QStringLiteral(":/records/") + name) != kExitOk)
            code = kExitFailed;
    }
    return code;
}

namespace {

int replayFile(const GameInfo& info, const QString& path)
{
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

} // namespace

} // namespace zv::cli
