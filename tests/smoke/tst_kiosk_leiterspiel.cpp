// The Leiterspiel on the real kiosk, by simulated touches only: the shelf's
// tile → set-up (a person against a computer, „Schlangen und Leitern“ on) →
// the person throws by touching the die or the big button; the board is the
// one in assets/content/boards/leiterspiel.yaml (its ladders and snakes are
// in the game's state) → the end screen. Then the article's „Jetzt
// spielen“. Screenshots in German and English (ZV_SCREENSHOT_DIR); fixed
// dice (seed 1, ZV_TEST_SEED for others); the kiosk must print no warning.
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"

#include <QGuiApplication>
#include <QQuickItem>
#include <QTest>

class KioskLeiterspielTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void snakesAndLaddersToTheEnd();
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

    KioskDriver m_driver{QStringLiteral("leiterspiel")};
    KioskController* m_kiosk = nullptr;
    GameSession* m_session = nullptr;
};

void KioskLeiterspielTest::initTestCase()
{
    QVERIFY(m_driver.start(QSize(1920, 1080)));
    m_kiosk = m_driver.kiosk();
    m_session = m_kiosk->session();
    QVERIFY(m_session);
    m_session->setComputerDelay(40);
    const QByteArray seed = qgetenv("ZV_TEST_SEED");
    m_session->seedLaterStarts(seed.isEmpty() ? 1 : seed.toULongLong());
}

void KioskLeiterspielTest::snakesAndLaddersToTheEnd()
{
    QVERIFY(m_driver.openLobby(QStringLiteral("leiterspiel")));
    // The board comes from the content, not from the visitor: no choice for it.
    QVERIFY(!item(QStringLiteral("option_layout_on")));
    QVERIFY(tap(QStringLiteral("seat1_computer")));
    QVERIFY(tap(QStringLiteral("option_snakes_on")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(m_session->gameKey(), QStringLiteral("leiterspiel"));
    QCOMPARE(state("snakes").toInt(), 1);
    // The bundled board file's jumps: nine ladders and ten snakes.
    QCOMPARE(state("jumpFrom").toList().size(), 19);
    // The kiosk read the board file (the content), and the record keeps its
    // text, so a replay plays the same board.
    const auto layout = m_session->record().options.find("layout");
    QVERIFY(layout != m_session->record().options.end());
    QVERIFY2(layout->second.rfind("ladders 2-38 4-14", 0) == 0, layout->second.c_str());
    QTRY_VERIFY(item(QStringLiteral("ladderSheet")));
    QVERIFY(item(QStringLiteral("field100")));

    QVERIFY(waitForPerson());
    // The game screen slides in first; a touch during the slide can miss
    // the die (once in a loaded run).
    QTest::qWait(800);
    int before = m_session->moveCount();
    QVERIFY(tap(QStringLiteral("raceDie0")));
    QTRY_VERIFY(m_session->moveCount() >= before + 2);
    QVERIFY(tap(QStringLiteral("field16")));
    QTRY_VERIFY(item(QStringLiteral("fieldInfo"))->isVisible());

    bool midShot = false;
    for (int step = 0; step < 600 && !m_session->over(); ++step) {
        QVERIFY(waitForPerson());
        if (m_session->over())
            break;
        if (!midShot && m_session->moveCount() >= 16) {
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
    QCOMPARE(state("reason").toString(), QStringLiteral("field_100"));
    QTRY_VERIFY_WITH_TIMEOUT(item(QStringLiteral("endTitle")), 10000);
    QTest::qWait(900);
    QVERIFY(m_driver.shotBoth(QStringLiteral("end")));
    QVERIFY(tap(QStringLiteral("endBack")));
    QTRY_VERIFY(!item(QStringLiteral("endTitle")));
}

void KioskLeiterspielTest::articleOffersPlayNow()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(m_driver.openLobby(QStringLiteral("leiterspiel")));
    QVERIFY(tap(QStringLiteral("lobbyArticle")));
    QTRY_VERIFY(item(QStringLiteral("articlePlay")));
    QCOMPARE(item(QStringLiteral("articleTitle"))->property("text").toString(),
             QStringLiteral("Leiterspiel"));
    QVERIFY(tap(QStringLiteral("articlePlay")));
    QTRY_VERIFY(item(QStringLiteral("startGame")));
}

void KioskLeiterspielTest::noWarnings()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(!m_session->active());
    QVERIFY2(KioskDriver::warnings().isEmpty(), qPrintable(KioskDriver::warnings().join("\n")));
}

int main(int argc, char* argv[])
{
    useVirtualKeyboard(); // as the kiosk's main does
    QGuiApplication app(argc, argv);
    KioskLeiterspielTest test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_kiosk_leiterspiel.moc"
