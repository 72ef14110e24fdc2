// Drives a started kiosk the way a visitor does: finds what is on the screen
// by objectName, touches it, swipes, and saves screenshots. Records every
// warning the kiosk prints (a visitor's kiosk must print none).
#pragma once

#include "kiosk_options.h"

#include <QSize>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <functional>
#include <memory>

class KioskController;
class QPointingDevice;
class QQuickItem;

class KioskDriver {
public:
    // `shotPrefix` starts every screenshot's file name.
    explicit KioskDriver(QString shotPrefix);
    ~KioskDriver();

    // Starts the kiosk on a fresh store, German, in a window of `size`;
    // `options` may ask for more (--kiosk, an idle time).
    bool start(QSize size, KioskOptions options = {});
    // Where a test writes the kiosk configuration before start().
    QString configPath() const;
    KioskController* kiosk() const { return m_kiosk.get(); }

    // The visible item with this objectName (pages left on the StackView
    // are hidden), or the first visible one that `match` accepts.
    QQuickItem* item(const QString& objectName) const;
    QQuickItem* find(const std::function<bool(QQuickItem*)>& match) const;

    // A finger on the item's centre (or on `item` at a point of its own).
    // tap("startGame") also answers the lobby's "Ein neues Spiel beginnen?"
    // with yes when a game of that key was left under way.
    bool tap(const QString& objectName);
    void tapItem(QQuickItem* item);
    // A finger held on the item's centre for `ms` milliseconds, then lifted.
    bool hold(const QString& objectName, int ms);
    // A finger pressed on one item's centre, drawn to another's and lifted
    // there (a stone dragged to its point).
    bool drag(const QString& fromName, const QString& toName);
    // A finger drawn across `item` by `fraction` of its width (negative: to
    // the left). Two thirds or more turns a page however slowly the finger
    // moves, so a busy machine does not make the test flaky.
    void swipe(QQuickItem* item, qreal fraction);
    // Waits until a Flickable's content stands still (at most five seconds).
    void waitUntilStill(QQuickItem* view);
    // Waits until the screen has settled (at most five seconds, then two for
    // the frames): every
    // visible Flickable (pagers, lists) stands still and two frames 60 ms
    // apart are alike, so no picture is taken mid-glide (issue 22: a verse
    // photographed halfway through its turn).
    void settle();
    // Saves the window, once settled, as <prefix>_<nn>_<name>.png in
    // ZV_SCREENSHOT_DIR.
    bool shot(const QString& name);
    // The same moment in German (<name>_de), then in English (<name>_en),
    // switched by the language button as a visitor would, and back to
    // German. False when a shot fails or the language does not switch.
    bool shotBoth(const QString& name);
    // From the home screen into the lobby of `gameKey`, as a visitor goes:
    // the games tile, the game's tile on the shelf, until the lobby's start
    // button shows (through the tile's title when the tile offers
    // "Weiterspielen"). False (with a screenshot of the shelf) when a step fails.
    bool openLobby(const QString& gameKey);

    // Every warning since start().
    static QStringList warnings();

private:
    QString m_prefix;
    QTemporaryDir m_data;
    std::unique_ptr<KioskController> m_kiosk;
    QPointingDevice* m_touch = nullptr;
    int m_step = 0;
};

// Sets QT_IM_MODULE to the on-screen keyboard as the kiosk's main does, when
// the environment has no choice of its own. Call before the application.
void useVirtualKeyboard();

// The main() of a kiosk test: the on-screen keyboard as the kiosk's main
// sets it, a GUI application, then the test class's slots.
#define ZV_KIOSK_TEST_MAIN(TestClass)                                                              \
    int main(int argc, char* argv[])                                                               \
    {                                                                                              \
        useVirtualKeyboard();                                                                      \
        QGuiApplication app(argc, argv);                                                           \
        TestClass test;                                                                            \
        return QTest::qExec(&test, argc, argv);                                                    \
    }
