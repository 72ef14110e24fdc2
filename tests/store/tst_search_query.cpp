// Issue 26 (G): what a visitor's typing becomes before FTS5, and the search
// off the GUI thread. Repeated words are searched once, the words and
// characters are capped, FTS5's syntax typed by a child is only text, and
// the 1,000 characters of junk in data/mashed_query.txt (quotes, stars,
// NEAR(, -, ^, :, umlauts, an emoji, a combining accent) search without an
// error. A newer search on the runner cancels the older, whose hits never
// arrive.

#include "store/content_store.h"
#include "store/search_query.h"
#include "store/search_runner.h"
#include "store_test_support.h"

#include <QtTest>

using namespace zv;

class TestSearchQuery : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void queryIsNormalised_data();
    void queryIsNormalised();
    void everyWordIsQuotedForFts5();
    void mashedQueriesSearchWithoutError();
    void runnerDeliversOnlyTheLatestSearch();
    void runnerFindsWhatTheStoreFinds();

private:
    static QString mashedQuery()
    {
        QFile file(QStringLiteral(ZV_SOURCE_DIR "/tests/store/data/mashed_query.txt"));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return QString::fromUtf8(file.readAll());
    }
    QTemporaryDir m_dir;
    std::unique_ptr<ContentStore> m_store;
};

void TestSearchQuery::initTestCase()
{
    QVERIFY(m_dir.isValid());
    OpenReport report;
    m_store = ContentStore::open(m_dir.filePath(QStringLiteral("zeitvertreib.sqlite")),
                                 ContentStore::Mode::Kiosk, &report);
    QVERIFY2(m_store, qPrintable(report.messageEn + QLatin1Char(' ') + report.technicalDetail));
    QCOMPARE(mashedQuery().toUcs4().size(), 1000); // characters, not UTF-16 units (emoji)
}

void TestSearchQuery::queryIsNormalised_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QStringList>("tokens");
    QTest::newRow("100 a") << QStringLiteral("a ").repeated(100) << QStringList{"a"};
    QTest::newRow("300 a") << QStringLiteral("a ").repeated(300) << QStringList{"a"};
    QTest::newRow("spellings of one word")
        << QStringLiteral("Mühle muehle MÜHLE mühle") << QStringList{"muhle"};
    QTest::newRow("a word's beginning") << QStringLiteral("mu Mühle m") << QStringList{"muhle"};
    QTest::newRow("order kept") << QStringLiteral("Spiel Kind spiel")
                                << QStringList{"spiel", "kind"};
    QStringList twelve;
    for (int i = 1; i <= 12; ++i)
        twelve.append(QStringLiteral("wort%1x").arg(i, 2, 10, QLatin1Char('0')));
    QTest::newRow("at most 8 words") << twelve.join(QLatin1Char(' ')) << twelve.mid(0, 8);
    QTest::newRow("at most 100 characters")
        << QStringLiteral("b").repeated(150) << QStringList{QStringLiteral("b").repeated(100)};
    QTest::newRow("the 100 characters come first")
        << QStringLiteral("c").repeated(99) + QStringLiteral(" kind")
        << QStringList{QStringLiteral("c").repeated(99)};
    QTest::newRow("FTS5 syntax is only words")
        << QStringLiteral("\"Mühle\" NEAR(x* -y ^z title:w) AND")
        << QStringList{"muhle", "near", "x", "y", "z", "title", "w", "and"};
    QTest::newRow("nothing to search") << QStringLiteral("\"*()-:^ \" ") << QStringList{};
}

void TestSearchQuery::queryIsNormalised()
{
    QFETCH(QString, typed);
    QFETCH(QStringList, tokens);
    QCOMPARE(search::queryTokens(typed), tokens);
}

void TestSearchQuery::everyWordIsQuotedForFts5()
{
    QCOMPARE(search::matchExpression({QStringLiteral("muhle"), QStringLiteral("near")}),
             QStringLiteral("\"muhle\"* \"near\"*"));
    // queryTokens() never lets a quote through; the quoting holds anyway.
    QCOMPARE(search::matchExpression({QStringLiteral("a\"b")}), QStringLiteral("\"a\"\"b\"*"));
    const QStringList junk = search::queryTokens(mashedQuery());
    QVERIFY(!junk.isEmpty());
    QVERIFY(junk.size() <= search::kMaxQueryWords);
}

void TestSearchQuery::mashedQueriesSearchWithoutError()
{
    // A failed statement is logged as a warning: none may come.
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    const QString de = QStringLiteral("de");
    const QList<SearchHit> once = m_store->search(QStringLiteral("a"), de);
    QVERIFY(!once.isEmpty());
    for (int repeats : {100, 300}) {
        const QList<SearchHit> mashed = m_store->search(QStringLiteral("a ").repeated(repeats), de);
        QCOMPARE(mashed.size(), once.size());
        for (qsizetype i = 0; i < once.size(); ++i)
            QCOMPARE(mashed.at(i).itemKey, once.at(i).itemKey);
    }
    // Junk finds what its first words find, or nothing; it never fails.
    const QString junk = mashedQuery();
    QVERIFY(!junk.isEmpty());
    for (int length : {10, 40, 100, 1000})
        m_store->search(junk.left(length), de);
    QCOMPARE(m_store->search(junk, de).size(),
             m_store->search(junk.left(search::kMaxQueryCharacters), de).size());
}

void TestSearchQuery::runnerDeliversOnlyTheLatestSearch()
{
    std::unique_ptr<SearchRunner> runner = m_store->makeSearchRunner();
    QSignalSpy finished(runner.get(), &SearchRunner::finished);
    // Three searches in a row, as fast as keys: only the last one answers.
    runner->start(QStringLiteral("a ").repeated(300), QStringLiteral("de"));
    runner->start(mashedQuery(), QStringLiteral("de"));
    const quint64 last = runner->start(QStringLiteral("Gouvernante"), QStringLiteral("de"));
    QVERIFY(finished.wait(10000));
    QTest::qWait(300); // a superseded answer would come now
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().at(0).toULongLong(), last);
    const auto hits = finished.first().at(1).value<QList<SearchHit>>();
    QVERIFY(std::any_of(hits.cbegin(), hits.cend(), [](const SearchHit& hit) {
        return hit.itemKey == QLatin1String("gouvernante");
    }));
    // A cancelled search never answers.
    runner->start(QStringLiteral("Mühle"), QStringLiteral("de"));
    runner->cancel();
    QVERIFY(!finished.wait(500));
    QCOMPARE(finished.size(), 1);
}

void TestSearchQuery::runnerFindsWhatTheStoreFinds()
{
    std::unique_ptr<SearchRunner> runner = m_store->makeSearchRunner();
    QSignalSpy finished(runner.get(), &SearchRunner::finished);
    for (const QString& query : {QStringLiteral("Mühle"), QStringLiteral("Laterne Kind")}) {
        finished.clear();
        runner->start(query, QStringLiteral("en"));
        QVERIFY(finished.wait(10000));
        const auto hits = finished.first().at(1).value<QList<SearchHit>>();
        const QList<SearchHit> direct = m_store->search(query, QStringLiteral("en"));
        QCOMPARE(hits.size(), direct.size());
        for (qsizetype i = 0; i < hits.size(); ++i) {
            QCOMPARE(hits.at(i).itemKey, direct.at(i).itemKey);
            QCOMPARE(hits.at(i).snippet, direct.at(i).snippet);
        }
    }
}

QTEST_GUILESS_MAIN(TestSearchQuery)
#include "tst_search_query.moc"
