// SystemWatchdog: tells systemd that the kiosk is up and still alive.
//
// Under the kiosk unit (kiosk/zeitvertreib-kiosk.service) systemd waits for
// READY=1 and restarts the kiosk when the WATCHDOG=1 heartbeats stop. READY=1
// goes out once the window has shown its first frame (a visitor sees the
// exhibit, not a black screen); the heartbeats come from a QTimer on the GUI
// thread, so a GUI thread that hangs (an endless loop, a deadlock) falls
// silent and systemd restarts the kiosk. Outside systemd (no NOTIFY_SOCKET:
// a laptop demo, the tests) every call is a no-op.
#pragma once

#include <QObject>
#include <QTimer>

#include <chrono>

class QQuickWindow;

class SystemWatchdog : public QObject {
    Q_OBJECT
public:
    // Reads NOTIFY_SOCKET and WATCHDOG_USEC (via libsystemd) once.
    explicit SystemWatchdog(QObject* parent = nullptr);
    ~SystemWatchdog() override;

    // Sends READY=1 after the window's first frame and starts the heartbeats.
    // Call once, after the window exists (KioskController::start()).
    void watch(QQuickWindow* window);

    // True when started by systemd with a notification socket.
    bool underSystemd() const { return m_underSystemd; }
    // Time between two heartbeats: half of what systemd asks for
    // (WatchdogSec=); zero when systemd asks for none.
    std::chrono::milliseconds heartbeatInterval() const;
    bool readySent() const { return m_readySent; }

    // A line for `systemctl status` (STATUS=...); no-op outside systemd.
    void setStatus(const QString& status);
    // Tells systemd that the kiosk is quitting on purpose (staff menu).
    void notifyStopping();
    // Staff quit from the staff menu: tells the kiosk session (through its
    // relay) that this end is wanted, so the unit does not restart.
    void notifyStaffQuit();

private:
    void sendReady();
    void sendHeartbeat();
    bool send(const QByteArray& message);

    bool m_underSystemd = false;
    bool m_readySent = false;
    QTimer m_heartbeat;
};
