// GameSession with computer players: the search runs off the GUI thread, can
// be cancelled by start() and by destruction, touches during it are ignored,
// undo takes back the reply too, and 100 complete games run clean.
#include "game_session.h"
#include "session_helpers.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

using namespace testing;

class GameSessionComputerTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { failOnWarnings(); }

    void computerMovesWithoutBlocking()
    {
        GameSession session;
        session.setComputerDelay(0);
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(computer("strong"), human()),
                                    {}, 1));
        // start() returned before the move exists: the search runs elsewhere.
        QVERIFY(session.thinking());
        QCOMPARE(session.moveCount(), 0);
        QVERIFY(session.nextInputs().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(session.moveCount(), 1, 10000);
        QVERIFY(!session.thinking());
        QCOMPARE(session.lastMoveSeat(), 0);
        QVERIFY(session.humanToMove());
        // The move came back to the session's own (GUI) thread.
        QCOMPARE(session.thread(), QThread::currentThread());
    }

    void touchesDuringTheComputerTurnAreIgnored()
    {
        GameSession session;
        session.setComputerDelay(0);
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(human(), computer()), {}, 2));
        session.touch(QStringLiteral("d2"));
        QCOMPARE(session.moveCount(), 1);
        QVERIFY(session.thinking());
        const QVariantMap during = session.state();
        session.touch(QStringLiteral("a1"));
        session.touch(QStringLiteral("g7"));
        QCOMPARE(session.state(), during);
        QVERIFY(session.partial().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(session.moveCount(), 2, 10000);
        QVERIFY(session.humanToMove());
    }

    void undoTakesBackTheReplyToo()
    {
        GameSession session;
        session.setComputerDelay(0);
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(human(), computer()), {}, 3));
        const QVariantMap start = session.state();
        session.touch(QStringLiteral("d2"));
        QTRY_COMPARE_WITH_TIMEOUT(session.moveCount(), 2, 10000);
        QVERIFY(session.canUndo());
        session.undo();
        QCOMPARE(session.moveCount(), 0);
        QCOMPARE(session.state(), start);
        QVERIFY(session.humanToMove());
        QVERIFY(!session.thinking());
    }

    void undoWhileThinkingCancelsTheSearch()
    {
        GameSession session;
        session.setComputerDelay(0);
        session.setThinkTime(2000);
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(human(), computer("strong")),
                                    {}, 4));
        session.touch(QStringLiteral("d2"));
        QVERIFY(session.thinking());
        session.undo();
        QVERIFY(!session.thinking());
        QCOMPARE(session.moveCount(), 0);
        QTest::qWait(100); // a stale result would arrive now
        QCOMPARE(session.moveCount(), 0);
        QVERIFY(session.humanToMove());
    }

    void startWhileThinkingCancelsCleanly()
    {
        GameSession session;
        session.setComputerDelay(0);
        session.setThinkTime(2000);
        QVERIFY(session.startSeeded(QStringLiteral("muehle"),
                                    seats(computer("strong"), computer("strong")), {}, 5));
        QVERIFY(session.thinking());
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(human(), human()), {}, 6));
        QVERIFY(!session.thinking());
        QTest::qWait(100);
        QCOMPARE(session.moveCount(), 0);
        QVERIFY(session.humanToMove());
    }

    void destructionWhileThinkingIsSafe()
    {
        for (int i = 0; i < 5; ++i) {
            auto* session = new GameSession;
            session->setThinkTime(2000);
            QVERIFY(session->startSeeded(QStringLiteral("muehle"),
                                         seats(computer("strong"), human()), {}, 7 + i));
            QVERIFY(session->thinking());
            delete session;
        }
        QTest::qWait(50); // nothing queued for the deleted sessions may run
    }

    void theDelayHoldsTheMoveBack()
    {
        GameSession session;
        session.setComputerDelay(300);
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(computer(), human()), {}, 8));
        QVERIFY(session.thinking());
        QTRY_COMPARE_WITH_TIMEOUT(session.moveCount(), 1, 10000);
        QVERIFY(!session.thinking());
    }

    void hundredComputerGames()
    {
        GameSession session;
        session.setComputerDelay(0);
        session.setThinkTime(20);
        const int children = session.children().size();
        int wins[3] = {0, 0, 0};
        for (int game = 0; game < 100; ++game) {
            QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(computer(), computer()), {},
                                        1000 + static_cast<quint64>(game)));
            QVERIFY(waitUntilOver(session, 120000));
            QVERIFY(!session.thinking());
            QVERIFY(session.game()->invariantViolation().empty());
            QCOMPARE(static_cast<int>(session.record().moves.size()), session.moveCount());
            ++wins[session.winner() + 1];
            // Nothing accumulates in the session between games.
            QCOMPARE(session.children().size(), children);
        }
        QCOMPARE(wins[0] + wins[1] + wins[2], 100);
    }
};

QTEST_MAIN(GameSessionComputerTest)
#include "tst_game_session_computer.moc"
