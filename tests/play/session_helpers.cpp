#include "session_helpers.h"

#include "game_session.h"

#include <QEventLoop>
#include <QTest>
#include <QTimer>

namespace testing {

QVariantMap human()
{
    return {{QStringLiteral("kind"), QStringLiteral("human")}};
}

QVariantMap computer(const char* level)
{
    return {{QStringLiteral("kind"), QStringLiteral("computer")},
            {QStringLiteral("level"), QString::fromLatin1(level)}};
}

QVariantList seats(const QVariantMap& white, const QVariantMap& black)
{
    return {white, black};
}

bool randomTouch(GameSession& session, quint64& state)
{
    const QStringList next = session.nextInputs();
    if (next.isEmpty())
        return false;
    // splitmix64 step: reproducible without any shared generator.
    state += 0x9E3779B97F4A7C15ULL;
    quint64 z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    session.touch(next.at(static_cast<qsizetype>(z % static_cast<quint64>(next.size()))));
    return true;
}

bool waitUntilOver(GameSession& session, int timeoutMs)
{
    if (session.over())
        return true;
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    QObject::connect(&session, &GameSession::stateChanged, &loop, [&] {
        if (session.over())
            loop.quit();
    });
    timeout.start(timeoutMs);
    loop.exec();
    return session.over();
}

namespace {
void failingHandler(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type == QtDebugMsg || type == QtInfoMsg) {
        fprintf(stderr, "%s\n", qPrintable(message));
        return;
    }
    fprintf(stderr, "unexpected message: %s\n", qPrintable(message));
    // A warning is a failure of the behaviour under test (e.g. the engine
    // refusing its own move); abort so the test cannot pass.
    abort();
}
} // namespace

void failOnWarnings()
{
    qInstallMessageHandler(failingHandler);
}

} // namespace testing
