// Backgammon on the real kiosk, by simulated touches: games → the shelf's
// tile → set-up (the computer as Black) → the dice thrown by a touch, each
// turn entered checker by checker (a touched checker lights its points, a
// step taken back, "Fertig" confirms) → the end screen with the review of
// the person's biggest mistake; the doubling cube when the option is on.
// Screenshots in German and English (ZV_SCREENSHOT_DIR); the kiosk must
// print no warning.
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"

#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

class KioskBackgammonTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void aGameByTouchToTheEnd();
    void theCubeWhenTheOptionIsOn();
    void articleOffersPlayNow();
    void noWarnings();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    QQuickItem* item(const QString& objectName) { return m_driver.item(objectName); }
    QString phase() const { return m_session->state().value(QStringLiteral("phase")).toString(); }
    QVariant board(const char* property)
    {
        QQuickItem* found = item(QStringLiteral("backgammonBoard"));
        return found ? found->property(property) : QVariant();
    }
    bool waitForPerson()
    {
        return QTest::qWaitFor(
            [this] {
                return (m_session->humanToMove() || m_session->over()) && board("settled").toBool();
            },
            30000);
    }
    // The person throws (a touch on the dice) and waits until they lie still.
    bool throwDice()
    {
        if (phase() != QLatin1String("ready") || !tap(QStringLiteral("throwButton")))
            return false;
        return QTest::qWaitFor([this] { return phase() != QLatin1String("ready"); }, 5000) &&
               waitForPerson();
    }
    // Enters the person's turn by touching the first lit point each time
    // (once a step back on the way when `stepBack`), then "Fertig".
    bool enterTurn(bool stepBack, bool shotOnTheWay = false)
    {
        const int before = m_session->moveCount();
        bool steppedBack = false;
        for (int touches = 0; touches < 12; ++touches) {
            const QStringList next = m_session->nextInputs();
            if (next.contains(QStringLiteral("done")))
                break;
            if (next.isEmpty() || !tap(QStringLiteral("point_") + next.first()))
                return false;
            if (shotOnTheWay && m_session->partial().size() == 1) {
                // A chosen checker: its destinations lit.
                if (!item(QStringLiteral("lit_") + m_session->nextInputs().first()))
                    return false;
                if (!m_driver.shotBoth(QStringLiteral("midplay")))
                    return false;
                shotOnTheWay = false;
            }
            if (stepBack && !steppedBack && m_session->partial().size() == 2) {
                if (!tap(QStringLiteral("stepBackButton")) || !m_session->partial().isEmpty())
                    return false;
                steppedBack = true;
            }
        }
        return tap(QStringLiteral("doneButton")) && m_session->moveCount() > before;
    }

    KioskDriver m_driver{QStringLiteral("backgammon")};
    KioskController* m_kiosk = nullptr;
    GameSession* m_session = nullptr;
};

void KioskBackgammonTest::initTestCase()
{
    QVERIFY(m_driver.start(QSize(1920, 1080)));
    m_kiosk = m_driver.kiosk();
    m_session = m_kiosk->session();
    QVERIFY(m_session);
    m_session->setComputerDelay(30);
    m_session->seedLaterStarts(1); // the same dice every run
}

void KioskBackgammonTest::aGameByTouchToTheEnd()
{
    QVERIFY(m_driver.openLobby(QStringLiteral("backgammon")));
    QVERIFY(tap(QStringLiteral("seat1_computer")));
    QVERIFY(tap(QStringLiteral("seat1_beginner")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(m_session->gameKey(), QStringLiteral("backgammon"));
    QVERIFY(waitForPerson());
    // The usual start: 15 checkers each on the board's points.
    int white = 0, black = 0;
    for (const QVariant& n : m_session->state().value(QStringLiteral("points")).toList())
        (n.toInt() > 0 ? white : black) += std::abs(n.toInt());
    QCOMPARE(white, 15);
    QCOMPARE(black, 15);

    // A few turns entirely by touch: the throw, the checkers, "Fertig".
    for (int turn = 0; turn < 4 && !m_session->over(); ++turn) {
        QVERIFY(waitForPerson());
        if (phase() == QLatin1String("ready"))
            QVERIFY(throwDice());
        QCOMPARE(phase(), QStringLiteral("move"));
        QVERIFY(enterTurn(turn == 0, turn == 2));
    }
    // The rest of the game quicker: the person's moves by the session (as
    // the board's touches would make them), the throws still by touch.
    for (int step = 0; step < 400 && !m_session->over(); ++step) {
        QVERIFY(waitForPerson());
        if (m_session->over())
            break;
        if (phase() == QLatin1String("ready")) {
            QVERIFY(throwDice());
            continue;
        }
        const QStringList moves = m_session->legalMoves();
        QVERIFY(!moves.isEmpty());
        QVERIFY(m_session->playMove(moves.first()));
    }
    QVERIFY(m_session->over());
    QVERIFY(waitForPerson());
    QTRY_VERIFY(item(QStringLiteral("endTitle")));
    // The end names the points and the person's biggest mistake (GNU
    // Backgammon's view, or our computer's without it).
    QTRY_VERIFY_WITH_TIMEOUT(board("endLines").toStringList().size() == 2, 60000);
    const QStringList lines = board("endLines").toStringList();
    QVERIFY2(lines[1].contains(QStringLiteral("Weiß")), qPrintable(lines.join(" | ")));
    QTest::qWait(700); // the end screen fades in
    QVERIFY(m_driver.shotBoth(QStringLiteral("end")));
    QVERIFY(tap(QStringLiteral("endBack")));
    QTRY_VERIFY(!item(QStringLiteral("endTitle")));
}

void KioskBackgammonTest::theCubeWhenTheOptionIsOn()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(m_driver.openLobby(QStringLiteral("backgammon")));
    QVERIFY(tap(QStringLiteral("option_doubling_cube_on")));
    QVERIFY(tap(QStringLiteral("seat1_computer")));
    QVERIFY(tap(QStringLiteral("seat1_practised")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QVERIFY(waitForPerson());
    QVERIFY(item(QStringLiteral("doublingCube")));
    // Play until the person may double before a throw.
    for (int step = 0; step < 20 && !item(QStringLiteral("doubleButton")); ++step) {
        QVERIFY(waitForPerson());
        if (phase() == QLatin1String("move"))
            QVERIFY(enterTurn(false));
        QVERIFY(waitForPerson());
    }
    QVERIFY(item(QStringLiteral("doubleButton")));
    QVERIFY(tap(QStringLiteral("doubleButton")));
    // The computer takes (the cube turns to 2 on its side) or drops.
    QVERIFY(waitForPerson());
    const QVariantMap st = m_session->state();
    QVERIFY2(m_session->over() || (st.value(QStringLiteral("cube")).toInt() == 2 &&
                                   st.value(QStringLiteral("cubeOwner")).toInt() == 1),
             qPrintable(phase()));
    QTest::qWait(700);
    QVERIFY(m_driver.shotBoth(QStringLiteral("cube")));
}

// The collection's article on Backgammon offers „Jetzt spielen“.
void KioskBackgammonTest::articleOffersPlayNow()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(m_driver.openLobby(QStringLiteral("backgammon")));
    QVERIFY(tap(QStringLiteral("lobbyArticle")));
    QTRY_VERIFY(item(QStringLiteral("articlePlay")));
    QCOMPARE(item(QStringLiteral("articleTitle"))->property("text").toString(),
             QStringLiteral("Backgammon"));
    QVERIFY(tap(QStringLiteral("articlePlay")));
    QTRY_VERIFY(item(QStringLiteral("startGame")));
}

void KioskBackgammonTest::noWarnings()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(!m_session->active());
    QVERIFY2(KioskDriver::warnings().isEmpty(), qPrintable(KioskDriver::warnings().join("\n")));
}

ZV_KIOSK_TEST_MAIN(KioskBackgammonTest)
#include "tst_kiosk_backgammon.moc"
