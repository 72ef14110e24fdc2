// zeitvertreib: the exhibit's touchscreen kiosk.
#include "kiosk_controller.h"
#include "kiosk_measure.h"
#include "kiosk_options.h"
#include "screen_renderer.h"

#include <QElapsedTimer>
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
    if (options.soakGames > 0)
        return soakGames(kiosk, QStringLiteral("muehle"), options.soakGames);
    if (options.reportFirstFrame)
        reportFirstFrame(kiosk, sinceMain);
    return QGuiApplication::exec();
}
