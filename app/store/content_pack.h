#pragma once

// Content packs (issue 8): the exhibit's published content in one file, to
// move it between a laptop and the kiosk. The file:
//
//   ZEITVERTREIB-CONTENT-PACK 1\n
//   <manifest: one line of JSON>\n
//   <payload: compact JSON {"items": [...], "media": {"name": base64}}>
//
// The manifest names who made the pack and when, the schema version, the
// items, each media file with its size and SHA-256, and the payload's size
// and SHA-256; a reader refuses a pack whose checksums do not match.
//
// Export writes a pack only when every part of the store was read (issue 26):
// a damaged table fails the export instead of leaving its rows out, and an
// item whose media name is not a plain file name (store/media_names.h) is
// refused, so no file outside the media folder is ever read into a pack.
//
// Import (issue 26) checks the whole pack before the first write: media and
// item names, links (a row's game must be an item here), what `content
// check` requires of a published item, media sizes against the free space.
// It then writes every item that differs as a draft (and with `publish`
// publishes them) in one transaction; media files are written under
// temporary names first and put in place inside that transaction, removed
// again when it fails. Nothing is ever half imported. An import that would
// take away more than a few things (see kFewRemovals) is refused unless the
// caller confirms it (allowRemovals), after showing staff the list.

#include "store/content_store.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

namespace zv {

struct PackManifest {
    int formatVersion = 0;
    QDateTime createdAt; // UTC
    QString createdBy;
    int schemaVersion = 0;
    QStringList itemKeys;
    int mediaCount = 0;
    qint64 payloadSize = 0;
    QString payloadSha256;
};

// One thing an import would take away from an item here: a German text
// emptied, or an entry of one of its lists (inventory rows, schedule
// entries, steps, verses, pictures, sounds) gone.
struct PackRemoval {
    QString itemKey;
    QString list; // "rows", "schedule", "steps", "verses", "images", "audio", "de" (texts)
    QString what; // e.g. "row erw_halma", "step 3", "de.history"
    bool emptiesList = false; // the list is empty afterwards
};

// "A few": an import may take away up to this many entries of one list of
// one item, from up to this many items, without asking. A curator's
// ordinary edit between laptop and kiosk drops a row or a paragraph or two;
// what the issue saw (a damaged store's pack emptying all 64 inventory rows)
// takes away whole lists. So more than 3 items, more than 3 entries of one
// list, or any list emptied completely needs confirmation (docs/editor.md).
inline constexpr int kFewRemovals = 3;

struct PackImportOptions {
    bool allowRemovals = false; // staff saw `removals` and confirmed them
    bool publish = false;       // publish the imported drafts in the same transaction
    QString backupFile;         // with publish: the backup taken just before
};

struct PackResult {
    bool ok = false;
    // Import only: the pack would take away more than a few things (see
    // kFewRemovals) and allowRemovals was not given. Nothing was written.
    bool needsConfirmation = false;
    QString messageDe;           // plain German for staff
    QString messageEn;           // plain English for staff
    QString detail;              // technical (SQL, file errors): for "details" and logs only
    QStringList problems;        // what is wrong with the pack, one line each (nothing written)
    QList<PackRemoval> removals; // what the import takes away (or would)
    QStringList draftedItems;    // imported as drafts (export: the items written)
    QStringList unchangedItems;  // already as in the pack
    QStringList skippedItems;    // not in this store (reason in detail)
    QStringList publishedItems;  // with publish
    QStringList copiedMedia;
    QStringList conflictingMedia; // a different file of that name exists here; kept
};

// Writes the published state of every item (and the media they use).
PackResult exportContentPack(const ContentStore& store, const QString& file, const QString& author);
// Reads only the manifest (to show before importing); checks nothing else.
bool readPackManifest(const QString& file, PackManifest* manifest, QString* error);
// Everything the import checks, and what it would do (draftedItems: the
// items that would be written, removals, needsConfirmation), writing nothing.
PackResult checkContentPack(const ContentStore& store, const QString& file);
// Checks the pack completely, then imports it all or nothing (see above).
PackResult importContentPack(ContentStore& store, const QString& file, const QString& author,
                             const PackImportOptions& options = {});
// Whether `removals` are more than a few (see kFewRemovals).
bool removalsNeedConfirmation(const QList<PackRemoval>& removals);

} // namespace zv
