// Halma on the real kiosk, by simulated touches: games → the shelf's tile →
// set-up → moves touched on the board (a jump chain landing by landing, a
// stop touched twice) against the computer → the end screen; on the 16 x 16
// square for two and for four (turned for the person at the bottom) and on
// the star for six. The person's later moves are the session's suggestions,
// so that every game reaches its end. Screenshots mid-play and at the end in
// German and English (ZV_SCREENSHOT_DIR); the kiosk must print no warning.
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"

#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

class KioskHalmaTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void squareForTwo();
    void squareForFour();
    void starForSix();
    void home();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    void shot(const QString& name) { QVERIFY(m_driver.shot(name)); }
    void shotBoth(const QString& name)
    {
        settle();
        shot(name + QStringLiteral("_de"));
        QVERIFY(tap(QStringLiteral("languageButton")));
        QCOMPARE(m_kiosk->exhibit()->language(), QStringLiteral("en"));
        settle();
        shot(name + QStringLiteral("_en"));
        QVERIFY(tap(QStringLiteral("languageButton")));
        QCOMPARE(m_kiosk->exhibit()->language(), QStringLiteral("de"));
    }
    QQuickItem* item(const QString& objectName) { return m_driver.item(objectName); }
    QString text(const QString& objectName)
    {
        QQuickItem* found = item(objectName);
        return found ? found->property("text").toString() : QString();
    }
    // Until no piece glides or hops any more.
    void settle()
    {
        QQuickItem* board = item(QStringLiteral("halmaBoard"));
        if (board)
            QTRY_VERIFY_WITH_TIMEOUT(board->property("settled").toBool(), 10000);
        QTest::qWait(100);
    }
    bool waitForPerson()
    {
        return QTest::qWaitFor(
            [this] {
                return (m_session->humanToMove() && !m_session->thinking()) || m_session->over();
            },
            60000);
    }
    QString lastHumanMove() const
    {
        const auto& moves = m_session->record().moves;
        for (auto it = moves.rbegin(); it != moves.rend(); ++it)
            if (m_session->seats().at(it->seat).toMap().value("kind") == QLatin1String("human"))
                return QString::fromStdString(it->text);
        return {};
    }
    // The seat's move with the most touches (a jump chain where there is
    // one), touched field by field; checks that exactly that move was played.
    void touchLongestMove(int* chainTouches);
    void playRestBySuggestion();
    void chooseSeats(int count, int human, const QString& computerLevel);

    KioskDriver m_driver{QStringLiteral("halma")};
    KioskController* m_kiosk = nullptr;
    GameSession* m_session = nullptr;
};

void KioskHalmaTest::initTestCase()
{
    QVERIFY(m_driver.start(QSize(1920, 1080)));
    m_kiosk = m_driver.kiosk();
    m_session = m_kiosk->session();
    QVERIFY(m_session);
    m_session->setComputerDelay(30);
    m_session->setThinkTime(40);
}

void KioskHalmaTest::chooseSeats(int count, int human, const QString& computerLevel)
{
    if (item(QStringLiteral("endBack"))) {
        QVERIFY(tap(QStringLiteral("endBack")));
        QTRY_VERIFY(!item(QStringLiteral("endTitle")));
    }
    if (!item(QStringLiteral("startGame")))
        QVERIFY(m_driver.openLobby(QStringLiteral("halma")));
    while (text(QStringLiteral("seatCount")).toInt() > count)
        QVERIFY(tap(QStringLiteral("seatsFewer")));
    while (text(QStringLiteral("seatCount")).toInt() < count)
        QVERIFY(tap(QStringLiteral("seatsMore")));
    for (int seat = 0; seat < count; ++seat) {
        const QString name = QStringLiteral("seat%1_").arg(seat);
        if (seat == human) {
            QVERIFY(tap(name + QStringLiteral("human")));
        } else {
            QVERIFY(tap(name + QStringLiteral("computer")));
            QVERIFY(tap(name + computerLevel));
        }
    }
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(m_session->gameKey(), QStringLiteral("halma"));
    QCOMPARE(m_session->seats().size(), count);
}

void KioskHalmaTest::touchLongestMove(int* chainTouches)
{
    QVERIFY(waitForPerson());
    if (m_session->over())
        return;
    settle();
    const zv::Game* game = m_session->game();
    const auto moves = game->legalMoves();
    const auto paths = game->inputPaths();
    std::size_t pick = 0;
    for (std::size_t i = 1; i < paths.size(); ++i)
        if (paths[i].size() > paths[pick].size())
            pick = i;
    const auto& touches = paths[pick];
    // Before the first touch the seat's pieces are offered, not empty fields.
    QVERIFY(m_session->nextInputs().contains(QString::fromStdString(touches.front())));
    for (std::size_t t = 0; t < touches.size(); ++t) {
        const QString cell = QString::fromStdString(touches[t]);
        QVERIFY2(m_session->nextInputs().contains(cell), qPrintable(cell));
        QVERIFY2(tap(QStringLiteral("cell_") + cell), qPrintable(cell));
        if (t + 1 < touches.size())
            QCOMPARE(m_session->partial().size(), static_cast<qsizetype>(t + 1));
    }
    QTRY_COMPARE(lastHumanMove(), QString::fromStdString(moves[pick]));
    *chainTouches = std::max(*chainTouches, static_cast<int>(touches.size()));
}

void KioskHalmaTest::playRestBySuggestion()
{
    for (int turn = 0; turn < 400 && !m_session->over(); ++turn) {
        QVERIFY(waitForPerson());
        if (m_session->over())
            break;
        if (m_session->legalMoves() == QStringList{QStringLiteral("pass")}) {
            QVERIFY(tap(QStringLiteral("passButton")));
            continue;
        }
        m_session->suggest();
        QTRY_VERIFY_WITH_TIMEOUT(!m_session->suggestion().isEmpty(), 10000);
        QVERIFY(m_session->playSuggestion());
    }
    QTRY_VERIFY_WITH_TIMEOUT(m_session->over(), 30000);
    QTRY_VERIFY(item(QStringLiteral("endTitle")));
    settle();
}

void KioskHalmaTest::squareForTwo()
{
    QVERIFY(m_driver.openLobby(QStringLiteral("halma")));
    shot(QStringLiteral("lobby"));
    chooseSeats(2, 0, QStringLiteral("practised"));
    QCOMPARE(m_session->state().value("board").toString(), QStringLiteral("square"));
    QCOMPARE(m_session->state().value("piecesPerSeat").toInt(), 19);
    QVERIFY(waitForPerson());
    QVERIFY(text(QStringLiteral("hintText")).contains(QStringLiteral("Kegel")) ||
            text(QStringLiteral("hintText")).contains(QStringLiteral("Stein")));
    int longest = 0;
    for (int i = 0; i < 12 && !m_session->over(); ++i) {
        touchLongestMove(&longest);
        if (i == 3) {
            QVERIFY(waitForPerson());
            shotBoth(QStringLiteral("square2_play"));
        }
    }
    // A chain of at least two jumps was touched landing by landing (or a
    // jump stopped by a second touch).
    QVERIFY2(longest >= 3, qPrintable(QString::number(longest)));
    // Mid-chain: a landing that could go on is offered again to stop there.
    QVERIFY(waitForPerson());
    playRestBySuggestion();
    QVERIFY(!text(QStringLiteral("endReason")).isEmpty());
    shotBoth(QStringLiteral("square2_end"));
}

void KioskHalmaTest::squareForFour()
{
    // The person plays the second seat: the board turns its house to the bottom.
    chooseSeats(4, 1, QStringLiteral("practised"));
    QCOMPARE(m_session->state().value("piecesPerSeat").toInt(), 13);
    QQuickItem* board = item(QStringLiteral("halmaBoard"));
    QVERIFY(board);
    QTRY_COMPARE(board->property("turns").toInt(), 3);
    int longest = 0;
    for (int i = 0; i < 5 && !m_session->over(); ++i)
        touchLongestMove(&longest);
    QVERIFY(waitForPerson());
    shotBoth(QStringLiteral("square4_play"));
    playRestBySuggestion();
    shotBoth(QStringLiteral("square4_end"));
}

void KioskHalmaTest::starForSix()
{
    chooseSeats(6, 0, QStringLiteral("practised"));
    QCOMPARE(m_session->state().value("board").toString(), QStringLiteral("star"));
    QCOMPARE(m_session->state().value("piecesPerSeat").toInt(), 10);
    int longest = 0;
    for (int i = 0; i < 6 && !m_session->over(); ++i)
        touchLongestMove(&longest);
    QVERIFY(waitForPerson());
    shotBoth(QStringLiteral("star6_play"));
    playRestBySuggestion();
    shotBoth(QStringLiteral("star6_end"));
}

void KioskHalmaTest::home()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(!m_session->active());
    QVERIFY2(KioskDriver::warnings().isEmpty(),
             qPrintable(KioskDriver::warnings().join(QLatin1Char('\n'))));
}

ZV_KIOSK_TEST_MAIN(KioskHalmaTest)

#include "tst_kiosk_halma.moc"
