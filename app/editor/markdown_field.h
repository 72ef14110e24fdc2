#pragma once

// MarkdownField: one Markdown text of an item (a body, a game's rules, …) in
// German and a second language side by side. Under each box the word
// guidance (words per kiosk page, whether a page fits the screen), below it
// a live preview of the text as formatted Markdown, pages divided by rules.

#include "store/item_fields.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTextBrowser;
class QTimer;

namespace zv {

class ItemDocument;
class TextBinding;

class MarkdownField : public QWidget {
    Q_OBJECT

public:
    MarkdownField(ItemDocument* document, const QString& fieldName, QWidget* parent = nullptr);

    QString fieldName() const { return m_field; }
    void setSecondLanguage(const QString& language);
    void setPreviewVisible(bool visible);
    // Whether the guidance found a problem (for the tab's mark).
    bool hasWarning() const { return m_warning; }
    // Whether German has a text and the second language does not.
    bool missingTranslation() const;

signals:
    void statusChanged();

private:
    struct Column {
        QLabel* heading = nullptr;
        QPlainTextEdit* editor = nullptr;
        QLabel* guide = nullptr;
        QTextBrowser* preview = nullptr;
        TextBinding* binding = nullptr;
    };
    Column makeColumn(const QString& language);
    void updateColumn(Column& column, const QString& language);
    void update();

    ItemDocument* m_document;
    QString m_field;
    QString m_second;
    Column m_german;
    Column m_other;
    QTimer* m_delay = nullptr;
    bool m_warning = false;
};

} // namespace zv
