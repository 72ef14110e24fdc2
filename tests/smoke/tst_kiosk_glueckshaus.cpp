// Das Glückshaus on the real kiosk at 1920×1080, by simulated touches only:
// the shelf → the set-up (the usual table of four: a person and three
// computers, five chips each so the game is short) → the person's throws by
// a touch on the dice, the room of each throw ringed and the chips flying,
// the turn passing from colour to colour → the end screen; then the 1280×800
// demo screen, and the article's „Jetzt spielen“. Screenshots in German and
// English (ZV_SCREENSHOT_DIR); the kiosk must print no warning.
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"

#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

class KioskGlueckshausTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void fourPlayersToTheEnd();
    void smallScreenMidPlay();
    void articleOffersPlayNow();
    void noWarnings();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    void shot(const QString& name) { QVERIFY(m_driver.shot(name)); }
    void shotBoth(const QString& name) { QVERIFY(m_driver.shotBoth(name)); }
    QQuickItem* item(const QString& objectName) { return m_driver.item(objectName); }
    QVariant state(const char* key) const { return m_session->state().value(QLatin1String(key)); }
    QString text(const QString& objectName)
    {
        QQuickItem* found = item(objectName);
        return found ? found->property("text").toString() : QString();
    }
    QVariant board(const char* property)
    {
        QQuickItem* found = item(QStringLiteral("glueckshausBoard"));
        return found ? found->property(property) : QVariant();
    }
    // The person may throw (the last chips have flown), or the game is over.
    bool waitForPerson()
    {
        return QTest::qWaitFor(
            [this] {
                return (m_session->humanToMove() || m_session->over()) && board("settled").toBool();
            },
            30000);
    }
    void startFourPlayers(int fewerChips);
    void checkBoardShowsState();

    KioskDriver m_driver{QStringLiteral("glueckshaus")};
    KioskController* m_kiosk = nullptr;
    GameSession* m_session = nullptr;
};

void KioskGlueckshausTest::initTestCase()
{
    QVERIFY(m_driver.start(QSize(1920, 1080)));
    m_kiosk = m_driver.kiosk();
    m_session = m_kiosk->session();
    QVERIFY(m_session);
    m_session->setComputerDelay(50);
    // The same dice every run; ZV_TEST_SEED tries others.
    const QByteArray seed = qgetenv("ZV_TEST_SEED");
    m_session->seedLaterStarts(seed.isEmpty() ? 1 : seed.toULongLong());
}

void KioskGlueckshausTest::startFourPlayers(int fewerChips)
{
    QVERIFY(m_driver.openLobby(QStringLiteral("glueckshaus")));
    QCOMPARE(text(QStringLiteral("seatCount")), QStringLiteral("4"));
    for (int i = 0; i < fewerChips; ++i)
        QVERIFY(tap(QStringLiteral("option_start_chips_fewer")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(m_session->gameKey(), QStringLiteral("glueckshaus"));
    QCOMPARE(m_session->seats().size(), 4);
    QCOMPARE(state("startChips").toInt(), 10 - fewerChips);
    QCOMPARE(state("endRule").toString(), QStringLiteral("first_out"));
}

// What the board shows is the engine's state: every player's chips, every
// room's chips, the room of the last throw ringed, whose turn it is.
void KioskGlueckshausTest::checkBoardShowsState()
{
    const QVariantList chips = state("chips").toList();
    for (int seat = 0; seat < chips.size(); ++seat) {
        QQuickItem* panel = item(QStringLiteral("glPlayer%1").arg(seat));
        QVERIFY(panel);
        QCOMPARE(panel->property("chips").toInt(), chips.at(seat).toInt());
    }
    const QVariantList fields = state("board").toList();
    for (int sum = 2; sum <= 12; ++sum) {
        QQuickItem* room = item(QStringLiteral("room%1").arg(sum));
        QVERIFY(room);
        QCOMPARE(room->property("chips").toInt(), fields.at(sum - 2).toInt());
        QCOMPARE(room->property("lastThrown").toBool(), state("sum").toInt() == sum);
        QCOMPARE(text(QStringLiteral("roomNumber%1").arg(sum)), QString::number(sum));
    }
    QVERIFY(!text(QStringLiteral("glOutcome")).isEmpty());
}

void KioskGlueckshausTest::fourPlayersToTheEnd()
{
    startFourPlayers(5);
    QVERIFY(waitForPerson());
    QCOMPARE(text(QStringLiteral("glTurnText")), QStringLiteral("Rot würfelt"));
    QCOMPARE(text(QStringLiteral("roomName2")), QStringLiteral("Glücksschwein"));
    QCOMPARE(text(QStringLiteral("roomName7")), QStringLiteral("Hochzeit"));
    QCOMPARE(text(QStringLiteral("roomName12")), QStringLiteral("König"));

    bool midShot = false;
    int throwsByPerson = 0;
    for (int step = 0; step < 200 && !m_session->over(); ++step) {
        QVERIFY(waitForPerson());
        if (m_session->over())
            break;
        checkBoardShowsState();
        if (!midShot && throwsByPerson >= 3) {
            shotBoth(QStringLiteral("midplay"));
            midShot = true;
        }
        // A touch on the dice throws them; the turn passes to Blau at once.
        const int before = m_session->moveCount();
        QVERIFY(tap(QStringLiteral("glThrow")));
        QVERIFY(m_session->moveCount() >= before + 2);
        QCOMPARE(state("lastSeat").toInt(), 0);
        ++throwsByPerson;
        if (!m_session->over() && state("current").toInt() == 1)
            QCOMPARE(text(QStringLiteral("glTurnText")), QStringLiteral("Blau würfelt"));
    }
    QVERIFY(m_session->over());
    QVERIFY(midShot);
    QCOMPARE(state("reason").toString(), QStringLiteral("first_out"));
    // The end screen waits until the last chips have flown.
    QTRY_VERIFY(!board("holdsEnd").toBool());
    QTRY_VERIFY(item(QStringLiteral("endTitle")));
    QTest::qWait(700); // the end screen fades in
    shotBoth(QStringLiteral("end"));
    QVERIFY(tap(QStringLiteral("endBack")));
    QTRY_VERIFY(!item(QStringLiteral("endTitle")));
}

void KioskGlueckshausTest::smallScreenMidPlay()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    m_kiosk->window()->resize(1280, 800);
    startFourPlayers(0);
    for (int i = 0; i < 4 && !m_session->over(); ++i) {
        QVERIFY(waitForPerson());
        QVERIFY(tap(QStringLiteral("glThrow")));
    }
    QVERIFY(waitForPerson());
    checkBoardShowsState();
    shot(QStringLiteral("midplay_1280x800_de"));
    m_kiosk->window()->resize(1920, 1080);
    QTest::qWait(300);
}

void KioskGlueckshausTest::articleOffersPlayNow()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(m_driver.openLobby(QStringLiteral("glueckshaus")));
    QVERIFY(tap(QStringLiteral("lobbyArticle")));
    QTRY_VERIFY(item(QStringLiteral("articlePlay")));
    QCOMPARE(text(QStringLiteral("articleTitle")), QStringLiteral("Das Glückshaus"));
    QVERIFY(tap(QStringLiteral("articlePlay")));
    QTRY_VERIFY(item(QStringLiteral("startGame")));
}

void KioskGlueckshausTest::noWarnings()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(!m_session->active());
    QVERIFY2(KioskDriver::warnings().isEmpty(), qPrintable(KioskDriver::warnings().join("\n")));
}

int main(int argc, char* argv[])
{
    useVirtualKeyboard(); // as the kiosk's main does
    QGuiApplication app(argc, argv);
    KioskGlueckshausTest test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_kiosk_glueckshaus.moc"
