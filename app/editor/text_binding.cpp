#include "editor/text_binding.h"

#include "editor/item_document.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextBlock>

namespace zv {

TextBinding::TextBinding(ItemDocument* document, QLineEdit* editor, const FieldKey& key)
    : QObject(editor), m_document(document), m_line(editor), m_key(key)
{
    connect(m_line, &QLineEdit::textEdited, this, &TextBinding::written);
    setup();
}

TextBinding::TextBinding(ItemDocument* document, QPlainTextEdit* editor, const FieldKey& key)
    : QObject(editor), m_document(document), m_text(editor), m_key(key)
{
    // The document keeps the history; the box's own would undo behind its back.
    m_text->setUndoRedoEnabled(false);
    connect(m_text, &QPlainTextEdit::textChanged, this, &TextBinding::written);
    setup();
}

void TextBinding::setup()
{
    QWidget* editor = m_line ? static_cast<QWidget*>(m_line) : m_text;
    editor->installEventFilter(this);
    connect(m_document, &ItemDocument::changed, this, &TextBinding::refresh);
    refresh();
}

void TextBinding::setKey(const FieldKey& key)
{
    m_key = key;
    refresh();
}

QString TextBinding::editorText() const
{
    return m_line ? m_line->text() : m_text->toPlainText();
}

void TextBinding::written()
{
    if (m_updating || m_key.path.isEmpty())
        return;
    m_document->setField(m_key, editorText());
}

void TextBinding::refresh()
{
    const QString value = m_key.path.isEmpty() ? QString() : m_document->field(m_key);
    if (value == editorText())
        return;
    m_updating = true;
    if (m_line) {
        const int cursor = m_line->cursorPosition();
        m_line->setText(value);
        m_line->setCursorPosition(std::min(cursor, static_cast<int>(value.size())));
    } else {
        const int cursor = m_text->textCursor().position();
        m_text->setPlainText(value);
        QTextCursor restored = m_text->textCursor();
        restored.setPosition(std::min(cursor, static_cast<int>(value.size())));
        m_text->setTextCursor(restored);
    }
    m_updating = false;
}

bool TextBinding::eventFilter(QObject* watched, QEvent* event)
{
    // Let the window's Undo/Redo shortcuts have these keys.
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace zv
