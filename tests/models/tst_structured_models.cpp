// The structured content as QML gets it: InventoryModel and SearchModel
// under QAbstractItemModelTester (fatal mode) through filters, queries,
// language switches and reloads; itemDetail and gameGroups as the contract
// (docs of Exhibit) describes them, with German fallback.

#include "models/inventory_model.h"
#include "models/item_detail.h"
#include "models/labels.h"
#include "models/search_model.h"
#include "store/content_store.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace zv;

class TestStructuredModels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void inventoryRolesAreAsDocumented();
    void inventoryFiltersNarrowTheRows();
    void inventoryNotStatedIsItsOwnState();
    void inventoryCategoriesFollowTheOtherFilters();
    void inventoryFollowsLanguage();
    void searchFindsUmlautVariantsSortedBySection();
    void searchRowsOfTheInventoryPointAtListAndGame();
    void searchFollowsLanguageAndEmptyQuery();
    void searchWaitsForAPauseAndShowsTheNewestQuery();
    void markdownPagesSplitOnRules();
    void itemDetailOfAGame();
    void itemDetailOfAPersonHairstyleAndSong();
    void itemDetailImagesFindTheMediaFolder();
    void itemDetailOfUnknownKeyIsEmpty();
    void gameGroupsHoldEveryGameOnce();
    void missingTranslationFallsBackToGerman();
    void itemDetailNeverLeavesTheMediaFolder(); // last: it changes hausfrisur

private:
    static QVariant roleValue(const QAbstractItemModel& model, int row, const QByteArray& name)
    {
        const int role = model.roleNames().key(name, -1);
        return role < 0 ? QVariant() : model.data(model.index(row, 0), role);
    }
    // Runs a statement on the store file through a connection of its own.
    bool rawExec(const QString& statement);
    QTemporaryDir m_dir;
    std::unique_ptr<ContentStore> m_store;
};

bool TestStructuredModels::rawExec(const QString& statement)
{
    bool ok = false;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(m_store->path());
        ok = db.open() && QSqlQuery(db).exec(statement);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    return ok;
}

void TestStructuredModels::initTestCase()
{
    QVERIFY(m_dir.isValid());
    OpenReport report;
    m_store = ContentStore::open(m_dir.filePath(QStringLiteral("zeitvertreib.sqlite")),
                                 ContentStore::Mode::Kiosk, &report);
    QVERIFY2(m_store, qPrintable(report.messageEn + QLatin1Char(' ') + report.technicalDetail));
}

void TestStructuredModels::inventoryRolesAreAsDocumented()
{
    InventoryModel model(m_store.get());
    const QList<QByteArray> names = model.roleNames().values();
    for (const char* name :
         {"key", "listKey", "listTitle", "name", "count", "countDetail", "remark", "available",
          "category", "categoryTitle", "audience", "place", "gameKey", "gameTitle", "needsReview",
          "isFallback", "stated", "picture"})
        QVERIFY2(names.contains(name), name);
    QCOMPARE(names.size(), 18);
    QCOMPARE(model.rowCount(), m_store->inventoryRows().size());
    QCOMPARE(model.property("count").toInt(), model.rowCount());
    // The first row is the first of the first list, with its titles resolved.
    QCOMPARE(roleValue(model, 0, "listKey").toString(), QStringLiteral("drinnen_erwachsene"));
    QCOMPARE(roleValue(model, 0, "listTitle").toString(),
             QStringLiteral("Für drinnen, für Erwachsene"));
    const QVariantMap monopoly = model.get(0);
    QCOMPARE(monopoly.value(QStringLiteral("name")).toString(), QStringLiteral("Monopoly"));
    QCOMPARE(monopoly.value(QStringLiteral("count")).toInt(), 1);
    QCOMPARE(monopoly.value(QStringLiteral("gameKey")).toString(), QStringLiteral("monopoly"));
    QCOMPARE(monopoly.value(QStringLiteral("gameTitle")).toString(), QStringLiteral("Monopoly"));
    QCOMPARE(monopoly.value(QStringLiteral("categoryTitle")).toString(),
             QStringLiteral("Brettspiele"));
    QVERIFY(model.get(-1).isEmpty());
}

void TestStructuredModels::inventoryFiltersNarrowTheRows()
{
    InventoryModel model(m_store.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const int all = model.rowCount();
    QSignalSpy count(&model, &InventoryModel::countChanged);
    QSignalSpy filter(&model, &InventoryModel::filterChanged);

    const QList<QPair<const char*, QString>> filters = {
        {"category", QStringLiteral("board")},         {"audience", QStringLiteral("children")},
        {"place", QStringLiteral("outdoor")},          {"availability", QStringLiteral("missing")},
        {"availability", QStringLiteral("available")},
    };
    for (const auto& [name, value] : filters) {
        model.clearFilters();
        QVERIFY(model.setProperty(name, value));
        QVERIFY2(model.rowCount() > 0 && model.rowCount() < all, name);
        for (int row = 0; row < model.rowCount(); ++row) {
            if (QByteArray(name) == "availability") {
                QCOMPARE(roleValue(model, row, "available").toBool(),
                         value == QLatin1String("available"));
                QVERIFY(roleValue(model, row, "stated").toBool());
            } else
                QCOMPARE(roleValue(model, row, name).toString(), value);
        }
    }
    QVERIFY(count.size() >= 5);
    QVERIFY(filter.size() >= 5);
    // Filters combine: missing board games for adults indoors.
    model.clearFilters();
    model.setCategory(QStringLiteral("board"));
    model.setAvailability(QStringLiteral("missing"));
    model.setAudience(QStringLiteral("adults"));
    QVERIFY(model.rowCount() > 0);
    for (int row = 0; row < model.rowCount(); ++row) {
        QCOMPARE(roleValue(model, row, "category").toString(), QStringLiteral("board"));
        QCOMPARE(roleValue(model, row, "available").toBool(), false);
        QCOMPARE(roleValue(model, row, "audience").toString(), QStringLiteral("adults"));
    }
    model.setCategory(QStringLiteral("gibt_es_nicht"));
    QCOMPARE(model.rowCount(), 0);
    model.clearFilters();
    QCOMPARE(model.rowCount(), all);
    model.reload();
    QCOMPARE(model.rowCount(), all);
}

// Issue 17: a row whose count and "nicht vorhanden" the list leaves blank is
// "keine Angabe": its own filter, in neither "available" nor "missing".
void TestStructuredModels::inventoryNotStatedIsItsOwnState()
{
    InventoryModel model(m_store.get());
    const int all = model.rowCount();
    model.setAvailability(QStringLiteral("not_stated"));
    QStringList keys;
    for (int row = 0; row < model.rowCount(); ++row) {
        QVERIFY(!roleValue(model, row, "stated").toBool());
        QVERIFY(!roleValue(model, row, "available").toBool());
        keys.append(roleValue(model, row, "key").toString());
    }
    keys.sort();
    QCOMPARE(keys,
             (QStringList{"draussen_gummiband", "erw_spiel_des_wissens", "erw_stadt_land_fluss",
                          "kind_fadenspiel", "kind_murmel", "kind_skatkarten", "kind_tangram"}));
    int counted = 0;
    for (const QString& availability : {QStringLiteral("available"), QStringLiteral("missing")}) {
        model.setAvailability(availability);
        counted += model.rowCount();
        for (int row = 0; row < model.rowCount(); ++row)
            QVERIFY(!keys.contains(roleValue(model, row, "key").toString()));
    }
    QCOMPARE(counted + keys.size(), all);
    // The document's words stay: the Fadenspiel's remark, the Autospiel's ditto mark.
    model.clearFilters();
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString key = roleValue(model, row, "key").toString();
        if (key == QLatin1String("kind_fadenspiel"))
            QCOMPARE(roleValue(model, row, "remark").toString(),
                     QStringLiteral("Material vorhanden"));
        if (key == QLatin1String("kind_autospiel"))
            QVERIFY(
                roleValue(model, row, "remark").toString().startsWith(QStringLiteral("„- \" -“")));
    }
}

void TestStructuredModels::inventoryCategoriesFollowTheOtherFilters()
{
    InventoryModel model(m_store.get());
    auto keys = [&] {
        QStringList result;
        for (const QVariant& entry : model.categories())
            result.append(entry.toMap().value(QStringLiteral("key")).toString());
        return result;
    };
    const QStringList all = keys();
    QVERIFY(all.contains(QStringLiteral("board")));
    QVERIFY(all.contains(QStringLiteral("outdoor_material")));
    // In the concept's order, each once.
    QStringList ordered = all;
    std::sort(ordered.begin(), ordered.end(), [](const QString& a, const QString& b) {
        return keyword::inventoryCategories().indexOf(a) <
               keyword::inventoryCategories().indexOf(b);
    });
    QCOMPARE(all, ordered);
    QSignalSpy changed(&model, &InventoryModel::categoriesChanged);
    model.setPlace(QStringLiteral("outdoor"));
    QVERIFY(!keys().contains(QStringLiteral("cards")));
    QVERIFY(keys().contains(QStringLiteral("outdoor_material")));
    QCOMPARE(changed.size(), 1);
    // The category filter itself does not hide the other chips.
    model.setCategory(QStringLiteral("outdoor_material"));
    QCOMPARE(changed.size(), 1);
    QVERIFY(keys().size() >= 1);
}

void TestStructuredModels::inventoryFollowsLanguage()
{
    InventoryModel model(m_store.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setLanguage(QStringLiteral("en"));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(roleValue(model, 0, "listTitle").toString(), QStringLiteral("Indoors, for adults"));
    QCOMPARE(roleValue(model, 0, "categoryTitle").toString(), QStringLiteral("Board games"));
    QCOMPARE(model.categories().first().toMap().value(QStringLiteral("title")).toString(),
             labels::category(model.categories().first().toMap().value("key").toString(),
                              QStringLiteral("en")));
    for (int row = 0; row < model.rowCount(); ++row) {
        QVERIFY(!roleValue(model, row, "name").toString().isEmpty());
        QCOMPARE(roleValue(model, row, "isFallback").toBool(), false);
    }
}

void TestStructuredModels::searchFindsUmlautVariantsSortedBySection()
{
    SearchModel model(m_store.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const QList<QByteArray> names = model.roleNames().values();
    for (const char* name : {"sectionKey", "sectionTitle", "sectionOrder", "itemKey", "title",
                             "snippet", "kind", "rowKey", "gameKey"})
        QVERIFY2(names.contains(name), name);
    QSignalSpy count(&model, &SearchModel::countChanged);
    int reference = -1;
    for (const QString& query : {QStringLiteral("Mühle"), QStringLiteral("Muehle"),
                                 QStringLiteral("muhle"), QStringLiteral("MÜHLE")}) {
        model.setQuery(query);
        QCOMPARE(model.query(), query);
        QTRY_VERIFY(!model.busy());
        QVERIFY(model.rowCount() > 0);
        if (reference < 0)
            reference = model.rowCount();
        QCOMPARE(model.rowCount(), reference);
        bool article = false;
        for (int row = 0; row < model.rowCount(); ++row) {
            if (roleValue(model, row, "itemKey") == QStringLiteral("muehle")) {
                article = true;
                QCOMPARE(roleValue(model, row, "title").toString(), QStringLiteral("Mühle"));
                QCOMPARE(roleValue(model, row, "sectionTitle").toString(),
                         QStringLiteral("Spiele"));
            }
            if (row > 0)
                QVERIFY(roleValue(model, row - 1, "sectionOrder").toInt() <=
                        roleValue(model, row, "sectionOrder").toInt());
        }
        QVERIFY(article);
    }
    QCOMPARE(count.size(), 1); // the same number of rows for every spelling
    QCOMPARE(model.property("count").toInt(), reference);
}

void TestStructuredModels::searchRowsOfTheInventoryPointAtListAndGame()
{
    SearchModel model(m_store.get());
    model.setQuery(QStringLiteral("Förderverein Halma"));
    QTRY_VERIFY(!model.busy());
    bool found = false;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (roleValue(model, row, "rowKey").toString().isEmpty())
            continue;
        found = true;
        QCOMPARE(roleValue(model, row, "kind").toString(), QStringLiteral("inventory"));
        QCOMPARE(roleValue(model, row, "sectionKey").toString(), QStringLiteral("sammlung"));
        QCOMPARE(roleValue(model, row, "gameKey").toString(), QStringLiteral("halma"));
        QCOMPARE(roleValue(model, row, "title").toString(), QStringLiteral("Halma"));
        QVERIFY(roleValue(model, row, "itemKey").toString().startsWith(QStringLiteral("drinnen")));
    }
    QVERIFY(found);
}

void TestStructuredModels::searchFollowsLanguageAndEmptyQuery()
{
    SearchModel model(m_store.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setQuery(QStringLiteral("Muehle"));
    QTRY_VERIFY(!model.busy());
    const int rows = model.rowCount();
    QVERIFY(rows > 0);
    model.setLanguage(QStringLiteral("en"));
    QTRY_VERIFY(!model.busy());
    QCOMPARE(model.rowCount(), rows);
    bool english = false;
    for (int row = 0; row < model.rowCount(); ++row)
        english |= roleValue(model, row, "title").toString() == QStringLiteral("Nine Men's Morris");
    QVERIFY(english);
    QCOMPARE(model.get(0).value(QStringLiteral("sectionTitle")).toString(),
             QStringLiteral("Games"));
    model.setQuery(QString());
    QCOMPARE(model.rowCount(), 0); // at once, without a search
    QVERIFY(!model.busy());
    model.setQuery(QStringLiteral("   "));
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.busy());
    SearchModel noStore;
    noStore.setQuery(QStringLiteral("Mühle"));
    QTRY_VERIFY(!noStore.busy());
    QCOMPARE(noStore.rowCount(), 0);
}

// Issue 26 (G): keys typed within the pause start one search, and the rows
// are those of the newest query, even when an older one was under way.
void TestStructuredModels::searchWaitsForAPauseAndShowsTheNewestQuery()
{
    SearchModel model(m_store.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QCOMPARE(model.maximumLength(), 100);
    for (const QString& typed : {QStringLiteral("K"), QStringLiteral("Ki"), QStringLiteral("Kin"),
                                 QStringLiteral("Gouvernante")})
        model.setQuery(typed);
    QVERIFY(model.busy());
    QCOMPARE(model.rowCount(), 0); // nothing yet: the model waits for the pause
    QTRY_VERIFY(!model.busy());
    QCOMPARE(inserted.size(), 1); // one search for the four keys
    const int gouvernante = model.rowCount();
    QVERIFY(gouvernante > 0);
    // A mashed query is searched; before it answers, a word replaces it.
    model.setQuery(QStringLiteral("a e i o u ").repeated(30));
    QTest::qWait(SearchModel::kDebounceMs + 20);
    model.setQuery(QStringLiteral("Kinder"));
    QTRY_VERIFY(!model.busy());
    const QList<SearchHit> kinder = m_store->search(QStringLiteral("Kinder"), QStringLiteral("de"));
    QVERIFY(model.rowCount() > 0);
    QVERIFY(model.rowCount() <= kinder.size());
    QStringList keys;
    for (int row = 0; row < model.rowCount(); ++row) {
        keys.append(roleValue(model, row, "itemKey").toString());
        QVERIFY2(std::any_of(kinder.cbegin(), kinder.cend(),
                             [&](const SearchHit& hit) { return hit.itemKey == keys.last(); }),
                 qPrintable(keys.last()));
    }
    QTest::qWait(300); // no late answer may replace them
    QStringList after;
    for (int row = 0; row < model.rowCount(); ++row)
        after.append(roleValue(model, row, "itemKey").toString());
    QCOMPARE(after, keys);
}

void TestStructuredModels::markdownPagesSplitOnRules()
{
    QCOMPARE(markdownPages(QStringLiteral("Eins\n\n---\n\nZwei\n---\n  ---  \nDrei\n")),
             (QStringList{QStringLiteral("Eins"), QStringLiteral("Zwei"), QStringLiteral("Drei")}));
    QCOMPARE(markdownPages(QStringLiteral("a --- b\n\n**c**")),
             QStringList{QStringLiteral("a --- b\n\n**c**")});
    QVERIFY(markdownPages(QStringLiteral("\n---\n")).isEmpty());
}

void TestStructuredModels::itemDetailOfAGame()
{
    const QVariantMap muehle = itemDetail(m_store.get(), QStringLiteral("muehle"), "de");
    QCOMPARE(muehle.value(QStringLiteral("key")).toString(), QStringLiteral("muehle"));
    QCOMPARE(muehle.value(QStringLiteral("sectionKind")).toString(), QStringLiteral("games"));
    QCOMPARE(muehle.value(QStringLiteral("title")).toString(), QStringLiteral("Mühle"));
    QCOMPARE(muehle.value(QStringLiteral("playable")).toBool(), true);
    QCOMPARE(muehle.value(QStringLiteral("gameKey")).toString(), QStringLiteral("muehle"));
    QCOMPARE(muehle.value(QStringLiteral("category")).toString(), QStringLiteral("board"));
    QCOMPARE(muehle.value(QStringLiteral("audience")).toStringList(),
             (QStringList{QStringLiteral("adults"), QStringLiteral("children")}));
    QCOMPARE(muehle.value(QStringLiteral("isFallback")).toBool(), false);
    const QStringList order = muehle.value(QStringLiteral("fieldOrder")).toStringList();
    QCOMPARE(order, (QStringList{QStringLiteral("body"), QStringLiteral("history"),
                                 QStringLiteral("rules_children"), QStringLiteral("rules_adults"),
                                 QStringLiteral("credits")}));
    const QVariantMap fields = muehle.value(QStringLiteral("fields")).toMap();
    QCOMPARE(fields.keys().size(), order.size());
    const QStringList history = fields.value(QStringLiteral("history")).toStringList();
    QVERIFY(history.size() >= 2); // the source text has a page break
    for (const QString& page : history) {
        QVERIFY(!page.isEmpty());
        QVERIFY(!page.contains(QStringLiteral("\n---")));
    }
    QCOMPARE(muehle.value(QStringLiteral("fieldTitles")).toMap().value("history").toString(),
             QStringLiteral("Geschichte"));
    // The collection's Mühle games, each pointing back at the article.
    const QVariantList rows = muehle.value(QStringLiteral("inventoryRows")).toList();
    QVERIFY(rows.size() >= 2);
    for (const QVariant& row : rows) {
        QCOMPARE(row.toMap().value(QStringLiteral("gameKey")).toString(), QStringLiteral("muehle"));
        QCOMPARE(row.toMap().value(QStringLiteral("gameTitle")).toString(),
                 QStringLiteral("Mühle"));
        QVERIFY(!row.toMap().value(QStringLiteral("listTitle")).toString().isEmpty());
    }
    const QVariantMap english = itemDetail(m_store.get(), QStringLiteral("muehle"), "en");
    QCOMPARE(english.value(QStringLiteral("title")).toString(),
             QStringLiteral("Nine Men's Morris"));
    QCOMPARE(
        english.value(QStringLiteral("fieldTitles")).toMap().value("rules_children").toString(),
        QStringLiteral("Rules for children"));
    QCOMPARE(english.value(QStringLiteral("categoryTitle")).toString(),
             QStringLiteral("Board games"));
    // The source note, from the item's data, in the visitor's language.
    QCOMPARE(muehle.value(QStringLiteral("sourceNote")).toString(),
             QStringLiteral("Quelle: die Unterlagen des Hauses."));
    QCOMPARE(english.value(QStringLiteral("sourceNote")).toString(),
             QStringLiteral("Source: the house's documents."));
    const QVariantMap kniffel = itemDetail(m_store.get(), QStringLiteral("kniffel"), "de");
    QVERIFY(kniffel.value(QStringLiteral("sourceNote"))
                .toString()
                .startsWith(QStringLiteral("Quelle: die Unterlagen des Hauses. Ergänzt: die "
                                           "Felder, was sie verlangen und wie sie zählen")));
    const QVariantMap kalaha = itemDetail(m_store.get(), QStringLiteral("kalaha"), "en");
    QVERIFY(kalaha.value(QStringLiteral("sourceNote"))
                .toString()
                .startsWith(QStringLiteral("Written for the exhibit. After general knowledge")));
}

void TestStructuredModels::itemDetailOfAPersonHairstyleAndSong()
{
    const QVariantMap governess = itemDetail(m_store.get(), QStringLiteral("gouvernante"), "de");
    QCOMPARE(governess.value(QStringLiteral("fieldOrder")).toStringList().first(),
             QStringLiteral("body"));
    QVERIFY(governess.value(QStringLiteral("fieldOrder")).toStringList().contains("duties"));
    const QVariantList schedule = governess.value(QStringLiteral("schedule")).toList();
    QVERIFY(schedule.size() >= 13);
    QCOMPARE(schedule.first().toMap().value(QStringLiteral("time")).toString(),
             QStringLiteral("07:00"));
    QCOMPARE(schedule.first().toMap().value(QStringLiteral("minutes")).toInt(), 420);
    QVERIFY(!schedule.first().toMap().value(QStringLiteral("text")).toString().isEmpty());

    const QVariantMap hair = itemDetail(m_store.get(), QStringLiteral("hausfrisur"), "en");
    const QVariantList steps = hair.value(QStringLiteral("steps")).toList();
    QVERIFY(steps.size() >= 5);
    QCOMPARE(steps.first().toMap().value(QStringLiteral("figure")).toString(), QStringLiteral("1"));
    // No photo in the media folder: the step shows the drawing made for the exhibition.
    QCOMPARE(steps.first().toMap().value(QStringLiteral("image")).toString(),
             QStringLiteral("qrc:/media/frisur_haus_1.svg"));
    // No sound file for the step: its sound has no source, so no button.
    QCOMPARE(
        steps.first().toMap().value(QStringLiteral("sound")).toMap().value("source").toString(),
        QString());
    QVERIFY(steps.first().toMap().value(QStringLiteral("text")).toString().startsWith("First"));

    // Lyrics are always German; the English rendering only for English visitors.
    for (const QString& language : {QStringLiteral("de"), QStringLiteral("en")}) {
        const QVariantMap song =
            itemDetail(m_store.get(), QStringLiteral("laterne_laterne"), language);
        const QVariantList verses = song.value(QStringLiteral("verses")).toList();
        QVERIFY(verses.size() >= 2);
        const QVariantMap first = verses.first().toMap();
        QVERIFY(
            first.value(QStringLiteral("text")).toString().startsWith(QStringLiteral("Laterne")));
        QCOMPARE(first.value(QStringLiteral("translation")).toString().startsWith("Lantern"),
                 language == QLatin1String("en"));
        if (language == QLatin1String("de"))
            QCOMPARE(first.value(QStringLiteral("translation")).toString(), QString());
    }
}

void TestStructuredModels::itemDetailImagesFindTheMediaFolder()
{
    QVariantList images =
        itemDetail(m_store.get(), QStringLiteral("gouvernante"), "de").value("images").toList();
    QVERIFY(!images.isEmpty());
    const QVariantMap slot = images.first().toMap();
    QVERIFY(!slot.value(QStringLiteral("caption")).toString().isEmpty());
    // No photo yet: the drawing bundled with the program stands in.
    QCOMPARE(slot.value(QStringLiteral("source")).toString(),
             QStringLiteral("qrc:/media/figur_gouvernante.svg"));
    QCOMPARE(m_store->mediaDirectory(), m_dir.filePath(QStringLiteral("media")));

    // Staff name a file: shown only once it is really in the media folder.
    const QString key = slot.value(QStringLiteral("key")).toString();
    QVERIFY(rawExec(QStringLiteral("UPDATE item_parts SET file = 'bild.png' WHERE part = 'image' "
                                   "AND part_key = '%1'")
                        .arg(key)));
    auto sourceOf = [&] {
        return itemDetail(m_store.get(), QStringLiteral("gouvernante"), "de")
            .value("images")
            .toList()
            .first()
            .toMap()
            .value(QStringLiteral("source"))
            .toString();
    };
    QCOMPARE(sourceOf(), QString());
    QVERIFY(QDir().mkpath(m_store->mediaDirectory()));
    QFile picture(QDir(m_store->mediaDirectory()).filePath(QStringLiteral("bild.png")));
    QVERIFY(picture.open(QIODevice::WriteOnly));
    picture.close();
    QCOMPARE(sourceOf(), QUrl::fromLocalFile(picture.fileName()).toString());
}

void TestStructuredModels::itemDetailOfUnknownKeyIsEmpty()
{
    QVERIFY(itemDetail(m_store.get(), QStringLiteral("gibt_es_nicht"), "de").isEmpty());
    QVERIFY(itemDetail(nullptr, QStringLiteral("muehle"), "de").isEmpty());
    QVERIFY(gameGroups(nullptr, "de").isEmpty());
}

void TestStructuredModels::gameGroupsHoldEveryGameOnce()
{
    const QVariantList groups = gameGroups(m_store.get(), QStringLiteral("de"));
    QCOMPARE(groups.size(), 3);
    QStringList keys;
    QStringList seen;
    for (const QVariant& group : groups) {
        const QVariantMap map = group.toMap();
        keys.append(map.value(QStringLiteral("key")).toString());
        QVERIFY(!map.value(QStringLiteral("title")).toString().isEmpty());
        QVERIFY(!map.value(QStringLiteral("subtitle")).toString().isEmpty());
        int lastRank = -1;
        for (const QVariant& game : map.value(QStringLiteral("games")).toList()) {
            const QVariantMap entry = game.toMap();
            const QString key = entry.value(QStringLiteral("key")).toString();
            QVERIFY2(!seen.contains(key), qPrintable(key));
            seen.append(key);
            const auto item = m_store->item(key);
            QVERIFY(item);
            QCOMPARE(gameGroupOf(item->category, item->place, item->group), keys.last());
            QCOMPARE(entry.value(QStringLiteral("categoryTitle")).toString(),
                     labels::category(item->category, QStringLiteral("de")));
            QCOMPARE(entry.value(QStringLiteral("playable")).toBool(), item->playable());
            if (keys.last() == QLatin1String("indoor_social")) {
                const int rank =
                    static_cast<int>(keyword::gameCategories().indexOf(item->category));
                QVERIFY2(rank >= lastRank, qPrintable(key));
                lastRank = rank;
            }
        }
    }
    QCOMPARE(keys, (QStringList{QStringLiteral("indoor_social"), QStringLiteral("indoor_solo"),
                                QStringLiteral("outdoor")}));
    int games = 0;
    for (const Item& item : m_store->items(QStringLiteral("spiele")))
        games += item.kind == QLatin1String("game") ? 1 : 0;
    QCOMPARE(seen.size(), games);
    QCOMPARE(gameGroupOf("outdoor", "both", "social"), QStringLiteral("outdoor"));
    QCOMPARE(gameGroupOf("skill", "both", "social"), QStringLiteral("indoor_solo"));
    QCOMPARE(gameGroupOf("board", "indoor", "social"), QStringLiteral("indoor_social"));
    QCOMPARE(groups.first().toMap().value("title").toString(),
             QStringLiteral("Gesellschaftsspiele für drinnen"));
}

void TestStructuredModels::missingTranslationFallsBackToGerman()
{
    QVERIFY(rawExec(QStringLiteral("DELETE FROM item_texts WHERE item_key = 'halma' AND "
                                   "language = 'en' AND field IN ('title', 'history')")));
    QVERIFY(rawExec(QStringLiteral("DELETE FROM part_texts WHERE language = 'en' AND part_id = "
                                   "(SELECT id FROM item_parts WHERE item_key = 'gouvernante' "
                                   "AND part = 'schedule' AND position = 0)")));
    QVERIFY(rawExec(QStringLiteral("DELETE FROM inventory_texts WHERE row_key = 'erw_halma' AND "
                                   "language = 'en'")));
    const QVariantMap halma = itemDetail(m_store.get(), QStringLiteral("halma"), "en");
    QCOMPARE(halma.value(QStringLiteral("title")).toString(), QStringLiteral("Halma"));
    QCOMPARE(halma.value(QStringLiteral("isFallback")).toBool(), true);
    QCOMPARE(halma.value(QStringLiteral("fields")).toMap().value("history"),
             itemDetail(m_store.get(), QStringLiteral("halma"), "de")
                 .value(QStringLiteral("fields"))
                 .toMap()
                 .value("history"));
    const QVariantMap governess = itemDetail(m_store.get(), QStringLiteral("gouvernante"), "en");
    QCOMPARE(governess.value(QStringLiteral("isFallback")).toBool(), true);
    QCOMPARE(governess.value("schedule").toList().first().toMap().value("text").toString(),
             itemDetail(m_store.get(), QStringLiteral("gouvernante"), "de")
                 .value("schedule")
                 .toList()
                 .first()
                 .toMap()
                 .value("text")
                 .toString());
    InventoryModel model(m_store.get());
    model.setLanguage(QStringLiteral("en"));
    bool checked = false;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (roleValue(model, row, "key") != QStringLiteral("erw_halma"))
            continue;
        checked = true;
        QCOMPARE(roleValue(model, row, "isFallback").toBool(), true);
        QCOMPARE(roleValue(model, row, "name").toString(), QStringLiteral("Halma"));
        QCOMPARE(roleValue(model, row, "remark").toString(),
                 QStringLiteral("XXL-Größe, angefertigt vom Förderverein"));
    }
    QVERIFY(checked);
}

// Issue 26 (A): a stored media name that leads out of the media folder
// (tests/store/data/hostile_names/escaping_media.sql) gives QML no URL, although the
// files it names exist: the store itself and /etc/passwd.
void TestStructuredModels::itemDetailNeverLeavesTheMediaFolder()
{
    QFile fixture(
        QStringLiteral(ZV_SOURCE_DIR "/tests/store/data/hostile_names/escaping_media.sql"));
    QVERIFY(fixture.open(QIODevice::ReadOnly | QIODevice::Text));
    for (const QByteArray& line : fixture.readAll().split('\n')) {
        if (!line.trimmed().isEmpty() && !line.startsWith("--"))
            QVERIFY2(rawExec(QString::fromUtf8(line)), line.constData());
    }
    QVERIFY(QFileInfo::exists(m_store->path()));
    QVERIFY(QDir().mkpath(m_store->mediaDirectory()));
    const QVariantMap hair = itemDetail(m_store.get(), QStringLiteral("hausfrisur"), "de");
    const QVariantList steps = hair.value(QStringLiteral("steps")).toList();
    QVERIFY(steps.size() >= 2);
    for (int i = 0; i < 2; ++i) {
        const QVariantMap step = steps.at(i).toMap();
        QCOMPARE(step.value(QStringLiteral("image")).toString(), QString());
        QCOMPARE(step.value(QStringLiteral("sound")).toMap().value("source").toString(), QString());
    }
    // The sound is not offered at all: a button that plays nothing is never shown.
    QVERIFY(hair.value(QStringLiteral("sounds")).toList().isEmpty());
}

QTEST_GUILESS_MAIN(TestStructuredModels)
#include "tst_structured_models.moc"
