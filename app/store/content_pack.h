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
// Importing writes every item that differs as a draft of the receiving store
// (staff check and publish there); media files are copied into its media
// folder, never over a different file of the same name.

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

struct PackResult {
    bool ok = false;
    QString messageDe;          // plain German for staff
    QString detail;             // technical
    QStringList draftedItems;   // imported as drafts
    QStringList unchangedItems; // already as in the pack
    QStringList skippedItems;   // unknown here, or refused (reason in detail)
    QStringList copiedMedia;
    QStringList conflictingMedia; // a different file of that name exists here; kept
};

// Writes the published state of every item (and the media they use).
PackResult exportContentPack(const ContentStore& store, const QString& file, const QString& author);
// Reads only the manifest (to show before importing); checks nothing else.
bool readPackManifest(const QString& file, PackManifest* manifest, QString* error);
// Checks the pack completely, then imports it (see above).
PackResult importContentPack(ContentStore& store, const QString& file, const QString& author);

} // namespace zv
