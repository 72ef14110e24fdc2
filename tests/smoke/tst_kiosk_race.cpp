// The race games on the real kiosk, by simulated touches only: Raus mit
// dir! (the Mensch-ärgere-Dich-nicht rules) and Pachisi. Games → the
// shelf's tile → set-up → the person touches the die (the cowries), then a
// glowing piece and its glowing target; the turn's colour passes to the
// next player; mid-play screenshots; then a game of computers to its end
// screen. Screenshots in German and English (ZV_SCREENSHOT_DIR); the kiosk
// must print no warning. Fixed dice (seed 1; ZV_TEST_SEED tries others).
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"

#include <QGuiApplication>
#include <QJSValue>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

class KioskRaceTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void rausByTouch();
    void rausToTheEnd();
    void pachisiByTouch();
    void pachisiToTheEnd();
    void articlesOfferPlayNow();
    void noWarnings();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    QQuickItem* item(const QString& objectName) { return m_driver.item(objectName); }
    QVariant state(const char* key) const { return m_session->state().value(QLatin1String(key)); }
    QStringList boardList(const QString& board, const char* property)
    {
        QQuickItem* found = item(board);
        if (!found)
            return {};
        QVariant value = found->property(property);
        if (value.canConvert<QJSValue>())
            value = value.value<QJSValue>().toVariant();
        return value.toStringList();
    }
    bool waitForPerson(const QString& board)
    {
        return QTest::qWaitFor(
            [&] {
                QQuickItem* found = item(board);
                return (m_session->humanToMove() || m_session->over()) && !m_session->thinking() &&
                       found && found->property("settled").toBool();
            },
            60000);
    }
    // One touch of a person: the die (cowries), or a glowing piece and then
    // its first glowing target, or the pass button when nothing can move.
    bool personTouches(const QString& board, const QString& throwArea, const QString& passButton);
    bool playUntil(const QString& board, const QString& throwArea, const QString& passButton,
                   const std::function<bool()>& done, int touches);
    bool computersPlayToTheEnd(const QString& gameKey);

    KioskDriver m_driver{QStringLiteral("race")};
    KioskController* m_kiosk = nullptr;
    GameSession* m_session = nullptr;
};

void KioskRaceTest::initTestCase()
{
    QVERIFY(m_driver.start(QSize(1920, 1080)));
    m_kiosk = m_driver.kiosk();
    m_session = m_kiosk->session();
    QVERIFY(m_session);
    m_session->setComputerDelay(30);
    const QByteArray seed = qgetenv("ZV_TEST_SEED");
    m_session->seedLaterStarts(seed.isEmpty() ? 1 : seed.toULongLong());
}

bool KioskRaceTest::personTouches(const QString& board, const QString& throwArea,
                                  const QString& passButton)
{
    if (!waitForPerson(board) || m_session->over())
        return m_session->over();
    const int before = m_session->moveCount();
    if (m_session->nextInputs().contains(QStringLiteral("die"))) {
        if (!tap(throwArea))
            return false;
    } else {
        const QStringList pieces = boardList(board, "selectable");
        if (pieces.isEmpty()) {
            if (!tap(passButton))
                return false;
        } else {
            if (!tap(QStringLiteral("cell_") + pieces.first()))
                return false;
            const QStringList targets = boardList(board, "targets");
            if (targets.isEmpty() || !tap(QStringLiteral("cell_") + targets.first()))
                return false;
        }
    }
    return m_session->moveCount() > before;
}

bool KioskRaceTest::playUntil(const QString& board, const QString& throwArea,
                              const QString& passButton, const std::function<bool()>& done,
                              int touches)
{
    for (int i = 0; i < touches && !m_session->over(); ++i) {
        if (!personTouches(board, throwArea, passButton)) {
            qWarning("no touch played: phase %s, inputs %s", qPrintable(state("phase").toString()),
                     qPrintable(m_session->nextInputs().join(',')));
            return false;
        }
        if (waitForPerson(board) && done())
            return true;
    }
    return done();
}

bool KioskRaceTest::computersPlayToTheEnd(const QString& gameKey)
{
    if (!m_driver.openLobby(gameKey) || !tap(QStringLiteral("seat0_computer")) ||
        !tap(QStringLiteral("seat0_master")) || !tap(QStringLiteral("startGame")))
        return false;
    m_session->setComputerDelay(0);
    const bool over = QTest::qWaitFor([this] { return m_session->over(); }, 240000);
    m_session->setComputerDelay(30);
    return over &&
           QTest::qWaitFor([this] { return item(QStringLiteral("endTitle")) != nullptr; }, 10000);
}

void KioskRaceTest::rausByTouch()
{
    QVERIFY(m_driver.openLobby(QStringLiteral("raus")));
    // Two players: the person (red) and the computer (blue).
    QVERIFY(tap(QStringLiteral("seatsFewer")));
    QVERIFY(tap(QStringLiteral("seatsFewer")));
    QVERIFY(m_driver.shot(QStringLiteral("raus_lobby")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(m_session->gameKey(), QStringLiteral("raus"));
    const QString board = QStringLiteral("rausBoard");
    QVERIFY(waitForPerson(board));
    QCOMPARE(state("tries").toInt(), 3);
    // The help says the three tries' chance in words, from the engine.
    const QString help = item(QStringLiteral("rausHelp"))->property("text").toString();
    QVERIFY2(help.contains(QStringLiteral("91")) && help.contains(QStringLiteral("216")),
             qPrintable(help));
    QVERIFY(item(QStringLiteral("racePlayer0"))->property("active").toBool());
    QVERIFY(m_driver.shotBoth(QStringLiteral("raus_start")));

    // The person throws until a piece of theirs is out and the computer has
    // had its turn: the turn's colour passed to blue and back.
    // Blue's turn is seen as it happens (the condition below is only asked
    // when the person is to move again).
    bool sawBlue = false;
    const QMetaObject::Connection watch =
        connect(m_session, &GameSession::stateChanged, this,
                [&sawBlue, this] { sawBlue = sawBlue || m_session->toMove() == 1; });
    const auto outAndRoundAgain = [&] {
        return sawBlue && state("inYard").toList().value(0).toInt() < 4 &&
               state("current").toInt() == 0 && state("phase").toString() == "throw";
    };
    QVERIFY(playUntil(board, QStringLiteral("rausDieArea"), QStringLiteral("rausSpareButton"),
                      outAndRoundAgain, 200));
    disconnect(watch);
    QVERIFY(item(QStringLiteral("racePlayer0"))->property("active").toBool());
    QVERIFY(!item(QStringLiteral("racePlayer1"))->property("active").toBool());
    // The die: one touch throws it; a piece then glows, its target too.
    QVERIFY(tap(QStringLiteral("rausDieArea")));
    QVERIFY(waitForPerson(board));
    if (state("phase").toString() == "move" && m_session->toMove() == 0) {
        const QStringList pieces = boardList(board, "selectable");
        QVERIFY(!pieces.isEmpty());
        QVERIFY(tap(QStringLiteral("cell_") + pieces.first()));
        QVERIFY(!boardList(board, "targets").isEmpty());
        QVERIFY(m_driver.shotBoth(QStringLiteral("raus_target")));
        QVERIFY(tap(QStringLiteral("cell_") + boardList(board, "targets").first()));
    }
    QVERIFY(playUntil(
        board, QStringLiteral("rausDieArea"), QStringLiteral("rausSpareButton"),
        [this] { return m_session->moveCount() > 60; }, 200));
    QVERIFY(waitForPerson(board));
    QVERIFY(m_driver.shotBoth(QStringLiteral("raus_midplay")));
    QVERIFY(tap(QStringLiteral("homeButton")));
}

void KioskRaceTest::rausToTheEnd()
{
    QVERIFY(computersPlayToTheEnd(QStringLiteral("raus")));
    QVERIFY(state("reason").toString() == QStringLiteral("all_home"));
    QTest::qWait(700); // the end screen fades in
    QVERIFY(m_driver.shotBoth(QStringLiteral("raus_end")));
    QVERIFY(tap(QStringLiteral("homeButton")));
}

void KioskRaceTest::pachisiByTouch()
{
    QVERIFY(m_driver.openLobby(QStringLiteral("pachisi")));
    QVERIFY(m_driver.shot(QStringLiteral("pachisi_lobby")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(m_session->gameKey(), QStringLiteral("pachisi"));
    const QString board = QStringLiteral("pachisiBoard");
    QVERIFY(waitForPerson(board));
    QVERIFY(m_driver.shotBoth(QStringLiteral("pachisi_start")));
    // Until a piece of the person's is on the cloth and every seat has thrown.
    QSet<int> seen;
    const QMetaObject::Connection watch =
        connect(m_session, &GameSession::stateChanged, this, [&seen, this] {
            if (m_session->toMove() >= 0)
                seen.insert(m_session->toMove());
        });
    const auto outAndRound = [&] {
        return seen.size() == 4 && state("waiting").toList().value(0).toInt() < 4 &&
               state("current").toInt() == 0 && state("phase").toString() == "throw";
    };
    QVERIFY(playUntil(board, QStringLiteral("pachisiThrowArea"),
                      QStringLiteral("pachisiPassButton"), outAndRound, 300));
    disconnect(watch);
    QVERIFY(item(QStringLiteral("racePlayer0"))->property("active").toBool());
    QVERIFY(playUntil(
        board, QStringLiteral("pachisiThrowArea"), QStringLiteral("pachisiPassButton"),
        [this] { return m_session->moveCount() > 120; }, 300));
    QVERIFY(waitForPerson(board));
    QVERIFY(m_driver.shotBoth(QStringLiteral("pachisi_midplay")));
    QVERIFY(tap(QStringLiteral("homeButton")));
}

void KioskRaceTest::pachisiToTheEnd()
{
    QVERIFY(computersPlayToTheEnd(QStringLiteral("pachisi")));
    QCOMPARE(state("reason").toString(), QStringLiteral("side_home"));
    QTest::qWait(700);
    QVERIFY(m_driver.shotBoth(QStringLiteral("pachisi_end")));
    QVERIFY(tap(QStringLiteral("homeButton")));
}

// Each game's article in the collection offers „Jetzt spielen“.
void KioskRaceTest::articlesOfferPlayNow()
{
    for (const char* key : {"raus", "pachisi"}) {
        QVERIFY(m_driver.openLobby(QLatin1String(key)));
        QVERIFY(tap(QStringLiteral("lobbyArticle")));
        QTRY_VERIFY(item(QStringLiteral("articlePlay")));
        QVERIFY(tap(QStringLiteral("articlePlay")));
        QTRY_VERIFY(item(QStringLiteral("startGame")));
        QVERIFY(tap(QStringLiteral("homeButton")));
    }
}

void KioskRaceTest::noWarnings()
{
    QVERIFY(!m_session->active());
    QVERIFY2(KioskDriver::warnings().isEmpty(), qPrintable(KioskDriver::warnings().join("\n")));
}

ZV_KIOSK_TEST_MAIN(KioskRaceTest)
#include "tst_kiosk_race.moc"
