// A stand-in for systemd's notification socket: a unix datagram socket the
// test binds and reads, so the messages the kiosk (or its session) sends with
// sd_notify() can be checked.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QTemporaryDir>

class NotifySocket {
public:
    NotifySocket();
    ~NotifySocket();
    NotifySocket(const NotifySocket&) = delete;
    NotifySocket& operator=(const NotifySocket&) = delete;

    bool isValid() const { return m_fd >= 0; }
    QString path() const { return m_path; }
    // Every datagram waiting now, oldest first (never blocks).
    QList<QByteArray> take();
    // All messages taken so far, in order.
    const QList<QByteArray>& received() const { return m_received; }
    int count(const QByteArray& message) const;

private:
    QTemporaryDir m_dir;
    QString m_path;
    int m_fd = -1;
    QList<QByteArray> m_received;
};
