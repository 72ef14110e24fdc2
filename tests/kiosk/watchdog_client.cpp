// A kiosk in miniature for tst_kiosk_session: one window and the
// SystemWatchdog, running for the milliseconds given (default 1500).
#include "system_watchdog.h"

#include <QGuiApplication>
#include <QQuickWindow>
#include <QTimer>

int main(int argc, char* argv[])
{
    QGuiApplication app(argc, argv);
    const int runMs = argc > 1 ? QByteArray(argv[1]).toInt() : 1500;
    QQuickWindow window;
    window.resize(160, 100);
    SystemWatchdog watchdog;
    window.show();
    watchdog.watch(&window);
    QTimer::singleShot(runMs, &app, &QCoreApplication::quit);
    return QGuiApplication::exec();
}
