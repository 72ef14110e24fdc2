#pragma once

// PublishDialog: the drafts waiting to be published, each with who saved it
// last, when, and what is still missing (translation, "zu prüfen"); staff
// tick what goes to the kiosk. Publishing itself (after a backup) is the
// window's job.

#include "store/editing_types.h"

#include <QDialog>

class QTreeWidget;

namespace zv {

class PublishDialog : public QDialog {
    Q_OBJECT

public:
    PublishDialog(const QList<EditableItem>& drafts, const QString& secondLanguage,
                  QWidget* parent = nullptr);

    QStringList selectedKeys() const;
    void setChecked(const QString& key, bool checked);
    QTreeWidget* list() const { return m_list; }

private:
    QTreeWidget* m_list = nullptr;
};

} // namespace zv
