// `match GAME --engine PATH [--engine-option NAME=VALUE]... [--games N] [--ms M]
//  [--seed S] [--random-plies K] [--level L] [--max-plies P] [--record-dir DIR]`:
// our computer player against an external engine that speaks UCI over pipes
// (Stockfish for Schach; a peer engine of another game with a UCI-like
// protocol), one game at a time, colours alternated, each game opened by K
// seeded random plies. Every engine move goes through our rules: a move we
// refuse ends that game as an error and is printed. At the end: wins, draws,
// losses, the score, an Elo estimate with its 95 % interval, and the time each
// side really used per move. A maintainer's tool, never part of the tests'
// pass/fail (it measures strength, which depends on the machine).
#include "cli_common.h"
#include "commands.h"
#include "match_stats.h"

#include "core/level.h"
#include "core/rng.h"
#include "engines/described_text.h"
#include "engines/engine_process.h"
#include "record_json.h"

#include <QDir>
#include <QElapsedTimer>

namespace zv::cli {
namespace {

using play::engines::EngineProcess;

struct MatchSetup {
    const GameInfo* info = nullptr;
    QString enginePath;
    QStringList engineArguments;
    QStringList engineOptions; // NAME=VALUE
    int games = 10;
    int ms = 250;
    std::uint64_t seed = 1;
    int randomPlies = 2;
    Level level = Level::Master;
    int maxPlies = 600;
    QString recordDir;
};

struct GameOutcome {
    double ourPoints = 0.5;
    bool error = false;
    QString note; // how it ended
    GameRecord record;
};

// What the engine is told the position is: the game's own UCI position (with
// the moves since the last irreversible one), else its FEN, else the start and
// every move so far (a game whose move texts are its engine's own).
QString positionFor(const Game& game, const std::vector<std::string>& history)
{
    const std::string uci = play::engines::describedText(game, "uci_position");
    if (!uci.empty())
        return QString::fromStdString(uci);
    const std::string fen = play::engines::describedText(game, "fen");
    if (!fen.empty())
        return QStringLiteral("fen ") + QString::fromStdString(fen);
    QString text = QStringLiteral("startpos");
    if (!history.empty()) {
        text += QStringLiteral(" moves");
        for (const std::string& move : history)
            text += QLatin1Char(' ') + QString::fromStdString(move);
    }
    return text;
}

std::unique_ptr<EngineProcess> startEngine(const MatchSetup& setup)
{
    auto engine = std::make_unique<EngineProcess>(setup.enginePath, setup.engineArguments);
    QStringList startup{QStringLiteral("uci")};
    for (const QString& option : setup.engineOptions) {
        const qsizetype equals = option.indexOf(QLatin1Char('='));
        startup.append(QStringLiteral("setoption name %1 value %2")
                           .arg(option.left(equals).trimmed(), option.mid(equals + 1).trimmed()));
    }
    startup.append(QStringLiteral("isready"));
    engine->setStartup(startup,
                       [](const QString& line) { return line == QLatin1String("readyok"); });
    return engine;
}

GameOutcome playOne(const MatchSetup& setup, EngineProcess& engine, int number,
                    std::vector<double>& ourMs, std::vector<double>& engineMs)
{
    const int ourSeat = number % 2; // colours alternate
    std::vector<Seat> seats(2);
    seats[static_cast<std::size_t>(ourSeat)] = {PlayerKind::Computer, setup.level, "zeitvertreib"};
    seats[static_cast<std::size_t>(1 - ourSeat)] = {PlayerKind::Computer, setup.level, "engine"};
    std::unique_ptr<Game> game = startGame(*setup.info, {}, seats);
    Rng rng(setup.seed * 1000003ULL + static_cast<std::uint64_t>(number));
    GameOutcome outcome;
    outcome.record.game = setup.info->key;
    outcome.record.seats = seats;
    outcome.record.seed = setup.seed;
    std::vector<std::string> history;
    SearchLimits limits;
    limits.time = std::chrono::milliseconds(setup.ms);
    engine.exchange(
        {QStringLiteral("ucinewgame"), QStringLiteral("isready")},
        [](const QString& line) { return line == QLatin1String("readyok"); },
        std::chrono::seconds(10));
    int plies = 0;
    const auto play = [&](const std::string& move, int seat) {
        game->play(move);
        history.push_back(move);
        outcome.record.moves.push_back({seat, move, {}});
        ++plies;
    };
    while (!game->isOver() && plies < setup.maxPlies) {
        const int seat = game->toMove();
        if (seat == kChanceSeat || plies < setup.randomPlies) {
            const std::vector<std::string> moves = game->legalMoves();
            play(seat == kChanceSeat
                     ? game->decideFor(setup.level, limits, rng)
                     : moves[static_cast<std::size_t>(rng.uniform(static_cast<int>(moves.size())))],
                 seat);
            continue;
        }
        QElapsedTimer clock;
        clock.start();
        if (seat == ourSeat) {
            const std::string move = game->decideFor(setup.level, limits, rng);
            ourMs.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
            play(move, seat);
            continue;
        }
        const std::optional<QStringList> answer = engine.exchange(
            {QStringLiteral("position ") + positionFor(*game, history),
             QStringLiteral("go movetime %1").arg(setup.ms)},
            [](const QString& line) { return line.startsWith(QLatin1String("bestmove")); },
            std::chrono::milliseconds(setup.ms + 5000));
        engineMs.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
        const QStringList words =
            answer ? answer->last().split(QLatin1Char(' '), Qt::SkipEmptyParts) : QStringList();
        const std::string move = words.size() >= 2 ? words[1].toStdString() : std::string();
        const std::vector<std::string> legal = game->legalMoves();
        if (std::find(legal.begin(), legal.end(), move) == legal.end()) {
            outcome.error = true;
            outcome.note = answer
                               ? QStringLiteral("the engine's move \"%1\" refused at ply %2")
                                     .arg(QString::fromStdString(move))
                                     .arg(plies)
                               : QStringLiteral("the engine did not answer at ply %1").arg(plies);
            return outcome;
        }
        play(move, seat);
    }
    if (!game->isOver()) {
        outcome.note = QStringLiteral("adjudicated a draw after %1 plies").arg(plies);
        return outcome;
    }
    outcome.ourPoints = game->result()[static_cast<std::size_t>(ourSeat)];
    outcome.note = QStringLiteral("%1 plies").arg(plies);
    return outcome;
}

MatchSetup parseSetup(const QCommandLineParser& parser)
{
    MatchSetup setup;
    setup.info = &requireGame(parser.positionalArguments().at(0));
    if (setup.info->minSeats != 2)
        usageError(QStringLiteral("match: %1 is not a game for two").arg(qs(setup.info->key)));
    setup.enginePath = parser.value("engine");
    if (setup.enginePath.isEmpty())
        usageError(QStringLiteral("match: --engine PATH is required"));
    setup.engineArguments = parser.values("engine-arg");
    setup.engineOptions = parser.values("engine-option");
    for (const QString& option : setup.engineOptions) {
        if (!option.contains(QLatin1Char('=')))
            usageError(
                QStringLiteral("match: --engine-option wants NAME=VALUE, not %1").arg(option));
    }
    setup.games = parseInt(parser, "games", 10, 1, 100000);
    setup.ms = parseInt(parser, "ms", 250, 10, 60000);
    setup.seed = parseSeed(parser, "seed", 1);
    setup.randomPlies = parseInt(parser, "random-plies", 2, 0, 40);
    setup.maxPlies = parseInt(parser, "max-plies", 600, 10, 100000);
    if (parser.isSet("level")) {
        const std::optional<Level> level = levelFromText(parser.value("level"));
        if (!level)
            usageError(QStringLiteral("match: unknown level %1").arg(parser.value("level")));
        setup.level = *level;
    }
    setup.recordDir = parser.value("record-dir");
    return setup;
}

void printTimes(const char* who, const std::vector<double>& ms)
{
    const TimeSummary t = summarizeTimes(ms);
    out() << "  " << who << ": " << t.moves << " moves, mean " << QString::number(t.mean, 'f', 1)
          << " ms, median " << QString::number(t.median, 'f', 1) << " ms, p95 "
          << QString::number(t.p95, 'f', 1) << " ms, max " << QString::number(t.max, 'f', 1)
          << " ms\n";
}

QString eloText(const std::optional<double>& value)
{
    return value ? QString::number(*value, 'f', 0) : QStringLiteral("unbounded");
}

} // namespace

int runMatch(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Our computer player against an external UCI engine: every engine move checked by our "
        "rules, colours alternated, wins/draws/losses, an Elo estimate and the time used.");
    parser.addPositionalArgument("GAME", "The game key, e.g. schach.");
    parser.addOptions({
        {"engine", "The engine program.", "PATH"},
        {"engine-arg", "A command-line argument for the engine (repeatable).", "ARG"},
        {"engine-option", "A UCI option for the engine (repeatable).", "NAME=VALUE"},
        {"games", "Games to play (default 10).", "N"},
        {"ms", "Thinking time per move for each side (default 250).", "M"},
        {"seed", "Seed of the random openings (default 1).", "S"},
        {"random-plies", "Random plies that open each game (default 2).", "K"},
        {"level", "Our player's level (default master).", "L"},
        {"max-plies", "A game this long is adjudicated a draw (default 600).", "P"},
        {"record-dir", "Write each game's record (JSON) into DIR.", "DIR"},
    });
    if (!parseCommandLine(parser, "match", arguments, 1, 1))
        return kExitOk;
    const MatchSetup setup = parseSetup(parser);
    if (!setup.recordDir.isEmpty() && !QDir().mkpath(setup.recordDir))
        usageError(QStringLiteral("match: cannot create %1").arg(setup.recordDir));
    std::unique_ptr<EngineProcess> engine = startEngine(setup);

    out() << "match " << qs(setup.info->key) << ": our " << levelText(setup.level) << " against "
          << setup.enginePath << (setup.engineOptions.isEmpty() ? "" : " (")
          << setup.engineOptions.join(", ") << (setup.engineOptions.isEmpty() ? "" : ")") << ", "
          << setup.games << " games, " << setup.ms << " ms per move, seed " << setup.seed
          << Qt::endl;
    std::vector<double> points, ourMs, engineMs;
    int wins = 0, draws = 0, losses = 0, errors = 0;
    for (int number = 0; number < setup.games; ++number) {
        GameOutcome outcome = playOne(setup, *engine, number, ourMs, engineMs);
        const char* colour = number % 2 == 0 ? "first" : "second";
        if (outcome.error) {
            ++errors;
            out() << "  game " << number + 1 << " (we move " << colour << "): ERROR, "
                  << outcome.note << Qt::endl;
        } else {
            points.push_back(outcome.ourPoints);
            wins += outcome.ourPoints > 0.75 ? 1 : 0;
            losses += outcome.ourPoints < 0.25 ? 1 : 0;
            draws += outcome.ourPoints >= 0.25 && outcome.ourPoints <= 0.75 ? 1 : 0;
            out() << "  game " << number + 1 << " (we move " << colour << "): "
                  << (outcome.ourPoints > 0.75   ? "win"
                      : outcome.ourPoints < 0.25 ? "loss"
                                                 : "draw")
                  << ", " << outcome.note << Qt::endl;
        }
        if (!setup.recordDir.isEmpty()) {
            outcome.record.meta["event"] = "zeitvertreib-cli match";
            outcome.record.meta["result"] = outcome.note.toStdString();
            QString error;
            if (!records::writeFile(outcome.record,
                                    QDir(setup.recordDir)
                                        .filePath(QStringLiteral("%1-%2.json")
                                                      .arg(qs(setup.info->key))
                                                      .arg(number + 1, 4, 10, QLatin1Char('0'))),
                                    &error))
                err() << "warning: " << error << Qt::endl;
        }
    }
    const EloEstimate elo = estimateElo(points);
    out() << "result (ours): " << wins << " wins, " << draws << " draws, " << losses << " losses"
          << (errors ? QStringLiteral(", %1 errors (not scored)").arg(errors) : QString()) << "\n"
          << "score: " << QString::number(elo.score * 100, 'f', 1) << " %, Elo difference "
          << eloText(elo.elo) << " (95 % interval " << eloText(elo.low) << " to "
          << eloText(elo.high) << ")\n"
          << "time used per move:\n";
    printTimes("ours  ", ourMs);
    printTimes("engine", engineMs);
    return errors ? kExitFailed : kExitOk;
}

} // namespace zv::cli
