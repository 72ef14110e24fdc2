// The Gänsespiel on the real kiosk, by simulated touches only: the shelf's
// tile → set-up (three players: a person and two computers, the pool on) →
// the person throws by touching the dice or the big button, the pieces go
// round the spiral, a touched field explains itself → the end screen. Then
// the article's „Jetzt spielen“. Screenshots in German and English
// (ZV_SCREENSHOT_DIR); fixed dice (seed 1, ZV_TEST_SEED for others); the
// kiosk must print no warning.
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"

#include <QGuiApplication>
#include <QQuickItem>
#include <QTest>

class KioskGaensespielTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void threePlayersToTheEnd();
    void articleOffersPlayNow();
    void noWarnings();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    QQuickItem* item(const QString& objectName) { return m_driver.item(objectName); }
    QVariant state(const char* key) const { return m_session->state().value(QLatin1String(key)); }
    bool waitForPerson()
    {
        return QTest::qWaitFor(
            [this] {
                return m_session->over() || (m_session->humanToMove() && !m_session->thinking());
            },
            30000);
    }
    int chipsInPlay() const
    {
        int sum = state("pool").toInt();
        for (const QVariant& c : state("chips").toList())
            sum += c.toInt();
        return sum;
    }

    KioskDriver m_driver{QStringLiteral("gaensespiel")};
    KioskController* m_kiosk = nullptr;
    GameSession* m_session = nullptr;
};

void KioskGaensespielTest::initTestCase()
{
    QVERIFY(m_driver.start(QSize(1920, 1080)));
    m_kiosk = m_driver.kiosk();
    m_session = m_kiosk->session();
    QVERIFY(m_session);
    m_session->setComputerDelay(40);
    const QByteArray seed = qgetenv("ZV_TEST_SEED");
    m_session->seedLaterStarts(seed.isEmpty() ? 1 : seed.toULongLong());
}

void KioskGaensespielTest::threePlayersToTheEnd()
{
    QVERIFY(m_driver.openLobby(QStringLiteral("gaensespiel")));
    // Down to the fewest (the button stops there), then one more: three.
    for (int i = 0; i < 4; ++i)
        QVERIFY(tap(QStringLiteral("seatsFewer")));
    QVERIFY(tap(QStringLiteral("seatsMore")));
    QVERIFY(tap(QStringLiteral("seat1_computer")));
    QVERIFY(tap(QStringLiteral("seat2_computer")));
    QVERIFY(tap(QStringLiteral("option_pool_on")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(m_session->gameKey(), QStringLiteral("gaensespiel"));
    QCOMPARE(state("seats").toInt(), 3);
    QCOMPARE(state("poolOn").toInt(), 1);
    const int chips = chipsInPlay();
    QCOMPARE(chips, 3 * 12);
    QTRY_VERIFY(item(QStringLiteral("gooseSheet")));
    QVERIFY(item(QStringLiteral("field63")));
    QVERIFY(item(QStringLiteral("turnBanner")));

    // The first throw by a touch on the dice themselves.
    QVERIFY(waitForPerson());
    // The game screen slides in first; a touch during the slide can miss
    // the die (once in a loaded run).
    QTest::qWait(800);
    int before = m_session->moveCount();
    QVERIFY(tap(QStringLiteral("raceDie0")));
    QTRY_VERIFY(m_session->moveCount() >= before + 2); // the throw and the dice's fall
    QVERIFY(state("path").toList().size() >= 2);

    // A touched field explains itself: the bridge.
    QVERIFY(tap(QStringLiteral("field6")));
    QTRY_VERIFY(item(QStringLiteral("fieldInfo"))->isVisible());

    bool midShot = false;
    for (int step = 0; step < 400 && !m_session->over(); ++step) {
        QVERIFY(waitForPerson());
        if (m_session->over())
            break;
        QCOMPARE(chipsInPlay(), chips);
        if (!midShot && m_session->moveCount() >= 12) {
            QTest::qWait(1000); // the pieces stand still
            QVERIFY(m_driver.shotBoth(QStringLiteral("midplay")));
            midShot = true;
        }
        before = m_session->moveCount();
        QVERIFY(tap(QStringLiteral("throwButton")));
        QTRY_VERIFY(m_session->moveCount() > before);
    }
    QVERIFY(m_session->over());
    QVERIFY(midShot);
    QCOMPARE(chipsInPlay(), chips);
    QCOMPARE(state("reason").toString(), QStringLiteral("field_63"));
    QTRY_VERIFY_WITH_TIMEOUT(item(QStringLiteral("endTitle")), 10000);
    QTest::qWait(900); // the end screen fades in
    QVERIFY(m_driver.shotBoth(QStringLiteral("end")));
    QVERIFY(tap(QStringLiteral("endBack")));
    QTRY_VERIFY(!item(QStringLiteral("endTitle")));
}

void KioskGaensespielTest::articleOffersPlayNow()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(m_driver.openLobby(QStringLiteral("gaensespiel")));
    QVERIFY(tap(QStringLiteral("lobbyArticle")));
    QTRY_VERIFY(item(QStringLiteral("articlePlay")));
    QCOMPARE(item(QStringLiteral("articleTitle"))->property("text").toString(),
             QStringLiteral("Gänsespiel"));
    QVERIFY(tap(QStringLiteral("articlePlay")));
    QTRY_VERIFY(item(QStringLiteral("startGame")));
}

void KioskGaensespielTest::noWarnings()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(!m_session->active());
    QVERIFY2(KioskDriver::warnings().isEmpty(), qPrintable(KioskDriver::warnings().join("\n")));
}

int main(int argc, char* argv[])
{
    useVirtualKeyboard(); // as the kiosk's main does
    QGuiApplication app(argc, argv);
    KioskGaensespielTest test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_kiosk_gaensespiel.moc"
