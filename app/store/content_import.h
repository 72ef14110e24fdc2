#pragma once

// Writes parsed bundled content into a store: all of it into an empty store
// (a first start), or what an older store lacks after a schema migration.

#include "store/content_source.h"

#include <QSqlDatabase>

namespace zv {

// Fills an empty store (schema already created) in one transaction,
// search index included.
bool importContent(QSqlDatabase& db, const BundledContent& content, QString* error);

// After migrating a store from `fromVersion`: completes it from the bundled
// content and rebuilds the search index, in one transaction. Staff edits win:
// existing texts are never overwritten. Missing sections, items and text
// fields are added; items get their classification, parts and inventory rows
// when they have none. When the bundled content cannot be read, the store is
// left as migrated (only the index is built).
bool completeAfterMigration(QSqlDatabase& db, int fromVersion, QString* error);

namespace import {
// One item's structured parts and inventory rows (content_import_parts.cpp).
bool insertParts(QSqlDatabase& db, const Item& item, QString* error);
bool insertRows(QSqlDatabase& db, const Item& item, QString* error);
// Texts keyed by (key, language, field); `orIgnore` keeps existing values.
bool insertTexts(QSqlDatabase& db, const QString& table, const QString& keyColumn,
                 const QString& key, const LocalizedTexts& texts, bool orIgnore, QString* error);
} // namespace import

} // namespace zv
