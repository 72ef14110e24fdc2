// Full-text search over the store made from the bundled content: umlaut
// spellings meet, every kind of text is found, a hit in an inventory row
// points at its list, the index follows staff edits.

#include "store/content_store.h"
#include "store/search_index.h"
#include "store_test_support.h"

#include <QtTest>

using namespace zv;

class TestContentSearch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void foldingMakesUmlautSpellingsMeet_data();
    void foldingMakesUmlautSpellingsMeet();
    void umlautVariantsFindMuehle_data();
    void umlautVariantsFindMuehle();
    void prefixesFindAsYouType();
    void everyWordMustOccur();
    void structuredPartsAreFound_data();
    void structuredPartsAreFound();
    void inventoryHitPointsAtItsList();
    void snippetIsShortPlainTextInTheVisitorsLanguage();
    void emptyOrOddQueriesAreHarmless();
    void indexFollowsAStaffEdit();

private:
    static bool contains(const QList<SearchHit>& hits, const QString& itemKey)
    {
        return std::any_of(hits.cbegin(), hits.cend(),
                           [&](const SearchHit& hit) { return hit.itemKey == itemKey; });
    }
    QTemporaryDir m_dir;
    std::unique_ptr<ContentStore> m_store;
};

void TestContentSearch::initTestCase()
{
    QVERIFY(m_dir.isValid());
    OpenReport report;
    m_store = ContentStore::open(m_dir.filePath(QStringLiteral("zeitvertreib.sqlite")),
                                 ContentStore::Mode::Kiosk, &report);
    QVERIFY2(m_store, qPrintable(report.messageEn + QLatin1Char(' ') + report.technicalDetail));
}

void TestContentSearch::foldingMakesUmlautSpellingsMeet_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("folded");
    QTest::newRow("umlaut") << QStringLiteral("Mühle") << QStringLiteral("muhle");
    QTest::newRow("spelt out") << QStringLiteral("Muehle") << QStringLiteral("muhle");
    QTest::newRow("capitals") << QStringLiteral("MÜHLE") << QStringLiteral("muhle");
    QTest::newRow("sharp s") << QStringLiteral("Größe") << QStringLiteral("grosse");
    QTest::newRow("ss spelt out") << QStringLiteral("Groesse") << QStringLiteral("grosse");
    QTest::newRow("ae") << QStringLiteral("Mäxchen Maexchen") << QStringLiteral("maxchen maxchen");
    QTest::newRow("no umlaut") << QStringLiteral("Feuer") << QStringLiteral("feur");
}

void TestContentSearch::foldingMakesUmlautSpellingsMeet()
{
    QFETCH(QString, text);
    QFETCH(QString, folded);
    QCOMPARE(search::fold(text), folded);
}

void TestContentSearch::umlautVariantsFindMuehle_data()
{
    QTest::addColumn<QString>("query");
    for (const char* query : {"Mühle", "Muehle", "muhle", "MÜHLE", "mühle", "MUEHLE"})
        QTest::newRow(query) << QString::fromUtf8(query);
}

void TestContentSearch::umlautVariantsFindMuehle()
{
    QFETCH(QString, query);
    const QList<SearchHit> hits = m_store->search(query, QStringLiteral("de"));
    QVERIFY(contains(hits, QStringLiteral("muehle")));
    // The article whose title it is ranks before every other article.
    const auto firstArticle = std::find_if(
        hits.cbegin(), hits.cend(), [](const SearchHit& hit) { return hit.rowKey.isEmpty(); });
    QVERIFY(firstArticle != hits.cend());
    QCOMPARE(firstArticle->itemKey, QStringLiteral("muehle"));
    // The same hits whatever the spelling.
    const QList<SearchHit> reference =
        m_store->search(QStringLiteral("Mühle"), QStringLiteral("de"));
    QCOMPARE(hits.size(), reference.size());
}

void TestContentSearch::prefixesFindAsYouType()
{
    for (const QString& typed : {QStringLiteral("Mü"), QStringLiteral("Müh"), QStringLiteral("Mue"),
                                 QStringLiteral("Mueh")})
        QVERIFY2(contains(m_store->search(typed, QStringLiteral("de")), QStringLiteral("muehle")),
                 qPrintable(typed));
    QVERIFY(contains(m_store->search(QStringLiteral("Gouvern"), QStringLiteral("de")),
                     QStringLiteral("gouvernante")));
}

void TestContentSearch::everyWordMustOccur()
{
    const QList<SearchHit> both =
        m_store->search(QStringLiteral("Mühle Bronzezeit"), QStringLiteral("de"));
    QVERIFY(contains(both, QStringLiteral("muehle")));
    for (const SearchHit& hit : both)
        QVERIFY2(hit.rowKey.isEmpty(), qPrintable(hit.rowKey)); // no row mentions the Bronze Age
    QVERIFY(m_store->search(QStringLiteral("Mühle Quarkspeise"), QStringLiteral("de")).isEmpty());
}

void TestContentSearch::structuredPartsAreFound_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("itemKey");
    // A schedule entry, a hairstyle step, a verse, an image caption.
    QTest::newRow("schedule") << QStringLiteral("Französischunterricht")
                              << QStringLiteral("gouvernante");
    QTest::newRow("step") << QStringLiteral("Stirnhaaransatzes") << QStringLiteral("hausfrisur");
    QTest::newRow("verse") << QStringLiteral("sperrt ihn ein den Wind")
                           << QStringLiteral("laterne_laterne");
    QTest::newRow("caption") << QStringLiteral("Oetwil") << QStringLiteral("jugendstil");
}

void TestContentSearch::structuredPartsAreFound()
{
    QFETCH(QString, query);
    QFETCH(QString, itemKey);
    QVERIFY2(contains(m_store->search(query, QStringLiteral("de")), itemKey), qPrintable(query));
}

void TestContentSearch::inventoryHitPointsAtItsList()
{
    const QList<SearchHit> hits = m_store->search(QStringLiteral("Kreisel"), QStringLiteral("de"));
    const auto row = std::find_if(hits.cbegin(), hits.cend(),
                                  [](const SearchHit& hit) { return !hit.rowKey.isEmpty(); });
    QVERIFY(row != hits.cend());
    QCOMPARE(row->itemKey, QStringLiteral("draussen"));
    // The row itself names its game article.
    bool found = false;
    for (const InventoryRow& inventoryRow : m_store->inventoryRows()) {
        if (inventoryRow.key == row->rowKey) {
            found = true;
            QCOMPARE(inventoryRow.listKey, QStringLiteral("draussen"));
            QCOMPARE(inventoryRow.gameItemKey, QStringLiteral("kreiselspiel"));
        }
    }
    QVERIFY(found);
    QVERIFY(row->snippet.contains(QStringLiteral("Kreisel")));
}

void TestContentSearch::snippetIsShortPlainTextInTheVisitorsLanguage()
{
    const QList<SearchHit> german =
        m_store->search(QStringLiteral("Bronzezeit"), QStringLiteral("de"));
    QVERIFY(!german.isEmpty());
    QCOMPARE(german.first().language, QStringLiteral("de"));
    const QString snippet = german.first().snippet;
    QVERIFY2(snippet.contains(QStringLiteral("Bronzezeit")), qPrintable(snippet));
    QVERIFY(!snippet.contains(QStringLiteral("**")));
    QVERIFY(!snippet.contains(QLatin1Char('\n')));
    QVERIFY(snippet.split(QLatin1Char(' '), Qt::SkipEmptyParts).size() <= 22);
    // A word both languages share: the English text is shown to an English visitor.
    const QList<SearchHit> english = m_store->search(QStringLiteral("Mühle"), QStringLiteral("en"));
    const auto muehle = std::find_if(english.cbegin(), english.cend(), [](const SearchHit& hit) {
        return hit.itemKey == QLatin1String("muehle") && hit.rowKey.isEmpty();
    });
    QVERIFY(muehle != english.cend());
    QCOMPARE(muehle->language, QStringLiteral("en"));
    QVERIFY(search::snippet(QStringLiteral("eins zwei drei"), {QStringLiteral("zw")}) ==
            QStringLiteral("eins zwei drei"));
    // A hit in the title shows the beginning of the summary (the title is
    // on the result already); words outside the title centre the snippet.
    const QString summary =
        m_store->item(QStringLiteral("muehle"))->text(QStringLiteral("de"), field::summary);
    const QList<SearchHit> title = m_store->search(QStringLiteral("Muehle"), QStringLiteral("de"));
    QCOMPARE(title.first().itemKey, QStringLiteral("muehle"));
    QVERIFY2(title.first().snippet.startsWith(summary.left(30)), qPrintable(title.first().snippet));
    const QList<SearchHit> mixed =
        m_store->search(QStringLiteral("Mühle Bronzezeit"), QStringLiteral("de"));
    QVERIFY(mixed.first().snippet.contains(QStringLiteral("Bronzezeit")));
}

void TestContentSearch::emptyOrOddQueriesAreHarmless()
{
    QVERIFY(m_store->search(QString(), QStringLiteral("de")).isEmpty());
    QVERIFY(m_store->search(QStringLiteral("   "), QStringLiteral("de")).isEmpty());
    QVERIFY(m_store->search(QStringLiteral("\"*()-:^"), QStringLiteral("de")).isEmpty());
    // FTS5 syntax typed by a visitor is just words: no error, and every hit
    // also holds "Mühle" (the words only narrow the search).
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    const QList<SearchHit> muehle = m_store->search(QStringLiteral("Mühle"), QStringLiteral("de"));
    for (const QString& odd : {QStringLiteral("Mühle\" OR NEAR(x"), QStringLiteral("Mühle AND"),
                               QStringLiteral("Mühle*"), QStringLiteral("-Mühle")}) {
        for (const SearchHit& hit : m_store->search(odd, QStringLiteral("de"))) {
            const bool alsoForMuehle =
                std::any_of(muehle.cbegin(), muehle.cend(), [&](const SearchHit& other) {
                    return other.itemKey == hit.itemKey && other.rowKey == hit.rowKey;
                });
            QVERIFY2(alsoForMuehle, qPrintable(odd + QLatin1Char(' ') + hit.itemKey));
        }
    }
    QVERIFY(contains(m_store->search(QStringLiteral("-Mühle"), QStringLiteral("de")),
                     QStringLiteral("muehle")));
}

void TestContentSearch::indexFollowsAStaffEdit()
{
    QVERIFY(m_store->search(QStringLiteral("Zauberwort"), QStringLiteral("de")).isEmpty());
    QString error;
    QVERIFY2(m_store->saveItemText(QStringLiteral("halma"), QStringLiteral("de"), field::summary,
                                   QStringLiteral("Ein Zauberwort für Sternspringer."),
                                   QStringLiteral("Frau Möller"), &error),
             qPrintable(error));
    QList<SearchHit> hits = m_store->search(QStringLiteral("zauberwort"), QStringLiteral("de"));
    QCOMPARE(hits.size(), 1);
    QCOMPARE(hits.first().itemKey, QStringLiteral("halma"));
    // The item's other texts are still indexed once, not twice.
    const int before =
        static_cast<int>(m_store->search(QStringLiteral("Halma"), QStringLiteral("de")).size());
    QVERIFY(m_store->saveItemText(QStringLiteral("halma"), QStringLiteral("de"), field::summary,
                                  QStringLiteral("Ein Sprungspiel."), QStringLiteral("Frau Möller"),
                                  &error));
    QVERIFY(m_store->search(QStringLiteral("Zauberwort"), QStringLiteral("de")).isEmpty());
    QCOMPARE(m_store->search(QStringLiteral("Halma"), QStringLiteral("de")).size(), before);
    QCOMPARE(m_store->integrityProblems(), QStringList());
}

QTEST_GUILESS_MAIN(TestContentSearch)
#include "tst_content_search.moc"
