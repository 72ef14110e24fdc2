// Kalaha on the real kiosk, by simulated touches only: games → the shelf's
// tile → set-up (three pits a side, the Master as the opponent) → the
// person's pits touched, each sowing shown seed by seed → the end screen
// with where the person left the perfect line; then the usual board of six
// pits. Screenshots in German and English (ZV_SCREENSHOT_DIR); the kiosk
// must print no warning.
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"

#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

class KioskKalahaTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void smallBoardAgainstThePerfectMaster();
    void usualBoardMidPlay();
    void articleOffersPlayNow();
    void noWarnings();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    void shot(const QString& name) { QVERIFY(m_driver.shot(name)); }
    // The same moment in German, then in English (the screen switches back).
    void shotBoth(const QString& name) { QVERIFY(m_driver.shotBoth(name)); }
    QQuickItem* item(const QString& objectName) { return m_driver.item(objectName); }
    QVariant state(const char* key) const { return m_session->state().value(QLatin1String(key)); }
    QVariant board(const char* property)
    {
        QQuickItem* found = item(QStringLiteral("kalahaBoard"));
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
    // Touches the first pit the person may empty; false when none.
    bool touchAPit()
    {
        const QStringList pits = m_session->nextInputs();
        if (pits.isEmpty())
            return false;
        const int before = m_session->moveCount();
        if (!tap(QStringLiteral("cell_") + pits.first()))
            return false;
        return m_session->moveCount() > before;
    }

    KioskDriver m_driver{QStringLiteral("kalaha")};
    KioskController* m_kiosk = nullptr;
    GameSession* m_session = nullptr;
};

void KioskKalahaTest::initTestCase()
{
    QVERIFY(m_driver.start(QSize(1920, 1080)));
    m_kiosk = m_driver.kiosk();
    m_session = m_kiosk->session();
    QVERIFY(m_session);
    m_session->setComputerDelay(50);
}

void KioskKalahaTest::smallBoardAgainstThePerfectMaster()
{
    QVERIFY(m_driver.openLobby(QStringLiteral("kalaha")));
    for (int i = 0; i < 3; ++i)
        QVERIFY(tap(QStringLiteral("option_pits_fewer")));
    QVERIFY(tap(QStringLiteral("seat1_computer")));
    QVERIFY(tap(QStringLiteral("seat1_master")));
    shot(QStringLiteral("lobby"));
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(m_session->gameKey(), QStringLiteral("kalaha"));
    QCOMPARE(state("pitsPerSide").toInt(), 3);
    QCOMPARE(state("solvable").toInt(), 1);
    QVERIFY(waitForPerson());
    QCOMPARE(m_session->nextInputs(), QStringList({"A", "B", "C"}));

    // The first sowing is shown seed by seed: the pit empties first, then
    // one more seed each step, while nothing can be touched.
    // The computer's answer, when it comes meanwhile, waits for it.
    QVERIFY(tap(QStringLiteral("cell_A")));
    QVERIFY(m_session->moveCount() >= 1);
    QVERIFY(board("animating").toBool());
    QCOMPARE(board("stepFrom").toString(), QStringLiteral("A"));
    // Four seeds in the hand at first, one fewer each third of a second.
    QVERIFY(board("hand").toInt() >= 3);
    QTRY_COMPARE(board("hand").toInt(), 2);
    QVERIFY(board("animating").toBool());
    shotBoth(QStringLiteral("sowing"));
    QVERIFY(waitForPerson());
    QCOMPARE(board("shownSeeds").toList().size(), 8);

    bool midShot = false;
    for (int step = 0; step < 60 && !m_session->over(); ++step) {
        QVERIFY(waitForPerson());
        if (m_session->over())
            break;
        if (!midShot && m_session->moveCount() >= 3) {
            shotBoth(QStringLiteral("midplay"));
            midShot = true;
            // Each pit carries the letter the moves and the end's
            // perfect-line sentence name it by.
            for (const char* letter : {"A", "B", "C", "a", "b", "c"})
                QVERIFY2(item(QStringLiteral("pitLetter_") + QLatin1String(letter)), letter);
        }
        QVERIFY(touchAPit());
    }
    QVERIFY(m_session->over());
    QVERIFY(waitForPerson());
    // The end names the perfect result and where the person left the line.
    QTRY_COMPARE(state("lineReady").toInt(), 1);
    QTRY_VERIFY(item(QStringLiteral("endTitle")));
    const QStringList lines = board("endLines").toStringList();
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[1].contains(QStringLiteral("Spieler 1")), qPrintable(lines.join(" | ")));
    QTest::qWait(700); // the end screen fades in
    shotBoth(QStringLiteral("end"));
    QVERIFY(tap(QStringLiteral("endBack")));
    QTRY_VERIFY(!item(QStringLiteral("endTitle")));
}

void KioskKalahaTest::usualBoardMidPlay()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(m_driver.openLobby(QStringLiteral("kalaha")));
    // Whether or not the lobby kept the last choice: up to the usual six
    // (the button stops at the most).
    for (int i = 0; i < 3; ++i)
        QVERIFY(tap(QStringLiteral("option_pits_more")));
    QVERIFY(tap(QStringLiteral("seat1_computer")));
    QVERIFY(tap(QStringLiteral("seat1_practised")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(state("pitsPerSide").toInt(), 6);
    QCOMPARE(state("solvable").toInt(), 0);
    for (int i = 0; i < 4 && !m_session->over(); ++i) {
        QVERIFY(waitForPerson());
        QVERIFY(touchAPit());
    }
    QVERIFY(waitForPerson());
    shotBoth(QStringLiteral("usual"));
    // Seeds are conserved on the screen too.
    int sum = 0;
    for (const QVariant& n : board("shownSeeds").toList())
        sum += n.toInt();
    QCOMPARE(sum, 48);
}

// The collection's article on Kalaha offers „Jetzt spielen“, which opens
// the set-up.
void KioskKalahaTest::articleOffersPlayNow()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(m_driver.openLobby(QStringLiteral("kalaha")));
    QVERIFY(tap(QStringLiteral("lobbyArticle")));
    QTRY_VERIFY(item(QStringLiteral("articlePlay")));
    QCOMPARE(item(QStringLiteral("articleTitle"))->property("text").toString(),
             QStringLiteral("Kalaha"));
    QVERIFY(tap(QStringLiteral("articlePlay")));
    QTRY_VERIFY(item(QStringLiteral("startGame")));
}

void KioskKalahaTest::noWarnings()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(!m_session->active());
    QVERIFY2(KioskDriver::warnings().isEmpty(), qPrintable(KioskDriver::warnings().join("\n")));
}

ZV_KIOSK_TEST_MAIN(KioskKalahaTest)
#include "tst_kiosk_kalaha.moc"
