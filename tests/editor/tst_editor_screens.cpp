// Screenshots of the staff editor offscreen at the demo laptop's 1280×800
// and the office screen's 1920×1080: the main window with an item edited in
// both languages, a game's rules, the inventory table, the history with a
// diff, steps and a person's day, the dialogs, the kiosk preview and the
// leaflet. Each shot is checked for what a curator needs to see on it.

#include "editor/accounts_dialog.h"
#include "editor/backups_dialog.h"
#include "editor/draft_keeper.h"
#include "editor/editor_window.h"
#include "editor/history_view.h"
#include "editor/inventory_page.h"
#include "editor/inventory_table.h"
#include "editor/item_document.h"
#include "editor/item_editor.h"
#include "editor/kiosk_preview.h"
#include "editor/languages_dialog.h"
#include "editor/leaflet.h"
#include "editor/parts_editor.h"
#include "editor/publish_dialog.h"
#include "editor/sign_in_dialog.h"
#include "editor/song_page.h"
#include "editor/texts_page.h"
#include "store/backups.h"
#include "store/content_store.h"
#include "store/provenance.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace zv;

namespace {
const QString kDe = QStringLiteral("de");

QString shotPath(const QString& name)
{
    const QString folder =
        qEnvironmentVariable("ZV_SCREENSHOT_DIR", QStringLiteral(ZV_SCREENSHOT_DIR));
    QDir().mkpath(folder);
    return QDir(folder).filePath(name);
}

// Saves the widget as it looks now; the file name carries the size.
bool shoot(QWidget* widget, const QString& name)
{
    QApplication::processEvents();
    const QImage image = widget->grab().toImage();
    return image.save(shotPath(name)) && image.width() == widget->width();
}

bool shootImage(const QImage& image, const QString& name)
{
    return !image.isNull() && image.save(shotPath(name));
}
} // namespace

class TestEditorScreens : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void mainWindow_data();
    void mainWindow();
    void songPage();
    void dialogs();
    void kioskPreview();
    void leafletPages();
    void leafletPdf();
    void leafletSourceNote_data();
    void leafletSourceNote();

private:
    QTemporaryDir m_dir;
    QString m_path;
};

void TestEditorScreens::initTestCase()
{
    m_path = storePathInDirectory(m_dir.path());
    auto store = ContentStore::open(m_path, ContentStore::Mode::Editor, nullptr);
    QVERIFY(store);
    // A history to show: two earlier edits of the governess, one published.
    EditableItem editable = *store->editableItem(QStringLiteral("gouvernante"));
    Item item = editable.item;
    item.texts.set(QStringLiteral("en"), field::title, QStringLiteral("The governess (Fräulein)"));
    QVERIFY(store->saveDraft(item, editable.editVersion, QStringLiteral("Herr Kurz"), "a").ok());
    QVERIFY(store->publishDrafts({}, QStringLiteral("Herr Kurz"), {}, nullptr).ok());
    editable = *store->editableItem(QStringLiteral("gouvernante"));
    item = editable.item;
    item.texts.set(kDe, field::body,
                   item.text(kDe, field::body)
                       .replace(QStringLiteral("sehr gebildet"), QStringLiteral("hochgebildet")));
    QVERIFY(store->saveDraft(item, editable.editVersion, QStringLiteral("Frau Möller"), "b").ok());
}

// A song's tune (issue 22): the ABC beside its engraved sheet; a verse the
// tune does not fit is a message naming verse and count, never a crash; a
// song without a tune says its words are shown alone.
void TestEditorScreens::songPage()
{
    auto store = ContentStore::open(m_path, ContentStore::Mode::Editor, nullptr);
    EditorWindow window(std::move(store),
                        StaffAccount{QStringLiteral("Frau Möller"), true, {}, {}});
    window.keeper()->setAutosaveDelay(600000);
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openItem(QStringLiteral("laterne_laterne")));
    window.itemEditor()->showPage(QStringLiteral("songPage"));
    SongPage* page = window.itemEditor()->songPage();
    QVERIFY(page->isVisible());
    page->renderNow();
    QVERIFY2(page->rendered().ok(), qPrintable(page->message()));
    QCOMPARE(page->rendered().verses.size(), 3);
    QVERIFY(page->message().startsWith(QStringLiteral("Die Melodie passt")));
    QVERIFY(!page->findChild<QLabel*>(QStringLiteral("melodySheet"))->pixmap().isNull());
    QVERIFY(shoot(&window, QStringLiteral("editor-song-1280x800.png")));

    // One note more in the first tune: verse 1 no longer fits.
    auto* abc = page->findChild<QPlainTextEdit*>(QStringLiteral("melodyAbc"));
    QString text = abc->toPlainText();
    text.replace(QStringLiteral("A2 G2 |\nw: La-ter-ne"), QStringLiteral("A2 G G |\nw: La-ter-ne"));
    abc->setPlainText(text);
    QCOMPARE(window.document()->item().melodyAbc, text);
    page->renderNow();
    QVERIFY(!page->rendered().ok());
    QVERIFY2(page->message().contains(QStringLiteral("Strophe 1: 25 Silben")) &&
                 page->message().contains(QStringLiteral("26 Noten")),
             qPrintable(page->message()));
    QVERIFY(shoot(&window, QStringLiteral("editor-song-mismatch-1280x800.png")));

    abc->setPlainText(QString());
    page->renderNow();
    QVERIFY(page->rendered().verses.isEmpty());
    QVERIFY(page->message().startsWith(QStringLiteral("Keine Melodie")));
}

void TestEditorScreens::mainWindow_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

void TestEditorScreens::mainWindow()
{
    QFETCH(QSize, size);
    const QString suffix = QStringLiteral("-%1x%2.png").arg(size.width()).arg(size.height());
    auto store = ContentStore::open(m_path, ContentStore::Mode::Editor, nullptr);
    EditorWindow window(std::move(store),
                        StaffAccount{QStringLiteral("Frau Möller"), true, {}, {}});
    window.keeper()->setAutosaveDelay(600000); // the shot shows typing in progress
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.size(), size);

    // An item edited in both languages, its text tab with the previews.
    QVERIFY(window.openItem(QStringLiteral("gouvernante")));
    auto* summary = window.findChild<QLineEdit*>(QStringLiteral("summary_de"));
    summary->setFocus();
    summary->home(false);
    summary->insert(QStringLiteral("Gebildet und geachtet: "));
    emit summary->textEdited(summary->text());
    QVERIFY(window.document()->hasUnsavedChanges());
    QVERIFY(shoot(&window, QStringLiteral("editor-item-both-languages") + suffix));

    // A person's day.
    window.itemEditor()->showPage(QStringLiteral("parts_schedule"));
    window.itemEditor()->partsEditor()->select(3);
    QVERIFY(shoot(&window, QStringLiteral("editor-schedule") + suffix));

    // The history: the draft's change with its diff.
    window.findChild<QDockWidget*>(QStringLiteral("historyDock"))->show();
    window.saveNow();
    window.history()->select(1);
    QVERIFY(window.history()->current());
    QApplication::processEvents();
    QCOMPARE(window.size(), size); // nothing forces the window past the screen
    QVERIFY(shoot(&window, QStringLiteral("editor-history") + suffix));
    window.findChild<QDockWidget*>(QStringLiteral("historyDock"))->hide();

    // A game's rules for adults.
    QVERIFY(window.openItem(QStringLiteral("muehle")));
    window.itemEditor()->showPage(QStringLiteral("textsPage"));
    QTabWidget* longTexts = window.itemEditor()->textsPage()->tabs();
    longTexts->setCurrentIndex(3);
    QVERIFY(shoot(&window, QStringLiteral("editor-game-rules") + suffix));

    // The inventory table, sorted by count, missing rows only.
    QVERIFY(window.openItem(QStringLiteral("drinnen_erwachsene")));
    window.itemEditor()->showPage(QStringLiteral("inventoryPage"));
    InventoryPage* inventory = window.itemEditor()->inventoryPage();
    QVERIFY(shoot(&window, QStringLiteral("editor-inventory") + suffix));
    inventory->filter()->setStock(InventoryFilter::Stock::Missing);
    inventory->table()->sortByColumn(InventoryTableModel::Name, Qt::AscendingOrder);
    QVERIFY(inventory->filter()->rowCount() > 0);
    QVERIFY(shoot(&window, QStringLiteral("editor-inventory-missing") + suffix));

    // A hairstyle's steps.
    QVERIFY(window.openItem(QStringLiteral("hausfrisur")));
    window.itemEditor()->showPage(QStringLiteral("parts_steps"));
    QVERIFY(shoot(&window, QStringLiteral("editor-steps") + suffix));
}

void TestEditorScreens::dialogs()
{
    auto store = ContentStore::open(m_path, ContentStore::Mode::Editor, nullptr);
    if (!store->hasStaffAccounts()) {
        QVERIFY(store
                    ->addStaffAccount(QStringLiteral("Frau Möller"), QStringLiteral("Gutshaus1900"),
                                      true, {})
                    .ok());
        QVERIFY(store
                    ->addStaffAccount(QStringLiteral("Herr Kurz"), QStringLiteral("Laterne12"),
                                      false, QStringLiteral("Frau Möller"))
                    .ok());
    }
    const StaffAccount admin =
        *store->signIn(QStringLiteral("Frau Möller"), QStringLiteral("Gutshaus1900"));
    SignInDialog signIn(*store, SignInDialog::Mode::SignIn);
    signIn.show();
    QVERIFY(shoot(&signIn, QStringLiteral("editor-sign-in.png")));
    AccountsDialog accounts(*store, admin);
    accounts.show();
    QVERIFY(shoot(&accounts, QStringLiteral("editor-accounts.png")));
    Backups backups(*store);
    QString error;
    QVERIFY(!backups.create(QStringLiteral("daily"), &error).isEmpty());
    QVERIFY(!backups.create(QStringLiteral("publish"), &error).isEmpty());
    BackupsDialog backupsDialog(*store, admin.name);
    backupsDialog.show();
    QVERIFY(shoot(&backupsDialog, QStringLiteral("editor-backups.png")));
    QVERIFY(
        BackupsDialog::confirmationText(backups.list().first()).contains(QStringLiteral("Uhr")));
    QList<EditableItem> drafts;
    for (const QString& key : store->draftKeys())
        drafts.append(*store->editableItem(key));
    QVERIFY(!drafts.isEmpty());
    PublishDialog publish(drafts, QStringLiteral("en"));
    publish.show();
    QVERIFY(shoot(&publish, QStringLiteral("editor-publish.png")));
    LanguagesDialog languages(*store);
    languages.show();
    QVERIFY(shoot(&languages, QStringLiteral("editor-languages.png")));
}

void TestEditorScreens::kioskPreview()
{
    auto store = ContentStore::open(m_path, ContentStore::Mode::Editor, nullptr);
    QStringList materials;
    for (const InventoryRow& row : store->inventoryRows()) {
        if (row.gameItemKey == QLatin1String("muehle"))
            materials.append(row.text(kDe, field::name));
    }
    QVERIFY(!materials.isEmpty());
    const Item muehle = store->editableItem(QStringLiteral("muehle"))->item;
    PreviewRequest request;
    request.part = field::rulesAdults;
    request.materials = materials;
    int pages = 0;
    for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
        request.size = size;
        const QImage image = renderKioskPreview(muehle, request, &pages);
        QCOMPARE(image.size(), size);
        QVERIFY(pages >= 1);
        QVERIFY(shootImage(image, QStringLiteral("editor-preview-muehle-%1x%2.png")
                                      .arg(size.width())
                                      .arg(size.height())));
    }
    // The source note is the preview's last line, as on the kiosk: without a
    // note the strip at the foot is plain paper, with one it carries text.
    {
        request.size = QSize(1280, 800);
        Item unnoted = muehle;
        unnoted.provenance.clear();
        QVERIFY(!provenance::line(muehle, kDe).isEmpty());
        QVERIFY(provenance::line(unnoted, kDe).isEmpty());
        const QRect foot(0, 800 - 56, 1280, 56);
        const QImage noted = renderKioskPreview(muehle, request, &pages).copy(foot);
        const QImage plain = renderKioskPreview(unnoted, request, &pages).copy(foot);
        QVERIFY2(noted != plain, "the preview draws no source note at its foot");
    }
    // The governess in English, her day.
    const Item governess = store->editableItem(QStringLiteral("gouvernante"))->item;
    request = PreviewRequest{};
    request.language = QStringLiteral("en");
    request.part = QStringLiteral("schedule");
    QVERIFY(shootImage(renderKioskPreview(governess, request, &pages),
                       QStringLiteral("editor-preview-gouvernante-day-en.png")));
    KioskPreviewDialog dialog(muehle, materials, store->mediaDirectory());
    dialog.resize(1100, 760);
    dialog.show();
    QVERIFY(dialog.pageCount() >= 1);
    QVERIFY(shoot(&dialog, QStringLiteral("editor-preview-dialog.png")));

    // The kiosk program draws the preview itself, drafts included: a title
    // changed only in the editor shows (the picture differs from the
    // published one).
    dialog.useKiosk(store.get());
    QVERIFY2(dialog.renderedByKiosk(),
             qPrintable(dialog.findChild<QLabel*>(QStringLiteral("previewNote"))->text()));
    const QImage published = dialog.image();
    QCOMPARE(published.size(), QSize(1280, 800));
    QVERIFY(shootImage(published, QStringLiteral("editor-preview-by-kiosk.png")));
    Item draft = muehle;
    draft.texts.set(kFallbackLanguage, field::title, QStringLiteral("Mühle – Entwurf"));
    KioskPreviewDialog draftDialog(draft, materials, store->mediaDirectory());
    draftDialog.useKiosk(store.get());
    QVERIFY(draftDialog.renderedByKiosk());
    QVERIFY(draftDialog.image() != published);
    QVERIFY(shootImage(draftDialog.image(), QStringLiteral("editor-preview-by-kiosk-draft.png")));
}

void TestEditorScreens::leafletPages()
{
    auto store = ContentStore::open(m_path, ContentStore::Mode::Editor, nullptr);
    const Item muehle = *store->item(QStringLiteral("muehle"));
    LeafletRequest request;
    request.mediaDirectory = store->mediaDirectory();
    for (const bool children : {true, false}) {
        request.forChildren = children;
        const QString who = children ? QStringLiteral("kinder") : QStringLiteral("erwachsene");
        LeafletResult result;
        QVERIFY(shootImage(renderLeafletPage(muehle, request, 0, 80, &result),
                           QStringLiteral("leaflet-muehle-%1-outside.png").arg(who)));
        QVERIFY(shootImage(renderLeafletPage(muehle, request, 1, 80, &result),
                           QStringLiteral("leaflet-muehle-%1-inside.png").arg(who)));
        QVERIFY(result.rulesPointSize >= 8.0);
    }
}

void TestEditorScreens::leafletPdf()
{
    auto store = ContentStore::open(m_path, ContentStore::Mode::Editor, nullptr);
    LeafletRequest request;
    request.language = QStringLiteral("en");
    request.forChildren = false;
    request.mediaDirectory = store->mediaDirectory();
    const Item muehle = *store->item(QStringLiteral("muehle"));
    QCOMPARE(leafletFileName(muehle, request),
             QStringLiteral("faltblatt-muehle-erwachsene-en.pdf"));
    const QString file = m_dir.filePath(leafletFileName(muehle, request));
    const LeafletResult result = writeLeafletPdf(muehle, request, file);
    QVERIFY2(result.ok, qPrintable(result.messageDe));
    QFile pdf(file);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    const QByteArray bytes = pdf.readAll();
    QVERIFY(bytes.startsWith("%PDF-"));
    // Two pages (outside and inside), A4 landscape: 842 × 595 points.
    QCOMPARE(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r"), 2);
    QVERIFY(bytes.contains("/MediaBox [0 0 841") || bytes.contains("/MediaBox [0 0 842"));
    // A game with very long rules gets smaller type, then a shortened text.
    Item longRules = muehle;
    longRules.texts.set(QStringLiteral("de"), field::rulesChildren,
                        QStringList(60, muehle.text(QStringLiteral("de"), field::rulesAdults))
                            .join(QStringLiteral("\n\n")));
    LeafletRequest children;
    LeafletResult shortened;
    renderLeafletPage(longRules, children, 1, 60, &shortened);
    QVERIFY(shortened.shortened);
    QCOMPARE(shortened.rulesPointSize, 8.0);
}

void TestEditorScreens::leafletSourceNote_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("children");
    QTest::addColumn<QString>("expected"); // a word the note must carry
    QTest::newRow("muehle de") << "muehle"
                               << "de" << true << "Unterlagen des Hauses";
    QTest::newRow("kniffel en") << "kniffel"
                                << "en" << false << "Added:";
    QTest::newRow("kniffel de") << "kniffel"
                                << "de" << true << "Ergänzt:";
    QTest::newRow("gaensespiel de") << "gaensespiel"
                                    << "de" << true << "Für die Ausstellung geschrieben";
}

// Issue 17: the leaflet's back names where the texts come from, as the kiosk
// does – the item's source note, in the leaflet's language, on the part of
// the panel that is printed, under the credits.
void TestEditorScreens::leafletSourceNote()
{
    QFETCH(QString, key);
    QFETCH(QString, language);
    QFETCH(bool, children);
    QFETCH(QString, expected);
    auto store = ContentStore::open(m_path, ContentStore::Mode::Editor, nullptr);
    const auto item = store->item(key);
    QVERIFY(item);
    LeafletRequest request;
    request.language = language;
    request.forChildren = children;
    request.mediaDirectory = store->mediaDirectory();
    LeafletResult result;
    renderLeafletPage(*item, request, 0, 80, &result);
    const QString note = provenance::line(*item, language);
    QVERIFY(note.contains(expected));
    QVERIFY2(result.backText.contains(note),
             qPrintable(QStringLiteral("note: %1\nback: %2").arg(note, result.backText)));
    const QString credits = item->text(language, field::credits).simplified();
    const qsizetype creditsAt = result.backText.indexOf(credits.left(20));
    QVERIFY2(!credits.isEmpty() && creditsAt >= 0, qPrintable(result.backText));
    QVERIFY(result.backText.indexOf(note) > creditsAt);
}

QTEST_MAIN(TestEditorScreens)
#include "tst_editor_screens.moc"
