// The reader of the bundled content: the shipped files are clean, and a bad
// file is rejected with its path, its line and what is wrong.

#include "store/content_source.h"
#include "store_test_support.h"

#include <QtTest>

using namespace zv;

class TestContentSource : public QObject {
    Q_OBJECT

private slots:
    void shippedContentIsClean();
    void compiledInContentMatchesTheSourceFolder();
    void malformedItemFiles_data();
    void malformedItemFiles();
    void mediaNamesArePlainFileNames();
    void treeChecksFilesAgainstEachOther();
    void treeChecksRowKeysAndGameLinks();
    void structuredPartsAreRead();
    void missingFolderIsReported();

private:
    static QString malformed(const QString& name)
    {
        return test::sourcePath(QStringLiteral("tests/store/data/malformed/") + name);
    }
};

void TestContentSource::shippedContentIsClean()
{
    const ContentReadResult result = readContentTree(test::sourcePath("assets/content"));
    QStringList errors;
    for (const ContentError& error : result.errors)
        errors.append(error.toString());
    QVERIFY2(result.ok(), qPrintable(errors.join(QLatin1Char('\n'))));
    QCOMPARE(result.content.sections.size(), 6);
    QVERIFY(result.content.items.size() >= 7);
}

void TestContentSource::compiledInContentMatchesTheSourceFolder()
{
    const ContentReadResult onDisk = readContentTree(test::sourcePath("assets/content"));
    const ContentReadResult compiled = readContentTree(bundledContentRoot());
    QVERIFY(compiled.ok());
    QCOMPARE(compiled.content.items.size(), onDisk.content.items.size());
    for (qsizetype i = 0; i < onDisk.content.items.size(); ++i) {
        QCOMPARE(compiled.content.items.at(i).key, onDisk.content.items.at(i).key);
        QCOMPARE(compiled.content.items.at(i).texts.values,
                 onDisk.content.items.at(i).texts.values);
    }
}

void TestContentSource::malformedItemFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("colon in value") << QStringLiteral("bad_yaml/colon_in_value.yaml") << 4
                                    << QStringLiteral("not valid YAML: illegal map value");
    QTest::newRow("tab indent") << QStringLiteral("bad_yaml/tab_indent.yaml") << 6
                                << QStringLiteral("not valid YAML");
    // Issue 26 (H): a second document and bytes that are not UTF-8 are
    // errors, not silently dropped or turned into replacement characters.
    QTest::newRow("two documents") << QStringLiteral("bad_yaml/two_documents.yaml") << 6
                                   << QStringLiteral("a second YAML document starts here ('---')");
    QTest::newRow("not UTF-8") << QStringLiteral("bad_yaml/not_utf8.yaml") << 4
                               << QStringLiteral("this line is not valid UTF-8 text");
    QTest::newRow("unknown field") << QStringLiteral("bad_fields/unknown_field.yaml") << 5
                                   << QStringLiteral("unknown text field 'titel' in 'de'");
    QTest::newRow("order not a number") << QStringLiteral("bad_fields/order_not_number.yaml") << 2
                                        << QStringLiteral("'order' must be a whole number "
                                                          "(found 'zehn')");
    QTest::newRow("wrong kind") << QStringLiteral("bad_fields/wrong_kind.yaml") << 1
                                << QStringLiteral("'kind' must be one of: game, article");
    QTest::newRow("no German") << QStringLiteral("bad_fields/no_german.yaml") << 1
                               << QStringLiteral("German texts ('de:') are missing");
    QTest::newRow("duplicate") << QStringLiteral("bad_fields/duplicate_key.yaml") << 3
                               << QStringLiteral("'order' appears twice");
    QTest::newRow("bad file name") << QStringLiteral("bad_fields/Bad-Name.yaml") << 0
                                   << QStringLiteral("'Bad-Name' is not a valid key");
    QTest::newRow("empty") << QStringLiteral("bad_fields/empty.yaml") << 0
                           << QStringLiteral("the file is empty");
    QTest::newRow("not a mapping") << QStringLiteral("bad_fields/not_a_mapping.yaml") << 1
                                   << QStringLiteral("expected 'name: value' lines");
    QTest::newRow("bad game key") << QStringLiteral("bad_fields/bad_game_key.yaml") << 3
                                  << QStringLiteral("'game' must use lower-case letters");
    // The structured format (docs/content-format-structured.md).
    QTest::newRow("unknown row key")
        << QStringLiteral("structured/unknown_row_key.yaml") << 11
        << QStringLiteral("row 1 ('erw_halma'): unknown name 'anzahl' (expected one of: key, "
                          "source,");
    QTest::newRow("audience not a list")
        << QStringLiteral("structured/audience_not_list.yaml") << 5
        << QStringLiteral("'audience' must be a list such as [adults, children]");
    QTest::newRow("bad time") << QStringLiteral("structured/bad_time.yaml") << 8
                              << QStringLiteral("schedule entry 2: 'time' must be a time written "
                                                "as \"HH:MM\" with two digits each, in quotes, "
                                                "e.g. \"07:00\" (found '7.45')");
    QTest::newRow("schedule out of order")
        << QStringLiteral("structured/schedule_out_of_order.yaml") << 9
        << QStringLiteral("schedule entry 3: 08:00 comes after 09:00 in the list");
    QTest::newRow("schedule not a list") << QStringLiteral("structured/schedule_not_list.yaml") << 5
                                         << QStringLiteral("'schedule' must be a list");
    QTest::newRow("row key twice")
        << QStringLiteral("structured/duplicate_row_key.yaml") << 13
        << QStringLiteral("row 2 ('erw_halma'): the row key 'erw_halma' is used twice in this "
                          "file (first in line 8)");
    QTest::newRow("key of another kind")
        << QStringLiteral("structured/key_of_other_kind.yaml") << 5
        << QStringLiteral("'verses' is not used by items of kind 'game' (it belongs to kind song)");
    QTest::newRow("count not a number")
        << QStringLiteral("structured/count_not_number.yaml") << 11
        << QStringLiteral("row 1 ('aus_seile'): 'count' must be a whole number of 0 or more");
    QTest::newRow("verse without German")
        << QStringLiteral("structured/verse_without_german.yaml") << 9
        << QStringLiteral("verse 2: the German texts ('de:') are missing");
    QTest::newRow("unknown category")
        << QStringLiteral("structured/bad_category.yaml") << 3
        << QStringLiteral("'category' must be one of: cards, board, guessing, laying, dice, "
                          "thinking, roleplay, skill, outdoor (found 'brett')");
    QTest::newRow("row without German name")
        << QStringLiteral("structured/row_without_name.yaml") << 8
        << QStringLiteral("row 1 ('kin_memory'): the German texts ('de:') are missing");
    QTest::newRow("step text as fields")
        << QStringLiteral("structured/step_as_fields.yaml") << 8
        << QStringLiteral("step 1: 'de' must hold the text itself");
}

void TestContentSource::malformedItemFiles()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(QString, message);
    QList<ContentError> errors;
    const auto item = readItemFile(malformed(file), QStringLiteral("spiele"), &errors);
    QVERIFY(!item);
    QVERIFY(!errors.isEmpty());
    const ContentError& first = errors.first();
    QCOMPARE(first.path, malformed(file));
    QVERIFY2(first.message.contains(message), qPrintable(first.toString()));
    QCOMPARE(first.line, line);
    if (line > 0)
        QVERIFY(first.toString().startsWith(malformed(file) + QStringLiteral(":%1: ").arg(line)));
}

// Issue 26 (A): a picture named by a content file stays inside the media
// folder; a name with a control character is refused as well as "../".
void TestContentSource::mediaNamesArePlainFileNames()
{
    const QString file = malformed(QStringLiteral("bad_names/picture_names.yaml"));
    QList<ContentError> errors;
    QVERIFY(!readItemFile(file, QStringLiteral("frisuren"), &errors));
    QStringList shown;
    for (const ContentError& error : errors)
        shown.append(error.toString());
    QVERIFY2(errors.size() == 2, qPrintable(shown.join(QLatin1Char('\n'))));
    QCOMPARE(errors.at(0).line, 8);
    QVERIFY2(errors.at(0).message.contains(QStringLiteral(
                 "'image' must be a plain file name in the media folder, without folders "
                 "(found '../zeitvertreib.sqlite': the name starts with a dot)")),
             qPrintable(shown.join(QLatin1Char('\n'))));
    QCOMPARE(errors.at(1).line, 12);
    // The escape character is named, never printed to the staff's terminal.
    QVERIFY2(errors.at(1).message.contains(QStringLiteral(
                 "'file' must be a plain file name in the media folder, without folders (found "
                 "'bild?[2J.png': the name has a control or invalid character)")),
             qPrintable(shown.join(QLatin1Char('\n'))));
    QVERIFY(!errors.at(1).message.contains(QChar(0x1b)));
}

void TestContentSource::treeChecksFilesAgainstEachOther()
{
    const QString root = test::sourcePath("tests/store/data/tree_bad");
    const ContentReadResult result = readContentTree(root);
    QVERIFY(!result.ok());
    QCOMPARE(result.content.sections.size(), 2);
    QStringList errors;
    for (const ContentError& error : result.errors)
        errors.append(error.toString());
    QCOMPARE(result.errors.size(), 2);
    QVERIFY2(errors.first().contains(QStringLiteral("the key 'same_key' is already used by")),
             qPrintable(errors.join(QLatin1Char('\n'))));
    QVERIFY(errors.first().startsWith(root + QStringLiteral("/items/gamma/same_key.yaml")));
    QVERIFY(errors.last().startsWith(root + QStringLiteral("/items/nowhere")));
    QVERIFY(errors.last().contains(QStringLiteral("no section file sections/nowhere.yaml")));
}

void TestContentSource::treeChecksRowKeysAndGameLinks()
{
    const QString root = test::sourcePath("tests/store/data/malformed/tree_links");
    const ContentReadResult result = readContentTree(root);
    QStringList errors;
    for (const ContentError& error : result.errors)
        errors.append(error.toString());
    const QString listA = root + QStringLiteral("/items/sammlung/liste_a.yaml");
    const QString listB = root + QStringLiteral("/items/sammlung/liste_b.yaml");
    QCOMPARE(errors,
             (QStringList{
                 listA + QStringLiteral(":17: row 'a_weg': 'game: gibt_es_nicht' names no item; "
                                        "there is no file items/<section>/gibt_es_nicht.yaml"),
                 listA + QStringLiteral(":23: row 'a_notiz': 'game: notiz' names an item of kind "
                                        "'article'; it must name a game article"),
                 listB + QStringLiteral(":8: the row key 'a_halma' is already used at %1:8; row "
                                        "keys must be unique in the whole store")
                             .arg(listA),
             }));
}

void TestContentSource::structuredPartsAreRead()
{
    // The shipped files, read from the source folder: every kind's parts.
    const ContentReadResult result = readContentTree(test::sourcePath("assets/content"));
    QVERIFY(result.ok());
    QHash<QString, Item> byKey;
    for (const Item& item : result.content.items)
        byKey.insert(item.key, item);
    const Item muehle = byKey.value(QStringLiteral("muehle"));
    QCOMPARE(muehle.category, QStringLiteral("board"));
    QCOMPARE(muehle.audience, (QStringList{QStringLiteral("adults"), QStringLiteral("children")}));
    QCOMPARE(muehle.place, QStringLiteral("indoor"));
    QCOMPARE(muehle.group, QStringLiteral("social"));
    QVERIFY(!muehle.texts.values.value(QStringLiteral("de")).value(field::credits).isEmpty());

    const Item governess = byKey.value(QStringLiteral("gouvernante"));
    QVERIFY(governess.schedule.size() >= 13);
    QCOMPARE(governess.schedule.first().time, QStringLiteral("07:00"));
    QCOMPARE(governess.schedule.first().minutes(), 7 * 60);
    QVERIFY(governess.schedule.first().texts.has(QStringLiteral("en"), field::text));
    QVERIFY(!governess.images.isEmpty());

    const Item hair = byKey.value(QStringLiteral("hausfrisur"));
    QVERIFY(hair.steps.size() >= 5);
    QCOMPARE(hair.steps.first().figure, QStringLiteral("1"));
    QVERIFY(hair.steps.first().texts.has(QStringLiteral("de"), field::text));

    const Item song = byKey.value(QStringLiteral("laterne_laterne"));
    QVERIFY(song.verses.size() >= 2);
    // Line breaks inside a verse are kept.
    QVERIFY(song.verses.first().texts.text(QStringLiteral("de"), field::text).contains('\n'));

    const Item list = byKey.value(QStringLiteral("drinnen_erwachsene"));
    QVERIFY(list.rows.size() >= 20);
    const InventoryRow& first = list.rows.first();
    QCOMPARE(first.listKey, QStringLiteral("drinnen_erwachsene"));
    QCOMPARE(first.position, 0);
    QCOMPARE(first.audience, QStringLiteral("adults")); // the list's default
    QCOMPARE(first.place, QStringLiteral("indoor"));
    for (const InventoryRow& row : list.rows) {
        if (row.key == QLatin1String("erw_scrabble")) {
            QCOMPARE(row.available, false);
            QCOMPARE(row.count, -1);
        }
    }
}

void TestContentSource::missingFolderIsReported()
{
    QTemporaryDir empty;
    const ContentReadResult result = readContentTree(empty.path());
    QCOMPARE(result.errors.size(), 1);
    QVERIFY(result.errors.first().message.contains(QStringLiteral("'sections'")));
    // Bundled paths are named by their source file.
    QList<ContentError> errors;
    readItemFile(QStringLiteral(":/content/items/spiele/gibt_es_nicht.yaml"),
                 QStringLiteral("spiele"), &errors);
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.first().path, QStringLiteral("assets/content/items/spiele/gibt_es_nicht.yaml"));
}

QTEST_GUILESS_MAIN(TestContentSource)
#include "tst_content_source.moc"
