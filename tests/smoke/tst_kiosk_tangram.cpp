// Tangram on the real kiosk, by simulated touches only: games → the shelf's
// tile → set-up (the cat) → each piece turned by touches and the
// parallelogram mirrored by its button as the hint asks, then dragged onto
// the hint's outline, until the figure is laid and celebrates → the end
// screen; a second figure whose solution is shown; a piece dropped beside
// the figure goes back to the tray. Screenshots in German and English
// (ZV_SCREENSHOT_DIR); the kiosk must print no warning.
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

#include <algorithm>

class KioskTangramTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void catLaidByHintsAndFingers();
    void solutionShownAndDropOutside();
    void frameTimesWhileDragging();
    void articleOffersPlayNow();
    void noWarnings();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    void shotBoth(const QString& name) { QVERIFY(m_driver.shotBoth(name)); }
    QQuickItem* item(const QString& objectName) { return m_driver.item(objectName); }
    QVariant state(const char* key) const { return m_session->state().value(QLatin1String(key)); }
    QVariant board(const char* property)
    {
        QQuickItem* found = item(QStringLiteral("tangramBoard"));
        return found ? found->property(property) : QVariant();
    }
    int placedCount() const
    {
        int n = 0;
        for (const QVariant& v : state("placed").toList())
            n += v.toInt();
        return n;
    }
    // Asks for a hint and lays that piece as a visitor would: touches turn
    // it, the button mirrors it, a finger drags it onto the dashed outline.
    void layHintedPiece();

    KioskDriver m_driver{QStringLiteral("tangram")};
    GameSession* m_session = nullptr;
};

void KioskTangramTest::initTestCase()
{
    QVERIFY(m_driver.start(QSize(1920, 1080)));
    m_session = m_driver.kiosk()->session();
    QVERIFY(m_session);
}

void KioskTangramTest::layHintedPiece()
{
    QVERIFY(tap(QStringLiteral("tangramHintButton")));
    QTRY_VERIFY_WITH_TIMEOUT(!m_session->suggestion().isEmpty(), 10000);
    const QString hint = m_session->suggestion();
    const QStringList parts = hint.split(QLatin1Char('/'));
    QCOMPARE(parts.size(), 3); // a placement, not a removal: nothing lies wrong here
    const QString name = parts[0];
    const int turn = QString(parts[1]).remove(QLatin1Char('f')).toInt();
    const bool flipped = parts[1].endsWith(QLatin1Char('f'));
    const int index = state("pieces").toStringList().indexOf(name);
    QVERIFY(index >= 0);
    QVERIFY(item(QStringLiteral("tangramHint"))->isVisible());
    for (int i = 0; i < 8 && board("trayTurns").toList()[index].toInt() != turn; ++i)
        QVERIFY(tap(QStringLiteral("tangramPiece_") + name));
    QCOMPARE(board("trayTurns").toList()[index].toInt(), turn);
    if (board("trayFlips").toList()[index].toBool() != flipped)
        QVERIFY(tap(QStringLiteral("tangramFlip")));
    QCOMPARE(board("trayFlips").toList()[index].toBool(), flipped);
    const int before = placedCount();
    QVERIFY(m_driver.drag(QStringLiteral("tangramPiece_") + name, QStringLiteral("tangramHint")));
    QTRY_COMPARE(placedCount(), before + 1);
    QCOMPARE(state("placed").toList()[index].toInt(), 1);
}

void KioskTangramTest::catLaidByHintsAndFingers()
{
    QVERIFY(m_driver.openLobby(QStringLiteral("tangram")));
    QVERIFY(tap(QStringLiteral("option_figure_katze")));
    QVERIFY(m_driver.shot(QStringLiteral("lobby")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(m_session->gameKey(), QStringLiteral("tangram"));
    QCOMPARE(state("figure").toString(), QStringLiteral("katze"));
    QTRY_VERIFY(item(QStringLiteral("tangramPiece_G1")));
    shotBoth(QStringLiteral("start"));

    // A touch turns a piece in the tray by 45°; eight touches bring it back.
    for (int i = 1; i <= 8; ++i) {
        QVERIFY(tap(QStringLiteral("tangramPiece_M")));
        QCOMPARE(board("trayTurns").toList()[2].toInt(), i % 8);
    }
    QCOMPARE(placedCount(), 0);

    for (int piece = 0; piece < 7; ++piece) {
        layHintedPiece();
        if (piece == 2)
            shotBoth(QStringLiteral("midplay"));
    }
    QVERIFY(m_session->over());
    QCOMPARE(m_session->reason(), QStringLiteral("solved"));
    QCOMPARE(m_session->winner(), 0);
    // The laid figure celebrates before the end screen comes.
    QVERIFY(board("celebrating").toBool());
    QVERIFY(item(QStringLiteral("tangramCheer")));
    QVERIFY(m_driver.shot(QStringLiteral("laid")));
    QTRY_VERIFY_WITH_TIMEOUT(item(QStringLiteral("endTitle")), 5000);
    QTest::qWait(700); // the end screen fades in
    shotBoth(QStringLiteral("end"));
    QVERIFY(tap(QStringLiteral("endBack")));
    QTRY_VERIFY(!item(QStringLiteral("endTitle")));
}

void KioskTangramTest::solutionShownAndDropOutside()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(m_driver.openLobby(QStringLiteral("tangram")));
    QVERIFY(tap(QStringLiteral("option_figure_fisch")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(state("figure").toString(), QStringLiteral("fisch"));
    QTRY_VERIFY(item(QStringLiteral("tangramPiece_Q")));
    // Dropped on another piece in the tray (beside the figure), the square
    // stays in the tray and nothing is laid.
    QVERIFY(m_driver.drag(QStringLiteral("tangramPiece_Q"), QStringLiteral("tangramPiece_P")));
    QCOMPARE(placedCount(), 0);
    QVERIFY(tap(QStringLiteral("tangramShow")));
    QVERIFY(m_session->over());
    QCOMPARE(m_session->reason(), QStringLiteral("shown"));
    QCOMPARE(placedCount(), 7);
    QTRY_VERIFY_WITH_TIMEOUT(item(QStringLiteral("endTitle")), 5000);
    QTest::qWait(700);
    shotBoth(QStringLiteral("shown"));
    QVERIFY(tap(QStringLiteral("endBack")));
}

// Issue 21 asks for 60 frames a second while dragging. A piece is drawn
// slowly across the board (a mouse, 90 steps 16 ms apart) and the intervals
// between frames are printed; a timing is reported here, never asserted.
void KioskTangramTest::frameTimesWhileDragging()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(m_driver.openLobby(QStringLiteral("tangram")));
    QVERIFY(tap(QStringLiteral("option_figure_quadrat")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QQuickItem* piece = nullptr;
    QTRY_VERIFY((piece = item(QStringLiteral("tangramPiece_G1"))));
    QQuickWindow* window = piece->window();
    QVector<qint64> intervals;
    QElapsedTimer clock;
    clock.start();
    qint64 last = -1;
    const auto connection = connect(window, &QQuickWindow::frameSwapped, this, [&] {
        const qint64 now = clock.nsecsElapsed();
        if (last >= 0)
            intervals.append(now - last);
        last = now;
    });
    const QPoint from =
        piece->mapToScene(QPointF(piece->width() / 2, piece->height() / 2)).toPoint();
    QTest::mousePress(window, Qt::LeftButton, {}, from);
    for (int step = 1; step <= 90; ++step) {
        QTest::mouseMove(window, from + QPoint(-8 * step, step % 20));
        QTest::qWait(16);
    }
    QTest::mouseRelease(window, Qt::LeftButton, {}, from + QPoint(-720, 10));
    disconnect(connection);
    QVERIFY(intervals.size() > 10); // the window drew while the piece moved
    std::sort(intervals.begin(), intervals.end());
    const auto ms = [&](double q) {
        return static_cast<double>(intervals[static_cast<qsizetype>(q * (intervals.size() - 1))]) /
               1e6;
    };
    qInfo(
        "dragging a large triangle: %lld frames, interval median %.1f ms, p95 %.1f ms, max %.1f ms",
        static_cast<long long>(intervals.size() + 1), ms(0.5), ms(0.95), ms(1.0));
    QVERIFY(tap(QStringLiteral("tangramShow")));
    QTRY_VERIFY_WITH_TIMEOUT(item(QStringLiteral("endTitle")), 5000);
    QVERIFY(tap(QStringLiteral("endBack")));
}

void KioskTangramTest::articleOffersPlayNow()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(m_driver.openLobby(QStringLiteral("tangram")));
    QVERIFY(tap(QStringLiteral("lobbyArticle")));
    QTRY_VERIFY(item(QStringLiteral("articlePlay")));
    QCOMPARE(item(QStringLiteral("articleTitle"))->property("text").toString(),
             QStringLiteral("Tangram"));
    QVERIFY(tap(QStringLiteral("articlePlay")));
    QTRY_VERIFY(item(QStringLiteral("startGame")));
}

void KioskTangramTest::noWarnings()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(!m_session->active());
    QVERIFY2(KioskDriver::warnings().isEmpty(), qPrintable(KioskDriver::warnings().join("\n")));
}

ZV_KIOSK_TEST_MAIN(KioskTangramTest)
#include "tst_kiosk_tangram.moc"
