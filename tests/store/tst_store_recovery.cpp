// A missing, unreadable or broken store never crashes anything: the kiosk
// keeps the broken file aside and runs on fresh content, the editor refuses
// with a plain message and restores only when asked.

#include "store/content_store.h"
#include "store_test_support.h"

#include <QtTest>

using namespace zv;

class TestStoreRecovery : public QObject {
    Q_OBJECT

private slots:
    void kioskRecoversFromABrokenFile_data();
    void kioskRecoversFromABrokenFile();
    void editorRefusesABrokenFile_data();
    void editorRefusesABrokenFile();
    void editorRestoresOnRequest();
    void unwritableLocationFallsBackToTemporaryStore();
    void editorReportsUnwritableLocation();
    void newerSchemaIsNeverReplaced();
    void foreignDatabaseIsBroken();

private:
    void addBrokenCases();
    // Makes `path` broken in the way the data row names.
    static void breakStore(const QString& path, const QString& how);
};

void TestStoreRecovery::addBrokenCases()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("garbage bytes") << QStringLiteral("garbage");
    QTest::newRow("truncated file") << QStringLiteral("truncated");
    QTest::newRow("empty file") << QStringLiteral("empty");
    QTest::newRow("directory in the way") << QStringLiteral("directory");
    QTest::newRow("damaged pages") << QStringLiteral("damaged");
}

void TestStoreRecovery::breakStore(const QString& path, const QString& how)
{
    if (how == QStringLiteral("directory")) {
        QVERIFY(QDir().mkpath(path + QStringLiteral("/something")));
        return;
    }
    if (how == QStringLiteral("empty")) {
        QVERIFY(test::writeFile(path, {}));
        return;
    }
    if (how == QStringLiteral("garbage")) {
        QByteArray bytes;
        for (int i = 0; i < 8192; ++i)
            bytes.append(static_cast<char>((i * 7919 + 13) % 251));
        QVERIFY(test::writeFile(path, bytes));
        return;
    }
    // Start from a real store, then damage it.
    {
        auto store = ContentStore::open(path, ContentStore::Mode::Kiosk, nullptr);
        QVERIFY(store);
        // Make the file self-contained, so the damage below hits real pages.
        QString error;
        QVERIFY(store->integrityProblems().isEmpty());
    }
    {
        test::RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA journal_mode = DELETE")));
    }
    QByteArray bytes = test::readFile(path);
    QVERIFY(bytes.size() > 8192);
    if (how == QStringLiteral("truncated")) {
        bytes.truncate(bytes.size() / 3);
    } else { // damaged: overwrite everything after the first page
        for (qsizetype i = 4096; i < bytes.size(); ++i)
            bytes[i] = static_cast<char>(0xA5);
    }
    QVERIFY(test::writeFile(path, bytes));
}

void TestStoreRecovery::kioskRecoversFromABrokenFile_data()
{
    addBrokenCases();
}

void TestStoreRecovery::kioskRecoversFromABrokenFile()
{
    QFETCH(QString, how);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("zeitvertreib.sqlite"));
    breakStore(path, how);
    if (QTest::currentTestFailed())
        return;
    const QByteArray brokenBytes = QFileInfo(path).isFile() ? test::readFile(path) : QByteArray();

    OpenReport report;
    auto store = ContentStore::open(path, ContentStore::Mode::Kiosk, &report);
    QVERIFY2(store, qPrintable(report.messageEn));
    QCOMPARE(report.outcome, OpenReport::Outcome::Recovered);
    QVERIFY(report.needsAttention());
    QCOMPARE(report.usedPath, path);
    QVERIFY(!report.usedFallbackLocation);
    QVERIFY(!report.technicalDetail.isEmpty());
    // The broken file was kept, byte for byte, under the name the report gives.
    QVERIFY(!report.brokenFileMovedTo.isEmpty());
    QVERIFY(QFileInfo::exists(report.brokenFileMovedTo));
    if (how == QStringLiteral("directory"))
        QVERIFY(QFileInfo(report.brokenFileMovedTo).isDir());
    else
        QCOMPARE(test::readFile(report.brokenFileMovedTo), brokenBytes);
    QVERIFY(report.messageDe.contains(report.brokenFileMovedTo));
    QVERIFY(report.messageEn.contains(report.brokenFileMovedTo));
    // And the kiosk runs on fresh, healthy content.
    QCOMPARE(store->sections().size(), 6);
    QVERIFY(store->item(QStringLiteral("muehle")));
    QCOMPARE(store->integrityProblems(), QStringList());
}

void TestStoreRecovery::editorRefusesABrokenFile_data()
{
    addBrokenCases();
}

void TestStoreRecovery::editorRefusesABrokenFile()
{
    QFETCH(QString, how);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("zeitvertreib.sqlite"));
    breakStore(path, how);
    if (QTest::currentTestFailed())
        return;
    const QByteArray brokenBytes = QFileInfo(path).isFile() ? test::readFile(path) : QByteArray();

    OpenReport report;
    auto store = ContentStore::open(path, ContentStore::Mode::Editor, &report);
    QVERIFY(!store);
    QCOMPARE(report.outcome, OpenReport::Outcome::Failed);
    QVERIFY(!report.ok());
    QVERIFY(report.brokenFileMovedTo.isEmpty());
    QVERIFY(report.canRestoreFromBundled);
    QVERIFY(report.messageDe.contains(QStringLiteral("nichts verändert")));
    QVERIFY(report.messageEn.contains(QStringLiteral("Nothing was changed")));
    // Nothing was touched.
    QVERIFY(QFileInfo::exists(path));
    if (how != QStringLiteral("directory"))
        QCOMPARE(test::readFile(path), brokenBytes);
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).size(), 1);
}

void TestStoreRecovery::editorRestoresOnRequest()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("zeitvertreib.sqlite"));
    breakStore(path, QStringLiteral("garbage"));
    const QByteArray brokenBytes = test::readFile(path);
    OpenReport report;
    auto store = ContentStore::restoreFromBundled(path, &report);
    QVERIFY2(store, qPrintable(report.messageEn));
    QCOMPARE(report.outcome, OpenReport::Outcome::Recovered);
    QCOMPARE(store->mode(), ContentStore::Mode::Editor);
    QCOMPARE(test::readFile(report.brokenFileMovedTo), brokenBytes);
    QVERIFY(store->item(QStringLiteral("muehle")));
}

void TestStoreRecovery::unwritableLocationFallsBackToTemporaryStore()
{
    // A folder that cannot be created (a file sits where a folder must be):
    // unwritable even for root, unlike a chmod.
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("not-a-folder"));
    QVERIFY(test::writeFile(blocker, "I am a file"));
    const QString path = blocker + QStringLiteral("/data/zeitvertreib.sqlite");

    OpenReport report;
    auto store = ContentStore::open(path, ContentStore::Mode::Kiosk, &report);
    QVERIFY2(store, qPrintable(report.messageEn));
    QVERIFY(report.usedFallbackLocation);
    QVERIFY(report.needsAttention());
    QVERIFY(report.usedPath != path);
    QCOMPARE(store->path(), report.usedPath);
    QVERIFY(QFileInfo::exists(report.usedPath));
    QVERIFY(report.messageDe.contains(report.usedPath));
    QCOMPARE(store->sections().size(), 6);
    QCOMPARE(test::readFile(blocker), QByteArray("I am a file"));
    // The temporary folder is ours to clean up in a test.
    const QString fallbackFolder = QFileInfo(report.usedPath).absolutePath();
    store.reset();
    QVERIFY(fallbackFolder.contains(QStringLiteral("zeitvertreib-fallback")));
    QDir(fallbackFolder).removeRecursively();
}

void TestStoreRecovery::editorReportsUnwritableLocation()
{
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("not-a-folder"));
    QVERIFY(test::writeFile(blocker, "I am a file"));
    OpenReport report;
    auto store = ContentStore::open(blocker + QStringLiteral("/zeitvertreib.sqlite"),
                                    ContentStore::Mode::Editor, &report);
    QVERIFY(!store);
    QCOMPARE(report.outcome, OpenReport::Outcome::Failed);
    QVERIFY(report.messageDe.contains(QStringLiteral("--data")));
    QVERIFY(!report.canRestoreFromBundled);
    QVERIFY(!report.usedFallbackLocation);
}

void TestStoreRecovery::newerSchemaIsNeverReplaced()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("zeitvertreib.sqlite"));
    {
        auto store = ContentStore::open(path, ContentStore::Mode::Kiosk, nullptr);
        QVERIFY(store);
    }
    {
        test::RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("UPDATE schema_version SET version = 99")));
    }
    OpenReport editorReport;
    QVERIFY(!ContentStore::open(path, ContentStore::Mode::Editor, &editorReport));
    QVERIFY(editorReport.fileIsFromNewerProgram);
    QVERIFY(!editorReport.canRestoreFromBundled);
    QVERIFY(editorReport.messageDe.contains(QStringLiteral("neueren Programmversion")));

    OpenReport kioskReport;
    auto store = ContentStore::open(path, ContentStore::Mode::Kiosk, &kioskReport);
    QVERIFY(store);
    QVERIFY(kioskReport.usedFallbackLocation);
    QVERIFY(kioskReport.brokenFileMovedTo.isEmpty());
    QVERIFY(QFileInfo::exists(path)); // left exactly where it was
    {
        test::RawDb raw(path);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT version FROM schema_version")).toInt(), 99);
    }
    const QString fallbackFolder = QFileInfo(kioskReport.usedPath).absolutePath();
    store.reset();
    QDir(fallbackFolder).removeRecursively();
}

void TestStoreRecovery::foreignDatabaseIsBroken()
{
    // A healthy SQLite file that is not a Zeitvertreib store is not used.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("zeitvertreib.sqlite"));
    {
        test::RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE notes (text TEXT)")));
    }
    OpenReport report;
    QVERIFY(!ContentStore::open(path, ContentStore::Mode::Editor, &report));
    auto store = ContentStore::open(path, ContentStore::Mode::Kiosk, &report);
    QVERIFY(store);
    QCOMPARE(report.outcome, OpenReport::Outcome::Recovered);
    test::RawDb kept(report.brokenFileMovedTo);
    QCOMPARE(kept.scalar(QStringLiteral("SELECT count(*) FROM notes")).toInt(), 0);
}

QTEST_GUILESS_MAIN(TestStoreRecovery)
#include "tst_store_recovery.moc"
