#include "staff_log.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QMutex>
#include <QMutexLocker>

#include <algorithm>
#include <memory>

namespace StaffLog {

namespace {

const QString kFileName = QStringLiteral("zeitvertreib.log");

QString logDirectory(const QString& dataDir)
{
    return QDir(dataDir).filePath(QStringLiteral("logs"));
}

// The name of the n-th file: 0 is the current one, n > 0 the rotated ones.
QString nthFile(const QString& dir, int n)
{
    const QString current = QDir(dir).filePath(kFileName);
    return n == 0 ? current : current + QLatin1Char('.') + QString::number(n);
}

const char* levelName(QtMsgType type)
{
    switch (type) {
    case QtDebugMsg:
        return "debug";
    case QtInfoMsg:
        return "info";
    case QtWarningMsg:
        return "warning";
    case QtCriticalMsg:
        return "critical";
    case QtFatalMsg:
        return "fatal";
    }
    return "?";
}

bool isErrorLine(const QString& line)
{
    // Lines look like "2024-05-01T10:00:00.000 warning [qml] text".
    const int start = line.indexOf(QLatin1Char(' '));
    if (start < 0)
        return false;
    const QStringView level = QStringView(line).mid(start + 1);
    return level.startsWith(u"warning ") || level.startsWith(u"critical ") ||
           level.startsWith(u"fatal ");
}

// Everything the handler needs, behind one mutex: Qt calls the handler from
// any thread (the render thread, the computer players' workers).
struct State {
    QMutex mutex;
    QString dir;
    Limits limits;
    std::unique_ptr<QFile> file;
    QtMessageHandler previous = nullptr;
    bool installed = false;
};

State& state()
{
    static State instance;
    return instance;
}

// Opens (or reopens) the current file for appending. Caller holds the mutex.
bool openCurrent(State& s, QString* error)
{
    s.file = std::make_unique<QFile>(nthFile(s.dir, 0));
    if (!s.file->open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(s.file->fileName(), s.file->errorString());
        s.file.reset();
        return false;
    }
    return true;
}

// zeitvertreib.log -> .1 -> .2 ... ; the oldest falls off. Caller holds the mutex.
void rotate(State& s)
{
    s.file.reset();
    QFile::remove(nthFile(s.dir, s.limits.files - 1));
    for (int n = s.limits.files - 2; n >= 0; --n)
        QFile::rename(nthFile(s.dir, n), nthFile(s.dir, n + 1));
    openCurrent(s, nullptr);
}

thread_local bool tl_inHandler = false;

void handler(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    State& s = state();
    // A message raised while writing (a QFile warning) must not recurse.
    if (type != QtDebugMsg && !tl_inHandler) {
        tl_inHandler = true;
        const QString time = QDateTime::currentDateTime().toString(Qt::ISODateWithMs);
        const char* category = context.category ? context.category : "default";
        QString text = message;
        text.replace(QLatin1Char('\n'), QLatin1String(" | ")); // one message, one line
        const QByteArray line =
            QStringLiteral("%1 %2 [%3] %4\n")
                .arg(time, QLatin1String(levelName(type)), QLatin1String(category), text)
                .toUtf8();
        {
            QMutexLocker lock(&s.mutex);
            if (s.file && s.file->size() > 0 && s.file->size() + line.size() > s.limits.maxBytes)
                rotate(s);
            if (s.file) {
                s.file->write(line);
                s.file->flush(); // a crash right after must not lose the line
            }
        }
        tl_inHandler = false;
    }
    if (s.previous)
        s.previous(type, context, message);
}

} // namespace

bool install(const QString& dataDir, QString* error, Limits limits)
{
    State& s = state();
    QMutexLocker lock(&s.mutex);
    const QString dir = logDirectory(dataDir);
    if (!QDir().mkpath(dir)) {
        if (error)
            *error = QStringLiteral("cannot create %1").arg(dir);
        return false;
    }
    s.dir = dir;
    s.limits = limits;
    s.limits.files = std::max(1, s.limits.files);
    if (!openCurrent(s, error))
        return false;
    if (!s.installed) {
        s.previous = qInstallMessageHandler(handler);
        s.installed = true;
    }
    return true;
}

void uninstall()
{
    State& s = state();
    QMutexLocker lock(&s.mutex);
    if (s.installed)
        qInstallMessageHandler(s.previous);
    s.installed = false;
    s.previous = nullptr;
    s.file.reset();
    s.dir.clear();
}

QString filePath()
{
    State& s = state();
    QMutexLocker lock(&s.mutex);
    return s.file ? s.file->fileName() : QString();
}

QStringList lastErrors(const QString& dataDir, int count)
{
    QStringList found; // newest first while collecting
    if (count <= 0)
        return found;
    const QString dir = logDirectory(dataDir);
    State& s = state();
    QMutexLocker lock(&s.mutex); // no rotation while reading
    const int files = s.installed ? s.limits.files : Limits{}.files;
    for (int n = 0; n < files && found.size() < count; ++n) {
        QFile file(nthFile(dir, n));
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            continue; // a rotated file that does not exist yet
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        for (auto it = lines.crbegin(); it != lines.crend() && found.size() < count; ++it) {
            if (isErrorLine(*it))
                found.append(*it);
        }
    }
    std::reverse(found.begin(), found.end());
    return found;
}

} // namespace StaffLog
