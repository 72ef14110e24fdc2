#include "editor/item_tree.h"

#include "editor/field_labels.h"
#include "store/provenance.h"
#include "store/translation_status.h"

#include <QHeaderView>

namespace zv {

ItemTree::ItemTree(QWidget* parent) : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("itemTree"));
    setHeaderLabels({tr("Inhalt"), tr("Stand")});
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    header()->setStretchLastSection(false);
    setSelectionMode(QAbstractItemView::SingleSelection);
    connect(this, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* current) {
        emit itemChosen(current ? current->data(0, kKeyRole).toString() : QString());
    });
}

void ItemTree::fillRow(QTreeWidgetItem* row, const EditableItem& editable,
                       const QString& secondLanguage)
{
    const Item& item = editable.item;
    QStringList notes;
    if (editable.isDraft)
        notes.append(tr("Entwurf"));
    if (item.needsReview)
        notes.append(tr("zu prüfen"));
    if (item.provenance.isEmpty())
        notes.append(tr("ohne Quellenvermerk"));
    const TranslationStatus status = translationStatus(item, secondLanguage);
    if (status.missingCount() > 0)
        notes.append(
            tr("%1 fehlt %2").arg(languageName(secondLanguage)).arg(status.missingCount()));
    row->setText(0, item.title(kFallbackLanguage));
    row->setText(1, notes.join(QStringLiteral(" · ")));
    row->setToolTip(0, QStringLiteral("%1 (%2)").arg(item.key, kindLabel(item.kind)));
    row->setData(0, kKeyRole, item.key);
    row->setData(0, kProvenanceRole, item.provenance);
    row->setToolTip(1, provenance::kindLabel(item.provenance, kFallbackLanguage));
    QFont font = row->font(0);
    font.setItalic(editable.isDraft);
    row->setFont(0, font);
    row->setForeground(1, editable.isDraft ? QColor(0x8a, 0x5a, 0x00) : QColor(0x5a, 0x46, 0x36));
}

void ItemTree::populate(const QList<Section>& sections, const QList<EditableItem>& items,
                        const QString& secondLanguage)
{
    const QString keep = currentItemKey();
    const QSignalBlocker quiet(this);
    clear();
    for (const Section& section : sections) {
        auto* sectionRow = new QTreeWidgetItem(this, {section.title(kFallbackLanguage)});
        QFont bold = sectionRow->font(0);
        bold.setBold(true);
        sectionRow->setFont(0, bold);
        sectionRow->setFlags(Qt::ItemIsEnabled);
        for (const EditableItem& editable : items) {
            if (editable.item.sectionKey == section.key)
                fillRow(new QTreeWidgetItem(sectionRow), editable, secondLanguage);
        }
    }
    expandAll();
    applySourceFilter();
    if (!keep.isEmpty())
        selectItem(keep);
}

void ItemTree::setSourceFilter(const QString& kind)
{
    m_sourceFilter = kind;
    applySourceFilter();
}

void ItemTree::applySourceFilter()
{
    for (int s = 0; s < topLevelItemCount(); ++s) {
        QTreeWidgetItem* section = topLevelItem(s);
        int shown = 0;
        for (int i = 0; i < section->childCount(); ++i) {
            QTreeWidgetItem* row = section->child(i);
            const QString kind = row->data(0, kProvenanceRole).toString();
            const bool show =
                m_sourceFilter.isEmpty() ||
                (m_sourceFilter == QLatin1String("none") ? kind.isEmpty() : kind == m_sourceFilter);
            row->setHidden(!show);
            shown += show ? 1 : 0;
        }
        section->setHidden(shown == 0 && !m_sourceFilter.isEmpty());
    }
}

void ItemTree::updateItem(const EditableItem& item, const QString& secondLanguage)
{
    for (QTreeWidgetItemIterator it(this); *it; ++it) {
        if ((*it)->data(0, kKeyRole).toString() == item.item.key)
            fillRow(*it, item, secondLanguage);
    }
    applySourceFilter();
}

bool ItemTree::selectItem(const QString& itemKey)
{
    for (QTreeWidgetItemIterator it(this); *it; ++it) {
        if ((*it)->data(0, kKeyRole).toString() == itemKey) {
            setCurrentItem(*it);
            scrollToItem(*it);
            return true;
        }
    }
    return false;
}

QString ItemTree::currentItemKey() const
{
    const QTreeWidgetItem* current = currentItem();
    return current ? current->data(0, kKeyRole).toString() : QString();
}

} // namespace zv
