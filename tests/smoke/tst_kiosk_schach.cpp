// Schach on the real kiosk, by simulated touches only: games → the shelf's
// tile → set-up (two people) → moves entered square by square; a check
// (red ring, "Schach!"), a pinned knight touched and "Warum?" pressed, a pawn
// promoted through the four large buttons; then a person against the
// Beginner, and a short game to its end screen with the moments where it
// turned. Screenshots DE and EN (ZV_SCREENSHOT_DIR); the kiosk must print no
// warning.
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"

#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

class KioskSchachTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void checkPinAndWhy();
    void promotionWithLargeButtons();
    void againstTheBeginner();
    void endScreenTellsTheMoments();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    void shotBoth(const QString& name) { QVERIFY(m_driver.shotBoth(name)); }
    QQuickItem* item(const QString& objectName) { return m_driver.item(objectName); }
    QVariant state(const char* key) const { return m_session->state().value(QLatin1String(key)); }
    void settle()
    {
        QQuickItem* board = item(QStringLiteral("schachBoard"));
        QVERIFY(board);
        QTRY_VERIFY_WITH_TIMEOUT(board->property("settled").toBool(), 10000);
        QTest::qWait(100);
    }
    // A move by two touches ("e2e4"): from-square, then target.
    void move(const QString& uci)
    {
        const int before = m_session->moveCount();
        QVERIFY2(tap(QStringLiteral("cell_") + uci.left(2)), qPrintable(uci));
        QVERIFY2(m_session->nextInputs().contains(uci.mid(2, 2)), qPrintable(uci));
        QVERIFY2(tap(QStringLiteral("cell_") + uci.mid(2, 2)), qPrintable(uci));
        QVERIFY2(m_session->moveCount() >= before + 1, qPrintable(uci));
        QCOMPARE(QString::fromStdString(
                     m_session->record().moves.at(static_cast<std::size_t>(before)).text),
                 uci);
    }
    void startTwoPeople()
    {
        QTRY_VERIFY(item(QStringLiteral("startGame")));
        QVERIFY(tap(QStringLiteral("seat1_human")));
        QVERIFY(tap(QStringLiteral("startGame")));
        QCOMPARE(m_session->gameKey(), QStringLiteral("schach"));
        settle();
    }
    void noWarnings()
    {
        QVERIFY2(KioskDriver::warnings().isEmpty(),
                 qPrintable(KioskDriver::warnings().join(QLatin1Char('\n'))));
    }

    KioskDriver m_driver{QStringLiteral("schach")};
    KioskController* m_kiosk = nullptr;
    GameSession* m_session = nullptr;
};

void KioskSchachTest::initTestCase()
{
    QVERIFY(m_driver.start(QSize(1920, 1080)));
    m_kiosk = m_driver.kiosk();
    m_session = m_kiosk->session();
    QVERIFY(m_session);
    m_session->setComputerDelay(50);
    QVERIFY(m_driver.openLobby(QStringLiteral("schach")));
}

// 1.d4 e6 2.c4 Bb4+: White is in check; 3.Nc3 blocks, and the knight on c3
// is pinned to its king. 3...Nf6: the knight cannot move, "Warum?" says why.
void KioskSchachTest::checkPinAndWhy()
{
    startTwoPeople();
    // A touch on an empty square chooses nothing.
    QVERIFY(tap(QStringLiteral("cell_e4")));
    QCOMPARE(m_session->partial(), QStringList());
    move(QStringLiteral("d2d4"));
    move(QStringLiteral("e7e6"));
    move(QStringLiteral("c2c4"));
    move(QStringLiteral("f8b4"));
    QCOMPARE(state("check").toString(), QStringLiteral("e1"));
    QTRY_VERIFY(item(QStringLiteral("checkBanner")));
    QVERIFY(item(QStringLiteral("checkRing")));
    settle();
    shotBoth(QStringLiteral("check"));
    move(QStringLiteral("b1c3"));
    QVERIFY(!item(QStringLiteral("checkBanner")));
    move(QStringLiteral("g8f6"));
    // The pinned knight: touched, it stays chosen without a target; "Warum?".
    QVERIFY(!m_session->nextInputs().contains(QStringLiteral("c3")));
    QVERIFY(!item(QStringLiteral("whyButton")));
    QVERIFY(tap(QStringLiteral("cell_c3")));
    QTRY_VERIFY(item(QStringLiteral("whyButton")));
    QVERIFY(tap(QStringLiteral("whyButton")));
    QTRY_VERIFY(item(QStringLiteral("whyText")));
    QVERIFY2(item(QStringLiteral("whyText"))
                 ->property("text")
                 .toString()
                 .contains(QStringLiteral("gefesselt")),
             qPrintable(item(QStringLiteral("whyText"))->property("text").toString()));
    shotBoth(QStringLiteral("why_pinned"));
    // A legal piece then a square it may not reach: the movement is explained.
    QVERIFY(tap(QStringLiteral("cell_g1")));
    QCOMPARE(m_session->partial(), QStringList({QStringLiteral("g1")}));
    QVERIFY(tap(QStringLiteral("cell_g3")));
    QVERIFY(tap(QStringLiteral("whyButton")));
    QTRY_VERIFY(item(QStringLiteral("whyText")));
    QVERIFY(item(QStringLiteral("whyText"))
                ->property("text")
                .toString()
                .contains(QStringLiteral("Springer")));
    noWarnings();
}

// 1.e4 d5 2.exd5 c6 3.dxc6 Nf6 4.cxb7 e6 5.bxa8: the pawn on the last row
// asks for its new piece with four large buttons.
void KioskSchachTest::promotionWithLargeButtons()
{
    QVERIFY(tap(QStringLiteral("newGameButton")));
    QTRY_COMPARE(m_session->moveCount(), 0);
    settle();
    for (const char* uci : {"e2e4", "d7d5", "e4d5", "c7c6", "d5c6", "g8f6", "c6b7", "e7e6"})
        move(QString::fromLatin1(uci));
    QVERIFY(tap(QStringLiteral("cell_b7")));
    QVERIFY(tap(QStringLiteral("cell_a8")));
    QCOMPARE(m_session->partial(), QStringList({QStringLiteral("b7"), QStringLiteral("a8")}));
    QTRY_VERIFY(item(QStringLiteral("promotionChooser")));
    for (const char* letter : {"q", "r", "b", "n"}) {
        QQuickItem* button = item(QStringLiteral("promote_") + QLatin1String(letter));
        QVERIFY(button);
        QVERIFY(button->width() >= 72 && button->height() >= 72);
    }
    shotBoth(QStringLiteral("promotion"));
    QVERIFY(tap(QStringLiteral("promote_n")));
    QCOMPARE(QString::fromStdString(m_session->record().moves.back().text),
             QStringLiteral("b7a8n"));
    QVERIFY(!item(QStringLiteral("promotionChooser")));
    settle();
    noWarnings();
}

// A person (White) against the Beginner: the computer answers every move.
void KioskSchachTest::againstTheBeginner()
{
    QVERIFY(tap(QStringLiteral("backButton")));
    QTRY_VERIFY(item(QStringLiteral("startGame")));
    QVERIFY(tap(QStringLiteral("seat1_computer")));
    QVERIFY(tap(QStringLiteral("seat1_beginner")));
    QVERIFY(tap(QStringLiteral("startGame")));
    for (const char* uci : {"e2e4", "g1f3", "f1c4", "b1c3"}) {
        QTRY_VERIFY_WITH_TIMEOUT(m_session->humanToMove() || m_session->over(), 15000);
        if (m_session->over())
            break;
        const QString text = QString::fromLatin1(uci);
        if (!m_session->legalMoves().contains(text))
            continue; // the computer's answer took the square or gave check
        move(text);
    }
    QTRY_VERIFY_WITH_TIMEOUT(m_session->humanToMove() || m_session->over(), 15000);
    QVERIFY(m_session->moveCount() >= 6);
    settle();
    shotBoth(QStringLiteral("midgame"));
    noWarnings();
}

// Two people: 1.f3 e5 2.g4 Qh4#. The end screen names the mate and tells
// where the game turned.
void KioskSchachTest::endScreenTellsTheMoments()
{
    QVERIFY(tap(QStringLiteral("backButton")));
    startTwoPeople();
    for (const char* uci : {"f2f3", "e7e5", "g2g4", "d8h4"})
        move(QString::fromLatin1(uci));
    QVERIFY(m_session->over());
    QCOMPARE(m_session->reason(), QStringLiteral("checkmate"));
    QTRY_VERIFY_WITH_TIMEOUT(item(QStringLiteral("endTitle")), 15000);
    const QStringList lines =
        item(QStringLiteral("schachBoard"))->parentItem()->property("endLines").toStringList();
    QVERIFY2(lines.size() >= 2, qPrintable(lines.join(QLatin1Char('\n'))));
    QVERIFY2(lines.join(QLatin1Char('\n')).contains(QStringLiteral("Zug 2")),
             qPrintable(lines.join(QLatin1Char('\n'))));
    QTest::qWait(600);
    shotBoth(QStringLiteral("end"));
    noWarnings();
}

ZV_KIOSK_TEST_MAIN(KioskSchachTest)
#include "tst_kiosk_schach.moc"
