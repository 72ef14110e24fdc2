#include "visit_soak.h"

#include "process_memory.h"

#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "visit.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QGuiApplication>
#include <QMouseEvent>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <random>
#include <utility>

namespace {

void settle(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

QQuickItem* findVisible(QQuickItem* root, const QString& name)
{
    if (!root || !root->isVisible())
        return nullptr;
    if (root->objectName() == name)
        return root;
    for (QQuickItem* child : root->childItems()) {
        if (QQuickItem* found = findVisible(child, name))
            return found;
    }
    return nullptr;
}

// A press and release at the item's centre, delivered like a mouse click
// (the executable has no test library to fake a touch screen). Like a
// visitor's finger, it waits for the item to appear (a page still sliding in
// on a busy machine), up to `patienceMs`.
bool tap(QQuickWindow* window, const QString& name, int patienceMs = 2000)
{
    QQuickItem* target = findVisible(window->contentItem(), name);
    for (int waited = 0; !target && waited < patienceMs; waited += 20) {
        settle(20);
        target = findVisible(window->contentItem(), name);
    }
    if (!target)
        return false;
    const QPointF local(target->width() / 2, target->height() / 2);
    const QPointF scene = target->mapToScene(local);
    const QPointF global = window->mapToGlobal(scene.toPoint());
    QMouseEvent press(QEvent::MouseButtonPress, scene, scene, global, Qt::LeftButton,
                      Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &press);
    QMouseEvent release(QEvent::MouseButtonRelease, scene, scene, global, Qt::LeftButton,
                        Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &release);
    settle(30);
    return true;
}

const QStringList kQueries{QStringLiteral("Mühle"),   QStringLiteral("Würfel"),
                           QStringLiteral("Kinder"),  QStringLiteral("Gouvernante"),
                           QStringLiteral("Laterne"), QStringLiteral("dice"),
                           QStringLiteral("zopf"),    QStringLiteral("xyzzy")};
const QStringList kGames{QStringLiteral("muehle"), QStringLiteral("glocke_hammer"),
                         QStringLiteral("schocken")};

// Every warning raised while the visitors come and go (QML's included) is a
// problem of the run; each is still handed on to the staff log and stderr.
class WarningCatcher {
public:
    WarningCatcher()
    {
        s_current = this;
        m_previous = qInstallMessageHandler(&WarningCatcher::handle);
    }
    ~WarningCatcher()
    {
        qInstallMessageHandler(m_previous);
        s_current = nullptr;
    }
    WarningCatcher(const WarningCatcher&) = delete;
    WarningCatcher& operator=(const WarningCatcher&) = delete;
    QStringList takeWarnings() { return std::exchange(m_warnings, {}); }

private:
    static void handle(QtMsgType type, const QMessageLogContext& context, const QString& text)
    {
        WarningCatcher* self = s_current;
        if (!self)
            return;
        if ((type == QtWarningMsg || type == QtCriticalMsg) && !isMissingAudioDevice(text))
            self->m_warnings.append(text);
        if (self->m_previous)
            self->m_previous(type, context, text);
    }
    static inline WarningCatcher* s_current = nullptr;
    QtMessageHandler m_previous = nullptr;
    QStringList m_warnings;
};

} // namespace

bool isMissingAudioDevice(const QString& message)
{
    return message.startsWith(QLatin1String("PulseAudioService: pa_context_connect() failed")) ||
           // The same, worded differently when the server's socket refuses.
           message.startsWith(QLatin1String("PulseAudioService: Connection failure")) ||
           message == QLatin1String("No audio device detected") ||
           // GStreamer's sound output finding no sound server; it plays to
           // nowhere then, at the right speed.
           message == QLatin1String("Warning: \"Failed to connect: Connection refused\"");
}

SoakReport soakVisitors(KioskController& kiosk, int visits, unsigned seed)
{
    SoakReport report;
    QElapsedTimer clock;
    clock.start();
    QQuickWindow* window = kiosk.window();
    Visit* visit = kiosk.visit();
    GameSession* session = kiosk.session();
    Exhibit* exhibit = kiosk.exhibit();
    std::mt19937 random(seed);
    auto pick = [&random](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };
    const QVariantList sections = [&] {
        QVariantList keys;
        for (const QString kind : {"games", "inventory", "people", "hairstyles", "songs", "about"})
            keys.append(exhibit->sectionOfKind(kind));
        return keys;
    }();
    QStringList itemKeys;
    for (const QVariant& entry : exhibit->showcase())
        itemKeys.append(entry.toMap().value(QStringLiteral("key")).toString());
    session->setComputerDelay(0);
    WarningCatcher catcher;

    for (int number = 1; number <= visits; ++number) {
        auto problem = [&](const QString& what) {
            report.problems.append(QStringLiteral("visit %1: %2").arg(number).arg(what));
        };
        if (visit->phase() == QLatin1String("attract") &&
            !tap(window, QStringLiteral("attractTouch")))
            problem(QStringLiteral("the attract loop could not be touched"));
        // A warning is reported with the step that raised it, so it can be found.
        auto warnings = [&](const QString& after) {
            for (const QString& warning : catcher.takeWarnings())
                problem(QStringLiteral("warning after %1: %2").arg(after, warning));
        };
        warnings(QStringLiteral("the attract loop"));
        const int steps = 2 + pick(5);
        for (int step = 0; step < steps; ++step) {
            QString did;
            switch (pick(6)) {
            case 0: { // a section from the home screen, by touch
                // Not there on the home screen itself: no waiting for it.
                tap(window, QStringLiteral("homeButton"), 0);
                const QString section = sections.value(pick(int(sections.size()))).toString();
                did = QStringLiteral("section ") + section;
                if (!tap(window, QStringLiteral("section_") + section))
                    problem(QStringLiteral("a home tile was missing"));
                break;
            }
            case 1:
                if (!itemKeys.isEmpty()) {
                    const QString item = itemKeys.value(pick(int(itemKeys.size())));
                    did = QStringLiteral("item ") + item;
                    kiosk.showScreen(QStringLiteral("item"), item);
                }
                break;
            case 2: {
                const QString query = kQueries.value(pick(int(kQueries.size())));
                did = QStringLiteral("search ") + query;
                kiosk.showScreen(QStringLiteral("search"), query);
                break;
            }
            case 3:
                did = QStringLiteral("language switch");
                if (!tap(window, QStringLiteral("languageButton")))
                    problem(QStringLiteral("the language button was missing"));
                break;
            case 4: { // a game with the computer to open, left while it thinks
                const QString game = kGames.value(pick(int(kGames.size())));
                did = QStringLiteral("game ") + game;
                kiosk.showScreen(QStringLiteral("board"), game);
                const QVariantMap computer{{QStringLiteral("kind"), QStringLiteral("computer")},
                                           {QStringLiteral("level"), QStringLiteral("strong")}};
                const QVariantMap person{{QStringLiteral("kind"), QStringLiteral("human")}};
                QVariantList seats{computer, person};
                if (game != QLatin1String("muehle"))
                    seats.append(computer);
                if (!session->start(game, seats, {}))
                    problem(QStringLiteral("%1 did not start").arg(game));
                settle(5 + pick(40));
                break;
            }
            default:
                did = QStringLiteral("a pause");
                settle(20);
                break;
            }
            warnings(did);
        }
        // Nobody there any more: the idle reset ends the visit.
        visit->startOver();
        settle(10);
        if (session->active() || exhibit->language() != visit->defaultLanguage() ||
            visit->phase() != QLatin1String("attract"))
            problem(QStringLiteral("the reset left something behind"));
        warnings(QStringLiteral("the reset"));
        report.residentKiB.append(residentKiB());
        report.visits = number;
    }
    report.seconds = static_cast<double>(clock.elapsed()) / 1000.0;
    return report;
}

int soakVisits(KioskController& kiosk, int visits)
{
    // In chunks, so that a long run reports its progress.
    SoakReport all;
    const int chunk = 250;
    for (int done = 0; done < visits; done += chunk) {
        const SoakReport part =
            soakVisitors(kiosk, std::min(chunk, visits - done), static_cast<unsigned>(done + 1));
        all.residentKiB += part.residentKiB;
        all.problems += part.problems;
        all.seconds += part.seconds;
        all.visits += part.visits;
        const HeapKiB heap = heapKiB();
        std::printf("%d visits, %.0f s, resident %ld KiB = %ld KiB own + %ld KiB of files; "
                    "C heap %ld KiB held, %ld KiB free in the arenas\n",
                    all.visits, all.seconds,
                    all.residentKiB.isEmpty() ? 0L : all.residentKiB.constLast(),
                    residentAnonymousKiB(), residentFileKiB(), heap.inUse, heap.keptFree);
        std::fflush(stdout);
    }
    const int warmUp = std::min(1000, std::max(1, visits / 10));
    const MemoryTrend trend = memoryTrend(all.residentKiB, warmUp, 100);
    const long last = all.residentKiB.isEmpty() ? 0 : all.residentKiB.constLast();
    std::printf("soak: %d visits in %.0f s (%.2f s each); problems: %lld\n"
                "memory (median of 100 visits): %ld KiB at visit %d, highest after: %ld KiB "
                "at visit %d (%+.1f %%); highest single sample after: %ld KiB; last: %ld KiB\n",
                all.visits, all.seconds, all.seconds / std::max(1, all.visits),
                static_cast<long long>(all.problems.size()), trend.levelAtWarmUp, warmUp,
                trend.highestLevel, trend.highestLevelAt, trend.growthPercent, trend.highestSample,
                last);
    for (const QString& problem : all.problems.mid(0, 20))
        std::printf("  %s\n", qPrintable(problem));
    return all.problems.isEmpty() && trend.growthPercent <= 5.0 ? 0 : 1;
}

MemoryTrend memoryTrend(const QList<long>& residentKiB, int warmUp, int window)
{
    MemoryTrend trend;
    const int count = static_cast<int>(residentKiB.size());
    if (count == 0 || warmUp < 1 || warmUp > count)
        return trend;
    auto levelAt = [&](int visit) {
        const int from = std::max(0, visit - 1 - window / 2);
        const int to = std::min(count, from + window);
        QList<long> samples = residentKiB.mid(from, to - from);
        std::nth_element(samples.begin(), samples.begin() + samples.size() / 2, samples.end());
        return samples.at(samples.size() / 2);
    };
    trend.levelAtWarmUp = levelAt(warmUp);
    for (int visit = warmUp; visit <= count; ++visit) {
        const long level = levelAt(visit);
        if (level > trend.highestLevel) {
            trend.highestLevel = level;
            trend.highestLevelAt = visit;
        }
        trend.highestSample = std::max(trend.highestSample, residentKiB.at(visit - 1));
    }
    if (trend.levelAtWarmUp > 0)
        trend.growthPercent =
            100.0 * (static_cast<double>(trend.highestLevel) / trend.levelAtWarmUp - 1.0);
    return trend;
}
