#pragma once

// TextBinding: one line or text box shows one field of the edited item and
// writes what staff type back into it (ItemDocument::setField). When the
// document changes another way (undo, redo, a restore) the box follows,
// keeping the cursor where it was. Undo and redo keys go to the document's
// history, not to the box's own, so Ctrl+Z undoes the same steps everywhere.

#include "store/item_fields.h"

#include <QObject>

class QLineEdit;
class QPlainTextEdit;
class QWidget;

namespace zv {

class ItemDocument;

class TextBinding : public QObject {
    Q_OBJECT

public:
    TextBinding(ItemDocument* document, QLineEdit* editor, const FieldKey& key);
    TextBinding(ItemDocument* document, QPlainTextEdit* editor, const FieldKey& key);

    FieldKey key() const { return m_key; }
    // Shows another field in the same box (a list editor's selection).
    void setKey(const FieldKey& key);
    // Shows the document's value (called on every document change).
    void refresh();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void setup();
    QString editorText() const;
    void written();

    ItemDocument* m_document;
    QLineEdit* m_line = nullptr;
    QPlainTextEdit* m_text = nullptr;
    FieldKey m_key;
    bool m_updating = false;
};

} // namespace zv
