#pragma once

// BilingualField: one text field of an item in German and English side by
// side, remembering the stored values so it knows what the staff changed.

#include "store/content_types.h"

#include <QWidget>

class QLineEdit;
class QPlainTextEdit;

namespace zv {

class BilingualField : public QWidget {
    Q_OBJECT

public:
    enum class Shape { Line, Text };
    BilingualField(const QString& fieldName, Shape shape, QWidget* parent = nullptr);

    QString fieldName() const { return m_field; }
    // Shows the stored texts and takes them as the unchanged state.
    void load(const LocalizedTexts& texts);
    // The edits made since load(), one TextChange per changed language.
    QList<TextChange> changes() const;
    QString text(const QString& language) const;

signals:
    void edited();

private:
    QWidget* makeEditor(const QString& language, Shape shape);
    void setText(QWidget* editor, const QString& text);
    static QString editorText(const QWidget* editor);

    QString m_field;
    QWidget* m_german = nullptr;
    QWidget* m_english = nullptr;
    QString m_storedGerman;
    QString m_storedEnglish;
};

} // namespace zv
