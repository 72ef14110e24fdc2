// Issue 26: what a content pack's export and import refuse. A pack whose
// item names a file outside the media folder; a store with a damaged table
// definition, which must fail the export instead of writing a pack without
// its rows; an import that would take away whole lists, which needs
// confirmation; and the checks before the first write (names, links,
// required German texts), with the import applied in one transaction.

#include "store/content_pack.h"
#include "store/item_fields.h"
#include "store/item_json.h"
#include "store_test_support.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace zv;

namespace {

const QString kAuthor = QStringLiteral("Frau Möller");
const QString kList =
    QStringLiteral("drinnen_erwachsene"); // an inventory list of the bundled content

QString sha(const QByteArray& bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

// A pack exactly as the format says (store/content_pack.h), from hand-made
// item JSON and media files, so a test can carry what the exporter never writes.
bool writePack(const QString& file, const QJsonArray& items,
               const QList<QPair<QString, QByteArray>>& media = {})
{
    QJsonObject payloadMedia;
    QJsonArray mediaList;
    for (const auto& [name, bytes] : media) {
        payloadMedia.insert(name, QString::fromLatin1(bytes.toBase64()));
        mediaList.append(
            QJsonObject{{"name", name}, {"size", bytes.size()}, {"sha256", sha(bytes)}});
    }
    QJsonArray keys;
    for (const QJsonValue& item : items)
        keys.append(item.toObject().value("key"));
    const QByteArray payload = QJsonDocument(QJsonObject{{"items", items}, {"media", payloadMedia}})
                                   .toJson(QJsonDocument::Compact);
    const QJsonObject manifest{{"formatVersion", 1},
                               {"createdAt", "2024-05-01T10:00:00.000Z"},
                               {"createdBy", "Test"},
                               {"schemaVersion", ContentStore::latestSchemaVersion()},
                               {"items", keys},
                               {"media", mediaList},
                               {"payloadSize", payload.size()},
                               {"payloadSha256", sha(payload)}};
    return test::writeFile(file, QByteArray("ZEITVERTREIB-CONTENT-PACK 1\n") +
                                     QJsonDocument(manifest).toJson(QJsonDocument::Compact) + '\n' +
                                     payload);
}

} // namespace

class TestPackChecks : public QObject {
    Q_OBJECT

private slots:
    void init() { m_dir = std::make_unique<QTemporaryDir>(); }
    void cleanup() { m_dir.reset(); }

    void packNamingAFileOutsideTheMediaFolderIsRefused();
    void exportRefusesAnItemNamingAFileOutside();
    void damagedTableFailsTheExport();
    void damagedReceivingStoreRefusesTheImport();
    void removalsNeedConfirmation_data();
    void removalsNeedConfirmation();
    void invalidPacksAreRefusedBeforeAnyWrite_data();
    void invalidPacksAreRefusedBeforeAnyWrite();
    void publishIsPartOfTheSameStep();
    void aFailedTransactionWritesNothing();

private:
    std::unique_ptr<ContentStore> openIn(const QString& name)
    {
        QDir(m_dir->path()).mkpath(name);
        return ContentStore::open(storePathInDirectory(m_dir->filePath(name)),
                                  ContentStore::Mode::Editor, nullptr);
    }
    QString packPath() const { return m_dir->filePath(QStringLiteral("test.zvpack")); }
    // Edits a store's file directly (the API refuses what the tests need).
    void raw(const ContentStore& store, const QStringList& statements)
    {
        test::RawDb db(store.path());
        for (const QString& statement : statements) {
            QString error;
            QVERIFY2(db.exec(statement, &error), qPrintable(error));
        }
    }
    // One damaged byte's worth in a table's definition: the inventory rows'
    // column "staff_note" renamed in sqlite_master, so reading them fails
    // while PRAGMA integrity_check still says "ok" (the recipe).
    void damageInventoryTable(const QString& storePath)
    {
        test::RawDb db(storePath);
        QString error;
        QVERIFY2(db.exec("PRAGMA writable_schema = ON", &error), qPrintable(error));
        QVERIFY2(db.exec("UPDATE sqlite_master SET sql = replace(sql, 'staff_note TEXT', "
                         "'staff_notx TEXT') WHERE name = 'inventory_rows'",
                         &error),
                 qPrintable(error));
        QVERIFY2(db.exec("PRAGMA writable_schema = OFF", &error), qPrintable(error));
    }
    QJsonObject itemJson(const ContentStore& store, const QString& key)
    {
        const std::optional<Item> item = store.item(key);
        return item ? itemToJson(*item) : QJsonObject();
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

// The attack, from a hand-made pack in tests/store/data/packs.
void TestPackChecks::packNamingAFileOutsideTheMediaFolderIsRefused()
{
    auto kiosk = openIn(QStringLiteral("kiosk"));
    QVERIFY(kiosk);
    const QString before = kiosk->item("ausstellung")->title("de");
    PackImportOptions options;
    options.publish = true;
    options.allowRemovals = true;
    const PackResult result = importContentPack(
        *kiosk, test::sourcePath("tests/store/data/packs/escaping-name.zvpack"), kAuthor, options);
    QVERIFY(!result.ok);
    QVERIFY2(result.problems.join('\n').contains("../zeitvertreib.sqlite"),
             qPrintable(result.problems.join('\n')));
    QVERIFY(kiosk->draftKeys().isEmpty());
    QCOMPARE(kiosk->item("ausstellung")->title("de"), before);
    // And the export of this store carries no database.
    QVERIFY(exportContentPack(*kiosk, packPath(), kAuthor).ok);
    QVERIFY(!test::readFile(packPath()).contains("SQLite format 3"));
    QVERIFY(!test::readFile(packPath()).contains(QByteArray("SQLite format 3").toBase64()));
}

// A store that already holds such a name (from before the fix) is never
// read outside its media folder: the export refuses and writes nothing.
void TestPackChecks::exportRefusesAnItemNamingAFileOutside()
{
    auto laptop = openIn(QStringLiteral("laptop"));
    QVERIFY(laptop);
    raw(*laptop, {"UPDATE item_parts SET file = '../zeitvertreib.sqlite' WHERE id = (SELECT "
                  "min(id) FROM item_parts WHERE part = 'image')"});
    const PackResult result = exportContentPack(*laptop, packPath(), kAuthor);
    QVERIFY(!result.ok);
    QVERIFY2(result.messageDe.contains("../zeitvertreib.sqlite"), qPrintable(result.messageDe));
    QVERIFY(!QFileInfo::exists(packPath()));
}

void TestPackChecks::damagedTableFailsTheExport()
{
    QString path;
    {
        auto laptop = openIn(QStringLiteral("laptop"));
        QVERIFY(laptop);
        path = laptop->path();
    }
    damageInventoryTable(path);
    QCOMPARE(test::RawDb(path).scalar("PRAGMA integrity_check").toString(), QStringLiteral("ok"));
    auto laptop = ContentStore::open(path, ContentStore::Mode::Editor, nullptr);
    QVERIFY(laptop);
    ReadError error;
    laptop->allItems(&error);
    QVERIFY(error.failed());
    QVERIFY2(error.toString().contains("inventory rows"), qPrintable(error.toString()));
    ReadError rowsError;
    QVERIFY(laptop->inventoryRows(&rowsError).isEmpty());
    QVERIFY(rowsError.failed());
    const PackResult result = exportContentPack(*laptop, packPath(), kAuthor);
    QVERIFY(!result.ok);
    QVERIFY2(result.messageDe.contains(path), qPrintable(result.messageDe));
    QVERIFY(!result.detail.isEmpty());
    QVERIFY(!QFileInfo::exists(packPath()));
    // A draft is never saved over an item read in part.
    const EditableItem list = *laptop->editableItem(kList);
    QVERIFY(!laptop->saveDraft(list.item, list.editVersion, kAuthor, "s").ok());
}

void TestPackChecks::damagedReceivingStoreRefusesTheImport()
{
    auto laptop = openIn(QStringLiteral("laptop"));
    QString path;
    {
        auto kiosk = openIn(QStringLiteral("kiosk"));
        path = kiosk->path();
    }
    raw(*laptop, {"UPDATE item_texts SET value = 'Mühle (neu)' WHERE item_key = 'muehle' AND "
                  "language = 'de' AND field = 'title'"});
    QVERIFY(exportContentPack(*laptop, packPath(), kAuthor).ok);
    damageInventoryTable(path);
    auto kiosk = ContentStore::open(path, ContentStore::Mode::Editor, nullptr);
    QVERIFY(kiosk);
    const PackResult result = importContentPack(*kiosk, packPath(), kAuthor);
    QVERIFY(!result.ok);
    QVERIFY2(result.messageDe.contains(path), qPrintable(result.messageDe));
    QVERIFY(kiosk->draftKeys().isEmpty());
}

void TestPackChecks::removalsNeedConfirmation_data()
{
    QTest::addColumn<QStringList>("edits"); // on the laptop, before the export
    QTest::addColumn<int>("removals");
    QTest::addColumn<bool>("asks");
    QTest::newRow("one row") << QStringList{"DELETE FROM inventory_rows WHERE key = 'erw_halma'"}
                             << 1 << false;
    QTest::newRow("whole list emptied")
        << QStringList{"DELETE FROM inventory_rows WHERE item_key = 'drinnen_erwachsene'"} << -1
        << true;
    QTest::newRow("four rows of one list")
        << QStringList{"DELETE FROM inventory_rows WHERE key IN (SELECT key FROM inventory_rows "
                       "WHERE item_key = 'drinnen_erwachsene' ORDER BY position LIMIT 4)"}
        << 4 << true;
    QTest::newRow("German texts of four items")
        << QStringList{"DELETE FROM item_texts WHERE language = 'de' AND field = 'history' AND "
                       "item_key IN ('muehle', 'dame', 'halma', 'domino')"}
        << 4 << true;
}

// The (B) import: a pack without an inventory list's rows would
// have deleted them all here. More than a few removals need a yes.
void TestPackChecks::removalsNeedConfirmation()
{
    QFETCH(QStringList, edits);
    QFETCH(int, removals);
    QFETCH(bool, asks);
    auto laptop = openIn(QStringLiteral("laptop"));
    auto kiosk = openIn(QStringLiteral("kiosk"));
    const qsizetype rowsBefore = kiosk->item(kList)->rows.size();
    QVERIFY(rowsBefore > 4);
    raw(*laptop, edits);
    QVERIFY(exportContentPack(*laptop, packPath(), kAuthor).ok);
    const int expected = removals < 0 ? static_cast<int>(rowsBefore) : removals;

    const PackResult checked = checkContentPack(*kiosk, packPath());
    QVERIFY2(checked.ok, qPrintable(checked.detail));
    QCOMPARE(checked.removals.size(), expected);
    QCOMPARE(checked.needsConfirmation, asks);
    const PackResult refusedOrDone = importContentPack(*kiosk, packPath(), kAuthor);
    QCOMPARE(refusedOrDone.ok, !asks);
    if (asks) {
        QVERIFY(refusedOrDone.needsConfirmation);
        QVERIFY(kiosk->draftKeys().isEmpty());
        QCOMPARE(kiosk->editableItem(kList)->item.rows.size(), rowsBefore);
        PackImportOptions confirmed;
        confirmed.allowRemovals = true;
        const PackResult done = importContentPack(*kiosk, packPath(), kAuthor, confirmed);
        QVERIFY2(done.ok, qPrintable(done.detail));
        QCOMPARE(done.removals.size(), expected);
    }
    QVERIFY(!kiosk->draftKeys().isEmpty());
}

void TestPackChecks::invalidPacksAreRefusedBeforeAnyWrite_data()
{
    QTest::addColumn<QString>("defect");
    QTest::addColumn<QString>("problem"); // a word of the problem line
    QTest::newRow("media name too long") << "long name"
                                         << "longer than";
    QTest::newRow("media name with a folder") << "folder"
                                              << "folder part";
    QTest::newRow("row linking to an unknown game") << "unknown game"
                                                    << "gibt_es_nicht";
    QTest::newRow("item without its German summary") << "no German"
                                                     << "de.summary";
    QTest::newRow("row key of another list") << "clash"
                                             << "used by the item";
}

// Issue (C): every defect is found before the first write, so neither a
// draft nor a media file is left behind, and no SQL reaches staff.
void TestPackChecks::invalidPacksAreRefusedBeforeAnyWrite()
{
    QFETCH(QString, defect);
    QFETCH(QString, problem);
    auto kiosk = openIn(QStringLiteral("kiosk"));
    QJsonObject muehle = itemJson(*kiosk, "muehle");
    QJsonObject list = itemJson(*kiosk, kList);
    QJsonObject texts = muehle.value("texts").toObject();
    QJsonObject de = texts.value("de").toObject();
    de.insert("title", "Mühle (aus dem Paket)");
    QJsonArray images = muehle.value("images").toArray();
    images.append(QJsonObject{{"key", "muehle_paket"}, {"file", "gut.png"}});
    QList<QPair<QString, QByteArray>> media{{"gut.png", QByteArray("a picture")}};
    QJsonArray rows = list.value("rows").toArray();
    if (defect == "long name") {
        media.append({QString(230, 'a') + ".png", QByteArray("another picture")});
    } else if (defect == "folder") {
        media.append({"bilder/../../zeitvertreib.sqlite", QByteArray("SQLite format 3")});
    } else if (defect == "unknown game") {
        QJsonObject row = rows.at(0).toObject();
        row.insert("game", "gibt_es_nicht");
        rows.replace(0, row);
    } else if (defect == "no German") {
        de.remove("summary");
    } else if (defect == "clash") {
        QJsonObject row = rows.at(0).toObject();
        row.insert("key", test::RawDb(kiosk->path())
                              .scalar("SELECT key FROM inventory_rows WHERE item_key <> ? LIMIT 1",
                                      {kList})
                              .toString());
        rows.replace(0, row);
    }
    texts.insert("de", de);
    muehle.insert("texts", texts);
    muehle.insert("images", images);
    list.insert("rows", rows);
    QVERIFY(writePack(packPath(), {muehle, list}, media));

    PackImportOptions options;
    options.publish = true;
    options.allowRemovals = true;
    const PackResult result = importContentPack(*kiosk, packPath(), kAuthor, options);
    QVERIFY(!result.ok);
    QVERIFY2(result.problems.join(QLatin1Char(10)).contains(problem),
             qPrintable(result.messageDe + result.detail + result.problems.join(QLatin1Char(10))));
    QVERIFY2(!result.messageDe.contains("SQL") && !result.messageDe.contains("INSERT") &&
                 !result.messageDe.contains("FOREIGN KEY"),
             qPrintable(result.messageDe));
    QVERIFY(!result.messageEn.isEmpty());
    QVERIFY(kiosk->draftKeys().isEmpty());
    QVERIFY(kiosk->item("muehle")->title("de") != QStringLiteral("Mühle (aus dem Paket)"));
    QVERIFY(QDir(kiosk->mediaDirectory())
                .isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot));
}

// With `publish`, the drafts and their publication are one step.
void TestPackChecks::publishIsPartOfTheSameStep()
{
    auto kiosk = openIn(QStringLiteral("kiosk"));
    QJsonObject muehle = itemJson(*kiosk, "muehle");
    QJsonObject texts = muehle.value("texts").toObject();
    QJsonObject de = texts.value("de").toObject();
    de.insert("title", "Mühle (aus dem Paket)");
    texts.insert("de", de);
    muehle.insert("texts", texts);
    QJsonArray images = muehle.value("images").toArray();
    images.append(QJsonObject{{"key", "muehle_paket"}, {"file", "gut.png"}});
    muehle.insert("images", images);
    QVERIFY(writePack(packPath(), {muehle}, {{"gut.png", QByteArray("a picture")}}));
    PackImportOptions options;
    options.publish = true;
    options.backupFile = QStringLiteral("vorher.sqlite");
    const PackResult result = importContentPack(*kiosk, packPath(), kAuthor, options);
    QVERIFY2(result.ok, qPrintable(result.detail));
    QCOMPARE(result.publishedItems, QStringList{"muehle"});
    QCOMPARE(result.copiedMedia, QStringList{"gut.png"});
    QVERIFY(kiosk->draftKeys().isEmpty());
    QCOMPARE(kiosk->item("muehle")->title("de"), QStringLiteral("Mühle (aus dem Paket)"));
    QCOMPARE(kiosk->publications(1).first().what, QStringLiteral("import"));
    QCOMPARE(kiosk->publications(1).first().backupFile, QStringLiteral("vorher.sqlite"));
    QCOMPARE(test::readFile(QDir(kiosk->mediaDirectory()).filePath("gut.png")),
             QByteArray("a picture"));
    // No temporary file is left beside it.
    QCOMPARE(
        QDir(kiosk->mediaDirectory()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot),
        QStringList{"gut.png"});
}

// ContentStore::importItems: one transaction; a failure at any point (the
// second item, or putting the media in place) leaves nothing of the first.
void TestPackChecks::aFailedTransactionWritesNothing()
{
    auto kiosk = openIn(QStringLiteral("kiosk"));
    const EditableItem muehle = *kiosk->editableItem("muehle");
    Item changed = muehle.item;
    changed.texts.set("de", field::title, "Mühle (aus dem Paket)");
    Item unknown = changed;
    unknown.key = QStringLiteral("gibt_es_nicht");
    ImportOutcome outcome;
    WriteResult result = kiosk->importItems({{changed, muehle.editVersion}, {unknown, 0}}, kAuthor,
                                            "s", true, {}, {}, &outcome);
    QVERIFY(!result.ok());
    QVERIFY(kiosk->draftKeys().isEmpty());
    result = kiosk->importItems(
        {{changed, muehle.editVersion}}, kAuthor, "s", true, {},
        [](QString* error) {
            *error = QStringLiteral("the media could not be put in place");
            return false;
        },
        &outcome);
    QVERIFY(!result.ok());
    QVERIFY(kiosk->draftKeys().isEmpty());
    QVERIFY(kiosk->item("muehle")->title("de") != QStringLiteral("Mühle (aus dem Paket)"));
    QVERIFY(kiosk->publications().isEmpty() ||
            kiosk->publications().first().what != QStringLiteral("import"));
    result =
        kiosk->importItems({{changed, muehle.editVersion}}, kAuthor, "s", true, {}, {}, &outcome);
    QVERIFY2(result.ok(), qPrintable(result.detail));
    QCOMPARE(outcome.published, QStringList{"muehle"});
}

QTEST_GUILESS_MAIN(TestPackChecks)
#include "tst_pack_checks.moc"
