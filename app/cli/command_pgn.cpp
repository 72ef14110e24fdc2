// `pgn FILE`: a chess game record (JSON, docs/game-records.md) as PGN, so a
// game played at the kiosk opens in any chess program. The record is played
// through by our engine first; the moves come out in SAN.
#include "cli_common.h"
#include "commands.h"
#include "core/level.h"
#include "games/schach/notation.h"
#include "games/schach/schach_game.h"
#include "record_json.h"

#include <QFileInfo>

namespace zv::cli {
namespace {

std::string metaOr(const GameRecord& record, const std::string& key, const std::string& fallback)
{
    const auto it = record.meta.find(key);
    return it == record.meta.end() || it->second.empty() ? fallback : it->second;
}

// PGN writes dates as 2026.11.28; records as 2026-11-28 (or with a time).
std::string pgnDate(std::string date)
{
    date = date.substr(0, 10);
    for (char& c : date)
        if (c == '-')
            c = '.';
    return date;
}

// A PGN tag value: quotes and backslashes escaped.
std::string tagValue(const std::string& text)
{
    std::string out;
    for (char c : text) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out;
}

std::string seatName(const GameRecord& record, std::size_t seat)
{
    if (seat >= record.seats.size())
        return "?";
    const Seat& s = record.seats[seat];
    if (!s.name.empty())
        return s.name;
    if (s.kind == PlayerKind::Human)
        return seat == 0 ? "Weiß" : "Schwarz";
    return "Zeitvertreib (" + std::string(levelKey(s.level)) + ")";
}

} // namespace

int runPgn(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Writes a chess game record (JSON) as PGN: the seven standard tags and the moves in "
        "Standard Algebraic Notation. Exit 1 when the record does not replay.");
    parser.addPositionalArgument("FILE", "The record file of a game of schach.");
    if (!parseCommandLine(parser, "pgn", arguments, 1, 1))
        return kExitOk;
    const QString path = parser.positionalArguments().at(0);
    if (!QFileInfo(path).isFile())
        usageError(QStringLiteral("pgn: no such file: %1").arg(path));
    QString error;
    const std::optional<GameRecord> record = records::readFile(path, &error);
    if (!record) {
        out() << "invalid record: " << error << Qt::endl;
        return kExitFailed;
    }
    if (record->game != "schach")
        usageError(QStringLiteral("pgn: the record is for %1, not schach").arg(qs(record->game)));
    int failedMove = -1;
    std::string why;
    const std::unique_ptr<Game> game = replay(*record, &failedMove, &why);
    const schach::SchachState* chess = game ? schach::schachState(*game) : nullptr;
    if (!chess) {
        out() << "invalid record: move " << failedMove + 1 << ": " << qs(why) << Qt::endl;
        return kExitFailed;
    }
    std::string result = "*";
    if (chess->isOver())
        result = chess->winner() == schach::kWhite   ? "1-0"
                 : chess->winner() == schach::kBlack ? "0-1"
                                                     : "1/2-1/2";
    schach::PgnTags tags;
    tags.tags = {{"Event", tagValue(metaOr(*record, "event", "Zeitvertreib"))},
                 {"Site", tagValue(metaOr(*record, "site", "Zeitvertreib kiosk"))},
                 {"Date", tagValue(pgnDate(metaOr(*record, "date", "????.??.??")))},
                 {"Round", "-"},
                 {"White", tagValue(seatName(*record, 0))},
                 {"Black", tagValue(seatName(*record, 1))}};
    out() << qs(schach::pgnText(chess->startPosition(), chess->moves(), tags, result));
    return kExitOk;
}

} // namespace zv::cli
