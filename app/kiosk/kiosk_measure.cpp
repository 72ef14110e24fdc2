#include "kiosk_measure.h"

#include "game_session.h"
#include "kiosk_controller.h"
#include "process_memory.h"

#include <QEventLoop>
#include <QFile>
#include <QGuiApplication>
#include <QQuickWindow>
#include <QTimer>

#include <cstdio>

void reportFirstFrame(KioskController& kiosk, const QElapsedTimer& sinceMain)
{
    QQuickWindow* window = kiosk.window();
    QObject::connect(
        window, &QQuickWindow::frameSwapped, qApp,
        [&sinceMain]() {
            std::printf("first frame after %lld ms (from main); peak memory %ld KiB\n",
                        static_cast<long long>(sinceMain.elapsed()), peakResidentKiB());
            std::fflush(stdout);
            QTimer::singleShot(0, qApp, &QGuiApplication::quit);
        },
        Qt::SingleShotConnection);
}

int soakGames(KioskController& kiosk, const QString& gameKey, int games)
{
    GameSession* session = kiosk.session();
    if (!session)
        return 1;
    session->setComputerDelay(0);
    const QVariantList seats{QVariantMap{{QStringLiteral("kind"), QStringLiteral("computer")},
                                         {QStringLiteral("level"), QStringLiteral("weak")}},
                             QVariantMap{{QStringLiteral("kind"), QStringLiteral("computer")},
                                         {QStringLiteral("level"), QStringLiteral("strong")}}};
    QElapsedTimer clock;
    clock.start();
    long plies = 0;
    for (int g = 0; g < games; ++g) {
        // The board screen first (it starts a game of its own), then the
        // computers' game on it.
        kiosk.showScreen(QStringLiteral("board"), gameKey);
        if (!session->startSeeded(gameKey, seats, {}, static_cast<quint64>(g) + 1)) {
            std::fprintf(stderr, "soak: %s\n", qPrintable(session->lastError()));
            return 1;
        }
        QEventLoop loop;
        QObject::connect(session, &GameSession::stateChanged, &loop, [&]() {
            if (session->over())
                loop.quit();
        });
        loop.exec();
        plies += session->moveCount();
    }
    std::printf("%d games of %s, %ld plies in %.1f s; peak memory %ld KiB\n", games,
                qPrintable(gameKey), plies, static_cast<double>(clock.elapsed()) / 1000.0,
                peakResidentKiB());
    return 0;
}
