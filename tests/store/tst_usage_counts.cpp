// The kiosk's anonymous usage counts: one row per day, kind and key, counts
// and visit seconds summed; nothing but known kinds; and counting never
// looks like a content change to the kiosk (no reload for every touch).

#include "store/content_store.h"
#include "store_test_support.h"

#include <QtTest>

using namespace zv;

class TestUsageCounts : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void usesAreCountedPerDayAndKey();
    void visitsSumTheirSeconds();
    void unknownKindsAreRefused();
    void countingIsNotAContentChange();
    void nothingPersonalIsStored();

private:
    QList<UsageCount> today() const
    {
        return m_store->usageCounts(QDate::currentDate(), QDate::currentDate());
    }
    std::unique_ptr<ContentStore> m_store;
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestUsageCounts::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store =
        ContentStore::open(storePathInDirectory(m_dir->path()), ContentStore::Mode::Kiosk, nullptr);
    QVERIFY(m_store);
}

void TestUsageCounts::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestUsageCounts::usesAreCountedPerDayAndKey()
{
    QVERIFY(today().isEmpty());
    QVERIFY(m_store->countUse(QStringLiteral("section"), QStringLiteral("spiele")));
    QVERIFY(m_store->countUse(QStringLiteral("section"), QStringLiteral("spiele")));
    QVERIFY(m_store->countUse(QStringLiteral("game"), QStringLiteral("muehle")));
    QVERIFY(m_store->countUse(QStringLiteral("item"), QStringLiteral("muehle")));
    const QList<UsageCount> counts = today();
    QCOMPARE(counts.size(), 3);
    // Ordered by day, kind, key.
    QCOMPARE(counts.at(0).kind, QStringLiteral("game"));
    QCOMPARE(counts.at(0).count, 1);
    QCOMPARE(counts.at(1).kind, QStringLiteral("item"));
    QCOMPARE(counts.at(2).kind, QStringLiteral("section"));
    QCOMPARE(counts.at(2).key, QStringLiteral("spiele"));
    QCOMPARE(counts.at(2).count, 2);
    QCOMPARE(counts.at(2).day, QDate::currentDate());
    // Another day's range holds none of them.
    QVERIFY(m_store->usageCounts(QDate::currentDate().addDays(-9), QDate::currentDate().addDays(-1))
                .isEmpty());
}

void TestUsageCounts::visitsSumTheirSeconds()
{
    QVERIFY(m_store->countUse(QStringLiteral("visit"), QString(), 95));
    QVERIFY(m_store->countUse(QStringLiteral("visit"), QString(), 5));
    // A key given with a visit is dropped: visits are only counted.
    QVERIFY(m_store->countUse(QStringLiteral("visit"), QStringLiteral("someone"), 40));
    const QList<UsageCount> counts = today();
    QCOMPARE(counts.size(), 1);
    QCOMPARE(counts.at(0).key, QString());
    QCOMPARE(counts.at(0).count, 3);
    QCOMPARE(counts.at(0).seconds, qint64(140));
}

void TestUsageCounts::unknownKindsAreRefused()
{
    QVERIFY(!m_store->countUse(QStringLiteral("name"), QStringLiteral("Anna")));
    QVERIFY(!m_store->countUse(QStringLiteral("visit"), QString(), -3));
    QVERIFY(today().isEmpty());
}

void TestUsageCounts::countingIsNotAContentChange()
{
    const qint64 before = m_store->dataVersion();
    for (int i = 0; i < 20; ++i)
        QVERIFY(m_store->countUse(QStringLiteral("section"), QStringLiteral("spiele")));
    QCOMPARE(m_store->dataVersion(), before);
}

void TestUsageCounts::nothingPersonalIsStored()
{
    QVERIFY(m_store->countUse(QStringLiteral("visit"), QString(), 61));
    // The table has exactly these columns: no time of day, no identifier.
    test::RawDb raw(m_store->path());
    QSqlQuery query(raw.db());
    QVERIFY(query.exec(QStringLiteral("SELECT name FROM pragma_table_info('usage_counts')")));
    QStringList columns;
    while (query.next())
        columns.append(query.value(0).toString());
    QCOMPARE(columns, (QStringList{"day", "kind", "key", "count", "seconds"}));
    QCOMPARE(raw.scalar(QStringLiteral("SELECT day FROM usage_counts")).toString(),
             QDate::currentDate().toString(Qt::ISODate));
}

QTEST_GUILESS_MAIN(TestUsageCounts)
#include "tst_usage_counts.moc"
