#pragma once

// Internals of content packs shared by content_pack.cpp (the file format and
// the export), content_pack_check.cpp (what an import checks) and
// content_pack_import.cpp (the import itself).

#include "store/content_pack.h"
#include "store/editing_types.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

namespace zv::pack {

QString sha256(const QByteArray& bytes);
// Every media name an item refers to (pictures, sounds, steps' pictures and sounds).
QStringList mediaFilesOf(const Item& item);

struct ParsedPack {
    PackManifest manifest;
    QJsonObject payload;
    QJsonArray mediaList; // manifest entries {name, size, sha256}
};

// Reads and checks a pack's magic, manifest and (with `withPayload`) the
// payload's size, checksum and JSON.
bool readPack(const QString& file, ParsedPack* pack, bool withPayload, QString* error);

// What an import would do, checked whole before anything is written.
struct Plan {
    PackResult result;       // messages and problems when refused; lists of what happens
    QList<ItemImport> items; // the items that differ, as they will be written
    QHash<QString, QByteArray> newMedia; // media files not here yet, to write
};

// Reads and checks everything. False (result.ok false, messages and
// problems set) when the pack cannot be imported; needsConfirmation is set
// when its removals are more than a few.
bool makePlan(const ContentStore& store, const QString& file, Plan* plan);

// What `incoming` takes away from `here` (the same item).
QList<PackRemoval> removalsOf(const Item& here, const Item& incoming);

} // namespace zv::pack
