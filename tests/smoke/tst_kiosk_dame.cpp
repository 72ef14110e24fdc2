// Dame on the real kiosk, by simulated touches only: games → the shelf's
// tile → set-up (a person with the dark stones against the computer) → the
// person touches a stone and then each landing square (a capture chain hop
// by hop) until the game ends → the end screen → the article ("Play now"
// leads back to the game). Screenshots mid-play, of a capture being entered
// and of the end, in German and English (ZV_SCREENSHOT_DIR); the kiosk must
// print no warning.
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"

#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTest>

class KioskDameTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void personPlaysFromTheShelfToTheEnd();
    void articleLeadsBackToTheGame();
    void twoPeopleEnterAChainHopByHop();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    void shot(const QString& name) { QVERIFY(m_driver.shot(name)); }
    // The same moment in German, then in English (the screen switches back).
    void shotBoth(const QString& name) { QVERIFY(m_driver.shotBoth(name)); }
    QQuickItem* item(const QString& objectName) { return m_driver.item(objectName); }
    QVariant state(const char* key) const { return m_session->state().value(QLatin1String(key)); }
    // Waits until the board stands still (no stone gliding).
    void settle()
    {
        QQuickItem* board = item(QStringLiteral("dameBoard"));
        QVERIFY(board);
        QTRY_VERIFY2_WITH_TIMEOUT(
            board->property("settled").toBool(),
            qPrintable(
                QStringLiteral("still moving: %1").arg(board->property("movingCount").toInt())),
            10000);
    }
    // Plays the person's move by touches: the longest capture chain there
    // is (to see chains entered hop by hop), else the first move offered.
    void moveByTouch();

    KioskDriver m_driver{QStringLiteral("dame")};
    KioskController* m_kiosk = nullptr;
    GameSession* m_session = nullptr;
    bool m_chainShot = false;
};

void KioskDameTest::initTestCase()
{
    QVERIFY(m_driver.start(QSize(1920, 1080)));
    m_kiosk = m_driver.kiosk();
    m_session = m_kiosk->session();
    QVERIFY(m_session);
    m_session->setComputerDelay(50);
}

void KioskDameTest::moveByTouch()
{
    const QStringList legal = m_session->legalMoves();
    QVERIFY(!legal.isEmpty());
    QString chosen = legal.first();
    for (const QString& move : legal)
        if (move.count(QLatin1Char('x')) > chosen.count(QLatin1Char('x')))
            chosen = move;
    const QStringList touches = chosen.split(QRegularExpression(QStringLiteral("[-x]")));
    const int before = m_session->moveCount();
    for (int i = 0; i < touches.size(); ++i) {
        // The board offers exactly the next touch of some legal move.
        QVERIFY2(m_session->nextInputs().contains(touches.at(i)),
                 qPrintable(chosen + QStringLiteral(" at ") + touches.at(i)));
        QVERIFY2(tap(QStringLiteral("cell_") + touches.at(i)), qPrintable(touches.at(i)));
        // A chain of two or more jumps, half entered: the landing squares so
        // far are marked and the next one glows.
        if (!m_chainShot && touches.size() > 2 && i == 1) {
            m_chainShot = true;
            QTest::qWait(300);
            shotBoth(QStringLiteral("chain"));
        }
    }
    // The computer may have answered already.
    QVERIFY(m_session->moveCount() >= before + 1);
    QCOMPARE(
        QString::fromStdString(m_session->record().moves.at(static_cast<std::size_t>(before)).text),
        chosen);
}

void KioskDameTest::personPlaysFromTheShelfToTheEnd()
{
    QVERIFY(m_driver.openLobby(QStringLiteral("dame")));
    shot(QStringLiteral("lobby"));
    // Dark (begins): a person; light: the computer at the lobby's level.
    QVERIFY(tap(QStringLiteral("seat1_computer")));
    QVERIFY(tap(QStringLiteral("seat1_beginner")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(m_session->gameKey(), QStringLiteral("dame"));
    QVERIFY(m_session->humanToMove());
    QCOMPARE(state("onBoard").toList().size(), 2);
    settle();
    shotBoth(QStringLiteral("start"));

    // A touch on a square that is no first touch changes nothing.
    const QVariantMap before = m_session->state();
    QVERIFY(tap(QStringLiteral("cell_a1")));
    QCOMPARE(m_session->partial(), QStringList());
    QCOMPARE(m_session->state(), before);

    int personMoves = 0;
    while (!m_session->over()) {
        QTRY_VERIFY_WITH_TIMEOUT(m_session->humanToMove() || m_session->over(), 30000);
        if (m_session->over())
            break;
        moveByTouch();
        if (QTest::currentTestFailed())
            return;
        ++personMoves;
        if (personMoves == 8) {
            QTRY_VERIFY_WITH_TIMEOUT(m_session->humanToMove() || m_session->over(), 30000);
            settle();
            shotBoth(QStringLiteral("midgame"));
        }
        QVERIFY2(personMoves < 400, "the game does not end");
    }
    QTRY_VERIFY_WITH_TIMEOUT(item(QStringLiteral("endTitle")), 15000);
    QTest::qWait(600);
    shotBoth(QStringLiteral("end"));
    QVERIFY2(m_chainShot || personMoves > 0, "no move was made");
    QVERIFY2(KioskDriver::warnings().isEmpty(),
             qPrintable(KioskDriver::warnings().join(QLatin1Char('\n'))));
}

void KioskDameTest::articleLeadsBackToTheGame()
{
    // From the end screen to the collection's article, and its "Play now"
    // back into the set-up of the same game.
    QVERIFY(tap(QStringLiteral("endArticle")));
    QTRY_VERIFY(item(QStringLiteral("articleTitle")));
    QCOMPARE(item(QStringLiteral("articleTitle"))->property("text").toString(),
             QStringLiteral("Dame"));
    QVERIFY(item(QStringLiteral("articlePlay")));
    shot(QStringLiteral("article"));
    // The rules for adults end with what the exhibit worked out about two
    // Damen against one (its sixth page).
    QVERIFY(tap(QStringLiteral("part_rules_adults")));
    for (int page = 1; page < 6; ++page) {
        QVERIFY(tap(QStringLiteral("pageNext")));
        QTest::qWait(400);
    }
    shot(QStringLiteral("article_worked_out"));
    QVERIFY(tap(QStringLiteral("articlePlay")));
    QTRY_VERIFY(item(QStringLiteral("startGame")));
    QCOMPARE(m_kiosk->exhibit()->articleOfGame(QStringLiteral("dame")), QStringLiteral("dame"));
    QVERIFY2(KioskDriver::warnings().isEmpty(),
             qPrintable(KioskDriver::warnings().join(QLatin1Char('\n'))));
}

// Two people at one screen play a short opening (found with the engine)
// that gives the dark side a double jump, a3xc5xa7; it is entered by
// touching a3, c5 and a7, and glides hop by hop.
void KioskDameTest::twoPeopleEnterAChainHopByHop()
{
    QTRY_VERIFY(item(QStringLiteral("startGame")));
    QVERIFY(tap(QStringLiteral("seat1_human")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(m_session->gameKey(), QStringLiteral("dame"));
    const QStringList opening = {QStringLiteral("a3-b4"), QStringLiteral("b6-a5"),
                                 QStringLiteral("b2-a3"), QStringLiteral("a7-b6"),
                                 QStringLiteral("b4-c5"), QStringLiteral("d6xb4")};
    for (const QString& move : opening) {
        for (const QString& square : move.split(QRegularExpression(QStringLiteral("[-x]"))))
            QVERIFY2(tap(QStringLiteral("cell_") + square), qPrintable(move));
        QCOMPARE(QString::fromStdString(m_session->record().moves.back().text), move);
    }
    settle();
    QVERIFY(m_session->legalMoves().contains(QStringLiteral("a3xc5xa7")));
    QVERIFY(tap(QStringLiteral("cell_a3")));
    QVERIFY(tap(QStringLiteral("cell_c5")));
    // Half entered: a3 and c5 chosen, a7 the one glowing target.
    QCOMPARE(m_session->partial(), QStringList({QStringLiteral("a3"), QStringLiteral("c5")}));
    QCOMPARE(m_session->nextInputs(), QStringList({QStringLiteral("a7")}));
    QTest::qWait(300);
    shotBoth(QStringLiteral("chain_half"));
    QVERIFY(tap(QStringLiteral("cell_a7")));
    QCOMPARE(QString::fromStdString(m_session->record().moves.back().text),
             QStringLiteral("a3xc5xa7"));
    QCOMPARE(state("onBoard").toList().at(1).toInt(), 10);
    settle();
    shot(QStringLiteral("chain_done"));
    QVERIFY2(KioskDriver::warnings().isEmpty(),
             qPrintable(KioskDriver::warnings().join(QLatin1Char('\n'))));
}

ZV_KIOSK_TEST_MAIN(KioskDameTest)
#include "tst_kiosk_dame.moc"
