#include "process_memory.h"

#include <QByteArray>
#include <QFile>
#include <QList>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

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

long residentAnonymousKiB()
{
    return statusKiB(QByteArrayLiteral("RssAnon"));
}

long residentFileKiB()
{
    return statusKiB(QByteArrayLiteral("RssFile"));
}

HeapKiB heapKiB()
{
    HeapKiB heap;
#if defined(__GLIBC__)
    const struct mallinfo2 info = mallinfo2();
    heap.inUse = static_cast<long>((info.uordblks + info.hblkhd) / 1024);
    heap.keptFree = static_cast<long>(info.fordblks / 1024);
#endif
    return heap;
}

void releaseFreeHeap()
{
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
