// `content export|check|search|usage|pack-*`: the exhibit's content store (or a content
// folder) for maintainers and curators: everything printed, what is missing
// or flagged, and the visitor's search.
#include "cli_common.h"
#include "commands.h"
#include "content_export.h"

#include "store/backups.h"
#include "store/content_check.h"
#include "store/content_pack.h"
#include "store/content_source.h"
#include "store/content_store.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMap>

#include <algorithm>

namespace zv::cli {
namespace {

const char* const kContentUsage = R"(Usage: zeitvertreib-cli content SUBCOMMAND [OPTIONS]

Subcommands:
  export [--json] [--data DIR | --source DIR]
                   the whole store: every section, item, text field, schedule,
                   step, verse, image slot and inventory row (text or JSON)
  check [--data DIR | --source DIR]
                   every text missing its English translation, every missing
                   required field, every entry flagged "zu prüfen";
                   exit 1 when a translation or required field is missing
                   (flags alone are a warning, exit 0)
  search QUERY [--language de|en] [--data DIR]
                   what the kiosk's search finds, with the time it took
  pack-export FILE [--author NAME] [--data DIR]
                   the published content and its media as one content pack
  pack-import FILE --author NAME [--publish] [--data DIR]
                   a content pack's items as drafts of this store (checksums
                   checked first); --publish then publishes them after a
                   backup, as the editor's "Veröffentlichen" does. On an
                   installed kiosk: sudo -u zeitvertreib zeitvertreib-cli
                   content pack-import FILE --author NAME --publish
                   --data /var/lib/zeitvertreib
  usage [--days N] [--data DIR]
                   the kiosk's anonymous usage counts of the last N days
                   (default 30): visits and their average length, sections
                   opened, items read, games started, most used first

--data DIR reads the store in DIR (created from the bundled content when DIR
holds none); without it the kiosk's store (ZV_DATA_DIR or the user's data
folder). --source DIR reads a content folder (assets/content) instead.
)";

void addStoreOptions(QCommandLineParser& parser, bool withSource)
{
    parser.addOption({"data", "The data folder of the store (default: the kiosk's).", "DIR"});
    if (withSource)
        parser.addOption(
            {"source", "Read a content folder such as assets/content instead of a store.", "DIR"});
}

std::unique_ptr<ContentStore> openStore(const QCommandLineParser& parser, const QString& command)
{
    QString path = defaultStorePath();
    if (parser.isSet("data")) {
        const QString folder = parser.value("data");
        if (!QFileInfo(folder).isDir())
            usageError(QStringLiteral("%1: --data %2 is not a folder").arg(command, folder));
        path = storePathInDirectory(folder);
    }
    OpenReport report;
    QElapsedTimer timer;
    timer.start();
    // Editor mode: a broken store is reported, never replaced.
    auto store = ContentStore::open(path, ContentStore::Mode::Editor, &report);
    const qint64 elapsed = timer.elapsed();
    if (!store) {
        err() << "zeitvertreib-cli: " << report.messageEn << Qt::endl;
        if (!report.technicalDetail.isEmpty())
            err() << report.technicalDetail << Qt::endl;
        return nullptr;
    }
    if (report.outcome == OpenReport::Outcome::Created)
        err() << "Created a new store from the bundled content in " << elapsed
              << " ms: " << store->path() << Qt::endl;
    else if (report.needsAttention())
        err() << report.messageEn << Qt::endl;
    return store;
}

// The content to export or check: from a store or a content folder. False
// when it cannot be read at all; folder errors are printed and counted.
bool loadSnapshot(const QCommandLineParser& parser, const QString& command,
                  ContentSnapshot* snapshot, int* readErrors)
{
    *readErrors = 0;
    if (parser.isSet("source")) {
        if (parser.isSet("data"))
            usageError(command + QStringLiteral(": use either --data or --source"));
        const QString folder = parser.value("source");
        if (!QFileInfo(folder).isDir())
            usageError(QStringLiteral("%1: --source %2 is not a folder").arg(command, folder));
        const ContentReadResult read = readContentTree(folder);
        for (const ContentError& error : read.errors)
            out() << "error         " << error.toString() << '\n';
        *readErrors = static_cast<int>(read.errors.size());
        snapshot->sections = read.content.sections;
        snapshot->items = read.content.items;
        snapshot->origin = folder;
        return true;
    }
    auto store = openStore(parser, command);
    if (!store)
        return false;
    snapshot->sections = store->sections();
    snapshot->items = store->allItems();
    snapshot->origin = store->path();
    snapshot->schemaVersion = store->schemaVersion();
    return true;
}

int runExport(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Prints the whole content store: every section and item "
                                     "with all texts, parts and inventory rows.");
    parser.addOption({"json", "Print JSON instead of text."});
    addStoreOptions(parser, true);
    if (!parseCommandLine(parser, "content export", arguments, 0, 0))
        return kExitOk;
    ContentSnapshot snapshot;
    int readErrors = 0;
    if (!loadSnapshot(parser, "content export", &snapshot, &readErrors))
        return kExitFailed;
    if (parser.isSet("json"))
        out() << QString::fromUtf8(QJsonDocument(exportJson(snapshot)).toJson());
    else
        exportText(snapshot, out());
    return readErrors > 0 ? kExitFailed : kExitOk;
}

QString label(ContentProblem::Kind kind)
{
    switch (kind) {
    case ContentProblem::Kind::MissingLanguage:
        return QStringLiteral("untranslated  ");
    case ContentProblem::Kind::MissingRequired:
        return QStringLiteral("missing       ");
    case ContentProblem::Kind::NeedsReview:
        return QStringLiteral("zu prüfen     ");
    }
    return {};
}

int runCheck(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Lists every text without its English translation, every missing required field "
        "(docs/content-format-structured.md) and every entry flagged \"zu prüfen\". Exit 1 when "
        "something required is missing; flags alone are a warning (exit 0).");
    addStoreOptions(parser, true);
    if (!parseCommandLine(parser, "content check", arguments, 0, 0))
        return kExitOk;
    ContentSnapshot snapshot;
    int readErrors = 0;
    if (!loadSnapshot(parser, "content check", &snapshot, &readErrors))
        return kExitFailed;
    int required = 0;
    int flagged = 0;
    int rows = 0;
    for (const Item& item : snapshot.items)
        rows += static_cast<int>(item.rows.size());
    for (const ContentProblem& problem : checkContent(snapshot.sections, snapshot.items)) {
        (problem.isRequired() ? required : flagged) += 1;
        out() << label(problem.kind) << problem.subject;
        if (!problem.where.isEmpty())
            out() << ": " << problem.where;
        if (problem.kind != ContentProblem::Kind::NeedsReview)
            out() << " (" << problem.message << ")";
        out() << '\n';
    }
    out() << "content check: " << snapshot.sections.size() << " sections, " << snapshot.items.size()
          << " items, " << rows << " inventory rows; ";
    if (readErrors > 0)
        out() << readErrors << " file errors, ";
    out() << required << " missing (translation or required field), " << flagged
          << " flagged \"zu prüfen\"" << Qt::endl;
    return required > 0 || readErrors > 0 ? kExitFailed : kExitOk;
}

int runSearch(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Searches the store as the kiosk's search screen does and "
                                     "prints the hits, best first, with the time it took.");
    parser.addPositionalArgument("QUERY", "What a visitor types, e.g. Muehle.");
    parser.addOption({"language", "The visitor's language: de (default) or en.", "LANG", "de"});
    addStoreOptions(parser, false);
    if (!parseCommandLine(parser, "content search", arguments, 1, 1))
        return kExitOk;
    const QString language = parser.value("language");
    if (language != QLatin1String("de") && language != QLatin1String("en"))
        usageError(QStringLiteral("content search: --language must be de or en"));
    auto store = openStore(parser, "content search");
    if (!store)
        return kExitFailed;
    QElapsedTimer timer;
    timer.start();
    const QList<SearchHit> hits = store->search(parser.positionalArguments().first(), language);
    const double milliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    for (const SearchHit& hit : hits) {
        out() << hit.itemKey;
        if (!hit.rowKey.isEmpty())
            out() << " / row " << hit.rowKey;
        out() << " [" << hit.language << "]  " << hit.snippet << '\n';
    }
    out() << hits.size() << " hits in " << QString::number(milliseconds, 'f', 2) << " ms"
          << Qt::endl;
    return kExitOk;
}

void printPackResult(const PackResult& result)
{
    out() << "drafted: " << result.draftedItems.size()
          << ", unchanged: " << result.unchangedItems.size()
          << ", skipped: " << result.skippedItems.size()
          << ", media copied: " << result.copiedMedia.size()
          << ", media kept (a different file of that name is here): "
          << result.conflictingMedia.size() << '\n';
    for (const QString& key : result.skippedItems)
        out() << "skipped " << key << '\n';
    for (const QString& name : result.conflictingMedia)
        out() << "kept " << name << '\n';
}

int runPackExport(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Writes the published content and its media as a pack.");
    parser.addPositionalArgument("FILE", "The pack to write.");
    parser.addOption(
        {"author", "Who made the pack (default: zeitvertreib-cli).", "NAME", "zeitvertreib-cli"});
    addStoreOptions(parser, false);
    if (!parseCommandLine(parser, "content pack-export", arguments, 1, 1))
        return kExitOk;
    auto store = openStore(parser, "content pack-export");
    if (!store)
        return kExitFailed;
    const PackResult result =
        exportContentPack(*store, parser.positionalArguments().first(), parser.value("author"));
    if (!result.ok) {
        err() << "zeitvertreib-cli: " << result.messageDe << '\n' << result.detail << Qt::endl;
        return kExitFailed;
    }
    out() << "written: " << parser.positionalArguments().first() << Qt::endl;
    return kExitOk;
}

int runPackImport(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Imports a content pack as drafts; --publish publishes them after a backup.");
    parser.addPositionalArgument("FILE", "The pack to read.");
    parser.addOption({"author", "Who imports (recorded in the history).", "NAME"});
    parser.addOption({"publish", "Publish the imported drafts (a backup is taken first)."});
    addStoreOptions(parser, false);
    if (!parseCommandLine(parser, "content pack-import", arguments, 1, 1))
        return kExitOk;
    const QString author = parser.value("author").trimmed();
    if (author.isEmpty())
        usageError(QStringLiteral("content pack-import: --author NAME is required (the history "
                                  "records who changed what)"));
    auto store = openStore(parser, "content pack-import");
    if (!store)
        return kExitFailed;
    const PackResult result =
        importContentPack(*store, parser.positionalArguments().first(), author);
    if (!result.ok) {
        err() << "zeitvertreib-cli: " << result.messageDe << '\n' << result.detail << Qt::endl;
        return kExitFailed;
    }
    printPackResult(result);
    if (!parser.isSet("publish") || result.draftedItems.isEmpty()) {
        out().flush();
        return kExitOk;
    }
    QString error;
    const QString backup = Backups(*store).create(QStringLiteral("publish"), &error);
    if (backup.isEmpty()) {
        err() << "zeitvertreib-cli: no backup, nothing published: " << error << Qt::endl;
        return kExitFailed;
    }
    QStringList published;
    const WriteResult written =
        store->publishDrafts(result.draftedItems, author, backup, &published);
    if (!written.ok()) {
        err() << "zeitvertreib-cli: not published: " << written.messageDe << ' ' << written.detail
              << Qt::endl;
        return kExitFailed;
    }
    out() << "published: " << published.size() << " (backup " << backup << ")" << Qt::endl;
    return kExitOk;
}

// Totals per key of one kind over the days asked, most used first.
QList<QPair<QString, int>> totalsOf(const QList<UsageCount>& counts, const QString& kind)
{
    QMap<QString, int> totals;
    for (const UsageCount& count : counts) {
        if (count.kind == kind)
            totals[count.key] += count.count;
    }
    QList<QPair<QString, int>> sorted;
    for (auto it = totals.constBegin(); it != totals.constEnd(); ++it)
        sorted.append({it.key(), it.value()});
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    return sorted;
}

int runUsage(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("The kiosk's anonymous usage counts, per day summed up.");
    parser.addOption({"days", "How many days back, today included (default 30).", "N", "30"});
    addStoreOptions(parser, false);
    if (!parseCommandLine(parser, "content usage", arguments, 0, 0))
        return kExitOk;
    bool ok = false;
    const int days = parser.value("days").toInt(&ok);
    if (!ok || days < 1)
        usageError(QStringLiteral("content usage: --days must be a positive number"));
    auto store = openStore(parser, "content usage");
    if (!store)
        return kExitFailed;
    const QDate to = QDate::currentDate();
    const QDate from = to.addDays(1 - days);
    const QList<UsageCount> counts = store->usageCounts(from, to);
    int visits = 0;
    qint64 seconds = 0;
    for (const UsageCount& count : counts) {
        if (count.kind == QLatin1String("visit")) {
            visits += count.count;
            seconds += count.seconds;
        }
    }
    out() << "Usage " << from.toString(Qt::ISODate) << " to " << to.toString(Qt::ISODate) << '\n';
    out() << "visits: " << visits;
    if (visits > 0) {
        const qint64 average = seconds / visits;
        out() << ", average " << average / 60 << " min " << average % 60 << " s";
    }
    out() << '\n';
    const QList<QPair<QString, QString>> kinds = {
        {"section", "sections opened"}, {"item", "items read"}, {"game", "games started"}};
    for (const auto& [kind, heading] : kinds) {
        out() << heading << ':';
        const auto totals = totalsOf(counts, kind);
        if (totals.isEmpty())
            out() << " none";
        for (const auto& [key, count] : totals)
            out() << ' ' << key << ' ' << count << (key == totals.constLast().first ? "" : ",");
        out() << '\n';
    }
    out().flush();
    return kExitOk;
}

} // namespace

int runContent(const QStringList& arguments)
{
    if (arguments.isEmpty())
        usageError("content: expected a subcommand: export, check, search, usage, pack-export "
                   "or pack-import (see "
                   "zeitvertreib-cli content --help)");
    const QString subcommand = arguments.first();
    const QStringList rest = arguments.mid(1);
    if (subcommand == "--help" || subcommand == "-h" || subcommand == "help") {
        out() << kContentUsage;
        return kExitOk;
    }
    if (subcommand == "export")
        return runExport(rest);
    if (subcommand == "check")
        return runCheck(rest);
    if (subcommand == "search")
        return runSearch(rest);
    if (subcommand == "usage")
        return runUsage(rest);
    if (subcommand == "pack-export")
        return runPackExport(rest);
    if (subcommand == "pack-import")
        return runPackImport(rest);
    usageError(QStringLiteral("content: unknown subcommand \"%1\" (export, check, search, usage, "
                              "pack-export, pack-import)")
                   .arg(subcommand));
}

} // namespace zv::cli
