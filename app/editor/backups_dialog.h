#pragma once

// BackupsDialog: the store's backups, newest first (date, occasion, size),
// "Jetzt sichern", how many to keep, and "Sicherung zurückholen" after a
// confirmation that names the backup's date. The current state is saved
// first, so a restore can itself be undone.

#include "store/backups.h"

#include <QDialog>

class QLabel;
class QSpinBox;
class QTreeWidget;

namespace zv {

class BackupsDialog : public QDialog {
    Q_OBJECT

public:
    BackupsDialog(ContentStore& store, const QString& author, QWidget* parent = nullptr);

    QTreeWidget* list() const { return m_list; }
    // The question asked before restoring `backup`.
    static QString confirmationText(const BackupInfo& backup);
    // The actions behind the buttons (public for the tests).
    QString backupNow();
    WriteResult restore(const QString& file);
    QString message() const;

signals:
    // Content changed under the editor (a restore): reload everything.
    void contentReplaced();

private:
    void refresh();

    ContentStore& m_store;
    Backups m_backups;
    QString m_author;
    QTreeWidget* m_list = nullptr;
    QSpinBox* m_retention = nullptr;
    QLabel* m_message = nullptr;
};

// "14.06.2025, 10:15 Uhr" and the occasion in words ("vor dem Veröffentlichen").
QString backupDateDe(const BackupInfo& backup);
QString backupReasonDe(const QString& reason);

} // namespace zv
