#include "editor/editor_window.h"

#include "editor/draft_keeper.h"
#include "editor/field_labels.h"
#include "editor/history_view.h"
#include "editor/idle_lock.h"
#include "editor/item_document.h"
#include "editor/item_editor.h"
#include "editor/item_tree.h"
#include "editor/write_messages.h"
#include "store/backups.h"
#include "store/content_store.h"
#include "store/provenance.h"
#include "store/translation_status.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

namespace zv {

EditorWindow::EditorWindow(std::unique_ptr<ContentStore> store, const StaffAccount& account,
                           QWidget* parent)
    : QMainWindow(parent), m_store(std::move(store)), m_account(account)
{
    setObjectName(QStringLiteral("editorWindow"));
    setWindowTitle(tr("Zeitvertreib – Redaktion") + QStringLiteral("[*]"));
    m_document = new ItemDocument(this);
    m_keeper = new DraftKeeper(m_store.get(), m_document, account.name, this);
    m_tree = new ItemTree(this);
    m_editor = new ItemEditor(m_document, m_store->mediaDirectory(), this);
    m_editor->setLanguages(exhibitLanguages(*m_store));

    auto* split = new QSplitter(Qt::Horizontal, this);
    // Item names stay readable when the history takes room on the right.
    m_tree->setMinimumWidth(220);
    split->setChildrenCollapsible(false);
    // Above the tree: which source notes to show (issue 17).
    auto* treeColumn = new QWidget(this);
    auto* treeLayout = new QVBoxLayout(treeColumn);
    treeLayout->setContentsMargins(0, 0, 0, 0);
    auto* sourceFilter = new QComboBox(treeColumn);
    sourceFilter->setObjectName(QStringLiteral("sourceFilter"));
    sourceFilter->addItem(tr("Alle Quellenvermerke"), QString());
    for (const QString& kind : provenance::kinds())
        sourceFilter->addItem(provenance::kindLabel(kind, kFallbackLanguage), kind);
    sourceFilter->addItem(provenance::kindLabel(QString(), kFallbackLanguage),
                          QStringLiteral("none"));
    connect(sourceFilter, &QComboBox::currentIndexChanged, this, [this, sourceFilter] {
        m_tree->setSourceFilter(sourceFilter->currentData().toString());
    });
    treeLayout->addWidget(sourceFilter);
    treeLayout->addWidget(m_tree, 1);
    split->addWidget(treeColumn);
    split->addWidget(m_editor);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 4);
    // Wide enough for section and item titles with their notes.
    split->setSizes({330, 950});
    setCentralWidget(split);

    m_history = new HistoryView(this);
    m_historyDock = new QDockWidget(tr("Verlauf"), this);
    m_historyDock->setObjectName(QStringLiteral("historyDock"));
    m_historyDock->setWidget(m_history);
    m_historyDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    addDockWidget(Qt::RightDockWidgetArea, m_historyDock);
    m_historyDock->hide(); // opened from the tool bar; the editor needs the width

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("exhibitSummary"));
    statusBar()->addPermanentWidget(m_summary);
    buildActions();

    connect(m_tree, &ItemTree::itemChosen, this, [this](const QString& key) {
        if (m_switching || key == m_document->key() || key.isEmpty())
            return;
        if (!openItem(key)) {
            m_switching = true;
            m_tree->selectItem(m_document->key());
            m_switching = false;
        }
    });
    connect(m_document, &ItemDocument::unsavedChangesChanged, this, [this](bool unsaved) {
        setWindowModified(unsaved);
        updateItemStatus();
    });
    // Walking away ends the session (issue 23): the draft is saved first;
    // signing out closes the editor, whose closeEvent saves once more.
    m_idleLock = new IdleLock(
        *m_store, account.name, this, [this] { m_keeper->saveNow(); }, this);
    connect(m_idleLock, &IdleLock::signedOut, this, [this] {
        show(); // closeEvent may need to ask; the window closes right after
        close();
    });
    connect(m_keeper, &DraftKeeper::saved, this, &EditorWindow::refreshAfterSave);
    connect(m_keeper, &DraftKeeper::conflict, this, &EditorWindow::onConflict);
    connect(m_keeper, &DraftKeeper::failed, this, &EditorWindow::onFailure);
    connect(m_editor, &ItemEditor::secondLanguageChanged, this, [this] {
        m_tree->populate(m_store->sections(), m_store->editableItems(), m_editor->secondLanguage());
        updateSummary();
    });
    connect(m_history, &HistoryView::restoreValueRequested, this, [this](const Revision& revision) {
        // Its own undo step: never merged with typing in the same field.
        Item restored = m_document->item();
        const FieldKey key{revision.language, revision.field};
        if (applyField(restored, key, revision.oldValue))
            m_document->change(
                restored,
                tr("Früheren Wert von %1 zurückholen").arg(fieldPathLabel(key, restored)));
    });
    connect(m_history, &HistoryView::restoreItemRequested, this, [this](const Revision& revision) {
        const auto then = m_store->itemAfterRevision(revision.itemKey, revision.id);
        if (then)
            m_document->change(*then, tr("Stand vom %1 zurückholen")
                                          .arg(QLocale(QLocale::German)
                                                   .toString(revision.changedAt.toLocalTime(),
                                                             QStringLiteral("dd.MM. HH:mm"))));
    });

    // The daily backup: at the start and then every hour (a new day).
    m_daily = new QTimer(this);
    m_daily->setInterval(60 * 60 * 1000);
    connect(m_daily, &QTimer::timeout, this, &EditorWindow::takeDailyBackup);
    m_daily->start();
    QTimer::singleShot(0, this, &EditorWindow::takeDailyBackup);
    reloadAll();
}

EditorWindow::~EditorWindow() = default;

QString EditorWindow::author() const
{
    return m_account.name;
}

bool EditorWindow::openItem(const QString& itemKey)
{
    if (itemKey == m_document->key() && m_document->isLoaded())
        return true;
    if (!m_store->editableItem(itemKey))
        return false;
    // Leave nothing behind unsaved.
    const WriteResult saved = m_keeper->saveNow();
    if (!saved.ok()) {
        if (saved.status == WriteResult::Status::Conflict)
            onConflict(saved);
        else
            QMessageBox::warning(
                this, tr("Nicht gespeichert"),
                writeMessageDe(saved) +
                    tr("\n\nDer Eintrag bleibt offen, damit nichts verloren geht."));
        return false;
    }
    m_switching = true;
    m_tree->selectItem(itemKey);
    m_switching = false;
    showItem(itemKey);
    return true;
}

void EditorWindow::showItem(const QString& itemKey)
{
    const auto editable = m_store->editableItem(itemKey);
    if (!editable) {
        m_document->clear();
        m_history->setRevisions({}, {});
        return;
    }
    m_document->load(*editable);
    m_history->setRevisions(m_store->revisions(itemKey), editable->item);
    updateItemStatus();
}

WriteResult EditorWindow::saveNow()
{
    const WriteResult result = m_keeper->saveNow();
    if (result.status == WriteResult::Status::Failed)
        QMessageBox::warning(this, tr("Speichern nicht möglich"), writeMessageDe(result));
    return result;
}

void EditorWindow::refreshAfterSave()
{
    const auto editable = m_store->editableItem(m_document->key());
    if (editable)
        m_tree->updateItem(*editable, m_editor->secondLanguage());
    m_history->setRevisions(m_store->revisions(m_document->key()), m_document->item());
    statusBar()->showMessage(tr("Als Entwurf gespeichert."), 3000);
    updateItemStatus();
    updateSummary();
}

void EditorWindow::updateItemStatus()
{
    if (!m_document->isLoaded())
        return;
    const auto stored = m_store->editableItem(m_document->key());
    const QLocale german(QLocale::German, QLocale::Germany);
    QStringList parts{kindLabel(m_document->item().kind)};
    if (m_document->hasUnsavedChanges())
        parts.append(tr("<span style=\"color:#8a5a00\">Änderungen werden gleich gespeichert …"
                        "</span>"));
    else if (stored && stored->isDraft)
        parts.append(tr("<span style=\"color:#8a5a00\"><b>Entwurf</b></span> von %1, gespeichert "
                        "%2 – am Bildschirm erst nach „Veröffentlichen“")
                         .arg(stored->draftAuthor.toHtmlEscaped(),
                              german.toString(stored->draftSavedAt.toLocalTime(),
                                              QStringLiteral("dd.MM. HH:mm"))));
    else
        parts.append(tr("veröffentlicht – so am Bildschirm zu sehen"));
    const TranslationStatus status =
        translationStatus(m_document->item(), m_editor->secondLanguage());
    parts.append(translationSummaryDe(status, m_editor->secondLanguage()));
    if (m_document->item().needsReview)
        parts.append(tr("<b>zu prüfen</b>"));
    m_editor->setStatus(parts.join(QStringLiteral(" · ")));
}

QString EditorWindow::exhibitSummary() const
{
    return m_summary->text();
}

void EditorWindow::updateSummary()
{
    QList<Item> items;
    for (const EditableItem& editable : m_store->editableItems())
        items.append(editable.item);
    const QString language = m_editor->secondLanguage();
    const int drafts = static_cast<int>(m_store->draftKeys().size());
    m_summary->setText(tr("Angemeldet: %1%2 · %3 · %4")
                           .arg(m_account.name,
                                m_account.isAdmin ? tr(" (Administrator)") : QString(),
                                translationSummaryDe(translationStatus(items, language), language),
                                drafts == 1 ? tr("1 Entwurf") : tr("%1 Entwürfe").arg(drafts)));
}

void EditorWindow::refreshKeys()
{
    // Keys other items use, and the games a row may link to.
    QStringList rowKeys;
    QStringList mediaKeys;
    QList<QPair<QString, QString>> games;
    const QString current = m_document->key();
    for (const EditableItem& editable : m_store->editableItems()) {
        const Item& item = editable.item;
        if (item.kind == QLatin1String("game"))
            games.append({item.key, item.title(kFallbackLanguage)});
        if (item.key == current)
            continue;
        for (const InventoryRow& row : item.rows)
            rowKeys.append(row.key);
        for (const ImageSlot& image : item.images)
            mediaKeys.append(image.key);
        for (const AudioClip& clip : item.audio)
            mediaKeys.append(clip.key);
    }
    m_editor->setGames(games);
    m_editor->setTakenKeys(rowKeys, mediaKeys);
}

void EditorWindow::reloadAll()
{
    m_editor->setLanguages(exhibitLanguages(*m_store));
    m_switching = true;
    m_tree->populate(m_store->sections(), m_store->editableItems(), m_editor->secondLanguage());
    m_switching = false;
    refreshKeys();
    const QString key = m_document->key();
    if (!key.isEmpty())
        showItem(key);
    updateSummary();
}

void EditorWindow::onConflict(const WriteResult& result)
{
    QMessageBox box(
        QMessageBox::Question, tr("Inzwischen geändert"),
        tr("„%1“ wurde inzwischen von %2 geändert (%3). Beide Fassungen bleiben im "
           "Verlauf.\n\nWelche soll gelten?")
            .arg(m_document->item().title(kFallbackLanguage),
                 result.otherAuthor.isEmpty() ? tr("jemand anderem") : result.otherAuthor,
                 QLocale(QLocale::German)
                     .toString(result.otherChangeAt.toLocalTime(), QStringLiteral("dd.MM. HH:mm"))),
        QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("conflictBox"));
    QPushButton* mine = box.addButton(tr("Meine Fassung"), QMessageBox::AcceptRole);
    box.addButton(tr("Die andere Fassung laden"), QMessageBox::RejectRole);
    box.exec();
    resolveConflict(box.clickedButton() == mine);
}

WriteResult EditorWindow::resolveConflict(bool keepMine)
{
    if (keepMine)
        return m_keeper->keepMine();
    m_keeper->takeTheirs();
    m_history->setRevisions(m_store->revisions(m_document->key()), m_document->item());
    updateItemStatus();
    WriteResult loaded;
    loaded.status = WriteResult::Status::Unchanged;
    return loaded;
}

void EditorWindow::onFailure(const WriteResult& result)
{
    statusBar()->showMessage(writeMessageDe(result));
    if (result.problem != WriteProblem::Busy)
        QMessageBox::warning(this, tr("Speichern nicht möglich"), writeMessageDe(result));
}

void EditorWindow::closeEvent(QCloseEvent* event)
{
    const WriteResult saved = m_keeper->saveNow();
    if (saved.ok()) {
        event->accept();
        return;
    }
    const auto answer = QMessageBox::warning(
        this, tr("Nicht gespeichert"),
        writeMessageDe(saved) + tr("\n\nTrotzdem schließen? Die letzten Änderungen gehen dann "
                                   "verloren."),
        QMessageBox::Close | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Close)
        event->accept();
    else
        event->ignore();
}

} // namespace zv
