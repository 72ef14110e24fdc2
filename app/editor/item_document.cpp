#include "editor/item_document.h"

#include "editor/field_labels.h"

#include <QHash>
#include <QUndoCommand>

namespace zv {

// One edit: the whole item before and after. Items are small (the largest,
// an inventory list of 64 rows, is a few kilobytes), so snapshots are cheap
// and undo can never get out of step with what is shown.
class ItemCommand : public QUndoCommand {
public:
    ItemCommand(ItemDocument* document, Item before, Item after, const QString& text,
                const FieldKey& typingKey)
        : QUndoCommand(text), m_document(document), m_before(std::move(before)),
          m_after(std::move(after)), m_typingKey(typingKey)
    {}

    void undo() override { m_document->apply(m_before); }
    void redo() override { m_document->apply(m_after); }

    // Typing in one field is one command; structure edits never merge.
    int id() const override { return m_typingKey.path.isEmpty() ? -1 : 1; }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = static_cast<const ItemCommand*>(other);
        if (next->m_typingKey.path.isEmpty() || !(next->m_typingKey == m_typingKey))
            return false;
        m_after = next->m_after;
        return true;
    }

private:
    ItemDocument* m_document;
    Item m_before;
    Item m_after;
    FieldKey m_typingKey; // empty path: not a typing edit
};

ItemDocument::ItemDocument(QObject* parent) : QObject(parent)
{
    m_undo.setUndoLimit(500);
}

void ItemDocument::load(const EditableItem& editable)
{
    m_undo.clear();
    m_item = editable.item;
    m_saved = editable.item;
    m_baseVersion = editable.editVersion;
    m_isDraft = editable.isDraft;
    noteUnsaved();
    emit loaded();
    emit changed();
}

void ItemDocument::clear()
{
    load(EditableItem{});
}

QString ItemDocument::field(const FieldKey& key) const
{
    return flattenItem(m_item).value(key);
}

void ItemDocument::setField(const FieldKey& key, const QString& value)
{
    if (!isLoaded() || field(key) == value)
        return;
    Item after = m_item;
    if (!applyField(after, key, value))
        return;
    m_undo.push(new ItemCommand(this, m_item, after,
                                tr("%1 bearbeiten").arg(fieldPathLabel(key, m_item)), key));
}

void ItemDocument::change(const Item& changed, const QString& description)
{
    if (!isLoaded() || diffItems(m_item, changed).isEmpty())
        return;
    m_undo.push(new ItemCommand(this, m_item, changed, description, {}));
}

void ItemDocument::apply(const Item& item)
{
    m_item = item;
    noteUnsaved();
    emit changed();
}

bool ItemDocument::hasUnsavedChanges() const
{
    return isLoaded() && !diffItems(m_saved, m_item).isEmpty();
}

void ItemDocument::markSaved(qint64 version, bool isDraft)
{
    m_saved = m_item;
    m_baseVersion = version;
    m_isDraft = isDraft;
    noteUnsaved();
}

void ItemDocument::noteUnsaved()
{
    const bool unsaved = hasUnsavedChanges();
    if (unsaved != m_lastUnsaved) {
        m_lastUnsaved = unsaved;
        emit unsavedChangesChanged(unsaved);
    }
}

} // namespace zv
