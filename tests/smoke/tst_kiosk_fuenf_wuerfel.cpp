// Fünf Würfel (the Kniffel rules) on the real kiosk at 1920×1080, by
// simulated touches only: the shelf → the lobby (six players: a person and
// five computers, one a Master; the Tipp on) → whole game to the end: dice
// held by touch and rolled again, fields written by touching their row, the
// Tipp's best choice read from the screen → the end screen; then a solitaire
// game to its end, where the score stands beside the optimal strategy's
// expectation. Screenshots in German and English; the kiosk prints no warning.
// Waits are on conditions (the move played, the person to move), never on
// the computers' pace.
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QJSValue>
#include <QPointingDevice>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <QTimer>

#include <algorithm>

class KioskFuenfWuerfelTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void lobbyStartsSixPlayersWithTipp();
    void sixPlayersPlayToTheEnd();
    void solitaireEndsBesideTheBestStrategy();
    void home();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    void shot(const QString& name) { QVERIFY(m_driver.shot(name)); }
    QQuickItem* item(const QString& objectName) { return m_driver.item(objectName); }
    QVariant state(const char* key) const { return m_session->state().value(QLatin1String(key)); }
    bool waitForPerson()
    {
        return QTest::qWaitFor([this] { return m_session->humanToMove() || m_session->over(); },
                               20000);
    }
    QString movePlayed(int index) const
    {
        const auto& moves = m_session->record().moves;
        if (index < 0 || index >= static_cast<int>(moves.size()))
            return QStringLiteral("(none)");
        const auto& move = moves[static_cast<std::size_t>(index)];
        return QStringLiteral("%1: %2").arg(move.seat).arg(QString::fromStdString(move.text));
    }
    // A finger on a board item: the board has no page transition to wait
    // for, so the caller waits for what the touch must do.
    bool touch(const QString& objectName)
    {
        QQuickItem* target = item(objectName);
        if (!target || !target->isEnabled())
            return false;
        QQuickWindow* window = m_kiosk->window();
        const QPoint centre =
            target->mapToScene(QPointF(target->width() / 2, target->height() / 2)).toPoint();
        QTest::touchEvent(window, m_touch).press(0, centre, window);
        QTest::touchEvent(window, m_touch).release(0, centre, window);
        return true;
    }
    // The page's push has ended (a touch during the glide may miss).
    bool pageSettled() const
    {
        QQuickItem* stack = m_driver.find(
            [](QQuickItem* candidate) { return candidate->inherits("QQuickStackView"); });
        return stack && !stack->property("busy").toBool();
    }
    QList<int> held() const
    {
        QList<int> out;
        QVariant list = m_driver.item(QStringLiteral("fwTray"))->property("held");
        if (list.canConvert<QJSValue>())
            list = list.value<QJSValue>().toVariant();
        for (const QVariant& v : list.toList())
            out.append(v.toInt());
        std::sort(out.begin(), out.end());
        return out;
    }
    // The field the person writes: the Tipp's best entry when it is one,
    // else the free field that scores most now.
    QString fieldToWrite() const
    {
        const QStringList moves = state("tipMoves").toStringList();
        const int best = state("tipBest").toInt();
        if (best >= 0 && best < moves.size() && moves.at(best).startsWith(QLatin1String("score ")))
            return moves.at(best).mid(6);
        const QStringList fields = state("fields").toStringList();
        const QVariantList now = state("scoreNow").toList();
        int pick = -1;
        for (int f = 0; f < fields.size(); ++f)
            if (now.at(f).toInt() >= 0 && (pick < 0 || now.at(f).toInt() > now.at(pick).toInt()))
                pick = f;
        return pick >= 0 ? fields.at(pick) : QString();
    }
    // One turn of the person by touch: roll; in the first `holdTurns` turns
    // hold the first two dice and roll the rest; then write a field.
    void playPersonTurn(bool holdAndRoll);
    void switchLanguage(const QString& language)
    {
        if (m_kiosk->exhibit()->language() != language)
            QVERIFY(tap(QStringLiteral("languageButton")));
        QCOMPARE(m_kiosk->exhibit()->language(), language);
    }

    KioskDriver m_driver{QStringLiteral("fuenf_wuerfel")};
    KioskController* m_kiosk = nullptr;
    GameSession* m_session = nullptr;
    QPointingDevice* m_touch = nullptr;
};

void KioskFuenfWuerfelTest::initTestCase()
{
    QVERIFY(m_driver.start(QSize(1920, 1080)));
    m_kiosk = m_driver.kiosk();
    m_session = m_kiosk->session();
    QVERIFY(m_session);
    m_touch = QTest::createTouchDevice();
    // The computers answer at once; the kiosk's pause for the eye is not under test here.
    m_session->setComputerDelay(0);
}

void KioskFuenfWuerfelTest::lobbyStartsSixPlayersWithTipp()
{
    QVERIFY(m_driver.openLobby(QStringLiteral("fuenf_wuerfel")));
    while (item(QStringLiteral("seatCount"))->property("text").toString() != QLatin1String("6"))
        QVERIFY(tap(QStringLiteral("seatsMore")));
    QVERIFY(tap(QStringLiteral("seat1_master")));
    QVERIFY(tap(QStringLiteral("seat2_practised")));
    QVERIFY(tap(QStringLiteral("option_tipp_on")));
    shot(QStringLiteral("lobby"));

    // What a visitor sees while the optimal strategy's table is built (the
    // first game of the process): the screen's frames keep coming, the Tipp
    // says it is being worked out, then the tips appear. Measured, reported.
    QElapsedTimer clock;
    qint64 longestGap = 0, last = 0;
    QTimer frames;
    frames.setInterval(10);
    connect(&frames, &QTimer::timeout, [&] {
        longestGap = std::max(longestGap, clock.elapsed() - last);
        last = clock.elapsed();
    });
    clock.start();
    frames.start();
    QVERIFY(tap(QStringLiteral("startGame")));
    const qint64 openingGap = longestGap; // the game's page and board being built
    longestGap = 0;
    QCOMPARE(m_session->gameKey(), QStringLiteral("fuenf_wuerfel"));
    QCOMPARE(m_session->seats().size(), 6);
    QCOMPARE(m_session->options().value(QStringLiteral("tipp")).toString(), QStringLiteral("true"));
    const bool waitedForTips = state("tipsReady").toInt() == 0;
    QTRY_VERIFY_WITH_TIMEOUT(state("tipsReady").toInt() == 1, 30000);
    const qint64 tipsAfter = clock.elapsed();
    frames.stop();
    qInfo("Tipp: %s; tips on the screen %lld ms after the start; longest pause of the screen's "
          "thread while the page opened %lld ms, afterwards while the table was built %lld ms",
          waitedForTips ? "'being worked out' shown first" : "ready at once", tipsAfter, openingGap,
          longestGap);
    QVERIFY(waitForPerson());
    QCOMPARE(m_session->toMove(), 0);
    QTRY_VERIFY(pageSettled());
}

void KioskFuenfWuerfelTest::playPersonTurn(bool holdAndRoll)
{
    QVERIFY(waitForPerson());
    QCOMPARE(state("throwsMade").toInt(), 0);
    int at = m_session->moveCount();
    QVERIFY(touch(QStringLiteral("fwRoll")));
    QTRY_COMPARE(movePlayed(at), QStringLiteral("0: throw"));
    QTRY_VERIFY(m_session->humanToMove() && state("throwsMade").toInt() == 1);
    if (holdAndRoll) {
        // Two dice held by touch, a third touched twice (held and let go).
        QVERIFY(touch(QStringLiteral("fwDie0")));
        QVERIFY(touch(QStringLiteral("fwDie3")));
        QVERIFY(touch(QStringLiteral("fwDie1")));
        QVERIFY(touch(QStringLiteral("fwDie3")));
        QCOMPARE(held(), (QList<int>{0, 1}));
        QList<int> keep = {state("dice").toList().at(0).toInt(),
                           state("dice").toList().at(1).toInt()};
        std::sort(keep.begin(), keep.end());
        at = m_session->moveCount();
        QVERIFY(touch(QStringLiteral("fwRoll")));
        QTRY_COMPARE(movePlayed(at), QStringLiteral("0: keep %1-%2").arg(keep[0]).arg(keep[1]));
        QTRY_VERIFY(m_session->humanToMove() && state("throwsMade").toInt() == 2);
        // The dice kept aside stay held for the next throw.
        QCOMPARE(held(), (QList<int>{0, 1}));
    }
    const QString field = fieldToWrite();
    QVERIFY(!field.isEmpty());
    at = m_session->moveCount();
    QVERIFY2(touch(QStringLiteral("fwField_") + field), qPrintable(field));
    QTRY_COMPARE(movePlayed(at), QStringLiteral("0: score ") + field);
}

void KioskFuenfWuerfelTest::sixPlayersPlayToTheEnd()
{
    for (int turn = 0; turn < 13; ++turn) {
        if (turn == 3) {
            // Mid-play with the Tipp: a throw on the table, every free field
            // of the person shows what it scores and its expectation.
            QVERIFY(waitForPerson());
            const int at = m_session->moveCount();
            QVERIFY(touch(QStringLiteral("fwRoll")));
            QTRY_COMPARE(movePlayed(at), QStringLiteral("0: throw"));
            QTRY_VERIFY(state("tipsReady").toInt() == 1 && state("throwsMade").toInt() == 1);
            QVERIFY(item(QStringLiteral("fwBest")));
            QVERIFY(item(QStringLiteral("fwBest"))
                        ->property("text")
                        .toString()
                        .startsWith(QStringLiteral("★")));
            QTest::qWait(700); // the dice have settled for the picture
            shot(QStringLiteral("midplay_tipp_de"));
            switchLanguage(QStringLiteral("en"));
            shot(QStringLiteral("midplay_tipp_en"));
            switchLanguage(QStringLiteral("de"));
            const QString field = fieldToWrite();
            const int before = m_session->moveCount();
            QVERIFY(touch(QStringLiteral("fwField_") + field));
            QTRY_COMPARE(movePlayed(before), QStringLiteral("0: score ") + field);
            continue;
        }
        playPersonTurn(turn < 2);
        if (turn == 8) {
            QVERIFY(waitForPerson());
            QTest::qWait(700);
            shot(QStringLiteral("sheet_six_players"));
        }
    }
    QTRY_VERIFY_WITH_TIMEOUT(m_session->over(), 20000);
    // Every sheet is full and the totals are the engine's.
    const QVariantList sheet = state("sheet").toList();
    QCOMPARE(sheet.size(), 6 * 13);
    for (const QVariant& entry : sheet)
        QVERIFY(entry.toInt() >= 0);
    QTRY_VERIFY(item(QStringLiteral("endTitle")));
    QTest::qWait(700); // the end screen has faded in
    shot(QStringLiteral("end_six_de"));
    switchLanguage(QStringLiteral("en"));
    shot(QStringLiteral("end_six_en"));
    switchLanguage(QStringLiteral("de"));
}

void KioskFuenfWuerfelTest::solitaireEndsBesideTheBestStrategy()
{
    QVERIFY(tap(QStringLiteral("endBack")));
    QTRY_VERIFY(item(QStringLiteral("startGame")));
    while (item(QStringLiteral("seatCount"))->property("text").toString() != QLatin1String("1"))
        QVERIFY(tap(QStringLiteral("seatsFewer")));
    QVERIFY(tap(QStringLiteral("option_tipp_off")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(m_session->seats().size(), 1);
    QTRY_VERIFY(pageSettled());
    for (int turn = 0; turn < 13; ++turn)
        playPersonTurn(false);
    QTRY_VERIFY(m_session->over());
    QTRY_VERIFY(item(QStringLiteral("endTitle")));
    QCOMPARE(item(QStringLiteral("endTitle"))->property("text").toString(),
             QStringLiteral("Dein Ergebnis"));
    // The optimal strategy's table was built while the game was played.
    QCOMPARE(state("expectedScore").toInt(), 25329);
    const QString total = QString::number(state("total").toList().value(0).toInt());
    QVERIFY(m_driver.find([&total](QQuickItem* text) {
        const QString shown = text->property("text").toString();
        return shown.contains(total + QStringLiteral(" Punkte"));
    }));
    QVERIFY(m_driver.find([](QQuickItem* text) {
        return text->property("text").toString().contains(QStringLiteral("253,3 Punkte"));
    }));
    QTest::qWait(700);
    shot(QStringLiteral("solitaire_end_de"));
    switchLanguage(QStringLiteral("en"));
    shot(QStringLiteral("solitaire_end_en"));
    switchLanguage(QStringLiteral("de"));
}

void KioskFuenfWuerfelTest::home()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(!m_session->active());
    QVERIFY2(KioskDriver::warnings().isEmpty(),
             qPrintable(KioskDriver::warnings().join(QLatin1Char('\n'))));
}

ZV_KIOSK_TEST_MAIN(KioskFuenfWuerfelTest)
#include "tst_kiosk_fuenf_wuerfel.moc"
