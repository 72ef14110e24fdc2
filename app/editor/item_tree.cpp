#include "editor/item_tree.h"

#include "store/content_store.h"

#include <QHeaderView>

namespace zv {

ItemTree::ItemTree(QWidget* parent) : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("itemTree"));
    setHeaderLabels({tr("Inhalt"), tr("Hinweis")});
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    header()->setStretchLastSection(false);
    setSelectionMode(QAbstractItemView::SingleSelection);
    connect(this, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* current) {
        emit itemChosen(current ? current->data(0, kKeyRole).toString() : QString());
    });
}

void ItemTree::populate(const ContentStore& store)
{
    const QString keep = currentItemKey();
    const QSignalBlocker quiet(this);
    clear();
    const QString german = QStringLiteral("de");
    for (const Section& section : store.sections()) {
        auto* sectionRow = new QTreeWidgetItem(this, {section.title(german)});
        QFont bold = sectionRow->font(0);
        bold.setBold(true);
        sectionRow->setFont(0, bold);
        sectionRow->setFlags(Qt::ItemIsEnabled);
        for (const Item& item : store.items(section.key)) {
            QStringList notes;
            if (item.needsReview)
                notes.append(tr("zu prüfen"));
            if (!item.texts.has(QStringLiteral("en"), field::title) ||
                !item.texts.has(QStringLiteral("en"), field::body))
                notes.append(tr("Englisch fehlt"));
            auto* row = new QTreeWidgetItem(sectionRow,
                                            {item.title(german), notes.join(QStringLiteral(", "))});
            row->setData(0, kKeyRole, item.key);
            row->setToolTip(0, item.key);
        }
    }
    expandAll();
    if (!keep.isEmpty())
        selectItem(keep);
}

bool ItemTree::selectItem(const QString& itemKey)
{
    for (QTreeWidgetItemIterator it(this); *it; ++it) {
        if ((*it)->data(0, kKeyRole).toString() == itemKey) {
            setCurrentItem(*it);
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
