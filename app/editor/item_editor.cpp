#include "editor/item_editor.h"

#include "editor/bilingual_field.h"
#include "editor/revision_list.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace zv {

namespace {
QLabel* columnHeading(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(QStringLiteral("<b>%1</b>").arg(text), parent);
    return label;
}
} // namespace

ItemEditor::ItemEditor(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("itemEditor"));
    auto* layout = new QVBoxLayout(this);
    m_heading = new QLabel(this);
    m_heading->setObjectName(QStringLiteral("itemHeading"));
    QFont big = m_heading->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_heading->setFont(big);
    layout->addWidget(m_heading);
    m_details = new QLabel(this);
    m_details->setWordWrap(true);
    m_details->setObjectName(QStringLiteral("itemDetails"));
    layout->addWidget(m_details);

    // Column headings over the German and English boxes.
    auto* form = new QFormLayout;
    auto* headings = new QWidget(this);
    auto* headingRow = new QHBoxLayout(headings);
    headingRow->setContentsMargins(0, 0, 0, 0);
    headingRow->addWidget(columnHeading(tr("Deutsch"), headings), 1);
    headingRow->addWidget(columnHeading(tr("Englisch"), headings), 1);
    form->addRow(QString(), headings);
    form->addRow(fieldLabel(field::title), addField(field::title, false));
    form->addRow(fieldLabel(field::summary), addField(field::summary, false));
    layout->addLayout(form);

    m_longTexts = new QTabWidget(this);
    m_longTexts->setObjectName(QStringLiteral("longTexts"));
    for (const QString& name :
         {field::body, field::history, field::rulesChildren, field::rulesAdults}) {
        BilingualField* fieldWidget = addField(name, true);
        m_longTexts->addTab(fieldWidget, fieldLabel(name));
        if (name != field::body)
            m_gameFields.append(fieldWidget);
    }
    layout->addWidget(m_longTexts, 1);

    auto* buttons = new QHBoxLayout;
    auto* hint =
        new QLabel(tr("Texte in Markdown: **fett**, *kursiv*, Leerzeile = neuer Absatz."), this);
    hint->setWordWrap(true);
    buttons->addWidget(hint, 1);
    m_revert = new QPushButton(tr("Verwerfen"), this);
    m_revert->setObjectName(QStringLiteral("revertButton"));
    m_save = new QPushButton(tr("Speichern"), this);
    m_save->setObjectName(QStringLiteral("saveButton"));
    m_save->setDefault(true);
    buttons->addWidget(m_revert);
    buttons->addWidget(m_save);
    layout->addLayout(buttons);
    connect(m_save, &QPushButton::clicked, this, &ItemEditor::saveRequested);
    connect(m_revert, &QPushButton::clicked, this, [this] { setItem(m_item); });
    clear();
}

BilingualField* ItemEditor::addField(const QString& fieldName, bool longText)
{
    auto* widget = new BilingualField(
        fieldName, longText ? BilingualField::Shape::Text : BilingualField::Shape::Line, this);
    connect(widget, &BilingualField::edited, this, &ItemEditor::updateButtons);
    m_fields.append(widget);
    return widget;
}

void ItemEditor::setItem(const Item& item)
{
    m_item = item;
    m_itemKey = item.key;
    m_heading->setText(item.title(QStringLiteral("de")));
    QStringList details{tr("Schlüssel: %1").arg(item.key), tr("Art: %1").arg(item.kind)};
    if (item.playable())
        details.append(tr("spielbar am Bildschirm (%1)").arg(item.gameKey));
    if (item.needsReview)
        details.append(tr("<b>zu prüfen</b>"));
    if (!item.staffNote.isEmpty())
        details.append(tr("Notiz: %1").arg(item.staffNote.toHtmlEscaped()));
    m_details->setText(details.join(QStringLiteral(" · ")));
    for (BilingualField* fieldWidget : std::as_const(m_fields))
        fieldWidget->load(item.texts);
    // Game articles have history and rules; other items only their text.
    for (BilingualField* fieldWidget : std::as_const(m_gameFields))
        m_longTexts->setTabVisible(m_longTexts->indexOf(fieldWidget),
                                   item.kind == QStringLiteral("game"));
    m_longTexts->setCurrentIndex(0);
    setEnabled(true);
    updateButtons();
}

void ItemEditor::clear()
{
    m_item = Item{};
    m_itemKey.clear();
    m_heading->setText(tr("Kein Eintrag gewählt"));
    m_details->setText(tr("Wählen Sie links einen Eintrag aus, um seine Texte zu bearbeiten."));
    for (BilingualField* fieldWidget : std::as_const(m_fields))
        fieldWidget->load(LocalizedTexts{});
    setEnabled(false);
    updateButtons();
}

QList<TextChange> ItemEditor::changes() const
{
    QList<TextChange> result;
    if (m_itemKey.isEmpty())
        return result;
    for (const BilingualField* fieldWidget : m_fields)
        result.append(fieldWidget->changes());
    return result;
}

void ItemEditor::updateButtons()
{
    const bool modified = isModified();
    m_save->setEnabled(modified);
    m_revert->setEnabled(modified);
    if (modified != m_lastModified) {
        m_lastModified = modified;
        emit modifiedChanged(modified);
    }
}

} // namespace zv
