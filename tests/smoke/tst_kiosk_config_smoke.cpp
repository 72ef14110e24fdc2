// The locked kiosk started with a kiosk.conf where every value is wrong
// (tests/kiosk/conf/nothing_valid.conf: sections and games that do not
// exist, idle 0, a countdown of a day, an unknown language and orientation,
// a cut-off pin_hash). The visitor still gets the whole exhibit on the home
// screen and the attract loop; staff find each problem in the log and the
// PIN pad says where the PIN is set again.
#include "exhibit.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"
#include "store/content_store.h"
#include "visit.h"

#include <QFile>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

class KioskConfigSmokeTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void homeScreenShowsEverySection();
    void staffAreToldWhatIsWrong();
    void pinPadSaysWhereToFixThePin();

private:
    KioskDriver m_driver{QStringLiteral("config")};
    KioskController* m_kiosk = nullptr;
};

void KioskConfigSmokeTest::initTestCase()
{
    QVERIFY(QFile::copy(QStringLiteral(ZV_SOURCE_DIR "/tests/kiosk/conf/nothing_valid.conf"),
                        m_driver.configPath()));
    KioskOptions options;
    options.kiosk = true;
    QVERIFY(m_driver.start(QSize(1280, 800), options));
    m_kiosk = m_driver.kiosk();
    m_kiosk->window()->setWindowStates(Qt::WindowNoState);
    m_kiosk->window()->resize(1280, 800);
}

void KioskConfigSmokeTest::homeScreenShowsEverySection()
{
    Visit* visit = m_kiosk->visit();
    QCOMPARE(visit->phase(), QStringLiteral("attract"));
    QVERIFY(m_driver.item(QStringLiteral("attractCard")));
    QVERIFY(!m_kiosk->exhibit()->showcase().isEmpty());
    QVERIFY(m_driver.tap(QStringLiteral("attractTouch")));
    QCOMPARE(visit->phase(), QStringLiteral("visit"));
    QCOMPARE(m_kiosk->exhibit()->language(), QStringLiteral("de"));
    for (const zv::Section& section : m_kiosk->store()->sections())
        QTRY_VERIFY2(m_driver.item(QStringLiteral("section_") + section.key),
                     qPrintable(section.key));
    QVERIFY(m_driver.shot(QStringLiteral("home")));
    // Every game of the exhibit is offered to play.
    QVERIFY(m_kiosk->exhibit()->siteChoice().games.isEmpty());
}

void KioskConfigSmokeTest::staffAreToldWhatIsWrong()
{
    const QString all = KioskDriver::warnings().join(QLatin1Char('\n'));
    for (const char* expected :
         {"sections=Nichts, Gibtsnicht names no section of the exhibit; showing all of them",
          "games=Gibtsnicht names no playable game", "idle_seconds=0 is not a number of seconds",
          "countdown_seconds=100000 is not", "language=Klingonisch", "orientation=schraeg",
          "pin_hash cannot be used"})
        QVERIFY2(all.contains(QLatin1String(expected)), expected);
    // The staff status lists them too.
    const QStringList problems =
        m_kiosk->visit()->status().value(QStringLiteral("problems")).toStringList();
    QVERIFY2(problems.join('\n').contains(QStringLiteral("names no section")),
             qPrintable(problems.join('\n')));
}

void KioskConfigSmokeTest::pinPadSaysWhereToFixThePin()
{
    Visit* visit = m_kiosk->visit();
    QVERIFY(!visit->pinConfigured());
    QVERIFY(m_driver.hold(QStringLiteral("staffGesture"), 5400));
    QTRY_VERIFY(m_driver.item(QStringLiteral("pinMessage")));
    const QString message =
        m_driver.item(QStringLiteral("pinMessage"))->property("text").toString();
    QVERIFY2(message.contains(QStringLiteral("zeitvertreib-cli kiosk-pin --config ") +
                              m_driver.configPath()),
             qPrintable(message));
    QVERIFY(!m_driver.item(QStringLiteral("pin_1"))->isEnabled());
    QVERIFY(m_driver.shot(QStringLiteral("pin_pad")));
    visit->closeStaff();
}

QTEST_MAIN(KioskConfigSmokeTest)
#include "tst_kiosk_config_smoke.moc"
