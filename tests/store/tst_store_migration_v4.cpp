// A store of schema version 3 (before staff accounts, drafts and sounds) is
// migrated to version 4: a backup first, item_parts rebuilt for sounds
// without losing a part or a part's text, old revisions counted as
// published, and the migrated store takes drafts, sounds and accounts.
// Schema 6 (issue 17): every item gets its bundled source note, and a row the
// house's list leaves blank becomes "keine Angabe" unless staff changed it.

#include "store/content_store.h"
#include "store_test_support.h"

#include <QtTest>

#include <tuple>

using namespace zv;

class TestStoreMigrationV4 : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void migratesVersionThreeKeepingEverything();
    void migratedStoreTakesDraftsSoundsAndAccounts();
    void olderStoreLearnsSourceNotesAndBlankRows();

private:
    QTemporaryDir m_dir;
    QString m_path;
};

void TestStoreMigrationV4::initTestCase()
{
    QCOMPARE(ContentStore::latestSchemaVersion(), 7);
    m_path = m_dir.filePath(QStringLiteral("store-v3.sqlite"));
    test::RawDb raw(m_path);
    QString error;
    QVERIFY2(raw.load(test::readFile(test::sourcePath("tests/store/data/store-v3.sql")), &error),
             qPrintable(error));
    QCOMPARE(raw.scalar(QStringLiteral("SELECT version FROM schema_version")).toInt(), 3);
}

void TestStoreMigrationV4::migratesVersionThreeKeepingEverything()
{
    OpenReport report;
    auto store = ContentStore::open(m_path, ContentStore::Mode::Editor, &report);
    QVERIFY2(store, qPrintable(report.messageEn + QLatin1Char(' ') + report.technicalDetail));
    QCOMPARE(report.migratedFromVersion, 3);
    QVERIFY(report.backupPath.contains(QStringLiteral(".v3-backup-")));
    {
        test::RawDb backup(report.backupPath);
        QCOMPARE(backup.scalar(QStringLiteral("SELECT version FROM schema_version")).toInt(), 3);
        QCOMPARE(backup.scalar(QStringLiteral("SELECT count(*) FROM part_texts")).toInt(), 4);
    }
    QCOMPARE(store->schemaVersion(), ContentStore::latestSchemaVersion());
    QVERIFY(store->foreignKeysEnabled());
    QCOMPARE(store->integrityProblems(), QStringList());

    // Every part and every part's text survived the rebuild of item_parts.
    const auto style = store->item(QStringLiteral("hausfrisur"));
    QVERIFY(style);
    QCOMPARE(style->title(QStringLiteral("de")), QStringLiteral("Die Hausfrisur (geändert)"));
    QCOMPARE(style->steps.size(), 2);
    QCOMPARE(style->steps.at(0).figure, QStringLiteral("1"));
    QCOMPARE(style->steps.at(0).image, QStringLiteral("hausfrisur_1.png"));
    QCOMPARE(style->steps.at(0).texts.text(QStringLiteral("en"), field::text),
             QStringLiteral("The hair is parted."));
    QCOMPARE(style->steps.at(1).texts.text(QStringLiteral("de"), field::text),
             QStringLiteral("Der Zopf wird aufgesteckt."));
    QVERIFY(style->steps.at(0).audio.isEmpty());
    QCOMPARE(style->images.size(), 1);
    QCOMPARE(style->images.first().texts.text(QStringLiteral("de"), field::caption),
             QStringLiteral("Eine Hausfrisur um 1900"));
    QVERIFY(style->audio.isEmpty());
    const auto list = store->item(QStringLiteral("drinnen_kinder"));
    QCOMPARE(list->rows.size(), 1);
    QCOMPARE(list->rows.first().gameItemKey, QStringLiteral("halma"));
    QCOMPARE(store->dataVersion(), 12);

    // The old revision went straight to the kiosk: it counts as published.
    const QList<Revision> revisions = store->revisions(QStringLiteral("hausfrisur"));
    QCOMPARE(revisions.size(), 1);
    QCOMPARE(revisions.first().publishedAt, revisions.first().changedAt);
    QVERIFY(revisions.first().session.isEmpty());
    // New tables and settings, empty or at their defaults.
    QVERIFY(!store->hasStaffAccounts());
    QVERIFY(store->draftKeys().isEmpty());
    QVERIFY(store->publications().isEmpty());
    QCOMPARE(store->setting(QStringLiteral("language_threshold")), QStringLiteral("90"));
    QCOMPARE(store->editableItem(QStringLiteral("hausfrisur"))->editVersion, 0);
}

void TestStoreMigrationV4::migratedStoreTakesDraftsSoundsAndAccounts()
{
    auto store = ContentStore::open(m_path, ContentStore::Mode::Editor, nullptr);
    QVERIFY(store);
    QVERIFY(store
                ->addStaffAccount(QStringLiteral("Frau Möller"), QStringLiteral("Gutshaus1900"),
                                  true, {})
                .ok());
    EditableItem editable = *store->editableItem(QStringLiteral("hausfrisur"));
    Item style = editable.item;
    style.steps[1].audio = QStringLiteral("zopf.ogg");
    style.audio.append({QStringLiteral("hausfrisur_ton"), QStringLiteral("lied.mp3"), {}});
    QCOMPARE(store
                 ->saveDraft(style, editable.editVersion, QStringLiteral("Frau Möller"),
                             QStringLiteral("s"))
                 .status,
             WriteResult::Status::Saved);
    QVERIFY(store->publishDrafts({}, QStringLiteral("Frau Möller"), {}, nullptr).ok());
    const auto published = store->item(QStringLiteral("hausfrisur"));
    QCOMPARE(published->steps.at(1).audio, QStringLiteral("zopf.ogg"));
    QCOMPARE(published->audio.size(), 1);
    QCOMPARE(published->steps.at(0).texts.text(QStringLiteral("en"), field::text),
             QStringLiteral("The hair is parted."));
    QCOMPARE(store->integrityProblems(), QStringList());
    // Opening again migrates nothing.
    store.reset();
    OpenReport again;
    QVERIFY(ContentStore::open(m_path, ContentStore::Mode::Editor, &again));
    QCOMPARE(again.migratedFromVersion, 0);
}

void TestStoreMigrationV4::olderStoreLearnsSourceNotesAndBlankRows()
{
    const QString path = m_dir.filePath(QStringLiteral("store-v3-notes.sqlite"));
    {
        test::RawDb raw(path);
        QString error;
        QVERIFY2(
            raw.load(test::readFile(test::sourcePath("tests/store/data/store-v3.sql")), &error),
            qPrintable(error));
        // Two rows the list leaves blank: one as imported (counted as there),
        // one a staff member marked missing; the second must stay as it is.
        for (const auto& [key, position, available] :
             {std::tuple{"kind_murmel", 1, 1}, std::tuple{"kind_fadenspiel", 2, 0}})
            QVERIFY2(raw.exec(QStringLiteral("INSERT INTO inventory_rows (key, item_key, position, "
                                             "source, category, audience, place, count, "
                                             "available) VALUES ('%1', 'drinnen_kinder', %2, "
                                             "'x |  |  |', 'skill', 'children', 'indoor', -1, %3)")
                                  .arg(QLatin1String(key))
                                  .arg(position)
                                  .arg(available),
                              &error),
                     qPrintable(error));
    }
    OpenReport report;
    auto store = ContentStore::open(path, ContentStore::Mode::Editor, &report);
    QVERIFY2(store, qPrintable(report.messageEn + QLatin1Char(' ') + report.technicalDetail));
    QCOMPARE(report.migratedFromVersion, 3);
    QCOMPARE(store->integrityProblems(), QStringList());
    for (const char* key : {"hausfrisur", "drinnen_kinder", "halma"}) {
        const auto item = store->item(QString::fromLatin1(key));
        QVERIFY(item);
        QCOMPARE(item->provenance, QStringLiteral("house"));
    }
    // Staff's texts stay: the title changed before the migration is kept.
    QCOMPARE(store->item(QStringLiteral("hausfrisur"))->title(QStringLiteral("de")),
             QStringLiteral("Die Hausfrisur (geändert)"));
    const auto list = store->item(QStringLiteral("drinnen_kinder"));
    QCOMPARE(list->rows.size(), 3);
    for (const InventoryRow& row : list->rows) {
        if (row.key == QLatin1String("kind_murmel")) {
            QVERIFY(!row.stated);
            QVERIFY(!row.available);
        } else if (row.key == QLatin1String("kind_fadenspiel")) {
            QVERIFY(row.stated);
            QVERIFY(!row.available);
        } else {
            QVERIFY(row.stated);
            QVERIFY(row.available);
        }
    }
}

QTEST_GUILESS_MAIN(TestStoreMigrationV4)
#include "tst_store_migration_v4.moc"
