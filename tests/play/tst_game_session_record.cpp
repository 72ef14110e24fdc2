// GameSession beyond single moves: viewing a recorded game position by
// position (the Glasperlenspiel's master game and a Mühle record), refusing a
// record that does not replay, the records the kiosk carries, a computer
// that answers with a whole turn of several decisions, and a suggested move
// that a person accepts.
#include "game_session.h"
#include "session_helpers.h"

#include "core/record.h"
#include "record_json.h"
#include "variant_state_sink.h"

#include <QTemporaryDir>
#include <QTest>

using namespace testing;

namespace {

const QString kMaster = QStringLiteral(ZV_SOURCE_DIR "/records/glasperlen-master-1997.json");
const QString kMuehle = QStringLiteral(ZV_SOURCE_DIR "/records/muehle-example.json");

zv::GameRecord readRecord(const QString& path)
{
    QString error;
    std::optional<zv::GameRecord> record = zv::records::readFile(path, &error);
    if (!record)
        qFatal("%s", qPrintable(error));
    return *record;
}

// The engine's description after the first `plies` moves of `record`,
// replayed independently of the session.
QVariantMap stateAfter(const zv::GameRecord& record, int plies)
{
    zv::GameRecord prefix = record;
    prefix.moves.resize(static_cast<std::size_t>(plies));
    std::unique_ptr<zv::Game> game = zv::replay(prefix);
    if (!game)
        qFatal("the record's prefix does not replay");
    return zv::play::describeToMap(*game);
}

} // namespace

class GameSessionRecordTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { failOnWarnings(); }

    void masterGameIsViewedMoveByMove()
    {
        const zv::GameRecord record = readRecord(kMaster);
        GameSession session;
        QVERIFY2(session.viewRecord(kMaster), qPrintable(session.lastError()));
        QVERIFY(session.viewing());
        QCOMPARE(session.gameKey(), QStringLiteral("glasperlen"));
        QCOMPARE(session.viewLength(), 144);
        QCOMPARE(session.viewPly(), 0);
        QCOMPARE(session.moveCount(), 0);
        QCOMPARE(session.state(), stateAfter(record, 0));
        QCOMPARE(session.viewMeta().value(QStringLiteral("south")).toString(),
                 QStringLiteral("Christian Freeling"));
        QCOMPARE(session.seats().size(), 2);

        // Forward, back and jumps show exactly the record's positions.
        for (int ply : {1, 2, 29, 30, 28, 60, 143, 5}) {
            QVERIFY(session.viewSeek(ply));
            QCOMPARE(session.viewPly(), ply);
            QCOMPARE(session.moveCount(), ply);
            QCOMPARE(session.state(), stateAfter(record, ply));
            QCOMPARE(session.lastMove(),
                     QString::fromStdString(record.moves[static_cast<std::size_t>(ply - 1)].text));
            QCOMPARE(session.lastMoveSeat(), record.moves[static_cast<std::size_t>(ply - 1)].seat);
        }
        // Round 30 is North's indirect capture "e000301300000 xD3 & pit 55".
        QVERIFY(session.viewSeek(60));
        QCOMPARE(session.state().value(QStringLiteral("lastExplanation")).toString(),
                 QStringLiteral("indirect_chain_cup"));

        // Nobody moves while a record is viewed.
        QVERIFY(!session.humanToMove());
        QVERIFY(session.nextInputs().isEmpty());
        QVERIFY(session.legalMoves().isEmpty());
        const QVariantMap before = session.state();
        session.touch(QStringLiteral("pit:a"));
        QVERIFY(!session.playMove(QStringLiteral("a")));
        session.undo();
        QCOMPARE(session.state(), before);
        QVERIFY(!session.canUndo());
        QVERIFY(!session.thinking());

        // The end: North resigns.
        QVERIFY(session.viewSeek(144));
        QVERIFY(session.over());
        QCOMPARE(session.winner(), 0);
        QCOMPARE(session.reason(), QStringLiteral("resigned"));
        QVERIFY(!session.viewSeek(145));
        QVERIFY(!session.viewSeek(-1));
        QCOMPARE(session.viewPly(), 144);
        // "Start over" while viewing goes back to the start of the record.
        QVERIFY(session.restart());
        QCOMPARE(session.viewPly(), 0);
    }

    void anyGamesRecordCanBeViewed()
    {
        const zv::GameRecord record = readRecord(kMuehle);
        GameSession session;
        QVERIFY2(session.viewRecord(kMuehle), qPrintable(session.lastError()));
        QCOMPARE(session.gameKey(), QStringLiteral("muehle"));
        QCOMPARE(session.viewLength(), static_cast<int>(record.moves.size()));
        QVERIFY(session.viewSeek(session.viewLength()));
        QCOMPARE(session.state(), stateAfter(record, session.viewLength()));
    }

    void startAndStopEndTheViewing()
    {
        GameSession session;
        QVERIFY(session.viewRecord(kMaster));
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(human(), human()), {}, 1));
        QVERIFY(!session.viewing());
        QCOMPARE(session.viewLength(), 0);
        QVERIFY(session.humanToMove());
        QVERIFY(session.viewRecord(kMaster));
        session.stop();
        QVERIFY(!session.viewing());
        QVERIFY(!session.active());
    }

    void aRecordThatDoesNotReplayIsRefused()
    {
        zv::GameRecord record = readRecord(kMaster);
        record.moves[6].text = "D9"; // there is no gem worth 9
        QTemporaryDir dir;
        QString error;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QVERIFY(zv::records::writeFile(record, path, &error));

        GameSession session;
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(human(), human()), {}, 1));
        const QVariantMap before = session.state();
        QVERIFY(!session.viewRecord(path));
        QVERIFY2(session.lastError().contains(QStringLiteral("moves[6]")),
                 qPrintable(session.lastError()));
        // The game that was on stays.
        QVERIFY(!session.viewing());
        QCOMPARE(session.gameKey(), QStringLiteral("muehle"));
        QCOMPARE(session.state(), before);
        QVERIFY(!session.viewRecord(dir.filePath(QStringLiteral("missing.json"))));
    }

    void theKioskCarriesTheMasterGame()
    {
        GameSession session;
        const QVariantList records = session.recordedGames(QStringLiteral("glasperlen"));
        QCOMPARE(records.size(), 1);
        const QVariantMap entry = records.first().toMap();
        QCOMPARE(entry.value(QStringLiteral("path")).toString(),
                 QStringLiteral(":/records/glasperlen-master-1997.json"));
        QCOMPARE(entry.value(QStringLiteral("titleDe")).toString(),
                 QStringLiteral("Eine Meisterpartie"));
        QCOMPARE(entry.value(QStringLiteral("titleEn")).toString(),
                 QStringLiteral("A master game"));
        QCOMPARE(entry.value(QStringLiteral("moves")).toInt(), 144);
        QVERIFY(session.recordedGames(QStringLiteral("muehle")).isEmpty());
        QVERIFY(session.viewRecord(entry.value(QStringLiteral("path")).toString()));
        QCOMPARE(session.viewLength(), 144);
    }

    // The Glasperlenspiel's computer answers with its whole turn ("c30"),
    // which is none of the single decisions legalMoves() lists; the session
    // lets the engine check it and records it as one move.
    void computerPlaysAWholeTurn()
    {
        GameSession session;
        session.setComputerDelay(0);
        session.setThinkTime(50);
        QVERIFY(
            session.startSeeded(QStringLiteral("glasperlen"), seats(human(), computer()), {}, 11));
        session.touch(QStringLiteral("pit:C"));
        QCOMPARE(session.state().value(QStringLiteral("phase")).toString(), QStringLiteral("sow"));
        while (session.humanToMove() && session.toMove() == 0)
            session.touch(session.nextInputs().first());
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToMove() || session.over(), 10000);
        QCOMPARE(session.state().value(QStringLiteral("turn")).toInt(), 2);
        QCOMPARE(session.lastMoveSeat(), 1);
        const QString reply = session.lastMove();
        QVERIFY2(reply.size() > 1 && reply.at(0).isLower(), qPrintable(reply));
        QCOMPARE(session.state().value(QStringLiteral("lastText")).toString(), reply);
        QVERIFY(session.game()->invariantViolation().empty());
        // Undo takes back the computer's turn and the person's last bead.
        session.undo();
        QCOMPARE(session.state().value(QStringLiteral("phase")).toString(), QStringLiteral("sow"));
        QVERIFY(session.humanToMove());
    }

    void aSuggestionIsPlayedAsThePersonsMove()
    {
        GameSession session;
        session.setThinkTime(50);
        QVERIFY(session.startSeeded(QStringLiteral("glasperlen"), seats(human(), human()), {}, 12));
        QVERIFY(!session.playSuggestion()); // nothing suggested yet
        session.touch(QStringLiteral("pit:D"));
        const int before = session.moveCount();
        session.suggest();
        QVERIFY(session.suggesting());
        QTRY_VERIFY_WITH_TIMEOUT(!session.suggestion().isEmpty(), 10000);
        QVERIFY(!session.suggesting());
        QCOMPARE(session.moveCount(), before); // only suggested, not played
        const QString suggested = session.suggestion();
        QVERIFY(session.playSuggestion());
        QVERIFY(session.suggestion().isEmpty());
        QCOMPARE(session.moveCount(), before + 1);
        QCOMPARE(session.lastMove(), suggested);
        QCOMPARE(session.lastMoveSeat(), 0);
        // The rest of South's turn: North is to move.
        QCOMPARE(session.toMove(), 1);
        QCOMPARE(session.state().value(QStringLiteral("turn")).toInt(), 1);
        QVERIFY(session.state()
                    .value(QStringLiteral("lastText"))
                    .toString()
                    .startsWith(QStringLiteral("D")));
        session.undo();
        QCOMPARE(session.moveCount(), before);
        QCOMPARE(session.toMove(), 0);
    }

    void aTouchDropsTheSuggestion()
    {
        GameSession session;
        session.setThinkTime(2000);
        QVERIFY(session.startSeeded(QStringLiteral("glasperlen"), seats(human(), human()), {}, 13));
        session.touch(QStringLiteral("pit:B"));
        session.suggest();
        QVERIFY(session.suggesting());
        session.touch(session.nextInputs().first()); // the person places a bead himself
        QVERIFY(!session.suggesting());
        QTest::qWait(100); // a cancelled search must not report any more
        QVERIFY(session.suggestion().isEmpty());
        QVERIFY(!session.playSuggestion());
    }
};

QTEST_MAIN(GameSessionRecordTest)
#include "tst_game_session_record.moc"
