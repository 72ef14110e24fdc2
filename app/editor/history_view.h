#pragma once

// HistoryView: every saved change of the item being edited, newest first —
// when, who, which field, draft or published — with a readable word-by-word
// difference of the chosen change, and two ways back: the field's earlier
// value, or the whole item as it was right after that change. Both are
// ordinary edits (undoable, saved as a draft, published when staff publish).

#include "store/content_types.h"

#include <QWidget>

class QPushButton;
class QTextBrowser;
class QTreeWidget;

namespace zv {

class HistoryView : public QWidget {
    Q_OBJECT

public:
    explicit HistoryView(QWidget* parent = nullptr);

    // `item` names the fields (inventory rows by their names).
    void setRevisions(const QList<Revision>& revisions, const Item& item);
    QTreeWidget* list() const { return m_list; }
    QTextBrowser* diff() const { return m_diff; }
    // The revision chosen, or null.
    const Revision* current() const;
    void select(int row);

signals:
    void restoreValueRequested(const zv::Revision& revision);
    void restoreItemRequested(const zv::Revision& revision);

private:
    void showCurrent();

    QList<Revision> m_revisions;
    Item m_item;
    QTreeWidget* m_list = nullptr;
    QTextBrowser* m_diff = nullptr;
    QPushButton* m_restoreValue = nullptr;
    QPushButton* m_restoreItem = nullptr;
};

} // namespace zv
