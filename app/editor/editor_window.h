#pragma once

// EditorWindow: the staff editor's main window. Left the exhibit's items by
// section, right the selected item in both languages, below its revisions.
// It owns the store and is the only place that saves.

#include <QMainWindow>

#include <memory>

namespace zv {

class ContentStore;
class ItemEditor;
class ItemTree;
class RevisionList;

class EditorWindow : public QMainWindow {
    Q_OBJECT

public:
    EditorWindow(std::unique_ptr<ContentStore> store, const QString& author,
                 QWidget* parent = nullptr);
    ~EditorWindow() override;

    // Shows the item with `itemKey` for editing; false when there is none
    // (or the staff member kept unsaved changes of the current item).
    bool openItem(const QString& itemKey);
    // Saves the current item's changes with one revision per changed field.
    // Shows a message and returns false when saving fails.
    bool saveCurrentItem();

    ItemEditor* itemEditor() const { return m_editor; }
    ContentStore* store() const { return m_store.get(); }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    // Asks what to do with unsaved changes; false when the staff member cancels.
    bool settleUnsavedChanges();
    void showItem(const QString& itemKey);
    void reloadAll();

    std::unique_ptr<ContentStore> m_store;
    QString m_author;
    ItemTree* m_tree = nullptr;
    ItemEditor* m_editor = nullptr;
    RevisionList* m_revisions = nullptr;
    bool m_switching = false;
};

} // namespace zv
