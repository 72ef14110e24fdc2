#include "notify_socket.h"

#include <array>
#include <cstring>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

NotifySocket::NotifySocket()
{
    m_path = m_dir.filePath(QStringLiteral("notify"));
    const QByteArray path = m_path.toLocal8Bit();
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (!m_dir.isValid() || std::size_t(path.size()) >= sizeof(address.sun_path))
        return;
    std::memcpy(address.sun_path, path.constData(), std::size_t(path.size()) + 1);
    m_fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (m_fd >= 0 && bind(m_fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0) {
        ::close(m_fd);
        m_fd = -1;
    }
}

NotifySocket::~NotifySocket()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

QList<QByteArray> NotifySocket::take()
{
    QList<QByteArray> messages;
    std::array<char, 4096> buffer{};
    while (m_fd >= 0) {
        const ssize_t length = recv(m_fd, buffer.data(), buffer.size(), 0);
        if (length <= 0)
            break;
        messages.append(QByteArray(buffer.data(), qsizetype(length)));
    }
    m_received.append(messages);
    return messages;
}

int NotifySocket::count(const QByteArray& message) const
{
    int n = 0;
    for (const QByteArray& received : m_received) {
        if (received.split('\n').contains(message))
            ++n;
    }
    return n;
}
