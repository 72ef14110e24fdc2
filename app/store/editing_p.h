#pragma once

// Internal helpers of the staff-editing write path (content_store_edit.cpp,
// content_store_history.cpp, content_store_live.cpp). All of them run inside
// a transaction the caller holds.

#include "store/content_types.h"
#include "store/editing_types.h"
#include "store/item_fields.h"

#include <QSqlDatabase>
#include <QString>

namespace zv {
class ContentStore;
}

namespace zv::edit {

// Now, as the store writes times: ISO 8601, UTC, milliseconds.
QString nowText();
QDateTime timeFromText(const QString& text);

// Writes one revision row per change. With a non-empty `session`, a change
// of a field whose newest revision is from the same session and still
// unpublished updates that row instead (and removes it when the field is back
// to where the session found it). `publishedAt` empty: a draft change.
bool writeRevisions(QSqlDatabase& db, const QString& itemKey, const QList<FieldChange>& changes,
                    const QString& author, const QString& session, const QString& publishedAt,
                    QString* error);

// The item's edit version, or -1 (error set) when there is no such item.
qint64 editVersion(const QSqlDatabase& db, const QString& itemKey, QString* error);
bool bumpEditVersion(QSqlDatabase& db, const QString& itemKey, QString* error);
// Raises the content stamp the kiosk polls.
bool bumpContentStamp(QSqlDatabase& db, QString* error);

// The draft of an item: false when there is none (or it cannot be read:
// `error` set then).
bool readDraft(const QSqlDatabase& db, const QString& itemKey, Item* item, QString* author,
               QString* savedAt, QString* error);
bool writeDraft(QSqlDatabase& db, const Item& item, const QString& author, QString* error);
bool deleteDraft(QSqlDatabase& db, const QString& itemKey, QString* error);

// Replaces what the kiosk reads of one existing item (its columns, texts,
// parts and inventory rows) by `item`, and its search index rows.
bool replaceLiveItem(QSqlDatabase& db, const Item& item, QString* error);

// Who changed the item last and when (for a conflict message).
void lastChange(const QSqlDatabase& db, const QString& itemKey, QString* author, QDateTime* at);

// Invalid when a media name of `item` is not a plain file name in the media
// folder (store/media_names.h), naming it in German and English; nothing else
// is checked. Status Saved when every name is plain.
WriteResult checkMediaNames(const Item& item);

WriteResult failure(const QString& detail);
WriteResult invalid(const QString& detail);

// The bodies of ContentStore::saveDraft and ContentStore::publishDrafts,
// inside a write transaction the caller holds and commits when the result is
// Saved (so a content pack's import drafts, and publishes, all its items in
// one transaction). `what` names the publication ("publish", "import").
WriteResult saveDraftLocked(const ContentStore& store, QSqlDatabase& db, const Item& changed,
                            qint64 expectedVersion, const QString& author, const QString& session);
WriteResult publishLocked(const ContentStore& store, QSqlDatabase& db, const QStringList& itemKeys,
                          const QString& author, const QString& what, const QString& backupFile,
                          QStringList* published);

} // namespace zv::edit
