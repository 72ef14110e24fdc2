#include "process_memory.h"

#include <QByteArray>
#include <QFile>
#include <QList>

namespace {

long statusKiB(const QByteArray& field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray& line : lines) {
        if (line.startsWith(field + ':'))
            return line.mid(field.size() + 1).trimmed().split(' ').constFirst().toLong();
    }
    return 0;
}

} // namespace

long residentKiB()
{
    return statusKiB(QByteArrayLiteral("VmRSS"));
}

long peakResidentKiB()
{
    return statusKiB(QByteArrayLiteral("VmHWM"));
}
