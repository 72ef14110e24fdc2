// Paschen on the real kiosk at 1920×1080, by simulated touches only: the
// shelf → the set-up (a person and two computers, the bank once round the
// table so the game is short) → the Banco and stakes picked in chip steps →
// throws settled with the exact odds beside the dice → the end screen; then
// the same in English with the rethrow variant (its odds differ). Every step
// is saved as a PNG in ZV_SCREENSHOT_DIR; the kiosk must print no warning.
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"

#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

class KioskPaschenTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void germanGame();
    void englishGameWithTheRethrowVariant();
    void home();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    void shot(const QString& name) { QVERIFY(m_driver.shot(name)); }
    QQuickItem* item(const QString& objectName) { return m_driver.item(objectName); }
    QVariant state(const char* key) const { return m_session->state().value(QLatin1String(key)); }
    QString text(const QString& objectName)
    {
        QQuickItem* found = item(objectName);
        return found ? found->property("text").toString() : QString();
    }
    QString movePlayed(int index) const
    {
        const auto& moves = m_session->record().moves;
        if (index < 0 || index >= static_cast<int>(moves.size()))
            return QStringLiteral("(none)");
        const auto& move = moves[static_cast<std::size_t>(index)];
        return QStringLiteral("%1: %2").arg(move.seat).arg(QString::fromStdString(move.text));
    }
    // The person's choices are on the screen (the dice of a throw have
    // stopped rolling), or the game is over.
    bool waitForPersonsChoice()
    {
        return QTest::qWaitFor(
            [this] {
                if (m_session->over())
                    return true;
                if (!m_session->humanToMove())
                    return false;
                for (const char* name : {"psStake", "psBanco", "psKeep", "psGive", "psPass"})
                    if (item(QLatin1String(name)))
                        return true;
                return false;
            },
            30000);
    }
    void startFromShelf(bool rethrowVariant);
    void playToTheEnd(const QString& suffix);

    KioskDriver m_driver{QStringLiteral("paschen")};
    KioskController* m_kiosk = nullptr;
    GameSession* m_session = nullptr;
};

void KioskPaschenTest::initTestCase()
{
    QVERIFY(m_driver.start(QSize(1920, 1080)));
    m_kiosk = m_driver.kiosk();
    m_session = m_kiosk->session();
    QVERIFY(m_session);
    // The computers answer at once; the kiosk's pause for the eye is not under test here.
    m_session->setComputerDelay(50);
}

void KioskPaschenTest::startFromShelf(bool rethrowVariant)
{
    QVERIFY(m_driver.openLobby(QStringLiteral("paschen")));
    QVERIFY(tap(QStringLiteral("seatsFewer"))); // four → three players
    QCOMPARE(text(QStringLiteral("seatCount")), QStringLiteral("3"));
    QVERIFY(tap(QStringLiteral("option_bank_rounds_fewer"))); // the bank goes round once
    if (rethrowVariant)
        QVERIFY(tap(QStringLiteral("option_rethrow_all_different_on")));
    shot(QStringLiteral("lobby"));
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(m_session->gameKey(), QStringLiteral("paschen"));
    QCOMPARE(m_session->seats().size(), 3);
    QCOMPARE(state("bankRounds").toInt(), 1);
    QCOMPARE(state("rethrowAllDifferent").toInt(), rethrowVariant ? 1 : 0);
}

void KioskPaschenTest::playToTheEnd(const QString& suffix)
{
    bool stakedShot = false, throwShot = false, surplusShown = false, kept = false;
    int banco = 0, stakes = 0;
    for (int step = 0; step < 60 && !m_session->over(); ++step) {
        QVERIFY(waitForPersonsChoice());
        if (m_session->over())
            break;
        // A throw settled since the last look: its sum and result, once.
        if (!throwShot && state("throws").toInt() > 0) {
            QTRY_VERIFY(text(QStringLiteral("psSum")) != QStringLiteral("?"));
            QCOMPARE(text(QStringLiteral("psSum")).toInt(), state("diceSum").toInt());
            QTest::qWait(1200); // the chips have flown
            shot(QStringLiteral("throw") + suffix);
            // The small demo screen shows the same board.
            m_kiosk->window()->resize(1280, 800);
            QTest::qWait(400);
            shot(QStringLiteral("throw_1280x800") + suffix);
            m_kiosk->window()->resize(1920, 1080);
            QTest::qWait(400);
            throwShot = true;
        }
        const QString phase = state("phase").toString();
        const int at = m_session->moveCount();
        if (phase == QStringLiteral("banco") || phase == QStringLiteral("after_loss")) {
            // The Banco in chip steps: one more than offered.
            const int offered = text(QStringLiteral("psAmount")).toInt();
            QVERIFY(tap(QStringLiteral("psStep1")));
            const int amount = qMin(offered + 1, state("bancoMax").toInt());
            QCOMPARE(text(QStringLiteral("psAmount")).toInt(), amount);
            QVERIFY(tap(QStringLiteral("psBanco")));
            QCOMPARE(movePlayed(at), QStringLiteral("0: banco %1").arg(amount));
            ++banco;
        } else if (phase == QStringLiteral("stake")) {
            if (!item(QStringLiteral("psStake"))) {
                QVERIFY(tap(QStringLiteral("psPass"))); // the bank is covered
                QCOMPARE(movePlayed(at), QStringLiteral("0: pass"));
                continue;
            }
            const int open = state("uncovered").toInt();
            const int most = state("stakeMax").toInt();
            // Mid-play: stakes on the table (when another player staked
            // first), the picker and the odds; at the latest at the
            // person's first stake.
            if (!stakedShot) {
                shot(QStringLiteral("stakes_and_odds") + suffix);
                stakedShot = state("covered").toInt() > 0 || stakes > 0;
            }
            // Five more than offered: beyond what the bank still covers the
            // surplus is shown as coming back.
            QVERIFY(tap(QStringLiteral("psStep5")));
            const int amount = text(QStringLiteral("psAmount")).toInt();
            QVERIFY(amount >= 1 && amount <= most);
            if (amount > open) {
                QVERIFY2(text(QStringLiteral("turnHint")).contains(QString::number(amount - open)),
                         qPrintable(text(QStringLiteral("turnHint"))));
                if (!surplusShown)
                    shot(QStringLiteral("surplus") + suffix);
                surplusShown = true;
            }
            QVERIFY(tap(QStringLiteral("psStake")));
            QCOMPARE(movePlayed(at), QStringLiteral("0: stake %1").arg(amount));
            ++stakes;
        } else if (phase == QStringLiteral("after_win")) {
            // Keep a won bank once, then give it up (so the game goes on).
            const QString choice = kept ? QStringLiteral("psGive") : QStringLiteral("psKeep");
            QVERIFY(tap(choice));
            QCOMPARE(movePlayed(at),
                     kept ? QStringLiteral("0: give-bank") : QStringLiteral("0: keep-bank"));
            kept = true;
        } else {
            QFAIL(qPrintable(QStringLiteral("unexpected phase ") + phase));
        }
    }
    QVERIFY(banco >= 1); // the person held the bank first
    QVERIFY(stakes >= 1);
    QTRY_VERIFY_WITH_TIMEOUT(item(QStringLiteral("endTitle")), 10000);
    // The chips are only ever moved: every player's count adds up to the start.
    int chips = 0;
    for (const QVariant& count : state("chips").toList())
        chips += count.toInt();
    QCOMPARE(chips, 3 * state("startChips").toInt());
    QTest::qWait(800); // the end screen has faded in
    shot(QStringLiteral("end") + suffix);
}

void KioskPaschenTest::germanGame()
{
    startFromShelf(false);
    // The odds beside the dice, exactly: the bank wins half, a Jungfernpasch 1/36.
    QTRY_VERIFY(item(QStringLiteral("odds_bank")));
    const QString bank = item(QStringLiteral("odds_bank"))
                             ->findChild<QQuickItem*>(QStringLiteral("oddsValue"))
                             ->property("text")
                             .toString();
    QVERIFY2(bank.contains(QStringLiteral("1/2")) && bank.contains(QStringLiteral("50 %")),
             qPrintable(bank));
    const QString pasch = item(QStringLiteral("odds_pasch"))
                              ->findChild<QQuickItem*>(QStringLiteral("oddsValue"))
                              ->property("text")
                              .toString();
    QVERIFY2(pasch.contains(QStringLiteral("1/36")) && pasch.contains(QStringLiteral("2,8 %")),
             qPrintable(pasch));
    QVERIFY(!item(QStringLiteral("odds_rethrow")));
    playToTheEnd(QString());
}

void KioskPaschenTest::englishGameWithTheRethrowVariant()
{
    QVERIFY(tap(QStringLiteral("endBack")));
    QVERIFY(tap(QStringLiteral("languageButton")));
    QCOMPARE(m_kiosk->exhibit()->language(), QStringLiteral("en"));
    QVERIFY(tap(QStringLiteral("homeButton")));
    startFromShelf(true);
    QTRY_VERIFY(item(QStringLiteral("odds_pasch")));
    const QString pasch = item(QStringLiteral("odds_pasch"))
                              ->findChild<QQuickItem*>(QStringLiteral("oddsValue"))
                              ->property("text")
                              .toString();
    QVERIFY2(pasch.contains(QStringLiteral("1/16")) && pasch.contains(QStringLiteral("6.3 %")),
             qPrintable(pasch));
    QVERIFY(item(QStringLiteral("odds_rethrow")));
    playToTheEnd(QStringLiteral("_en"));
}

void KioskPaschenTest::home()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(!m_session->active());
    QVERIFY2(KioskDriver::warnings().isEmpty(),
             qPrintable(KioskDriver::warnings().join(QLatin1Char('\n'))));
}

ZV_KIOSK_TEST_MAIN(KioskPaschenTest)
#include "tst_kiosk_paschen.moc"
