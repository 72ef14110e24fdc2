// EditorWindow's menus and tool bar, and what they start: publishing,
// content packs, leaflets, the preview, backups, languages and accounts.

#include "editor/accounts_dialog.h"
#include "editor/backups_dialog.h"
#include "editor/draft_keeper.h"
#include "editor/editor_window.h"
#include "editor/field_labels.h"
#include "editor/history_view.h"
#include "editor/item_document.h"
#include "editor/item_editor.h"
#include "editor/kiosk_preview.h"
#include "editor/languages_dialog.h"
#include "editor/leaflet.h"
#include "editor/pack_dialogs.h"
#include "editor/publish_dialog.h"
#include "editor/write_messages.h"
#include "store/backups.h"
#include "store/content_pack.h"
#include "store/content_store.h"

#include <QDesktopServices>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QInputDialog>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolBar>
#include <QUrl>

namespace zv {

void EditorWindow::buildActions()
{
    QUndoStack* undo = m_document->undoStack();
    QAction* undoAction = undo->createUndoAction(this, tr("Rückgängig"));
    undoAction->setObjectName(QStringLiteral("undoAction"));
    undoAction->setShortcut(QKeySequence::Undo);
    QAction* redoAction = undo->createRedoAction(this, tr("Wiederholen"));
    redoAction->setObjectName(QStringLiteral("redoAction"));
    redoAction->setShortcut(QKeySequence::Redo);

    auto* save = new QAction(tr("Speichern"), this);
    save->setShortcut(QKeySequence::Save);
    save->setToolTip(tr("Als Entwurf speichern (geschieht auch von selbst)"));
    connect(save, &QAction::triggered, this, [this] { saveNow(); });
    auto* publishAction = new QAction(tr("Veröffentlichen …"), this);
    publishAction->setObjectName(QStringLiteral("publishAction"));
    connect(publishAction, &QAction::triggered, this, &EditorWindow::askPublish);
    auto* preview = new QAction(tr("Vorschau"), this);
    preview->setShortcut(QKeySequence(Qt::Key_F5));
    connect(preview, &QAction::triggered, this, &EditorWindow::showPreview);
    QAction* history = m_historyDock->toggleViewAction();
    history->setText(tr("Verlauf"));
    auto* leaflet = new QAction(tr("Faltblatt (PDF) …"), this);
    connect(leaflet, &QAction::triggered, this, &EditorWindow::makeLeaflet);
    auto* discard = new QAction(tr("Entwurf verwerfen …"), this);
    connect(discard, &QAction::triggered, this, [this] {
        if (!m_document->isDraft() && !m_document->hasUnsavedChanges())
            return;
        if (QMessageBox::question(this, tr("Entwurf verwerfen"),
                                  tr("Alle noch nicht veröffentlichten Änderungen an „%1“ "
                                     "verwerfen? Sie bleiben im Verlauf.")
                                      .arg(m_document->item().title(kFallbackLanguage))) !=
            QMessageBox::Yes)
            return;
        m_keeper->saveNow();
        const WriteResult result =
            m_store->discardDraft(m_document->key(), m_document->baseVersion(), author());
        if (!result.ok())
            QMessageBox::warning(this, tr("Verwerfen nicht möglich"), writeMessageDe(result));
        reloadAll();
    });

    QMenu* file = menuBar()->addMenu(tr("&Datei"));
    file->addAction(save);
    file->addAction(publishAction);
    file->addSeparator();
    file->addAction(tr("Inhaltspaket exportieren …"), this, &EditorWindow::exportPack);
    file->addAction(tr("Inhaltspaket importieren …"), this, &EditorWindow::importPack);
    file->addAction(tr("Sicherungen …"), this, [this] { showDialogs(QStringLiteral("backups")); });
    file->addSeparator();
    file->addAction(leaflet);
    file->addSeparator();
    file->addAction(tr("&Beenden"), QKeySequence::Quit, this, &QWidget::close);
    QMenu* edit = menuBar()->addMenu(tr("&Bearbeiten"));
    edit->addAction(undoAction);
    edit->addAction(redoAction);
    edit->addSeparator();
    edit->addAction(discard);
    QMenu* view = menuBar()->addMenu(tr("&Ansicht"));
    view->addAction(preview);
    view->addAction(history);
    QMenu* admin = menuBar()->addMenu(tr("&Verwaltung"));
    admin->addAction(tr("Sprachen …"), this, [this] { showDialogs(QStringLiteral("languages")); });
    admin->addAction(m_account.isAdmin ? tr("Konten …") : tr("Mein Passwort …"), this,
                     [this] { showDialogs(QStringLiteral("accounts")); });

    // The tool bar's undo and redo keep short names (the menu's say what).
    auto* undoShort = new QAction(tr("Rückgängig"), this);
    auto* redoShort = new QAction(tr("Wiederholen"), this);
    undoShort->setEnabled(false);
    redoShort->setEnabled(false);
    connect(undoShort, &QAction::triggered, undo, &QUndoStack::undo);
    connect(redoShort, &QAction::triggered, undo, &QUndoStack::redo);
    connect(undo, &QUndoStack::canUndoChanged, undoShort, &QAction::setEnabled);
    connect(undo, &QUndoStack::canRedoChanged, redoShort, &QAction::setEnabled);
    connect(undo, &QUndoStack::undoTextChanged, undoShort, &QAction::setToolTip);
    connect(undo, &QUndoStack::redoTextChanged, redoShort, &QAction::setToolTip);

    QToolBar* bar = addToolBar(tr("Werkzeuge"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (QAction* action : {save, undoShort, redoShort, preview, history, publishAction})
        bar->addAction(action);
}

WriteResult EditorWindow::publish(const QStringList& itemKeys)
{
    const WriteResult saved = m_keeper->saveNow();
    if (!saved.ok())
        return saved;
    Backups backups(*m_store);
    QStringList published;
    QString backupFile;
    const WriteResult result = backups.publish(itemKeys, author(), &published, &backupFile);
    if (result.status == WriteResult::Status::Saved)
        statusBar()->showMessage(tr("%1 Einträge veröffentlicht; Sicherung: %2")
                                     .arg(published.size())
                                     .arg(QFileInfo(backupFile).fileName()),
                                 8000);
    reloadAll();
    return result;
}

void EditorWindow::askPublish()
{
    if (!m_keeper->saveNow().ok())
        return;
    QList<EditableItem> drafts;
    for (const QString& key : m_store->draftKeys()) {
        if (const auto editable = m_store->editableItem(key))
            drafts.append(*editable);
    }
    if (drafts.isEmpty()) {
        QMessageBox::information(this, tr("Veröffentlichen"),
                                 tr("Es gibt keine Entwürfe; alles ist veröffentlicht."));
        return;
    }
    PublishDialog dialog(drafts, m_editor->secondLanguage(), this);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedKeys().isEmpty())
        return;
    const WriteResult result = publish(dialog.selectedKeys());
    if (!result.ok())
        QMessageBox::warning(this, tr("Veröffentlichen nicht möglich"), writeMessageDe(result));
}

void EditorWindow::exportPack()
{
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Inhaltspaket exportieren"),
        QDir::home().filePath(QStringLiteral("zeitvertreib-%1.zvpack")
                                  .arg(QDate::currentDate().toString(Qt::ISODate))),
        tr("Inhaltspakete (*.zvpack)"));
    if (file.isEmpty())
        return;
    const PackResult result = exportContentPack(*m_store, file, author());
    if (result.ok)
        QMessageBox::information(this, tr("Inhaltspaket"),
                                 result.messageDe +
                                     tr("\n\nEs enthält den veröffentlichten Stand (ohne "
                                        "Entwürfe)."));
    else
        showPackFailure(this, result);
}

void EditorWindow::importPack()
{
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Inhaltspaket importieren"), QDir::homePath(), tr("Inhaltspakete (*.zvpack)"));
    if (file.isEmpty() || !m_keeper->saveNow().ok())
        return;
    PackManifest manifest;
    QString error;
    if (!readPackManifest(file, &manifest, &error)) {
        QMessageBox::warning(this, tr("Inhaltspaket"),
                             tr("Die Datei ist kein Inhaltspaket dieses Programms."));
        return;
    }
    const QString question =
        tr("Paket von %1 vom %2 mit %3 Einträgen und %4 Mediendateien übernehmen?\n\nWas "
           "sich unterscheidet, wird als Entwurf übernommen (vorhandene Entwürfe werden "
           "ersetzt, bleiben aber im Verlauf); am Bildschirm erscheint es erst nach "
           "„Veröffentlichen“.")
            .arg(manifest.createdBy, QLocale(QLocale::German)
                                         .toString(manifest.createdAt.toLocalTime(),
                                                   QStringLiteral("dd.MM.yyyy HH:mm")))
            .arg(manifest.itemKeys.size())
            .arg(manifest.mediaCount);
    if (QMessageBox::question(this, tr("Inhaltspaket importieren"), question) != QMessageBox::Yes)
        return;
    importPackFile(file);
}

void EditorWindow::importPackFile(const QString& file)
{
    // The whole pack is checked before anything is written; what it would
    // take away beyond a few things is listed and needs a yes (issue 26).
    const PackResult check = checkContentPack(*m_store, file);
    if (!check.ok) {
        showPackFailure(this, check);
        return;
    }
    PackImportOptions options;
    if (check.needsConfirmation) {
        if (!confirmPackRemovals(this, check))
            return;
        options.allowRemovals = true;
    }
    const PackResult result = importContentPack(*m_store, file, author(), options);
    reloadAll();
    if (result.ok)
        QMessageBox::information(this, tr("Inhaltspaket"), result.messageDe);
    else
        showPackFailure(this, result);
}

void EditorWindow::makeLeaflet()
{
    const Item& game = m_document->item();
    if (game.kind != QLatin1String("game")) {
        QMessageBox::information(this, tr("Faltblatt"),
                                 tr("Faltblätter gibt es für Spiele. Bitte links ein Spiel "
                                    "wählen."));
        return;
    }
    const QStringList choices{tr("für Kinder, Deutsch"), tr("für Erwachsene, Deutsch"),
                              tr("für Kinder, Englisch"), tr("für Erwachsene, Englisch")};
    bool ok = false;
    const QString choice = QInputDialog::getItem(this, tr("Faltblatt"), tr("Welches Faltblatt?"),
                                                 choices, 0, false, &ok);
    if (!ok)
        return;
    const int index = static_cast<int>(choices.indexOf(choice));
    LeafletRequest request;
    request.forChildren = index % 2 == 0;
    request.language = index < 2 ? QStringLiteral("de") : QStringLiteral("en");
    request.mediaDirectory = m_store->mediaDirectory();
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Faltblatt speichern"), QDir::home().filePath(leafletFileName(game, request)),
        tr("PDF (*.pdf)"));
    if (file.isEmpty())
        return;
    const LeafletResult result = writeLeafletPdf(game, request, file);
    if (!result.ok) {
        QMessageBox::warning(this, tr("Faltblatt"), result.messageDe);
        return;
    }
    if (QMessageBox::question(this, tr("Faltblatt"), result.messageDe + tr("\n\nJetzt öffnen?")) ==
        QMessageBox::Yes)
        QDesktopServices::openUrl(QUrl::fromLocalFile(file));
}

void EditorWindow::showPreview()
{
    if (!m_document->isLoaded())
        return;
    QStringList materials;
    for (const InventoryRow& row : m_store->inventoryRows()) {
        if (row.gameItemKey == m_document->key())
            materials.append(row.text(kFallbackLanguage, field::name));
    }
    KioskPreviewDialog dialog(m_document->item(), materials, m_store->mediaDirectory(), this);
    dialog.useKiosk(m_store.get());
    dialog.exec();
}

void EditorWindow::showDialogs(const QString& which)
{
    if (!m_keeper->saveNow().ok())
        return;
    if (which == QLatin1String("backups")) {
        BackupsDialog dialog(*m_store, author(), this);
        connect(&dialog, &BackupsDialog::contentReplaced, this, &EditorWindow::reloadAll);
        dialog.exec();
    } else if (which == QLatin1String("languages")) {
        LanguagesDialog dialog(*m_store, this);
        connect(&dialog, &LanguagesDialog::languagesChanged, this, &EditorWindow::reloadAll);
        dialog.exec();
    } else {
        AccountsDialog dialog(*m_store, m_account, this);
        dialog.exec();
    }
}

void EditorWindow::takeDailyBackup()
{
    Backups backups(*m_store);
    QString error;
    const QString file = backups.createDailyIfDue(QDate::currentDate(), &error);
    if (!file.isEmpty())
        statusBar()->showMessage(tr("Tägliche Sicherung angelegt."), 5000);
    else if (!error.isEmpty())
        statusBar()->showMessage(
            tr("Die tägliche Sicherung konnte nicht angelegt werden (voller Datenträger?): %1")
                .arg(error));
}

} // namespace zv
