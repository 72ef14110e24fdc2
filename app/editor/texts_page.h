#pragma once

// TextsPage: every text of an item — title and summary on one line each,
// then one tab per Markdown text the item's kind has (a game: text, history,
// rules for children, rules for adults, sources) — German and a second
// language side by side. A tab's name is marked when its translation is
// missing (●) or its guidance warns (!).

#include <QWidget>

class QLabel;
class QLineEdit;
class QTabWidget;

namespace zv {

class ItemDocument;
class MarkdownField;
class TextBinding;

class TextsPage : public QWidget {
    Q_OBJECT

public:
    explicit TextsPage(ItemDocument* document, QWidget* parent = nullptr);

    void setSecondLanguage(const QString& language);
    void setPreviewVisible(bool visible);
    QTabWidget* tabs() const { return m_tabs; }

private:
    void rebuildTabs();
    void updateMarks();
    QLineEdit* addLine(const QString& fieldName, const QString& language);

    ItemDocument* m_document;
    QString m_second;
    QString m_kind;
    bool m_preview = true;
    QList<QLabel*> m_languageHeadings;
    QList<TextBinding*> m_secondBindings;
    QList<QLineEdit*> m_secondLines;
    QTabWidget* m_tabs = nullptr;
    QList<MarkdownField*> m_fields;
};

} // namespace zv
