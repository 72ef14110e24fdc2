// Glocke und Hammer on the real kiosk, by simulated touches only: home →
// games → lobby (three players: a person and two computers) → the auction
// (+1, +5, pass) → throwing the dice → the odds panel → undo → home. Every
// step is saved as a PNG in ZV_SCREENSHOT_DIR; the kiosk must print no warning.
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"

#include <QGuiApplication>
#include <QQuickItem>
#include <QTest>

class KioskGlockeHammerTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void lobbySetsUpThreePlayers();
    void auctionByTouch();
    void throwingByTouch();
    void oddsPanelOpensAndCloses();
    void undoAndHome();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    void shot(const QString& name) { QVERIFY(m_driver.shot(name)); }
    QQuickItem* item(const QString& objectName) { return m_driver.item(objectName); }
    // Waits until the person is asked again (or the game ended).
    bool waitForPerson()
    {
        return QTest::qWaitFor([this] { return m_session->humanToMove() || m_session->over(); },
                               60000);
    }
    // The move played at `index` of the session's record, as "seat: text".
    QString movePlayed(int index) const
    {
        const auto& moves = m_session->record().moves;
        if (index < 0 || index >= static_cast<int>(moves.size()))
            return QStringLiteral("(none)");
        const auto& move = moves[static_cast<std::size_t>(index)];
        return QStringLiteral("%1: %2").arg(move.seat).arg(QString::fromStdString(move.text));
    }
    QString phase() const { return m_session->state().value(QStringLiteral("phase")).toString(); }

    KioskDriver m_driver{QStringLiteral("gh")};
    KioskController* m_kiosk = nullptr;
    GameSession* m_session = nullptr;
};

void KioskGlockeHammerTest::initTestCase()
{
    QVERIFY(m_driver.start(QSize(1280, 800)));
    m_kiosk = m_driver.kiosk();
    m_session = m_kiosk->session();
    QVERIFY(m_session);
    // The computers answer at once; the kiosk's pause for the eye is not under test here.
    m_session->setComputerDelay(50);
    // The same dice every run (ZV_TEST_SEED tries others), so a failure
    // can be run again as it happened.
    const QByteArray seed = qgetenv("ZV_TEST_SEED");
    m_session->seedLaterStarts(seed.isEmpty() ? 1 : seed.toULongLong());
}

void KioskGlockeHammerTest::lobbySetsUpThreePlayers()
{
    QVERIFY(m_driver.openLobby(QStringLiteral("glocke_hammer")));
    QCOMPARE(item(QStringLiteral("seatCount"))->property("text").toString(), QStringLiteral("4"));
    QVERIFY(tap(QStringLiteral("seatsFewer")));
    QCOMPARE(item(QStringLiteral("seatCount"))->property("text").toString(), QStringLiteral("3"));
    QVERIFY(!item(QStringLiteral("seat3")));
    QVERIFY(tap(QStringLiteral("seat2_master")));
    shot(QStringLiteral("lobby"));

    QVERIFY(tap(QStringLiteral("startGame")));
    QVERIFY(m_session->active());
    QCOMPARE(m_session->gameKey(), QStringLiteral("glocke_hammer"));
    const QVariantList seats = m_session->seats();
    QCOMPARE(seats.size(), 3);
    QCOMPARE(seats.at(0).toMap().value(QStringLiteral("kind")).toString(), QStringLiteral("human"));
    QCOMPARE(seats.at(1).toMap().value(QStringLiteral("kind")).toString(),
             QStringLiteral("computer"));
    QCOMPARE(seats.at(2).toMap().value(QStringLiteral("level")).toString(),
             QStringLiteral("master"));
    QVERIFY(waitForPerson());
}

void KioskGlockeHammerTest::auctionByTouch()
{
    // The person opens the bidding on the first card with +1, raises by five
    // when asked again, and passes on everything after that.
    QCOMPARE(phase(), QStringLiteral("auction"));
    shot(QStringLiteral("auction"));
    const int kasseBefore = m_session->state().value(QStringLiteral("kasse")).toInt();
    const int opening = m_session->state().value(QStringLiteral("bid")).toInt();
    int at = m_session->moveCount();
    QVERIFY(tap(QStringLiteral("bidPlus1")));
    QCOMPARE(movePlayed(at), QStringLiteral("0: bid %1").arg(opening + 1));
    QVERIFY(waitForPerson());
    shot(QStringLiteral("auction_after_bid"));
    bool raised = false;
    while (phase() == QStringLiteral("auction")) {
        const int bid = m_session->state().value(QStringLiteral("bid")).toInt();
        at = m_session->moveCount();
        if (!raised && m_session->legalMoves().contains(QStringLiteral("bid %1").arg(bid + 5))) {
            QVERIFY(tap(QStringLiteral("bidPlus5")));
            QCOMPARE(movePlayed(at), QStringLiteral("0: bid %1").arg(bid + 5));
            raised = true;
        } else {
            QVERIFY(tap(QStringLiteral("bidPass")));
            QCOMPARE(movePlayed(at), QStringLiteral("0: pass"));
        }
        QVERIFY(waitForPerson());
    }
    // Every price went into the Kasse: it holds at least what it held before.
    QVERIFY(m_session->state().value(QStringLiteral("kasse")).toInt() >= kasseBefore);
    QCOMPARE(phase(), QStringLiteral("throw"));
}

void KioskGlockeHammerTest::throwingByTouch()
{
    // Three throws of the person, each answered by the computers.
    for (int turn = 0; turn < 3 && !m_session->over(); ++turn) {
        if (phase() != QStringLiteral("throw"))
            break; // out of chips: the sale is a later test's business
        const int before = m_session->moveCount();
        QVERIFY(tap(QStringLiteral("throwDice")));
        // The throw and its chance move (the dice) are played at once.
        QVERIFY(m_session->moveCount() >= before + 2);
        QVERIFY(m_session->state().value(QStringLiteral("lastPips")).toInt() >= 0);
        QTest::qWait(1200); // the dice roll, the chips fly
        shot(QStringLiteral("throw%1").arg(turn + 1));
        QVERIFY(waitForPerson());
    }
    QQuickItem* headline = item(QStringLiteral("throwHeadline"));
    QVERIFY(headline);
    QVERIFY(!headline->property("text").toString().isEmpty());
}

void KioskGlockeHammerTest::oddsPanelOpensAndCloses()
{
    QVERIFY(tap(QStringLiteral("oddsButton")));
    // Under a heavy load the panel once did not show (2026-11-27, twice in
    // full runs, never alone): if it happens again, the picture and the
    // state say what lay under the finger.
    if (!QTest::qWaitFor([this] { return item(QStringLiteral("oddsPanel")) != nullptr; }, 5000))
        shot(QStringLiteral("odds_missing"));
    QVERIFY2(item(QStringLiteral("oddsPanel")),
             qPrintable(QStringLiteral("phase %1, over %2, thinking %3, person to move %4")
                            .arg(phase())
                            .arg(m_session->over())
                            .arg(m_session->thinking())
                            .arg(m_session->humanToMove())));
    shot(QStringLiteral("odds"));
    QVERIFY(tap(QStringLiteral("oddsClose")));
    QTRY_VERIFY(!item(QStringLiteral("oddsPanel")));
}

void KioskGlockeHammerTest::undoAndHome()
{
    if (!m_session->over()) {
        const int moves = m_session->moveCount();
        QVERIFY(tap(QStringLiteral("undoButton")));
        QVERIFY(m_session->moveCount() < moves);
        QVERIFY(m_session->humanToMove());
        shot(QStringLiteral("undo"));
    }
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(!m_session->active());
    QVERIFY2(KioskDriver::warnings().isEmpty(),
             qPrintable(KioskDriver::warnings().join(QLatin1Char('\n'))));
}

ZV_KIOSK_TEST_MAIN(KioskGlockeHammerTest)
#include "tst_kiosk_glocke_hammer.moc"
