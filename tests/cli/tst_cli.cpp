// zeitvertreib-cli as a user runs it: commands, exit codes and messages.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "core/game.h"

#include <cmath>

namespace {

const QString kExample = QStringLiteral(ZV_SOURCE_DIR "/records/muehle-example.json");

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run cli(const QStringList& arguments, const QByteArray& input = {})
{
    QProcess process;
    process.start(QStringLiteral(ZV_CLI_PATH), arguments);
    process.write(input);
    process.closeWriteChannel();
    Run run;
    if (!process.waitForFinished(300'000) || process.exitStatus() != QProcess::NormalExit) {
        process.kill();
        run.err = "did not finish normally: " + process.errorString();
        return run;
    }
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QJsonObject exampleObject()
{
    QFile file(kExample);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        return {};
    return path;
}

// Everything but the wall-clock line, which differs from run to run.
QStringList withoutTime(const QString& output)
{
    QStringList lines = output.split('\n');
    lines.removeIf([](const QString& line) { return line.startsWith("time:"); });
    return lines;
}

QString line(const QString& output, const QString& prefix)
{
    for (const QString& candidate : output.split('\n')) {
        if (candidate.startsWith(prefix))
            return candidate;
    }
    return {};
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void gamesJsonListsMuehleWithItsOptions()
    {
        const Run run = cli({"games", "--json"});
        QCOMPARE(run.exitCode, 0);
        QJsonParseError parseError;
        const QJsonObject root = QJsonDocument::fromJson(run.out.toUtf8(), &parseError).object();
        QCOMPARE(parseError.error, QJsonParseError::NoError);
        const zv::GameInfo* info = zv::findGame("muehle");
        QVERIFY(info);
        QJsonObject muehle;
        for (const QJsonValue& game : root["games"].toArray()) {
            if (game.toObject()["key"].toString() == "muehle")
                muehle = game.toObject();
        }
        QVERIFY2(!muehle.isEmpty(), qPrintable(run.out));
        QCOMPARE(muehle["name"].toObject()["de"].toString(), QString::fromStdString(info->nameDe));
        QCOMPARE(muehle["name"].toObject()["en"].toString(), QString::fromStdString(info->nameEn));
        QCOMPARE(muehle["players"].toObject()["min"].toInt(), info->minSeats);
        QCOMPARE(muehle["players"].toObject()["max"].toInt(), info->maxSeats);
        const QJsonArray options = muehle["options"].toArray();
        QCOMPARE(options.size(), qsizetype(info->options.size()));
        QVERIFY(!options.isEmpty()); // the end-phase mill removal variant at least
        for (qsizetype i = 0; i < options.size(); ++i) {
            const QJsonObject option = options[i].toObject();
            const zv::OptionSpec& spec = info->options[static_cast<std::size_t>(i)];
            QCOMPARE(option["key"].toString(), QString::fromStdString(spec.key));
            QVERIFY(!option["type"].toString().isEmpty());
            QVERIFY(option.contains("default"));
            QCOMPARE(option["label"].toObject()["de"].toString(),
                     QString::fromStdString(spec.labelDe));
            QCOMPARE(option["label"].toObject()["en"].toString(),
                     QString::fromStdString(spec.labelEn));
        }
    }

    // `solve kniffel` (and `solve fuenf_wuerfel`): the optimal solitaire
    // strategy's expected score with and without the extra-Kniffel rule; with
    // --option only for those rules. 245.87 is the published value of the
    // standard game the sheet equals without the rule.
    void solveKniffelPrintsBothExpectations()
    {
        const QRegularExpression figure(
            QStringLiteral(R"(extra_kniffel=(true|false)\s+(\d+\.\d{4}))"));
        const auto figures = [&](const QString& output) {
            QMap<QString, double> found;
            for (const QString& row : output.split('\n')) {
                const auto match = figure.match(row);
                if (match.hasMatch())
                    found.insert(match.captured(1), match.captured(2).toDouble());
            }
            return found;
        };
        const Run both = cli({"solve", "kniffel"});
        QVERIFY2(both.exitCode == 0, qPrintable(both.out + both.err));
        const auto values = figures(both.out);
        QCOMPARE(values.size(), 2);
        QVERIFY2(std::abs(values["false"] - 245.87) < 0.005, qPrintable(both.out));
        QVERIFY2(values["true"] > values["false"] + 1, qPrintable(both.out));

        const Run one = cli({"solve", "fuenf_wuerfel", "--option", "extra_kniffel=false"});
        QVERIFY2(one.exitCode == 0, qPrintable(one.out + one.err));
        const auto only = figures(one.out);
        QCOMPARE(only.size(), 1);
        QCOMPARE(only.firstKey(), QStringLiteral("false"));
        QCOMPARE(only["false"], values["false"]);

        QCOMPARE(cli({"solve", "halma"}).exitCode, 2);                     // no solver
        QCOMPARE(cli({"solve", "muehle", "--stones", "4-3"}).exitCode, 2); // no such table
        QCOMPARE(cli({"solve", "kniffel", "--option", "nonsense=1"}).exitCode, 2);
        QVERIFY(cli({"--help"}).out.contains("solve GAME"));
    }

    // `solve muehle --stones 3-3`: the flying endgame's table, whole.
    void solveMuehlePrintsTheEndgameCounts()
    {
        const Run run = cli({"solve", "muehle", "--stones", "3-3"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("positions: 2691920"), qPrintable(run.out));
        QVERIFY2(run.out.contains("won:   2232160"), qPrintable(run.out));
        QVERIFY2(run.out.contains("drawn: 4112"), qPrintable(run.out));
        QVERIFY2(run.out.contains("lost:  455648"), qPrintable(run.out));
    }

    // `solve kalaha --pits M --seeds N`: the first player's margin in
    // Kalah(M,N) under perfect play (engine/games/kalaha/RULES.md); the
    // options change it; a board too large for the solver is a usage error.
    void solveKalahaPrintsTheMargin()
    {
        const Run usual = cli({"solve", "kalaha", "--pits", "3", "--seeds", "6"});
        QVERIFY2(usual.exitCode == 0, qPrintable(usual.out + usual.err));
        QVERIFY2(usual.out.contains("first player's margin under perfect play: -8"),
                 qPrintable(usual.out));
        const Run empty = cli({"solve", "kalaha", "--pits", "3", "--seeds", "6", "--option",
                               "capture_empty_opposite=true"});
        QVERIFY2(empty.out.contains("first player's margin under perfect play: -10"),
                 qPrintable(empty.out));
        QCOMPARE(cli({"solve", "kalaha", "--pits", "6", "--seeds", "4"}).exitCode, 2);
    }

    // `solve raus`: the chance of a six within the three tries, counted by
    // the engine (engine/games/raus/RULES.md), as a fraction and a decimal.
    void solveRausPrintsTheThreeTries()
    {
        const Run run = cli({"solve", "raus"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY2(run.out.contains("a six within the three tries: 91/216 = 0.4213"),
                 qPrintable(run.out));
    }

    void selfplayPlaysAndTotals()
    {
        const Run run = cli({"selfplay", "muehle", "--games", "200", "--seed", "1"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        const QRegularExpression totals(
            R"(^totals: 200 games, wins (\d+)/(\d+), draws (\d+), average ([\d.]+) plies, broken 0$)");
        const QRegularExpressionMatch match = totals.match(line(run.out, "totals:"));
        QVERIFY2(match.hasMatch(), qPrintable(run.out));
        QCOMPARE(match.captured(1).toInt() + match.captured(2).toInt() + match.captured(3).toInt(),
                 200);
        QVERIFY(match.captured(4).toDouble() >= 18.0); // nine stones each are set first
    }

    void selfplayIsDeterministic()
    {
        const QStringList arguments{"selfplay", "muehle", "--games", "200", "--seed", "1"};
        const Run first = cli(arguments);
        const Run second = cli(arguments);
        QCOMPARE(first.exitCode, 0);
        QCOMPARE(withoutTime(first.out), withoutTime(second.out));
        const Run otherSeed = cli({"selfplay", "muehle", "--games", "200", "--seed", "2"});
        QCOMPARE(otherSeed.exitCode, 0);
        QVERIFY(line(first.out, "fingerprint:") != line(otherSeed.out, "fingerprint:"));
    }

    // A game for more than two: every seat is counted, and bench measures the
    // table size asked for.
    void selfplayAndBenchForFourPlayers()
    {
        const Run run = cli({"selfplay", "glocke_hammer", "--games", "300", "--players", "4"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        const QRegularExpression totals(
            R"(^totals: 300 games, wins (\d+)/(\d+)/(\d+)/(\d+), draws (\d+), .* broken 0$)");
        const QRegularExpressionMatch match = totals.match(line(run.out, "totals:"));
        QVERIFY2(match.hasMatch(), qPrintable(run.out));
        int games = 0;
        for (int i = 1; i <= 5; ++i)
            games += match.captured(i).toInt();
        QCOMPARE(games, 300);
        const Run bench = cli({"bench", "glocke_hammer", "--players", "4", "--seconds", "1",
                               "--positions", "4", "--json"});
        QVERIFY2(bench.exitCode == 0, qPrintable(bench.out + bench.err));
        const QJsonObject report = QJsonDocument::fromJson(bench.out.toUtf8()).object();
        QCOMPARE(report["players"].toInt(), 4);
        QCOMPARE(report["computer_move"].toObject()["levels"].toArray().size(), 3);
        QCOMPARE(cli({"bench", "glocke_hammer", "--players", "7"}).exitCode, 2);
    }

    // The ply cap is the check that every game ends; a cap below the setting
    // phase's 18 plies must fail every game and say where and how to re-run it.
    void gameWithoutEndIsReportedAsBroken()
    {
        const Run run =
            cli({"selfplay", "muehle", "--games", "3", "--seed", "4", "--max-plies", "10"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains("BROKEN game 2, ply 10: no end after 10 plies"),
                 qPrintable(run.out));
        QVERIFY2(
            run.out.contains("re-run alone: zeitvertreib-cli selfplay muehle --games 1 --seed 4 "
                             "--first-game 2 --max-plies 10"),
            qPrintable(run.out));
        QVERIFY2(line(run.out, "totals:").endsWith("broken 3"), qPrintable(run.out));
    }

    void oneGameRerunsAloneFromItsNumber()
    {
        QTemporaryDir all, alone;
        QCOMPARE(
            cli({"selfplay", "muehle", "--games", "5", "--seed", "9", "--record-dir", all.path()})
                .exitCode,
            0);
        QCOMPARE(cli({"selfplay", "muehle", "--games", "1", "--seed", "9", "--first-game", "4",
                      "--record-dir", alone.path()})
                     .exitCode,
                 0);
        QFile fromRun(all.filePath("muehle-seed9-game4.json"));
        QFile fromAlone(alone.filePath("muehle-seed9-game4.json"));
        QVERIFY(fromRun.open(QIODevice::ReadOnly));
        QVERIFY(fromAlone.open(QIODevice::ReadOnly));
        const QByteArray recorded = fromRun.readAll();
        QCOMPARE(fromAlone.readAll(), recorded);
        // The written record is valid and replays.
        QCOMPARE(cli({"replay", "muehle", fromRun.fileName()}).exitCode, 0);
    }

    void replayOfTheExampleSucceeds()
    {
        const Run run = cli({"replay", "muehle", kExample});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY2(run.out.contains("valid record: muehle"), qPrintable(run.out));
        QVERIFY2(line(run.out, "result: ").contains(QRegularExpression("seat [01] wins|draw")),
                 qPrintable(run.out));
    }

    // Without a file: the records shipped for the game, built into the CLI.
    // The 1997 master game of the Glasperlenspiel: 144 moves to North's
    // resignation.
    void replayOfTheShippedRecords()
    {
        const Run run = cli({"replay", "glasperlen"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY2(run.out.contains("== records/glasperlen-master-1997.json"), qPrintable(run.out));
        QVERIFY2(run.out.contains("valid record: glasperlen, 144 moves"), qPrintable(run.out));
        QVERIFY2(run.out.contains("final position:"), qPrintable(run.out));
        const Run toccategli = cli({"replay", "toccategli"});
        QCOMPARE(toccategli.exitCode, 0);
        QCOMPARE(toccategli.out.count("valid record: toccategli"), 3);
    }

    // Chess: perft from a FEN (the chess fast path), and the Immortal Game
    // (records/schach-immortal-1851.json, in UCI) replayed and written as
    // PGN with SAN: captures, checks, the mate and the tags.
    void schachPerftReplayAndPgn()
    {
        const Run perft = cli({"perft", "schach", "2", "--position",
                               "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -"});
        QVERIFY2(perft.exitCode == 0, qPrintable(perft.out + perft.err));
        QVERIFY2(perft.out.contains(QRegularExpression("depth 1  48 ")), qPrintable(perft.out));
        QVERIFY2(perft.out.contains(QRegularExpression("depth 2  2039 ")), qPrintable(perft.out));
        const Run badFen = cli({"perft", "schach", "1", "--position", "8/8/8 w"});
        QCOMPARE(badFen.exitCode, 2);

        const QString immortal = QStringLiteral(ZV_SOURCE_DIR "/records/schach-immortal-1851.json");
        const Run replay = cli({"replay", "schach", immortal});
        QVERIFY2(replay.exitCode == 0, qPrintable(replay.out + replay.err));
        QVERIFY2(replay.out.contains("valid record: schach, 45 moves"), qPrintable(replay.out));
        QVERIFY2(replay.out.contains(QRegularExpression("reason:\\s+checkmate")),
                 qPrintable(replay.out));

        const Run pgn = cli({"pgn", immortal});
        QVERIFY2(pgn.exitCode == 0, qPrintable(pgn.out + pgn.err));
        for (const char* expected :
             {"[Event \"Freie Partie während des Londoner Turniers 1851\"]", "[Site \"London\"]",
              "[Date \"1851.06.21\"]", "[White \"Adolf Anderssen\"]",
              "[Black \"Lionel Kieseritzky\"]", "[Result \"1-0\"]",
              "1. e4 e5 2. f4 exf4 3. Bc4 Qh4+", "Qxa1+",
              "21. Nxg7+ Kd8 22. Qf6+ Nxf6 23. Be7# 1-0"})
            QVERIFY2(pgn.out.simplified().contains(QString::fromUtf8(expected)),
                     qPrintable(QString::fromUtf8(expected) + "\n" + pgn.out));
        const Run other = cli({"pgn", kExample});
        QCOMPARE(other.exitCode, 2);
    }

    // Schocken has one loser and no single winner: the CLI says who lost
    // instead of calling the game a draw.
    void schockenNamesItsSingleLoser()
    {
        const Run run = cli(
            {"replay", "schocken", QStringLiteral(ZV_SOURCE_DIR "/records/schocken-example.json")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY2(line(run.out, "result: ").contains(QRegularExpression("^result: seat \\d loses")),
                 qPrintable(run.out));
        const Run selfplay = cli({"selfplay", "schocken", "--games", "40", "--players", "4"});
        QVERIFY2(selfplay.exitCode == 0, qPrintable(selfplay.out + selfplay.err));
        const QRegularExpressionMatch losers =
            QRegularExpression(
                R"(^single losers: seat 0: (\d+), seat 1: (\d+), seat 2: (\d+), seat 3: (\d+)$)")
                .match(line(selfplay.out, "single losers:"));
        QVERIFY2(losers.hasMatch(), qPrintable(selfplay.out));
        int games = 0;
        for (int i = 1; i <= 4; ++i)
            games += losers.captured(i).toInt();
        QCOMPARE(games, 40);
    }

    // The kiosk's staff PIN: digits only, printed or written as a salted
    // hash, never in clear.
    void kioskPinIsKeptAsAHash()
    {
        const Run printed = cli({"kiosk-pin"}, "2468\n");
        QCOMPARE(printed.exitCode, 0);
        QVERIFY2(printed.out.startsWith("pin_hash=pbkdf2-sha256$"), qPrintable(printed.out));
        QVERIFY(!printed.out.contains("2468"));
        QCOMPARE(cli({"kiosk-pin"}, "12a4\n").exitCode, 2);
        QCOMPARE(cli({"kiosk-pin"}, "12\n").exitCode, 2);
        QTemporaryDir dir;
        const QString config = dir.filePath("kiosk.conf");
        QFile file(config);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[kiosk]\nidle_seconds=120\n");
        file.close();
        const Run written = cli({"kiosk-pin", "--config", config}, "97531\n");
        QCOMPARE(written.exitCode, 0);
        // Read back as the kiosk reads it (QSettings may quote the value).
        QSettings settings(config, QSettings::IniFormat);
        QCOMPARE(settings.value("kiosk/idle_seconds").toInt(), 120);
        const QString hash = settings.value("kiosk/pin_hash").toString();
        QVERIFY2(hash.startsWith("pbkdf2-sha256$"), qPrintable(hash));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(!QString::fromUtf8(file.readAll()).contains("97531"));
    }

    void replayNamesTheIllegalMove()
    {
        QJsonObject record = exampleObject();
        QJsonArray moves = record["moves"].toArray();
        QVERIFY(moves.size() > 10);
        // Move 5 (seat 0, still setting) goes onto the point seat 0 took with move 1.
        QJsonObject fifth = moves[4].toObject();
        fifth["move"] = moves[0].toObject()["move"];
        moves[4] = fifth;
        record["moves"] = moves;
        QTemporaryDir dir;
        const QString path = writeFile(dir, "illegal.json", QJsonDocument(record).toJson());
        const Run run = cli({"replay", "muehle", path});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains("move 5 (\"" + moves[0].toObject()["move"].toString() + "\""),
                 qPrintable(run.out));
    }

    void matchChecksEveryEngineMoveByOurRules()
    {
        // The fake engine answers "g7" to every question: legal once (unless
        // our player took g7 first), refused the next time, when it is taken.
        const Run run =
            cli({"match", "muehle", "--engine",
                 ZV_SOURCE_DIR "/tests/play/fake_engines/fake_uci.sh", "--engine-arg", "answer",
                 "--engine-arg", "g7", "--games", "1", "--random-plies", "0", "--ms", "20"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains("ERROR, the engine's move \"g7\" refused at ply "),
                 qPrintable(run.out));
        QVERIFY2(run.out.contains("1 errors (not scored)"), qPrintable(run.out));
    }

    void replayRejectsMalformedJson()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "broken.json",
                                       "{\n  \"format\": \"zeitvertreib-record\",\n  \"game\": \n");
        const Run run = cli({"replay", "muehle", path});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(path + ": line "), qPrintable(run.out));
        QVERIFY2(run.out.contains("not valid JSON"), qPrintable(run.out));
    }

    void replayRejectsARecordOfAnotherGame()
    {
        QJsonObject record = exampleObject();
        record["game"] = "kalaha";
        QTemporaryDir dir;
        const QString path = writeFile(dir, "other.json", QJsonDocument(record).toJson());
        const Run run = cli({"replay", "muehle", path});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains("the record is for the game \"kalaha\", not \"muehle\""),
                 qPrintable(run.out));
    }

    void usageErrorsExitWithTwoAndOneLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown game") << QStringList{"selfplay", "nosuchgame"} << "unknown game";
        QTest::newRow("unknown game replay")
            << QStringList{"replay", "nosuchgame", kExample} << "unknown game";
        QTest::newRow("unknown option")
            << QStringList{"selfplay", "muehle", "--option", "nosuchoption=1"} << "unknown option";
        QTest::newRow("bad number") << QStringList{"selfplay", "muehle", "--games", "many"}
                                    << "--games: expected a whole number";
        QTest::newRow("bad level")
            << QStringList{"selfplay", "muehle", "--level", "medium"} << "--level";
        QTest::newRow("unknown flag") << QStringList{"games", "--colour"} << "Unknown option";
        QTest::newRow("unknown command") << QStringList{"play"} << "unknown command";
        QTest::newRow("missing file")
            << QStringList{"replay", "muehle", "/nonexistent.json"} << "no such file";
        QTest::newRow("missing game") << QStringList{"bench"} << "missing arguments";
    }

    void usageErrorsExitWithTwoAndOneLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, expected);
        const Run run = cli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
        QCOMPARE(run.err.trimmed().count('\n'), 0);
    }

    // Issue 17: the top-level usage names every command and every content
    // subcommand; the "unknown command" messages (built from the dispatch
    // tables) name the same ones; and each named one is really dispatched
    // (its --help answers with exit 0, a made-up name with exit 2).
    void usageNamesEveryDispatchedCommand()
    {
        const Run help = cli({"--help"});
        QCOMPARE(help.exitCode, 0);
        QStringList commands;
        QStringList contentSubcommands;
        static const QRegularExpression commandLine(
            QStringLiteral("^  ([a-z][a-z-]*)( ([a-z][a-z-]*))?"));
        bool inCommands = false;
        for (const QString& line : help.out.split('\n')) {
            if (line == QLatin1String("Commands:"))
                inCommands = true;
            else if (inCommands && !line.isEmpty() && !line.startsWith(' '))
                inCommands = false;
            const QRegularExpressionMatch match = commandLine.match(line);
            if (!inCommands || !match.hasMatch())
                continue;
            if (!commands.contains(match.captured(1)))
                commands.append(match.captured(1));
            if (match.captured(1) == QLatin1String("content"))
                contentSubcommands.append(match.captured(3));
        }
        QVERIFY2(commands.size() >= 7, qPrintable(commands.join(", ")));

        // The names between "(commands: " / "(" and ";" / ")" of an error line.
        const auto listed = [](const QString& message, const QString& open, const QString& close) {
            const qsizetype from = message.indexOf(open);
            const qsizetype to = message.indexOf(close, from + open.size());
            if (from < 0 || to < 0)
                return QStringList{QStringLiteral("<no list in: %1>").arg(message)};
            QStringList names = message.mid(from + open.size(), to - from - open.size())
                                    .split(QStringLiteral(", "));
            names.sort();
            return names;
        };
        const Run unknown = cli({"no-such-command"});
        QCOMPARE(unknown.exitCode, 2);
        QStringList sortedCommands = commands;
        sortedCommands.sort();
        QCOMPARE(listed(unknown.err, QStringLiteral("(commands: "), QStringLiteral(";")),
                 sortedCommands);

        const Run unknownContent = cli({"content", "no-such-subcommand"});
        QCOMPARE(unknownContent.exitCode, 2);
        QStringList sortedSubcommands = contentSubcommands;
        sortedSubcommands.sort();
        QCOMPARE(listed(unknownContent.err, QStringLiteral("\" ("), QStringLiteral(")")),
                 sortedSubcommands);
        const Run contentHelp = cli({"content", "--help"});
        for (const QString& subcommand : contentSubcommands) {
            QVERIFY2(contentHelp.out.contains(QStringLiteral("\n  ") + subcommand + ' '),
                     qPrintable(subcommand));
        }

        for (const QString& command : commands) {
            const Run run = cli({command, "--help"});
            QVERIFY2(run.exitCode == 0, qPrintable(command + ": " + run.err));
        }
        for (const QString& subcommand : contentSubcommands) {
            const Run run = cli({"content", subcommand, "--help"});
            QVERIFY2(run.exitCode == 0, qPrintable("content " + subcommand + ": " + run.err));
        }
    }

    // Issue 17: every registered game has its row in the README's games table
    // (key and German name), so a game added later must appear there.
    void readmeListsEveryGame()
    {
        QFile readme(QStringLiteral(ZV_SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(readme.readAll()).split('\n');
        for (const zv::GameInfo& info : zv::allGames()) {
            const QString key = QStringLiteral("`%1`").arg(QString::fromStdString(info.key));
            const QString nameDe = QString::fromStdString(info.nameDe);
            bool found = false;
            for (const QString& line : lines)
                found = found || (line.startsWith('|') && line.contains(key) &&
                                  line.contains(nameDe.section(' ', 0, 0)));
            QVERIFY2(found, qPrintable("README.md's games table has no row for " + key + " (" +
                                       nameDe + ")"));
        }
    }

    // Issue 17: every script in git that people or CI run directly keeps its
    // executable bit (a clone of a repository without git skips).
    void scriptsAreExecutableInGit()
    {
        QProcess git;
        git.start(QStringLiteral("git"),
                  {QStringLiteral("-C"), QStringLiteral(ZV_SOURCE_DIR), QStringLiteral("ls-files"),
                   QStringLiteral("-s"), QStringLiteral("--"), QStringLiteral("*.sh"),
                   QStringLiteral(".ci/run"), QStringLiteral("run.sh")});
        if (!git.waitForFinished(20000) || git.exitCode() != 0)
            QSKIP("not a git checkout (or no git): nothing to check");
        const QStringList entries =
            QString::fromUtf8(git.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
        QVERIFY(entries.size() >= 3);
        for (const QString& entry : entries)
            QVERIFY2(entry.startsWith(QStringLiteral("100755")), qPrintable(entry));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
