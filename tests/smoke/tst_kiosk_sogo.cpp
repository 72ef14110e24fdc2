// Sogo on the real kiosk, by simulated touches only: games → the shelf's tile
// → set-up → a person against the computer, dropping beads by touching the
// rods in the turned picture and the cells of the four levels (a touch on
// the top level still lands at the bottom), turning the rods by a swipe and
// by the buttons, to the end screen; then the second variant, where a mill's
// bead is taken by a touch on a glowing bead, to the end. Screenshots mid-play
// and at the end in German and English (ZV_SCREENSHOT_DIR); the kiosk must
// print no warning.
#include "core/game.h"
#include "core/record.h"
#include "core/rng.h"
#include "game_session.h"
#include "games/sogo/sogo_game.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"

#include <QGuiApplication>
#include <QQuickItem>
#include <QTest>

#include <cmath>

// The end screen fades in; screenshots wait for it.
constexpr int kSettleMs = 900;

class KioskSogoTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void lineGameByTouch();
    void secondVariantTakesByTouch();
    void home();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    void shot(const QString& name) { QVERIFY(m_driver.shot(name)); }
    // The same moment in German, then in English (the screen switches back).
    void shotBoth(const QString& name) { QVERIFY(m_driver.shotBoth(name)); }
    QQuickItem* item(const QString& objectName) { return m_driver.item(objectName); }
    bool waitForPerson()
    {
        // Also until the computer's turn has wholly ended: the board takes
        // no touch while the session still reports it thinking.
        return QTest::qWaitFor(
            [this] {
                return (m_session->humanToMove() && !m_session->thinking()) || m_session->over();
            },
            30000);
    }
    QVariantList state(const char* key) const
    {
        return m_session->state().value(QLatin1String(key)).toList();
    }
    // What the person plays: the engine's strong player's choice, so the game
    // has a plan and reaches its end quickly.
    QString personMove()
    {
        const auto game = zv::replay(m_session->record());
        if (!game)
            return {};
        zv::Rng rng(static_cast<std::uint64_t>(m_session->moveCount()) + 1);
        zv::SearchLimits limits;
        limits.time = std::chrono::milliseconds(0);
        limits.maxNodes = 4000;
        return QString::fromStdString(game->decideFor(zv::Level::Master, limits, rng));
    }
    // One drop by touch: on the rod in the picture, or on the rod's cell of
    // the top level (the bead slides down all the same); then the bead to
    // take, when the move names one.
    void dropByTouch(const QString& move, bool inPicture);
    void startGame(bool captures);

    KioskDriver m_driver{QStringLiteral("sogo")};
    KioskController* m_kiosk = nullptr;
    GameSession* m_session = nullptr;
};

void KioskSogoTest::initTestCase()
{
    QVERIFY(m_driver.start(QSize(1920, 1080)));
    m_kiosk = m_driver.kiosk();
    m_session = m_kiosk->session();
    QVERIFY(m_session);
    m_session->setComputerDelay(50);
}

void KioskSogoTest::startGame(bool captures)
{
    // From the end screen, "Zurück" leads to the set-up; otherwise via the shelf.
    if (!item(QStringLiteral("startGame"))) {
        if (item(QStringLiteral("homeButton")) && m_session->active())
            QVERIFY(tap(QStringLiteral("homeButton")));
        QVERIFY(m_driver.openLobby(QStringLiteral("sogo")));
    }
    QVERIFY(tap(QStringLiteral("seat1_computer")));
    QVERIFY(tap(QStringLiteral("seat1_beginner")));
    if (captures)
        QVERIFY(tap(QStringLiteral("option_captures_on")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(m_session->gameKey(), QStringLiteral("sogo"));
    QCOMPARE(m_session->options().value(QStringLiteral("captures")).toString() ==
                 QStringLiteral("true"),
             captures);
    QVERIFY(waitForPerson());
    QTRY_VERIFY(item(QStringLiteral("sogoSpace")));
}

void KioskSogoTest::dropByTouch(const QString& move, bool inPicture)
{
    const QString rod = move.left(2);
    const int before = m_session->moveCount();
    const int rodIndex = (rod.at(1).digitValue() - 1) * 4 + (rod.at(0).unicode() - 'a');
    const int height = state("heights").value(rodIndex).toInt();
    if (inPicture)
        QVERIFY2(tap(QStringLiteral("sogoRod_") + rod), qPrintable(rod));
    else
        QVERIFY2(tap(QStringLiteral("sogoCell_") + rod + QStringLiteral("_4")), qPrintable(rod));
    if (move.size() > 2) {
        // A mill: the session waits for the bead to take, which glows.
        QTRY_COMPARE(m_session->partial(), QStringList{rod});
        const QString cell = move.mid(3);
        QVERIFY(m_session->nextInputs().contains(cell));
        QVERIFY2(tap(QStringLiteral("sogoCell_") + cell.left(2) + QLatin1Char('_') + cell.right(1)),
                 qPrintable(cell));
    }
    QTRY_VERIFY2_WITH_TIMEOUT(
        m_session->moveCount() > before,
        qPrintable(QStringLiteral("%1 (%2) not played; partial \"%3\", yaw %4")
                       .arg(move, inPicture ? QStringLiteral("picture") : QStringLiteral("levels"),
                            m_session->partial().join(QLatin1Char(',')))
                       .arg(item(QStringLiteral("sogoSpace"))->property("yaw").toDouble())),
        15000);
    QCOMPARE(QString::fromStdString(m_session->record().moves.at(before).text), move);
    // Gravity: the bead sits on the rod's next free cell, whatever was touched
    // (read from the record up to this move: the computer may have answered).
    if (move.size() == 2) {
        zv::GameRecord upTo = m_session->record();
        upTo.moves.resize(static_cast<std::size_t>(before) + 1);
        const auto game = zv::replay(upTo);
        QVERIFY(game);
        QCOMPARE(zv::sogo::sogoState(*game)->lastCell(), height * 16 + rodIndex);
    }
}

void KioskSogoTest::lineGameByTouch()
{
    startGame(false);
    QCOMPARE(state("heights").size(), 16);
    // The rods turn under a swipe and by the buttons.
    QQuickItem* space = item(QStringLiteral("sogoSpace"));
    QVERIFY(space);
    const double yaw = space->property("yaw").toDouble();
    m_driver.swipe(space, 0.3);
    QTRY_VERIFY(std::abs(space->property("yaw").toDouble() - yaw) > 20);
    QCOMPARE(m_session->moveCount(), 0); // a swipe drops nothing
    // The view settles where no rod hides behind another: 22.5° + k·45°.
    QTest::qWait(1000);
    const double swiped = space->property("yaw").toDouble();
    QVERIFY2(std::abs(std::remainder(swiped - 22.5, 45.0)) < 0.01,
             qPrintable(QString::number(swiped)));
    QVERIFY(tap(QStringLiteral("sogoTurnRight")));
    QTRY_COMPARE(space->property("yaw").toDouble(), swiped + 45);
    QVERIFY(tap(QStringLiteral("sogoTurnLeft")));
    QTRY_COMPARE(space->property("yaw").toDouble(), swiped);

    bool midShot = false;
    for (int turn = 0; turn < 40 && !m_session->over(); ++turn) {
        QVERIFY(waitForPerson());
        if (m_session->over())
            break;
        const QString move = personMove();
        QVERIFY(!move.isEmpty());
        dropByTouch(move, turn % 2 == 0);
        if (QTest::currentTestFailed())
            return;
        if (!midShot && m_session->moveCount() >= 4 && !m_session->over()) {
            QVERIFY(waitForPerson());
            QTRY_VERIFY(!space->property("dropping").toBool());
            shotBoth(QStringLiteral("mid"));
            midShot = true;
        }
    }
    QTRY_VERIFY(m_session->over());
    QVERIFY(midShot);
    QTRY_VERIFY(item(QStringLiteral("endTitle")));
    const QString reason = m_session->reason();
    QVERIFY2(reason == QStringLiteral("mill") || reason == QStringLiteral("board_full"),
             qPrintable(reason));
    if (reason == QStringLiteral("mill"))
        QCOMPARE(state("mills").size() >= 4, true);
    QTest::qWait(kSettleMs);
    shotBoth(QStringLiteral("end"));
    QVERIFY(tap(QStringLiteral("endBack")));
}

void KioskSogoTest::secondVariantTakesByTouch()
{
    startGame(true);
    // Light builds up rod a1; the computer plays what it likes.
    bool takenShot = false;
    for (int turn = 0; turn < 40 && !m_session->over(); ++turn) {
        QVERIFY(waitForPerson());
        if (m_session->over())
            break;
        QString move = personMove();
        QVERIFY(!move.isEmpty());
        if (move.size() > 2 && !takenShot) {
            // Stop before the bead to take: the glowing beads on the screen.
            const QString rod = move.left(2);
            QVERIFY(tap(QStringLiteral("sogoCell_") + rod + QStringLiteral("_4")));
            QTRY_COMPARE(m_session->partial(), QStringList{rod});
            QTest::qWait(700);
            shotBoth(QStringLiteral("take"));
            const int before = m_session->moveCount();
            const QString cell = move.mid(3);
            QVERIFY(
                tap(QStringLiteral("sogoCell_") + cell.left(2) + QLatin1Char('_') + cell.right(1)));
            QTRY_VERIFY(m_session->moveCount() > before);
            QCOMPARE(state("taken").value(0).toInt() >= 1, true);
            takenShot = true;
            continue;
        }
        dropByTouch(move, turn % 2 == 1);
        if (QTest::currentTestFailed())
            return;
    }
    QTRY_VERIFY(m_session->over());
    QCOMPARE(m_session->reason(), QStringLiteral("all_placed"));
    QCOMPARE(m_session->moveCount(), 64);
    QVERIFY(takenShot);
    QTRY_VERIFY(item(QStringLiteral("endTitle")));
    QTest::qWait(kSettleMs);
    shotBoth(QStringLiteral("end_captures"));
    // The collection's article and its "Jetzt spielen" lead back to the set-up.
    QVERIFY(tap(QStringLiteral("endArticle")));
    QTRY_VERIFY(item(QStringLiteral("articleTitle")));
    QCOMPARE(item(QStringLiteral("articleTitle"))->property("text").toString(),
             QStringLiteral("Sogo"));
    QVERIFY(tap(QStringLiteral("articlePlay")));
    QTRY_VERIFY(item(QStringLiteral("startGame")));
}

void KioskSogoTest::home()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(!m_session->active());
    QVERIFY2(KioskDriver::warnings().isEmpty(),
             qPrintable(KioskDriver::warnings().join(QLatin1Char('\n'))));
}

ZV_KIOSK_TEST_MAIN(KioskSogoTest)
#include "tst_kiosk_sogo.moc"
