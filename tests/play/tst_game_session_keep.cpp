// GameSession leaving a game and coming back to it (game_session_keep.cpp):
// a dice game left while the computer holds its move comes back with the same
// record, position, seats and undo, the computer's move is searched again
// (played once, not lost, not twice) and the dice that follow are the ones an
// uninterrupted game throws; dice taken back by undo stay the same across the
// leaving; the screen comes back to the seat that sat at it; one kept game
// per key, a new game of the key replaces it, a finished game is not kept,
// and the end of the visit forgets them all.
#include "core/game.h"
#include "game_session.h"
#include "session_helpers.h"

#include <QSignalSpy>
#include <QTest>

using namespace testing;

namespace {

// The record as (seat, move) lines: QCOMPARE shows where two differ.
QStringList lines(const GameSession& session)
{
    QStringList out;
    for (const zv::RecordedMove& move : session.record().moves)
        out.append(QStringLiteral("%1 %2").arg(move.seat).arg(QString::fromStdString(move.text)));
    return out;
}

// Plays seeded touches until a computer holds the move it found right after
// its dice were thrown: from that chance move on its delay is a minute, so
// the session sits in the moment a visitor might leave.
bool reachHeldComputerMoveAfterDice(GameSession& session, quint64& touches)
{
    const auto hook =
        QObject::connect(&session, &GameSession::movePlayed, &session, [&session](int seat) {
            if (seat == zv::kChanceSeat && !session.over() && !session.humanToMove() &&
                session.toMove() != zv::kChanceSeat)
                session.setComputerDelay(60000);
        });
    for (int step = 0; step < 2000; ++step) {
        if (session.thinking() && session.computerDelay() == 60000)
            break;
        if (session.over())
            break;
        if (!randomTouch(session, touches))
            QTest::qWait(2);
    }
    QObject::disconnect(hook);
    // The found move waits for the delay: the search has surely ended.
    QTest::qWait(300);
    return session.thinking() && session.lastMoveSeat() == zv::kChanceSeat;
}

} // namespace

class GameSessionKeepTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { failOnWarnings(); }

    void aDiceGameComesBackWithTheComputersMoveAndTheSameDice()
    {
        const QVariantList table = seats(human(), computer("beginner"));
        GameSession session;
        session.setComputerDelay(0);
        session.setThinkTime(100);
        QVERIFY(session.startSeeded(QStringLiteral("raus"), table, {}, 31));
        quint64 touches = 7;
        QVERIFY(reachHeldComputerMoveAfterDice(session, touches));
        const QStringList record = lines(session);
        const QVariantMap state = session.state();
        const bool couldUndo = session.canUndo();
        QVERIFY(couldUndo);

        QSignalSpy kept(&session, &GameSession::keptChanged);
        QVERIFY(session.keep());
        QCOMPARE(kept.count(), 1);
        QVERIFY(!session.active());
        QVERIFY(!session.thinking());
        QCOMPARE(session.keptGames(), QStringList{QStringLiteral("raus")});
        QCOMPARE(session.keptInfo(QStringLiteral("raus")).value(QStringLiteral("seats")).toList(),
                 table);
        // Meanwhile the visitor plays something else; the held move never lands.
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(human(), human()), {}, 3));
        session.touch(QStringLiteral("d2"));
        QTest::qWait(200);

        session.setComputerDelay(0);
        QVERIFY(session.resume(QStringLiteral("raus")));
        // The Mühle game on the screen is kept in its turn.
        QCOMPARE(session.keptGames(), QStringList{QStringLiteral("muehle")});
        QCOMPARE(session.gameKey(), QStringLiteral("raus"));
        QCOMPARE(session.seats(), table);
        QCOMPARE(lines(session), record);
        QCOMPARE(session.state(), state);
        QCOMPARE(session.canUndo(), couldUndo);
        // The computer searches its move again and plays it once.
        QVERIFY(session.thinking());
        QTRY_VERIFY_WITH_TIMEOUT(session.moveCount() > record.size(), 10000);
        QCOMPARE(session.record().moves.at(static_cast<std::size_t>(record.size())).seat, 1);
        QCOMPARE(lines(session).mid(0, record.size()), record);

        // The same game never left: the same moves and the same dice after.
        const int length = static_cast<int>(record.size()) + 12;
        for (int step = 0; step < 4000 && session.moveCount() < length && !session.over(); ++step)
            if (!randomTouch(session, touches))
                QTest::qWait(2);
        QTRY_VERIFY_WITH_TIMEOUT(!session.thinking(), 10000);
        GameSession straight;
        straight.setComputerDelay(0);
        straight.setThinkTime(100);
        QVERIFY(straight.startSeeded(QStringLiteral("raus"), table, {}, 31));
        quint64 sameTouches = 7;
        for (int step = 0; step < 4000 && straight.moveCount() < session.moveCount(); ++step)
            if (!randomTouch(straight, sameTouches))
                QTest::qWait(2);
        QTRY_VERIFY_WITH_TIMEOUT(!straight.thinking(), 10000);
        QCOMPARE(lines(straight).mid(0, session.moveCount()), lines(session));
    }

    void diceTakenBackStayTheSameAcrossTheLeaving()
    {
        GameSession session;
        QVERIFY(session.startSeeded(QStringLiteral("raus"), seats(human(), human()), {}, 5));
        quint64 touches = 3;
        while (session.moveCount() < 24 && randomTouch(session, touches)) {
        }
        const std::vector<zv::RecordedMove> original = session.record().moves;
        const QVariantMap start = [] {
            GameSession fresh;
            fresh.startSeeded(QStringLiteral("raus"), seats(human(), human()), {}, 5);
            return fresh.state();
        }();
        // Back until a throw of the dice is among the moves taken back.
        bool chanceTakenBack = false;
        while (!chanceTakenBack && session.canUndo()) {
            session.undo();
            for (std::size_t i = session.record().moves.size(); i < original.size(); ++i)
                chanceTakenBack = chanceTakenBack || original[i].seat == zv::kChanceSeat;
        }
        QVERIFY(chanceTakenBack);
        QVERIFY(session.keep());
        QVERIFY(session.resume(QStringLiteral("raus")));
        // The same choices again bring the same throws, not new ones.
        for (std::size_t i = session.record().moves.size(); i < original.size(); ++i) {
            if (original[i].seat == zv::kChanceSeat)
                continue;
            QVERIFY2(session.playMove(QString::fromStdString(original[i].text)),
                     original[i].text.c_str());
        }
        QCOMPARE(session.record().moves.size(), original.size());
        for (std::size_t i = 0; i < original.size(); ++i)
            QCOMPARE(session.record().moves[i].text, original[i].text);
        // Undo reaches back past the leaving, to the first position.
        while (session.canUndo())
            session.undo();
        QCOMPARE(session.moveCount(), 0);
        QCOMPARE(session.state(), start);
    }

    void theScreenComesBackToTheSeatThatSatAtIt()
    {
        // Two people and the computer at Mäxchen: while the computer holds
        // its move the screen shows the second person's view (her covered
        // throw); it comes back to her, never to the first person.
        GameSession session;
        session.setComputerDelay(60000);
        session.setThinkTime(50);
        const QVariantList table{human(), human(), computer()};
        QVERIFY(session.startSeeded(QStringLiteral("maexchen"), table, {}, 9));
        quint64 touches = 11;
        for (int step = 0; step < 400 && !session.thinking(); ++step)
            QVERIFY(randomTouch(session, touches));
        QVERIFY(session.thinking());
        QCOMPARE(session.viewerSeat(), 1);
        const QVariantMap view = session.state();
        QVERIFY(session.keep());
        // The lobby learns the table and the number of moves, nothing else.
        const QVariantMap info = session.keptInfo(QStringLiteral("maexchen"));
        QCOMPARE(QStringList(info.keys()),
                 (QStringList{QStringLiteral("moves"), QStringLiteral("options"),
                              QStringLiteral("seats")}));
        QVERIFY(session.resume(QStringLiteral("maexchen")));
        QCOMPARE(session.viewerSeat(), 1);
        QCOMPARE(session.state(), view);
    }

    void oneKeptGamePerKeyWhileTheVisitLasts()
    {
        GameSession session;
        // Nothing to keep: no game, a finished game.
        QVERIFY(!session.keep());
        session.setComputerDelay(0);
        session.setThinkTime(20);
        QVERIFY(
            session.startSeeded(QStringLiteral("muehle"), seats(computer(), computer()), {}, 4));
        QVERIFY(waitUntilOver(session, 120000));
        QVERIFY(!session.keep());
        QVERIFY(session.keptGames().isEmpty());
        QVERIFY(!session.resume(QStringLiteral("muehle")));

        // A game under way is kept even before its first move.
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(human(), human()), {}, 5));
        QVERIFY(session.keep());
        QCOMPARE(session.keptInfo(QStringLiteral("muehle")).value(QStringLiteral("moves")).toInt(),
                 0);
        QVERIFY(session.resume(QStringLiteral("muehle")));
        session.touch(QStringLiteral("d2"));
        QVERIFY(session.keep());
        QCOMPARE(session.keptInfo(QStringLiteral("muehle")).value(QStringLiteral("moves")).toInt(),
                 1);
        // Another game started from the screen keeps the one running.
        QVERIFY(session.startSeeded(QStringLiteral("dame"), seats(human(), human()), {}, 6));
        QVERIFY(session.startSeeded(QStringLiteral("kalaha"), seats(human(), human()), {}, 7));
        QCOMPARE(session.keptGames(),
                 (QStringList{QStringLiteral("dame"), QStringLiteral("muehle")}));
        // A new game of a kept key replaces the kept one.
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(human(), human()), {}, 8));
        QCOMPARE(session.moveCount(), 0);
        QCOMPARE(session.keptGames(),
                 (QStringList{QStringLiteral("dame"), QStringLiteral("kalaha")}));
        // The end of the visit: all of them go, the running one too.
        session.forgetAllKept();
        QVERIFY(!session.active());
        QVERIFY(session.keptGames().isEmpty());
        QVERIFY(!session.resume(QStringLiteral("dame")));
    }
};

QTEST_MAIN(GameSessionKeepTest)
#include "tst_game_session_keep.moc"
