#pragma once

// Internal state of a ContentStore, shared by the files that implement it.

#include "store/content_store.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace zv {

struct ContentStore::Private {
    QString connectionName;
    QString path;
    ContentStore::Mode mode = ContentStore::Mode::Kiosk;
    int schemaVersion = 0;

    QSqlDatabase db() const { return QSqlDatabase::database(connectionName, false); }
};

// Reading the structured parts (content_store_parts.cpp). A scope limits
// which items are read: all, those of one section, or one item.
namespace read {
struct Scope {
    enum class Kind { All, Section, Item };
    Kind kind = Kind::All;
    QString key;
};
// Fills the parts and inventory rows of `items` (those the scope selects).
// A failed read is logged and recorded in `error` (may be null).
void attachStructure(const QSqlDatabase& db, QList<Item>& items, const Scope& scope,
                     ReadError* error);
QList<InventoryRow> inventoryRows(const QSqlDatabase& db, const Scope& scope, ReadError* error);
void logFailure(const QString& what, const QString& error);
// Records a failed read in `error` (when not yet set: the first failure is
// the one that explains the rest); without `error` the failure is logged.
void fail(ReadError* error, const QString& what, const QString& detail);
} // namespace read

} // namespace zv
