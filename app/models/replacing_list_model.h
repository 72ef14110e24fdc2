// A list model whose rows are replaced all at once (a new search, a new
// section, a reload) by removing the old rows and inserting the new ones,
// instead of a model reset.
//
// Why not a reset: a ListView or GridView builds the delegates of its cache
// buffer asynchronously. A reset makes it cancel such a delegate by its old
// row number, which the new rows may no longer have: Qt prints
// "DelegateModel::cancel: index out range" (the 10,000-visit soak found it
// after searches). Removals and insertions reach the view as a change set
// that accounts for the delegate being built.
#pragma once

#include <QAbstractListModel>

#include <functional>

class ReplacingListModel : public QAbstractListModel {
public:
    using QAbstractListModel::QAbstractListModel;

protected:
    // `clear` empties the storage (rowCount() 0 afterwards), `fill` puts the
    // `after` new rows in; each runs inside its change notification.
    void replaceAllRows(int before, int after, const std::function<void()>& clear,
                        const std::function<void()>& fill)
    {
        if (before > 0) {
            beginRemoveRows({}, 0, before - 1);
            clear();
            endRemoveRows();
        } else {
            clear();
        }
        if (after > 0) {
            beginInsertRows({}, 0, after - 1);
            fill();
            endInsertRows();
        } else {
            fill();
        }
    }

    // The common case: one list is the storage.
    template <typename List> void replaceAllRows(List& rows, List next)
    {
        replaceAllRows(
            static_cast<int>(rows.size()), static_cast<int>(next.size()), [&] { rows.clear(); },
            [&] { rows = std::move(next); });
    }
};
