// StaffLog: lines of the program's messages in <data-dir>/logs, rotation at
// the size limit keeping a fixed number of files, the last error lines for
// the staff status screen, and many threads writing at once.
#include "staff_log.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <vector>

Q_LOGGING_CATEGORY(lcTest, "zv.test")

namespace {

// Behind the staff log: keeps the test's output short (the log itself is
// what is checked); only critical and fatal messages reach Qt Test.
QtMessageHandler g_qtTestHandler = nullptr;
void quietInfo(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (type != QtInfoMsg && type != QtWarningMsg && g_qtTestHandler)
        g_qtTestHandler(type, context, message);
}

QStringList linesOf(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class TestStaffLog : public QObject {
    Q_OBJECT

private slots:
    void init() { g_qtTestHandler = qInstallMessageHandler(quietInfo); }
    void cleanup()
    {
        StaffLog::uninstall();
        qInstallMessageHandler(g_qtTestHandler);
    }
    void writesLinesWithLevelAndCategory();
    void rotatesKeepingFiveFiles();
    void lastErrorsSpanRotatedFiles();
    void threadsWriteWholeLines();
    void unwritableFolderIsReported();
};

void TestStaffLog::writesLinesWithLevelAndCategory()
{
    QTemporaryDir data;
    QString error;
    QVERIFY2(StaffLog::install(data.path(), &error), qPrintable(error));
    QCOMPARE(StaffLog::filePath(), data.filePath(QStringLiteral("logs/zeitvertreib.log")));
    qDebug("a developer's note");
    qInfo("store opened");
    qCWarning(lcTest, "two\nlines");
    qCritical("store broken");
    const QStringList lines = linesOf(StaffLog::filePath());
    QCOMPARE(lines.size(), 3); // qDebug stays out of the staff log
    QVERIFY(lines.at(0).contains(QLatin1String(" info [default] store opened")));
    QVERIFY(lines.at(1).contains(QLatin1String(" warning [zv.test] two | lines")));
    QVERIFY(lines.at(2).contains(QLatin1String(" critical [default] store broken")));
    // Each line starts with its time: 2024-05-01T10:00:00.000
    QVERIFY(QDateTime::fromString(lines.at(0).section(QLatin1Char(' '), 0, 0), Qt::ISODateWithMs)
                .isValid());

    StaffLog::uninstall();
    qWarning("after uninstall");
    QCOMPARE(linesOf(data.filePath(QStringLiteral("logs/zeitvertreib.log"))).size(), 3);
    QVERIFY(StaffLog::filePath().isEmpty());
}

void TestStaffLog::rotatesKeepingFiveFiles()
{
    QTemporaryDir data;
    QVERIFY(StaffLog::install(data.path(), nullptr, {2000, 5}));
    const QString text(60, QLatin1Char('x'));
    for (int i = 0; i < 400; ++i) // about 400 * 100 bytes: many rotations
        qInfo("line %03d %s", i, qPrintable(text));
    const QDir logs(data.filePath(QStringLiteral("logs")));
    const QStringList files = logs.entryList(QDir::Files, QDir::Name);
    QCOMPARE(files, QStringList(
                        {QStringLiteral("zeitvertreib.log"), QStringLiteral("zeitvertreib.log.1"),
                         QStringLiteral("zeitvertreib.log.2"), QStringLiteral("zeitvertreib.log.3"),
                         QStringLiteral("zeitvertreib.log.4")}));
    for (const QString& name : files)
        QVERIFY2(QFileInfo(logs.filePath(name)).size() <= 2000, qPrintable(name));
    // The newest line is in the current file, the older ones follow in order.
    QVERIFY(linesOf(logs.filePath(files.at(0))).constLast().contains(QLatin1String("line 399")));
    const QStringList older = linesOf(logs.filePath(QStringLiteral("zeitvertreib.log.1")));
    const QStringList newer = linesOf(logs.filePath(QStringLiteral("zeitvertreib.log")));
    const int lastOlder = older.constLast().section(QLatin1Char(' '), 4, 4).toInt();
    const int firstNewer = newer.constFirst().section(QLatin1Char(' '), 4, 4).toInt();
    QCOMPARE(firstNewer, lastOlder + 1);
}

void TestStaffLog::lastErrorsSpanRotatedFiles()
{
    QTemporaryDir data;
    QVERIFY(StaffLog::install(data.path(), nullptr, {1500, 5}));
    for (int i = 0; i < 60; ++i) {
        if (i % 10 == 0)
            qWarning("problem %d", i);
        else
            qInfo("all well %d, padding padding padding padding", i);
    }
    const QStringList last = StaffLog::lastErrors(data.path(), 3);
    QCOMPARE(last.size(), 3);
    QVERIFY(last.at(0).endsWith(QLatin1String("problem 30")));
    QVERIFY(last.at(1).endsWith(QLatin1String("problem 40")));
    QVERIFY(last.at(2).endsWith(QLatin1String("problem 50")));
    // problem 50 and problem 30 are in different files by now.
    QVERIFY(QFile::exists(data.filePath(QStringLiteral("logs/zeitvertreib.log.1"))));
    // Asking for more than there are gives what there is (older ones have
    // fallen off with the oldest file).
    const QStringList all = StaffLog::lastErrors(data.path(), 100);
    QVERIFY(!all.isEmpty() && all.size() <= 6);
    QCOMPARE(all.constLast(), last.constLast());
    QVERIFY(StaffLog::lastErrors(data.path(), 0).isEmpty());
    // Readable without the handler, e.g. by another program.
    StaffLog::uninstall();
    QCOMPARE(StaffLog::lastErrors(data.path(), 3), last);
}

void TestStaffLog::threadsWriteWholeLines()
{
    QTemporaryDir data;
    QVERIFY(StaffLog::install(data.path(), nullptr, {1024 * 1024, 5}));
    std::vector<std::unique_ptr<QThread>> threads;
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back(QThread::create([t] {
            for (int i = 0; i < 250; ++i)
                qInfo("thread %d message %d", t, i);
        }));
        threads.back()->start();
    }
    for (auto& thread : threads)
        QVERIFY(thread->wait(30000));
    const QStringList lines = linesOf(StaffLog::filePath());
    QCOMPARE(lines.size(), 1000);
    static const QRegularExpression whole(
        QStringLiteral("^\\S+ info \\[default\\] thread \\d message \\d+$"));
    for (const QString& line : lines)
        QVERIFY2(whole.match(line).hasMatch(), qPrintable(line));
}

void TestStaffLog::unwritableFolderIsReported()
{
    QTemporaryDir data;
    // A file where the logs folder should be: the folder cannot be made.
    QFile blocker(data.filePath(QStringLiteral("logs")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    QString error;
    QVERIFY(!StaffLog::install(data.path(), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(StaffLog::filePath().isEmpty());
}

QTEST_GUILESS_MAIN(TestStaffLog)
#include "tst_staff_log.moc"
