// A store written by an older program (schema version 1, kept as an SQL text
// dump under data/) is migrated forward: data kept, version bumped, a backup
// copy taken first.

#include "store/content_store.h"
#include "store_test_support.h"

#include <QtTest>

using namespace zv;

class TestStoreMigration : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void migratesVersionOneKeepingData();
    void migratedStoreAcceptsEdits();
    void migrationIsNotRepeated();

private:
    QTemporaryDir m_dir;
    QString path() const { return m_dir.filePath(QStringLiteral("old.sqlite")); }
};

void TestStoreMigration::initTestCase()
{
    QVERIFY(ContentStore::latestSchemaVersion() >= 2);
    const QByteArray dump = test::readFile(test::sourcePath("tests/store/data/store-v1.sql"));
    QVERIFY(!dump.isEmpty());
    test::RawDb raw(path());
    QString error;
    QVERIFY2(raw.load(dump, &error), qPrintable(error));
    QCOMPARE(raw.scalar(QStringLiteral("SELECT version FROM schema_version")).toInt(), 1);
}

void TestStoreMigration::migratesVersionOneKeepingData()
{
    OpenReport report;
    auto store = ContentStore::open(path(), ContentStore::Mode::Editor, &report);
    QVERIFY2(store, qPrintable(report.messageEn + QLatin1Char(' ') + report.technicalDetail));
    QCOMPARE(report.outcome, OpenReport::Outcome::Opened);
    QCOMPARE(report.migratedFromVersion, 1);
    QVERIFY(report.needsAttention());
    QCOMPARE(store->schemaVersion(), ContentStore::latestSchemaVersion());

    // The backup is a complete copy of the version-1 file.
    QVERIFY(QFileInfo::exists(report.backupPath));
    QVERIFY(report.messageDe.contains(report.backupPath));
    {
        test::RawDb backup(report.backupPath);
        QCOMPARE(backup.scalar(QStringLiteral("SELECT version FROM schema_version")).toInt(), 1);
        QCOMPARE(backup.scalar(QStringLiteral("SELECT count(*) FROM item_texts")).toInt(), 4);
    }
    {
        test::RawDb raw(path());
        QCOMPARE(raw.scalar(QStringLiteral("SELECT version FROM schema_version")).toInt(),
                 ContentStore::latestSchemaVersion());
    }

    // Every row of the old file is still there, exactly as the old program left it.
    const QList<Section> sections = store->sections();
    QCOMPARE(sections.size(), 2);
    QCOMPARE(sections.first().key, QStringLiteral("spiele"));
    QCOMPARE(sections.first().title(QStringLiteral("en")), QStringLiteral("Games"));
    QCOMPARE(sections.last().title(QStringLiteral("en")), QStringLiteral("Menschen im Haus"));
    const auto muehle = store->item(QStringLiteral("muehle"));
    QVERIFY(muehle);
    QCOMPARE(muehle->title(QStringLiteral("de")), QStringLiteral("Mühle (von Hand geändert)"));
    QCOMPARE(muehle->title(QStringLiteral("en")), QStringLiteral("Nine Men's Morris"));
    QCOMPARE(muehle->text(QStringLiteral("de"), field::body),
             QStringLiteral("Ein Text, den das Personal in Version 1 geschrieben hat."));
    QCOMPARE(muehle->gameKey, QStringLiteral("muehle"));
    // New columns have their defaults; version 2's tables exist and are empty.
    QCOMPARE(muehle->staffNote, QString());
    QCOMPARE(muehle->needsReview, false);
    QVERIFY(store->revisions(QStringLiteral("muehle")).isEmpty());
    QVERIFY(store->dataVersion() > 0);
    QCOMPARE(store->integrityProblems(), QStringList());
    QVERIFY(store->foreignKeysEnabled());
}

void TestStoreMigration::migratedStoreAcceptsEdits()
{
    auto store = ContentStore::open(path(), ContentStore::Mode::Editor, nullptr);
    QVERIFY(store);
    QString error;
    QVERIFY2(store->saveItemText(QStringLiteral("gouvernante"), QStringLiteral("en"), field::title,
                                 QStringLiteral("The governess"), QStringLiteral("Frau Möller"),
                                 &error),
             qPrintable(error));
    const QList<Revision> revisions = store->revisions(QStringLiteral("gouvernante"));
    QCOMPARE(revisions.size(), 1);
    QCOMPARE(revisions.first().oldValue, QString());
}

void TestStoreMigration::migrationIsNotRepeated()
{
    OpenReport report;
    auto store = ContentStore::open(path(), ContentStore::Mode::Kiosk, &report);
    QVERIFY(store);
    QCOMPARE(report.outcome, OpenReport::Outcome::Opened);
    QCOMPARE(report.migratedFromVersion, 0);
    QVERIFY(report.backupPath.isEmpty());
    QCOMPARE(store->revisions(QStringLiteral("gouvernante")).size(), 1);
}

QTEST_GUILESS_MAIN(TestStoreMigration)
#include "tst_store_migration.moc"
