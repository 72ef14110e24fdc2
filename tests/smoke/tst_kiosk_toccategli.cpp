// The Toccateglispiel on the real kiosk, by simulated touches only: home →
// games → lobby → a play made by dragging one stone and touching the other
// → the computer's reply → turns until a mark is announced with its reason →
// the Schule: the person marks his throw with the big buttons, the computer
// sends him to school or lets it pass, and the person reviews the
// computer's marking → the page on the throws of two dice → undo → home.
// Every step is saved as a PNG in ZV_SCREENSHOT_DIR (1280x800, or the size
// in ZV_SMOKE_SIZE, e.g. 1920x1080); the kiosk must print no warning.
#include "dice_odds.h"
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"

#include <QGuiApplication>
#include <QQuickItem>
#include <QTest>

namespace {

struct Step {
    QString from, to;
};

// The steps of "move 1-7 7-12" in the order the engine lists them.
QList<Step> stepsOf(const QString& play)
{
    QList<Step> steps;
    const QStringList words = play.split(QLatin1Char(' '));
    for (const QString& word : words.mid(1)) {
        const QStringList ends = word.split(QLatin1Char('-'));
        if (ends.size() == 2)
            steps.append(Step{ends.at(0), ends.at(1)});
    }
    return steps;
}

QSize smokeSize()
{
    const QStringList wh = qEnvironmentVariable("ZV_SMOKE_SIZE").split(QLatin1Char('x'));
    if (wh.size() == 2 && wh.at(0).toInt() > 0 && wh.at(1).toInt() > 0)
        return {wh.at(0).toInt(), wh.at(1).toInt()};
    return {1280, 800};
}

} // namespace

class KioskToccategliTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void lobbyStartsAgainstTheComputer();
    void playByDragAndByTouch();
    void markAnnouncedWithItsReason();
    void schulePersonMarksAndReviews();
    void explanationPageShowsTheThrows();
    void undoTakesBackThePersonsPlay();
    void home();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    void shot(const QString& name) { QVERIFY(m_driver.shot(name)); }
    QQuickItem* item(const QString& objectName) { return m_driver.item(objectName); }
    QVariant state(const char* key) const { return m_session->state().value(QLatin1String(key)); }
    QString phase() const { return state("phase").toString(); }
    bool waitForPerson()
    {
        return QTest::qWaitFor(
            [this] {
                return (m_session->humanToMove() && !m_session->thinking()) || m_session->over();
            },
            60000);
    }
    // The name of the touch target for a step's end.
    QString targetName(const QString& to) const
    {
        return to == QLatin1String("off") ? QStringLiteral("tcOff_%1").arg(m_session->toMove())
                                          : QStringLiteral("tcPoint_") + to;
    }
    QString recordedMove(int index, int* seat = nullptr) const
    {
        const auto& moves = m_session->record().moves;
        if (index < 0 || index >= static_cast<int>(moves.size()))
            return {};
        const auto& move = moves[static_cast<std::size_t>(index)];
        if (seat)
            *seat = move.seat;
        return QString::fromStdString(move.text);
    }
    // The first legal play, or the first that moves two stones if `twoSteps`.
    QString choosePlay(bool twoSteps) const
    {
        const QStringList legal = m_session->legalMoves();
        for (const QString& move : legal) {
            if (move.startsWith(QLatin1String("move")) && !move.endsWith(QLatin1String("gewalt")) &&
                (!twoSteps || stepsOf(move).size() == 2))
                return move;
        }
        return {};
    }
    // The person's play, every step by touching the stone and then its point.
    void playByTouch(const QString& play)
    {
        const int at = m_session->moveCount();
        for (const Step& step : stepsOf(play)) {
            QVERIFY2(tap(QStringLiteral("tcPoint_") + step.from), qPrintable(step.from));
            QVERIFY(tap(targetName(step.to)));
        }
        QCOMPARE(recordedMove(at), play);
    }
    // One turn of the person: a play, or the choice after twelve.
    void personTurn()
    {
        if (phase() == QLatin1String("choice")) {
            QVERIFY(tap(QStringLiteral("tcContinue")));
            return;
        }
        QCOMPARE(phase(), QStringLiteral("move"));
        const QString play = choosePlay(false);
        QVERIFY2(!play.isEmpty(), qPrintable(m_session->legalMoves().join(QLatin1Char(','))));
        playByTouch(play);
    }
    void startFromLobby(bool schule);
    // Marks, reviews and plays as the person until he is to set stones.
    void untilThePersonMoves();

    KioskDriver m_driver{QStringLiteral("toccategli")};
    KioskController* m_kiosk = nullptr;
    GameSession* m_session = nullptr;
};

void KioskToccategliTest::initTestCase()
{
    QVERIFY(m_driver.start(smokeSize()));
    m_kiosk = m_driver.kiosk();
    m_session = m_kiosk->session();
    QVERIFY(m_session);
    // The computer answers at once; the kiosk's pause for the eye is not under test here.
    m_session->setComputerDelay(50);
}

void KioskToccategliTest::startFromLobby(bool schule)
{
    QVERIFY(m_driver.openLobby(QStringLiteral("toccategli")));
    if (schule) {
        QVERIFY(tap(QStringLiteral("option_schule_on")));
        // The strong computer sends every wrong marking to school.
        QVERIFY(tap(QStringLiteral("seat1_master")));
    }
    shot(schule ? QStringLiteral("lobby_schule") : QStringLiteral("lobby"));
    QVERIFY(tap(QStringLiteral("startGame")));
    QCOMPARE(m_session->gameKey(), QStringLiteral("toccategli"));
    QTRY_VERIFY(item(QStringLiteral("tcBoard")));
    QCOMPARE(state("schule").toInt(), schule ? 1 : 0);
}

void KioskToccategliTest::untilThePersonMoves()
{
    for (int turn = 0; turn < 20; ++turn) {
        QVERIFY(waitForPerson());
        QVERIFY(!m_session->over());
        if (phase() == QLatin1String("move"))
            return;
        if (phase() == QLatin1String("declare")) {
            QVERIFY(tap(QStringLiteral("tcMark")));
        } else if (phase() == QLatin1String("review")) {
            QVERIFY(tap(QStringLiteral("tcPass")));
        } else {
            personTurn();
        }
    }
}

void KioskToccategliTest::lobbyStartsAgainstTheComputer()
{
    startFromLobby(false);
    QCOMPARE(m_session->seats().size(), 2);
    // Both heaps on their first points.
    const QVariantList counts = state("pointCount").toList();
    QCOMPARE(counts.size(), 24);
    QCOMPARE(counts.at(0).toInt() + counts.at(23).toInt() > 0, true);
    QVERIFY(waitForPerson());
    shot(QStringLiteral("board"));
}

void KioskToccategliTest::playByDragAndByTouch()
{
    // The first turn of the person in which two stones move.
    QString play;
    for (int turn = 0; turn < 20 && play.isEmpty(); ++turn) {
        QVERIFY(waitForPerson());
        QVERIFY(!m_session->over());
        play = phase() == QLatin1String("move") ? choosePlay(true) : QString();
        if (play.isEmpty())
            personTurn();
    }
    QVERIFY2(!play.isEmpty(), "no play of two steps in twenty turns");
    const int at = m_session->moveCount();
    const QList<Step> steps = stepsOf(play);
    QCOMPARE(steps.size(), 2);

    // The first stone dragged to its point: the play is half made.
    QVERIFY(
        m_driver.drag(QStringLiteral("tcPoint_") + steps.at(0).from, targetName(steps.at(0).to)));
    QCOMPARE(m_session->moveCount(), at);
    QTRY_VERIFY(item(QStringLiteral("tcPutBack")));
    shot(QStringLiteral("first_stone_dragged"));

    // The second stone touched, its targets glow, then its point touched.
    QVERIFY(tap(QStringLiteral("tcPoint_") + steps.at(1).from));
    QVERIFY(item(targetName(steps.at(1).to))->property("target").toBool() ||
            steps.at(1).to == QLatin1String("off"));
    shot(QStringLiteral("second_stone_held"));
    QVERIFY(tap(targetName(steps.at(1).to)));
    int seat = -2;
    QCOMPARE(recordedMove(at, &seat), play);
    QCOMPARE(seat, 0);

    // The computer's reply: its throw, then its play (or the choice after twelve).
    QVERIFY(waitForPerson());
    bool replied = false;
    for (int i = at + 1; i < m_session->moveCount(); ++i) {
        int by = -2;
        recordedMove(i, &by);
        replied = replied || by == 1;
    }
    QVERIFY2(replied || m_session->over(), "the computer did not move");
    shot(QStringLiteral("computer_replied"));
}

void KioskToccategliTest::markAnnouncedWithItsReason()
{
    QQuickItem* board = item(QStringLiteral("tcBoard"));
    QVERIFY(board);
    for (int turn = 0; turn < 80 && board->property("announcedMarks").toInt() == 0; ++turn) {
        QVERIFY(waitForPerson());
        if (m_session->over())
            break;
        if (board->property("announcedMarks").toInt() > 0)
            break;
        personTurn();
    }
    QVERIFY2(board->property("announcedMarks").toInt() > 0, "no mark in eighty turns");
    const QString said = board->property("lastAnnouncement").toString();
    // German: "Weiß – 1 Punkt: Bloßer auf Feld 5 getroffen (von Feld 2)".
    QVERIFY2(said.contains(QLatin1String("Punkt")) || said.contains(QLatin1String("Strich")) ||
                 said.contains(QLatin1String("Satz")),
             qPrintable(said));
    QQuickItem* toast = item(QStringLiteral("tcAnnouncement"));
    QVERIFY(toast);
    QVERIFY(toast->property("text").toString() == said);
    shot(QStringLiteral("mark_announced"));
}

void KioskToccategliTest::schulePersonMarksAndReviews()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(!m_session->active());
    startFromLobby(true);

    bool marked = false, reviewed = false;
    for (int turn = 0; turn < 60 && !(marked && reviewed); ++turn) {
        QVERIFY(waitForPerson());
        QVERIFY(!m_session->over());
        const int at = m_session->moveCount();
        if (phase() == QLatin1String("declare")) {
            // The person marks three points with the big buttons.
            if (!marked)
                shot(QStringLiteral("schule_declare"));
            for (int i = 0; i < 3; ++i)
                QVERIFY(tap(QStringLiteral("tcMarkingMore")));
            QCOMPARE(item(QStringLiteral("tcMarkingValue"))->property("text").toString(),
                     QStringLiteral("3"));
            QVERIFY(tap(QStringLiteral("tcMark")));
            QCOMPARE(recordedMove(at), QStringLiteral("mark 3"));
            QVERIFY(waitForPerson());
            // The strong computer's review: school for what was wrong, or let it pass.
            int by = -2;
            const QString review = recordedMove(at + 1, &by);
            QCOMPARE(by, 1);
            const int due = state("due").toInt();
            QVERIFY(due >= 0);
            QCOMPARE(review, due == 3 ? QStringLiteral("pass")
                                      : QStringLiteral("schule %1").arg(std::abs(due - 3)));
            if (!marked)
                shot(QStringLiteral("schule_reviewed_by_computer"));
            marked = true;
        } else if (phase() == QLatin1String("review")) {
            // The computer marked its throw; the person lets it pass.
            if (!reviewed)
                shot(QStringLiteral("schule_person_reviews"));
            QVERIFY(tap(QStringLiteral("tcPass")));
            QCOMPARE(recordedMove(at), QStringLiteral("pass"));
            reviewed = true;
        } else {
            personTurn();
        }
    }
    QVERIFY(marked);
    QVERIFY(reviewed);
    QVERIFY(waitForPerson());
    shot(QStringLiteral("schule_after"));
}

void KioskToccategliTest::explanationPageShowsTheThrows()
{
    // The engine's two dice: 21 throws, 36 ways, VII six of them.
    DiceOdds odds;
    QCOMPARE(odds.twoDiceThrows().size(), 21);
    // The page is offered beside the board while stones are set.
    untilThePersonMoves();
    QCOMPARE(phase(), QStringLiteral("move"));
    QVERIFY(tap(QStringLiteral("tcExplain")));
    QTRY_VERIFY(item(QStringLiteral("tcExplanation")));
    QCOMPARE(item(QStringLiteral("tcSumWays_7"))->property("text").toString(),
             QStringLiteral("6/36"));
    QCOMPARE(item(QStringLiteral("tcSumWays_2"))->property("text").toString(),
             QStringLiteral("1/36"));
    QCOMPARE(item(QStringLiteral("tcSumWays_12"))->property("text").toString(),
             QStringLiteral("1/36"));
    shot(QStringLiteral("explanation"));
    QQuickItem* flick = item(QStringLiteral("tcExplanationFlick"));
    QVERIFY(flick);
    flick->setProperty("contentY",
                       qMax(0.0, flick->property("contentHeight").toReal() - flick->height()));
    QTest::qWait(100);
    shot(QStringLiteral("explanation_end"));
    QVERIFY(tap(QStringLiteral("tcExplanationClose")));
    QTRY_VERIFY(!item(QStringLiteral("tcExplanation")));
}

void KioskToccategliTest::undoTakesBackThePersonsPlay()
{
    // Up to the person's next play, which is then made and taken back.
    untilThePersonMoves();
    QCOMPARE(phase(), QStringLiteral("move"));
    const int before = m_session->moveCount();
    const QVariantList countsBefore = state("pointCount").toList();
    const QString play = choosePlay(false);
    playByTouch(play);
    QVERIFY(waitForPerson());
    QVERIFY(m_session->moveCount() > before);
    shot(QStringLiteral("before_undo"));
    QVERIFY(tap(QStringLiteral("undoButton")));
    QTRY_COMPARE(m_session->moveCount(), before);
    QCOMPARE(phase(), QStringLiteral("move"));
    QCOMPARE(state("pointCount").toList(), countsBefore);
    QVERIFY(m_session->legalMoves().contains(play));
    shot(QStringLiteral("after_undo"));
}

void KioskToccategliTest::home()
{
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(!m_session->active());
    QVERIFY2(KioskDriver::warnings().isEmpty(),
             qPrintable(KioskDriver::warnings().join(QLatin1Char('\n'))));
}

ZV_KIOSK_TEST_MAIN(KioskToccategliTest)
#include "tst_kiosk_toccategli.moc"
