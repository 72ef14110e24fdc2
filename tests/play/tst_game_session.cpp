// GameSession with people at both seats: touches, illegal touches, complete
// games, undo to the start and forward again, and the game record.
#include "game_session.h"
#include "session_helpers.h"

#include "core/record.h"

#include <QSignalSpy>
#include <QTest>

using namespace testing;

namespace {

int indexOfPoint(const GameSession& session, const QString& name)
{
    return static_cast<int>(
        session.state().value(QStringLiteral("points")).toStringList().indexOf(name));
}

int cell(const GameSession& session, const QString& name)
{
    return session.state()
        .value(QStringLiteral("board"))
        .toList()
        .at(indexOfPoint(session, name))
        .toInt();
}

} // namespace

class GameSessionTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { failOnWarnings(); }

    void startShowsTheEmptyBoard()
    {
        GameSession session;
        QVERIFY(!session.active());
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(human(), human()), {}, 1));
        QVERIFY(session.active());
        QCOMPARE(session.toMove(), 0);
        QVERIFY(session.humanToMove());
        QVERIFY(!session.over());
        QVERIFY(!session.canUndo());
        QCOMPARE(session.state().value(QStringLiteral("points")).toStringList().size(), 24);
        const QVariantList board = session.state().value(QStringLiteral("board")).toList();
        QCOMPARE(board.size(), 24);
        for (const QVariant& v : board)
            QCOMPARE(v.toInt(), -1);
        QCOMPARE(session.nextInputs().size(), 24); // every point is free for the first stone
        QCOMPARE(session.state().value(QStringLiteral("phase")).toString(),
                 QStringLiteral("setting"));
    }

    void unknownGameIsRefused()
    {
        GameSession session;
        QVERIFY(!session.start(QStringLiteral("no_such_game"), seats(human(), human())));
        QVERIFY(!session.active());
        QVERIFY(!session.lastError().isEmpty());
    }

    void aTouchSetsAStone()
    {
        GameSession session;
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(human(), human()), {}, 2));
        QSignalSpy played(&session, &GameSession::movePlayed);
        session.touch(QStringLiteral("d2"));
        QCOMPARE(played.count(), 1);
        QCOMPARE(cell(session, QStringLiteral("d2")), 0);
        QCOMPARE(session.toMove(), 1);
        QCOMPARE(session.moveCount(), 1);
        QCOMPARE(session.lastMove(), QStringLiteral("d2"));
        QCOMPARE(session.lastMovePath(), QStringList{QStringLiteral("d2")});
        QCOMPARE(session.lastMoveSeat(), 0);
        QVERIFY(session.canUndo());
        QCOMPARE(session.record().moves.size(), std::size_t{1});
        QCOMPARE(session.record().moves[0].text, std::string("d2"));
    }

    void illegalTouchesChangeNothing()
    {
        GameSession session;
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(human(), human()), {}, 3));
        session.touch(QStringLiteral("d2"));
        const QVariantMap before = session.state();
        session.touch(QStringLiteral("d2"));    // occupied
        session.touch(QStringLiteral("zz"));    // no such point
        session.touch(QString());               // nothing
        session.touch(QStringLiteral("a1-a4")); // notation is not a touch
        QCOMPARE(session.state(), before);
        QCOMPARE(session.moveCount(), 1);
        QVERIFY(session.partial().isEmpty());
    }

    void partialMoveAndCancel()
    {
        // Play seeded random touches until the moving phase, then pick a stone.
        GameSession session;
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(human(), human()), {}, 4));
        quint64 seed = 4;
        while (!session.over() && session.state().value(QStringLiteral("phase")).toString() ==
                                      QLatin1String("setting"))
            QVERIFY(randomTouch(session, seed));
        QVERIFY(!session.over());
        QVERIFY(session.partial().isEmpty());
        const QStringList starts = session.nextInputs();
        QVERIFY(!starts.isEmpty());
        for (const QString& p : starts)
            QCOMPARE(cell(session, p), session.toMove()); // own stones to pick up
        const int moves = session.moveCount();
        session.touch(starts.first());
        QCOMPARE(session.partial(), QStringList{starts.first()});
        QCOMPARE(session.moveCount(), moves);
        const QStringList targets = session.nextInputs();
        QVERIFY(!targets.isEmpty());
        for (const QString& p : targets)
            QCOMPARE(cell(session, p), -1); // free points to move to
        session.cancelInput();
        QVERIFY(session.partial().isEmpty());
        QCOMPARE(session.nextInputs(), starts);
        // A touch on something that continues nothing drops the half-made move.
        session.touch(starts.first());
        session.touch(QStringLiteral("zz"));
        QVERIFY(session.partial().isEmpty());
    }

    void completeGamesByRandomTouches()
    {
        for (quint64 seed = 10; seed < 16; ++seed) {
            GameSession session;
            QVERIFY(
                session.startSeeded(QStringLiteral("muehle"), seats(human(), human()), {}, seed));
            quint64 touchSeed = seed;
            int touches = 0;
            while (!session.over()) {
                QVERIFY(randomTouch(session, touchSeed));
                QVERIFY(++touches < 5000);
                QVERIFY(session.game()->invariantViolation().empty());
            }
            QVERIFY(session.winner() >= -1 && session.winner() <= 1);
            const QStringList reasons = {QStringLiteral("two_stones"), QStringLiteral("no_moves"),
                                         QStringLiteral("repetition"),
                                         QStringLiteral("move_limit")};
            QVERIFY2(reasons.contains(session.reason()), qPrintable(session.reason()));
            QVERIFY(session.nextInputs().isEmpty());
            // The record replays to the same final position.
            QCOMPARE(static_cast<int>(session.record().moves.size()), session.moveCount());
            int failed = 0;
            std::string why;
            const auto replayed = zv::replay(session.record(), &failed, &why);
            QVERIFY2(replayed, why.c_str());
            QCOMPARE(replayed->hash(), session.game()->hash());
            // A touch after the end means nothing.
            const QVariantMap end = session.state();
            session.touch(QStringLiteral("d2"));
            QCOMPARE(session.state(), end);
        }
    }

    void undoToTheStartAndForwardAgain()
    {
        GameSession session;
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(human(), human()), {}, 21));
        QList<QVariantMap> states{session.state()};
        QList<QStringList> paths;
        quint64 seed = 21;
        while (session.moveCount() < 40 && !session.over()) {
            const int before = session.moveCount();
            QVERIFY(randomTouch(session, seed));
            if (session.moveCount() > before) {
                states.append(session.state());
                paths.append(session.lastMovePath());
            }
        }
        const int made = session.moveCount();
        QVERIFY(made >= 20);
        for (int i = made; i > 0; --i) {
            QVERIFY(session.canUndo());
            session.undo();
            QCOMPARE(session.moveCount(), i - 1);
            QCOMPARE(session.state(), states.at(i - 1));
        }
        QVERIFY(!session.canUndo());
        QVERIFY(session.record().moves.empty());
        for (int i = 0; i < made; ++i) {
            for (const QString& t : paths.at(i))
                session.touch(t);
            QCOMPARE(session.moveCount(), i + 1);
            QCOMPARE(session.state(), states.at(i + 1));
        }
    }

    // Undo never re-rolls: a throw taken back comes again when play returns
    // to the same position (else a visitor could undo until the dice suit).
    void undoNeverRerollsTheDice()
    {
        GameSession session;
        QVERIFY(session.startSeeded(QStringLiteral("backgammon"), seats(human(), human()), {}, 5));
        QVERIFY(session.playMove(session.legalMoves().front())); // the opening player's turn
        QVERIFY(session.legalMoves().contains(QStringLiteral("roll")));
        QVERIFY(session.playMove(QStringLiteral("roll")));
        const QVariantMap thrown = session.state();
        for (int attempt = 0; attempt < 5; ++attempt) {
            session.undo();
            QVERIFY(session.legalMoves().contains(QStringLiteral("roll")));
            QVERIFY(session.playMove(QStringLiteral("roll")));
            QCOMPARE(session.state(), thrown);
        }
        // Play that goes another way draws anew: the throw belongs to its position.
        session.undo();
        session.undo(); // back before the first turn's move
        QVERIFY(session.playMove(session.legalMoves().back()));
        QVERIFY(session.playMove(QStringLiteral("roll")));
        QVERIFY(session.state() != thrown);
    }

    void restartKeepsSeatsAndStopClears()
    {
        GameSession session;
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(human(), human()), {}, 5));
        session.touch(QStringLiteral("a1"));
        QVERIFY(session.restart());
        QCOMPARE(session.moveCount(), 0);
        QCOMPARE(session.seats().size(), 2);
        session.stop();
        QVERIFY(!session.active());
        QVERIFY(session.nextInputs().isEmpty());
        session.touch(QStringLiteral("a1")); // no game: ignored
        QVERIFY(!session.active());
    }

    // The seat at the screen (viewerSeat) follows the person to move, stays
    // with the last person while the computer moves, and is the spectator
    // without people: a card hand covers itself when it changes.
    void viewerSeatFollowsThePersonToMove()
    {
        GameSession session;
        QSignalSpy changed(&session, &GameSession::stateChanged);
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(human(), human()), {}, 7));
        QCOMPARE(session.property("viewerSeat").toInt(), 0);
        session.touch(QStringLiteral("a1"));
        QCOMPARE(session.toMove(), 1);
        QCOMPARE(session.property("viewerSeat").toInt(), 1);

        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(human(), computer()), {}, 7));
        session.touch(QStringLiteral("a1"));
        QCOMPARE(session.toMove(), 1);
        QCOMPARE(session.property("viewerSeat").toInt(), 0);

        QVERIFY(
            session.startSeeded(QStringLiteral("muehle"), seats(computer(), computer()), {}, 7));
        QCOMPARE(session.property("viewerSeat").toInt(), -2);
        session.stop();
        QVERIFY(changed.count() > 0);
    }

    void optionsReachTheEngine()
    {
        GameSession session;
        const QVariantMap info = session.gameInfo(QStringLiteral("muehle"));
        QCOMPARE(info.value(QStringLiteral("key")).toString(), QStringLiteral("muehle"));
        const QVariantList options = info.value(QStringLiteral("options")).toList();
        QVERIFY(!options.isEmpty());
        const QString key = options.first().toMap().value(QStringLiteral("key")).toString();
        QVERIFY(session.startSeeded(QStringLiteral("muehle"), seats(human(), human()),
                                    {{key, true}}, 6));
        QCOMPARE(session.record().options.at(key.toStdString()), std::string("true"));
        QVERIFY(!session.startSeeded(QStringLiteral("muehle"), seats(human(), human()),
                                     {{QStringLiteral("no_such_option"), true}}, 6));
    }
};

QTEST_MAIN(GameSessionTest)
#include "tst_game_session.moc"
