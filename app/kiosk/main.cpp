// zeitvertreib: the exhibit's touchscreen kiosk.
#include "kiosk_controller.h"
#include "kiosk_measure.h"
#include "kiosk_options.h"
#include "screen_renderer.h"
#include "staff_log.h"
#include "store/content_store.h"
#include "system_watchdog.h"
#include "visit.h"
#include "visit_soak.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QGuiApplication>

#include <cstdio>

int main(int argc, char* argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    // The search's on-screen keyboard; must be chosen before the application
    // object exists. A maintainer's own choice in the environment wins.
    if (qEnvironmentVariableIsEmpty("QT_IM_MODULE"))
        qputenv("QT_IM_MODULE", QByteArrayLiteral("qtvirtualkeyboard"));
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("zeitvertreib"));
    QGuiApplication::setOrganizationName(QStringLiteral("zeitvertreib"));
    QGuiApplication::setApplicationVersion(QStringLiteral(ZV_VERSION));

    KioskOptions options;
    QString error;
    const ParseOutcome parsed = parseKioskOptions(QGuiApplication::arguments(), &options, &error);
    if (parsed == ParseOutcome::Help) {
        std::printf("%s\n", qPrintable(error));
        return 0;
    }
    if (parsed == ParseOutcome::Error) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 2;
    }

    // The staff log (<data-dir>/logs) from here on, so the store's messages are in it.
    if (!StaffLog::install(options.dataDir.isEmpty()
                               ? QFileInfo(zv::defaultStorePath()).absolutePath()
                               : options.dataDir,
                           &error))
        std::fprintf(stderr, "zeitvertreib: no staff log: %s\n", qPrintable(error));

    if (options.soakVisits > 0 || options.soakGames > 0)
        options.idleSeconds = 0; // the script ends every visit itself
    // A visitors' run draws missing board pictures in the background; a
    // render, measure or soak run leaves its machine alone.
    options.drawBoardPictures = options.renderDir.isEmpty() && options.thumbnailDir.isEmpty() &&
                                options.renderItem.isEmpty() && !options.reportFirstFrame &&
                                options.soakVisits == 0 && options.soakGames == 0;
    KioskController kiosk(options);
    if (!kiosk.start()) {
        std::fprintf(stderr, "zeitvertreib: the screens could not be loaded\n");
        return 1;
    }
    if (!options.renderDir.isEmpty()) {
        const QStringList written = renderScreens(kiosk, options.renderDir, &error);
        if (written.isEmpty()) {
            std::fprintf(stderr, "zeitvertreib: %s\n", qPrintable(error));
            return 1;
        }
        for (const QString& file : written)
            std::printf("%s\n", qPrintable(file));
        return 0;
    }
    if (!options.thumbnailDir.isEmpty()) {
        const QStringList written = renderThumbnails(kiosk, options.thumbnailDir, &error);
        if (written.isEmpty()) {
            std::fprintf(stderr, "zeitvertreib: %s\n", qPrintable(error));
            return 1;
        }
        for (const QString& file : written)
            std::printf("%s\n", qPrintable(file));
        return 0;
    }
    if (!options.renderItem.isEmpty()) {
        if (!renderItem(kiosk, options.renderItem, options.renderPart, options.renderPage,
                        options.renderOut, &error)) {
            std::fprintf(stderr, "zeitvertreib: %s\n", qPrintable(error));
            return 1;
        }
        return 0;
    }
    if (options.soakVisits > 0)
        return soakVisits(kiosk, options.soakVisits);
    if (options.soakGames > 0)
        return soakGames(kiosk, QStringLiteral("muehle"), options.soakGames);
    if (options.reportFirstFrame)
        reportFirstFrame(kiosk, sinceMain);
    // READY=1 and the heartbeats for systemd (a no-op outside the kiosk unit).
    SystemWatchdog watchdog;
    watchdog.watch(kiosk.window());
    QObject::connect(&app, &QGuiApplication::aboutToQuit, &watchdog,
                     &SystemWatchdog::notifyStopping);
    QObject::connect(kiosk.visit(), &Visit::staffQuitRequested, &watchdog,
                     &SystemWatchdog::notifyStaffQuit);
    return QGuiApplication::exec();
}
