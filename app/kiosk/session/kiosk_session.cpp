#include "kiosk_session.h"

#include "notify_relay.h"

#include <QDir>
#include <QFile>
#include <QSettings>

#include <systemd/sd-daemon.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace zv::session {

namespace {

using Clock = std::chrono::steady_clock;

// The session's status when staff quit the kiosk (as Visit::kExitStaffQuit);
// kiosk/zeitvertreib-kiosk.service does not restart after it.
constexpr int kExitStaffQuit = 64;

// One line on stderr, which the unit sends to the journal; the level prefix
// (<3>, <4>, <6>) lets journald file the line correctly.
__attribute__((format(printf, 2, 3))) void say(const char* level, const char* format, ...)
{
    std::fprintf(stderr, "%szeitvertreib-kiosk-session: ", level);
    va_list args;
    va_start(args, format);
    std::vfprintf(stderr, format, args);
    va_end(args);
    std::fputc('\n', stderr);
}

std::string runtimeDirectory()
{
    // pam_systemd gives the kiosk user /run/user/<uid> (mode 0700); without
    // a PAM session (tests, a maintainer's shell) RuntimeDirectory= or /tmp.
    for (const char* name : {"XDG_RUNTIME_DIR", "RUNTIME_DIRECTORY"}) {
        const char* value = std::getenv(name);
        if (value && *value) {
            const std::string dirs(value);
            return dirs.substr(0, dirs.find(':'));
        }
    }
    return "/tmp";
}

int statusCode(int status)
{
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    if (WIFSIGNALED(status))
        return 128 + WTERMSIG(status);
    return 1;
}

// In the child: becomes its own process group (so the session can end cage
// and the kiosk together), dies with the session, talks to the relay.
[[noreturn]] void execCompositor(const std::vector<std::string>& command,
                                 const std::string& notifySocket, pid_t session)
{
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (getppid() != session) // the session died before prctl took effect
        _exit(1);
    setenv("NOTIFY_SOCKET", notifySocket.c_str(), 1);
    // WATCHDOG_PID names the session; the kiosk is another process and
    // libsystemd's sd_watchdog_enabled() would refuse the interval.
    unsetenv("WATCHDOG_PID");
    std::vector<char*> argv;
    for (const std::string& part : command)
        argv.push_back(const_cast<char*>(part.c_str()));
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    say(SD_ERR, "cannot start %s: %s", argv[0], std::strerror(errno));
    _exit(127);
}

// Reaps every child that has ended (the session is a subreaper, so an
// orphaned kiosk comes back to it); returns the compositor's status if it
// ended, else -1.
int reapChildren(pid_t compositor)
{
    int compositorStatus = -1;
    for (;;) {
        int status = 0;
        const pid_t pid = waitpid(-1, &status, WNOHANG);
        if (pid <= 0)
            break;
        if (pid == compositor)
            compositorStatus = status;
    }
    return compositorStatus;
}

// Ends whatever is left of the compositor's process group: SIGTERM, then
// SIGKILL after the grace time.
void endGroup(pid_t group, int graceMs)
{
    if (kill(-group, 0) != 0)
        return;
    kill(-group, SIGTERM);
    const auto deadline = Clock::now() + std::chrono::milliseconds(graceMs);
    while (Clock::now() < deadline) {
        reapChildren(0);
        if (kill(-group, 0) != 0)
            return;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    say(SD_WARNING, "the kiosk did not end within %d ms; killing it", graceMs);
    kill(-group, SIGKILL);
    for (int wait = 0; wait < 250 && kill(-group, 0) == 0; ++wait) {
        reapChildren(0);
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
}

// One line of /sys/class/drm/<card>-<connector>/status per screen plug.
bool displayConnected(const QString& drmDir, bool* anyConnector)
{
    *anyConnector = false;
    const QDir dir(drmDir);
    const QStringList connectors =
        dir.entryList({QStringLiteral("card*-*")}, QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& name : connectors) {
        QFile status(dir.filePath(name + QStringLiteral("/status")));
        if (!status.open(QIODevice::ReadOnly))
            continue;
        *anyConnector = true;
        if (status.readAll().trimmed() == "connected")
            return true;
    }
    return false;
}

// Waits until a screen is connected, keeping systemd's start timeout away.
// cage 0.1.4 ends when its last screen goes (a monitor switched off at
// night); without this wait the unit would restart every few seconds, hit
// its start limit and reboot the machine all night long. False when a stop
// signal came meanwhile.
bool waitForDisplay(const QString& drmDir, int signalFd)
{
    bool anyConnector = false;
    if (displayConnected(drmDir, &anyConnector) || !anyConnector)
        return true; // no connector to read (odd hardware): let cage try
    say(SD_INFO, "no screen connected; waiting for one");
    for (;;) {
        sd_notify(0, "EXTEND_TIMEOUT_USEC=10000000\nSTATUS=Waiting for a screen to be connected");
        pollfd fd{signalFd, POLLIN, 0};
        if (poll(&fd, 1, 2000) > 0) {
            signalfd_siginfo info{};
            while (read(signalFd, &info, sizeof info) == ssize_t(sizeof info)) {
                if (info.ssi_signo != SIGCHLD)
                    return false;
            }
        }
        if (displayConnected(drmDir, &anyConnector) || !anyConnector) {
            say(SD_INFO, "a screen is connected");
            return true;
        }
    }
}

} // namespace

int quarterTurns(const QString& orientation, bool* known)
{
    // The same two names as the kiosk's own reader (kiosk_config.h), in any
    // case as staff write them ("Portrait").
    const QString name = orientation.trimmed().toLower();
    *known = name == QLatin1String("landscape") || name == QLatin1String("portrait");
    return name == QLatin1String("portrait") ? 1 : 0;
}

QString configuredOrientation(const QString& configPath)
{
    if (configPath.isEmpty())
        return QStringLiteral("landscape");
    const QSettings settings(configPath, QSettings::IniFormat);
    return settings.value(QStringLiteral("kiosk/orientation"), QStringLiteral("landscape"))
        .toString();
}

std::vector<std::string> compositorCommand(const SessionOptions& options, int turns)
{
    std::vector<std::string> command{options.compositor, "-d"};
    for (int i = 0; i < turns; ++i)
        command.emplace_back("-r");
    command.emplace_back("--");
    command.insert(command.end(), options.program.begin(), options.program.end());
    return command;
}

int runSession(const SessionOptions& options)
{
    bool known = true;
    const QString orientation = configuredOrientation(options.configPath);
    const int turns = quarterTurns(orientation, &known);
    if (!known)
        say(SD_WARNING, "unknown orientation \"%s\" in %s; showing landscape",
            qPrintable(orientation), qPrintable(options.configPath));

    sigset_t handled;
    sigemptyset(&handled);
    for (int signo : {SIGTERM, SIGINT, SIGHUP, SIGABRT, SIGCHLD})
        sigaddset(&handled, signo);
    sigprocmask(SIG_BLOCK, &handled, nullptr);
    const int signalFd = signalfd(-1, &handled, SFD_CLOEXEC | SFD_NONBLOCK);
    prctl(PR_SET_CHILD_SUBREAPER, 1);

    NotifyRelay relay;
    std::string error;
    if (signalFd < 0 || !relay.open(runtimeDirectory(), &error)) {
        say(SD_ERR, "cannot set up: %s", signalFd < 0 ? std::strerror(errno) : error.c_str());
        return 1;
    }

    if (!waitForDisplay(options.drmDir, signalFd))
        return 0; // stopped while waiting: nothing was started

    const pid_t session = getpid();
    const pid_t compositor = fork();
    if (compositor < 0) {
        say(SD_ERR, "cannot fork: %s", std::strerror(errno));
        return 1;
    }
    if (compositor == 0)
        execCompositor(compositorCommand(options, turns), relay.socketPath(), session);
    setpgid(compositor, compositor); // both sides set it: no race with kill(-group)

    bool stopping = false;
    bool watchdogFired = false;
    bool killed = false;
    Clock::time_point deadline;
    int compositorStatus = -1;
    while (compositorStatus < 0) {
        int timeoutMs = -1;
        if (stopping && !killed) {
            const auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
            timeoutMs = int(std::max<long long>(0, left.count()));
        }
        pollfd fds[2] = {{signalFd, POLLIN, 0}, {relay.fd(), POLLIN, 0}};
        if (poll(fds, 2, timeoutMs) < 0 && errno != EINTR) {
            say(SD_ERR, "poll: %s", std::strerror(errno));
            break;
        }
        if (fds[1].revents & POLLIN)
            relay.forwardPending();
        signalfd_siginfo info{};
        while (read(signalFd, &info, sizeof info) == ssize_t(sizeof info)) {
            const int signo = int(info.ssi_signo);
            if (signo == SIGCHLD) {
                const int status = reapChildren(compositor);
                if (status >= 0)
                    compositorStatus = status;
                continue;
            }
            if (signo == SIGABRT) {
                // systemd's WatchdogSignal: the heartbeats stopped.
                watchdogFired = true;
                say(SD_ERR, "watchdog: the kiosk stopped answering; ending it");
            }
            if (!stopping) {
                stopping = true;
                deadline = Clock::now() + std::chrono::milliseconds(options.stopGraceMs);
                kill(-compositor, SIGTERM);
            }
        }
        if (stopping && !killed && Clock::now() >= deadline) {
            say(SD_WARNING, "the compositor did not end within %d ms; killing it",
                options.stopGraceMs);
            kill(-compositor, SIGKILL);
            killed = true;
        }
    }
    relay.forwardPending();
    // The kiosk lives in the compositor's process group and in the PAM
    // session's scope: nobody else would end it if it hangs.
    endGroup(compositor, options.stopGraceMs);
    if (watchdogFired)
        return 128 + SIGABRT;
    if (stopping)
        return 0; // a stop that was asked for is not a failure
    if (relay.staffQuit()) {
        // The unit's RestartPreventExitStatus: staff ended the kiosk on purpose.
        say(SD_NOTICE, "staff quit the kiosk from its staff menu");
        return kExitStaffQuit;
    }
    const int code = compositorStatus < 0 ? 1 : statusCode(compositorStatus);
    say(code == 0 ? SD_INFO : SD_WARNING, "the compositor ended with status %d", code);
    return code;
}

} // namespace zv::session
