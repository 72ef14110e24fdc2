#pragma once

// Backups of the content store (issue 8): a consistent copy of the database
// (VACUUM INTO) in "backups" beside the store file, automatically before
// every publication, once a day while the editor runs, and before a restore;
// the newest `backup_retention` (a setting, default 20) are kept.
//
// Pictures and sounds are not copied: the media folder only ever gains files
// (the editor names each copied file after its content and never overwrites
// or deletes one), so every backup's references stay valid.

#include "store/content_store.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace zv {

struct BackupInfo {
    QString file;        // absolute path
    QDateTime createdAt; // local time, from the file name
    QString reason;      // publish, daily, manual, before-restore, import
    qint64 size = 0;
};

class Backups {
public:
    explicit Backups(ContentStore& store);

    QString folder() const;
    // Takes a backup now and prunes old ones. The file, or empty (error set).
    QString create(const QString& reason, QString* error);
    // Newest first.
    QList<BackupInfo> list() const;
    // Deletes all but the newest `keep` backups; returns how many went.
    int prune(int keep);
    int retention() const;

    // Whether today's daily backup is still to be taken.
    bool dailyDue(const QDate& today) const;
    // Takes the daily backup when it is due. The file, or empty when not due
    // or on failure (error set then).
    QString createDailyIfDue(const QDate& today, QString* error);

    // Publishes drafts (empty keys: all) after a backup; nothing is
    // published when the backup fails. `backupFile` receives its path.
    WriteResult publish(const QStringList& itemKeys, const QString& author, QStringList* published,
                        QString* backupFile);

    // Replaces the store's content by the backup's, after a backup of the
    // current state ("before-restore"). The backup file itself is never
    // changed (it is opened as a copy, migrated there when it is older); a
    // backup from a newer program is refused.
    WriteResult restore(const QString& backupFile, const QString& author);

private:
    ContentStore& m_store;
};

} // namespace zv
