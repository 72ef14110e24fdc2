// The kiosk session: the main process of kiosk/zeitvertreib-kiosk.service.
// It starts the compositor (cage) with the kiosk inside it, relays the
// kiosk's sd_notify messages to systemd (see notify_relay.h for why), turns
// the screen as kiosk.conf says, and on stop or watchdog timeout ends the
// compositor and everything it started, since those live in the PAM
// session's scope, where systemd's own stop does not reach.
#pragma once

#include <QString>

#include <string>
#include <vector>

namespace zv::session {

struct SessionOptions {
    QString configPath = QStringLiteral("/etc/zeitvertreib/kiosk.conf");
    std::string compositor = "/usr/bin/cage"; // tests put a stand-in here
    std::vector<std::string> program;         // the kiosk and its arguments
    int stopGraceMs = 5000;                   // SIGTERM, then SIGKILL after this
    // Where the screens' connectors tell whether a screen is plugged in and on.
    QString drmDir = QStringLiteral("/sys/class/drm");
};

// Quarter turns of the picture (cage -r, clockwise) for [kiosk] orientation:
// landscape 0, portrait 1. *known is false for any other value; then 0: a
// sideways picture is easier to fix than a black screen.
int quarterTurns(const QString& orientation, bool* known);

// Reads [kiosk] orientation from the configuration file.
QString configuredOrientation(const QString& configPath);

// The compositor's command line: no client decorations (-d), one -r per
// quarter turn, never -s (no switching to a text console: the kiosk stays).
std::vector<std::string> compositorCommand(const SessionOptions& options, int turns);

// Waits for a connected screen (see kiosk_session.cpp), then runs the
// session until the compositor ends; returns the exit status to
// leave with (the compositor's, or 128 + signal).
int runSession(const SessionOptions& options);

} // namespace zv::session
