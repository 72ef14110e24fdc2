// NotifyRelay: a private sd_notify socket for the kiosk's child processes,
// whose messages the session forwards to systemd as its own.
//
// Why: the unit opens a PAM session (PAMName=, needed so logind hands cage
// the screen and input devices). pam_systemd then moves the unit's processes
// into a session scope, and systemd accepts notifications only from the
// unit's main process, never from its children (systemd.exec(5), PAMName=:
// "It is hence not recommended to use PAMName= in combination with
// NotifyAccess=all"). So the session is the main process, the kiosk two
// levels below it (session -> cage -> zeitvertreib) notifies this relay, and
// the relay passes READY=1 and the WATCHDOG=1 heartbeats on, from the main PID.
#pragma once

#include <string>
#include <string_view>

namespace zv::session {

class NotifyRelay {
public:
    NotifyRelay() = default;
    NotifyRelay(const NotifyRelay&) = delete;
    NotifyRelay& operator=(const NotifyRelay&) = delete;
    ~NotifyRelay(); // closes the socket, removes it and its folder

    // Binds a datagram socket in a new private (0700) folder under
    // `parentDir` (the user's XDG_RUNTIME_DIR). False with *error on failure.
    bool open(const std::string& parentDir, std::string* error);

    int fd() const { return m_fd; }
    const std::string& socketPath() const { return m_socketPath; }

    // Reads every waiting datagram and forwards what filter() keeps to the
    // NOTIFY_SOCKET of this process. Returns the number of messages forwarded.
    int forwardPending();

    // The lines of a notification the relay passes on: readiness, stopping,
    // reloading, status text, watchdog and errno. MAINPID=, FDSTORE= and
    // the rest would speak for the session itself and are dropped.
    static std::string filter(std::string_view message);

    // The kiosk's staff menu chose "Beenden": the kiosk sent the line
    // kStaffQuitLine (never forwarded). cage does not pass its client's exit
    // status on, so this is how the session learns that the end was wanted.
    static constexpr std::string_view kStaffQuitLine = "X_ZEITVERTREIB_STAFF_QUIT=1";
    bool staffQuit() const { return m_staffQuit; }

private:
    void close();

    int m_fd = -1;
    std::string m_dir;
    std::string m_socketPath;
    bool m_staffQuit = false;
};

} // namespace zv::session
