// Starts the kiosk exactly as `zeitvertreib` does (KioskController), then
// walks home → games → Mühle → lobby → game by simulated touches, plays moves
// against the computer by touching board points, takes one back, switches the
// language and goes home. Every step is saved as a PNG in ZV_SCREENSHOT_DIR.
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"

#include <QDir>
#include <QPointingDevice>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Every warning while the kiosk runs (a QML error, a binding on undefined):
// a visitor's kiosk must not produce any.
QStringList g_warnings;
QtMessageHandler g_previousHandler = nullptr;

void recordWarnings(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (type != QtDebugMsg && type != QtInfoMsg)
        g_warnings.append(message);
    g_previousHandler(type, context, message);
}

// The visible item with this objectName (pages left on the StackView are hidden).
QQuickItem* findVisible(QQuickItem* root, const QString& name)
{
    if (!root || !root->isVisible())
        return nullptr;
    if (root->objectName() == name)
        return root;
    for (QQuickItem* child : root->childItems()) {
        if (QQuickItem* found = findVisible(child, name))
            return found;
    }
    return nullptr;
}

} // namespace

class KioskSmokeTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void homeToGameAndPlay();

private:
    bool tap(const QString& objectName);
    void shot(const QString& name);
    QQuickItem* item(const QString& objectName)
    {
        return findVisible(m_kiosk->window()->contentItem(), objectName);
    }

    QTemporaryDir m_data;
    KioskController* m_kiosk = nullptr;
    QPointingDevice* m_touch = nullptr;
    int m_step = 0;
};

void KioskSmokeTest::initTestCase()
{
    QVERIFY(m_data.isValid());
    g_previousHandler = qInstallMessageHandler(recordWarnings);
    m_touch = QTest::createTouchDevice();
    KioskOptions options;
    options.dataDir = m_data.path();
    options.size = QSize(1280, 800);
    m_kiosk = new KioskController(options);
    QVERIFY(m_kiosk->start());
    QVERIFY(QTest::qWaitForWindowExposed(m_kiosk->window()));
    QDir().mkpath(QStringLiteral(ZV_SCREENSHOT_DIR));
}

void KioskSmokeTest::cleanupTestCase()
{
    delete m_kiosk;
}

bool KioskSmokeTest::tap(const QString& objectName)
{
    QQuickItem* target = item(objectName);
    if (!target)
        return false;
    const QPoint centre =
        target->mapToScene(QPointF(target->width() / 2, target->height() / 2)).toPoint();
    QTest::touchEvent(m_kiosk->window(), m_touch).press(0, centre, m_kiosk->window());
    QTest::touchEvent(m_kiosk->window(), m_touch).release(0, centre, m_kiosk->window());
    QTest::qWait(450); // page transitions and stone animations
    return true;
}

void KioskSmokeTest::shot(const QString& name)
{
    const QImage image = m_kiosk->window()->grabWindow();
    QVERIFY(!image.isNull());
    const QString file =
        QDir(QStringLiteral(ZV_SCREENSHOT_DIR))
            .filePath(
                QStringLiteral("smoke_%1_%2.png").arg(++m_step, 2, 10, QLatin1Char('0')).arg(name));
    QVERIFY(image.save(file));
}

void KioskSmokeTest::homeToGameAndPlay()
{
    Exhibit* exhibit = m_kiosk->exhibit();
    GameSession* session = m_kiosk->session();
    QVERIFY(session);
    QCOMPARE(exhibit->language(), QStringLiteral("de"));
    shot(QStringLiteral("home"));

    const QString games = exhibit->sectionOfKind(QStringLiteral("games"));
    QVERIFY(!games.isEmpty());
    QVERIFY(tap(QStringLiteral("section_") + games));
    QCOMPARE(exhibit->sectionKey(), games);
    shot(QStringLiteral("games"));

    QVERIFY(tap(QStringLiteral("play_muehle")));
    QTRY_VERIFY(item(QStringLiteral("startGame")));
    shot(QStringLiteral("lobby"));

    // White: a person; Black: the computer, easy (the lobby's default).
    QVERIFY(tap(QStringLiteral("seat1_computer")));
    QVERIFY(tap(QStringLiteral("seat1_weak")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QVERIFY(session->active());
    QCOMPARE(session->gameKey(), QStringLiteral("muehle"));
    QVERIFY(session->humanToMove());
    shot(QStringLiteral("board"));

    // Touch points: the first legal next touch each time, until five moves of
    // White; after each, the computer answers.
    for (int move = 0; move < 5; ++move) {
        const int before = session->moveCount();
        while (session->moveCount() == before) {
            const QStringList next = session->nextInputs();
            QVERIFY(!next.isEmpty());
            QVERIFY2(tap(QStringLiteral("point_") + next.first()), qPrintable(next.first()));
        }
        shot(QStringLiteral("white_move%1").arg(move + 1));
        QTRY_VERIFY_WITH_TIMEOUT(session->humanToMove() || session->over(), 10000);
        QTest::qWait(500);
        shot(QStringLiteral("computer_move%1").arg(move + 1));
        QCOMPARE(session->moveCount(), before + 2);
    }

    // A touch on an occupied point changes nothing.
    const QVariantMap before = session->state();
    const QStringList points = before.value(QStringLiteral("points")).toStringList();
    const QVariantList board = before.value(QStringLiteral("board")).toList();
    for (int i = 0; i < points.size(); ++i) {
        if (board.at(i).toInt() == 1) {
            QVERIFY(tap(QStringLiteral("point_") + points.at(i)));
            break;
        }
    }
    QCOMPARE(session->state(), before);

    const int moves = session->moveCount();
    QVERIFY(tap(QStringLiteral("undoButton")));
    QCOMPARE(session->moveCount(), moves - 2);
    shot(QStringLiteral("undo"));

    QVERIFY(tap(QStringLiteral("languageButton")));
    QCOMPARE(exhibit->language(), QStringLiteral("en"));
    QQuickItem* turn = item(QStringLiteral("turnText"));
    QVERIFY(turn);
    QCOMPARE(turn->property("text").toString(), QStringLiteral("White to move"));
    shot(QStringLiteral("english"));
    QVERIFY(tap(QStringLiteral("languageButton")));
    QCOMPARE(turn->property("text").toString(), QStringLiteral("Weiß ist am Zug"));

    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(!session->active());
    QVERIFY(item(QStringLiteral("section_") + games));
    shot(QStringLiteral("home_again"));
    QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join(QLatin1Char('\n'))));
}

QTEST_MAIN(KioskSmokeTest)
#include "tst_kiosk_smoke.moc"
