// The locked kiosk (--kiosk) as a school class meets it: it starts on the
// attract loop; no key combination, right click, long press, many fingers
// or edge swipe gets out; after the idle time it asks "Bist du noch da?"
// with a countdown and then resets everything the visitor changed; a
// computer thinking holds the idle clock; a game left under way waits on its
// tile until the visit ends; staff get in with the PIN (and
// wrong PINs are rate-limited, the lock is logged and shown, and neither
// the logs nor any text on the screen ever carries the PIN or its hash);
// the accessibility switches work and reset.
// Screenshots of every step; the kiosk must print no warning.
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"
#include "lockdown.h"
#include "store/content_store.h"
#include "store/password_hash.h"
#include "visit.h"

#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QPointingDevice>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

#include <cmath>

namespace {
constexpr int kIdleSeconds = 3;
const QString kPin = QStringLiteral("2468");
const QString kWrongPin = QStringLiteral("1357");

// Every message the kiosk printed (infos too: the staff log keeps them).
QStringList g_messages;
QtMessageHandler g_driverHandler = nullptr;
void recordAll(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    g_messages.append(message);
    g_driverHandler(type, context, message);
}

// Every text an item of the window shows (Text, buttons, fields...).
void collectTexts(QQuickItem* item, QStringList* texts)
{
    const QVariant text = item->property("text");
    if (text.isValid())
        texts->append(text.toString());
    for (QQuickItem* child : item->childItems())
        collectTexts(child, texts);
}

// A quiet 440 Hz tone as a WAV file (16 bit, mono, 8 kHz): a song's stand-in.
bool writeTone(const QString& path, int seconds)
{
    const int rate = 8000;
    const quint32 samples = static_cast<quint32>(rate * seconds);
    QByteArray wav;
    QDataStream out(&wav, QIODevice::WriteOnly);
    out.setByteOrder(QDataStream::LittleEndian);
    out.writeRawData("RIFF", 4);
    out << quint32(36 + samples * 2);
    out.writeRawData("WAVEfmt ", 8);
    out << quint32(16) << quint16(1) << quint16(1) << quint32(rate) << quint32(rate * 2)
        << quint16(2) << quint16(16);
    out.writeRawData("data", 4);
    out << quint32(samples * 2);
    for (quint32 i = 0; i < samples; ++i)
        out << qint16(std::lround(2000 * std::sin(2 * M_PI * 440.0 * i / rate)));
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(wav) == wav.size();
}
} // namespace

class KioskVisitTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void startsOnTheAttractLoop();
    void noWayOut();
    void idleAsksAndResetsEverything();
    void countdownEndsOnTheAttractLoop();
    void computerThinkingHoldsTheIdleClock();
    void songPlayingHoldsTheIdleClock();
    void staffPinOpensTheMenu();
    void wrongPinsAreRateLimited();
    void accessibilitySwitches();
    void pinAndHashNeverShownOrLogged();
    void noWarnings();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    void shot(const QString& name) { QVERIFY(m_driver.shot(name)); }
    QQuickItem* item(const QString& objectName) { return m_driver.item(objectName); }
    bool onHome() { return item(QStringLiteral("section_") + m_games) != nullptr; }
    void beginVisit()
    {
        if (m_visit->phase() == QLatin1String("attract"))
            QVERIFY(tap(QStringLiteral("attractTouch")));
        QCOMPARE(m_visit->phase(), QStringLiteral("visit"));
    }
    // No text of any item on the screen carries the PIN hash or a part of it.
    void noSecretOnScreen()
    {
        QStringList texts;
        collectTexts(m_window->contentItem(), &texts);
        QVERIFY(!texts.isEmpty());
        // The salt and the key, and the whole hash.
        QStringList secrets = m_pinHash.split(QLatin1Char('$')).mid(2);
        secrets.append(m_pinHash);
        for (const QString& text : std::as_const(texts))
            for (const QString& secret : std::as_const(secrets))
                QVERIFY2(!text.contains(secret), qPrintable(text));
    }
    void enterPin(const QString& pin)
    {
        for (const QChar digit : pin)
            QVERIFY(tap(QStringLiteral("pin_") + digit));
        QVERIFY(tap(QStringLiteral("pin_ok")));
    }

    KioskDriver m_driver{QStringLiteral("visit")};
    KioskController* m_kiosk = nullptr;
    Visit* m_visit = nullptr;
    QQuickWindow* m_window = nullptr;
    QString m_games;
    QString m_pinHash;
};

void KioskVisitTest::initTestCase()
{
    QFile config(m_driver.configPath());
    QVERIFY(config.open(QIODevice::WriteOnly));
    // Few iterations: the hash records its own count, and the test is not
    // about the work factor.
    m_pinHash = zv::password::hash(kPin, 1000);
    config.write("[kiosk]\ncountdown_seconds=20\nlanguage=de\npin_hash=" + m_pinHash.toUtf8() +
                 "\n");
    config.close();
    KioskOptions options;
    options.kiosk = true;
    options.idleSeconds = kIdleSeconds;
    QVERIFY(m_driver.start(QSize(1280, 800), options));
    g_driverHandler = qInstallMessageHandler(recordAll);
    m_kiosk = m_driver.kiosk();
    m_visit = m_kiosk->visit();
    QVERIFY(m_visit);
    m_window = m_kiosk->window();
    // The offscreen platform's screen is smaller than the exhibit's; the
    // pictures are taken at the demo's size.
    m_window->setWindowStates(Qt::WindowNoState);
    m_window->resize(1280, 800);
    QTest::qWait(200);
    m_kiosk->session()->setComputerDelay(50);
    m_games = m_kiosk->exhibit()->sectionOfKind(QStringLiteral("games"));
}

void KioskVisitTest::startsOnTheAttractLoop()
{
    QVERIFY(m_visit->locked());
    QCOMPARE(m_visit->phase(), QStringLiteral("attract"));
    QVERIFY(item(QStringLiteral("attractLoop")));
    QVERIFY(item(QStringLiteral("attractCard")));
    shot(QStringLiteral("attract"));
    // The loop moves on by itself.
    QTest::qWait(8000);
    shot(QStringLiteral("attract_next"));
    QVERIFY(tap(QStringLiteral("attractTouch")));
    QCOMPARE(m_visit->phase(), QStringLiteral("visit"));
    QTRY_VERIFY(!item(QStringLiteral("attractLoop")));
    QVERIFY(onHome());
    shot(QStringLiteral("home"));
}

void KioskVisitTest::noWayOut()
{
    beginVisit();
    const int before = m_kiosk->lockdown()->swallowed();
    struct Combo {
        Qt::Key key;
        Qt::KeyboardModifiers modifiers;
    };
    const Combo combos[] = {
        {Qt::Key_F4, Qt::AltModifier},
        {Qt::Key_Q, Qt::ControlModifier},
        {Qt::Key_W, Qt::ControlModifier},
        {Qt::Key_Escape, Qt::NoModifier},
        {Qt::Key_Tab, Qt::AltModifier},
        {Qt::Key_Backspace, Qt::ControlModifier | Qt::AltModifier},
        {Qt::Key_Delete, Qt::ControlModifier | Qt::AltModifier},
        {Qt::Key_F11, Qt::NoModifier},
        {Qt::Key_F1, Qt::ControlModifier | Qt::AltModifier},
        {Qt::Key_Super_L, Qt::NoModifier},
        {Qt::Key_Back, Qt::NoModifier},
        {Qt::Key_Menu, Qt::NoModifier},
    };
    for (const Combo& combo : combos) {
        QTest::keyClick(m_window, combo.key, combo.modifiers);
        QVERIFY(m_window->isVisible());
    }
    QVERIFY(m_kiosk->lockdown()->swallowed() >= before + 2 * int(std::size(combos)));
    // The window manager's close (Alt+F4 in a compositor) is refused.
    m_window->close();
    QTest::qWait(100);
    QVERIFY(m_window->isVisible());
    // Right and middle clicks never reach a screen.
    const int clicks = m_kiosk->lockdown()->swallowed();
    QTest::mouseClick(m_window, Qt::RightButton, {}, QPoint(640, 400));
    QTest::mouseClick(m_window, Qt::MiddleButton, {}, QPoint(640, 400));
    QVERIFY(m_kiosk->lockdown()->swallowed() >= clicks + 2);
    // A long press on the bar's empty wood, five fingers, a swipe in from
    // each edge: the window stays, nothing of the system or the staff opens.
    QPointingDevice* touch = QTest::createTouchDevice();
    QTest::touchEvent(m_window, touch).press(0, QPoint(450, 50), m_window);
    QTest::qWait(1500);
    QTest::touchEvent(m_window, touch).release(0, QPoint(450, 50), m_window);
    auto fingers = QTest::touchEvent(m_window, touch);
    for (int f = 0; f < 5; ++f)
        fingers.press(f, QPoint(300 + 100 * f, 500), m_window);
    fingers.commit();
    auto spread = QTest::touchEvent(m_window, touch);
    for (int f = 0; f < 5; ++f)
        spread.move(f, QPoint(200 + 150 * f, 300), m_window);
    spread.commit();
    auto lift = QTest::touchEvent(m_window, touch);
    for (int f = 0; f < 5; ++f)
        lift.release(f, QPoint(200 + 150 * f, 300), m_window);
    lift.commit();
    const QPoint edges[][2] = {{{0, 400}, {600, 400}},
                               {{1279, 400}, {600, 400}},
                               {{640, 799}, {640, 300}},
                               {{640, 0}, {640, 500}}};
    for (const auto& edge : edges) {
        QTest::touchEvent(m_window, touch).press(0, edge[0], m_window);
        for (int step = 1; step <= 8; ++step) {
            QTest::qWait(16);
            QTest::touchEvent(m_window, touch)
                .move(0, edge[0] + (edge[1] - edge[0]) * step / 8, m_window);
        }
        QTest::touchEvent(m_window, touch).release(0, edge[1], m_window);
    }
    QTest::qWait(600);
    QVERIFY(m_window->isVisible());
    QVERIFY(!item(QStringLiteral("staffOverlay")));
    shot(QStringLiteral("after_gestures"));
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(onHome());
}

void KioskVisitTest::idleAsksAndResetsEverything()
{
    beginVisit();
    // A visitor switches the language, enlarges the text and starts a game.
    QVERIFY(tap(QStringLiteral("languageButton")));
    QCOMPARE(m_kiosk->exhibit()->language(), QStringLiteral("en"));
    m_visit->setLargeText(true);
    QVERIFY(tap(QStringLiteral("section_") + m_games));
    QTRY_VERIFY(item(QStringLiteral("play_muehle")));
    QVERIFY(tap(QStringLiteral("play_muehle")));
    QTRY_VERIFY(item(QStringLiteral("startGame")));
    // The idle clock waits while the visitor sets up the kept game (three
    // seconds went by between two touches on a busy machine).
    m_visit->holdIdle(QStringLiteral("test"), true);
    QVERIFY(tap(QStringLiteral("startGame")));
    GameSession* session = m_kiosk->session();
    QVERIFY(session->active());
    // A stone placed, then Home: the game waits on its tile (issue 20).
    QTRY_VERIFY(session->humanToMove() && !session->nextInputs().isEmpty());
    QVERIFY(tap(QStringLiteral("point_") + session->nextInputs().first()));
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(!session->active());
    QCOMPARE(session->keptGames(), QStringList{QStringLiteral("muehle")});
    QVERIFY(tap(QStringLiteral("section_") + m_games));
    QTRY_VERIFY(item(QStringLiteral("continue_muehle")));
    shot(QStringLiteral("kept_tile"));
    QVERIFY(tap(QStringLiteral("continue_muehle")));
    QVERIFY(session->active());
    QVERIFY(session->moveCount() >= 1);
    m_visit->holdIdle(QStringLiteral("test"), false);

    // Nobody touches: the question, with at least 20 seconds to answer.
    QTRY_COMPARE_WITH_TIMEOUT(m_visit->phase(), QStringLiteral("asking"), 10000);
    QVERIFY(item(QStringLiteral("stillThere")));
    QVERIFY(m_visit->countdownSeconds() >= 20);
    const int first = item(QStringLiteral("idleCountdown"))->property("text").toInt();
    QVERIFY(first >= 19);
    shot(QStringLiteral("still_there"));
    QTRY_VERIFY(item(QStringLiteral("idleCountdown"))->property("text").toInt() < first);
    // "Weiter": the visit goes on where it was.
    QVERIFY(tap(QStringLiteral("idleContinue")));
    QCOMPARE(m_visit->phase(), QStringLiteral("visit"));
    QVERIFY(session->active());
    QCOMPARE(m_kiosk->exhibit()->language(), QStringLiteral("en"));
    // Left again for Home, the game is kept when the idle clock runs out.
    QVERIFY(tap(QStringLiteral("homeButton")));
    QCOMPARE(session->keptGames(), QStringList{QStringLiteral("muehle")});

    // Asked again, "Von vorn": everything back to the start, the kept game too.
    QTRY_COMPARE_WITH_TIMEOUT(m_visit->phase(), QStringLiteral("asking"), 10000);
    QVERIFY(tap(QStringLiteral("idleStartOver")));
    QCOMPARE(m_visit->phase(), QStringLiteral("attract"));
    QVERIFY(!session->active());
    QVERIFY(session->keptGames().isEmpty());
    QCOMPARE(m_kiosk->exhibit()->language(), QStringLiteral("de"));
    QVERIFY(!m_visit->largeText());
    QTRY_VERIFY(item(QStringLiteral("attractLoop")));

    // The visit was counted, anonymously: the section, the game, the visit
    // and its length up to the last touch (not the idle wait).
    int visits = 0;
    int games = 0;
    int sections = 0;
    qint64 seconds = -1;
    const QDate today = QDate::currentDate();
    for (const zv::UsageCount& count : m_kiosk->store()->usageCounts(today, today)) {
        if (count.kind == QLatin1String("visit")) {
            visits += count.count;
            seconds = count.seconds;
        } else if (count.kind == QLatin1String("game") && count.key == QLatin1String("muehle")) {
            games += count.count;
        } else if (count.kind == QLatin1String("section") && count.key == m_games) {
            sections += count.count;
        }
    }
    QVERIFY(visits >= 1);
    QVERIFY(games >= 1);
    QVERIFY(sections >= 1);
    QVERIFY2(seconds >= 0 && seconds < 300, qPrintable(QString::number(seconds)));

    // The next visitor finds no stranger's game on the shelf.
    beginVisit();
    QVERIFY(onHome());
    QVERIFY(tap(QStringLiteral("section_") + m_games));
    QTRY_VERIFY(item(QStringLiteral("play_muehle")));
    QVERIFY(!item(QStringLiteral("continue_muehle")));
    QVERIFY(tap(QStringLiteral("homeButton")));
}

void KioskVisitTest::countdownEndsOnTheAttractLoop()
{
    beginVisit();
    QVERIFY(tap(QStringLiteral("section_") + m_games));
    QTRY_COMPARE_WITH_TIMEOUT(m_visit->phase(), QStringLiteral("asking"), 10000);
    // Nobody answers: after the countdown, the attract loop.
    QTRY_COMPARE_WITH_TIMEOUT(m_visit->phase(), QStringLiteral("attract"),
                              (m_visit->countdownSeconds() + 3) * 1000);
    QTRY_VERIFY(item(QStringLiteral("attractLoop")));
    beginVisit();
    QVERIFY(onHome());
}

void KioskVisitTest::computerThinkingHoldsTheIdleClock()
{
    beginVisit();
    GameSession* session = m_kiosk->session();
    // The computer opens and thinks long: the visitor is waiting, not gone.
    session->setThinkTime(kIdleSeconds * 1000 + 2500);
    session->setComputerDelay(0);
    const QVariantList seats{QVariantMap{{QStringLiteral("kind"), QStringLiteral("computer")},
                                         {QStringLiteral("level"), QStringLiteral("strong")}},
                             QVariantMap{{QStringLiteral("kind"), QStringLiteral("human")}}};
    QVERIFY(m_kiosk->showScreen(QStringLiteral("board"), QStringLiteral("muehle")));
    QVERIFY(session->start(QStringLiteral("muehle"), seats, {}));
    QTRY_VERIFY(session->thinking());
    QVERIFY(m_visit->idleHeld());
    QTest::qWait((kIdleSeconds + 1) * 1000);
    QCOMPARE(m_visit->phase(), QStringLiteral("visit"));
    // Once the visitor is to move, the clock runs again.
    QTRY_VERIFY_WITH_TIMEOUT(!session->thinking(), 10000);
    QVERIFY(!m_visit->idleHeld());
    QTRY_COMPARE_WITH_TIMEOUT(m_visit->phase(), QStringLiteral("asking"), 10000);
    QVERIFY(tap(QStringLiteral("idleStartOver")));
    QVERIFY(!session->active());
    session->setThinkTime(0);
    session->setComputerDelay(50);
}

// A song staff attached plays from its button; nobody touches the screen
// while listening, and the song is not cut off: the idle clock waits for its
// end. (Without a sound server GStreamer plays to nowhere, in real time.)
void KioskVisitTest::songPlayingHoldsTheIdleClock()
{
    const QString song = QStringLiteral("der_mond_ist_aufgegangen");
    const QString mediaDir = m_kiosk->store()->mediaDirectory();
    QVERIFY(QDir().mkpath(mediaDir));
    QVERIFY(writeTone(QDir(mediaDir).filePath(QStringLiteral("abendlied.wav")), kIdleSeconds + 2));
    {
        zv::OpenReport report;
        auto editor = zv::ContentStore::open(m_kiosk->store()->path(),
                                             zv::ContentStore::Mode::Editor, &report);
        QVERIFY(editor);
        auto item = editor->editableItem(song);
        QVERIFY(item);
        zv::AudioClip clip{
            QStringLiteral("abendlied_gesungen"), QStringLiteral("abendlied.wav"), {}};
        clip.texts.set(QStringLiteral("de"), zv::field::caption,
                       QStringLiteral("Gesungen vom Hauschor"));
        item->item.audio.append(clip);
        QVERIFY(editor
                    ->saveDraft(item->item, item->editVersion, QStringLiteral("Frau Möller"),
                                QStringLiteral("test"))
                    .ok());
        // A hairstyle's first step read aloud.
        auto hair = editor->editableItem(QStringLiteral("hausfrisur"));
        QVERIFY(hair && !hair->item.steps.isEmpty());
        hair->item.steps.first().audio = QStringLiteral("abendlied.wav");
        QVERIFY(editor
                    ->saveDraft(hair->item, hair->editVersion, QStringLiteral("Frau Möller"),
                                QStringLiteral("test"))
                    .ok());
        QVERIFY(editor
                    ->publishDrafts({song, QStringLiteral("hausfrisur")},
                                    QStringLiteral("Frau Möller"), QString(), nullptr)
                    .ok());
    }
    beginVisit();
    QVERIFY(tap(QStringLiteral("homeButton"))); // the publication shows from here on
    QVERIFY(m_kiosk->showScreen(QStringLiteral("item"), song));
    QTRY_VERIFY(item(QStringLiteral("articleSound0")));
    shot(QStringLiteral("song_with_sound"));
    QVERIFY(tap(QStringLiteral("articleSound0")));
    QTRY_VERIFY(m_visit->idleHeld());
    shot(QStringLiteral("song_playing"));
    QTest::qWait((kIdleSeconds + 1) * 1000);
    QCOMPARE(m_visit->phase(), QStringLiteral("visit"));
    // The song ends by itself; then the clock runs again.
    QTRY_VERIFY_WITH_TIMEOUT(!m_visit->idleHeld(), 10000);
    QTRY_COMPARE_WITH_TIMEOUT(m_visit->phase(), QStringLiteral("asking"), 10000);
    QVERIFY(tap(QStringLiteral("idleContinue")));

    // Stopped by the visitor: the hold ends at once.
    QVERIFY(tap(QStringLiteral("articleSound0")));
    QTRY_VERIFY(m_visit->idleHeld());
    QVERIFY(tap(QStringLiteral("articleSound0")));
    QTRY_VERIFY(!m_visit->idleHeld());
    // Left while it plays (the reset takes the button away): no hold remains.
    QVERIFY(tap(QStringLiteral("articleSound0")));
    QTRY_VERIFY(m_visit->idleHeld());
    m_visit->startOver();
    QTRY_VERIFY(!m_visit->idleHeld());
    QCOMPARE(m_visit->phase(), QStringLiteral("attract"));

    // A step read aloud holds the clock the same way (a step without a sound
    // has no button: tst_structured_models).
    beginVisit();
    QVERIFY(m_kiosk->showScreen(QStringLiteral("item"), QStringLiteral("hausfrisur")));
    QVERIFY(tap(QStringLiteral("part_steps")));
    QTRY_VERIFY(item(QStringLiteral("stepSound")));
    shot(QStringLiteral("step_with_sound"));
    QVERIFY(tap(QStringLiteral("stepSound")));
    QTRY_VERIFY(m_visit->idleHeld());
    // Turned to the next step: the first step's sound stops (at once, long
    // before the five seconds of the sound are over).
    QVERIFY(tap(QStringLiteral("pageNext")));
    QTRY_VERIFY_WITH_TIMEOUT(!m_visit->idleHeld(), 1000);
    QVERIFY(tap(QStringLiteral("pagePrevious")));
    QVERIFY(tap(QStringLiteral("stepSound")));
    QTRY_VERIFY(m_visit->idleHeld());
    m_visit->startOver();
    QTRY_VERIFY(!m_visit->idleHeld());
}

void KioskVisitTest::staffPinOpensTheMenu()
{
    beginVisit();
    // The hidden gesture: the title held for five seconds.
    QVERIFY(m_driver.hold(QStringLiteral("staffGesture"), 5400));
    QTRY_VERIFY(item(QStringLiteral("pinDots")));
    shot(QStringLiteral("pin_pad"));
    noSecretOnScreen();
    enterPin(kPin);
    QTRY_VERIFY(item(QStringLiteral("staffStatus")));
    const QString status = item(QStringLiteral("staffStatus"))->property("text").toString();
    QVERIFY2(status.contains(QStringLiteral("Version")) && status.contains(QStringLiteral("MB")),
             qPrintable(status));
    noSecretOnScreen();
    shot(QStringLiteral("staff_menu"));
    QVERIFY(tap(QStringLiteral("staffReload")));
    QVERIFY(tap(QStringLiteral("staffBack")));
    QVERIFY(!item(QStringLiteral("staffOverlay")));
    QCOMPARE(m_visit->staffPhase(), QString());
}

void KioskVisitTest::wrongPinsAreRateLimited()
{
    beginVisit();
    QVERIFY(m_driver.hold(QStringLiteral("staffGesture"), 5400));
    QTRY_VERIFY(item(QStringLiteral("pinDots")));
    for (int attempt = 0; attempt < 3; ++attempt)
        enterPin(kWrongPin);
    QVERIFY(m_visit->pinWaitSeconds() > 0);
    // Staff read why and for how long, and the log has the lock.
    const QString message = item(QStringLiteral("pinMessage"))->property("text").toString();
    QVERIFY2(message.contains(QStringLiteral("3 falsche PINs – gesperrt, noch 0:")) &&
                 message.contains(QStringLiteral("locked")),
             qPrintable(message));
    QVERIFY2(
        g_messages.filter(QStringLiteral("3 wrong PINs in a row; the PIN pad is locked for 30 s"))
                .size() == 1,
        qPrintable(g_messages.join(QLatin1Char('\n'))));
    // The pad counts down by itself.
    QTRY_VERIFY_WITH_TIMEOUT(
        item(QStringLiteral("pinMessage"))->property("text").toString() != message, 3000);
    // While it waits even the right PIN is refused.
    QVERIFY(!m_visit->enterPin(kPin));
    QVERIFY(!item(QStringLiteral("pin_1"))->isEnabled());
    shot(QStringLiteral("pin_wait"));
    QVERIFY(tap(QStringLiteral("pinCancel")));
    QVERIFY(!item(QStringLiteral("staffOverlay")));
}

void KioskVisitTest::accessibilitySwitches()
{
    beginVisit();
    QVERIFY(tap(QStringLiteral("accessibilityButton")));
    QTRY_VERIFY(item(QStringLiteral("accessibilityPanel")));
    shot(QStringLiteral("accessibility"));
    QVERIFY(tap(QStringLiteral("a11yLargeText_on")));
    QVERIFY(tap(QStringLiteral("a11yContrast_on")));
    QVERIFY(tap(QStringLiteral("a11yLowReach_on")));
    QVERIFY(m_visit->largeText() && m_visit->highContrast() && m_visit->lowReach());
    QVERIFY(tap(QStringLiteral("a11yClose")));
    QTRY_VERIFY(!item(QStringLiteral("accessibilityPanel")));
    // Every control now lies in the lower part of the screen.
    QQuickItem* home = item(QStringLiteral("homeButton"));
    QVERIFY(home->mapToScene(QPointF(0, 0)).y() >= m_window->height() * 0.25 - 1);
    shot(QStringLiteral("switched_on"));
    QVERIFY(tap(QStringLiteral("section_") + m_games));
    shot(QStringLiteral("switched_on_games"));
    m_visit->startOver();
    QVERIFY(!m_visit->largeText() && !m_visit->highContrast() && !m_visit->lowReach());
    beginVisit();
}

// The PIN and its hash appear in no log line (the staff log keeps them all)
// and in no text of any screen the tests above showed: checked after the
// pad, the staff menu and the lock have all been on the screen.
void KioskVisitTest::pinAndHashNeverShownOrLogged()
{
    QVERIFY(g_messages.size() > 3);
    const QString salt = m_pinHash.section(QLatin1Char('$'), -2, -2);
    const QString digest = m_pinHash.section(QLatin1Char('$'), -1);
    QVERIFY(!salt.isEmpty() && !digest.isEmpty());
    for (const QString& message : std::as_const(g_messages))
        for (const QString& secret : {m_pinHash, salt, digest, kPin, kWrongPin})
            QVERIFY2(!message.contains(secret), qPrintable(message));
    // On the screen: the pad, the lock and the staff menu with its status.
    beginVisit();
    QVERIFY(m_driver.hold(QStringLiteral("staffGesture"), 5400));
    QTRY_VERIFY(item(QStringLiteral("pinDots")));
    m_visit->enterPin(kWrongPin); // still locked from the test above
    noSecretOnScreen();
    QVERIFY(tap(QStringLiteral("pinCancel")));
}

void KioskVisitTest::noWarnings()
{
    QVERIFY2(KioskDriver::warnings().isEmpty(),
             qPrintable(KioskDriver::warnings().join(QLatin1Char('\n'))));
}

ZV_KIOSK_TEST_MAIN(KioskVisitTest)
#include "tst_kiosk_visit.moc"
