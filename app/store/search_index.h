#pragma once

// The full-text search over everything a visitor can read: the FTS5 table
// `search_index` (schema v3). Internal to zv_store: ContentStore::search()
// is the public face; the import and the save path keep the index current.
// What a typed query becomes before it gets here: search_query.h.

#include "store/content_types.h"
#include "store/search_query.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace zv::search {

// Markdown made plain for a snippet: no emphasis marks, no page breaks.
QString plainText(const QString& markdown);
// About `words` words of `text` around the first word that starts with one of
// the folded `tokens`; "…" marks a cut. The start of the text when none does.
QString snippet(const QString& text, const QStringList& tokens, int words = 20);

// Rebuilds the whole index from the content tables.
bool rebuild(QSqlDatabase& db, QString* error);
// Replaces the index rows of one item (its texts, parts and inventory rows).
bool reindexItem(QSqlDatabase& db, const QString& itemKey, QString* error);

// The best hit per item (per inventory row for rows), best first, at most
// `limit`. A hit in `language` is preferred for the snippet.
QList<SearchHit> run(const QSqlDatabase& db, const QString& typed, const QString& language,
                     int limit, QString* error);

} // namespace zv::search
