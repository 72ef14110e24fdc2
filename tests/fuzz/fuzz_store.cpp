// Fuzz entries of the content store's parsers: the content YAML files and
// their validation, content packs, and the search box's query.

#include "fuzz_entries.h"
#include "fuzz_support.h"

#include "store/content_check.h"
#include "store/content_pack.h"
#include "store/content_source.h"
#include "store/content_store.h"
#include "store/search_query.h"

#include <QFile>

#include <sqlite3.h>

#include <memory>

namespace zv::fuzz {

namespace {

QByteArray bundledFile(const QString& relative)
{
    QFile file(bundledContentRoot() + QLatin1Char('/') + relative);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

// The input is one item file of the games' section, read as the editor's
// "check content" and the bundling step read the whole tree.
int contentYaml(const std::uint8_t* data, std::size_t size)
{
    static const QByteArray section = bundledFile(QStringLiteral("sections/spiele.yaml"));
    if (section.isEmpty())
        fail("content_yaml", "the bundled section file sections/spiele.yaml is missing");
    writeScratch(QStringLiteral("content/sections/spiele.yaml"), section);
    const QString itemPath =
        writeScratch(QStringLiteral("content/items/spiele/eingabe.yaml"), bytesOf(data, size));
    const int lineCount = static_cast<int>(bytesOf(data, size).count('\n')) + 1;

    const ContentReadResult read = readContentTree(scratchPath(QStringLiteral("content")));
    if (read.content.items.isEmpty() && read.errors.isEmpty())
        fail("content_yaml", "the item was dropped without a message");
    for (const ContentError& error : read.errors) {
        if (error.message.trimmed().isEmpty())
            fail("content_yaml", "an error without a message");
        if (!error.path.endsWith(QLatin1String("eingabe.yaml")))
            fail("content_yaml", "an error that does not name the file");
        if (error.line < 0 || error.line > lineCount)
            fail("content_yaml", "an error on a line the file does not have");
    }
    // What the editor and the bundling check run next on what was read.
    const QList<ContentProblem> problems = checkContent(read.content.sections, read.content.items);
    for (const ContentProblem& problem : problems)
        if (problem.message.isEmpty())
            fail("content_yaml", "a content problem without a message");
    (void)itemPath;
    return 0;
}

// The input is a content pack file imported into a store made from the
// bundled content: a refused pack comes with a reason and leaves the store
// as it was.
int contentPack(const std::uint8_t* data, std::size_t size)
{
    static std::unique_ptr<ContentStore> store;
    if (!store) {
        OpenReport report;
        store = ContentStore::open(scratchPath(QStringLiteral("store/inhalt.sqlite")),
                                   ContentStore::Mode::Editor, &report);
        if (!store)
            fail("content_pack", "no store to import into");
    }
    const QString file = writeScratch(QStringLiteral("paket.zvpack"), bytesOf(data, size));

    const PackResult checked = checkContentPack(*store, file);
    if (!checked.ok && (checked.messageDe.isEmpty() || checked.messageEn.isEmpty()))
        fail("content_pack", "a refused check without a message");

    ReadError before;
    const QList<EditableItem> itemsBefore = store->editableItems(&before);
    const PackResult imported = importContentPack(*store, file, QStringLiteral("Fuzz"));
    if (imported.ok)
        return 0;
    if (imported.messageDe.isEmpty() || imported.messageEn.isEmpty())
        fail("content_pack", "a refused import without a message");
    if (imported.detail.isEmpty() && imported.problems.isEmpty() && imported.removals.isEmpty())
        fail("content_pack", "a refused import without a reason");
    ReadError after;
    const QList<EditableItem> itemsAfter = store->editableItems(&after);
    if (before.failed() != after.failed() || itemsBefore.size() != itemsAfter.size())
        fail("content_pack", "a refused import changed the store");
    for (qsizetype i = 0; i < itemsBefore.size(); ++i)
        if (itemsBefore.at(i).item.key != itemsAfter.at(i).item.key ||
            itemsBefore.at(i).isDraft != itemsAfter.at(i).isDraft ||
            itemsBefore.at(i).editVersion != itemsAfter.at(i).editVersion)
            fail("content_pack", "a refused import changed the store");
    return 0;
}

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
    for (const QString& token : tokens)
        if (token.isEmpty())
            fail("search_query", "an empty word");
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
        fail("search_query", "SQLite refused the match expression");
    return 0;
}

} // namespace zv::fuzz
