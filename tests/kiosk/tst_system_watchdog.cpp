// SystemWatchdog against a fake systemd: READY=1 after the first frame,
// WATCHDOG=1 heartbeats from the GUI thread at half the interval systemd
// asks for, silence while the GUI thread hangs, nothing at all outside
// systemd.
#include "notify_socket.h"
#include "system_watchdog.h"

#include <QQuickWindow>
#include <QThread>
#include <QtTest>

#include <unistd.h>

class TestSystemWatchdog : public QObject {
    Q_OBJECT

private slots:
    void cleanup();
    void outsideSystemdDoesNothing();
    void readyAfterFirstFrameThenHeartbeats();
    void hungGuiThreadSendsNoHeartbeat();
    void watchdogForAnotherProcessIsNotOurs();
    void statusAndStopping();

private:
    static void setSystemdEnvironment(const NotifySocket& socket, const QByteArray& usec,
                                      const QByteArray& pid = {});
};

void TestSystemWatchdog::setSystemdEnvironment(const NotifySocket& socket, const QByteArray& usec,
                                               const QByteArray& pid)
{
    qputenv("NOTIFY_SOCKET", socket.path().toLocal8Bit());
    if (usec.isEmpty())
        qunsetenv("WATCHDOG_USEC");
    else
        qputenv("WATCHDOG_USEC", usec);
    if (pid.isEmpty())
        qunsetenv("WATCHDOG_PID");
    else
        qputenv("WATCHDOG_PID", pid);
}

void TestSystemWatchdog::cleanup()
{
    qunsetenv("NOTIFY_SOCKET");
    qunsetenv("WATCHDOG_USEC");
    qunsetenv("WATCHDOG_PID");
}

void TestSystemWatchdog::outsideSystemdDoesNothing()
{
    cleanup();
    SystemWatchdog watchdog;
    QVERIFY(!watchdog.underSystemd());
    QCOMPARE(watchdog.heartbeatInterval().count(), 0);
    QQuickWindow window;
    window.resize(200, 100);
    window.show();
    watchdog.watch(&window);
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(100);
    QVERIFY(!watchdog.readySent());
}

void TestSystemWatchdog::readyAfterFirstFrameThenHeartbeats()
{
    NotifySocket socket;
    QVERIFY(socket.isValid());
    setSystemdEnvironment(socket, "200000", QByteArray::number(getpid()));
    SystemWatchdog watchdog;
    QVERIFY(watchdog.underSystemd());
    QCOMPARE(watchdog.heartbeatInterval().count(), 100); // half of 200 ms

    QQuickWindow window;
    window.resize(200, 100);
    watchdog.watch(&window);
    socket.take();
    QCOMPARE(socket.count("READY=1"), 0);    // no frame shown yet: not ready
    QCOMPARE(socket.count("WATCHDOG=1"), 1); // the first heartbeat at once

    window.show();
    QTRY_VERIFY_WITH_TIMEOUT((socket.take(), socket.count("READY=1") == 1), 10000);
    QVERIFY(watchdog.readySent());
    QTRY_VERIFY_WITH_TIMEOUT((socket.take(), socket.count("WATCHDOG=1") >= 4), 10000);
    // READY=1 is said once, however many frames follow.
    window.requestUpdate();
    QTest::qWait(150);
    socket.take();
    QCOMPARE(socket.count("READY=1"), 1);
}

void TestSystemWatchdog::hungGuiThreadSendsNoHeartbeat()
{
    NotifySocket socket;
    setSystemdEnvironment(socket, "100000");
    SystemWatchdog watchdog;
    QQuickWindow window;
    window.resize(200, 100);
    window.show();
    watchdog.watch(&window);
    QTRY_VERIFY_WITH_TIMEOUT((socket.take(), socket.count("WATCHDOG=1") >= 2), 10000);
    const qsizetype before = socket.received().size();
    // The GUI thread hangs for ten heartbeat intervals: the heartbeats come
    // from its event loop, so not one may arrive meanwhile.
    QThread::msleep(500);
    const QList<QByteArray> duringHang = socket.take();
    QVERIFY2(!duringHang.contains("WATCHDOG=1"),
             "a heartbeat was sent while the GUI thread was blocked");
    QCOMPARE(socket.received().size(), before + duringHang.size());
    // Once the thread runs again, the heartbeats come back.
    QTRY_VERIFY_WITH_TIMEOUT((socket.take(), socket.count("WATCHDOG=1") >= 4), 10000);
}

void TestSystemWatchdog::watchdogForAnotherProcessIsNotOurs()
{
    // WATCHDOG_PID names another process (the unit's main process when
    // nothing relays): the interval is not ours, READY=1 still is.
    NotifySocket socket;
    setSystemdEnvironment(socket, "100000", QByteArray::number(getpid() + 100000));
    SystemWatchdog watchdog;
    QVERIFY(watchdog.underSystemd());
    QCOMPARE(watchdog.heartbeatInterval().count(), 0);
    QQuickWindow window;
    window.resize(200, 100);
    window.show();
    watchdog.watch(&window);
    QTRY_VERIFY_WITH_TIMEOUT((socket.take(), socket.count("READY=1") == 1), 10000);
    QTest::qWait(300);
    socket.take();
    QCOMPARE(socket.count("WATCHDOG=1"), 0);
}

void TestSystemWatchdog::statusAndStopping()
{
    NotifySocket socket;
    setSystemdEnvironment(socket, "100000");
    SystemWatchdog watchdog;
    QQuickWindow window;
    window.resize(200, 100);
    window.show();
    watchdog.watch(&window);
    watchdog.setStatus(QStringLiteral("Staff menu open"));
    watchdog.notifyStopping();
    socket.take();
    QCOMPARE(socket.count("STATUS=Staff menu open"), 1);
    QCOMPARE(socket.count("STOPPING=1"), 1);
    // No heartbeat after STOPPING=1: the kiosk is on its way out.
    const qsizetype afterStop = socket.received().size();
    QTest::qWait(300);
    socket.take();
    for (qsizetype i = afterStop; i < socket.received().size(); ++i)
        QVERIFY(!socket.received().at(i).contains("WATCHDOG=1"));
}

QTEST_MAIN(TestSystemWatchdog)
#include "tst_system_watchdog.moc"
