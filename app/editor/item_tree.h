#pragma once

// ItemTree: the exhibit's sections with their items, for picking what to edit.

#include <QTreeWidget>

namespace zv {

class ContentStore;

class ItemTree : public QTreeWidget {
    Q_OBJECT

public:
    explicit ItemTree(QWidget* parent = nullptr);

    // Rebuilds the tree from the store, keeping the current item selected.
    void populate(const ContentStore& store);
    // Selects the item with `itemKey`; false when there is none.
    bool selectItem(const QString& itemKey);
    QString currentItemKey() const;

signals:
    // The staff member picked another item (empty key: a section or nothing).
    void itemChosen(const QString& itemKey);

private:
    static constexpr int kKeyRole = Qt::UserRole + 1;
};

} // namespace zv
