#pragma once

// Plain value types of staff editing (issue 8): an item as the editor sees
// it (its draft or its published state), the outcome of a write, staff
// accounts and publications. No SQL, no Qt object machinery.

#include "store/content_types.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

namespace zv {

// An item as staff edit it: the draft when one exists, otherwise what the
// kiosk shows. `editVersion` grows with every change of that state (a
// draft saved or discarded, a restore, an import); a save names the version
// it started from, so two editors never silently overwrite each other.
struct EditableItem {
    Item item;
    qint64 editVersion = 0;
    bool isDraft = false;
    QString draftAuthor;    // who saved the draft last
    QDateTime draftSavedAt; // UTC
};

// What went wrong with a write, in the terms staff can act on.
enum class WriteProblem {
    None,
    Busy,     // another program holds the store's lock longer than the busy timeout
    DiskFull, // the disk (or the store's quota) is full
    ReadOnly, // the file or its folder cannot be written
    Damaged,  // the file is damaged (I/O error, malformed)
    Invalid,  // the request itself is wrong (unknown item, bad value)
    Other,
};

// Sorts a technical error text (SQLite's words, as Qt passes them on) into
// a WriteProblem.
WriteProblem classifyStoreError(const QString& technical);

// The outcome of one write.
struct WriteResult {
    enum class Status {
        Saved,     // written in one transaction
        Unchanged, // nothing differed; nothing was written
        Conflict,  // the item changed since `expectedVersion`; nothing was written
        Failed,    // nothing was written (see problem, detail)
    };
    Status status = Status::Failed;
    WriteProblem problem = WriteProblem::None;
    QString detail;          // technical, for the log and "details"
    QString messageDe;       // Invalid: what is wrong, in plain German for staff
    qint64 editVersion = 0;  // the item's version after the write (or now, on a conflict)
    QString otherAuthor;     // Conflict: who changed the item last
    QDateTime otherChangeAt; // Conflict: when (UTC)

    bool ok() const { return status == Status::Saved || status == Status::Unchanged; }
    static WriteResult failed(WriteProblem problem, const QString& detail,
                              const QString& messageDe = QString())
    {
        WriteResult result;
        result.problem = problem;
        result.detail = detail;
        result.messageDe = messageDe;
        return result;
    }
};

// One item of a content pack to import (ContentStore::importItems), with the
// edit version it had when the pack was checked.
struct ItemImport {
    Item item;
    qint64 expectedVersion = 0;
};

// What ContentStore::importItems wrote.
struct ImportOutcome {
    QStringList drafted;   // saved as drafts
    QStringList unchanged; // already so here
    QStringList published; // with publish
};

// One publication: who made drafts visible in the kiosk, when, which items,
// and the backup taken just before.
struct Publication {
    qint64 id = 0;
    QString author;
    QDateTime publishedAt; // UTC
    QString what;          // "publish", "restore-backup", "import"
    QStringList itemKeys;
    QString backupFile;
};

// A staff account (the password hash never leaves the store).
struct StaffAccount {
    QString name;
    bool isAdmin = false;
    QDateTime createdAt; // UTC
    QString createdBy;   // empty for the first administrator
};

} // namespace zv
