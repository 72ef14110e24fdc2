// zeitvertreib-kiosk-session, run for real with a stand-in for cage
// (fake_cage.sh) and a fake systemd (NotifySocket): it relays the kiosk's
// READY=1 and heartbeats, turns the screen as kiosk.conf says, passes the
// compositor's exit status on, ends the whole process group on stop and on
// the watchdog, and waits for a connected screen before starting anything.
#include "kiosk_session.h"
#include "notify_relay.h"
#include "notify_socket.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <unistd.h>

using zv::session::NotifyRelay;

class TestKioskSession : public QObject {
    Q_OBJECT

private slots:
    void init();
    void filterKeepsOnlyTheKiosksOwnMessages();
    void orientationGivesQuarterTurns();
    void relaysReadyAndHeartbeats();
    void compositorStatusPassesThrough();
    void staffQuitEndsWithItsOwnStatus();
    void missingCompositorFails();
    void stopEndsTheWholeGroup();
    void watchdogSignalEndsWithAbortStatus();
    void waitsForAConnectedScreen();

private:
    void start(const QStringList& sessionArgs, const QStringList& program);
    QStringList compositorArgs() const;
    static bool processGone(qint64 pid);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<NotifySocket> m_systemd;
    std::unique_ptr<QProcess> m_session;
};

void TestKioskSession::init()
{
    if (m_session && m_session->state() != QProcess::NotRunning) {
        m_session->kill();
        m_session->waitForFinished();
    }
    m_dir = std::make_unique<QTemporaryDir>();
    m_systemd = std::make_unique<NotifySocket>();
    QVERIFY(m_dir->isValid() && m_systemd->isValid());
    m_session = std::make_unique<QProcess>();
    m_session->setProcessChannelMode(QProcess::ForwardedChannels);
}

void TestKioskSession::start(const QStringList& sessionArgs, const QStringList& program)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("NOTIFY_SOCKET"), m_systemd->path());
    env.insert(QStringLiteral("WATCHDOG_USEC"), QStringLiteral("200000"));
    // systemd names the session here; the kiosk is another process.
    env.insert(QStringLiteral("WATCHDOG_PID"), QString::number(getpid()));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), m_dir->path());
    env.insert(QStringLiteral("ZV_FAKE_CAGE_ARGS"), m_dir->filePath(QStringLiteral("args")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    m_session->setProcessEnvironment(env);
    QStringList args{QStringLiteral("--compositor"), QStringLiteral(ZV_FAKE_CAGE),
                     QStringLiteral("--drm-dir"), m_dir->filePath(QStringLiteral("drm"))};
    args << sessionArgs << QStringLiteral("--") << program;
    m_session->start(QStringLiteral(ZV_SESSION_EXE), args);
    QVERIFY(m_session->waitForStarted());
}

QStringList TestKioskSession::compositorArgs() const
{
    QFile file(m_dir->filePath(QStringLiteral("args")));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

bool TestKioskSession::processGone(qint64 pid)
{
    if (kill(pid_t(pid), 0) != 0)
        return true;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    return stat.open(QIODevice::ReadOnly) && stat.readAll().split(' ').value(2) == "Z";
}

void TestKioskSession::filterKeepsOnlyTheKiosksOwnMessages()
{
    QCOMPARE(NotifyRelay::filter("READY=1\nSTATUS=Showing the exhibit"),
             std::string("READY=1\nSTATUS=Showing the exhibit"));
    QCOMPARE(NotifyRelay::filter("WATCHDOG=1"), std::string("WATCHDOG=1"));
    QCOMPARE(NotifyRelay::filter("MAINPID=4242\nREADY=1\nFDSTORE=1"), std::string("READY=1"));
    QCOMPARE(NotifyRelay::filter("READY=10\nWATCHDOG=0\nWATCHDOG_USEC=1"), std::string());
    QCOMPARE(NotifyRelay::filter("STOPPING=1\n"), std::string("STOPPING=1"));
}

void TestKioskSession::orientationGivesQuarterTurns()
{
    bool known = false;
    QCOMPARE(zv::session::quarterTurns(QStringLiteral("landscape"), &known), 0);
    QVERIFY(known);
    QCOMPARE(zv::session::quarterTurns(QStringLiteral(" portrait "), &known), 1);
    QVERIFY(known);
    QCOMPARE(zv::session::quarterTurns(QStringLiteral("sideways"), &known), 0);
    QVERIFY(!known);

    QTemporaryDir dir;
    const QString conf = dir.filePath(QStringLiteral("kiosk.conf"));
    QFile file(conf);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("; a comment\n[kiosk]\nidle_seconds=90\norientation=portrait\n");
    file.close();
    QCOMPARE(zv::session::configuredOrientation(conf), QStringLiteral("portrait"));
    QCOMPARE(zv::session::configuredOrientation(dir.filePath(QStringLiteral("missing.conf"))),
             QStringLiteral("landscape"));

    zv::session::SessionOptions options;
    options.compositor = "/usr/bin/cage";
    options.program = {"/usr/bin/zeitvertreib", "--kiosk"};
    const std::vector<std::string> expected{"/usr/bin/cage",         "-d",     "-r", "--",
                                            "/usr/bin/zeitvertreib", "--kiosk"};
    QVERIFY(zv::session::compositorCommand(options, 1) == expected);
}

void TestKioskSession::relaysReadyAndHeartbeats()
{
    const QString conf = m_dir->filePath(QStringLiteral("kiosk.conf"));
    QFile file(conf);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[kiosk]\norientation=portrait\n");
    file.close();
    start({QStringLiteral("--config"), conf}, {QStringLiteral(ZV_WATCHDOG_CLIENT)});
    // Read while waiting, as systemd does: a unix datagram queue holds only a
    // few messages (net.unix.max_dgram_qlen), then senders block.
    QTRY_VERIFY_WITH_TIMEOUT((m_systemd->take(), m_session->state() == QProcess::NotRunning),
                             60000);
    QCOMPARE(m_session->exitStatus(), QProcess::NormalExit);
    QCOMPARE(m_session->exitCode(), 0);
    m_systemd->take();
    QCOMPARE(m_systemd->count("READY=1"), 1);
    // The client hears 200 ms from systemd and beats every 100 ms for 1.5 s:
    // only possible if the session cleared WATCHDOG_PID for it.
    QVERIFY2(m_systemd->count("WATCHDOG=1") >= 3,
             qPrintable(QString::number(m_systemd->count("WATCHDOG=1"))));
    for (const QByteArray& message : m_systemd->received())
        QVERIFY2(!message.contains("MAINPID="), message.constData());
    QCOMPARE(compositorArgs(),
             QStringList({QStringLiteral("-d"), QStringLiteral("-r"), QStringLiteral("--"),
                          QStringLiteral(ZV_WATCHDOG_CLIENT)}));
    // The relay's socket folder is gone with the session.
    QCOMPARE(QDir(m_dir->path())
                 .entryList({QStringLiteral("zeitvertreib-session.*")}, QDir::AllEntries)
                 .size(),
             0);
}

void TestKioskSession::compositorStatusPassesThrough()
{
    start({}, {QStringLiteral("/bin/sh"), QStringLiteral("-c"), QStringLiteral("exit 3")});
    QVERIFY(m_session->waitForFinished(30000));
    QCOMPARE(m_session->exitCode(), 3);
    QCOMPARE(compositorArgs().first(), QStringLiteral("-d")); // landscape: no -r
    QVERIFY(!compositorArgs().contains(QStringLiteral("-r")));
}

// cage 0.1.4 ends with status 0 whatever its client did; the kiosk's
// message through the relay is what tells the session that staff quit.
void TestKioskSession::staffQuitEndsWithItsOwnStatus()
{
    start({}, {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
               QStringLiteral("systemd-notify X_ZEITVERTREIB_STAFF_QUIT=1 STOPPING=1; exit 0")});
    QTRY_VERIFY_WITH_TIMEOUT((m_systemd->take(), m_session->state() == QProcess::NotRunning),
                             30000);
    QCOMPARE(m_session->exitCode(), 64);
    m_systemd->take();
    // Only STOPPING=1 reaches systemd; the relay's own line stays with it.
    QCOMPARE(m_systemd->count("STOPPING=1"), 1);
    for (const QByteArray& message : m_systemd->received())
        QVERIFY2(!message.contains("X_ZEITVERTREIB"), message.constData());
}

void TestKioskSession::missingCompositorFails()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), m_dir->path());
    m_session->setProcessEnvironment(env);
    m_session->start(QStringLiteral(ZV_SESSION_EXE),
                     {QStringLiteral("--compositor"), m_dir->filePath(QStringLiteral("no-cage")),
                      QStringLiteral("--drm-dir"), m_dir->filePath(QStringLiteral("drm")),
                      QStringLiteral("--"), QStringLiteral("/bin/true")});
    QVERIFY(m_session->waitForFinished(30000));
    QCOMPARE(m_session->exitCode(), 127);
}

void TestKioskSession::stopEndsTheWholeGroup()
{
    // A kiosk that ignores SIGTERM, with a child of its own.
    const QString pidFile = m_dir->filePath(QStringLiteral("kiosk.pid"));
    start(
        {QStringLiteral("--stop-grace-ms"), QStringLiteral("500")},
        {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
         QStringLiteral("trap '' TERM; echo $$ > '%1'; while :; do sleep 0.1; done").arg(pidFile)});
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(pidFile).size() > 0, 20000);
    QFile file(pidFile);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const qint64 kioskPid = file.readAll().trimmed().toLongLong();
    QVERIFY(kioskPid > 0);
    QVERIFY(!processGone(kioskPid));

    m_session->terminate(); // systemctl stop
    QVERIFY(m_session->waitForFinished(30000));
    QCOMPARE(m_session->exitCode(), 0); // a stop that was asked for
    QTRY_VERIFY_WITH_TIMEOUT(processGone(kioskPid), 5000);
}

void TestKioskSession::watchdogSignalEndsWithAbortStatus()
{
    const QString pidFile = m_dir->filePath(QStringLiteral("kiosk.pid"));
    start({QStringLiteral("--stop-grace-ms"), QStringLiteral("500")},
          {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
           QStringLiteral("echo $$ > '%1'; exec sleep 60").arg(pidFile)});
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(pidFile).size() > 0, 20000);
    QFile file(pidFile);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const qint64 kioskPid = file.readAll().trimmed().toLongLong();
    kill(pid_t(m_session->processId()), SIGABRT); // systemd's WatchdogSignal
    QVERIFY(m_session->waitForFinished(30000));
    QCOMPARE(m_session->exitStatus(), QProcess::NormalExit); // caught, not dumped
    QCOMPARE(m_session->exitCode(), 128 + SIGABRT);
    QTRY_VERIFY_WITH_TIMEOUT(processGone(kioskPid), 5000);
}

void TestKioskSession::waitsForAConnectedScreen()
{
    const QString connector = m_dir->filePath(QStringLiteral("drm/card0-HDMI-A-1"));
    QVERIFY(QDir().mkpath(connector));
    QFile status(connector + QStringLiteral("/status"));
    QVERIFY(status.open(QIODevice::WriteOnly));
    status.write("disconnected\n");
    status.close();

    start({}, {QStringLiteral("/bin/sh"), QStringLiteral("-c"), QStringLiteral("exit 0")});
    QTRY_VERIFY_WITH_TIMEOUT(
        (m_systemd->take(), m_systemd->count("STATUS=Waiting for a screen to be connected") >= 1),
        20000);
    QVERIFY(m_systemd->received().first().contains("EXTEND_TIMEOUT_USEC="));
    QVERIFY(compositorArgs().isEmpty()); // cage is not started without a screen
    QCOMPARE(m_session->state(), QProcess::Running);

    QVERIFY(status.open(QIODevice::WriteOnly | QIODevice::Truncate));
    status.write("connected\n");
    status.close();
    QVERIFY(m_session->waitForFinished(30000));
    QCOMPARE(m_session->exitCode(), 0);
    QVERIFY(!compositorArgs().isEmpty());
}

QTEST_GUILESS_MAIN(TestKioskSession)
#include "tst_kiosk_session.moc"
