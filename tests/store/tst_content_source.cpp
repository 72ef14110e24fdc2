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
    void treeChecksFilesAgainstEachOther();
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
