#include "editor/bilingual_field.h"

#include <QHBoxLayout>
#include <QLineEdit>
#include <QPlainTextEdit>

namespace zv {

namespace {
const QString kGerman = QStringLiteral("de");
const QString kEnglish = QStringLiteral("en");
} // namespace

BilingualField::BilingualField(const QString& fieldName, Shape shape, QWidget* parent)
    : QWidget(parent), m_field(fieldName)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_german = makeEditor(kGerman, shape);
    m_english = makeEditor(kEnglish, shape);
    layout->addWidget(m_german, 1);
    layout->addWidget(m_english, 1);
}

QWidget* BilingualField::makeEditor(const QString& language, Shape shape)
{
    QWidget* editor = nullptr;
    if (shape == Shape::Line) {
        auto* line = new QLineEdit(this);
        connect(line, &QLineEdit::textChanged, this, &BilingualField::edited);
        editor = line;
    } else {
        auto* text = new QPlainTextEdit(this);
        text->setTabChangesFocus(true);
        connect(text, &QPlainTextEdit::textChanged, this, &BilingualField::edited);
        editor = text;
    }
    // Names like "title_de" let tests and accessibility tools find each box.
    editor->setObjectName(m_field + QLatin1Char('_') + language);
    editor->setAccessibleName(m_field + QLatin1Char(' ') + language);
    return editor;
}

void BilingualField::setText(QWidget* editor, const QString& text)
{
    const QSignalBlocker quiet(editor);
    if (auto* line = qobject_cast<QLineEdit*>(editor)) {
        line->setText(text);
        line->setCursorPosition(0);
    } else if (auto* plain = qobject_cast<QPlainTextEdit*>(editor)) {
        plain->setPlainText(text);
    }
}

QString BilingualField::editorText(const QWidget* editor)
{
    if (auto* line = qobject_cast<const QLineEdit*>(editor))
        return line->text();
    if (auto* plain = qobject_cast<const QPlainTextEdit*>(editor))
        return plain->toPlainText();
    return {};
}

void BilingualField::load(const LocalizedTexts& texts)
{
    // Raw per-language values: an empty English box means "not translated yet".
    m_storedGerman = texts.values.value(kGerman).value(m_field);
    m_storedEnglish = texts.values.value(kEnglish).value(m_field);
    setText(m_german, m_storedGerman);
    setText(m_english, m_storedEnglish);
}

QString BilingualField::text(const QString& language) const
{
    return editorText(language == kEnglish ? m_english : m_german);
}

QList<TextChange> BilingualField::changes() const
{
    QList<TextChange> result;
    // Trailing blanks from typing are not a change worth a revision.
    const QString german = text(kGerman).trimmed();
    const QString english = text(kEnglish).trimmed();
    if (german != m_storedGerman.trimmed())
        result.append({kGerman, m_field, german});
    if (english != m_storedEnglish.trimmed())
        result.append({kEnglish, m_field, english});
    return result;
}

} // namespace zv
