// `selfplay GAME`: complete games between computer players, every move checked.
#include "cli_common.h"
#include "commands.h"
#include "record_json.h"
#include "selfplay_game.h"

#include <QDir>

#include <algorithm>
#include <chrono>
#include <limits>

namespace zv::cli {
namespace {

constexpr int kMaxPrintedFailures = 20;

struct SelfplayRun {
    SelfplaySetup setup;
    int games = 0;
    int firstGame = 1;
    std::uint64_t seed = 1;
    QString recordDir;
    QStringList levelWords; // per seat: random, beginner, practised or master
    QString rerunArguments; // the options that shape a game, for "re-run alone"
};

// --level: one word for every seat, or one per seat separated by commas.
QStringList seatLevels(const QCommandLineParser& parser, int seats)
{
    if (!parser.isSet("level"))
        return QStringList(seats, QStringLiteral("random"));
    QStringList words = parser.value("level").split(',');
    if (words.size() == 1)
        words = QStringList(seats, words.front());
    if (words.size() != seats)
        usageError(QStringLiteral("--level: %1 values for %2 seats").arg(words.size()).arg(seats));
    for (const QString& word : words) {
        if (word != "random" && !levelFromText(word))
            usageError(QStringLiteral("--level: expected beginner, practised, master or random, "
                                      "got \"%1\"")
                           .arg(word));
    }
    return words;
}

SelfplayRun parseRun(const QStringList& arguments, bool* helpShown)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Plays complete games between computer players and checks the game's invariants "
        "after every move. Without --level every seat plays uniformly random legal moves.");
    parser.addPositionalArgument("GAME", "The game key, e.g. muehle (see: games).");
    parser.addOptions({
        {"games", "Number of games (default 100).", "N"},
        {"seed", "Seed of the run (default 1); game g uses a seed derived from it.", "S"},
        {"first-game", "Number of the first game (default 1), to re-run one game alone.", "G"},
        {"level",
         "beginner, practised, master or random, for all seats or per seat (master,beginner).",
         "LIST"},
        {"players", "Number of seats (default: the game's minimum).", "P"},
        {"option", "A rule option, key=value (repeatable; see: games).", "KEY=VALUE"},
        {"move-ms", "Time budget per computer move in ms (default 20).", "M"},
        {"max-plies", "A game longer than this counts as broken (default 20000).", "N"},
        {"record-dir", "Write every game's record (JSON) into this folder.", "DIR"},
    });
    SelfplayRun run;
    *helpShown = !parseCommandLine(parser, "selfplay", arguments, 1, 1);
    if (*helpShown)
        return run;

    const GameInfo& info = requireGame(parser.positionalArguments().front());
    run.setup.game = info.key;
    run.setup.options = parseGameOptions(info, parser.values("option"));
    run.games = parseInt(parser, "games", 100, 1, 100'000'000);
    run.firstGame = parseInt(parser, "first-game", 1, 1, 1'000'000'000);
    run.seed = parseSeed(parser, "seed", 1);
    const int players = parseInt(parser, "players", info.minSeats, info.minSeats, info.maxSeats);
    run.setup.limits.time = std::chrono::milliseconds(parseInt(parser, "move-ms", 20, 1, 600'000));
    run.setup.maxPlies = parseInt(parser, "max-plies", 20000, 1, 100'000'000);
    run.levelWords = seatLevels(parser, players);
    for (const QString& word : run.levelWords) {
        Seat seat;
        seat.kind = PlayerKind::Computer;
        seat.level = levelFromText(word).value_or(Level::Beginner);
        seat.name = word == "random" ? "random" : "computer (" + word.toStdString() + ")";
        run.setup.seats.push_back(seat);
        run.setup.randomSeat.push_back(word == "random");
    }
    startGame(info, run.setup.options, run.setup.seats); // reports a bad set-up as a usage error

    run.recordDir = parser.value("record-dir");
    if (!run.recordDir.isEmpty() && !QDir().mkpath(run.recordDir))
        usageError(QStringLiteral("--record-dir: cannot create \"%1\"").arg(run.recordDir));

    QStringList shape;
    if (parser.isSet("level"))
        shape << "--level" << run.levelWords.join(',');
    if (parser.isSet("players"))
        shape << "--players" << QString::number(players);
    for (const QString& option : parser.values("option"))
        shape << "--option" << option;
    if (parser.isSet("move-ms"))
        shape << "--move-ms" << parser.value("move-ms");
    if (parser.isSet("max-plies"))
        shape << "--max-plies" << parser.value("max-plies");
    run.rerunArguments = shape.join(' ');
    return run;
}

QString recordPath(const SelfplayRun& run, int gameNumber)
{
    return QDir(run.recordDir)
        .filePath(QStringLiteral("%1-seed%2-game%3.json")
                      .arg(qs(run.setup.game))
                      .arg(run.seed)
                      .arg(gameNumber));
}

void writeRecord(const SelfplayRun& run, int gameNumber, SelfplayOutcome& outcome)
{
    GameRecord& record = outcome.record;
    record.meta["event"] = "zeitvertreib-cli selfplay";
    record.meta["run_seed"] = std::to_string(run.seed);
    record.meta["game_number"] = std::to_string(gameNumber);
    if (outcome.broken)
        record.meta["broken"] = "ply " + std::to_string(outcome.ply) + ": " + outcome.problem;
    else
        record.meta["result"] =
            (outcome.winner >= 0  ? "seat " + std::to_string(outcome.winner) + " wins"
             : outcome.loser >= 0 ? "seat " + std::to_string(outcome.loser) + " loses"
                                  : std::string("draw")) +
            (outcome.reason.empty() ? "" : " (" + outcome.reason + ")");
    QString error;
    if (!records::writeFile(record, recordPath(run, gameNumber), &error))
        err() << "warning: " << error << Qt::endl;
}

void reportBroken(const SelfplayRun& run, int gameNumber, const SelfplayOutcome& outcome)
{
    out() << "BROKEN game " << gameNumber << ", ply " << outcome.ply << ": " << qs(outcome.problem)
          << "\n  re-run alone: zeitvertreib-cli selfplay " << qs(run.setup.game)
          << " --games 1 --seed " << run.seed << " --first-game " << gameNumber
          << (run.rerunArguments.isEmpty() ? "" : " ") << run.rerunArguments << "\n";
    if (!run.recordDir.isEmpty())
        out() << "  record: " << recordPath(run, gameNumber) << "\n";
}

} // namespace

int runSelfplay(const QStringList& arguments)
{
    bool helpShown = false;
    SelfplayRun run = parseRun(arguments, &helpShown);
    if (helpShown)
        return kExitOk;

    out() << "selfplay " << qs(run.setup.game) << ": games " << run.firstGame << ".."
          << run.firstGame + run.games - 1 << ", seed " << run.seed << ", seats "
          << run.levelWords.join(", ") << Qt::endl;

    const std::size_t seatCount = run.setup.seats.size();
    std::vector<long long> wins(seatCount, 0), losses(seatCount, 0);
    long long draws = 0, broken = 0, plies = 0;
    int shortest = std::numeric_limits<int>::max(), longest = 0;
    std::uint64_t fingerprint = 0xCBF29CE484222325ULL;
    const auto start = std::chrono::steady_clock::now();
    for (int number = run.firstGame; number < run.firstGame + run.games; ++number) {
        SelfplayOutcome outcome = playSelfplayGame(run.setup, gameSeed(run.seed, number));
        if (!run.recordDir.isEmpty())
            writeRecord(run, number, outcome);
        if (outcome.broken) {
            if (++broken <= kMaxPrintedFailures)
                reportBroken(run, number, outcome);
            continue;
        }
        if (outcome.winner >= 0)
            ++wins[static_cast<std::size_t>(outcome.winner)];
        else if (outcome.loser >= 0)
            ++losses[static_cast<std::size_t>(outcome.loser)];
        else
            ++draws;
        shortest = std::min(shortest, outcome.plies);
        plies += outcome.plies;
        longest = std::max(longest, outcome.plies);
        // FNV-style fold of every game's end: equal runs print equal fingerprints.
        fingerprint =
            (fingerprint ^ outcome.finalHash ^ static_cast<std::uint64_t>(outcome.plies)) *
            0x100000001B3ULL;
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    const long long finished = run.games - broken;
    const double average = finished > 0 ? static_cast<double>(plies) / finished : 0.0;
    QStringList winTexts, winCounts;
    for (std::size_t seat = 0; seat < seatCount; ++seat) {
        winTexts << QStringLiteral("seat %1: %2").arg(seat).arg(wins[seat]);
        winCounts << QString::number(wins[seat]);
    }
    QStringList lossTexts;
    for (std::size_t seat = 0; seat < seatCount; ++seat)
        lossTexts << QStringLiteral("seat %1: %2").arg(seat).arg(losses[seat]);
    if (std::any_of(losses.begin(), losses.end(), [](long long n) { return n > 0; }))
        out() << "single losers: " << lossTexts.join(", ") << "\n";
    out() << "wins: " << winTexts.join(", ") << "\n"
          << "draws: " << draws << "\n"
          << "length: average " << QString::number(average, 'f', 2) << " plies, shortest "
          << (finished > 0 ? shortest : 0) << ", longest " << longest << "\n"
          << "fingerprint: " << QString::number(fingerprint, 16).rightJustified(16, '0') << "\n"
          << "totals: " << run.games << " games, wins " << winCounts.join('/') << ", draws "
          << draws << ", average " << QString::number(average, 'f', 2) << " plies, broken "
          << broken << "\n"
          << "time: " << QString::number(seconds, 'f', 3) << " s, "
          << QString::number(seconds > 0 ? run.games / seconds : 0.0, 'f', 1) << " games/s"
          << Qt::endl;
    if (broken > kMaxPrintedFailures)
        out() << "(only the first " << kMaxPrintedFailures << " broken games are listed)"
              << Qt::endl;
    return broken > 0 ? kExitFailed : kExitOk;
}

} // namespace zv::cli
