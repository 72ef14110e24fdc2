// Fuzz entry of the search box's query.

#include "fuzz_entries.h"
#include "fuzz_support.h"

#include "store/search_query.h"

#include <QRegularExpression>

#include <sqlite3.h>

namespace zv::fuzz {

// The input is what a visitor types into the search box; the expression
// built from it must be one SQLite's full-text index accepts, for any text.
int searchQuery(const std::uint8_t* data, std::size_t size)
{
    static sqlite3* db = nullptr;
    static sqlite3_stmt* match = nullptr;
    if (!db) {
        // The index as schema.cpp creates it (same tokenizer and prefixes).
        if (sqlite3_open(":memory:", &db) != SQLITE_OK ||
            sqlite3_exec(db,
                         "CREATE VIRTUAL TABLE search_index USING fts5(title, content,"
                         " tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');"
                         "INSERT INTO search_index VALUES ('Mühle', 'Ein Brettspiel für zwei');",
                         nullptr, nullptr, nullptr) != SQLITE_OK ||
            sqlite3_prepare_v2(db, "SELECT rowid FROM search_index WHERE search_index MATCH ?", -1,
                               &match, nullptr) != SQLITE_OK)
            fail("search_query", "no full-text index to query");
    }
    const QString typed = QString::fromUtf8(bytesOf(data, size));
    const QStringList tokens = search::queryTokens(typed);
    if (tokens.size() > search::kMaxQueryWords)
        fail("search_query", "more words than the query keeps");
    // A word is letters and digits only: anything else (a space, a quote, a
    // NUL) would change the meaning of the expression SQLite is given.
    static const QRegularExpression word(QStringLiteral("^[\\p{L}\\p{N}]+$"));
    for (const QString& token : tokens)
        if (!word.match(token).hasMatch())
            fail("search_query", qPrintable(QStringLiteral("not a word: '%1'").arg(token)));
    const QString expression = search::matchExpression(tokens);
    if (expression.isEmpty())
        return 0; // nothing to search: the runner does not ask SQLite
    const QByteArray utf8 = expression.toUtf8();
    sqlite3_reset(match);
    sqlite3_bind_text(match, 1, utf8.constData(), static_cast<int>(utf8.size()), SQLITE_TRANSIENT);
    int step = SQLITE_ROW;
    while (step == SQLITE_ROW)
        step = sqlite3_step(match);
    if (step != SQLITE_DONE)
        fail("search_query",
             qPrintable(QStringLiteral("SQLite refused the match expression %1: %2")
                            .arg(expression, QString::fromUtf8(sqlite3_errmsg(db)))));
    return 0;
}

} // namespace zv::fuzz
