#include "screen_renderer.h"

#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"

#include "core/game.h"
#include "models/game_boards.h"

#include <QDir>
#include <QEventLoop>
#include <QImage>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QTimer>

namespace {

// Lets transitions and animations settle before a screen is grabbed.
void settle(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

struct Step {
    QString file;
    QString screen;
    QString argument;
    QString part = {}; // an article's part or a filter of the collection
    int page = 0;
    int touches = -1; // on a board: random touches first (-1: the screen's default)
};

// The visible item named `name` under `item` (its visual children: a
// StackView's pages are not QObject children of the window's content item).
QQuickItem* findItem(QQuickItem* item, const QString& name)
{
    if (!item)
        return nullptr;
    if (item->objectName() == name && item->isVisible())
        return item;
    const QList<QQuickItem*> children = item->childItems();
    for (QQuickItem* child : children) {
        if (QQuickItem* found = findItem(child, name))
            return found;
    }
    return nullptr;
}

// Asks Main.qml to show a part of the shown screen, turned to a page.
bool showPart(QQuickWindow* window, const QString& part, int page)
{
    QVariant shown;
    QMetaObject::invokeMethod(window, "showPart", Q_RETURN_ARG(QVariant, shown),
                              Q_ARG(QVariant, part), Q_ARG(QVariant, page));
    return shown.toBool();
}

} // namespace

int playRandomTouches(GameSession& session, quint64 seed, int touches)
{
    QRandomGenerator random(seed);
    int made = 0;
    while (made < touches && !session.over()) {
        const QStringList next = session.nextInputs();
        if (next.isEmpty())
            break; // a computer's turn or no game
        session.touch(next.at(static_cast<int>(random.bounded(next.size()))));
        ++made;
    }
    return made;
}

bool renderItem(KioskController& kiosk, const QString& itemKey, const QString& part, int page,
                const QString& file, QString* error)
{
    QQuickWindow* window = kiosk.window();
    if (!window) {
        *error = QStringLiteral("no window");
        return false;
    }
    settle(300);
    if (!kiosk.showScreen(QStringLiteral("item"), itemKey)) {
        *error = QStringLiteral("no item \"%1\"").arg(itemKey);
        return false;
    }
    settle(500);
    if (!part.isEmpty() && !showPart(window, part, page)) {
        *error = QStringLiteral("the item \"%1\" has no part \"%2\"").arg(itemKey, part);
        return false;
    }
    settle(500);
    const QImage image = window->grabWindow();
    if (image.isNull() || !image.save(file)) {
        *error = QStringLiteral("cannot write %1").arg(file);
        return false;
    }
    return true;
}

QStringList renderThumbnails(KioskController& kiosk, const QString& directory, QString* error)
{
    QQuickWindow* window = kiosk.window();
    if (!window) {
        *error = QStringLiteral("the kiosk window is not loaded");
        return {};
    }
    if (!QDir().mkpath(directory)) {
        *error = QStringLiteral("cannot create %1").arg(directory);
        return {};
    }
    QStringList written;
    for (const zv::GameInfo& info : zv::allGames()) {
        const QString key = QString::fromStdString(info.key);
        if (zv::kioskBoardPath(key).isEmpty())
            continue; // the kiosk does not offer it
        if (!kiosk.showScreen(QStringLiteral("board"), key)) {
            *error = QStringLiteral("the board of %1 could not be shown").arg(key);
            return {};
        }
        settle(300);
        // A typical position: some moves in, the same every time.
        if (GameSession* session = kiosk.session())
            playRandomTouches(*session, 7, 12);
        settle(900);
        const QImage screen = window->grabWindow();
        QRectF area(QPointF(0, 0), QSizeF(screen.size()));
        if (QQuickItem* board = findItem(window->contentItem(), QStringLiteral("boardArea")))
            area = board->mapRectToScene(QRectF(0, 0, board->width(), board->height()));
        const qreal ratio = screen.devicePixelRatio();
        const QRect cut =
            QRectF(area.topLeft() * ratio, area.size() * ratio).toAlignedRect() & screen.rect();
        const QImage picture =
            screen.copy(cut).scaled(640, 640, Qt::KeepAspectRatio, Qt::SmoothTransformation);
        // Written whole or not at all: the shelf may read it at any moment.
        const QString file = QDir(directory).filePath(key + QStringLiteral(".png"));
        QSaveFile out(file);
        if (picture.isNull() || !out.open(QIODevice::WriteOnly) || !picture.save(&out, "PNG") ||
            !out.commit()) {
            *error = QStringLiteral("cannot write %1").arg(file);
            return {};
        }
        written.append(file);
    }
    if (written.isEmpty())
        *error = QStringLiteral("no game has a board");
    return written;
}

QStringList renderScreens(KioskController& kiosk, const QString& directory, QString* error)
{
    QQuickWindow* window = kiosk.window();
    Exhibit* exhibit = kiosk.exhibit();
    if (!window || !exhibit) {
        *error = QStringLiteral("the kiosk window is not loaded");
        return {};
    }
    if (!QDir().mkpath(directory)) {
        *error = QStringLiteral("cannot create %1").arg(directory);
        return {};
    }
    const QString games = exhibit->sectionOfKind(QStringLiteral("games"));
    const QString lang = exhibit->language();
    const QString size = QStringLiteral("%1x%2")
                             .arg(kiosk.options().size.width())
                             .arg(kiosk.options().size.height());
    const QString inventory = exhibit->sectionOfKind(QStringLiteral("inventory"));
    const QString people = exhibit->sectionOfKind(QStringLiteral("people"));
    const QList<Step> steps = {
        {QStringLiteral("home"), QStringLiteral("home"), {}},
        {QStringLiteral("section"), QStringLiteral("section"), games},
        {QStringLiteral("section_people"), QStringLiteral("section"), people},
        {QStringLiteral("article"), QStringLiteral("article"), QStringLiteral("muehle")},
        {QStringLiteral("article_rules"), QStringLiteral("article"), QStringLiteral("muehle"),
         QStringLiteral("rules_children")},
        {QStringLiteral("article_history_page2"), QStringLiteral("article"),
         QStringLiteral("muehle"), QStringLiteral("history"), 1},
        {QStringLiteral("inventory"), QStringLiteral("section"), inventory},
        {QStringLiteral("inventory_missing"), QStringLiteral("section"), inventory,
         QStringLiteral("availability=missing")},
        {QStringLiteral("person"), QStringLiteral("item"), QStringLiteral("kindermaedchen")},
        {QStringLiteral("person_day"), QStringLiteral("item"), QStringLiteral("gouvernante"),
         QStringLiteral("schedule")},
        {QStringLiteral("hairstyle_step2"), QStringLiteral("item"), QStringLiteral("hausfrisur"),
         QStringLiteral("steps"), 1},
        {QStringLiteral("song_verse2"), QStringLiteral("item"),
         QStringLiteral("ich_geh_mit_meiner_laterne"), QStringLiteral("verses"), 1},
        {QStringLiteral("search"), QStringLiteral("search"), QStringLiteral("muehle")},
        {QStringLiteral("lobby"), QStringLiteral("lobby"), QStringLiteral("muehle")},
        {QStringLiteral("board"), QStringLiteral("board"), QStringLiteral("muehle")},
        {QStringLiteral("end"), QStringLiteral("end"), QStringLiteral("muehle")},
        {QStringLiteral("gh_lobby"), QStringLiteral("lobby"), QStringLiteral("glocke_hammer")},
        {QStringLiteral("gh_auction"),
         QStringLiteral("board"),
         QStringLiteral("glocke_hammer"),
         {},
         0,
         3},
        {QStringLiteral("gh_play"),
         QStringLiteral("board"),
         QStringLiteral("glocke_hammer"),
         {},
         0,
         30},
        {QStringLiteral("gh_end"), QStringLiteral("end"), QStringLiteral("glocke_hammer")},
    };
    QStringList written;
    for (const Step& step : steps) {
        if (!kiosk.showScreen(step.screen, step.argument)) {
            *error =
                QStringLiteral("screen %1 (%2) could not be shown").arg(step.screen, step.argument);
            return {};
        }
        settle(300); // the previous screen is deleted on the next event loop turn
        if (!step.part.isEmpty() && !showPart(window, step.part, step.page)) {
            *error = QStringLiteral("part %1 of %2 could not be shown").arg(step.part, step.file);
            return {};
        }
        GameSession* session = kiosk.session();
        if (session && step.screen == QLatin1String("board"))
            playRandomTouches(*session, 19, step.touches >= 0 ? step.touches : 40); // mid-game
        else if (session && step.screen == QLatin1String("end"))
            playRandomTouches(*session, 23, 5000);
        settle(900);
        const QImage image = window->grabWindow();
        const QString file =
            QDir(directory).filePath(QStringLiteral("%1_%2_%3.png").arg(step.file, lang, size));
        if (image.isNull() || !image.save(file)) {
            *error = QStringLiteral("cannot write %1").arg(file);
            return {};
        }
        written.append(file);
    }
    return written;
}
