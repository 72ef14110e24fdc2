#pragma once

// RevisionList: the saved changes of one item, newest first (who, when,
// language, field, old and new value). Restore and diff come with issue 8.

#include "store/content_types.h"

#include <QTreeWidget>

namespace zv {

class RevisionList : public QTreeWidget {
    Q_OBJECT

public:
    explicit RevisionList(QWidget* parent = nullptr);
    void setRevisions(const QList<Revision>& revisions);
};

// The German label of a text field, as staff know it.
QString fieldLabel(const QString& fieldName);

} // namespace zv
