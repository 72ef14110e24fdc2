#include "fuzz_entries.h"
#include "fuzz_support.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>

namespace zv::fuzz {

namespace {

QTemporaryDir* scratch = nullptr;

} // namespace

void setUp(int* argc, char*** argv)
{
    if (scratch)
        return;
    // Offscreen: the picture checks render SVG, and a fuzzer has no screen.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // Never destroyed: libFuzzer ends the process with exit(), and a Qt
    // application torn down among the other static objects crashes there.
    new QGuiApplication(*argc, *argv);
    scratch = new QTemporaryDir;
    if (!scratch->isValid())
        fail("setup", "no scratch folder");
    std::atexit([] { scratch->remove(); });
}

QString scratchPath(const QString& relative)
{
    return scratch->filePath(relative);
}

QByteArray sourceFile(const char* relative)
{
    QFile file(QStringLiteral(ZV_SOURCE_DIR "/") + QString::fromUtf8(relative));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString writeScratch(const QString& relative, const QByteArray& bytes)
{
    const QString path = scratchPath(relative);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        fail("setup", "cannot write the input to the scratch folder");
    return path;
}

void fail(const char* target, const char* what)
{
    std::fprintf(stderr, "fuzz target %s: %s\n", target, what);
    std::fflush(stderr);
    std::abort();
}

} // namespace zv::fuzz
