// Farbcode on the real kiosk at 1920×1080, by simulated touches only: the
// shelf → the set-up (the visitor breaks the computer's code) → guesses put
// together from the six colours and asked, the Tipp opened → the end
// screen; then the visitor as code maker: he sets the source's example code
// green – red – blue – green and the computer (Meister) breaks it. Screenshots
// in German and English (ZV_SCREENSHOT_DIR); the kiosk must print no warning.
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"

#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

class KioskFarbcodeTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void visitorBreaksTheCode();
    void visitorMakesTheCode();
    void noWarnings();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    void shot(const QString& name) { QVERIFY(m_driver.shot(name)); }
    void shotBoth(const QString& name) { QVERIFY(m_driver.shotBoth(name)); }
    QQuickItem* item(const QString& objectName) { return m_driver.item(objectName); }
    QVariant state(const char* key) const { return m_session->state().value(QLatin1String(key)); }
    bool waitForPerson()
    {
        return QTest::qWaitFor([this] { return m_session->humanToMove() || m_session->over(); },
                               30000);
    }
    // Puts a code together by touching the colours, then asks or sets it.
    bool enter(const QString& code)
    {
        for (const QChar c : code)
            if (!tap(QStringLiteral("colour_") + c))
                return false;
        const int before = m_session->moveCount();
        // (a computer may already have answered with its next guess)
        return tap(QStringLiteral("composerSubmit")) && m_session->moveCount() >= before + 1;
    }

    KioskDriver m_driver{QStringLiteral("farbcode")};
    KioskController* m_kiosk = nullptr;
    GameSession* m_session = nullptr;
};

void KioskFarbcodeTest::initTestCase()
{
    QVERIFY(m_driver.start(QSize(1920, 1080)));
    m_kiosk = m_driver.kiosk();
    m_session = m_kiosk->session();
    QVERIFY(m_session);
    m_session->setComputerDelay(50);
    const QByteArray seed = qgetenv("ZV_TEST_SEED");
    m_session->seedLaterStarts(seed.isEmpty() ? 1 : seed.toULongLong());
}

void KioskFarbcodeTest::visitorBreaksTheCode()
{
    QVERIFY(m_driver.openLobby(QStringLiteral("farbcode")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(m_session->gameKey(), QStringLiteral("farbcode"));
    QVERIFY(waitForPerson());
    QCOMPARE(state("phase").toString(), QStringLiteral("guess"));
    // The visitor's screen never shows the computer's code.
    QCOMPARE(state("code0").toString(), QString());
    QVERIFY(enter(QStringLiteral("RGBY")));
    QVERIFY(waitForPerson());
    QCOMPARE(state("guesses0").toStringList(), QStringList{QStringLiteral("RGBY")});
    // The Tipp: the codes still possible and the best split.
    QVERIFY(tap(QStringLiteral("fcTipButton")));
    QTRY_VERIFY(item(QStringLiteral("fcTip")));
    QVERIFY(item(QStringLiteral("fcTip"))
                ->property("text")
                .toString()
                .contains(QString::number(state("possible0").toInt())));
    shotBoth(QStringLiteral("midplay"));
    for (int i = 0; i < 10 && !m_session->over(); ++i) {
        QVERIFY(waitForPerson());
        if (m_session->over())
            break;
        QVERIFY(enter(state("tip0").toString()));
    }
    QVERIFY(m_session->over());
    QCOMPARE(state("reason").toString(), QStringLiteral("solved"));
    QTRY_VERIFY(item(QStringLiteral("endTitle")));
    QTest::qWait(700);
    shotBoth(QStringLiteral("end"));
    QVERIFY(tap(QStringLiteral("endBack")));
}

void KioskFarbcodeTest::visitorMakesTheCode()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(m_driver.openLobby(QStringLiteral("farbcode")));
    QVERIFY(tap(QStringLiteral("seat0_computer")));
    QVERIFY(tap(QStringLiteral("seat0_master")));
    QVERIFY(tap(QStringLiteral("seat1_human")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QVERIFY(waitForPerson());
    QCOMPARE(state("phase").toString(), QStringLiteral("code"));
    // The source's example code.
    QVERIFY(enter(QStringLiteral("GRBG")));
    QTRY_VERIFY_WITH_TIMEOUT(m_session->over(), 30000);
    QCOMPARE(state("code0").toString(), QStringLiteral("GRBG"));
    QVERIFY(state("guesses0").toStringList().size() <= 6);
    QTRY_VERIFY(item(QStringLiteral("endTitle")));
    QTest::qWait(700);
    shot(QStringLiteral("maker_end_de"));
    QVERIFY(tap(QStringLiteral("endBack")));
}

void KioskFarbcodeTest::noWarnings()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY2(KioskDriver::warnings().isEmpty(), qPrintable(KioskDriver::warnings().join("\n")));
}

int main(int argc, char* argv[])
{
    useVirtualKeyboard(); // as the kiosk's main does
    QGuiApplication app(argc, argv);
    KioskFarbcodeTest test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_kiosk_farbcode.moc"
