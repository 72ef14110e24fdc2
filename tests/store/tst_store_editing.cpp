// Staff editing in the store (issue 8): drafts the kiosk never sees until
// they are published, one revision per field and editing session, two
// editors that notice each other, history restore, restore from another
// store, and errors sorted into what staff can act on.

#include "store/content_store.h"
#include "store/item_fields.h"
#include "store/item_json.h"
#include "store_test_support.h"

#include <QtTest>

using namespace zv;

namespace {
const QString kDe = QStringLiteral("de");
const QString kEn = QStringLiteral("en");
const QString kAuthor = QStringLiteral("Frau Möller");
} // namespace

class TestStoreEditing : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void draftsStayOutOfTheKioskUntilPublished();
    void aSessionLeavesOneRevisionPerField();
    void draftEqualToPublishedIsDropped();
    void twoEditorsNoticeEachOther();
    void discardReturnsToPublished();
    void historyGivesAnyEarlierState();
    void structuralEditsArePublishedWhole();
    void keysOfOtherItemsAreRefused();
    void restoreFromAnotherStore();
    void lockedStoreIsReportedAsBusy();
    void sqliteErrorsAreSorted();
    void settingsAreKept();
    void mediaNamesLeavingTheFolderAreRefused();

private:
    std::unique_ptr<ContentStore> open(ContentStore::Mode mode = ContentStore::Mode::Editor)
    {
        OpenReport report;
        auto store = ContentStore::open(m_path, mode, &report);
        if (!store)
            qWarning() << report.messageEn << report.technicalDetail;
        return store;
    }
    // Saves `item` as the editor would; fails the test when it is not saved.
    void save(ContentStore& store, const Item& item, const QString& session)
    {
        const auto editable = store.editableItem(item.key);
        QVERIFY(editable);
        const WriteResult result = store.saveDraft(item, editable->editVersion, kAuthor, session);
        QVERIFY2(result.status == WriteResult::Status::Saved, qPrintable(result.detail));
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
};

void TestStoreEditing::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_path = storePathInDirectory(m_dir->path());
}

void TestStoreEditing::cleanup()
{
    m_dir.reset();
}

void TestStoreEditing::draftsStayOutOfTheKioskUntilPublished()
{
    auto editor = open();
    auto kiosk = open(ContentStore::Mode::Kiosk);
    QVERIFY(editor && kiosk);
    const qint64 stamp = kiosk->dataVersion();
    Item muehle = editor->editableItem(QStringLiteral("muehle"))->item;
    const QString publishedTitle = muehle.title(kEn);
    muehle.texts.set(kEn, field::title, QStringLiteral("Nine Men's Morris (Merels)"));
    muehle.texts.set(kDe, field::summary, QStringLiteral("Ein Brettspiel mit Zwickmühlen."));
    save(*editor, muehle, QStringLiteral("s1"));

    // The editor sees its draft; the kiosk (another connection) does not.
    const auto editable = editor->editableItem(QStringLiteral("muehle"));
    QVERIFY(editable->isDraft);
    QCOMPARE(editable->draftAuthor, kAuthor);
    QCOMPARE(editable->item.title(kEn), QStringLiteral("Nine Men's Morris (Merels)"));
    QCOMPARE(editor->draftKeys(), QStringList{QStringLiteral("muehle")});
    QCOMPARE(kiosk->item(QStringLiteral("muehle"))->title(kEn), publishedTitle);
    QCOMPARE(kiosk->dataVersion(), stamp);
    QVERIFY(kiosk->search(QStringLiteral("Merels"), kEn).isEmpty());
    const QList<Revision> drafted = editor->revisions(QStringLiteral("muehle"));
    QCOMPARE(drafted.size(), 2);
    for (const Revision& revision : drafted) {
        QVERIFY(!revision.publishedAt.isValid());
        QCOMPARE(revision.author, kAuthor);
    }

    QStringList published;
    const WriteResult result = editor->publishDrafts({}, QStringLiteral("Herr Kurz"),
                                                     QStringLiteral("b.sqlite"), &published);
    QVERIFY2(result.status == WriteResult::Status::Saved, qPrintable(result.detail));
    QCOMPARE(published, QStringList{QStringLiteral("muehle")});
    QVERIFY(editor->draftKeys().isEmpty());
    QVERIFY(kiosk->dataVersion() != stamp);
    QCOMPARE(kiosk->item(QStringLiteral("muehle"))->title(kEn),
             QStringLiteral("Nine Men's Morris (Merels)"));
    QCOMPARE(kiosk->search(QStringLiteral("Merels"), kEn).size(), 1);
    for (const Revision& revision : editor->revisions(QStringLiteral("muehle")))
        QVERIFY(revision.publishedAt.isValid());
    const QList<Publication> log = editor->publications();
    QCOMPARE(log.size(), 1);
    QCOMPARE(log.first().author, QStringLiteral("Herr Kurz"));
    QCOMPARE(log.first().itemKeys, QStringList{QStringLiteral("muehle")});
    QCOMPARE(log.first().backupFile, QStringLiteral("b.sqlite"));
    // Nothing left to publish.
    QCOMPARE(editor->publishDrafts({}, kAuthor, {}, nullptr).status,
             WriteResult::Status::Unchanged);
    QVERIFY(editor->integrityProblems().isEmpty());
}

void TestStoreEditing::aSessionLeavesOneRevisionPerField()
{
    auto store = open();
    QVERIFY(store);
    const QString key = QStringLiteral("gouvernante");
    Item item = store->editableItem(key)->item;
    const QString original = item.title(kDe);
    for (const QString& title : {QStringLiteral("Die G"), QStringLiteral("Die Gouv"),
                                 QStringLiteral("Die Gouvernante (Fräulein)")}) {
        item.texts.set(kDe, field::title, title);
        save(*store, item, QStringLiteral("session-a"));
    }
    QList<Revision> revisions = store->revisions(key);
    QCOMPARE(revisions.size(), 1);
    QCOMPARE(revisions.first().oldValue, original);
    QCOMPARE(revisions.first().newValue, QStringLiteral("Die Gouvernante (Fräulein)"));

    // Another session starts its own revision.
    item.texts.set(kDe, field::title, QStringLiteral("Die Gouvernante"));
    save(*store, item, QStringLiteral("session-b"));
    QCOMPARE(store->revisions(key).size(), 2);
    // Back where session b found the field: its revision goes away.
    item.texts.set(kDe, field::title, QStringLiteral("Die Gouvernante (Fräulein)"));
    save(*store, item, QStringLiteral("session-b"));
    revisions = store->revisions(key);
    QCOMPARE(revisions.size(), 1);
    QCOMPARE(revisions.first().session, QStringLiteral("session-a"));
    // An unchanged save writes nothing and keeps the version.
    const qint64 version = store->editableItem(key)->editVersion;
    QCOMPARE(store->saveDraft(item, version, kAuthor, QStringLiteral("s")).status,
             WriteResult::Status::Unchanged);
    QCOMPARE(store->editableItem(key)->editVersion, version);
    // No author, no save.
    QCOMPARE(store->saveDraft(item, version, QStringLiteral("  "), {}).problem,
             WriteProblem::Invalid);
}

void TestStoreEditing::draftEqualToPublishedIsDropped()
{
    auto store = open();
    const QString key = QStringLiteral("hausfrisur");
    const Item published = store->editableItem(key)->item;
    Item changed = published;
    changed.staffNote = QStringLiteral("Foto fehlt noch.");
    save(*store, changed, QStringLiteral("s"));
    QVERIFY(store->editableItem(key)->isDraft);
    save(*store, published, QStringLiteral("s"));
    QVERIFY(!store->editableItem(key)->isDraft);
    QVERIFY(store->draftKeys().isEmpty());
}

void TestStoreEditing::twoEditorsNoticeEachOther()
{
    auto first = open();
    auto second = open();
    QVERIFY(first && second);
    const QString key = QStringLiteral("kindermaedchen");
    const EditableItem seenByFirst = *first->editableItem(key);
    const EditableItem seenBySecond = *second->editableItem(key);
    QCOMPARE(seenByFirst.editVersion, seenBySecond.editVersion);

    Item a = seenByFirst.item;
    a.texts.set(kDe, field::summary, QStringLiteral("Fassung von Frau A."));
    QCOMPARE(first->saveDraft(a, seenByFirst.editVersion, QStringLiteral("Frau A"), "a").status,
             WriteResult::Status::Saved);

    Item b = seenBySecond.item;
    b.texts.set(kDe, field::summary, QStringLiteral("Fassung von Herrn B."));
    const WriteResult clash =
        second->saveDraft(b, seenBySecond.editVersion, QStringLiteral("Herr B"), "b");
    QCOMPARE(clash.status, WriteResult::Status::Conflict);
    QCOMPARE(clash.otherAuthor, QStringLiteral("Frau A"));
    QVERIFY(clash.otherChangeAt.isValid());
    QCOMPARE(clash.editVersion, seenByFirst.editVersion + 1);
    // Nothing of B's was written.
    QCOMPARE(second->editableItem(key)->item.text(kDe, field::summary),
             QStringLiteral("Fassung von Frau A."));
    // B decides to keep his text: he saves against the version he now knows.
    QCOMPARE(second->saveDraft(b, clash.editVersion, QStringLiteral("Herr B"), "b").status,
             WriteResult::Status::Saved);
    QCOMPARE(first->editableItem(key)->item.text(kDe, field::summary),
             QStringLiteral("Fassung von Herrn B."));
}

void TestStoreEditing::discardReturnsToPublished()
{
    auto store = open();
    const QString key = QStringLiteral("muehle");
    const Item published = *store->item(key);
    Item changed = published;
    changed.needsReview = !published.needsReview;
    changed.texts.set(kEn, field::body, QStringLiteral("Draft body."));
    save(*store, changed, QStringLiteral("s"));
    const qint64 version = store->editableItem(key)->editVersion;
    QCOMPARE(store->discardDraft(key, version - 1, kAuthor).status, WriteResult::Status::Conflict);
    QCOMPARE(store->discardDraft(key, version, kAuthor).status, WriteResult::Status::Saved);
    const EditableItem after = *store->editableItem(key);
    QVERIFY(!after.isDraft);
    QCOMPARE(flattenItem(after.item), flattenItem(published));
    // The discard is in the history too: two fields back to their old values.
    const QList<Revision> revisions = store->revisions(key);
    QCOMPARE(revisions.size(), 4);
    int back = 0;
    for (const Revision& revision : revisions) {
        if (!revision.session.isEmpty())
            continue; // the draft's own revisions
        ++back;
        if (revision.field == field::body) {
            QCOMPARE(revision.oldValue, QStringLiteral("Draft body."));
            QCOMPARE(revision.newValue, published.texts.values.value(kEn).value(field::body));
        } else {
            QCOMPARE(revision.field, QStringLiteral("needs_review"));
            QCOMPARE(revision.newValue, published.needsReview ? "1" : "0");
        }
    }
    QCOMPARE(back, 2);
}

void TestStoreEditing::historyGivesAnyEarlierState()
{
    auto store = open();
    const QString key = QStringLiteral("gouvernante");
    const Item start = store->editableItem(key)->item;
    Item one = start;
    one.texts.set(kDe, field::title, QStringLiteral("Eins"));
    save(*store, one, QStringLiteral("1"));
    Item two = one;
    two.texts.set(kDe, field::summary, QStringLiteral("Zwei"));
    two.schedule.removeLast();
    save(*store, two, QStringLiteral("2"));
    Item three = two;
    three.texts.set(kDe, field::title, QStringLiteral("Drei"));
    save(*store, three, QStringLiteral("3"));

    const QList<Revision> revisions = store->revisions(key); // newest first
    const qint64 afterOne = revisions.last().id;
    qint64 afterTwo = 0;
    for (const Revision& revision : revisions) {
        if (revision.field == field::summary)
            afterTwo = revision.id;
    }
    const auto stateOne = store->itemAfterRevision(key, afterOne);
    QVERIFY(stateOne);
    QCOMPARE(flattenItem(*stateOne), flattenItem(one));
    // The last revision of save two (ids grow within a save).
    qint64 lastOfTwo = afterTwo;
    for (const Revision& revision : revisions) {
        if (revision.session == QLatin1String("2"))
            lastOfTwo = std::max(lastOfTwo, revision.id);
    }
    QCOMPARE(flattenItem(*store->itemAfterRevision(key, lastOfTwo)), flattenItem(two));
    QCOMPARE(flattenItem(*store->itemAfterRevision(key, revisions.first().id)), flattenItem(three));
    QVERIFY(!store->itemAfterRevision(key, 999999));
    QVERIFY(!store->itemAfterRevision(QStringLiteral("gibt_es_nicht"), afterOne));
    // Restoring is an ordinary save of that state.
    save(*store, *stateOne, QStringLiteral("restore"));
    QCOMPARE(store->editableItem(key)->item.title(kDe), QStringLiteral("Eins"));
    QCOMPARE(store->editableItem(key)->item.schedule.size(), start.schedule.size());
}

void TestStoreEditing::structuralEditsArePublishedWhole()
{
    auto store = open();
    auto kiosk = open(ContentStore::Mode::Kiosk);
    Item list = store->editableItem(QStringLiteral("drinnen_erwachsene"))->item;
    const int rowCount = static_cast<int>(list.rows.size());
    QVERIFY(rowCount > 5);
    const QString removed = list.rows.at(2).key;
    list.rows.removeAt(2);
    InventoryRow added = list.rows.first();
    added.key = QStringLiteral("erw_kreisel_neu");
    added.count = 4;
    added.available = false;
    added.gameItemKey = QStringLiteral("kreiselspiel");
    added.texts = {};
    added.texts.set(kDe, field::name, QStringLiteral("Kreisel aus Holz"));
    added.texts.set(kEn, field::name, QStringLiteral("Wooden tops"));
    list.rows.insert(1, added);
    save(*store, list, QStringLiteral("s"));

    Item hairstyle = store->editableItem(QStringLiteral("hausfrisur"))->item;
    QVERIFY(hairstyle.steps.size() > 2);
    const QString secondText = hairstyle.steps.at(1).texts.text(kDe, field::text);
    hairstyle.steps.move(1, 0);
    hairstyle.steps[0].audio = QStringLiteral("schritt1.ogg");
    hairstyle.audio.append(
        {QStringLiteral("hausfrisur_ton"), QStringLiteral("erklaerung.mp3"), {}});
    hairstyle.audio[0].texts.set(kDe, field::caption, QStringLiteral("Erklärt von Frau Möller"));
    save(*store, hairstyle, QStringLiteral("s"));
    QCOMPARE(store->draftKeys().size(), 2);

    QVERIFY(
        store->publishDrafts({QStringLiteral("drinnen_erwachsene")}, kAuthor, {}, nullptr).ok());
    QCOMPARE(store->draftKeys(), QStringList{QStringLiteral("hausfrisur")});
    const Item shown = *kiosk->item(QStringLiteral("drinnen_erwachsene"));
    QCOMPARE(shown.rows.size(), rowCount);
    QCOMPARE(shown.rows.at(1).key, QStringLiteral("erw_kreisel_neu"));
    QCOMPARE(shown.rows.at(1).position, 1);
    QCOMPARE(shown.rows.at(1).count, 4);
    QVERIFY(!shown.rows.at(1).available);
    QCOMPARE(shown.rows.at(1).gameItemKey, QStringLiteral("kreiselspiel"));
    for (const InventoryRow& row : shown.rows)
        QVERIFY(row.key != removed);
    QCOMPARE(kiosk->search(QStringLiteral("Holz Kreisel"), kDe).size() >= 1, true);

    QVERIFY(store->publishDrafts({}, kAuthor, {}, nullptr).ok());
    const Item style = *kiosk->item(QStringLiteral("hausfrisur"));
    QCOMPARE(style.steps.first().texts.text(kDe, field::text), secondText);
    QCOMPARE(style.steps.first().audio, QStringLiteral("schritt1.ogg"));
    QCOMPARE(style.audio.size(), 1);
    QCOMPARE(style.audio.first().texts.text(kDe, field::caption),
             QStringLiteral("Erklärt von Frau Möller"));
    QVERIFY(kiosk->integrityProblems().isEmpty());
}

void TestStoreEditing::keysOfOtherItemsAreRefused()
{
    auto store = open();
    Item kids = store->editableItem(QStringLiteral("drinnen_kinder"))->item;
    const Item adults = *store->item(QStringLiteral("drinnen_erwachsene"));
    InventoryRow stolen = kids.rows.first();
    stolen.key = adults.rows.first().key;
    kids.rows.append(stolen);
    const WriteResult result = store->saveDraft(kids, store->editableItem(kids.key)->editVersion,
                                                kAuthor, QStringLiteral("s"));
    QCOMPARE(result.status, WriteResult::Status::Failed);
    QCOMPARE(result.problem, WriteProblem::Invalid);
    QVERIFY(result.detail.contains(adults.rows.first().key));
    QVERIFY(store->draftKeys().isEmpty());
}

void TestStoreEditing::restoreFromAnotherStore()
{
    auto store = open();
    const QString copy = m_dir->filePath(QStringLiteral("copy.sqlite"));
    QString error;
    QVERIFY2(store->writeCopy(copy, &error), qPrintable(error));
    QVERIFY(store
                ->addStaffAccount(QStringLiteral("Frau Möller"), QStringLiteral("Wintergarten8"),
                                  true, {})
                .ok());
    Item muehle = store->editableItem(QStringLiteral("muehle"))->item;
    const QString oldTitle = muehle.title(kDe);
    muehle.texts.set(kDe, field::title, QStringLiteral("Mühle – neu"));
    save(*store, muehle, QStringLiteral("s"));
    QVERIFY(store->publishDrafts({}, kAuthor, {}, nullptr).ok());
    Item dame = store->editableItem(QStringLiteral("dame"))->item;
    dame.staffNote = QStringLiteral("Nur ein Entwurf.");
    save(*store, dame, QStringLiteral("s"));

    OpenReport report;
    auto source = ContentStore::open(copy, ContentStore::Mode::Editor, &report);
    QVERIFY(source);
    const qint64 stamp = store->dataVersion();
    const WriteResult result = store->replaceContentFrom(*source, QStringLiteral("Herr Kurz"),
                                                         QStringLiteral("restore-backup"), copy);
    QVERIFY2(result.status == WriteResult::Status::Saved, qPrintable(result.detail));
    QCOMPARE(store->item(QStringLiteral("muehle"))->title(kDe), oldTitle);
    QVERIFY(!store->editableItem(QStringLiteral("dame"))->isDraft);
    QVERIFY(store->dataVersion() != stamp);
    // History and accounts are not rolled back; the restore is in both logs.
    QCOMPARE(store->revisions(QStringLiteral("muehle")).first().author,
             QStringLiteral("Herr Kurz"));
    QCOMPARE(store->revisions(QStringLiteral("muehle")).first().newValue, oldTitle);
    QVERIFY(store->hasStaffAccounts());
    QCOMPARE(store->publications().first().what, QStringLiteral("restore-backup"));
    QVERIFY(store->publications().first().itemKeys.contains(QStringLiteral("muehle")));
    QVERIFY(store->integrityProblems().isEmpty());
}

void TestStoreEditing::lockedStoreIsReportedAsBusy()
{
    auto store = open();
    const EditableItem editable = *store->editableItem(QStringLiteral("muehle"));
    Item changed = editable.item;
    changed.staffNote = QStringLiteral("gesperrt?");
    {
        // Another program holds the write lock past the busy timeout (5 s).
        test::RawDb other(m_path);
        QVERIFY(other.exec(QStringLiteral("BEGIN IMMEDIATE")));
        const WriteResult result =
            store->saveDraft(changed, editable.editVersion, kAuthor, QStringLiteral("s"));
        QCOMPARE(result.status, WriteResult::Status::Failed);
        QCOMPARE(result.problem, WriteProblem::Busy);
        other.exec(QStringLiteral("ROLLBACK"));
    }
    // Once the lock is gone the same save goes through.
    QCOMPARE(store->saveDraft(changed, editable.editVersion, kAuthor, QStringLiteral("s")).status,
             WriteResult::Status::Saved);
}

void TestStoreEditing::sqliteErrorsAreSorted()
{
    // SQLite's own words for a full disk, produced for real: a database not
    // allowed to grow past its current pages.
    const QString file = m_dir->filePath(QStringLiteral("tiny.sqlite"));
    test::RawDb tiny(file);
    QVERIFY(tiny.exec(QStringLiteral("CREATE TABLE t (v BLOB)")));
    QVERIFY(tiny.exec(QStringLiteral("PRAGMA max_page_count = 3")));
    QSqlQuery insert(tiny.db());
    QVERIFY(!insert.exec(QStringLiteral("INSERT INTO t VALUES (zeroblob(100000))")));
    QCOMPARE(classifyStoreError(insert.lastError().text()), WriteProblem::DiskFull);
    QCOMPARE(classifyStoreError(QStringLiteral("database is locked Unable to fetch row")),
             WriteProblem::Busy);
    QCOMPARE(classifyStoreError(QStringLiteral("attempt to write a readonly database")),
             WriteProblem::ReadOnly);
    QCOMPARE(classifyStoreError(QStringLiteral("database disk image is malformed")),
             WriteProblem::Damaged);
    QCOMPARE(classifyStoreError(QStringLiteral("something else")), WriteProblem::Other);
}

void TestStoreEditing::settingsAreKept()
{
    auto store = open();
    QCOMPARE(store->setting(QStringLiteral("language_threshold")), QStringLiteral("90"));
    QCOMPARE(store->setting(QStringLiteral("languages")), QStringLiteral("de,en"));
    QCOMPARE(store->setting(QStringLiteral("backup_retention")), QStringLiteral("20"));
    QString error;
    QVERIFY(store->setSetting(QStringLiteral("language_threshold"), QStringLiteral("75"), &error));
    QVERIFY(!store->setSetting(QStringLiteral("content_stamp"), QStringLiteral("1"), &error));
    store.reset();
    QCOMPARE(open()->setting(QStringLiteral("language_threshold")), QStringLiteral("75"));
}

// Issue 26 (A): whoever writes a draft (the editor, a content pack, a tool),
// a picture named "../zeitvertreib.sqlite" never reaches the store, and a
// draft stored before the check, or a backup holding one, is not published.
void TestStoreEditing::mediaNamesLeavingTheFolderAreRefused()
{
    const QByteArray hostile =
        test::readFile(test::sourcePath(QStringLiteral("tests/store/data/hostile_names/"
                                                       "muehle_escaping_picture.json")));
    QVERIFY(!hostile.isEmpty());
    Item item;
    QString error;
    QVERIFY2(itemFromJsonText(QString::fromUtf8(hostile), &item, &error), qPrintable(error));
    auto store = open();
    QVERIFY(store);
    const qint64 version = store->editableItem(item.key)->editVersion;
    const WriteResult saved = store->saveDraft(item, version, kAuthor, QStringLiteral("s"));
    QCOMPARE(saved.status, WriteResult::Status::Failed);
    QCOMPARE(saved.problem, WriteProblem::Invalid);
    QVERIFY2(saved.detail.contains(QStringLiteral("picture 'muehle_bild_1': "
                                                  "'../zeitvertreib.sqlite' is not a plain file "
                                                  "name in the media folder")),
             qPrintable(saved.detail));
    QVERIFY2(saved.messageDe.contains(QStringLiteral("Der Dateiname „../zeitvertreib.sqlite“ ist "
                                                     "kein einfacher Dateiname im Medienordner")),
             qPrintable(saved.messageDe));
    QVERIFY(store->draftKeys().isEmpty());
    QCOMPARE(store->editableItem(item.key)->editVersion, version);

    // A draft an older program stored: refused at publishing, nothing changes.
    const QString copy = m_dir->filePath(QStringLiteral("backup.sqlite"));
    {
        test::RawDb raw(m_path);
        QSqlQuery insert(raw.db());
        insert.prepare(QStringLiteral("INSERT INTO item_drafts (item_key, payload, author, "
                                      "updated_at) VALUES ('muehle', ?, 'alt', '2024-01-01')"));
        insert.addBindValue(QString::fromUtf8(hostile));
        QVERIFY2(insert.exec(), qPrintable(insert.lastError().text()));
    }
    QVERIFY2(store->writeCopy(copy, &error), qPrintable(error));
    const qint64 stamp = store->dataVersion();
    const WriteResult published = store->publishDrafts({}, kAuthor, {}, nullptr);
    QCOMPARE(published.problem, WriteProblem::Invalid);
    QVERIFY2(published.detail.contains(QStringLiteral("'../zeitvertreib.sqlite'")),
             qPrintable(published.detail));
    QCOMPARE(store->dataVersion(), stamp);
    const std::optional<Item> live = store->item(item.key);
    QVERIFY(live);
    for (const ImageSlot& image : live->images)
        QVERIFY(!image.file.contains(QLatin1String("..")));

    // A backup holding that draft is not restored either.
    QVERIFY(
        store->discardDraft(item.key, store->editableItem(item.key)->editVersion, kAuthor).ok());
    OpenReport report;
    auto backup = ContentStore::open(copy, ContentStore::Mode::Editor, &report);
    QVERIFY(backup);
    const WriteResult restored =
        store->replaceContentFrom(*backup, kAuthor, QStringLiteral("restore-backup"), copy);
    QCOMPARE(restored.problem, WriteProblem::Invalid);
    QVERIFY(!store->editableItem(item.key)->isDraft);
}

QTEST_GUILESS_MAIN(TestStoreEditing)
#include "tst_store_editing.moc"
