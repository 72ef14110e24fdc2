// The staff editor's window offscreen, as a curator uses it: sign in with a
// personal account, edit both languages, the draft saved without asking and
// invisible to the kiosk until published (after a backup), undo and redo,
// two editors on one store, the history's restore, a broken store.

#include "editor/draft_keeper.h"
#include "editor/editor_window.h"
#include "editor/history_view.h"
#include "editor/idle_lock.h"
#include "editor/item_document.h"
#include "editor/item_editor.h"
#include "editor/parts_editor.h"
#include "editor/sign_in_dialog.h"
#include "editor/store_dialogs.h"
#include "store/backups.h"
#include "store/content_store.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QtTest>

using namespace zv;

namespace {
const QString kDe = QStringLiteral("de");
const QString kEn = QStringLiteral("en");

// Clicks the button labelled `answer` in whatever message box opens.
class BoxClicker : public QObject {
public:
    explicit BoxClicker(const QString& answer) : m_answer(answer)
    {
        connect(&m_timer, &QTimer::timeout, this, [this] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            m_seen.append(box->text());
            for (QAbstractButton* button : box->buttons()) {
                if (button->text() == m_answer || box->buttons().size() == 1) {
                    button->click();
                    return;
                }
            }
        });
        m_timer.start(20);
    }
    QStringList seen() const { return m_seen; }
    void setAnswer(const QString& answer) { m_answer = answer; }
    void clearSeen() { m_seen.clear(); }

private:
    QString m_answer;
    QStringList m_seen;
    QTimer m_timer;
};
} // namespace

class TestEditor : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void firstAccountThenSignIn();
    void editsAreDraftsUntilPublished();
    void autosaveWithoutAsking();
    void undoAndRedoAcrossFieldsAndSteps();
    void twoEditorsAskBeforeOverwriting();
    void historyRestoresAValueAndAWholeItem();
    void closingSavesTheDraft();
    void brokenStoreIsRestoredOnlyWhenAsked();
    void idleSessionLocksAndEnds();

private:
    std::unique_ptr<EditorWindow> window(const QString& name = QStringLiteral("Frau Möller"))
    {
        auto store = ContentStore::open(m_path, ContentStore::Mode::Editor, nullptr);
        if (!store)
            return nullptr;
        auto result =
            std::make_unique<EditorWindow>(std::move(store), StaffAccount{name, true, {}, {}});
        result->resize(1280, 800);
        result->show();
        return result;
    }
    template <typename T> static T* child(QWidget* parent, const QString& name)
    {
        return parent->findChild<T*>(name);
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
};

void TestEditor::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_path = storePathInDirectory(m_dir->path());
}

void TestEditor::cleanup()
{
    m_dir.reset();
}

void TestEditor::firstAccountThenSignIn()
{
    auto store = ContentStore::open(m_path, ContentStore::Mode::Editor, nullptr);
    QVERIFY(store && !store->hasStaffAccounts());
    {
        SignInDialog first(*store, SignInDialog::Mode::FirstAdministrator);
        child<QLineEdit>(&first, "staffName")->setText(QStringLiteral("Frau Möller"));
        child<QLineEdit>(&first, "staffPassword")->setText(QStringLiteral("Gutshaus1900"));
        child<QLineEdit>(&first, "staffPasswordRepeat")->setText(QStringLiteral("Gutshaus19OO"));
        QVERIFY(!first.trySignIn());
        QVERIFY(child<QLabel>(&first, "signInMessage")
                    ->text()
                    .contains(QStringLiteral("nicht gleich")));
        child<QLineEdit>(&first, "staffPasswordRepeat")->setText(QStringLiteral("Gutshaus1900"));
        QVERIFY(first.trySignIn());
        QVERIFY(first.account()->isAdmin);
    }
    SignInDialog signIn(*store, SignInDialog::Mode::SignIn);
    QVERIFY(!child<QLineEdit>(&signIn, "staffPasswordRepeat"));
    child<QLineEdit>(&signIn, "staffName")->setText(QStringLiteral("frau möller"));
    child<QLineEdit>(&signIn, "staffPassword")->setText(QStringLiteral("falsch-falsch"));
    QVERIFY(!signIn.trySignIn());
    QCOMPARE(child<QLabel>(&signIn, "signInMessage")->text(),
             QStringLiteral("Name oder Passwort stimmen nicht."));
    QVERIFY(child<QLineEdit>(&signIn, "staffPassword")->text().isEmpty());
    child<QLineEdit>(&signIn, "staffPassword")->setText(QStringLiteral("Gutshaus1900"));
    QVERIFY(signIn.trySignIn());
    QCOMPARE(signIn.account()->name, QStringLiteral("Frau Möller"));
}

void TestEditor::editsAreDraftsUntilPublished()
{
    auto editor = window();
    QVERIFY(editor);
    auto kiosk = ContentStore::open(m_path, ContentStore::Mode::Kiosk, nullptr);
    const qint64 stamp = kiosk->dataVersion();
    const QString publishedTitle = kiosk->item(QStringLiteral("gouvernante"))->title(kEn);

    // Pick the item in the tree, as staff would.
    auto* tree = child<QTreeWidget>(editor.get(), "itemTree");
    // Looked up each time: a save or a publication may rebuild the tree.
    auto findRow = [tree]() -> QTreeWidgetItem* {
        for (QTreeWidgetItemIterator it(tree); *it; ++it) {
            if ((*it)->text(0) == QStringLiteral("Die Gouvernante"))
                return *it;
        }
        return nullptr;
    };
    QTreeWidgetItem* row = findRow();
    QVERIFY(row);
    tree->setCurrentItem(row);
    QCOMPARE(editor->document()->key(), QStringLiteral("gouvernante"));
    auto* englishTitle = child<QLineEdit>(editor.get(), "title_en");
    englishTitle->selectAll();
    QTest::keyClicks(englishTitle, QStringLiteral("The governess (Fr"));
    englishTitle->insert(QStringLiteral("äulein)")); // QTest types ASCII only
    auto* germanBody = child<QPlainTextEdit>(editor.get(), "body_de");
    germanBody->moveCursor(QTextCursor::End);
    germanBody->insertPlainText(QStringLiteral("\n\nSie trug oft eine Brille."));
    QVERIFY(editor->document()->hasUnsavedChanges());
    QVERIFY(editor->isWindowModified());

    QCOMPARE(editor->saveNow().status, WriteResult::Status::Saved);
    QVERIFY(!editor->isWindowModified());
    // A draft: the kiosk still shows the published text.
    QCOMPARE(kiosk->item(QStringLiteral("gouvernante"))->title(kEn), publishedTitle);
    QCOMPARE(kiosk->dataVersion(), stamp);
    QVERIFY(findRow() && findRow()->text(1).contains(QStringLiteral("Entwurf")));
    QVERIFY(child<QLabel>(editor.get(), "itemStatus")->text().contains(QStringLiteral("Entwurf")));
    const QList<Revision> revisions = editor->store()->revisions(QStringLiteral("gouvernante"));
    QCOMPARE(revisions.size(), 2);
    for (const Revision& revision : revisions)
        QCOMPARE(revision.author, QStringLiteral("Frau Möller"));
    QCOMPARE(child<QTreeWidget>(editor.get(), "revisionList")->topLevelItemCount(), 2);

    // Publishing takes a backup first, then the kiosk sees the change.
    const WriteResult published = editor->publish({});
    QVERIFY2(published.status == WriteResult::Status::Saved, qPrintable(published.detail));
    QCOMPARE(Backups(*editor->store()).list().first().reason, QStringLiteral("publish"));
    QVERIFY(kiosk->dataVersion() != stamp);
    const auto shown = kiosk->item(QStringLiteral("gouvernante"));
    QCOMPARE(shown->title(kEn), QStringLiteral("The governess (Fräulein)"));
    QVERIFY(shown->text(kDe, field::body).endsWith(QStringLiteral("Sie trug oft eine Brille.")));
    QVERIFY(findRow() && !findRow()->text(1).contains(QStringLiteral("Entwurf")));
}

// Issue 23: after the idle time the work is a draft, every window is out of
// sight and only the signed-in account's password goes on; input keeps the
// session alive; "Abbrechen" on the lock signs out and closes the editor.
void TestEditor::idleSessionLocksAndEnds()
{
    {
        auto store = ContentStore::open(m_path, ContentStore::Mode::Editor, nullptr);
        QVERIFY(store
                    ->addStaffAccount(QStringLiteral("Frau Möller"), QStringLiteral("Gutshaus1900"),
                                      true, {})
                    .ok());
    }
    auto editor = window();
    editor->keeper()->setAutosaveDelay(60 * 60 * 1000); // only the lock saves here
    QVERIFY(editor->openItem(QStringLiteral("halma")));
    auto* summary = child<QLineEdit>(editor.get(), "summary_de");
    summary->setFocus();
    summary->end(false);
    QTest::keyClicks(summary, QStringLiteral(" Fuer zwei bis vier."));
    QVERIFY(editor->document()->hasUnsavedChanges());

    IdleLock* lock = editor->idleLock();
    QCOMPARE(lock->timeout(), std::chrono::milliseconds(IdleLock::kDefaultTimeout));
    lock->setTimeout(std::chrono::milliseconds(400));
    // Typing keeps the session: no lock while keys come every 100 ms.
    for (int i = 0; i < 10; ++i) {
        QTest::keyClick(summary, Qt::Key_End);
        QTest::qWait(100);
        QVERIFY(!lock->isLocked());
    }
    QTRY_VERIFY_WITH_TIMEOUT(lock->isLocked(), 3000);
    QVERIFY(!editor->isVisible());
    const auto stored = editor->store()->editableItem(QStringLiteral("halma"));
    QVERIFY(stored->isDraft);
    QVERIFY(stored->item.text(kDe, field::summary).endsWith(QStringLiteral("Fuer zwei bis vier.")));

    // Only this account, and only with its password.
    SignInDialog* dialog = lock->dialog();
    QVERIFY(dialog && dialog->isVisible());
    auto* name = child<QLineEdit>(dialog, "staffName");
    QCOMPARE(name->text(), QStringLiteral("Frau Möller"));
    QVERIFY(name->isReadOnly());
    child<QLineEdit>(dialog, "staffPassword")->setText(QStringLiteral("falsch-falsch"));
    child<QPushButton>(dialog, "signInButton")->click();
    QVERIFY(lock->isLocked());
    QVERIFY(!editor->isVisible());
    child<QLineEdit>(dialog, "staffPassword")->setText(QStringLiteral("Gutshaus1900"));
    child<QPushButton>(dialog, "signInButton")->click();
    QTRY_VERIFY(editor->isVisible());
    QVERIFY(!lock->isLocked());

    // Locked again and cancelled: the session is over, the editor closes.
    QTRY_VERIFY_WITH_TIMEOUT(lock->isLocked(), 3000);
    QSignalSpy signedOut(lock, &IdleLock::signedOut);
    lock->dialog()->reject();
    QCOMPARE(signedOut.size(), 1);
    QTRY_VERIFY(!editor->isVisible());
    QVERIFY(!lock->isLocked());
}

void TestEditor::autosaveWithoutAsking()
{
    auto editor = window();
    editor->keeper()->setAutosaveDelay(50);
    QVERIFY(editor->openItem(QStringLiteral("halma")));
    auto* summary = child<QLineEdit>(editor.get(), "summary_de");
    summary->setFocus();
    summary->end(false);
    QTest::keyClicks(summary, QStringLiteral(" Fuer zwei bis vier."));
    QTRY_VERIFY_WITH_TIMEOUT(!editor->document()->hasUnsavedChanges(), 3000);
    const auto stored = editor->store()->editableItem(QStringLiteral("halma"));
    QVERIFY(stored->isDraft);
    QVERIFY(stored->item.text(kDe, field::summary).endsWith(QStringLiteral("Fuer zwei bis vier.")));
    // The typing of one field is one revision, not one per letter.
    QCOMPARE(editor->store()->revisions(QStringLiteral("halma")).size(), 1);
}

void TestEditor::undoAndRedoAcrossFieldsAndSteps()
{
    auto editor = window();
    QVERIFY(editor->openItem(QStringLiteral("hausfrisur")));
    ItemDocument* document = editor->document();
    const Item original = document->item();
    auto* title = child<QLineEdit>(editor.get(), "title_de");
    title->setFocus();
    title->end(false);
    QTest::keyClicks(title, QStringLiteral(" um 1900"));
    PartsEditor* steps = editor->itemEditor()->partsEditor();
    QVERIFY(steps);
    editor->itemEditor()->showPage(QStringLiteral("parts_steps"));
    steps->select(1);
    steps->moveEntry(-1);
    QCOMPARE(document->item().steps.first().figure, original.steps.at(1).figure);
    QCOMPARE(document->undoStack()->count(), 2); // the typing merged into one step

    // Ctrl+Z in the title box undoes the document's last step (the move).
    QApplication::setActiveWindow(editor.get());
    QVERIFY(QTest::qWaitForWindowActive(editor.get()));
    title->setFocus();
    QTest::keySequence(title, QKeySequence::Undo);
    QCOMPARE(document->item().steps.first().figure, original.steps.first().figure);
    QCOMPARE(title->text(), original.title(kDe) + QStringLiteral(" um 1900"));
    document->undoStack()->undo();
    QCOMPARE(title->text(), original.title(kDe));
    QCOMPARE(flattenItem(document->item()), flattenItem(original));
    QVERIFY(!document->hasUnsavedChanges());
    document->undoStack()->redo();
    document->undoStack()->redo();
    QCOMPARE(title->text(), original.title(kDe) + QStringLiteral(" um 1900"));
    QCOMPARE(document->item().steps.first().figure, original.steps.at(1).figure);
}

void TestEditor::twoEditorsAskBeforeOverwriting()
{
    auto first = window(QStringLiteral("Frau A"));
    auto second = window(QStringLiteral("Herr B"));
    QVERIFY(first->openItem(QStringLiteral("muehle")));
    QVERIFY(second->openItem(QStringLiteral("muehle")));
    first->document()->setField({kDe, field::summary}, QStringLiteral("Fassung A."));
    QCOMPARE(first->saveNow().status, WriteResult::Status::Saved);
    second->document()->setField({kDe, field::summary}, QStringLiteral("Fassung B."));

    BoxClicker clicker(QStringLiteral("Meine Fassung"));
    // The autosave (or "Speichern") finds A's change and asks.
    QCOMPARE(second->keeper()->saveNow().status, WriteResult::Status::Conflict);
    QTRY_VERIFY(!clicker.seen().isEmpty());
    QVERIFY(clicker.seen().first().contains(QStringLiteral("Frau A")));
    QTRY_VERIFY(!second->keeper()->inConflict());
    QCOMPARE(
        second->store()->editableItem(QStringLiteral("muehle"))->item.text(kDe, field::summary),
        QStringLiteral("Fassung B."));
    // A's text is not lost: it is in the history.
    bool found = false;
    for (const Revision& revision : second->store()->revisions(QStringLiteral("muehle")))
        found = found || revision.newValue == QStringLiteral("Fassung A.");
    QVERIFY(found);

    // A now edits again: conflict; this time A loads B's version.
    first->document()->setField({kDe, field::title}, QStringLiteral("Mühle (A)"));
    clicker.setAnswer(QStringLiteral("Die andere Fassung laden"));
    clicker.clearSeen();
    QCOMPARE(first->keeper()->saveNow().status, WriteResult::Status::Conflict);
    QTRY_VERIFY(!clicker.seen().isEmpty());
    QTRY_COMPARE(first->document()->item().text(kDe, field::summary), QStringLiteral("Fassung B."));
    QVERIFY(!first->document()->hasUnsavedChanges());
}

void TestEditor::historyRestoresAValueAndAWholeItem()
{
    auto editor = window();
    QVERIFY(editor->openItem(QStringLiteral("dame")));
    ItemDocument* document = editor->document();
    const Item original = document->item();
    document->setField({kDe, field::title}, QStringLiteral("Dame (1)"));
    editor->saveNow();
    document->setField({QString(), QStringLiteral("staff_note")}, QStringLiteral("Brett fehlt."));
    document->setField({kDe, field::title}, QStringLiteral("Dame (2)"));
    editor->saveNow();
    HistoryView* history = editor->history();
    QCOMPARE(history->list()->topLevelItemCount(), 2); // title (merged), note
    // The title's revision, with its diff.
    for (int row = 0; row < history->list()->topLevelItemCount(); ++row) {
        history->select(row);
        if (history->current()->field == field::title)
            break;
    }
    QCOMPARE(history->current()->field, field::title);
    QVERIFY(history->diff()->toHtml().contains(QStringLiteral("(2)")));
    QTest::mouseClick(child<QPushButton>(history, "restoreValue"), Qt::LeftButton);
    QCOMPARE(document->item().title(kDe), original.title(kDe));
    QCOMPARE(document->item().staffNote, QStringLiteral("Brett fehlt."));
    document->undoStack()->undo();
    QCOMPARE(document->item().title(kDe), QStringLiteral("Dame (2)"));
    // The whole item as it was right after the first change.
    const QList<Revision> revisions = editor->store()->revisions(QStringLiteral("dame"));
    history->select(static_cast<int>(revisions.size()) - 1); // the oldest
    QTest::mouseClick(child<QPushButton>(history, "restoreItem"), Qt::LeftButton);
    QCOMPARE(document->item().title(kDe), QStringLiteral("Dame (2)"));
    QCOMPARE(document->item().staffNote, original.staffNote);
}

void TestEditor::closingSavesTheDraft()
{
    {
        auto editor = window();
        editor->keeper()->setAutosaveDelay(60000); // only the close saves
        QVERIFY(editor->openItem(QStringLiteral("kalaha")));
        editor->document()->setField({kEn, field::summary}, QStringLiteral("Sowing stones."));
        QVERIFY(editor->close());
    }
    auto store = ContentStore::open(m_path, ContentStore::Mode::Editor, nullptr);
    QCOMPARE(store->editableItem(QStringLiteral("kalaha"))->item.text(kEn, field::summary),
             QStringLiteral("Sowing stones."));
}

void TestEditor::brokenStoreIsRestoredOnlyWhenAsked()
{
    QFile garbage(m_path);
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write(QByteArray(4096, 'x'));
    garbage.close();

    BoxClicker clicker(QStringLiteral("Beenden"));
    QVERIFY(!openStoreInteractively(m_path, nullptr));
    QCOMPARE(clicker.seen().size(), 1);
    QVERIFY(clicker.seen().first().contains(QStringLiteral("nichts verändert")));
    QCOMPARE(QFileInfo(m_path).size(), 4096); // untouched

    clicker.setAnswer(QStringLiteral("Aus mitgelieferten Inhalten neu anlegen"));
    clicker.clearSeen();
    auto store = openStoreInteractively(m_path, nullptr);
    QVERIFY(store);
    QCOMPARE(clicker.seen().size(), 2); // the problem, then what was done
    QVERIFY(store->item(QStringLiteral("muehle")));
    const QStringList aside =
        QDir(m_dir->path()).entryList({QStringLiteral("zeitvertreib.sqlite.broken-*")});
    QCOMPARE(aside.size(), 1);
}

QTEST_MAIN(TestEditor)
#include "tst_editor.moc"
