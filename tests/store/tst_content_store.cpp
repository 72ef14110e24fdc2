// The store created fresh from the bundled content: everything present in
// both languages, health checks on, German fallback, saves with revisions,
// data version seen across instances.

#include "store/content_source.h"
#include "store/content_store.h"
#include "store_test_support.h"

#include <QtTest>

using namespace zv;

class TestContentStore : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString storePath() const { return m_dir.filePath(QStringLiteral("zeitvertreib.sqlite")); }

    // Classification, parts and rows come out of the store as they went in.
    static void compareStructure(const Item& stored, const Item& source)
    {
        QCOMPARE(stored.category, source.category);
        QCOMPARE(stored.audience, source.audience);
        QCOMPARE(stored.place, source.place);
        QCOMPARE(stored.group, source.group);
        QCOMPARE(stored.schedule.size(), source.schedule.size());
        for (qsizetype i = 0; i < source.schedule.size(); ++i) {
            QCOMPARE(stored.schedule[i].time, source.schedule[i].time);
            QCOMPARE(stored.schedule[i].texts.values, source.schedule[i].texts.values);
        }
        QCOMPARE(stored.steps.size(), source.steps.size());
        for (qsizetype i = 0; i < source.steps.size(); ++i) {
            QCOMPARE(stored.steps[i].figure, source.steps[i].figure);
            QCOMPARE(stored.steps[i].image, source.steps[i].image);
            QCOMPARE(stored.steps[i].texts.values, source.steps[i].texts.values);
        }
        QCOMPARE(stored.verses.size(), source.verses.size());
        for (qsizetype i = 0; i < source.verses.size(); ++i)
            QCOMPARE(stored.verses[i].texts.values, source.verses[i].texts.values);
        QCOMPARE(stored.images.size(), source.images.size());
        for (qsizetype i = 0; i < source.images.size(); ++i) {
            QCOMPARE(stored.images[i].key, source.images[i].key);
            QCOMPARE(stored.images[i].file, source.images[i].file);
            QCOMPARE(stored.images[i].texts.values, source.images[i].texts.values);
        }
        QCOMPARE(stored.rows.size(), source.rows.size());
        for (qsizetype i = 0; i < source.rows.size(); ++i) {
            const InventoryRow& a = stored.rows[i];
            const InventoryRow& b = source.rows[i];
            QCOMPARE(a.key, b.key);
            QCOMPARE(a.listKey, b.listKey);
            QCOMPARE(a.position, b.position);
            QCOMPARE(a.source, b.source);
            QCOMPARE(a.category, b.category);
            QCOMPARE(a.audience, b.audience);
            QCOMPARE(a.place, b.place);
            QCOMPARE(a.count, b.count);
            QCOMPARE(a.available, b.available);
            QCOMPARE(a.gameItemKey, b.gameItemKey);
            QCOMPARE(a.needsReview, b.needsReview);
            QCOMPARE(a.staffNote, b.staffNote);
            QCOMPARE(a.texts.values, b.texts.values);
        }
    }

private slots:
    void freshStoreHoldsTheBundledContent();
    void everyItemHasBothLanguages();
    void muehleIsPlayableWithItsArticle();
    void healthChecksAreOn();
    void openingAgainDoesNotRecreate();
    void missingEnglishFallsBackToGerman();
    void saveWritesARevisionWithTheOldValue();
    void unchangedSaveWritesNothing();
    void saveIsOneTransaction();
    void saveRejectsBadInput();
    void dataVersionSeesAnotherInstancesSave();
    void defaultPathHonoursEnvironment();
};

void TestContentStore::freshStoreHoldsTheBundledContent()
{
    QVERIFY(m_dir.isValid());
    OpenReport report;
    auto store = ContentStore::open(storePath(), ContentStore::Mode::Kiosk, &report);
    QVERIFY2(store, qPrintable(report.messageEn));
    QCOMPARE(report.outcome, OpenReport::Outcome::Created);
    QCOMPARE(report.usedPath, storePath());
    QVERIFY(!report.usedFallbackLocation);
    QVERIFY(!report.messageDe.isEmpty());
    QCOMPARE(store->schemaVersion(), ContentStore::latestSchemaVersion());

    const ContentReadResult bundled = readContentTree(bundledContentRoot());
    QVERIFY(bundled.ok());
    const QList<Section> sections = store->sections();
    QCOMPARE(sections.size(), bundled.content.sections.size());
    const QStringList expected = {QStringLiteral("spiele"),         QStringLiteral("sammlung"),
                                  QStringLiteral("menschen"),       QStringLiteral("frisuren"),
                                  QStringLiteral("laternenlieder"), QStringLiteral("ueber")};
    QStringList keys;
    for (const Section& section : sections)
        keys.append(section.key);
    QCOMPARE(keys, expected); // home-screen order

    qsizetype itemCount = 0;
    for (const Section& section : sections) {
        const QList<Item> items = store->items(section.key);
        QVERIFY2(!items.isEmpty(), qPrintable(section.key));
        itemCount += items.size();
    }
    QCOMPARE(itemCount, bundled.content.items.size());
    for (const Item& source : bundled.content.items) {
        const auto stored = store->item(source.key);
        QVERIFY2(stored, qPrintable(source.key));
        QCOMPARE(stored->texts.values, source.texts.values);
        QCOMPARE(stored->sectionKey, source.sectionKey);
        QCOMPARE(stored->needsReview, source.needsReview);
        compareStructure(*stored, source);
    }
    QCOMPARE(store->allItems().size(), bundled.content.items.size());
    QCOMPARE(store->languages(), (QStringList{QStringLiteral("de"), QStringLiteral("en")}));
}

void TestContentStore::everyItemHasBothLanguages()
{
    auto store = ContentStore::open(storePath(), ContentStore::Mode::Kiosk, nullptr);
    QVERIFY(store);
    for (const Section& section : store->sections()) {
        for (const QString& language : {QStringLiteral("de"), QStringLiteral("en")}) {
            QVERIFY2(section.texts.has(language, field::title), qPrintable(section.key));
            QVERIFY2(section.texts.has(language, field::summary), qPrintable(section.key));
        }
        for (const Item& item : store->items(section.key)) {
            for (const QString& language : {QStringLiteral("de"), QStringLiteral("en")}) {
                for (const QString& name : {field::title, field::summary, field::body})
                    QVERIFY2(item.texts.has(language, name),
                             qPrintable(item.key + QLatin1Char(' ') + language + name));
            }
            // Every field filled in German is translated too.
            for (const QString& name : item.texts.values.value(QStringLiteral("de")).keys())
                QVERIFY2(item.texts.has(QStringLiteral("en"), name),
                         qPrintable(item.key + QStringLiteral(" en ") + name));
        }
    }
}

void TestContentStore::muehleIsPlayableWithItsArticle()
{
    auto store = ContentStore::open(storePath(), ContentStore::Mode::Kiosk, nullptr);
    QVERIFY(store);
    const auto muehle = store->item(QStringLiteral("muehle"));
    QVERIFY(muehle);
    QCOMPARE(muehle->gameKey, QStringLiteral("muehle"));
    QVERIFY(muehle->playable());
    QCOMPARE(muehle->sectionKey, QStringLiteral("spiele"));
    QCOMPARE(muehle->title(QStringLiteral("de")), QStringLiteral("Mühle"));
    for (const QString& name : {field::history, field::rulesChildren, field::rulesAdults}) {
        QVERIFY(muehle->texts.has(QStringLiteral("de"), name));
        QVERIFY(muehle->texts.has(QStringLiteral("en"), name));
    }
    // Facts carried over from the source.
    QVERIFY(
        muehle->text(QStringLiteral("de"), field::history).contains(QStringLiteral("Bronzezeit")));
    QVERIFY(
        muehle->text(QStringLiteral("de"), field::rulesAdults).contains(QStringLiteral("neun")));
    QVERIFY(!store->item(QStringLiteral("gouvernante"))->playable());
}

void TestContentStore::healthChecksAreOn()
{
    auto store = ContentStore::open(storePath(), ContentStore::Mode::Kiosk, nullptr);
    QVERIFY(store);
    QVERIFY(store->foreignKeysEnabled());
    QCOMPARE(store->integrityProblems(), QStringList());
    QCOMPARE(store->journalMode(), QStringLiteral("wal"));
}

void TestContentStore::openingAgainDoesNotRecreate()
{
    OpenReport report;
    auto store = ContentStore::open(storePath(), ContentStore::Mode::Editor, &report);
    QVERIFY(store);
    QCOMPARE(report.outcome, OpenReport::Outcome::Opened);
    QVERIFY(!report.needsAttention());
    QCOMPARE(report.migratedFromVersion, 0);
}

void TestContentStore::missingEnglishFallsBackToGerman()
{
    // An item whose English texts were removed (as a half-translated item
    // would be) shows the German text instead of an empty page.
    {
        test::RawDb raw(storePath());
        QVERIFY(raw.exec(QStringLiteral(
            "DELETE FROM item_texts WHERE item_key = 'gouvernante' AND language = 'en'")));
    }
    auto store = ContentStore::open(storePath(), ContentStore::Mode::Kiosk, nullptr);
    QVERIFY(store);
    const auto item = store->item(QStringLiteral("gouvernante"));
    QVERIFY(item);
    QVERIFY(!item->texts.has(QStringLiteral("en"), field::title));
    QCOMPARE(item->text(QStringLiteral("en"), field::title), QStringLiteral("Die Gouvernante"));
    QCOMPARE(item->text(QStringLiteral("en"), field::body),
             item->text(QStringLiteral("de"), field::body));
    QVERIFY(!item->text(QStringLiteral("en"), field::body).isEmpty());
    // An empty translation counts as missing too.
    LocalizedTexts texts;
    texts.set(QStringLiteral("de"), field::title, QStringLiteral("Mühle"));
    texts.set(QStringLiteral("en"), field::title, QString());
    QCOMPARE(texts.text(QStringLiteral("en"), field::title), QStringLiteral("Mühle"));
}

void TestContentStore::saveWritesARevisionWithTheOldValue()
{
    auto store = ContentStore::open(storePath(), ContentStore::Mode::Editor, nullptr);
    QVERIFY(store);
    const QString before =
        store->item(QStringLiteral("muehle"))->text(QStringLiteral("de"), field::summary);
    QString error;
    QVERIFY2(store->saveItemText(QStringLiteral("muehle"), QStringLiteral("de"), field::summary,
                                 QStringLiteral("Ein uraltes Spiel für zwei – mit Mühlen."),
                                 QStringLiteral("Frau Möller"), &error),
             qPrintable(error));
    QCOMPARE(store->item(QStringLiteral("muehle"))->text(QStringLiteral("de"), field::summary),
             QStringLiteral("Ein uraltes Spiel für zwei – mit Mühlen."));
    const QList<Revision> revisions = store->revisions(QStringLiteral("muehle"));
    QCOMPARE(revisions.size(), 1);
    const Revision& revision = revisions.first();
    QCOMPARE(revision.itemKey, QStringLiteral("muehle"));
    QCOMPARE(revision.language, QStringLiteral("de"));
    QCOMPARE(revision.field, field::summary);
    QCOMPARE(revision.oldValue, before);
    QCOMPARE(revision.newValue, QStringLiteral("Ein uraltes Spiel für zwei – mit Mühlen."));
    QCOMPARE(revision.author, QStringLiteral("Frau Möller"));
    QVERIFY(revision.changedAt.isValid());
    QCOMPARE(revision.changedAt.timeSpec(), Qt::UTC);
    QVERIFY(qAbs(revision.changedAt.secsTo(QDateTime::currentDateTimeUtc())) < 3600);

    // A second save of two fields at once: newest first, both recorded.
    QVERIFY(store->saveItemTexts(
        QStringLiteral("muehle"),
        {{QStringLiteral("en"), field::title, QStringLiteral("Mill")},
         {QStringLiteral("en"), field::summary, QStringLiteral("An ancient game for two.")}},
        QStringLiteral("Herr Kühn"), &error));
    const QList<Revision> all = store->revisions(QStringLiteral("muehle"));
    QCOMPARE(all.size(), 3);
    QCOMPARE(all.first().field, field::summary);
    QCOMPARE(all.at(1).oldValue, QStringLiteral("Nine Men's Morris"));
    QCOMPARE(all.last().author, QStringLiteral("Frau Möller"));
    QCOMPARE(store->integrityProblems(), QStringList());
}

void TestContentStore::unchangedSaveWritesNothing()
{
    auto store = ContentStore::open(storePath(), ContentStore::Mode::Editor, nullptr);
    QVERIFY(store);
    const qint64 version = store->dataVersion();
    const qsizetype revisions = store->revisions(QStringLiteral("muehle")).size();
    const QString title = store->item(QStringLiteral("muehle"))->title(QStringLiteral("de"));
    QString error;
    QVERIFY(store->saveItemText(QStringLiteral("muehle"), QStringLiteral("de"), field::title, title,
                                QStringLiteral("Frau Möller"), &error));
    QCOMPARE(store->revisions(QStringLiteral("muehle")).size(), revisions);
    QCOMPARE(store->dataVersion(), version);
}

void TestContentStore::saveIsOneTransaction()
{
    // A trigger makes the second revision insert fail; the first change of
    // the same save must then be rolled back too.
    {
        test::RawDb raw(storePath());
        QVERIFY(raw.exec(QStringLiteral(
            "CREATE TRIGGER refuse_boom BEFORE INSERT ON revisions WHEN NEW.new_value = 'boom' "
            "BEGIN SELECT RAISE(ABORT, 'refused by test'); END")));
    }
    auto store = ContentStore::open(storePath(), ContentStore::Mode::Editor, nullptr);
    QVERIFY(store);
    const Item before = *store->item(QStringLiteral("kindermaedchen"));
    const qint64 version = store->dataVersion();
    QString error;
    QVERIFY(!store->saveItemTexts(QStringLiteral("kindermaedchen"),
                                  {{QStringLiteral("de"), field::title, QStringLiteral("Neu")},
                                   {QStringLiteral("de"), field::body, QStringLiteral("boom")}},
                                  QStringLiteral("Frau Möller"), &error));
    QVERIFY(error.contains(QStringLiteral("refused by test")));
    const Item after = *store->item(QStringLiteral("kindermaedchen"));
    QCOMPARE(after.texts.values, before.texts.values);
    QVERIFY(store->revisions(QStringLiteral("kindermaedchen")).isEmpty());
    QCOMPARE(store->dataVersion(), version);
    // A single-field save is atomic as well: the text stays when its revision fails.
    QVERIFY(!store->saveItemText(QStringLiteral("kindermaedchen"), QStringLiteral("en"),
                                 field::body, QStringLiteral("boom"), QStringLiteral("X"), &error));
    QCOMPARE(store->item(QStringLiteral("kindermaedchen"))->texts.values, before.texts.values);
    {
        test::RawDb raw(storePath());
        QVERIFY(raw.exec(QStringLiteral("DROP TRIGGER refuse_boom")));
    }
}

void TestContentStore::saveRejectsBadInput()
{
    auto store = ContentStore::open(storePath(), ContentStore::Mode::Editor, nullptr);
    QVERIFY(store);
    QString error;
    QVERIFY(!store->saveItemText(QStringLiteral("gibt_es_nicht"), QStringLiteral("de"),
                                 field::title, QStringLiteral("x"), QStringLiteral("A"), &error));
    QVERIFY(error.contains(QStringLiteral("gibt_es_nicht")));
    QVERIFY(!store->saveItemText(QStringLiteral("muehle"), QStringLiteral("de"),
                                 QStringLiteral("titel"), QStringLiteral("x"), QStringLiteral("A"),
                                 &error));
    QVERIFY(error.contains(QStringLiteral("titel")));
    QVERIFY(!store->saveItemText(QStringLiteral("muehle"), QStringLiteral("de; DROP"), field::title,
                                 QStringLiteral("x"), QStringLiteral("A"), &error));
    QVERIFY(!store->saveItemText(QStringLiteral("muehle"), QStringLiteral("de"), field::title,
                                 QStringLiteral("x"), QStringLiteral("  "), &error));
    // A value with SQL in it is stored as text, nothing else.
    const QString tricky = QStringLiteral("Mühle'); DROP TABLE items; --");
    QVERIFY(store->saveItemText(QStringLiteral("muehle"), QStringLiteral("de"), field::title,
                                tricky, QStringLiteral("A"), &error));
    QCOMPARE(store->item(QStringLiteral("muehle"))->title(QStringLiteral("de")), tricky);
    QCOMPARE(store->sections().size(), 6);
}

void TestContentStore::dataVersionSeesAnotherInstancesSave()
{
    auto kiosk = ContentStore::open(storePath(), ContentStore::Mode::Kiosk, nullptr);
    auto editor = ContentStore::open(storePath(), ContentStore::Mode::Editor, nullptr);
    QVERIFY(kiosk && editor);
    const qint64 seen = kiosk->dataVersion();
    QVERIFY(seen > 0);
    QString error;
    QVERIFY2(editor->saveItemText(QStringLiteral("hausfrisur"), QStringLiteral("en"),
                                  field::summary, QStringLiteral("Quick to pin up."),
                                  QStringLiteral("Frau Möller"), &error),
             qPrintable(error));
    QVERIFY(kiosk->dataVersion() != seen);
    QCOMPARE(kiosk->item(QStringLiteral("hausfrisur"))->text(QStringLiteral("en"), field::summary),
             QStringLiteral("Quick to pin up."));
}

void TestContentStore::defaultPathHonoursEnvironment()
{
    qputenv("ZV_DATA_DIR", m_dir.path().toUtf8());
    QCOMPARE(defaultStorePath(), storePath());
    qunsetenv("ZV_DATA_DIR");
    QVERIFY(defaultStorePath().endsWith(QStringLiteral("/zeitvertreib/zeitvertreib.sqlite")));
    // The kiosk, the editor and the CLI carry different application and
    // organisation names; the editor must still edit the kiosk's store.
    const QString asKiosk = [] {
        QCoreApplication::setOrganizationName(QStringLiteral("zeitvertreib"));
        QCoreApplication::setApplicationName(QStringLiteral("zeitvertreib"));
        return defaultStorePath();
    }();
    QCoreApplication::setOrganizationName(QString());
    QCoreApplication::setApplicationName(QStringLiteral("zeitvertreib-cli"));
    QCOMPARE(defaultStorePath(), asKiosk);
    QCOMPARE(storePathInDirectory(m_dir.path()), storePath());
}

QTEST_GUILESS_MAIN(TestContentStore)
#include "tst_content_store.moc"
