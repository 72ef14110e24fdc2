// `content pack-export|pack-import|usage`: moving published content between
// stores (a laptop's and an installed kiosk's) and the kiosk's anonymous
// usage counts, for staff and maintainers.
#include "cli_common.h"
#include "content_commands.h"

#include "store/backups.h"
#include "store/content_pack.h"
#include "store/content_store.h"

#include <QMap>

#include <algorithm>

namespace zv::cli {

namespace {

// A refused pack: the message in German and English, what is wrong or
// would go, the technical detail last.
void printPackFailure(const PackResult& result)
{
    err() << "zeitvertreib-cli: " << result.messageDe << '\n'
          << "zeitvertreib-cli: " << result.messageEn << '\n';
    for (const QString& problem : result.problems)
        err() << "  " << problem << '\n';
    if (result.needsConfirmation) {
        for (const PackRemoval& removal : result.removals)
            err() << "  would remove: " << removal.itemKey << ": " << removal.what << '\n';
        err() << "Run again with --allow-removals to import it anyway." << '\n';
    } else if (result.problems.isEmpty() && !result.detail.isEmpty()) {
        err() << result.detail << '\n';
    }
    err().flush();
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
    for (const PackRemoval& removal : result.removals)
        out() << "removed " << removal.itemKey << ": " << removal.what << '\n';
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

} // namespace

int runContentPackExport(const QStringList& arguments)
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
        printPackFailure(result);
        return kExitFailed;
    }
    out() << "written: " << parser.positionalArguments().first() << Qt::endl;
    return kExitOk;
}

int runContentPackImport(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Imports a content pack as drafts; --publish publishes them after a backup. The whole "
        "pack is checked first and written in one step, or not at all.");
    parser.addPositionalArgument("FILE", "The pack to read.");
    parser.addOption({"author", "Who imports (recorded in the history).", "NAME"});
    parser.addOption({"publish", "Publish the imported drafts (a backup is taken first)."});
    parser.addOption({"allow-removals",
                      QStringLiteral("Import even when the pack removes more than a few things "
                                     "(more than %1 items, more than %1 entries of one list, or "
                                     "a whole list emptied).")
                          .arg(kFewRemovals)});
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
    const QString file = parser.positionalArguments().first();
    PackImportOptions options;
    options.allowRemovals = parser.isSet("allow-removals");
    options.publish = parser.isSet("publish");
    // Checked first, so that a refused pack costs no backup.
    const PackResult checked = checkContentPack(*store, file);
    if (!checked.ok || (checked.needsConfirmation && !options.allowRemovals)) {
        PackResult refused = checked;
        if (checked.ok) // only the removals: the import says so in its words
            refused = importContentPack(*store, file, author, options);
        printPackFailure(refused);
        return kExitFailed;
    }
    if (options.publish && !checked.draftedItems.isEmpty()) {
        QString error;
        options.backupFile = Backups(*store).create(QStringLiteral("publish"), &error);
        if (options.backupFile.isEmpty()) {
            err() << "zeitvertreib-cli: no backup, nothing imported: " << error << Qt::endl;
            return kExitFailed;
        }
    }
    // Drafts and their publication in one transaction: all or nothing.
    const PackResult result = importContentPack(*store, file, author, options);
    if (!result.ok) {
        printPackFailure(result);
        return kExitFailed;
    }
    printPackResult(result);
    if (options.publish && !result.draftedItems.isEmpty())
        out() << "published: " << result.publishedItems.size() << " (backup " << options.backupFile
              << ")" << '\n';
    out().flush();
    return kExitOk;
}

int runContentUsage(const QStringList& arguments)
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

} // namespace zv::cli
