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
        err() << "zeitvertreib-cli: " << result.messageDe << '\n' << result.detail << Qt::endl;
        return kExitFailed;
    }
    out() << "written: " << parser.positionalArguments().first() << Qt::endl;
    return kExitOk;
}

int runContentPackImport(const QStringList& arguments)
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
