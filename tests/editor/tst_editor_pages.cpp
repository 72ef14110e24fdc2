// The editor's pages and helpers on their own: the inventory table (edit,
// sort, filter, rows added and removed), the list editor (steps moved,
// added, removed, a picture attached), pictures and sounds checked before
// they are copied, word guidance against the kiosk's page, translation
// completeness, the word diff, accounts and languages dialogs.

#include "editor/accounts_dialog.h"
#include "editor/field_labels.h"
#include "editor/inventory_page.h"
#include "editor/inventory_table.h"
#include "editor/item_document.h"
#include "editor/languages_dialog.h"
#include "editor/media_import.h"
#include "editor/media_page.h"
#include "editor/parts_editor.h"
#include "editor/text_diff.h"
#include "editor/word_guide.h"
#include "store/content_store.h"
#include "store/translation_status.h"

#include <QCryptographicHash>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPlainTextEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace zv;

namespace {
const QString kDe = QStringLiteral("de");
const QString kEn = QStringLiteral("en");

QString writeImage(const QString& folder, const QString& name, const QSize& size,
                   const char* format)
{
    QImage image(size, QImage::Format_RGB32);
    image.fill(QColor(0x6e, 0x1f, 0x2c));
    const QString path = QDir(folder).filePath(name);
    return image.save(path, format) ? path : QString();
}

QString writeBytes(const QString& folder, const QString& name, const QByteArray& bytes)
{
    const QString path = QDir(folder).filePath(name);
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() ? path : QString();
}
} // namespace

class TestEditorPages : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void inventoryTableEditsSortsAndFilters();
    void inventoryRowsAddedRemovedMoved();
    void stepsMovedAddedRemovedWithPicture();
    void picturesAndSoundsAreChecked_data();
    void picturesAndSoundsAreChecked();
    void importedFilesAreNamedByContent();
    void mediaPageAttachesAndRefuses();
    void mediaNeverLeavesTheMediaFolder();
    void wordGuidanceFollowsTheKioskPage();
    void translationCompleteness();
    void wordDiffMarksChanges();
    void accountsDialogForAdministratorsOnly();
    void languagesDialogAddsALanguage();

private:
    EditableItem editable(const QString& key) { return *m_store->editableItem(key); }

    QTemporaryDir m_dir;
    QTemporaryDir m_files;
    std::unique_ptr<ContentStore> m_store;
};

void TestEditorPages::initTestCase()
{
    m_store =
        ContentStore::open(storePathInDirectory(m_dir.path()), ContentStore::Mode::Editor, nullptr);
    QVERIFY(m_store);
}

void TestEditorPages::inventoryTableEditsSortsAndFilters()
{
    ItemDocument document;
    document.load(editable(QStringLiteral("drinnen_erwachsene")));
    InventoryPage page(&document);
    InventoryTableModel* model = page.model();
    const int rows = model->rowCount();
    QVERIFY(rows > 10);
    // Edit a count and the stock through the model, as the table's editors do.
    const QModelIndex count = model->index(0, InventoryTableModel::Count);
    QVERIFY(model->setData(count, QStringLiteral("7"), Qt::EditRole));
    QCOMPARE(document.item().rows.first().count, 7);
    QVERIFY(!model->setData(count, QStringLiteral("sieben"), Qt::EditRole));
    QVERIFY(model->setData(model->index(0, InventoryTableModel::Available), Qt::Unchecked,
                           Qt::CheckStateRole));
    QVERIFY(!document.item().rows.first().available);
    QVERIFY(document.item().rows.first().stated);
    // The third state (issue 17): the list says nothing, "keine Angabe".
    QVERIFY(model->setData(model->index(0, InventoryTableModel::Available), Qt::PartiallyChecked,
                           Qt::CheckStateRole));
    QVERIFY(!document.item().rows.first().stated);
    QCOMPARE(model->index(0, InventoryTableModel::Available).data().toString(),
             QStringLiteral("keine Angabe"));
    QVERIFY(model->setData(model->index(0, InventoryTableModel::RemarkSecond),
                           QStringLiteral("silver box"), Qt::EditRole));
    QCOMPARE(document.item().rows.first().texts.text(kEn, field::remark),
             QStringLiteral("silver box"));
    QVERIFY(model->index(0, InventoryTableModel::Category)
                .data(InventoryTableModel::kChoicesRole)
                .isValid());
    // The two stock edits of one cell merge into one undo step.
    QCOMPARE(document.undoStack()->count(), 3);

    // Sort by count, largest first: numbers sort as numbers, unknown last.
    InventoryFilter* filter = page.filter();
    page.table()->sortByColumn(InventoryTableModel::Count, Qt::DescendingOrder);
    int previous = INT_MAX;
    for (int row = 0; row < filter->rowCount(); ++row) {
        const int value = filter->index(row, InventoryTableModel::Count)
                              .data(InventoryTableModel::kSortRole)
                              .toInt();
        QVERIFY(value <= previous);
        previous = value;
    }
    QCOMPARE(filter->index(0, InventoryTableModel::Count).data().toInt(), 7);

    // Filters: missing only, a category, words.
    int missing = 0;
    int notStated = 0;
    for (const InventoryRow& row : document.item().rows) {
        missing += row.stated && !row.available ? 1 : 0;
        notStated += row.stated ? 0 : 1;
    }
    filter->setStock(InventoryFilter::Stock::Missing);
    QCOMPARE(filter->rowCount(), missing);
    // Stadt, Land, Fluss, Spiel des Wissens and the first row set above.
    filter->setStock(InventoryFilter::Stock::NotStated);
    QCOMPARE(notStated, 3);
    QCOMPARE(filter->rowCount(), notStated);
    filter->setStock(InventoryFilter::Stock::All);
    filter->setCategory(QStringLiteral("board"));
    QVERIFY(filter->rowCount() > 0 && filter->rowCount() < rows);
    for (int row = 0; row < filter->rowCount(); ++row)
        QCOMPARE(filter->index(row, InventoryTableModel::Category).data(Qt::EditRole).toString(),
                 QStringLiteral("board"));
    filter->setCategory(QString());
    filter->setWords(QStringLiteral("mühle"));
    QCOMPARE(filter->rowCount(), 1);
    filter->setWords(QStringLiteral("silver"));
    QCOMPARE(filter->rowCount(), 1);
    filter->setWords(QString());
    QCOMPARE(filter->rowCount(), rows);
}

void TestEditorPages::inventoryRowsAddedRemovedMoved()
{
    ItemDocument document;
    document.load(editable(QStringLiteral("drinnen_kinder")));
    InventoryPage page(&document);
    const Item before = document.item();
    page.table()->setCurrentIndex(page.filter()->index(0, InventoryTableModel::Name));
    page.addRow({QStringLiteral("drinnen_kinder_neu_%1").arg(before.rows.size() + 1)});
    QCOMPARE(document.item().rows.size(), before.rows.size() + 1);
    const InventoryRow added = document.item().rows.at(1);
    QVERIFY(added.needsReview);
    QVERIFY(added.key != QStringLiteral("drinnen_kinder_neu_%1").arg(before.rows.size() + 1));
    QCOMPARE(page.selectedKey(), added.key);
    page.moveSelectedRow(-1);
    QCOMPARE(document.item().rows.first().key, added.key);
    page.removeSelectedRow();
    QCOMPARE(flattenItem(document.item()), flattenItem(before));
    document.undoStack()->undo();
    QCOMPARE(document.item().rows.first().key, added.key);
}

void TestEditorPages::stepsMovedAddedRemovedWithPicture()
{
    ItemDocument document;
    document.load(editable(QStringLiteral("hausfrisur")));
    const QString media = m_dir.filePath(QStringLiteral("media"));
    PartsEditor steps(&document, PartsEditor::Kind::Steps, media);
    const Item before = document.item();
    QCOMPARE(steps.count(), before.steps.size());
    QCOMPARE(steps.list()->count(), before.steps.size());
    steps.select(2);
    steps.moveEntry(-1);
    QCOMPARE(document.item().steps.at(1).figure, before.steps.at(2).figure);
    QCOMPARE(steps.currentIndex(), 1);
    steps.addEntry();
    QCOMPARE(steps.count(), before.steps.size() + 1);
    QCOMPARE(steps.currentIndex(), 2);
    // The detail boxes edit the chosen step.
    auto* german = steps.findChild<QPlainTextEdit*>(QStringLiteral("part_text_1"));
    QVERIFY(german);
    german->setPlainText(QStringLiteral("Die Schleife wird festgesteckt."));
    QCOMPARE(document.item().steps.at(2).texts.text(kDe, field::text),
             QStringLiteral("Die Schleife wird festgesteckt."));
    QString message;
    const QString picture =
        writeImage(m_files.path(), QStringLiteral("Schleife Abb.png"), QSize(800, 600), "PNG");
    QVERIFY2(steps.attachImage(picture, &message), qPrintable(message));
    const QString stored = document.item().steps.at(2).image;
    QVERIFY(stored.startsWith(QStringLiteral("schleife-abb-")));
    QVERIFY(QFileInfo::exists(QDir(media).filePath(stored)));
    QVERIFY(!steps.findChild<QLabel*>(QStringLiteral("stepPicture"))->pixmap().isNull());
    steps.removeEntry();
    steps.select(1);
    steps.moveEntry(1);
    QCOMPARE(flattenItem(document.item()), flattenItem(before));
}

void TestEditorPages::picturesAndSoundsAreChecked_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("image");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<QString>("because");
    const QString dir = m_files.path();
    QTest::newRow("png") << writeImage(dir, "a.png", QSize(1200, 800), "PNG") << true << true
                         << "PNG";
    QTest::newRow("jpeg named png")
        << writeImage(dir, "b.png", QSize(1000, 700), "JPEG") << true << true << "JPEG";
    QTest::newRow("too small") << writeImage(dir, "c.png", QSize(300, 200), "PNG") << true << false
                               << "unscharf";
    QTest::newRow("too large") << writeImage(dir, "d.png", QSize(8200, 10), "PNG") << true << false
                               << "höchstens 8000";
    QTest::newRow("svg") << writeBytes(
                                dir, "e.svg",
                                "<svg xmlns='http://www.w3.org/2000/svg' width='100' "
                                "height='80'><rect width='100' height='80' fill='green'/></svg>")
                         << true << true << "SVG";
    QTest::newRow("text as png") << writeBytes(dir, "f.png", "nur ein Text, kein Bild") << true
                                 << false << "kein Bild";
    QTest::newRow("cut png") << writeBytes(
                                    dir, "g.png",
                                    QByteArray::fromHex("89504e470d0a1a0a0000000d49484452000004b0"))
                             << true << false << "beschädigt";
    QTest::newRow("empty") << writeBytes(dir, "h.png", QByteArray()) << true << false << "leer";
    QTest::newRow("ogg") << writeBytes(dir, "i.ogg", QByteArray("OggS") + QByteArray(200, '\0'))
                         << false << true << "OGG";
    QTest::newRow("wav") << writeBytes(dir, "j.wav",
                                       QByteArray("RIFF\x24\x00\x00\x00WAVEfmt ", 16) +
                                           QByteArray(100, '\0'))
                         << false << true << "WAV";
    QTest::newRow("mp3") << writeBytes(dir, "k.mp3",
                                       QByteArray("ID3\x04", 4) + QByteArray(100, '\0'))
                         << false << true << "MP3";
    QTest::newRow("png as sound") << writeImage(dir, "l.ogg", QSize(800, 800), "PNG") << false
                                  << false << "kein Ton";
    QTest::newRow("missing") << dir + QStringLiteral("/gibt-es-nicht.png") << true << false
                             << "nicht gelesen";
}

void TestEditorPages::picturesAndSoundsAreChecked()
{
    QFETCH(QString, file);
    QFETCH(bool, image);
    QFETCH(bool, accepted);
    QFETCH(QString, because);
    const MediaCheck check = checkMediaFile(file, image ? MediaKind::Image : MediaKind::Audio);
    QCOMPARE(check.ok, accepted);
    QVERIFY2(check.messageDe.contains(because), qPrintable(check.messageDe));
}

void TestEditorPages::importedFilesAreNamedByContent()
{
    const QString media = m_dir.filePath(QStringLiteral("media-import"));
    const QString source =
        writeImage(m_files.path(), QStringLiteral("Mühle Brett.jpg"), QSize(900, 900), "JPEG");
    QString message;
    const QString first = importMediaFile(source, MediaKind::Image, media, &message);
    QVERIFY2(!first.isEmpty(), qPrintable(message));
    QVERIFY(first.startsWith(QStringLiteral("muehle-brett-")));
    QVERIFY(first.endsWith(QStringLiteral(".jpg")));
    // The same picture again: the same file, not a second copy.
    QCOMPARE(importMediaFile(source, MediaKind::Image, media, &message), first);
    QCOMPARE(QDir(media).entryList(QDir::Files).size(), 1);
    QVERIFY(importMediaFile(writeBytes(m_files.path(), "x.png", "kaputt"), MediaKind::Image, media,
                            &message)
                .isEmpty());
    QVERIFY(!message.isEmpty());
    QCOMPARE(QDir(media).entryList(QDir::Files).size(), 1);
}

void TestEditorPages::mediaPageAttachesAndRefuses()
{
    ItemDocument document;
    document.load(editable(QStringLiteral("muehle")));
    const QString media = m_dir.filePath(QStringLiteral("media"));
    MediaPage page(&document, media);
    page.setTakenKeys({QStringLiteral("muehle_bild_1")});
    const int before = page.list()->count();
    QString message;
    QVERIFY(!page.addImage(writeBytes(m_files.path(), "y.png", "kein Bild"), &message));
    QVERIFY(message.contains(QStringLiteral("kein Bild")));
    QCOMPARE(page.list()->count(), before);
    QVERIFY(
        page.addImage(writeImage(m_files.path(), "brett.png", QSize(1024, 768), "PNG"), &message));
    QCOMPARE(document.item().images.last().key, QStringLiteral("muehle_bild_2"));
    QVERIFY(!page.list()->item(page.list()->count() - 1)->icon().isNull());
    QVERIFY(page.addSound(
        writeBytes(m_files.path(), "regeln.ogg", QByteArray("OggS") + QByteArray(64, '\0')),
        &message));
    QCOMPARE(document.item().audio.size(), 1);
    auto* caption = page.findChild<QLineEdit*>(QStringLiteral("media_caption_1"));
    caption->setText(QStringLiteral("Die Regeln, vorgelesen"));
    emit caption->textEdited(caption->text());
    QCOMPARE(document.item().audio.first().texts.text(kDe, field::caption),
             QStringLiteral("Die Regeln, vorgelesen"));
    page.removeCurrent();
    QVERIFY(document.item().audio.isEmpty());
}

// Issue 26 (A): the editor neither shows a picture named "../geheim.png"
// (from a content pack or an old store) nor writes an imported file through
// a symbolic link in the media folder that points outside it.
void TestEditorPages::mediaNeverLeavesTheMediaFolder()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const QString media = QDir(root.path()).filePath(QStringLiteral("media"));
    QVERIFY(QDir().mkpath(media));
    QVERIFY(!writeImage(root.path(), "geheim.png", QSize(1024, 768), "PNG").isEmpty());
    EditableItem hostile = editable(QStringLiteral("muehle"));
    hostile.item.images.append(
        {QStringLiteral("muehle_bild_fremd"), QStringLiteral("../geheim.png"), {}});
    ItemDocument document;
    document.load(hostile);
    MediaPage page(&document, media);
    page.list()->setCurrentRow(page.list()->count() - 1);
    bool refused = false;
    for (const QLabel* label : page.findChildren<QLabel*>()) {
        QVERIFY(label->pixmap().isNull());
        refused = refused || label->text().contains(
                                 QStringLiteral("„../geheim.png“ ist kein einfacher Dateiname"));
    }
    QVERIFY(refused);

    // The name an import gives this file, taken by a link that leads outside.
    const QString picture = writeImage(m_files.path(), "Brett.png", QSize(1024, 768), "PNG");
    QFile in(picture);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QString hash = QString::fromLatin1(
        QCryptographicHash::hash(in.readAll(), QCryptographicHash::Sha256).toHex().left(10));
    const QString outside = QDir(root.path()).filePath(QStringLiteral("draussen.png"));
    QVERIFY(QFile::link(outside, QDir(media).filePath(QStringLiteral("brett-%1.png").arg(hash))));
    QString message;
    QVERIFY(importMediaFile(picture, MediaKind::Image, media, &message).isEmpty());
    QVERIFY2(message.contains(QStringLiteral("Verweis nach außerhalb")), qPrintable(message));
    QVERIFY(!QFileInfo::exists(outside));
}

void TestEditorPages::wordGuidanceFollowsTheKioskPage()
{
    QCOMPARE(countWords(QStringLiteral("**Mühle** ist ein *altes* Brettspiel für zwei.")), 7);
    QCOMPARE(countWords(QStringLiteral("Eins zwei.\n\n---\n\nDrei.")), 3);
    QCOMPARE(kioskPages(QStringLiteral("Eins.\n\n---\n\nZwei.")).size(), 2);
    const QString fifty = QStringList(50, QStringLiteral("Wort")).join(QLatin1Char(' '));
    TextGuide guide = guideText(fifty, false);
    QCOMPARE(guide.pages.size(), 1);
    QCOMPARE(guide.words(), 50);
    QVERIFY(guide.pages.first().fits);
    QVERIFY(!guide.hasWarning());
    QVERIFY(guide.summaryDe().contains(QStringLiteral("50 Wörter")));
    // 120 words: too many for one page and (beside a game's materials) too
    // high for the sheet.
    const QString long120 = QStringList(120, QStringLiteral("Spielstein")).join(QLatin1Char(' '));
    guide = guideText(long120, true);
    QVERIFY(guide.pages.first().tooMany());
    QVERIFY(!guide.pages.first().fits);
    QVERIFY(guide.pages.first().heightPx > kKioskTextHeight);
    QVERIFY(guide.summaryDe().contains(QStringLiteral("passt nicht")));
    // The same text is lower in the full width than beside the materials.
    QVERIFY(kioskPageHeight(long120, kKioskTextWidth) <
            kioskPageHeight(long120, kKioskTextWidthBesideMaterials));
    // A short page among several is flagged; a single short line is fine.
    QVERIFY(guideText(fifty + QStringLiteral("\n\n---\n\nNur drei Wörter."), false).hasWarning());
    QVERIFY(!guideText(QStringLiteral("Foto: Archiv"), false).hasWarning());
}

void TestEditorPages::translationCompleteness()
{
    Item item;
    item.key = QStringLiteral("x");
    item.texts.set(kDe, field::title, QStringLiteral("Titel"));
    item.texts.set(kDe, field::body, QStringLiteral("Text"));
    item.texts.set(kEn, field::title, QStringLiteral("Title"));
    Step step;
    step.texts.set(kDe, field::text, QStringLiteral("Schritt"));
    item.steps.append(step);
    TranslationStatus status = translationStatus(item, kEn);
    QCOMPARE(status.germanTexts, 3);
    QCOMPARE(status.translated, 1);
    QCOMPARE(status.missingCount(), 2);
    QCOMPARE(status.percent(), 33);
    QCOMPARE(translationSummaryDe(status, kEn), QStringLiteral("Englisch: 2 Texte fehlen"));
    item.texts.set(kEn, field::body, QStringLiteral("Body"));
    QCOMPARE(translationSummaryDe(translationStatus(item, kEn), kEn),
             QStringLiteral("Englisch: 1 Text fehlt"));
    QCOMPARE(
        translationSummaryDe(translationStatus(item, QStringLiteral("fr")), QStringLiteral("fr")),
        QStringLiteral("Französisch: 3 Texte fehlen"));
    // The bundled exhibit is complete in English; French waits for its threshold.
    QStringList ready = kioskReadyLanguages(*m_store);
    QVERIFY(ready.contains(kEn));
    QString error;
    QVERIFY(m_store->setSetting(QStringLiteral("languages"), QStringLiteral("de,en,fr"), &error));
    ready = kioskReadyLanguages(*m_store);
    QVERIFY(!ready.contains(QStringLiteral("fr")));
    QVERIFY(m_store->setSetting(QStringLiteral("language_threshold"), QStringLiteral("0"), &error));
    QVERIFY(kioskReadyLanguages(*m_store).contains(QStringLiteral("fr")));
    QVERIFY(
        m_store->setSetting(QStringLiteral("language_threshold"), QStringLiteral("90"), &error));
    QVERIFY(m_store->setSetting(QStringLiteral("languages"), QStringLiteral("de,en"), &error));
}

void TestEditorPages::wordDiffMarksChanges()
{
    DiffCounts counts;
    const QString html =
        wordDiffHtml(QStringLiteral("Die Gouvernante erzog die Kinder."),
                     QStringLiteral("Die Gouvernante erzog die älteren Kinder."), &counts);
    QCOMPARE(counts.added, 1);
    QCOMPARE(counts.removed, 0);
    QVERIFY(html.contains(QStringLiteral("underline\">älteren")));
    wordDiffHtml(QStringLiteral("a b c"), QStringLiteral("a x c"), &counts);
    QCOMPARE(counts.added, 1);
    QCOMPARE(counts.removed, 1);
    QCOMPARE(counts.kept, 2);
    QVERIFY(wordDiffHtml(QStringLiteral("<b>"), QString()).contains(QStringLiteral("&lt;b&gt;")));
}

void TestEditorPages::accountsDialogForAdministratorsOnly()
{
    QTemporaryDir dir;
    auto store =
        ContentStore::open(storePathInDirectory(dir.path()), ContentStore::Mode::Editor, nullptr);
    QVERIFY(store
                ->addStaffAccount(QStringLiteral("Frau Möller"), QStringLiteral("Gutshaus1900"),
                                  true, {})
                .ok());
    const StaffAccount admin =
        *store->signIn(QStringLiteral("Frau Möller"), QStringLiteral("Gutshaus1900"));
    AccountsDialog dialog(*store, admin);
    QVERIFY(
        dialog.addAccount(QStringLiteral("Herr Kurz"), QStringLiteral("Laterne12"), false).ok());
    QCOMPARE(dialog.list()->topLevelItemCount(), 2);
    QVERIFY(dialog.message().contains(QStringLiteral("angelegt")));
    QVERIFY(!dialog.addAccount(QStringLiteral("Frau Lang"), QStringLiteral("kurz"), false).ok());
    QVERIFY(dialog.message().contains(QStringLiteral("mindestens 8")));
    QVERIFY(!dialog.removeAccount(QStringLiteral("Frau Möller")).ok());
    QVERIFY(dialog.message().contains(QStringLiteral("letzte Administratorkonto")));
    // A staff member without administration sees only their own password.
    const StaffAccount staff =
        *store->signIn(QStringLiteral("Herr Kurz"), QStringLiteral("Laterne12"));
    AccountsDialog own(*store, staff);
    QVERIFY(!own.addAccount(QStringLiteral("Frau Lang"), QStringLiteral("Laterne12"), false).ok());
    QVERIFY(own.setPassword(QStringLiteral("Herr Kurz"), QStringLiteral("Laterne13")).ok());
    QVERIFY(store->signIn(QStringLiteral("Herr Kurz"), QStringLiteral("Laterne13")));
}

void TestEditorPages::languagesDialogAddsALanguage()
{
    LanguagesDialog dialog(*m_store);
    QCOMPARE(dialog.list()->topLevelItemCount(), 2);
    QVERIFY(!dialog.addLanguage(QStringLiteral("französisch")));
    QVERIFY(!dialog.addLanguage(QStringLiteral("en")));
    QVERIFY(dialog.addLanguage(QStringLiteral("fr")));
    QCOMPARE(exhibitLanguages(*m_store), (QStringList{kDe, kEn, QStringLiteral("fr")}));
    QCOMPARE(dialog.list()->topLevelItemCount(), 3);
    QCOMPARE(dialog.list()->topLevelItem(2)->text(3), QStringLiteral("noch nicht"));
    QVERIFY(dialog.setThreshold(50));
    QCOMPARE(languageThreshold(*m_store), 50);
    QString error;
    QVERIFY(m_store->setSetting(QStringLiteral("languages"), QStringLiteral("de,en"), &error));
    QVERIFY(
        m_store->setSetting(QStringLiteral("language_threshold"), QStringLiteral("90"), &error));
}

QTEST_MAIN(TestEditorPages)
#include "tst_editor_pages.moc"
