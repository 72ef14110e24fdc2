#include "notify_relay.h"

#include <systemd/sd-daemon.h>

#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace zv::session {

namespace {

constexpr std::array<std::string_view, 8> kPassed = {
    "READY=1",          "STOPPING=1", "RELOADING=1", "WATCHDOG=1",
    "WATCHDOG=trigger", "STATUS=",    "ERRNO=",      "EXTEND_TIMEOUT_USEC="};

bool passes(std::string_view line)
{
    for (std::string_view allowed : kPassed) {
        // Entries ending in '=' take any value; the others must match whole.
        if (allowed.back() == '=' ? line.starts_with(allowed) : line == allowed)
            return true;
    }
    return false;
}

} // namespace

NotifyRelay::~NotifyRelay()
{
    close();
}

bool NotifyRelay::open(const std::string& parentDir, std::string* error)
{
    close();
    std::string pattern = parentDir + "/zeitvertreib-session.XXXXXX";
    if (!mkdtemp(pattern.data())) { // mkdtemp creates the folder with mode 0700
        *error = "cannot create a folder in " + parentDir + ": " + std::strerror(errno);
        return false;
    }
    m_dir = pattern;
    m_socketPath = m_dir + "/notify";
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (m_socketPath.size() >= sizeof(address.sun_path)) {
        *error = "socket path too long: " + m_socketPath;
        close();
        return false;
    }
    std::memcpy(address.sun_path, m_socketPath.c_str(), m_socketPath.size() + 1);
    m_fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (m_fd < 0 || bind(m_fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0) {
        *error = "cannot bind " + m_socketPath + ": " + std::strerror(errno);
        close();
        return false;
    }
    return true;
}

void NotifyRelay::close()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
    if (!m_socketPath.empty())
        unlink(m_socketPath.c_str());
    if (!m_dir.empty())
        rmdir(m_dir.c_str());
    m_socketPath.clear();
    m_dir.clear();
}

int NotifyRelay::forwardPending()
{
    int forwarded = 0;
    // sd_notify messages are small; systemd itself accepts at most a page
    // more or less, so a larger datagram is cut and its tail ignored.
    std::array<char, 4096> buffer{};
    while (m_fd >= 0) {
        const ssize_t length = recv(m_fd, buffer.data(), buffer.size() - 1, 0);
        if (length < 0 && errno == EINTR)
            continue;
        if (length <= 0)
            break;
        const std::string_view message(buffer.data(), std::size_t(length));
        if (message.find(kStaffQuitLine) != std::string_view::npos)
            m_staffQuit = true;
        const std::string kept = filter(message);
        if (kept.empty())
            continue;
        const int sent = sd_notify(0, kept.c_str());
        if (sent < 0)
            std::fprintf(stderr,
                         SD_WARNING "zeitvertreib-kiosk-session: cannot notify systemd: %s\n",
                         std::strerror(-sent));
        else if (sent > 0)
            ++forwarded;
    }
    return forwarded;
}

std::string NotifyRelay::filter(std::string_view message)
{
    std::string kept;
    while (!message.empty()) {
        const std::size_t end = message.find('\n');
        const std::string_view line = message.substr(0, end);
        if (passes(line)) {
            if (!kept.empty())
                kept += '\n';
            kept += line;
        }
        if (end == std::string_view::npos)
            break;
        message.remove_prefix(end + 1);
    }
    return kept;
}

} // namespace zv::session
