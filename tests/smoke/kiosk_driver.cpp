#include "kiosk_driver.h"

#include "exhibit.h"
#include "kiosk_controller.h"
#include "visit_soak.h"

#include <QDir>
#include <QElapsedTimer>
#include <QPointer>
#include <QPointingDevice>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <QtQuickTest/quicktest.h>

namespace {

QStringList g_warnings;
QtMessageHandler g_previousHandler = nullptr;

void recordWarnings(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (type != QtDebugMsg && type != QtInfoMsg && !isMissingAudioDevice(message))
        g_warnings.append(QString::fromLatin1(context.category) + QLatin1String(": ") + message);
    g_previousHandler(type, context, message);
}

QQuickItem* findVisible(QQuickItem* root, const std::function<bool(QQuickItem*)>& match)
{
    if (!root || !root->isVisible())
        return nullptr;
    if (match(root))
        return root;
    for (QQuickItem* child : root->childItems()) {
        if (QQuickItem* found = findVisible(child, match))
            return found;
    }
    return nullptr;
}

// Scrolls every Flickable around `target` so that the target is in sight,
// as a visitor would before touching it.
void reveal(QQuickItem* target)
{
    for (QQuickItem* view = target->parentItem(); view; view = view->parentItem()) {
        if (!view->inherits("QQuickFlickable"))
            continue;
        auto* content = view->property("contentItem").value<QQuickItem*>();
        if (!content)
            continue;
        const QRectF box = target->mapRectToItem(content, target->boundingRect());
        const qreal y = view->property("contentY").toReal();
        if (box.top() < y)
            view->setProperty("contentY", box.top());
        else if (box.bottom() > y + view->height())
            view->setProperty("contentY", box.bottom() - view->height());
        const qreal x = view->property("contentX").toReal();
        if (box.left() < x)
            view->setProperty("contentX", box.left());
        else if (box.right() > x + view->width())
            view->setProperty("contentX", box.right() - view->width());
    }
    QTest::qWait(50);
}

// Waits until `target` stands still on the screen (at most five seconds): a
// page sliding in, a board growing to its size. A finger aimed at where a
// moving item was lands somewhere else, which on a busy machine made the
// tests flaky (a dragged stone dropped beside its point).
// `frames` checks 30 ms apart must agree; a tap asks for fewer than a drag,
// which covers a longer way and goes wrong more easily.
void waitUntilPlaced(QQuickItem* target, int frames = 3)
{
    QPointer<QQuickItem> guard(target);
    auto box = [&] { return guard ? guard->mapRectToScene(guard->boundingRect()) : QRectF(); };
    QRectF last = box();
    for (int still = 0, waited = 0; guard && still < frames && waited < 5000; waited += 30) {
        QTest::qWait(30);
        const QRectF now = box();
        still = now == last ? still + 1 : 0;
        last = now;
    }
}

} // namespace

void useVirtualKeyboard()
{
    if (qEnvironmentVariableIsEmpty("QT_IM_MODULE"))
        qputenv("QT_IM_MODULE", QByteArrayLiteral("qtvirtualkeyboard"));
}

KioskDriver::KioskDriver(QString shotPrefix) : m_prefix(std::move(shotPrefix)) {}

KioskDriver::~KioskDriver() = default;

bool KioskDriver::start(QSize size, KioskOptions options)
{
    if (!m_data.isValid())
        return false;
    if (!g_previousHandler)
        g_previousHandler = qInstallMessageHandler(recordWarnings);
    m_touch = QTest::createTouchDevice();
    options.dataDir = m_data.path();
    options.size = size;
    // Never the machine's own /etc/zeitvertreib/kiosk.conf: a test's
    // configuration is in its data folder (absent: the defaults).
    if (options.configPath.isEmpty())
        options.configPath = configPath();
    m_kiosk = std::make_unique<KioskController>(options);
    if (!m_kiosk->start())
        return false;
    QDir().mkpath(QStringLiteral(ZV_SCREENSHOT_DIR));
    return QTest::qWaitForWindowExposed(m_kiosk->window());
}

QString KioskDriver::configPath() const
{
    return m_data.filePath(QStringLiteral("kiosk.conf"));
}

QQuickItem* KioskDriver::item(const QString& objectName) const
{
    return find(
        [&objectName](QQuickItem* candidate) { return candidate->objectName() == objectName; });
}

QQuickItem* KioskDriver::find(const std::function<bool(QQuickItem*)>& match) const
{
    // What the screen shows once laid out, as a finger would meet it: after
    // new rows (a reload, a new search) the views lay out at the next polish
    // and delete the delegates of the old rows; before that, an old delegate
    // could be found and be gone by the time it is touched.
    QQuickWindow* window = m_kiosk->window();
    if (QQuickTest::qIsPolishScheduled(window))
        QQuickTest::qWaitForPolish(window, 2000);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    return findVisible(window->contentItem(), match);
}

bool KioskDriver::tap(const QString& objectName)
{
    QQuickItem* target = item(objectName);
    if (!target)
        return false;
    tapItem(target);
    // A test that starts a game wants a new one: over a game of the same
    // key left under way the lobby asks first, and the answer is yes
    // (tst_kiosk_shelf asks through tapItem() and answers itself).
    if (objectName == QLatin1String("startGame")) {
        if (QQuickItem* confirm = item(QStringLiteral("confirmNewGame")))
            tapItem(confirm);
    }
    return true;
}

void KioskDriver::tapItem(QQuickItem* target)
{
    QQuickWindow* window = m_kiosk->window();
    reveal(target);
    waitUntilPlaced(target, 1);
    const QPoint centre =
        target->mapToScene(QPointF(target->width() / 2, target->height() / 2)).toPoint();
    // A button its layout pushed off the screen is "visible", but no finger
    // reaches it (e.g. a third choice wrapped below the window's edge): say
    // so instead of touching nothing.
    if (!QRect(QPoint(0, 0), window->size()).contains(centre))
        qWarning("KioskDriver: %s lies outside the window at (%d, %d)",
                 qPrintable(target->objectName()), centre.x(), centre.y());
    QTest::touchEvent(window, m_touch).press(0, centre, window);
    QTest::touchEvent(window, m_touch).release(0, centre, window);
    QTest::qWait(450); // page transitions
}

bool KioskDriver::hold(const QString& objectName, int ms)
{
    QQuickItem* target = item(objectName);
    if (!target)
        return false;
    QQuickWindow* window = m_kiosk->window();
    reveal(target);
    waitUntilPlaced(target);
    const QPoint centre =
        target->mapToScene(QPointF(target->width() / 2, target->height() / 2)).toPoint();
    // A button its layout pushed off the screen is "visible", but no finger
    // reaches it (e.g. a third choice wrapped below the window's edge): say
    // so instead of touching nothing.
    if (!QRect(QPoint(0, 0), window->size()).contains(centre))
        qWarning("KioskDriver: %s lies outside the window at (%d, %d)",
                 qPrintable(target->objectName()), centre.x(), centre.y());
    QTest::touchEvent(window, m_touch).press(0, centre, window);
    QTest::qWait(ms);
    QTest::touchEvent(window, m_touch).release(0, centre, window);
    QTest::qWait(300);
    return true;
}

bool KioskDriver::drag(const QString& fromName, const QString& toName)
{
    QQuickItem* from = item(fromName);
    QQuickItem* to = item(toName);
    if (!from || !to)
        return false;
    QQuickWindow* window = m_kiosk->window();
    waitUntilPlaced(from);
    waitUntilPlaced(to);
    const QPoint start = from->mapToScene(QPointF(from->width() / 2, from->height() / 2)).toPoint();
    const QPoint end = to->mapToScene(QPointF(to->width() / 2, to->height() / 2)).toPoint();
    QTest::touchEvent(window, m_touch).press(0, start, window);
    constexpr int steps = 16;
    for (int i = 1; i <= steps; ++i) {
        QTest::qWait(16);
        QTest::touchEvent(window, m_touch).move(0, start + (end - start) * i / steps, window);
    }
    QTest::touchEvent(window, m_touch).release(0, end, window);
    QTest::qWait(300);
    return true;
}

void KioskDriver::swipe(QQuickItem* target, qreal fraction)
{
    QQuickWindow* window = m_kiosk->window();
    const qreal dx = fraction * target->width();
    waitUntilStill(target);
    const QPointF centre(target->width() / 2, target->height() / 2);
    const QPoint from = target->mapToScene(centre - QPointF(dx / 2, 0)).toPoint();
    QTest::touchEvent(window, m_touch).press(0, from, window);
    constexpr int steps = 12;
    for (int i = 1; i <= steps; ++i) {
        QTest::qWait(16);
        QTest::touchEvent(window, m_touch)
            .move(0, from + QPoint(qRound(dx * i / steps), 0), window);
    }
    QTest::touchEvent(window, m_touch).release(0, from + QPoint(qRound(dx), 0), window);
    QTest::qWait(700); // the page settles
}

void KioskDriver::waitUntilStill(QQuickItem* view)
{
    // A page turned by a button glides for a moment (longer on a busy
    // machine); a finger that lands meanwhile only stops the glide.
    QVariant last = view->property("contentX");
    for (int still = 0, waited = 0; still < 3 && waited < 5000; waited += 40) {
        QTest::qWait(40);
        const QVariant now = view->property("contentX");
        still = now == last ? still + 1 : 0;
        last = now;
    }
}

bool KioskDriver::openLobby(const QString& gameKey)
{
    // Generous waits: on a busy machine (tests run three to a core) a page
    // may take seconds to slide in.
    auto waitFor = [this](const QString& name) {
        return QTest::qWaitFor([&] { return item(name) != nullptr; }, 10000);
    };
    const QString games = m_kiosk->exhibit()->sectionOfKind(QStringLiteral("games"));
    const QString tile = QStringLiteral("play_") + gameKey;
    if (!tap(QStringLiteral("section_") + games) || !waitFor(tile)) {
        shot(QStringLiteral("shelf_without_") + gameKey);
        return false;
    }
    // A game of this key left under way puts "Weiterspielen" on its tile
    // (at 1280×800 over the tile's centre): the title leads to the lobby.
    const QString title = QStringLiteral("shelfTitle_") + gameKey;
    const bool kept = item(QStringLiteral("continue_") + gameKey) != nullptr;
    return tap(kept ? title : tile) && waitFor(QStringLiteral("startGame"));
}

bool KioskDriver::shotBoth(const QString& name)
{
    const auto switchTo = [this](const QString& language) {
        return tap(QStringLiteral("languageButton")) && m_kiosk->exhibit()->language() == language;
    };
    return shot(name + QStringLiteral("_de")) && switchTo(QStringLiteral("en")) &&
           shot(name + QStringLiteral("_en")) && switchTo(QStringLiteral("de"));
}

void KioskDriver::settle()
{
    const auto isFlickable = [](const QObject* object) {
        for (const QMetaObject* meta = object->metaObject(); meta; meta = meta->superClass()) {
            if (qstrcmp(meta->className(), "QQuickFlickable") == 0)
                return true;
        }
        return false;
    };
    const auto positions = [&] {
        QVariantList all;
        for (QQuickItem* item : m_kiosk->window()->contentItem()->findChildren<QQuickItem*>()) {
            if (item->isVisible() && isFlickable(item))
                all << item->property("contentX") << item->property("contentY")
                    << item->property("moving");
        }
        return all;
    };
    QElapsedTimer clock;
    clock.start();
    QVariantList last = positions();
    for (int still = 0; still < 3 && clock.elapsed() < 5000;) {
        QTest::qWait(40);
        const QVariantList now = positions();
        still = now == last ? still + 1 : 0;
        last = now;
    }
    // Fades and other animations: two frames alike. A picture that never
    // stands still (a thinking indicator turning) is taken after two seconds.
    QImage before = m_kiosk->window()->grabWindow();
    clock.restart();
    while (clock.elapsed() < 2000) {
        QTest::qWait(60);
        const QImage now = m_kiosk->window()->grabWindow();
        if (now == before)
            return;
        before = now;
    }
}

bool KioskDriver::shot(const QString& name)
{
    settle();
    const QImage image = m_kiosk->window()->grabWindow();
    const QString file = QDir(QStringLiteral(ZV_SCREENSHOT_DIR))
                             .filePath(QStringLiteral("%1_%2_%3.png")
                                           .arg(m_prefix)
                                           .arg(++m_step, 2, 10, QLatin1Char('0'))
                                           .arg(name));
    return !image.isNull() && image.save(file);
}

QStringList KioskDriver::warnings()
{
    return g_warnings;
}
