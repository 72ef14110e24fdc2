#include "editor/texts_page.h"

#include "editor/field_labels.h"
#include "editor/item_document.h"
#include "editor/markdown_field.h"
#include "editor/text_binding.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QVBoxLayout>

namespace zv {

TextsPage::TextsPage(ItemDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_second(QStringLiteral("en"))
{
    setObjectName(QStringLiteral("textsPage"));
    auto* layout = new QVBoxLayout(this);
    auto* grid = new QGridLayout;
    for (int column = 1; column <= 2; ++column) {
        auto* heading = new QLabel(this);
        grid->addWidget(heading, 0, column);
        m_languageHeadings.append(heading);
    }
    int row = 1;
    for (const QString& name : {field::title, field::summary}) {
        grid->addWidget(new QLabel(fieldLabel(name), this), row, 0);
        grid->addWidget(addLine(name, kFallbackLanguage), row, 1);
        QLineEdit* second = addLine(name, m_second);
        m_secondLines.append(second);
        m_secondBindings.append(second->findChild<TextBinding*>());
        grid->addWidget(second, row, 2);
        ++row;
    }
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    layout->addLayout(grid);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("longTexts"));
    m_tabs->setDocumentMode(true);
    layout->addWidget(m_tabs, 1);
    connect(m_document, &ItemDocument::loaded, this, &TextsPage::rebuildTabs);
    connect(m_document, &ItemDocument::changed, this, &TextsPage::updateMarks);
    setSecondLanguage(m_second);
    rebuildTabs();
}

QLineEdit* TextsPage::addLine(const QString& fieldName, const QString& language)
{
    auto* line = new QLineEdit(this);
    line->setObjectName(fieldName + QLatin1Char('_') + language);
    line->setAccessibleName(fieldLabel(fieldName));
    new TextBinding(m_document, line, {language, fieldName});
    return line;
}

void TextsPage::setSecondLanguage(const QString& language)
{
    m_second = language;
    m_languageHeadings.at(0)->setText(
        QStringLiteral("<b>%1</b>").arg(languageName(kFallbackLanguage)));
    m_languageHeadings.at(1)->setText(QStringLiteral("<b>%1</b>").arg(languageName(language)));
    const QStringList names{field::title, field::summary};
    for (int i = 0; i < m_secondBindings.size(); ++i) {
        m_secondLines.at(i)->setObjectName(names.at(i) + QLatin1Char('_') + language);
        m_secondBindings.at(i)->setKey({language, names.at(i)});
    }
    for (MarkdownField* fieldWidget : std::as_const(m_fields))
        fieldWidget->setSecondLanguage(language);
    updateMarks();
}

void TextsPage::setPreviewVisible(bool visible)
{
    m_preview = visible;
    for (MarkdownField* fieldWidget : std::as_const(m_fields))
        fieldWidget->setPreviewVisible(visible);
}

void TextsPage::rebuildTabs()
{
    const Item& item = m_document->item();
    // The kind's fields, and any other the item already has (nothing hidden).
    QStringList names = markdownFieldsFor(item.kind);
    for (const QString& name : readingOrderFields()) {
        if (!names.contains(name) && !m_document->field({kFallbackLanguage, name}).isEmpty())
            names.insert(names.size() - 1, name);
    }
    QStringList current;
    for (const MarkdownField* fieldWidget : std::as_const(m_fields))
        current.append(fieldWidget->fieldName());
    if (current == names)
        return;
    m_tabs->clear();
    qDeleteAll(m_fields);
    m_fields.clear();
    for (const QString& name : names) {
        auto* fieldWidget = new MarkdownField(m_document, name, m_tabs);
        fieldWidget->setSecondLanguage(m_second);
        fieldWidget->setPreviewVisible(m_preview);
        connect(fieldWidget, &MarkdownField::statusChanged, this, &TextsPage::updateMarks);
        m_tabs->addTab(fieldWidget, fieldLabel(name));
        m_fields.append(fieldWidget);
    }
    updateMarks();
}

void TextsPage::updateMarks()
{
    for (int i = 0; i < m_fields.size(); ++i) {
        const MarkdownField* fieldWidget = m_fields.at(i);
        QString label = fieldLabel(fieldWidget->fieldName());
        if (fieldWidget->missingTranslation())
            label += QStringLiteral(" ●");
        if (fieldWidget->hasWarning())
            label += QStringLiteral(" !");
        m_tabs->setTabText(i, label);
        m_tabs->setTabToolTip(i, fieldWidget->missingTranslation()
                                     ? tr("Die Übersetzung fehlt noch.")
                                     : (fieldWidget->hasWarning()
                                            ? tr("Ein Text ist zu lang oder passt nicht auf "
                                                 "den Bildschirm.")
                                            : QString()));
    }
}

} // namespace zv
