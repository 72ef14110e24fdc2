// The content shipped with the program (:/content, compiled from
// assets/content) against the museum's sources and the structured format
// (docs/content-format-structured.md): both languages everywhere, every
// required field, every row of the source's inventory, the governess's whole
// day, every song's verses, every link resolving, search across umlaut spellings.

#include "core/game.h"
#include "store/content_check.h"
#include "store/content_source.h"
#include "store/content_store.h"
#include "store/provenance.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace zv;

namespace {

const QString kGerman = QStringLiteral("de");
const QString kEnglish = QStringLiteral("en");

// The game item keys the format fixes (inventory rows and links use them).
const QStringList kGameKeys = {
    "halma",
    "monopoly",
    "maedn",
    "scrabble",
    "schach",
    "dame",
    "muehle",
    "backgammon",
    "domino",
    "rummikub",
    "tangram",
    "puzzle",
    "trivial_pursuit",
    "spiel_des_wissens",
    "stadt_land_fluss",
    "arschloch",
    "mau_mau",
    "schummellieschen",
    "skat",
    "quartett",
    "kniffel",
    "maexchen",
    "paschen",
    "sogo",
    "memory",
    "mastermind",
    "spiel_des_lebens",
    "risiko",
    "mikado",
    "murmeln",
    "dosenwerfen",
    "dreibeinlauf",
    "fadenspiel",
    "gummitwist",
    "hickelkasten",
    "hufeisenspiel",
    "sackhuepfen",
    "stelzenlauf",
    "reifen",
    "versteckspiel",
    "blinde_kuh",
    "feuer_wasser_wind",
    "glocke_hammer",
    "toccategli",
    "schocken",
    "glasperlen",
};
// Draft articles for inventory games the sources do not describe.
const QStringList kDraftKeys = {
    "gaensespiel",     "leiterspiel",  "kalaha",   "pachisi",      "glueckshaus", "autospiel",
    "schwarzer_kater", "kreiselspiel", "eierlauf", "seilspringen", "tauziehen",   "sommerski",
};

struct SourceRow {
    int line = 0;
    QString firstCell;
};

} // namespace

class TestBundledContent : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyItemHasBothLanguages();
    void everyGermanTextIsTranslated();
    void gamesHaveTheirRequiredFields();
    void everyFixedGameKeyHasItsArticle();
    void inventoryHoldsEveryRowOfTheSource();
    void governessScheduleHasAllItsTimesInOrder();
    void everySongHasItsVerses();
    void everyLinkResolves();
    void everyItemHasASourceNote();
    void rowsTheListLeavesBlankAreNotStated();
    void creditsAgreeWithTheSourcesPage();
    void searchFindsUmlautVariants_data();
    void searchFindsUmlautVariants();

private:
    static QList<SourceRow> sourceRows();
    const Item* item(const QString& key) const
    {
        for (const Item& candidate : m_content.items) {
            if (candidate.key == key)
                return &candidate;
        }
        return nullptr;
    }
    BundledContent m_content;
    QTemporaryDir m_dir;
    std::unique_ptr<ContentStore> m_store;
};

QList<SourceRow> TestBundledContent::sourceRows()
{
    QList<SourceRow> rows;
    QFile file(QStringLiteral(ZV_SOURCE_DIR "/tests/content/data/inventory_source_rows.txt"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return rows;
    for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const qsizetype tab = line.indexOf(QLatin1Char('\t'));
        rows.append({line.left(tab).toInt(), line.mid(tab + 1)});
    }
    return rows;
}

void TestBundledContent::initTestCase()
{
    const ContentReadResult result = readContentTree(bundledContentRoot());
    QStringList errors;
    for (const ContentError& error : result.errors)
        errors.append(error.toString());
    QVERIFY2(result.ok(), qPrintable(errors.join(QLatin1Char('\n'))));
    m_content = result.content;
    QVERIFY(m_dir.isValid());
    OpenReport report;
    m_store = ContentStore::open(m_dir.filePath(QStringLiteral("zeitvertreib.sqlite")),
                                 ContentStore::Mode::Kiosk, &report);
    QVERIFY2(m_store, qPrintable(report.messageEn + QLatin1Char(' ') + report.technicalDetail));
}

void TestBundledContent::everyItemHasBothLanguages()
{
    for (const Section& section : m_content.sections) {
        for (const QString& language : {kGerman, kEnglish}) {
            for (const QString& name : {field::title, field::summary})
                QVERIFY2(section.texts.has(language, name),
                         qPrintable(QStringLiteral("section %1: %2.%3 missing")
                                        .arg(section.key, language, name)));
        }
    }
    for (const Item& item : m_content.items) {
        for (const QString& language : {kGerman, kEnglish}) {
            for (const QString& name : {field::title, field::summary, field::body})
                QVERIFY2(
                    item.texts.has(language, name),
                    qPrintable(QStringLiteral("%1: %2.%3 missing").arg(item.key, language, name)));
        }
    }
}

void TestBundledContent::everyGermanTextIsTranslated()
{
    QStringList missing;
    auto check = [&](const QString& where, const LocalizedTexts& texts) {
        const QMap<QString, QString> german = texts.values.value(kGerman);
        for (auto text = german.cbegin(); text != german.cend(); ++text) {
            if (!text.value().isEmpty() && !texts.has(kEnglish, text.key()))
                missing.append(where + QStringLiteral(": en.") + text.key());
        }
    };
    for (const Section& section : m_content.sections)
        check(QStringLiteral("section ") + section.key, section.texts);
    for (const Item& item : m_content.items) {
        check(item.key, item.texts);
        for (qsizetype i = 0; i < item.schedule.size(); ++i)
            check(QStringLiteral("%1 schedule %2").arg(item.key).arg(i + 1),
                  item.schedule[i].texts);
        for (qsizetype i = 0; i < item.steps.size(); ++i)
            check(QStringLiteral("%1 step %2").arg(item.key).arg(i + 1), item.steps[i].texts);
        for (qsizetype i = 0; i < item.verses.size(); ++i)
            check(QStringLiteral("%1 verse %2").arg(item.key).arg(i + 1), item.verses[i].texts);
        for (const ImageSlot& image : item.images)
            check(QStringLiteral("%1 image %2").arg(item.key, image.key), image.texts);
        for (const InventoryRow& row : item.rows)
            check(QStringLiteral("%1 row %2").arg(item.key, row.key), row.texts);
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
}

void TestBundledContent::gamesHaveTheirRequiredFields()
{
    int games = 0;
    for (const Item& item : m_content.items) {
        if (item.kind != QLatin1String("game"))
            continue;
        ++games;
        QVERIFY2(!item.category.isEmpty(), qPrintable(item.key + ": category"));
        QVERIFY2(!item.audience.isEmpty(), qPrintable(item.key + ": audience"));
        QVERIFY2(!item.place.isEmpty(), qPrintable(item.key + ": place"));
        QVERIFY2(!item.group.isEmpty(), qPrintable(item.key + ": group"));
        // Rules for children, or a draft flagged for staff that says rules are missing.
        QVERIFY2(item.needsReview || (item.texts.has(kGerman, field::rulesChildren) &&
                                      item.texts.has(kEnglish, field::rulesChildren)),
                 qPrintable(item.key + ": rules_children"));
    }
    QVERIFY(games >= kGameKeys.size() + kDraftKeys.size());
}

void TestBundledContent::everyFixedGameKeyHasItsArticle()
{
    for (const QString& key : kGameKeys + kDraftKeys) {
        const Item* game = item(key);
        QVERIFY2(game, qPrintable(key + ": no article"));
        QCOMPARE(game->kind, QStringLiteral("game"));
        QCOMPARE(game->sectionKey, QStringLiteral("spiele"));
    }
    for (const QString& key : kDraftKeys)
        QVERIFY2(item(key)->needsReview, qPrintable(key + ": a draft must be flagged"));
}

void TestBundledContent::inventoryHoldsEveryRowOfTheSource()
{
    const QList<SourceRow> source = sourceRows();
    QCOMPARE(source.size(), 64);
    QList<InventoryRow> rows;
    for (const Item& list : m_content.items)
        rows.append(list.rows);
    // Each source row needs a row of its own (Mühle, Domino … appear twice).
    QList<bool> used(rows.size(), false);
    QStringList unmatched;
    for (const SourceRow& wanted : source) {
        bool found = false;
        for (qsizetype i = 0; i < rows.size() && !found; ++i) {
            // Cells are joined by " | "; the reader trims the value, so a row
            // starting with an empty cell begins with "|".
            const QString first = rows[i].source.section(QLatin1Char('|'), 0, 0);
            if (!used[i] && first.simplified() == wanted.firstCell.simplified())
                used[i] = found = true;
        }
        if (!found)
            unmatched.append(
                QStringLiteral("source line %1: '%2'").arg(wanted.line).arg(wanted.firstCell));
    }
    QVERIFY2(unmatched.isEmpty(), qPrintable(unmatched.join(QLatin1Char('\n'))));
    QStringList extra;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (!used[i])
            extra.append(rows[i].key + QStringLiteral(": ") + rows[i].source);
    }
    QVERIFY2(extra.isEmpty(), qPrintable(QStringLiteral("rows not in the source:\n") +
                                         extra.join(QLatin1Char('\n'))));
    // The store holds them all, in the lists' order.
    QCOMPARE(m_store->inventoryRows().size(), rows.size());
}

void TestBundledContent::governessScheduleHasAllItsTimesInOrder()
{
    const Item* governess = item(QStringLiteral("gouvernante"));
    QVERIFY(governess);
    QStringList times;
    for (const ScheduleEntry& entry : governess->schedule) {
        if (!entry.time.isEmpty())
            times.append(entry.time);
        QVERIFY(entry.texts.has(kGerman, field::text));
    }
    QCOMPARE(times, (QStringList{"07:00", "07:45", "08:00", "09:00", "11:00", "12:30", "13:00",
                                 "14:00", "16:00", "17:00", "19:00", "20:00", "21:00"}));
    const auto stored = m_store->item(QStringLiteral("gouvernante"));
    QCOMPARE(stored->schedule.size(), governess->schedule.size());
}

void TestBundledContent::everySongHasItsVerses()
{
    int songs = 0;
    for (const Item& song : m_content.items) {
        if (song.kind != QLatin1String("song"))
            continue;
        ++songs;
        if (song.key == QLatin1String("laterne_sonne_mond_und_sterne")) {
            // The source (lines 2106-2113) gives this song as one stanza of
            // eight lines; it is shown whole, not split into invented verses.
            QCOMPARE(song.verses.size(), 1);
            const QString text = song.verses.first().texts.text(kGerman, field::text);
            QCOMPARE(text.count(QLatin1Char('\n')) + 1, 8);
            QVERIFY(text.endsWith(QStringLiteral("piff paff puff")));
        } else {
            QVERIFY2(song.verses.size() >= 2, qPrintable(song.key));
        }
        for (const Verse& verse : song.verses) {
            QVERIFY2(verse.texts.has(kGerman, field::text), qPrintable(song.key));
            QVERIFY2(verse.texts.has(kEnglish, field::text), qPrintable(song.key));
        }
    }
    QCOMPARE(songs, 5);
}

void TestBundledContent::everyLinkResolves()
{
    for (const Item& list : m_content.items) {
        for (const InventoryRow& row : list.rows) {
            if (row.gameItemKey.isEmpty())
                continue;
            const Item* game = item(row.gameItemKey);
            QVERIFY2(game, qPrintable(row.key + QStringLiteral(" -> ") + row.gameItemKey));
            QCOMPARE(game->kind, QStringLiteral("game"));
        }
    }
    // A game the kiosk can play names a game the engine has.
    for (const Item& game : m_content.items) {
        if (!game.gameKey.isEmpty())
            QVERIFY2(findGame(game.gameKey.toStdString()),
                     qPrintable(game.key + QStringLiteral(": game ") + game.gameKey));
    }
    QVERIFY(item(QStringLiteral("muehle"))->playable());
    // The store keeps every link (foreign keys checked).
    QCOMPARE(m_store->integrityProblems(), QStringList());
}

// Issue 17: a visitor must be able to tell the house's documents from our
// additions, so every item says where its texts come from; one that names
// additions names them in both languages.
void TestBundledContent::everyItemHasASourceNote()
{
    QStringList problems;
    int additions = 0;
    for (const Item& item : m_content.items) {
        if (const QString problem = provenance::problem(item); !problem.isEmpty())
            problems.append(item.key + QStringLiteral(": ") + problem);
        if (item.provenance == provenance::houseWithAdditions) {
            ++additions;
            if (!item.texts.has(QStringLiteral("en"), field::provenanceNote))
                problems.append(item.key + QStringLiteral(": no English provenance_note"));
        }
        const auto stored = m_store->item(item.key);
        if (!stored || stored->provenance != item.provenance)
            problems.append(item.key + QStringLiteral(": the store lost the source note"));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(additions > 0);
    for (const ContentProblem& problem : checkContent(m_content.sections, m_content.items))
        QVERIFY2(problem.kind != ContentProblem::Kind::NoSourceNote, qPrintable(problem.subject));
    // The named additions are marked: Kniffel's fields, the songs' poet and dates.
    for (const char* key : {"kniffel", "maedn", "der_mond_ist_aufgegangen",
                            "martin_ist_ein_frommer_mann", "ich_geh_mit_meiner_laterne"}) {
        const auto item = m_store->item(QString::fromLatin1(key));
        QVERIFY2(item && item->provenance == provenance::houseWithAdditions, key);
    }
}

// A row whose count and "nicht vorhanden" cells are both empty is "keine
// Angabe", never "vorhanden" (issue 17); every other row keeps what the list
// says. The Autospiel's ditto mark stays a ditto mark for visitors.
void TestBundledContent::rowsTheListLeavesBlankAreNotStated()
{
    QStringList wrong;
    int blank = 0;
    for (const Item& list : m_content.items) {
        for (const InventoryRow& row : list.rows) {
            // The reader trims the value: a first empty cell leaves a bare "|".
            const QStringList cells = row.source.split(QLatin1Char('|'));
            const bool table = row.source.contains(QLatin1Char('|'));
            const QString count = cells.value(1).trimmed();
            const QString mark = cells.value(3).trimmed();
            const bool nameless = cells.value(0).trimmed().isEmpty();
            const bool unstated = table && !nameless && count.isEmpty() && mark.isEmpty();
            blank += unstated ? 1 : 0;
            if (unstated == row.stated)
                wrong.append(
                    QStringLiteral("%1 (%2): stated %3").arg(row.key, row.source).arg(row.stated));
            if (!row.stated && row.available)
                wrong.append(row.key + QStringLiteral(": not stated, yet available"));
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    QCOMPARE(blank, 7); // Stadt, Land, Fluss; Spiel des Wissens; Tangram; Skatkarten; Murmel;
                        // Fadenspiel; Gummiband
    const auto children = m_store->item(QStringLiteral("drinnen_kinder"));
    QVERIFY(children);
    for (const InventoryRow& row : children->rows) {
        if (row.key != QLatin1String("kind_autospiel"))
            continue;
        for (const QString& language : {QStringLiteral("de"), QStringLiteral("en")}) {
            const QString remark = row.text(language, field::remark);
            QVERIFY2(remark.contains(QStringLiteral("- \" -")), qPrintable(remark));
            QVERIFY2(!remark.contains(QStringLiteral("XXL")), qPrintable(remark));
        }
        QVERIFY(row.staffNote.contains(QStringLiteral("XXL")));
    }
}

// The sources page and each item's own credit line name the same source
// (issue 17: the Toccateglispiel was "Wikipedia" on one, "a lexicon text" on
// the other), and a text that follows Wikipedia names its licence.
void TestBundledContent::creditsAgreeWithTheSourcesPage()
{
    const auto sources = m_store->item(QStringLiteral("quellen"));
    QVERIFY(sources);
    const QString page = sources->text(QStringLiteral("de"), field::body);
    const QList<QPair<QString, QStringList>> shared = {
        {QStringLiteral("toccategli"),
         {QStringLiteral("**Toccateglispiel:**"), QStringLiteral("Wikipedia"),
          QStringLiteral("CC BY-SA"), QStringLiteral("1769"), QStringLiteral("1798"),
          QStringLiteral("1829"), QStringLiteral("1830")}},
        {QStringLiteral("glocke_hammer"),
         {QStringLiteral("**Erwin Glonnegger:**"), QStringLiteral("Wikipedia"),
          QStringLiteral("CC BY-SA"), QStringLiteral("Glonnegger"), QStringLiteral("1999")}},
        {QStringLiteral("glasperlen"),
         {QStringLiteral("**Glass Bead Game"), QStringLiteral("Mancala World"),
          QStringLiteral("CC BY-SA 2.5"), QStringLiteral("Cerrato"),
          QStringLiteral("Schmittberger")}},
        {QStringLiteral("schocken"),
         {QStringLiteral("**Schocken / Jule:**"), QStringLiteral("Jule bzw. Schocken"),
          QStringLiteral("Limburg-Weilburg")}},
    };
    for (const auto& [key, words] : shared) {
        const qsizetype start = page.indexOf(words.first());
        QVERIFY2(start >= 0, qPrintable(words.first()));
        const QString paragraph =
            page.mid(start, page.indexOf(QStringLiteral("---"), start) - start).simplified();
        const auto item = m_store->item(key);
        QVERIFY(item);
        const QString credit = item->text(QStringLiteral("de"), field::credits).simplified();
        for (const QString& word : words.mid(1)) {
            QVERIFY2(paragraph.contains(word), qPrintable(key + QStringLiteral(" page: ") + word));
            QVERIFY2(credit.contains(word), qPrintable(key + QStringLiteral(" credit: ") + word));
        }
    }
    for (const Item& item : m_content.items) {
        for (const QString& language : {QStringLiteral("de"), QStringLiteral("en")}) {
            const QString credit = item.text(language, field::credits);
            if (credit.contains(QStringLiteral("Wikipedia")))
                QVERIFY2(credit.contains(QStringLiteral("CC BY-SA")),
                         qPrintable(item.key + QLatin1Char(' ') + language));
            // The credit line is printed on the leaflet: no word to the staff.
            QVERIFY2(!credit.contains(QStringLiteral("prüfen")) &&
                         !credit.contains(QStringLiteral("please check")),
                     qPrintable(item.key + QLatin1Char(' ') + language));
        }
    }
    // A game written for the exhibit says so on its credit line, and the
    // sources page names it in its paragraph on those articles.
    const qsizetype start = page.indexOf(QStringLiteral("**Für die Ausstellung geschrieben:**"));
    QVERIFY(start >= 0);
    const QString written =
        page.mid(start, page.indexOf(QStringLiteral("---"), start) - start).simplified();
    int exhibitGames = 0;
    for (const Item& item : m_content.items) {
        if (item.kind != QLatin1String("game") || item.provenance != provenance::exhibit)
            continue;
        ++exhibitGames;
        QVERIFY2(written.contains(item.title(QStringLiteral("de"))), qPrintable(item.key));
        QVERIFY2(item.text(QStringLiteral("de"), field::credits)
                     .startsWith(QStringLiteral("Für die Ausstellung geschrieben")),
                 qPrintable(item.key));
    }
    QCOMPARE(exhibitGames, kDraftKeys.size());
}

void TestBundledContent::searchFindsUmlautVariants_data()
{
    QTest::addColumn<QStringList>("spellings");
    QTest::addColumn<QString>("itemKey");
    QTest::newRow("Mühle") << QStringList{"Mühle", "Muehle", "muhle", "MÜHLE"} << "muehle";
    QTest::newRow("Gänsespiel") << QStringList{"Gänsespiel", "Gaensespiel", "gansespiel"}
                                << "gaensespiel";
    QTest::newRow("Mäxchen") << QStringList{"Mäxchen", "Maexchen", "MAXCHEN"} << "maexchen";
    QTest::newRow("Sackhüpfen") << QStringList{"Sackhüpfen", "Sackhuepfen", "sackhupfen"}
                                << "sackhuepfen";
    // Words from different fields (title, a schedule entry) find the item together.
    QTest::newRow("Französisch") << QStringList{"Gouvernante Französisch",
                                                "gouvernante franzosisch"}
                                 << "gouvernante";
}

void TestBundledContent::searchFindsUmlautVariants()
{
    QFETCH(QStringList, spellings);
    QFETCH(QString, itemKey);
    for (const QString& spelling : spellings) {
        const QList<SearchHit> hits = m_store->search(spelling, kGerman);
        const bool found = std::any_of(hits.cbegin(), hits.cend(), [&](const SearchHit& hit) {
            return hit.itemKey == itemKey && hit.rowKey.isEmpty();
        });
        QVERIFY2(found, qPrintable(spelling));
    }
}

QTEST_GUILESS_MAIN(TestBundledContent)
#include "tst_bundled_content.moc"
