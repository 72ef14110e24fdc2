// The external engines' plumbing (app/play/engines/): a program started
// lazily, answering line by line; one that hangs, crashes or is cancelled is
// killed and started again next time; none outlives its owner; a computer
// turn checks every proposal against our rules and plays our own move when
// the external engine fails; the lobby hides a level only a missing engine
// plays. A shell script stands in for the engine (fake_engines/fake_uci.sh).
#include "computer_turn.h"
#include "core/level.h"
#include "engines/engine_process.h"
#include "engines/external_players.h"
#include "engines/program_lookup.h"
#include "engines/uci_player.h"
#include "game_catalog.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <signal.h>

#include <thread>

using namespace std::chrono_literals;
using zv::play::engines::EngineProcess;

namespace {

const QString kFake = QStringLiteral(ZV_SOURCE_DIR "/tests/play/fake_engines/fake_uci.sh");

bool isBestMove(const QString& line)
{
    return line.startsWith(QLatin1String("bestmove"));
}

std::unique_ptr<EngineProcess> fakeEngine(const QString& mode)
{
    auto process =
        std::make_unique<EngineProcess>(kFake, QStringList{mode, QStringLiteral("d2d4")});
    process->setStartup({QStringLiteral("uci"), QStringLiteral("isready")},
                        [](const QString& line) { return line == QLatin1String("readyok"); });
    return process;
}

bool processAlive(qint64 pid)
{
    return pid > 0 && ::kill(static_cast<pid_t>(pid), 0) == 0;
}

// An external player whose answers the test decides.
class ScriptedPlayer : public zv::play::engines::ExternalPlayer {
public:
    ScriptedPlayer(std::string key,
                   std::function<std::optional<std::string>(const zv::Game&)> answer,
                   bool installed = true)
        : m_key(std::move(key)), m_answer(std::move(answer)), m_installed(installed)
    {}
    std::string gameKey() const override { return m_key; }
    bool plays(zv::Level level) const override { return level == zv::Level::Master; }
    bool onlyExternal(zv::Level level) const override { return level == zv::Level::Master; }
    bool available() const override { return m_installed; }
    QString missingReason() const override { return QStringLiteral("scripted engine missing"); }
    std::optional<std::string> move(const zv::Game& view, zv::Level,
                                    const zv::SearchLimits&) override
    {
        ++asked;
        return m_answer(view);
    }
    std::atomic<int> asked{0};

private:
    std::string m_key;
    std::function<std::optional<std::string>(const zv::Game&)> m_answer;
    bool m_installed;
};

// One computer turn of Mühle's first move, answered by `player`.
QString computerTurnWith(std::shared_ptr<ScriptedPlayer> player)
{
    zv::play::engines::replaceExternalPlayer("muehle", player);
    std::unique_ptr<zv::Game> game = zv::createGame("muehle", {}, {{}, {}});
    zv::play::ComputerTurn turn;
    QSignalSpy found(&turn, &zv::play::ComputerTurn::found);
    turn.begin(std::move(game), zv::Level::Master, 100ms, 7);
    if (!found.wait(10000))
        return QStringLiteral("(no answer)");
    zv::play::engines::replaceExternalPlayer("muehle", nullptr);
    return found.first().first().toString();
}

} // namespace

class ExternalEngineTest : public QObject {
    Q_OBJECT
private slots:
    void answersAndStaysRunning()
    {
        auto engine = fakeEngine(QStringLiteral("answer"));
        QCOMPARE(engine->starts(), 0); // lazily: nothing runs before the first question
        const auto first = engine->exchange({QStringLiteral("go movetime 10")}, isBestMove, 5s);
        QVERIFY(first);
        QCOMPARE(first->last(), QStringLiteral("bestmove d2d4"));
        QCOMPARE(first->first(), QStringLiteral("info depth 1"));
        const auto second = engine->exchange({QStringLiteral("go movetime 10")}, isBestMove, 5s);
        QVERIFY(second);
        QCOMPARE(engine->starts(), 1);
    }

    void aHangingEngineIsKilledAndStartedAgain()
    {
        auto engine = fakeEngine(QStringLiteral("hang"));
        QElapsedTimer clock;
        clock.start();
        const auto answer = engine->exchange({QStringLiteral("go")}, isBestMove, 400ms);
        QVERIFY(!answer);
        QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(engine->processId(), 0);
        QVERIFY(!engine->exchange({QStringLiteral("go")}, isBestMove, 200ms));
        QCOMPARE(engine->starts(), 2);
    }

    void aCrashIsNoticedAtOnce()
    {
        auto engine = fakeEngine(QStringLiteral("crash"));
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!engine->exchange({QStringLiteral("go")}, isBestMove, 10s));
        QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
    }

    void aStartUpThatNeverEndsCountsAsHanging()
    {
        auto engine = fakeEngine(QStringLiteral("mute"));
        QVERIFY(!engine->exchange({QStringLiteral("go")}, isBestMove, 300ms));
        QCOMPARE(engine->processId(), 0);
    }

    void aMissingProgramIsNoCrash()
    {
        EngineProcess engine(QStringLiteral("/nonexistent/stockfish"), {});
        QVERIFY(!engine.exchange({QStringLiteral("uci")}, isBestMove, 500ms));
    }

    void cancelEndsTheWaitAtOnce()
    {
        auto engine = fakeEngine(QStringLiteral("hang"));
        std::atomic<bool> cancel{false};
        std::thread canceller([&cancel] {
            std::this_thread::sleep_for(150ms);
            cancel.store(true);
        });
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!engine->exchange({QStringLiteral("go")}, isBestMove, 20s, &cancel));
        canceller.join();
        QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));
    }

    void theEngineNeverOutlivesItsOwner()
    {
        qint64 pid = 0;
        {
            auto engine = fakeEngine(QStringLiteral("answer"));
            QVERIFY(engine->exchange({QStringLiteral("go")}, isBestMove, 5s));
            pid = engine->processId();
            QVERIFY(processAlive(pid));
        }
        QTRY_VERIFY_WITH_TIMEOUT(!processAlive(pid), 3000);
    }

    void questionsComeFromAnyThread()
    {
        auto engine = fakeEngine(QStringLiteral("answer"));
        std::vector<std::thread> askers;
        std::atomic<int> answered{0};
        for (int i = 0; i < 4; ++i) {
            askers.emplace_back([&] {
                if (engine->exchange({QStringLiteral("go")}, isBestMove, 5s))
                    ++answered;
            });
        }
        for (std::thread& asker : askers)
            asker.join();
        QCOMPARE(answered.load(), 4);
        QCOMPARE(engine->starts(), 1);
    }

    void uciQuestionsAndAnswers()
    {
        using zv::play::engines::UciPlayer;
        const QStringList master =
            UciPlayer::questionFor("startpos moves e2e4", zv::Level::Master, 300);
        QCOMPARE(master,
                 (QStringList{QStringLiteral("setoption name UCI_LimitStrength value false"),
                              QStringLiteral("position startpos moves e2e4"),
                              QStringLiteral("go movetime 300")}));
        const QStringList practised =
            UciPlayer::questionFor("fen 8/8/8/8/8/8/8/K6k w - - 0 1", zv::Level::Practised, 300);
        QVERIFY(practised.contains(QStringLiteral("setoption name UCI_LimitStrength value true")));
        QVERIFY(practised.contains(
            QStringLiteral("setoption name UCI_Elo value %1").arg(UciPlayer::kPractisedElo)));
        QCOMPARE(UciPlayer::bestMoveOf(QStringLiteral("bestmove e7e8q ponder a2a1")), "e7e8q");
        QCOMPARE(UciPlayer::bestMoveOf(QStringLiteral("bestmove (none)")), "");
        QCOMPARE(UciPlayer::bestMoveOf(QStringLiteral("info depth 3")), "");
    }

    void anIllegalProposalIsNotPlayed()
    {
        auto player = std::make_shared<ScriptedPlayer>(
            "muehle", [](const zv::Game&) { return std::optional<std::string>("z9"); });
        const QString move = computerTurnWith(player);
        QCOMPARE(player->asked.load(), 1);
        std::unique_ptr<zv::Game> game = zv::createGame("muehle", {}, {{}, {}});
        const auto legal = game->legalMoves();
        QVERIFY2(std::find(legal.begin(), legal.end(), move.toStdString()) != legal.end(),
                 qPrintable(move));
    }

    void aLegalProposalIsPlayed()
    {
        auto player = std::make_shared<ScriptedPlayer>("muehle", [](const zv::Game& view) {
            return std::optional<std::string>(view.legalMoves().back());
        });
        std::unique_ptr<zv::Game> game = zv::createGame("muehle", {}, {{}, {}});
        QCOMPARE(computerTurnWith(player), QString::fromStdString(game->legalMoves().back()));
    }

    void noAnswerMeansOurOwnMove()
    {
        auto player = std::make_shared<ScriptedPlayer>(
            "muehle", [](const zv::Game&) { return std::optional<std::string>(); });
        const QString move = computerTurnWith(player);
        QCOMPARE(player->asked.load(), 1);
        QVERIFY(!move.isEmpty());
    }

    // Stockfish itself, when installed (Debian's package `stockfish`).
    void stockfishPlaysLegalChessAtBothLevels()
    {
        const auto location = zv::play::engines::findEngineProgram(QStringLiteral("stockfish"),
                                                                   "ZV_ENGINE_STOCKFISH");
        if (location.path.isEmpty())
            QSKIP("Stockfish is not installed (Debian package stockfish)");
        zv::play::engines::UciPlayer player("schach", location);
        std::unique_ptr<zv::Game> game = zv::createGame("schach", {}, {{}, {}});
        QVERIFY(game);
        zv::SearchLimits limits;
        limits.time = 100ms;
        for (int ply = 0; ply < 6; ++ply) {
            const zv::Level level = ply % 2 ? zv::Level::Master : zv::Level::Practised;
            const std::optional<std::string> move = player.move(*game, level, limits);
            QVERIFY2(move, "Stockfish gave no move");
            const auto legal = game->legalMoves();
            QVERIFY2(std::find(legal.begin(), legal.end(), *move) != legal.end(), move->c_str());
            QVERIFY(game->play(*move));
        }
    }

    // A chess game whose Stockfish hangs at every move goes on: each computer
    // move is our own, a short wait later.
    void aHangingStockfishDoesNotStopTheGame()
    {
        QTemporaryDir dir;
        const QString hang = dir.filePath(QStringLiteral("stockfish"));
        QFile script(hang);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\nexec " + kFake.toUtf8() + " hang\n");
        script.close();
        script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        zv::play::engines::replaceExternalPlayer(
            "schach", std::make_shared<zv::play::engines::UciPlayer>(
                          "schach", zv::play::engines::ProgramLocation{hang, {}}));
        std::unique_ptr<zv::Game> game = zv::createGame("schach", {}, {{}, {}});
        zv::play::ComputerTurn turn;
        QSignalSpy found(&turn, &zv::play::ComputerTurn::found);
        QElapsedTimer clock;
        clock.start();
        turn.begin(std::move(game), zv::Level::Master, 200ms, 3);
        QVERIFY(found.wait(15000));
        const qint64 waited = clock.elapsed();
        zv::play::engines::replaceExternalPlayer("schach", nullptr);
        const QString move = found.first().first().toString();
        std::unique_ptr<zv::Game> start = zv::createGame("schach", {}, {{}, {}});
        const auto legal = start->legalMoves();
        QVERIFY2(std::find(legal.begin(), legal.end(), move.toStdString()) != legal.end(),
                 qPrintable(move));
        // The engine's time (200 ms) and grace, then our own search: a short wait.
        QVERIFY2(waited < 200 + zv::play::engines::UciPlayer::kGraceMs + 1500,
                 qPrintable(QString::number(waited)));
    }

    void withoutStockfishMasterIsNotOffered()
    {
        zv::play::engines::replaceExternalPlayer(
            "schach", std::make_shared<zv::play::engines::UciPlayer>(
                          "schach", zv::play::engines::findEngineProgram(
                                        QStringLiteral("stockfish-not-installed"), "ZV_NO_SUCH")));
        QCOMPARE(zv::play::gameInfoMap(QStringLiteral("schach"))
                     .value(QStringLiteral("levels"))
                     .toStringList(),
                 (QStringList{QStringLiteral("beginner"), QStringLiteral("practised")}));
        const QStringList reports = zv::play::engines::missingEngineReports();
        QVERIFY2(!reports.isEmpty() && reports.first().contains(QStringLiteral("stockfish")),
                 qPrintable(reports.join('\n')));
        zv::play::engines::replaceExternalPlayer("schach", nullptr);
    }

    void aMissingEngineHidesOnlyItsOwnLevels()
    {
        auto player = std::make_shared<ScriptedPlayer>(
            "muehle", [](const zv::Game&) { return std::nullopt; }, false);
        zv::play::engines::replaceExternalPlayer("muehle", player);
        QCOMPARE(zv::play::gameInfoMap(QStringLiteral("muehle"))
                     .value(QStringLiteral("levels"))
                     .toStringList(),
                 (QStringList{QStringLiteral("beginner"), QStringLiteral("practised")}));
        QVERIFY(zv::play::engines::missingEngineReports().isEmpty()); // muehle is no engine game
        zv::play::engines::replaceExternalPlayer("muehle", nullptr);
        QCOMPARE(zv::play::gameInfoMap(QStringLiteral("muehle"))
                     .value(QStringLiteral("levels"))
                     .toStringList(),
                 (QStringList{QStringLiteral("beginner"), QStringLiteral("practised"),
                              QStringLiteral("master")}));
    }
};

QTEST_MAIN(ExternalEngineTest)
#include "tst_external_engine.moc"
