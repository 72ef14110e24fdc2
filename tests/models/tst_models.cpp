// SectionModel and ItemModel under QAbstractItemModelTester (fatal mode)
// through a language switch, a section switch and a reload after an edit.

#include "models/item_model.h"
#include "models/search_model.h"
#include "models/section_model.h"
#include "store/content_store.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace zv;

class TestModels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void sectionRoleNamesAreAsDocumented();
    void itemRoleNamesAreAsDocumented();
    void sectionModelFollowsLanguage();
    void itemModelFollowsSectionAndLanguage();
    void reloadShowsAStaffEdit();
    void emptyWithoutStore();
    void siteChoiceNarrowsSectionsGamesAndSearch();
    void rowsAreReplacedWithoutAReset();

private:
    static QVariant roleValue(const QAbstractItemModel& model, int row, const QByteArray& name);
    QTemporaryDir m_dir;
    std::unique_ptr<ContentStore> m_store;
};

QVariant TestModels::roleValue(const QAbstractItemModel& model, int row, const QByteArray& name)
{
    const int role = model.roleNames().key(name, -1);
    if (role < 0)
        return {};
    return model.data(model.index(row, 0), role);
}

void TestModels::initTestCase()
{
    QVERIFY(m_dir.isValid());
    OpenReport report;
    m_store = ContentStore::open(m_dir.filePath(QStringLiteral("zeitvertreib.sqlite")),
                                 ContentStore::Mode::Kiosk, &report);
    QVERIFY2(m_store, qPrintable(report.messageEn));
}

void TestModels::sectionRoleNamesAreAsDocumented()
{
    SectionModel model(m_store.get());
    const QList<QByteArray> names = model.roleNames().values();
    for (const char* name : {"key", "title", "summary", "kind", "sortOrder", "accent", "icon",
                             "itemCount", "isFallback", "emblem"})
        QVERIFY2(names.contains(name), name);
    QCOMPARE(names.size(), 10);
}

void TestModels::itemRoleNamesAreAsDocumented()
{
    ItemModel model(m_store.get());
    const QList<QByteArray> names = model.roleNames().values();
    for (const char* name :
         {"key", "sectionKey", "title", "summary", "body", "history", "rulesChildren",
          "rulesAdults", "gameKey", "playable", "kind", "sortOrder", "isFallback", "picture"})
        QVERIFY2(names.contains(name), name);
    QCOMPARE(names.size(), 14);
}

void TestModels::sectionModelFollowsLanguage()
{
    SectionModel model(m_store.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QCOMPARE(model.rowCount(), 6);
    QCOMPARE(roleValue(model, 0, "key").toString(), QStringLiteral("spiele"));
    QCOMPARE(roleValue(model, 0, "title").toString(), QStringLiteral("Spiele"));
    QCOMPARE(roleValue(model, 2, "title").toString(), QStringLiteral("Menschen im Haus"));
    QCOMPARE(roleValue(model, 0, "kind").toString(), QStringLiteral("games"));
    QCOMPARE(roleValue(model, 0, "accent").toString(), QStringLiteral("#8c3b2e"));
    QVERIFY(roleValue(model, 0, "itemCount").toInt() >= 1);
    QVERIFY(roleValue(model, 0, "sortOrder").toInt() < roleValue(model, 1, "sortOrder").toInt());
    QCOMPARE(model.keyAt(5), QStringLiteral("ueber"));
    QCOMPARE(model.keyAt(6), QString());

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy language(&model, &SectionModel::languageChanged);
    model.setLanguage(QStringLiteral("en"));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(language.size(), 1);
    QCOMPARE(roleValue(model, 0, "title").toString(), QStringLiteral("Games"));
    QCOMPARE(roleValue(model, 5, "title").toString(), QStringLiteral("About this exhibition"));
    QCOMPARE(roleValue(model, 0, "isFallback").toBool(), false);
    model.setLanguage(QStringLiteral("en")); // no change, no signal
    QCOMPARE(language.size(), 1);
    // A language nobody wrote falls back to German, and says so.
    model.setLanguage(QStringLiteral("fr"));
    QCOMPARE(roleValue(model, 0, "title").toString(), QStringLiteral("Spiele"));
    QCOMPARE(roleValue(model, 0, "isFallback").toBool(), true);
    model.reload();
    QCOMPARE(model.rowCount(), 6);
}

void TestModels::itemModelFollowsSectionAndLanguage()
{
    ItemModel model(m_store.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QCOMPARE(model.rowCount(), 0);
    QSignalSpy count(&model, &ItemModel::countChanged);
    model.setSectionKey(QStringLiteral("spiele"));
    QCOMPARE(count.size(), 1);
    const int row = model.indexOfKey(QStringLiteral("muehle"));
    QVERIFY(row >= 0);
    QCOMPARE(roleValue(model, row, "title").toString(), QStringLiteral("Mühle"));
    QCOMPARE(roleValue(model, row, "gameKey").toString(), QStringLiteral("muehle"));
    QCOMPARE(roleValue(model, row, "playable").toBool(), true);
    QCOMPARE(roleValue(model, row, "kind").toString(), QStringLiteral("game"));
    QCOMPARE(roleValue(model, row, "sectionKey").toString(), QStringLiteral("spiele"));
    QVERIFY(roleValue(model, row, "rulesChildren").toString().contains(QStringLiteral("Mühle")));
    QVERIFY(!roleValue(model, row, "body").toString().isEmpty());

    model.setLanguage(QStringLiteral("en"));
    QCOMPARE(roleValue(model, row, "title").toString(), QStringLiteral("Nine Men's Morris"));
    QVERIFY(roleValue(model, row, "history").toString().contains(QStringLiteral("Bronze Age")));
    const QVariantMap all = model.get(row);
    QCOMPARE(all.value(QStringLiteral("key")).toString(), QStringLiteral("muehle"));
    QCOMPARE(all.value(QStringLiteral("title")).toString(), QStringLiteral("Nine Men's Morris"));
    QVERIFY(model.get(99).isEmpty());

    model.setSectionKey(QStringLiteral("menschen"));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(roleValue(model, 0, "key").toString(), QStringLiteral("kindermaedchen"));
    QCOMPARE(roleValue(model, 0, "playable").toBool(), false);
    // A person has no rules: an empty field stays empty (no fallback invents one).
    QCOMPARE(roleValue(model, 0, "rulesChildren").toString(), QString());
    model.setSectionKey(QStringLiteral("gibt_es_nicht"));
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.indexOfKey(QStringLiteral("muehle")), -1);
}

void TestModels::reloadShowsAStaffEdit()
{
    ItemModel items(m_store.get());
    SectionModel sections(m_store.get());
    QAbstractItemModelTester itemTester(&items,
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester sectionTester(&sections,
                                           QAbstractItemModelTester::FailureReportingMode::Fatal);
    items.setSectionKey(QStringLiteral("menschen"));
    items.setLanguage(QStringLiteral("en"));
    const int row = items.indexOfKey(QStringLiteral("gouvernante"));
    QVERIFY(row >= 0);

    // The editor saves through its own store instance on the same file.
    auto editor = ContentStore::open(m_store->path(), ContentStore::Mode::Editor, nullptr);
    QVERIFY(editor);
    const qint64 seen = m_store->dataVersion();
    QString error;
    QVERIFY(editor->saveItemTexts(
        QStringLiteral("gouvernante"),
        {{QStringLiteral("en"), field::title, QString()},
         {QStringLiteral("de"), field::title, QStringLiteral("Das Fräulein")}},
        QStringLiteral("Frau Möller"), &error));
    QVERIFY(m_store->dataVersion() != seen);
    QCOMPARE(roleValue(items, row, "title").toString(), QStringLiteral("The governess"));
    items.reload();
    sections.reload();
    // English was emptied, so the German edit shows, flagged as a fallback.
    QCOMPARE(roleValue(items, row, "title").toString(), QStringLiteral("Das Fräulein"));
    QCOMPARE(roleValue(items, row, "isFallback").toBool(), true);
    QCOMPARE(sections.rowCount(), 6);
}

void TestModels::emptyWithoutStore()
{
    SectionModel sections;
    ItemModel items;
    QAbstractItemModelTester sectionTester(&sections,
                                           QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester itemTester(&items,
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
    items.setSectionKey(QStringLiteral("spiele"));
    sections.setLanguage(QStringLiteral("en"));
    QCOMPARE(sections.rowCount(), 0);
    QCOMPARE(items.rowCount(), 0);
    sections.setStore(m_store.get());
    items.setStore(m_store.get());
    QCOMPARE(sections.rowCount(), 6);
    QVERIFY(items.rowCount() >= 1);
    QCOMPARE(roleValue(sections, 0, "title").toString(), QStringLiteral("Games"));
}

// kiosk.conf's sections= and games=: the home screen shows the chosen
// sections, search finds nothing elsewhere, a game not offered is still there
// to read but not playable.
void TestModels::siteChoiceNarrowsSectionsGamesAndSearch()
{
    const QList<Section> all = m_store->sections();
    QVERIFY(all.size() >= 3);
    QString games;
    for (const Section& section : all) {
        if (section.kind == QLatin1String("games"))
            games = section.key;
    }
    QVERIFY(!games.isEmpty());
    QString other;
    for (const Section& section : all) {
        if (section.key != games)
            other = section.key;
    }
    const SiteChoice choice{{games, other}, {QStringLiteral("muehle")}};

    SectionModel sections(m_store.get());
    QAbstractItemModelTester sectionTester(&sections,
                                           QAbstractItemModelTester::FailureReportingMode::Fatal);
    sections.setSiteChoice(choice);
    QCOMPARE(sections.rowCount(), 2);
    QCOMPARE(sections.keyAt(0) == games || sections.keyAt(1) == games, true);

    ItemModel items(m_store.get());
    items.setSiteChoice(choice);
    items.setSectionKey(games);
    int playable = 0;
    bool schockenListed = false;
    for (int row = 0; row < items.rowCount(); ++row) {
        const QString gameKey = roleValue(items, row, "gameKey").toString();
        const bool isPlayable = roleValue(items, row, "playable").toBool();
        if (gameKey == QLatin1String("schocken"))
            schockenListed = !isPlayable; // listed, to read only
        if (isPlayable) {
            ++playable;
            QCOMPARE(gameKey, QStringLiteral("muehle"));
        }
    }
    QCOMPARE(playable, 1);
    QVERIFY(schockenListed);

    SearchModel search(m_store.get());
    search.setSiteChoice(choice);
    search.setQuery(QStringLiteral("Gouvernante"));
    QTRY_VERIFY(!search.busy()); // the search answers on the next turns of the event loop
    QVERIFY(search.rowCount() > 0);
    for (int row = 0; row < search.rowCount(); ++row) {
        const QString key = roleValue(search, row, "sectionKey").toString();
        QVERIFY2(key == games || key == other, qPrintable(key));
    }
    // Without a choice everything is back.
    sections.setSiteChoice({});
    QCOMPARE(sections.rowCount(), static_cast<int>(all.size()));
}

// A new search, section or reload removes the old rows and inserts the new
// ones; a model reset would make a view cancel a delegate it is building by
// a row number the new rows may not have (Qt's "DelegateModel::cancel: index
// out range", seen in the 10,000-visit soak).
void TestModels::rowsAreReplacedWithoutAReset()
{
    SearchModel search(m_store.get());
    ItemModel items(m_store.get());
    SectionModel sections(m_store.get());
    QAbstractItemModelTester searchTester(&search,
                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester itemTester(&items,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy searchResets(&search, &QAbstractItemModel::modelReset);
    QSignalSpy searchRemoved(&search, &QAbstractItemModel::rowsRemoved);
    QSignalSpy searchInserted(&search, &QAbstractItemModel::rowsInserted);
    QSignalSpy itemResets(&items, &QAbstractItemModel::modelReset);
    QSignalSpy sectionResets(&sections, &QAbstractItemModel::modelReset);

    search.setQuery(QStringLiteral("Kinder"));
    QTRY_VERIFY(!search.busy());
    const int many = search.rowCount();
    QVERIFY2(many >= 7, qPrintable(QString::number(many)));
    QCOMPARE(searchInserted.size(), 1);
    QCOMPARE(searchInserted.constFirst().at(2).toInt(), many - 1); // rows 0 … many-1
    search.setQuery(QStringLiteral("Gouvernante"));
    QTRY_VERIFY(!search.busy());
    QVERIFY(search.rowCount() > 0);
    QVERIFY(search.rowCount() < many);
    QCOMPARE(searchRemoved.size(), 1);
    QCOMPARE(searchRemoved.constFirst().at(2).toInt(), many - 1);
    search.setQuery(QStringLiteral("xyzzy"));
    QTRY_VERIFY(!search.busy());
    QCOMPARE(search.rowCount(), 0);
    search.setLanguage(QStringLiteral("en"));
    QTRY_VERIFY(!search.busy());

    // Another section, then another again; a reload of both.
    items.setSectionKey(roleValue(sections, 0, "key").toString());
    const int first = items.rowCount();
    items.setSectionKey(roleValue(sections, 1, "key").toString());
    QVERIFY(first > 0 && items.rowCount() > 0);
    items.setSiteChoice({});
    sections.setSiteChoice({});
    QCOMPARE(searchResets.size(), 0);
    QCOMPARE(itemResets.size(), 0);
    QCOMPARE(sectionResets.size(), 0);
}

QTEST_GUILESS_MAIN(TestModels)
#include "tst_models.moc"
