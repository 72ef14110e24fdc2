// `content export|check|search|usage|pack-*`: the exhibit's content store (or a content
// folder) for maintainers and curators: everything printed, what is missing
// or flagged, and the visitor's search.
#include "cli_common.h"
#include "commands.h"
#include "content_commands.h"
#include "content_export.h"

#include "store/board_layouts.h"
#include "store/content_check.h"
#include "store/content_source.h"
#include "store/content_store.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>

#include <utility>
#include <vector>

namespace zv::cli {

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

namespace {

// The games' board files (boards/<game>.yaml, the Leiterspiel's ladders and
// snakes): each read and checked by the game's own rule for its layout, every
// problem printed for staff. Returns how many boards the kiosk cannot use.
int checkBoardLayouts(const QString& root)
{
    int bad = 0;
    for (const QString& game : boardLayoutGames(root)) {
        const BoardLayoutRead read = readBoardLayout(root, game);
        QString problem = read.error;
        const GameInfo* info = findGame(game.toStdString());
        if (!info)
            problem = QStringLiteral("no game is called \"%1\"").arg(game);
        if (problem.isEmpty())
            for (const OptionSpec& spec : info->options)
                if (spec.type == OptionSpec::Type::Text && spec.check)
                    problem = qs(spec.check(read.text.toStdString()));
        if (problem.isEmpty())
            continue;
        ++bad;
        for (const QString& line : problem.split(QLatin1Char('\n')))
            out() << "board layout " << game << ": " << line << '\n';
    }
    return bad;
}

const char* const kContentUsage = R"(Usage: zeitvertreib-cli content SUBCOMMAND [OPTIONS]

Subcommands:
  export [--json] [--data DIR | --source DIR]
                   the whole store: every section, item, text field, schedule,
                   step, verse, image slot and inventory row (text or JSON)
  check [--data DIR | --source DIR]
                   every text missing its English translation, every missing
                   required field, every picture or sound name that is no
                   plain file name in the media folder (drafts too), every
                   entry flagged "zu prüfen"; exit 1 when a translation or
                   required field is missing or a file name is not plain
                   (flags alone are a warning, exit 0)
  search QUERY [--language de|en] [--data DIR]
                   what the kiosk's search finds, with the time it took
  pack-export FILE [--author NAME] [--data DIR]
                   the published content and its media as one content pack;
                   exit 1 and no pack when any part of the store cannot be read
  pack-import FILE --author NAME [--publish] [--allow-removals] [--data DIR]
                   a content pack's items as drafts of this store, all or
                   nothing: the whole pack is checked first (checksums, file
                   names, links, required German texts, free space);
                   --publish publishes them in the same step after a
                   backup, as the editor's "Veröffentlichen" does. A pack
                   that removes more than a few things (more than 3 items,
                   more than 3 entries of one list, or a whole list emptied)
                   is refused unless --allow-removals is given. On an
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
    // A table that cannot be read fails the command: never "0 missing" over
    // rows that were not read (issue 26).
    ReadError readError;
    snapshot->sections = store->sections(&readError);
    snapshot->items = store->allItems(&readError);
    const QList<EditableItem> editables = store->editableItems(&readError);
    if (readError.failed()) {
        err() << "zeitvertreib-cli: " << command << ": the store " << store->path()
              << " could not be read completely (damaged?): " << readError.toString() << Qt::endl;
        return false;
    }
    for (const EditableItem& editable : editables) {
        if (editable.isDraft)
            snapshot->drafts.append(editable.item);
    }
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
    case ContentProblem::Kind::BadMediaName:
        return QStringLiteral("bad file name ");
    case ContentProblem::Kind::NoSourceNote:
        return QStringLiteral("no source note ");
    }
    return {};
}

int runCheck(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Lists every text without its English translation, every missing required field "
        "(docs/content-format-structured.md), every item without a source note (provenance) and "
        "every entry flagged \"zu prüfen\". Exit 1 when something required or a source note is "
        "missing; flags alone are a warning (exit 0).");
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
    const QList<ContentProblem> problems =
        checkContent(snapshot.sections, snapshot.items) + checkDraftMediaNames(snapshot.drafts);
    int badNames = 0;
    int noSourceNote = 0;
    for (const ContentProblem& problem : problems) {
        if (problem.kind == ContentProblem::Kind::BadMediaName)
            ++badNames;
        else if (problem.kind == ContentProblem::Kind::NoSourceNote)
            ++noSourceNote;
        else
            (problem.isRequired() ? required : flagged) += 1;
        out() << label(problem.kind) << problem.subject;
        if (!problem.where.isEmpty())
            out() << ": " << problem.where;
        if (problem.kind != ContentProblem::Kind::NeedsReview)
            out() << " (" << problem.message << ")";
        out() << '\n';
    }
    const int badBoards =
        checkBoardLayouts(parser.isSet("source") ? parser.value("source") : bundledContentRoot());
    out() << "content check: " << snapshot.sections.size() << " sections, " << snapshot.items.size()
          << " items, " << rows << " inventory rows; ";
    if (readErrors > 0)
        out() << readErrors << " file errors, ";
    if (badBoards > 0)
        out() << badBoards << (badBoards == 1 ? " board layout" : " board layouts")
              << " the kiosk cannot use, ";
    if (badNames > 0)
        out() << badNames << " media names that are no plain file names, ";
    if (noSourceNote > 0)
        out() << noSourceNote << " items without a source note, ";
    out() << required << " missing (translation or required field), " << flagged
          << " flagged \"zu prüfen\"" << Qt::endl;
    return required > 0 || readErrors > 0 || badNames > 0 || noSourceNote > 0 || badBoards > 0
               ? kExitFailed
               : kExitOk;
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
    ReadError readError;
    const QList<SearchHit> hits =
        store->search(parser.positionalArguments().first(), language, 60, &readError);
    if (readError.failed()) {
        // Never "0 hits" over an index that could not be read (issue 26).
        err() << "zeitvertreib-cli: content search: the store " << store->path()
              << " could not be searched (damaged?): " << readError.toString() << Qt::endl;
        return kExitFailed;
    }
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

} // namespace

int runContent(const QStringList& arguments)
{
    // The one list of subcommands: dispatch and the error messages name the
    // same ones (tst_cli compares them with the usage text).
    const std::vector<std::pair<QString, int (*)(const QStringList&)>> subcommands{
        {"export", runExport},
        {"check", runCheck},
        {"search", runSearch},
        {"usage", runContentUsage},
        {"pack-export", runContentPackExport},
        {"pack-import", runContentPackImport},
    };
    QStringList names;
    for (const auto& entry : subcommands)
        names.append(entry.first);
    if (arguments.isEmpty())
        usageError(QStringLiteral("content: expected a subcommand (%1; see zeitvertreib-cli "
                                  "content --help)")
                       .arg(names.join(", ")));
    const QString subcommand = arguments.first();
    const QStringList rest = arguments.mid(1);
    if (subcommand == "--help" || subcommand == "-h" || subcommand == "help") {
        out() << kContentUsage;
        return kExitOk;
    }
    for (const auto& [name, run] : subcommands) {
        if (subcommand == name)
            return run(rest);
    }
    usageError(QStringLiteral("content: unknown subcommand \"%1\" (%2)")
                   .arg(subcommand, names.join(", ")));
}

} // namespace zv::cli
