#pragma once

// ItemTree: the exhibit's sections with their items, as staff edit them
// (drafts included), for picking what to edit. Beside each item what needs
// attention: a draft not yet published, "zu prüfen", texts missing in the
// second language, and which source note it carries (store/provenance.h),
// which the tree can filter by.

#include "store/editing_types.h"

#include <QTreeWidget>

namespace zv {

class ContentStore;

class ItemTree : public QTreeWidget {
    Q_OBJECT

public:
    explicit ItemTree(QWidget* parent = nullptr);

    // Rebuilds the tree, keeping the current item selected.
    void populate(const QList<Section>& sections, const QList<EditableItem>& items,
                  const QString& secondLanguage);
    // Updates one item's row (after a save) without rebuilding.
    void updateItem(const EditableItem& item, const QString& secondLanguage);
    bool selectItem(const QString& itemKey);
    QString currentItemKey() const;
    // Shows only items whose source note is of `kind` (provenance::kinds()),
    // "none" for items without one, or every item for "".
    void setSourceFilter(const QString& kind);
    QString sourceFilter() const { return m_sourceFilter; }

signals:
    // The staff member picked another item (empty key: a section or nothing).
    void itemChosen(const QString& itemKey);

private:
    void fillRow(QTreeWidgetItem* row, const EditableItem& item, const QString& secondLanguage);
    void applySourceFilter();
    static constexpr int kKeyRole = Qt::UserRole + 1;
    static constexpr int kProvenanceRole = Qt::UserRole + 2;
    QString m_sourceFilter;
};

} // namespace zv
