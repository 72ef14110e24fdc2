// The Glasperlenspiel on the real kiosk, by simulated touches only: home →
// games → lobby (a person against the computer) → a pit picked and its beads
// placed one by one → the computer's answer, animated → a suggested order
// accepted → a capture carried into the cup → back to the lobby and the 1997
// master game, forward and back, in German and English → the board on a
// full-HD screen → home. Every step is saved as a PNG in ZV_SCREENSHOT_DIR;
// the kiosk must print no warning.
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"
#include "variant_state_sink.h"

#include "core/game.h"
#include "exhibit.h"

#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

namespace {

// The board's name for the control that makes an engine touch.
QString controlFor(const QString& touch)
{
    const QStringList parts = touch.split(QLatin1Char(':'));
    if (parts.size() == 2 && parts[0] == QLatin1String("pit"))
        return QStringLiteral("pit_") + parts[1];
    if (parts.size() == 2 && parts[0] == QLatin1String("hand"))
        return QStringLiteral("gpHand") + parts[1];
    return QStringLiteral("gpTake_") + parts.join(QLatin1Char('_'));
}

struct Search {
    int nodes = 0;
    QStringList indirect; // a turn ending in an indirect capture, if found
    QStringList direct;
};

// Tries the engine's decisions of the turn in progress (a pit, each bead,
// the gems to take) and notes the touches of a turn that captures. Only the
// test looks for a capture this way; the board knows nothing of it.
void searchCaptures(const zv::Game& game, int turn, QStringList& touches, Search& found)
{
    if (++found.nodes > 20000 || (!found.indirect.isEmpty() && !found.direct.isEmpty()))
        return;
    const std::vector<std::string> moves = game.legalMoves();
    const std::vector<std::vector<std::string>> paths = game.inputPaths();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        std::unique_ptr<zv::Game> next = game.clone();
        if (!next->play(moves[i]))
            continue;
        touches.append(QString::fromStdString(paths[i].front()));
        const QVariantMap state = zv::play::describeToMap(*next);
        if (state.value(QStringLiteral("turn")).toInt() != turn) {
            const QString capture = state.value(QStringLiteral("lastCapture")).toString();
            if (capture == QLatin1String("indirect") && found.indirect.isEmpty() &&
                state.value(QStringLiteral("lastTaken")).toList().size() > 0)
                found.indirect = touches;
            if (capture == QLatin1String("direct") && found.direct.isEmpty())
                found.direct = touches;
        } else {
            searchCaptures(*next, turn, touches, found);
        }
        touches.removeLast();
    }
}

} // namespace

class KioskGlasperlenTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void lobbyOffersPlayAndTheMasterGame();
    void personSowsBeadByBead();
    void computerAnswerIsAnimated();
    void suggestedOrderIsAccepted();
    void captureIsCarriedIntoTheCup();
    void masterGameForwardAndBack();
    void fullHdScreen();
    void masterGameFromTheArticle();
    void home();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    void shot(const QString& name) { QVERIFY(m_driver.shot(name)); }
    QQuickItem* item(const QString& objectName) { return m_driver.item(objectName); }
    QVariant state(const char* key) const { return m_session->state().value(QLatin1String(key)); }
    bool busy() const
    {
        QQuickItem* board = m_driver.item(QStringLiteral("glasperlenBoard"));
        return board && board->property("busy").toBool();
    }
    // How many flights of beads the board has animated (a tap waits longer
    // than one flight takes, so `busy` may be over by the time it returns).
    int flights() const
    {
        QQuickItem* board = m_driver.item(QStringLiteral("glasperlenBoard"));
        return board ? board->property("flights").toInt() : -1;
    }
    // The board has shown everything and a person may touch (or the game ended).
    bool waitForPerson()
    {
        return QTest::qWaitFor(
            [this] { return (m_session->humanToMove() || m_session->over()) && !busy(); }, 60000);
    }
    bool waitUntilStill()
    {
        return QTest::qWaitFor([this] { return !busy(); }, 30000);
    }
    QString moveText(int index) const
    {
        const auto& moves = m_session->record().moves;
        if (index < 0 || index >= static_cast<int>(moves.size()))
            return QStringLiteral("(none)");
        const auto& move = moves[static_cast<std::size_t>(index)];
        return QStringLiteral("%1: %2").arg(move.seat).arg(QString::fromStdString(move.text));
    }
    QString text(const QString& objectName)
    {
        QQuickItem* found = item(objectName);
        return found ? found->property("text").toString() : QString();
    }
    // Touches the controls for `touches` one by one, as a visitor does.
    void touchAll(const QStringList& touches, bool shotTake);

    KioskDriver m_driver{QStringLiteral("glasperlen")};
    KioskController* m_kiosk = nullptr;
    GameSession* m_session = nullptr;
};

void KioskGlasperlenTest::initTestCase()
{
    QVERIFY(m_driver.start(QSize(1280, 800)));
    m_kiosk = m_driver.kiosk();
    m_session = m_kiosk->session();
    QVERIFY(m_session);
    // The computer answers at once; the kiosk's pause for the eye is not under test here.
    // Long enough that a person's turn can be checked after a tap (which
    // waits 450 ms) before the computer answers.
    m_session->setComputerDelay(1200);
    m_session->setThinkTime(100);
}

void KioskGlasperlenTest::lobbyOffersPlayAndTheMasterGame()
{
    const QString games = m_kiosk->exhibit()->sectionOfKind(QStringLiteral("games"));
    QVERIFY(tap(QStringLiteral("section_") + games));
    QTest::qWait(500);
    shot(QStringLiteral("games"));
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(m_driver.openLobby(QStringLiteral("glasperlen")));
    QVERIFY(item(QStringLiteral("record0")));
    shot(QStringLiteral("lobby"));
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(m_session->gameKey(), QStringLiteral("glasperlen"));
    QVERIFY(!m_session->viewing());
    QVERIFY(waitForPerson());
    QCOMPARE(m_session->toMove(), 0);
    QCOMPARE(state("pitBeads").toStringList(),
             QStringList({"05", "04", "03", "02", "01", "05", "04", "03", "02", "01"}));
    QVERIFY(text(QStringLiteral("gpHeadline")).contains(QStringLiteral("Süd")));
    shot(QStringLiteral("board"));
}

void KioskGlasperlenTest::personSowsBeadByBead()
{
    QVERIFY(tap(QStringLiteral("pit_C")));
    QCOMPARE(state("phase").toString(), QStringLiteral("sow"));
    QCOMPARE(state("hand").toString(), QStringLiteral("03"));
    QVERIFY(waitUntilStill());
    QVERIFY(item(QStringLiteral("gpHand3")));
    QVERIFY(item(QStringLiteral("gpSuggest")));
    QCOMPARE(state("nextPit").toInt(), 3); // D
    shot(QStringLiteral("pit_picked"));
    const int before = flights();
    QVERIFY(tap(QStringLiteral("gpHand3")));
    QCOMPARE(state("currentSown").toString(), QStringLiteral("3"));
    QCOMPARE(flights(), before + 1); // the blue 3 flew into D
    shot(QStringLiteral("bead_flying"));
    QVERIFY(waitUntilStill());
    QCOMPARE(state("nextPit").toInt(), 4); // E
    shot(QStringLiteral("bead_placed"));
    QVERIFY(tap(QStringLiteral("gpHand0")));
    QCOMPARE(moveText(0), QStringLiteral("0: C"));
    QCOMPARE(moveText(1), QStringLiteral("0: 3"));
    QCOMPARE(moveText(2), QStringLiteral("0: 0"));
    QCOMPARE(state("lastText").toString(), QStringLiteral("C30"));
}

void KioskGlasperlenTest::computerAnswerIsAnimated()
{
    // The answer arrives as one move, a whole turn in the source's notation,
    // and the board sows it bead by bead.
    QTRY_COMPARE_WITH_TIMEOUT(m_session->moveCount(), 4, 20000);
    QVERIFY(busy());
    QCOMPARE(m_session->lastMoveSeat(), 1);
    QCOMPARE(m_session->lastMove(), state("lastText").toString());
    QTest::qWait(500);
    shot(QStringLiteral("computer_sowing"));
    QVERIFY(waitForPerson());
    QVERIFY(text(QStringLiteral("gpLastTurn")).startsWith(QStringLiteral("Nord")));
    shot(QStringLiteral("computer_answered"));
}

void KioskGlasperlenTest::suggestedOrderIsAccepted()
{
    QVERIFY(!m_session->over());
    QString pit;
    const QVariantList counts = state("pitCounts").toList();
    for (const QString& touch : m_session->nextInputs()) {
        const int index = static_cast<int>(state("pits").toStringList().indexOf(touch.mid(4)));
        if (index >= 0 && counts.at(index).toInt() >= 2) {
            pit = touch;
            break;
        }
    }
    QVERIFY2(!pit.isEmpty(), qPrintable(m_session->nextInputs().join(QLatin1Char(','))));
    QVERIFY(tap(controlFor(pit)));
    QVERIFY(waitUntilStill());
    QVERIFY(tap(QStringLiteral("gpSuggest")));
    QTRY_VERIFY_WITH_TIMEOUT(item(QStringLiteral("gpAcceptSuggestion")), 20000);
    const QString suggestion = m_session->suggestion();
    QVERIFY(!suggestion.isEmpty());
    shot(QStringLiteral("suggestion"));
    const int before = m_session->moveCount();
    QVERIFY(tap(QStringLiteral("gpAcceptSuggestion")));
    QCOMPARE(moveText(before), QStringLiteral("0: ") + suggestion);
    QVERIFY(state("lastText").toString().startsWith(pit.mid(4) + suggestion.left(1)) ||
            m_session->over());
    QVERIFY(waitForPerson());
}

void KioskGlasperlenTest::touchAll(const QStringList& touches, bool shotTake)
{
    for (const QString& touch : touches) {
        QVERIFY(waitUntilStill());
        if (shotTake &&
            (touch.count(QLatin1Char(':')) == 2 || touch.startsWith(QLatin1String("cup:"))))
            shot(QStringLiteral("take_choice"));
        QVERIFY2(tap(controlFor(touch)), qPrintable(touch));
    }
}

void KioskGlasperlenTest::captureIsCarriedIntoTheCup()
{
    bool captured = false;
    for (int turn = 0; turn < 40 && !captured; ++turn) {
        QVERIFY(waitForPerson());
        if (m_session->over())
            break;
        Search found;
        QStringList touches;
        searchCaptures(*m_session->game(), state("turn").toInt(), touches, found);
        const QStringList capture = !found.indirect.isEmpty() ? found.indirect : found.direct;
        if (capture.isEmpty()) {
            // No capture this turn: the first pit, its beads in the hand's order.
            touchAll({m_session->nextInputs().first()}, false);
            while (m_session->humanToMove() && m_session->toMove() == 0 &&
                   state("phase").toString() != QLatin1String("choose"))
                touchAll({m_session->nextInputs().first()}, false);
            continue;
        }
        const int points = state("points").toList().at(0).toInt();
        const int flown = flights();
        touchAll(capture, true);
        QVERIFY(state("points").toList().at(0).toInt() > points);
        QCOMPARE(state("lastSeat").toInt(), 0);
        QVERIFY(flights() > flown); // the gem was carried into South's cup
        shot(QStringLiteral("capture_flying"));
        QVERIFY(waitUntilStill());
        shot(QStringLiteral("capture_done"));
        captured = true;
    }
    QVERIFY2(captured, "South found no capture in 40 turns");
    QVERIFY(waitForPerson());
}

void KioskGlasperlenTest::masterGameForwardAndBack()
{
    QVERIFY(tap(QStringLiteral("backButton")));
    QTRY_VERIFY(item(QStringLiteral("record0")));
    QVERIFY(!m_session->active());
    QVERIFY(tap(QStringLiteral("record0")));
    QTRY_VERIFY(item(QStringLiteral("gpViewer")));
    QVERIFY(m_session->viewing());
    QCOMPARE(m_session->viewLength(), 144);
    QVERIFY(!item(QStringLiteral("undoButton")));
    shot(QStringLiteral("master_start"));

    QVERIFY(tap(QStringLiteral("gpViewForward")));
    QCOMPARE(m_session->viewPly(), 1);
    QCOMPARE(text(QStringLiteral("gpViewNotation")), QStringLiteral("C30"));
    QVERIFY(waitUntilStill());
    shot(QStringLiteral("master_round1"));
    // Round 3: North's d4320 captures directly.
    while (m_session->viewPly() < 6)
        QVERIFY(tap(QStringLiteral("gpViewForward")));
    QCOMPARE(state("lastExplanation").toString(), QStringLiteral("direct"));
    QVERIFY(busy());
    QTest::qWait(1200);
    shot(QStringLiteral("master_round3_sowing"));
    QVERIFY(waitUntilStill());
    QVERIFY(text(QStringLiteral("gpHeadline")).contains(QStringLiteral("Direktes Schlagen")));
    shot(QStringLiteral("master_round3"));
    // Round 30: North's indirect capture with a chain, partly from the cup.
    while (m_session->viewPly() < 60)
        QVERIFY(tap(QStringLiteral("gpViewForward")));
    QCOMPARE(text(QStringLiteral("gpViewNotation")), QStringLiteral("e000301300000 xD3 & pit 55"));
    QCOMPARE(state("lastExplanation").toString(), QStringLiteral("indirect_chain_cup"));
    QVERIFY(waitUntilStill());
    shot(QStringLiteral("master_round30"));
    QVERIFY(tap(QStringLiteral("languageButton")));
    QTRY_VERIFY(text(QStringLiteral("gpViewForward")).startsWith(QStringLiteral("Next")));
    shot(QStringLiteral("master_round30_en"));
    QVERIFY(tap(QStringLiteral("languageButton")));
    QVERIFY(tap(QStringLiteral("gpViewBack")));
    QCOMPARE(m_session->viewPly(), 59);
    QCOMPARE(m_session->lastMoveSeat(), 0);
    QVERIFY(waitUntilStill());
    shot(QStringLiteral("master_back"));
    QVERIFY(tap(QStringLiteral("gpViewEnd")));
    QCOMPARE(m_session->viewPly(), 144);
    QVERIFY(m_session->over());
    QVERIFY(!item(QStringLiteral("endTitle"))); // the board tells the end itself
    QVERIFY(text(QStringLiteral("gpHeadline")).contains(QStringLiteral("Nord hat aufgegeben")));
    shot(QStringLiteral("master_end"));
}

void KioskGlasperlenTest::fullHdScreen()
{
    m_kiosk->window()->resize(1920, 1080);
    QTRY_COMPARE(m_kiosk->window()->width(), 1920);
    QTest::qWait(200);
    shot(QStringLiteral("master_end_1920"));
    QVERIFY(tap(QStringLiteral("gpViewStart")));
    QCOMPARE(m_session->viewPly(), 0);
    QVERIFY(tap(QStringLiteral("backButton")));
    QTRY_VERIFY(item(QStringLiteral("startGame")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QVERIFY(waitForPerson());
    QVERIFY(tap(QStringLiteral("pit_A")));
    QVERIFY(waitUntilStill());
    shot(QStringLiteral("pit_picked_1920"));
}

// The master game is an exhibit of its own: the game's article offers it
// beside "Play now", and it opens in the viewer at its start.
void KioskGlasperlenTest::masterGameFromTheArticle()
{
    QVERIFY(m_kiosk->showScreen(QStringLiteral("article"), QStringLiteral("glasperlen")));
    QTRY_VERIFY(item(QStringLiteral("articleRecord0")));
    QVERIFY(item(QStringLiteral("articleRecord0"))
                ->property("text")
                .toString()
                .contains(QStringLiteral("Meisterpartie")));
    shot(QStringLiteral("article_master_game"));
    QVERIFY(tap(QStringLiteral("articleRecord0")));
    QVERIFY(m_session->viewing());
    QCOMPARE(m_session->viewPly(), 0);
    QTRY_VERIFY(item(QStringLiteral("gpViewForward")));
    QVERIFY(tap(QStringLiteral("gpViewForward")));
    QCOMPARE(m_session->viewPly(), 1);
}

void KioskGlasperlenTest::home()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(!m_session->active());
    QVERIFY2(KioskDriver::warnings().isEmpty(),
             qPrintable(KioskDriver::warnings().join(QLatin1Char('\n'))));
}

ZV_KIOSK_TEST_MAIN(KioskGlasperlenTest)
#include "tst_kiosk_glasperlen.moc"
