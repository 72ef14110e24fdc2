// An item as fields (revisions, history, restore) and as JSON (drafts,
// content packs): both lossless over every bundled item, and a diff applied
// forwards or backwards gives exactly the other state.

#include "store/content_source.h"
#include "store/item_fields.h"
#include "store/item_json.h"

#include <QtTest>

using namespace zv;

namespace {

QList<Item> bundledItems()
{
    const ContentReadResult bundled = readContentTree(bundledContentRoot());
    return bundled.content.items;
}

// An item with only what is not a field: key, section, kind, order, game.
Item skeletonOf(const Item& item)
{
    Item skeleton;
    skeleton.key = item.key;
    skeleton.sectionKey = item.sectionKey;
    skeleton.kind = item.kind;
    skeleton.sortOrder = item.sortOrder;
    skeleton.gameKey = item.gameKey;
    return skeleton;
}

const Item* findKind(const QList<Item>& items, const QString& kind, bool (*has)(const Item&))
{
    for (const Item& item : items) {
        if (item.kind == kind && has(item))
            return &item;
    }
    return nullptr;
}

} // namespace

class TestItemFields : public QObject {
    Q_OBJECT

private slots:
    void fieldsRebuildEveryBundledItem();
    void jsonRoundTripsEveryBundledItem();
    void diffAppliesBothWays_data();
    void diffAppliesBothWays();
    void structureComesFirst();
    void unknownPathsAreRefused();
    void jsonRefusesOtherFormats();
};

void TestItemFields::fieldsRebuildEveryBundledItem()
{
    const QList<Item> items = bundledItems();
    QVERIFY(items.size() > 50);
    int rows = 0;
    int steps = 0;
    for (const Item& item : items) {
        Item rebuilt = skeletonOf(item);
        const FieldMap fields = flattenItem(item);
        QCOMPARE(applyFields(rebuilt, fields), static_cast<int>(fields.size()));
        QCOMPARE(flattenItem(rebuilt), fields);
        rows += static_cast<int>(rebuilt.rows.size());
        steps += static_cast<int>(rebuilt.steps.size());
        for (int i = 0; i < item.rows.size(); ++i) {
            QCOMPARE(rebuilt.rows.at(i).key, item.rows.at(i).key);
            QCOMPARE(rebuilt.rows.at(i).count, item.rows.at(i).count);
            QCOMPARE(rebuilt.rows.at(i).available, item.rows.at(i).available);
            QCOMPARE(rebuilt.rows.at(i).position, i);
        }
    }
    // The bundled content has inventory rows and hairstyle steps to rebuild.
    QVERIFY(rows >= 64);
    QVERIFY(steps > 0);
}

void TestItemFields::jsonRoundTripsEveryBundledItem()
{
    for (const Item& item : bundledItems()) {
        Item back;
        QString error;
        QVERIFY2(itemFromJsonText(itemToJsonText(item), &back, &error), qPrintable(error));
        QCOMPARE(flattenItem(back), flattenItem(item));
        QCOMPARE(back.key, item.key);
        QCOMPARE(back.sectionKey, item.sectionKey);
        QCOMPARE(back.kind, item.kind);
        QCOMPARE(back.sortOrder, item.sortOrder);
        QCOMPARE(back.gameKey, item.gameKey);
    }
}

void TestItemFields::diffAppliesBothWays_data()
{
    QTest::addColumn<QString>("change");
    QTest::newRow("text") << "text";
    QTest::newRow("step moved up") << "stepUp";
    QTest::newRow("step removed") << "stepRemoved";
    QTest::newRow("step added") << "stepAdded";
    QTest::newRow("row removed") << "rowRemoved";
    QTest::newRow("row added and moved") << "rowAdded";
    QTest::newRow("flag and note") << "flag";
    QTest::newRow("sound attached") << "sound";
}

void TestItemFields::diffAppliesBothWays()
{
    QFETCH(QString, change);
    const QList<Item> items = bundledItems();
    const Item* hairstyle = findKind(items, QStringLiteral("hairstyle"),
                                     [](const Item& i) { return i.steps.size() > 2; });
    const Item* list = findKind(items, QStringLiteral("inventory"),
                                [](const Item& i) { return i.rows.size() > 3; });
    QVERIFY(hairstyle && list);
    Item before = change.startsWith(QLatin1String("row")) ? *list : *hairstyle;
    Item after = before;
    if (change == QLatin1String("text")) {
        after.texts.set(QStringLiteral("en"), field::title, QStringLiteral("A new title"));
    } else if (change == QLatin1String("stepUp")) {
        after.steps.swapItemsAt(1, 2);
    } else if (change == QLatin1String("stepRemoved")) {
        after.steps.removeAt(1);
    } else if (change == QLatin1String("stepAdded")) {
        Step step;
        step.figure = QStringLiteral("9");
        step.texts.set(QStringLiteral("de"), field::text, QStringLiteral("Neu."));
        after.steps.insert(0, step);
    } else if (change == QLatin1String("rowRemoved")) {
        after.rows.removeAt(2);
    } else if (change == QLatin1String("rowAdded")) {
        InventoryRow row = after.rows.first();
        row.key = QStringLiteral("neue_zeile");
        row.count = 3;
        row.available = false;
        row.texts = {};
        row.texts.set(QStringLiteral("de"), field::name, QStringLiteral("Kreisel"));
        after.rows.append(row);
        after.rows.move(after.rows.size() - 1, 1);
    } else if (change == QLatin1String("flag")) {
        after.needsReview = !after.needsReview;
        after.staffNote = QStringLiteral("Geprüft am Original.");
    } else if (change == QLatin1String("sound")) {
        AudioClip clip{QStringLiteral("lied_ton"), QStringLiteral("lied.ogg"), {}};
        clip.texts.set(QStringLiteral("de"), field::caption, QStringLiteral("Gesungen"));
        after.audio.append(clip);
        after.steps[0].audio = QStringLiteral("schritt.mp3");
    }
    const QList<FieldChange> changes = diffItems(before, after);
    QVERIFY(!changes.isEmpty());

    FieldMap forward;
    FieldMap backward;
    for (const FieldChange& c : changes) {
        QVERIFY(c.oldValue != c.newValue);
        forward.insert(c.key, c.newValue);
        backward.insert(c.key, c.oldValue);
    }
    Item replayed = before;
    applyFields(replayed, forward);
    QCOMPARE(flattenItem(replayed), flattenItem(after));
    Item undone = after;
    applyFields(undone, backward);
    QCOMPARE(flattenItem(undone), flattenItem(before));
    QVERIFY(diffItems(before, before).isEmpty());
}

void TestItemFields::structureComesFirst()
{
    Item before;
    before.key = QStringLiteral("x");
    Item after = before;
    Verse verse;
    verse.texts.set(QStringLiteral("de"), field::text, QStringLiteral("Laterne, Laterne"));
    after.verses.append(verse);
    const QList<FieldChange> changes = diffItems(before, after);
    QCOMPARE(changes.size(), 2);
    QCOMPARE(changes.first().key.path, QStringLiteral("verses.count"));
    QCOMPARE(changes.last().key.path, QStringLiteral("verses.0.text"));
    QCOMPARE(changes.last().key.language, QStringLiteral("de"));
    QVERIFY(isStructureField(QStringLiteral("rows.order")));
    QVERIFY(!isStructureField(QStringLiteral("rows.halma.count")));
}

void TestItemFields::unknownPathsAreRefused()
{
    Item item;
    item.key = QStringLiteral("x");
    QVERIFY(!applyField(item, {QStringLiteral("de"), QStringLiteral("no_such_field")}, "a"));
    QVERIFY(!applyField(item, {QString(), QStringLiteral("steps.0.figure")}, "1"));
    QVERIFY(!applyField(item, {QString(), QStringLiteral("rows.nope.count")}, "1"));
    QVERIFY(!applyField(item, {QString(), QStringLiteral("steps.count")}, "-2"));
    QVERIFY(applyField(item, {QString(), QStringLiteral("steps.count")}, "2"));
    QCOMPARE(item.steps.size(), 2);
    QVERIFY(applyField(item, {QString(), QStringLiteral("steps.1.figure")}, "2"));
    QCOMPARE(item.steps.at(1).figure, QStringLiteral("2"));
    // An emptied text leaves no empty entry behind.
    QVERIFY(applyField(item, {QStringLiteral("en"), field::title}, "T"));
    QVERIFY(applyField(item, {QStringLiteral("en"), field::title}, ""));
    QVERIFY(item.texts.values.isEmpty());
}

void TestItemFields::jsonRefusesOtherFormats()
{
    Item item;
    QString error;
    QVERIFY(!itemFromJsonText(QStringLiteral("{\"format\": 7, \"key\": \"x\"}"), &item, &error));
    QVERIFY(error.contains(QStringLiteral("format")));
    QVERIFY(!itemFromJsonText(QStringLiteral("not json"), &item, &error));
    QVERIFY(!itemFromJsonText(QStringLiteral("{\"format\": 1}"), &item, &error));
}

QTEST_GUILESS_MAIN(TestItemFields)
#include "tst_item_fields.moc"
