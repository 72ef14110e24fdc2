// Stores written by older programs (schema versions 1 and 2, kept as SQL
// text dumps under data/) are migrated forward: a backup copy first, every
// row and staff edit kept, the version bumped, and what the old store lacks
// (new items, classification, parts, inventory rows, search index) completed
// from the bundled content.

#include "store/content_source.h"
#include "store/content_store.h"
#include "store_test_support.h"

#include <QtTest>

using namespace zv;

class TestStoreMigration : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void migratesVersionOneKeepingData();
    void migratesVersionTwoKeepingStaffEdits();
    void migratedStoreIsCompletedFromBundledContent();
    void migratedStoreIsSearchable();
    void migratedStoreAcceptsEdits();
    void migrationIsNotRepeated();

private:
    // Loads a dump into a new file and returns its path.
    QString storeFromDump(const QString& dumpName, int expectedVersion);
    QTemporaryDir m_dir;
    QString m_v1;
    QString m_v2;
};

QString TestStoreMigration::storeFromDump(const QString& dumpName, int expectedVersion)
{
    const QByteArray dump = test::readFile(test::sourcePath("tests/store/data/") + dumpName);
    if (dump.isEmpty())
        return {};
    const QString path = m_dir.filePath(dumpName + QStringLiteral(".sqlite"));
    test::RawDb raw(path);
    QString error;
    if (!raw.load(dump, &error)) {
        qWarning() << error;
        return {};
    }
    if (raw.scalar(QStringLiteral("SELECT version FROM schema_version")).toInt() != expectedVersion)
        return {};
    return path;
}

void TestStoreMigration::initTestCase()
{
    QCOMPARE(ContentStore::latestSchemaVersion(), 7);
    m_v1 = storeFromDump(QStringLiteral("store-v1.sql"), 1);
    m_v2 = storeFromDump(QStringLiteral("store-v2.sql"), 2);
    QVERIFY(!m_v1.isEmpty());
    QVERIFY(!m_v2.isEmpty());
}

void TestStoreMigration::migratesVersionOneKeepingData()
{
    OpenReport report;
    auto store = ContentStore::open(m_v1, ContentStore::Mode::Editor, &report);
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
        test::RawDb raw(m_v1);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT version FROM schema_version")).toInt(),
                 ContentStore::latestSchemaVersion());
    }

    // Every text of the old file is still there, exactly as the old program left it.
    const auto muehle = store->item(QStringLiteral("muehle"));
    QVERIFY(muehle);
    QCOMPARE(muehle->title(QStringLiteral("de")), QStringLiteral("Mühle (von Hand geändert)"));
    QCOMPARE(muehle->title(QStringLiteral("en")), QStringLiteral("Nine Men's Morris"));
    QCOMPARE(muehle->text(QStringLiteral("de"), field::body),
             QStringLiteral("Ein Text, den das Personal in Version 1 geschrieben hat."));
    QCOMPARE(muehle->gameKey, QStringLiteral("muehle"));
    QCOMPARE(store->sections().first().title(QStringLiteral("en")), QStringLiteral("Games"));
    // Version 2's columns have their defaults; no revisions yet.
    QCOMPARE(muehle->staffNote, QString());
    QVERIFY(store->revisions(QStringLiteral("muehle")).isEmpty());
    QVERIFY(store->dataVersion() > 0);
    QCOMPARE(store->integrityProblems(), QStringList());
    QVERIFY(store->foreignKeysEnabled());
}

void TestStoreMigration::migratesVersionTwoKeepingStaffEdits()
{
    OpenReport report;
    auto store = ContentStore::open(m_v2, ContentStore::Mode::Kiosk, &report);
    QVERIFY2(store, qPrintable(report.messageEn + QLatin1Char(' ') + report.technicalDetail));
    QCOMPARE(report.outcome, OpenReport::Outcome::Opened);
    QCOMPARE(report.migratedFromVersion, 2);
    QVERIFY(QFileInfo::exists(report.backupPath));
    QVERIFY(report.backupPath.contains(QStringLiteral(".v2-backup-")));
    {
        test::RawDb backup(report.backupPath);
        QCOMPARE(backup.scalar(QStringLiteral("SELECT version FROM schema_version")).toInt(), 2);
        QCOMPARE(backup.scalar(QStringLiteral("SELECT count(*) FROM revisions")).toInt(), 1);
    }
    QCOMPARE(store->schemaVersion(), ContentStore::latestSchemaVersion());

    // Staff edits, notes, flags and the audit trail are kept as they were.
    const auto muehle = store->item(QStringLiteral("muehle"));
    QVERIFY(muehle);
    QCOMPARE(muehle->title(QStringLiteral("de")), QStringLiteral("Mühle (von Hand geändert)"));
    QCOMPARE(muehle->text(QStringLiteral("de"), field::summary),
             QStringLiteral("Ein uraltes Spiel für zwei."));
    QCOMPARE(muehle->text(QStringLiteral("de"), field::body),
             QStringLiteral("Ein Text, den das Personal in Version 2 geschrieben hat."));
    QCOMPARE(muehle->staffNote, QStringLiteral("Von Frau Möller geprüft."));
    const QList<Revision> revisions = store->revisions(QStringLiteral("muehle"));
    QCOMPARE(revisions.size(), 1);
    QCOMPARE(revisions.first().author, QStringLiteral("Frau Möller"));
    QCOMPARE(revisions.first().oldValue, QStringLiteral("Mühle"));
    QCOMPARE(revisions.first().changedAt, QDateTime(QDate(2024, 5, 2), QTime(9, 15), Qt::UTC));
    QCOMPARE(store->dataVersion(), 7);
    // An item only this store has stays.
    const auto teacher = store->item(QStringLiteral("hauslehrer"));
    QVERIFY(teacher);
    QCOMPARE(teacher->title(QStringLiteral("de")), QStringLiteral("Der Hauslehrer"));
    QVERIFY(teacher->needsReview);
    QCOMPARE(store->integrityProblems(), QStringList());
}

void TestStoreMigration::migratedStoreIsCompletedFromBundledContent()
{
    auto store = ContentStore::open(m_v2, ContentStore::Mode::Editor, nullptr);
    QVERIFY(store);
    const ContentReadResult bundled = readContentTree(bundledContentRoot());
    QVERIFY(bundled.ok());
    QCOMPARE(store->sections().size(), bundled.content.sections.size());
    // Every bundled item is there (plus the store's own), with its parts.
    for (const Item& source : bundled.content.items) {
        const auto stored = store->item(source.key);
        QVERIFY2(stored, qPrintable(source.key));
        QCOMPARE(stored->category, source.category);
        QCOMPARE(stored->audience, source.audience);
        QCOMPARE(stored->schedule.size(), source.schedule.size());
        QCOMPARE(stored->steps.size(), source.steps.size());
        QCOMPARE(stored->verses.size(), source.verses.size());
        QCOMPARE(stored->images.size(), source.images.size());
        QCOMPARE(stored->rows.size(), source.rows.size());
    }
    QCOMPARE(store->allItems().size(), bundled.content.items.size() + 1);
    // Fields the old store lacked are added; the staff's own texts win.
    const auto muehle = store->item(QStringLiteral("muehle"));
    QVERIFY(muehle->texts.has(QStringLiteral("de"), field::history));
    QVERIFY(muehle->texts.has(QStringLiteral("en"), field::rulesAdults));
    QCOMPARE(muehle->category, QStringLiteral("board"));
    const auto governess = store->item(QStringLiteral("gouvernante"));
    QCOMPARE(governess->title(QStringLiteral("de")), QStringLiteral("Die Gouvernante"));
    QCOMPARE(governess->schedule.first().time, QStringLiteral("07:00"));
    QVERIFY(!store->inventoryRows().isEmpty());
}

void TestStoreMigration::migratedStoreIsSearchable()
{
    auto store = ContentStore::open(m_v2, ContentStore::Mode::Kiosk, nullptr);
    QVERIFY(store);
    // The staff's edited title is indexed, and so is the store's own item.
    for (const QString& query :
         {QStringLiteral("von Hand geändert"), QStringLiteral("von Hand geaendert")}) {
        const QList<SearchHit> hits = store->search(query, QStringLiteral("de"));
        QVERIFY2(!hits.isEmpty(), qPrintable(query));
        QCOMPARE(hits.first().itemKey, QStringLiteral("muehle"));
    }
    const QList<SearchHit> teacher =
        store->search(QStringLiteral("Hauslehrer"), QStringLiteral("de"));
    QCOMPARE(teacher.size(), 1);
    QCOMPARE(teacher.first().itemKey, QStringLiteral("hauslehrer"));
}

void TestStoreMigration::migratedStoreAcceptsEdits()
{
    auto store = ContentStore::open(m_v1, ContentStore::Mode::Editor, nullptr);
    QVERIFY(store);
    QString error;
    QVERIFY2(store->saveItemText(QStringLiteral("gouvernante"), QStringLiteral("en"), field::title,
                                 QStringLiteral("The Fräulein"), QStringLiteral("Frau Möller"),
                                 &error),
             qPrintable(error));
    const QList<Revision> revisions = store->revisions(QStringLiteral("gouvernante"));
    QCOMPARE(revisions.size(), 1);
    // The English title came from the bundled content during the migration.
    QCOMPARE(revisions.first().oldValue, QStringLiteral("The governess"));
    const QList<SearchHit> hits = store->search(QStringLiteral("Fraulein"), QStringLiteral("en"));
    QVERIFY(!hits.isEmpty());
    QCOMPARE(hits.first().itemKey, QStringLiteral("gouvernante"));
}

void TestStoreMigration::migrationIsNotRepeated()
{
    for (const QString& path : {m_v1, m_v2}) {
        OpenReport report;
        auto store = ContentStore::open(path, ContentStore::Mode::Kiosk, &report);
        QVERIFY(store);
        QCOMPARE(report.outcome, OpenReport::Outcome::Opened);
        QCOMPARE(report.migratedFromVersion, 0);
        QVERIFY(report.backupPath.isEmpty());
    }
    auto store = ContentStore::open(m_v1, ContentStore::Mode::Kiosk, nullptr);
    QCOMPARE(store->revisions(QStringLiteral("gouvernante")).size(), 1);
}

QTEST_GUILESS_MAIN(TestStoreMigration)
#include "tst_store_migration.moc"
