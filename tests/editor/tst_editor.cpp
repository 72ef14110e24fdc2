// The staff editor offscreen: edit an item in both languages, save, find the
// revision rows, see the new text from a kiosk-side store; a screenshot of
// the window with an item being edited.

#include "editor/editor_window.h"
#include "editor/item_editor.h"
#include "editor/store_dialogs.h"
#include "store/content_store.h"

#include <QApplication>
#include <QDir>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace zv;

class TestEditor : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void savesBothLanguagesWithRevisions();
    void revertDropsEdits();
    void gameFieldsOnlyForGames();
    void screenshotWhileEditing();
    void brokenStoreIsRestoredOnlyWhenAsked();

private:
    template <typename T> T* child(const QString& name) const
    {
        return m_window->findChild<T*>(name);
    }

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<EditorWindow> m_window;
};

void TestEditor::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_path = storePathInDirectory(m_dir.path());
}

void TestEditor::init()
{
    OpenReport report;
    auto store = ContentStore::open(m_path, ContentStore::Mode::Editor, &report);
    QVERIFY2(store, qPrintable(report.messageEn));
    m_window = std::make_unique<EditorWindow>(std::move(store), QStringLiteral("Frau Möller"));
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestEditor::cleanup()
{
    m_window.reset();
}

void TestEditor::savesBothLanguagesWithRevisions()
{
    auto kiosk = ContentStore::open(m_path, ContentStore::Mode::Kiosk, nullptr);
    QVERIFY(kiosk);
    const qint64 seen = kiosk->dataVersion();
    const QString oldGermanBody = kiosk->item(QStringLiteral("gouvernante"))
                                      ->texts.values.value(QStringLiteral("de"))
                                      .value(field::body);

    // Pick the item in the tree, as staff would.
    auto* tree = child<QTreeWidget>(QStringLiteral("itemTree"));
    QVERIFY(tree);
    QTreeWidgetItem* row = nullptr;
    for (QTreeWidgetItemIterator it(tree); *it; ++it) {
        if ((*it)->text(0) == QStringLiteral("Die Gouvernante"))
            row = *it;
    }
    QVERIFY(row);
    tree->setCurrentItem(row);
    QCOMPARE(m_window->itemEditor()->itemKey(), QStringLiteral("gouvernante"));

    auto* saveButton = child<QPushButton>(QStringLiteral("saveButton"));
    QVERIFY(saveButton);
    QVERIFY(!saveButton->isEnabled());
    auto* englishTitle = child<QLineEdit>(QStringLiteral("title_en"));
    QVERIFY(englishTitle);
    englishTitle->selectAll();
    // Typed as staff would; QTest types ASCII only, so the umlaut is inserted.
    QTest::keyClicks(englishTitle, QStringLiteral("The governess (Fr"));
    englishTitle->insert(QStringLiteral("äulein)"));
    auto* germanBody = child<QPlainTextEdit>(QStringLiteral("body_de"));
    QVERIFY(germanBody);
    germanBody->setPlainText(oldGermanBody + QStringLiteral("\n\nSie trug oft eine Brille."));
    QVERIFY(saveButton->isEnabled());
    QVERIFY(m_window->isWindowModified());
    QCOMPARE(m_window->itemEditor()->changes().size(), 2);

    QTest::mouseClick(saveButton, Qt::LeftButton);
    QVERIFY(!m_window->itemEditor()->isModified());
    QVERIFY(!saveButton->isEnabled());

    // Two revision rows, with the old values and the staff member's name.
    const QList<Revision> revisions = m_window->store()->revisions(QStringLiteral("gouvernante"));
    QCOMPARE(revisions.size(), 2);
    for (const Revision& revision : revisions)
        QCOMPARE(revision.author, QStringLiteral("Frau Möller"));
    const auto findRevision = [&](const QString& language) {
        for (const Revision& revision : revisions) {
            if (revision.language == language)
                return revision;
        }
        return Revision{};
    };
    QCOMPARE(findRevision(QStringLiteral("en")).oldValue, QStringLiteral("The governess"));
    QCOMPARE(findRevision(QStringLiteral("en")).field, field::title);
    QCOMPARE(findRevision(QStringLiteral("de")).oldValue, oldGermanBody);
    auto* revisionList = child<QTreeWidget>(QStringLiteral("revisionList"));
    QCOMPARE(revisionList->topLevelItemCount(), 2);
    QCOMPARE(revisionList->topLevelItem(0)->text(1), QStringLiteral("Frau Möller"));

    // The kiosk's own store instance sees the change.
    QVERIFY(kiosk->dataVersion() != seen);
    const auto item = kiosk->item(QStringLiteral("gouvernante"));
    QCOMPARE(item->title(QStringLiteral("en")), QStringLiteral("The governess (Fräulein)"));
    QVERIFY(item->text(QStringLiteral("de"), field::body)
                .endsWith(QStringLiteral("Sie trug oft eine Brille.")));
}

void TestEditor::revertDropsEdits()
{
    QVERIFY(m_window->openItem(QStringLiteral("hausfrisur")));
    auto* germanTitle = child<QLineEdit>(QStringLiteral("title_de"));
    const QString before = germanTitle->text();
    QTest::keyClicks(germanTitle, QStringLiteral(" - neu"));
    QVERIFY(m_window->itemEditor()->isModified());
    QTest::mouseClick(child<QPushButton>(QStringLiteral("revertButton")), Qt::LeftButton);
    QCOMPARE(germanTitle->text(), before);
    QVERIFY(!m_window->itemEditor()->isModified());
    QVERIFY(m_window->store()->revisions(QStringLiteral("hausfrisur")).isEmpty());
    QVERIFY(!m_window->openItem(QStringLiteral("gibt_es_nicht")));
}

void TestEditor::gameFieldsOnlyForGames()
{
    auto* tabs = child<QTabWidget>(QStringLiteral("longTexts"));
    QVERIFY(m_window->openItem(QStringLiteral("muehle")));
    QVERIFY(tabs->isTabVisible(3));
    QVERIFY(child<QPlainTextEdit>(QStringLiteral("rules_adults_de"))
                ->toPlainText()
                .contains(QStringLiteral("Setzphase")));
    QVERIFY(m_window->openItem(QStringLiteral("kindermaedchen")));
    QVERIFY(tabs->isTabVisible(0));
    QVERIFY(!tabs->isTabVisible(1));
    QVERIFY(!tabs->isTabVisible(3));
}

namespace {
QString saveShot(QWidget* window, const QString& name)
{
    const QImage shot = window->grab().toImage();
    const QString folder =
        qEnvironmentVariable("ZV_SCREENSHOT_DIR", QStringLiteral(ZV_SCREENSHOT_DIR));
    QDir().mkpath(folder);
    const QString file = QDir(folder).filePath(name);
    return shot.save(file) ? file : QString();
}
} // namespace

void TestEditor::screenshotWhileEditing()
{
    // The item edited and saved above, now edited again: revisions show below.
    QVERIFY(m_window->openItem(QStringLiteral("gouvernante")));
    QVERIFY(!m_window->store()->revisions(QStringLiteral("gouvernante")).isEmpty());
    auto* germanSummary = child<QLineEdit>(QStringLiteral("summary_de"));
    germanSummary->setFocus();
    germanSummary->home(false);
    germanSummary->insert(QStringLiteral("Gebildet und geachtet: "));
    QVERIFY(m_window->itemEditor()->isModified());
    QApplication::processEvents();
    const QString editing = saveShot(m_window.get(), QStringLiteral("editor-item-editing.png"));
    QVERIFY(!editing.isEmpty());
    QVERIFY(QFileInfo(editing).size() > 10000);

    // A game article with its rules for adults open.
    m_window->itemEditor()->setItem(*m_window->store()->item(QStringLiteral("gouvernante")));
    QVERIFY(m_window->openItem(QStringLiteral("muehle")));
    child<QTabWidget>(QStringLiteral("longTexts"))->setCurrentIndex(3);
    QApplication::processEvents();
    QVERIFY(!saveShot(m_window.get(), QStringLiteral("editor-game-article.png")).isEmpty());
    // Nothing of this was saved.
    QCOMPARE(m_window->store()->revisions(QStringLiteral("muehle")).size(), 0);
}

void TestEditor::brokenStoreIsRestoredOnlyWhenAsked()
{
    QTemporaryDir dir;
    const QString path = storePathInDirectory(dir.path());
    QFile garbage(path);
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write(QByteArray(4096, 'x'));
    garbage.close();

    // Answer the dialogs as a staff member would: first refuse, then restore.
    QString answer = QStringLiteral("Beenden");
    QStringList seenMessages;
    QTimer clicker;
    connect(&clicker, &QTimer::timeout, this, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        seenMessages.append(box->text());
        for (QAbstractButton* button : box->buttons()) {
            if (button->text() == answer || box->buttons().size() == 1) {
                button->click();
                return;
            }
        }
    });
    clicker.start(20);

    QVERIFY(!openStoreInteractively(path, nullptr));
    QCOMPARE(seenMessages.size(), 1);
    QVERIFY(seenMessages.first().contains(QStringLiteral("nichts verändert")));
    QCOMPARE(QFileInfo(path).size(), 4096); // untouched

    answer = QStringLiteral("Aus mitgelieferten Inhalten neu anlegen");
    seenMessages.clear();
    auto store = openStoreInteractively(path, nullptr);
    QVERIFY(store);
    QCOMPARE(seenMessages.size(), 2); // the problem, then what was done
    QVERIFY(store->item(QStringLiteral("muehle")));
    const QStringList aside =
        QDir(dir.path()).entryList({QStringLiteral("zeitvertreib.sqlite.broken-*")});
    QCOMPARE(aside.size(), 1);
    QCOMPARE(QFileInfo(dir.filePath(aside.first())).size(), 4096);
}

QTEST_MAIN(TestEditor)
#include "tst_editor.moc"
