#pragma once

// ItemDocument: the item being edited, with its undo history (QUndoStack).
// Every edit — a letter typed, a step moved, a row removed, a revision
// restored — replaces the whole Item through one command holding the states
// before and after, so undo and redo restore exactly what was there. Typing
// in one field merges into one command until another field is touched.
// It knows nothing about the store; DraftKeeper saves it.

#include "store/editing_types.h"
#include "store/item_fields.h"

#include <QObject>
#include <QUndoStack>

namespace zv {

class ItemDocument : public QObject {
    Q_OBJECT

public:
    explicit ItemDocument(QObject* parent = nullptr);

    // Starts editing `editable` (a fresh undo history).
    void load(const EditableItem& editable);
    // Back to no item.
    void clear();
    bool isLoaded() const { return !m_item.key.isEmpty(); }

    const Item& item() const { return m_item; }
    QString key() const { return m_item.key; }
    // The store's edit version this document builds on (see EditableItem).
    qint64 baseVersion() const { return m_baseVersion; }
    bool isDraft() const { return m_isDraft; }
    QUndoStack* undoStack() { return &m_undo; }

    // The value of one field now.
    QString field(const FieldKey& key) const;
    // Sets one field (typing: consecutive edits of one field merge).
    void setField(const FieldKey& key, const QString& value);
    // Replaces the whole item in one undoable step (structure edits).
    void change(const Item& changed, const QString& description);

    // Whether the item differs from what the store last had.
    bool hasUnsavedChanges() const;
    // The store now holds the current item (as a draft or not) at `version`.
    void markSaved(qint64 version, bool isDraft);

signals:
    // The item changed (an edit, an undo or redo, a load).
    void changed();
    void loaded();
    void unsavedChangesChanged(bool unsaved);

private:
    friend class ItemCommand;
    void apply(const Item& item); // used by the commands
    void noteUnsaved();

    Item m_item;
    Item m_saved;
    qint64 m_baseVersion = 0;
    bool m_isDraft = false;
    bool m_lastUnsaved = false;
    QUndoStack m_undo;
};

} // namespace zv
