#include "editor/editor_window.h"

#include "editor/item_editor.h"
#include "editor/item_tree.h"
#include "editor/revision_list.h"
#include "store/content_store.h"

#include <QCloseEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStatusBar>
#include <QVBoxLayout>

namespace zv {

EditorWindow::EditorWindow(std::unique_ptr<ContentStore> store, const QString& author,
                           QWidget* parent)
    : QMainWindow(parent), m_store(std::move(store)), m_author(author)
{
    setWindowTitle(tr("Zeitvertreib – Texte bearbeiten"));
    setObjectName(QStringLiteral("editorWindow"));

    m_tree = new ItemTree(this);
    m_editor = new ItemEditor(this);
    m_revisions = new RevisionList(this);

    auto* right = new QSplitter(Qt::Vertical, this);
    right->addWidget(m_editor);
    auto* history = new QWidget(right);
    auto* historyLayout = new QVBoxLayout(history);
    historyLayout->setContentsMargins(0, 0, 0, 0);
    historyLayout->addWidget(new QLabel(tr("<b>Frühere Fassungen</b>"), history));
    historyLayout->addWidget(m_revisions);
    right->addWidget(history);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 1);

    auto* main = new QSplitter(Qt::Horizontal, this);
    main->addWidget(m_tree);
    main->addWidget(right);
    main->setStretchFactor(0, 1);
    main->setStretchFactor(1, 3);
    // Wide enough for section and item titles without cutting them.
    main->setSizes({320, 960});
    right->setSizes({560, 200});
    setCentralWidget(main);

    auto* fileMenu = menuBar()->addMenu(tr("&Datei"));
    fileMenu->addAction(tr("&Speichern"), QKeySequence::Save, this, [this] { saveCurrentItem(); });
    fileMenu->addSeparator();
    fileMenu->addAction(tr("&Beenden"), QKeySequence::Quit, this, &QWidget::close);

    statusBar()->showMessage(tr("Angemeldet als %1 · Speicher: %2").arg(m_author, m_store->path()));

    connect(m_tree, &ItemTree::itemChosen, this, [this](const QString& key) {
        if (m_switching || key == m_editor->itemKey())
            return;
        if (!settleUnsavedChanges()) {
            // Stay on the item with the unsaved changes.
            m_switching = true;
            m_tree->selectItem(m_editor->itemKey());
            m_switching = false;
            return;
        }
        showItem(key);
    });
    connect(m_editor, &ItemEditor::saveRequested, this, [this] { saveCurrentItem(); });
    connect(m_editor, &ItemEditor::modifiedChanged, this,
            [this](bool modified) { setWindowModified(modified); });
    setWindowTitle(windowTitle() + QStringLiteral("[*]"));
    m_tree->populate(*m_store);
}

EditorWindow::~EditorWindow() = default;

bool EditorWindow::openItem(const QString& itemKey)
{
    if (!m_store->item(itemKey))
        return false;
    if (itemKey != m_editor->itemKey() && !settleUnsavedChanges())
        return false;
    m_switching = true;
    m_tree->selectItem(itemKey);
    m_switching = false;
    showItem(itemKey);
    return true;
}

void EditorWindow::showItem(const QString& itemKey)
{
    const auto item = itemKey.isEmpty() ? std::nullopt : m_store->item(itemKey);
    if (!item) {
        m_editor->clear();
        m_revisions->setRevisions({});
        return;
    }
    m_editor->setItem(*item);
    m_revisions->setRevisions(m_store->revisions(itemKey));
}

bool EditorWindow::saveCurrentItem()
{
    const QString key = m_editor->itemKey();
    const QList<TextChange> changes = m_editor->changes();
    if (key.isEmpty() || changes.isEmpty())
        return true;
    QString error;
    if (!m_store->saveItemTexts(key, changes, m_author, &error)) {
        QMessageBox::warning(this, tr("Speichern nicht möglich"),
                             tr("Die Änderungen konnten nicht gespeichert werden. Ihre Eingaben "
                                "sind noch im Fenster; nichts wurde halb gespeichert.\n\n%1")
                                 .arg(error));
        return false;
    }
    statusBar()->showMessage(
        tr("%n Änderung(en) gespeichert.", nullptr, static_cast<int>(changes.size())), 5000);
    reloadAll();
    return true;
}

void EditorWindow::reloadAll()
{
    const QString key = m_editor->itemKey();
    m_switching = true;
    m_tree->populate(*m_store);
    m_switching = false;
    showItem(key);
}

bool EditorWindow::settleUnsavedChanges()
{
    if (!m_editor->isModified())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Ungespeicherte Änderungen"),
        tr("Der Eintrag „%1“ hat ungespeicherte Änderungen. Jetzt speichern?")
            .arg(m_editor->itemKey()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save)
        return saveCurrentItem();
    return true;
}

void EditorWindow::closeEvent(QCloseEvent* event)
{
    if (settleUnsavedChanges())
        event->accept();
    else
        event->ignore();
}

} // namespace zv
