#pragma once

// EditorWindow: the staff editor's main window. Left the exhibit's items by
// section, in the middle the chosen item on tabs, on the right its history.
// It owns the store, the edited document and the DraftKeeper that saves it;
// publishing, backups, content packs, languages, accounts and leaflets are
// reached from the menus and the tool bar (editor_actions.cpp).

#include "store/editing_types.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QTimer;

namespace zv {

class ContentStore;
class DraftKeeper;
class HistoryView;
class IdleLock;
class ItemDocument;
class ItemEditor;
class ItemTree;

class EditorWindow : public QMainWindow {
    Q_OBJECT

public:
    EditorWindow(std::unique_ptr<ContentStore> store, const StaffAccount& account,
                 QWidget* parent = nullptr);
    ~EditorWindow() override;

    // Shows the item for editing (the current one is saved first); false
    // when there is none or the current one could not be saved.
    bool openItem(const QString& itemKey);
    // Saves the current item as a draft now (also done automatically).
    WriteResult saveNow();
    // Publishes drafts (empty: all) after a backup, without asking.
    WriteResult publish(const QStringList& itemKeys);
    // Answers a conflict: keep this window's item, or load the other change.
    WriteResult resolveConflict(bool keepMine);
    // Rereads everything from the store (after a restore or an import).
    void reloadAll();
    // The menu's pack import after its file dialog: checks the pack, asks
    // when it would remove more than a few things, imports it all or nothing.
    void importPackFile(const QString& file); // editor_actions.cpp

    ContentStore* store() const { return m_store.get(); }
    ItemDocument* document() const { return m_document; }
    DraftKeeper* keeper() const { return m_keeper; }
    ItemEditor* itemEditor() const { return m_editor; }
    ItemTree* tree() const { return m_tree; }
    HistoryView* history() const { return m_history; }
    // Locks the editor after inactivity (idle_lock.h); its timeout can be set.
    IdleLock* idleLock() const { return m_idleLock; }
    QString author() const;
    // The status bar's summary ("Englisch: 12 Texte fehlen · 3 Entwürfe").
    QString exhibitSummary() const;

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildActions();                    // editor_actions.cpp
    void askPublish();                      // editor_actions.cpp
    void exportPack();                      // editor_actions.cpp
    void importPack();                      // editor_actions.cpp
    void makeLeaflet();                     // editor_actions.cpp
    void showPreview();                     // editor_actions.cpp
    void showDialogs(const QString& which); // editor_actions.cpp
    void takeDailyBackup();                 // editor_actions.cpp

    void showItem(const QString& itemKey);
    void refreshAfterSave();
    void updateItemStatus();
    void updateSummary();
    void onConflict(const WriteResult& result);
    void onFailure(const WriteResult& result);
    void refreshKeys();

    std::unique_ptr<ContentStore> m_store;
    StaffAccount m_account;
    ItemDocument* m_document = nullptr;
    DraftKeeper* m_keeper = nullptr;
    ItemTree* m_tree = nullptr;
    ItemEditor* m_editor = nullptr;
    HistoryView* m_history = nullptr;
    QDockWidget* m_historyDock = nullptr;
    QLabel* m_summary = nullptr;
    QTimer* m_daily = nullptr;
    IdleLock* m_idleLock = nullptr;
    bool m_switching = false;
};

} // namespace zv
