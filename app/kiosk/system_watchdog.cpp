#include "system_watchdog.h"

#include <QQuickWindow>

#include <systemd/sd-daemon.h>

#include <algorithm>
#include <cstdint>
#include <memory>

SystemWatchdog::SystemWatchdog(QObject* parent) : QObject(parent)
{
    m_underSystemd = !qEnvironmentVariableIsEmpty("NOTIFY_SOCKET");
    // sd_watchdog_enabled() answers > 0 only when WATCHDOG_USEC is set and
    // WATCHDOG_PID (if set) names this process. The kiosk session
    // (zeitvertreib-kiosk-session) relays our messages and clears
    // WATCHDOG_PID for us, because cage, not the kiosk, is its child.
    std::uint64_t usec = 0;
    if (m_underSystemd && sd_watchdog_enabled(0, &usec) > 0 && usec > 0) {
        // Twice per interval: one late timer (a slow frame, a busy store
        // query) must not cost a restart.
        const auto half = std::chrono::milliseconds(usec / 2000);
        m_heartbeat.setInterval(std::max(half, std::chrono::milliseconds(1)));
    }
    // Heartbeats start with the event loop, before the first frame: loading
    // the QML can take longer than half the interval on a slow box.
    m_heartbeat.setTimerType(Qt::CoarseTimer);
    connect(&m_heartbeat, &QTimer::timeout, this, &SystemWatchdog::sendHeartbeat);
}

SystemWatchdog::~SystemWatchdog() = default;

std::chrono::milliseconds SystemWatchdog::heartbeatInterval() const
{
    return m_heartbeat.interval() > 0 && m_underSystemd
               ? std::chrono::milliseconds(m_heartbeat.interval())
               : std::chrono::milliseconds(0);
}

void SystemWatchdog::watch(QQuickWindow* window)
{
    if (!m_underSystemd || !window)
        return;
    if (heartbeatInterval().count() > 0 && !m_heartbeat.isActive()) {
        sendHeartbeat(); // the first one right away: startup took a while
        m_heartbeat.start();
    }
    // frameSwapped comes from the render thread; the queued connection
    // brings it to the GUI thread, where this object lives.
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = connect(
        window, &QQuickWindow::frameSwapped, this,
        [this, connection] {
            QObject::disconnect(*connection);
            sendReady();
        },
        Qt::QueuedConnection);
    window->update(); // a frame will come even if the first one was missed
}

void SystemWatchdog::sendReady()
{
    if (m_readySent)
        return;
    m_readySent = send(QByteArrayLiteral("READY=1\nSTATUS=Showing the exhibit"));
}

void SystemWatchdog::sendHeartbeat()
{
    send(QByteArrayLiteral("WATCHDOG=1"));
}

void SystemWatchdog::setStatus(const QString& status)
{
    if (m_underSystemd)
        send("STATUS=" + status.toUtf8());
}

void SystemWatchdog::notifyStopping()
{
    if (!m_underSystemd)
        return;
    m_heartbeat.stop();
    send(QByteArrayLiteral("STOPPING=1"));
}

void SystemWatchdog::notifyStaffQuit()
{
    // The line is the relay's (session/notify_relay.h, kStaffQuitLine).
    send(QByteArrayLiteral("STOPPING=1\nX_ZEITVERTREIB_STAFF_QUIT=1"));
}

bool SystemWatchdog::send(const QByteArray& message)
{
    // sd_notify() answers > 0 when sent, 0 without NOTIFY_SOCKET, < 0 on error.
    return sd_notify(0, message.constData()) > 0;
}
