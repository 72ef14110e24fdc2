// `bench search`: the kiosk's search times (issue 26, G): ordinary words,
// mashed repeats, 1,000 characters of junk, and every prefix of junk as it
// is typed key by key. Timings live here and never in a pass/fail test
// (the kiosk's frame-time test holds only a generous bound).
#include "cli_common.h"
#include "commands.h"

#include "store/content_store.h"
#include "store/search_query.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <random>

namespace zv::cli {
namespace {

// What a child's fist produces: letters, umlauts, spaces and FTS5's syntax.
QString junk(int length, std::uint64_t seed)
{
    static const QStringList pieces = {
        "a ",  "a a ", "ä",   "Ö",   "ü",      "ß", "\"", "*",  "NEAR(", "-",      "^",    ":",
        "OR ", "AND ", "(",   ")",   " ",      "é", "'",  "\\", "mühle", "kind ",  "asdf", "qwertz",
        "0",   "12 ",  "ÄÖÜ", "ei ", "title:", "😀", "{",  "}",  "+",     "spiel ", "x"};
    std::mt19937_64 rng(seed);
    QString text;
    while (text.size() < length)
        text +=
            pieces.at(static_cast<qsizetype>(rng() % static_cast<std::uint64_t>(pieces.size())));
    return text.left(length);
}

struct Case {
    QString name;
    QStringList queries; // each timed once per run
};

struct Times {
    QString name;
    std::vector<double> ms; // sorted
    double quantile(double q) const
    {
        const auto rank = static_cast<std::size_t>(std::ceil(q * static_cast<double>(ms.size())));
        return ms.empty() ? 0.0 : ms[std::clamp<std::size_t>(rank, 1, ms.size()) - 1];
    }
};

} // namespace

int runBenchSearch(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Measures the kiosk's search (median, p95, max per query) on the bundled content, or "
        "on the store --data names: ordinary words, 100 and 300 times \"a \", 1,000 characters "
        "of junk, and every prefix of 100 characters of junk as typed key by key.");
    parser.addOptions({
        {"runs", "Times each query is searched (default 20).", "N"},
        {"seed", "Seed of the junk (default 1).", "S"},
        {"json", "Print JSON instead of a table."},
    });
    parser.addOption({"data", "The data folder of a store (default: a fresh one).", "DIR"});
    if (!parseCommandLine(parser, "bench search", arguments, 0, 0))
        return kExitOk;
    const int runs = parseInt(parser, "runs", 20, 1, 10'000);
    const std::uint64_t seed = parseSeed(parser, "seed", 1);
    // Without --data: a fresh store from the bundled content, as a new kiosk has.
    QTemporaryDir fresh;
    const QString folder = parser.isSet("data") ? parser.value("data") : fresh.path();
    OpenReport report;
    auto store =
        ContentStore::open(storePathInDirectory(folder), ContentStore::Mode::Editor, &report);
    if (!store) {
        err() << "zeitvertreib-cli: bench search: " << report.messageEn << Qt::endl;
        return kExitFailed;
    }

    const QString typed = junk(search::kMaxQueryCharacters, seed + 1);
    QStringList keystrokes;
    for (qsizetype length = 1; length <= typed.size(); ++length)
        keystrokes.append(typed.left(length));
    const QList<Case> cases = {
        {"words", {"Mühle", "Gouvernante", "Laterne Kind", "mu", "Spiel Kinder Haus", "xyzzy"}},
        // One letter is a prefix of a good part of the index: the costliest words.
        {"short prefixes", {"a", "e", "s", "a b c d e f g h", "e i n r s t a d"}},
        {"100 x \"a \"", {QStringLiteral("a ").repeated(100)}},
        {"300 x \"a \"", {QStringLiteral("a ").repeated(300)}},
        {"junk 1000 chars", {junk(1000, seed)}},
        {"junk typed (100 keys)", keystrokes},
    };
    std::vector<Times> results;
    for (const Case& one : cases) {
        Times times{one.name, {}};
        for (int run = 0; run < runs; ++run) {
            for (const QString& query : one.queries) {
                QElapsedTimer timer;
                timer.start();
                store->search(query, QStringLiteral("de"));
                times.ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
            }
        }
        std::sort(times.ms.begin(), times.ms.end());
        results.push_back(std::move(times));
    }

    if (parser.isSet("json")) {
        QJsonArray rows;
        for (const Times& times : results)
            rows.append(QJsonObject{{"queries", times.name},
                                    {"searches", static_cast<int>(times.ms.size())},
                                    {"median_ms", times.quantile(0.5)},
                                    {"p95_ms", times.quantile(0.95)},
                                    {"max_ms", times.ms.back()}});
        out() << QString::fromUtf8(
            QJsonDocument(QJsonObject{{"store", store->path()}, {"search", rows}}).toJson());
        return kExitOk;
    }
    out() << "bench search (" << store->path() << ", " << runs << " runs, seed " << seed << ")\n"
          << "  queries                  searches   median ms    p95 ms    max ms\n";
    for (const Times& times : results)
        out() << "  " << times.name.leftJustified(24)
              << QString::number(times.ms.size()).rightJustified(9)
              << QString::number(times.quantile(0.5), 'f', 2).rightJustified(12)
              << QString::number(times.quantile(0.95), 'f', 2).rightJustified(10)
              << QString::number(times.ms.back(), 'f', 2).rightJustified(10) << "\n";
    out().flush();
    return kExitOk;
}

} // namespace zv::cli
