// zeitvertreib-cli content export / check / search, run as a process on a
// store made from the bundled content: what it prints, and its exit codes
// (1 only when a translation or a required field is missing).
#include "store/content_source.h"
#include "store/content_store.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run cli(const QStringList& arguments)
{
    QProcess process;
    process.start(QStringLiteral(ZV_CLI_PATH), arguments);
    Run run;
    if (!process.waitForFinished(120'000) || process.exitStatus() != QProcess::NormalExit) {
        process.kill();
        run.err = "did not finish normally: " + process.errorString();
        return run;
    }
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// Runs statements on the store in `folder` (a test's set-up and checks).
QVariant rawSql(const QString& folder, const QStringList& statements)
{
    QVariant last;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "rawSql");
        db.setDatabaseName(QDir(folder).filePath("zeitvertreib.sqlite"));
        if (db.open()) {
            for (const QString& statement : statements) {
                QSqlQuery query(db);
                if (!query.exec(statement)) {
                    last = QVariant();
                    break;
                }
                last = query.next() ? query.value(0) : QVariant(true);
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase("rawSql");
    return last;
}

} // namespace

class TestContentCli : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString dataDir() const { return m_dir.path(); }
    bool sql(const QString& statement)
    {
        bool ok = false;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "raw");
            db.setDatabaseName(m_dir.filePath("zeitvertreib.sqlite"));
            ok = db.open() && QSqlQuery(db).exec(statement);
            db.close();
        }
        QSqlDatabase::removeDatabase("raw");
        return ok;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // The first run creates the store and says so on stderr.
        const Run run = cli({"content", "check", "--data", dataDir()});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains("Created a new store from the bundled content"),
                 qPrintable(run.err));
    }

    // The kiosk's anonymous counts, summed per key, most used first; the
    // visits' average length.
    void usageSumsTheCounts()
    {
        const QString today = QDate::currentDate().toString(Qt::ISODate);
        QVERIFY(sql("DELETE FROM usage_counts"));
        QVERIFY(
            sql(QStringLiteral("INSERT INTO usage_counts VALUES ('%1', 'visit', '', 4, 480), "
                               "('%1', 'game', 'muehle', 2, 0), ('%1', 'game', 'schocken', 3, 0), "
                               "('%1', 'section', 'spiele', 5, 0), "
                               "('2001-01-01', 'game', 'halma', 9, 0)")
                    .arg(today)));
        const Run run = cli({"content", "usage", "--data", dataDir()});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("visits: 4, average 2 min 0 s"), qPrintable(run.out));
        QVERIFY2(run.out.contains("games started: schocken 3, muehle 2\n"), qPrintable(run.out));
        QVERIFY2(run.out.contains("sections opened: spiele 5"), qPrintable(run.out));
        QVERIFY2(run.out.contains("items read: none"), qPrintable(run.out));
        QVERIFY(!run.out.contains("halma")); // long before the last 30 days
        QCOMPARE(cli({"content", "usage", "--days", "0", "--data", dataDir()}).exitCode, 2);
        QVERIFY(sql("DELETE FROM usage_counts"));
    }

    // Content moves between stores as a pack: imported as drafts, published
    // with --publish after a backup; the other store then shows the change.
    void packMovesContentBetweenStores()
    {
        QTemporaryDir laptop;
        QTemporaryDir kiosk;
        QVERIFY(cli({"content", "check", "--data", laptop.path()}).exitCode == 0);
        QVERIFY(cli({"content", "check", "--data", kiosk.path()}).exitCode == 0);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "laptop");
            db.setDatabaseName(QDir(laptop.path()).filePath("zeitvertreib.sqlite"));
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec("UPDATE item_texts SET value = 'Mühle (aus dem Paket)' "
                                       "WHERE item_key = 'muehle' AND language = 'de' "
                                       "AND field = 'title'"));
            db.close();
        }
        QSqlDatabase::removeDatabase("laptop");
        const QString pack = QDir(laptop.path()).filePath("inhalte.zvpack");
        const Run exported = cli({"content", "pack-export", pack, "--data", laptop.path()});
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        QCOMPARE(cli({"content", "pack-import", pack, "--data", kiosk.path()}).exitCode, 2);
        const Run imported = cli({"content", "pack-import", pack, "--author", "Frau Möller",
                                  "--publish", "--data", kiosk.path()});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        QVERIFY2(imported.out.contains("drafted: 1,"), qPrintable(imported.out));
        QVERIFY2(imported.out.contains("published: 1"), qPrintable(imported.out));
        const Run shown = cli({"content", "export", "--data", kiosk.path()});
        QVERIFY(shown.out.contains(QStringLiteral("Mühle (aus dem Paket)")));
        // A second import changes nothing.
        const Run again = cli({"content", "pack-import", pack, "--author", "Frau Möller",
                               "--publish", "--data", kiosk.path()});
        QVERIFY2(again.out.contains("drafted: 0,"), qPrintable(again.out));
        // A damaged pack is refused whole.
        QFile file(pack);
        QVERIFY(file.open(QIODevice::ReadWrite));
        file.seek(file.size() - 5);
        file.write("xxxxx");
        file.close();
        QCOMPARE(
            cli({"content", "pack-import", pack, "--author", "Frau Möller", "--data", kiosk.path()})
                .exitCode,
            1);
    }

    // Issue 26 (B): one damaged table definition (integrity_check still "ok")
    // fails check, export and pack-export with one message naming the store;
    // no pack is written.
    void damagedStoreFailsCheckExportAndPackExport()
    {
        QTemporaryDir damaged;
        QCOMPARE(cli({"content", "check", "--data", damaged.path()}).exitCode, 0);
        QVERIFY(rawSql(damaged.path(),
                       {"PRAGMA writable_schema = ON",
                        "UPDATE sqlite_master SET sql = replace(sql, 'staff_note TEXT', "
                        "'staff_notx TEXT') WHERE name = 'inventory_rows'",
                        "PRAGMA writable_schema = OFF"})
                    .isValid());
        QCOMPARE(rawSql(damaged.path(), {"PRAGMA integrity_check"}).toString(), QString("ok"));
        const QString store = QDir(damaged.path()).filePath("zeitvertreib.sqlite");
        const QString pack = QDir(damaged.path()).filePath("inhalte.zvpack");
        for (const QStringList& arguments :
             {QStringList{"content", "check", "--data", damaged.path()},
              QStringList{"content", "export", "--data", damaged.path()},
              QStringList{"content", "pack-export", pack, "--data", damaged.path()}}) {
            const Run run = cli(arguments);
            QVERIFY2(run.exitCode == 1, qPrintable(arguments.join(' ') + '\n' + run.out));
            QVERIFY2(run.err.contains(store), qPrintable(run.err));
            QVERIFY2(run.err.contains("could not be read"), qPrintable(run.err));
            QVERIFY2(!run.out.contains("0 missing"), qPrintable(run.out));
        }
        QVERIFY(!QFileInfo::exists(pack));
    }

    // Issue 26 (B), found on the way: a search index that cannot be read
    // fails `content search` instead of reporting "0 hits".
    void damagedSearchIndexFailsTheSearch()
    {
        QTemporaryDir damaged;
        QCOMPARE(cli({"content", "search", "Mühle", "--data", damaged.path()}).exitCode, 0);
        QVERIFY(rawSql(damaged.path(), {"DROP TABLE search_index"}).isValid());
        const Run run = cli({"content", "search", "Mühle", "--data", damaged.path()});
        QVERIFY2(run.exitCode == 1, qPrintable(run.out + run.err));
        QVERIFY2(run.err.contains("could not be searched"), qPrintable(run.err));
        QVERIFY2(!run.out.contains("0 hits"), qPrintable(run.out));
    }

    // Issue 26 (B): a pack without an inventory list's rows (as a damaged
    // store once wrote) would empty the list here; it is refused unless
    // --allow-removals says so.
    void packImportAsksBeforeEmptyingAList()
    {
        QTemporaryDir laptop;
        QTemporaryDir kiosk;
        QCOMPARE(cli({"content", "check", "--data", laptop.path()}).exitCode, 0);
        QCOMPARE(cli({"content", "check", "--data", kiosk.path()}).exitCode, 0);
        const QString countRows =
            "SELECT count(*) FROM inventory_rows WHERE item_key = 'drinnen_erwachsene'";
        const int rows = rawSql(kiosk.path(), {countRows}).toInt();
        QVERIFY(rows > 4);
        QVERIFY(rawSql(laptop.path(),
                       {"DELETE FROM inventory_rows WHERE item_key = 'drinnen_erwachsene'"})
                    .isValid());
        const QString pack = QDir(laptop.path()).filePath("inhalte.zvpack");
        QCOMPARE(cli({"content", "pack-export", pack, "--data", laptop.path()}).exitCode, 0);
        const Run refused = cli({"content", "pack-import", pack, "--author", "Frau Möller",
                                 "--publish", "--data", kiosk.path()});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("--allow-removals"), qPrintable(refused.err));
        QVERIFY2(refused.err.contains("would remove: drinnen_erwachsene: row erw_halma"),
                 qPrintable(refused.err));
        QCOMPARE(rawSql(kiosk.path(), {countRows}).toInt(), rows);
        QCOMPARE(rawSql(kiosk.path(), {"SELECT count(*) FROM item_drafts"}).toInt(), 0);
        const Run allowed = cli({"content", "pack-import", pack, "--author", "Frau Möller",
                                 "--publish", "--allow-removals", "--data", kiosk.path()});
        QVERIFY2(allowed.exitCode == 0, qPrintable(allowed.err));
        QVERIFY2(allowed.out.contains("published: 1"), qPrintable(allowed.out));
        QCOMPARE(rawSql(kiosk.path(), {countRows}).toInt(), 0);
    }

    // Issue 26 (A): the hand-made pack whose item names ../zeitvertreib.sqlite
    // is refused, and the next pack-export carries no database.
    void packNamingTheDatabaseIsRefused()
    {
        QTemporaryDir kiosk;
        const Run imported = cli(
            {"content", "pack-import", ZV_SOURCE_DIR "/tests/store/data/packs/escaping-name.zvpack",
             "--author", "Frau Möller", "--publish", "--allow-removals", "--data", kiosk.path()});
        QCOMPARE(imported.exitCode, 1);
        QVERIFY2(imported.err.contains("../zeitvertreib.sqlite"), qPrintable(imported.err));
        const QString pack = QDir(kiosk.path()).filePath("neu.zvpack");
        QCOMPARE(cli({"content", "pack-export", pack, "--data", kiosk.path()}).exitCode, 0);
        QFile file(pack);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(!bytes.contains("zeitvertreib.sqlite"));
        QVERIFY(!bytes.contains(QByteArray("SQLite format 3").toBase64()));
    }

    void exportTextShowsEverything()
    {
        const Run run = cli({"content", "export", "--data", dataDir()});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        for (const char* expected :
             {"(schema 7)", "== spiele (games, order 10", "-- muehle (game, order 10)",
              "playable: muehle; category: board; audience: adults, children",
              "[de] history:", "[en] rules_adults:", "schedule 1: 07:00", "step 1: figure 1",
              "verse 1:", "image gouvernante_",
              "row erw_monopoly: board, adults, indoor, count 1, available",
              "source: Monopoly | 1 |", "[de] name: Monopoly", "zu prüfen", "source note: house",
              "source note: house_with_additions", ", not stated"})
            QVERIFY2(run.out.contains(QString::fromUtf8(expected)), expected);
        // Every item of the bundled content is in it.
        const zv::ContentReadResult bundled = zv::readContentTree(zv::bundledContentRoot());
        for (const zv::Item& item : bundled.content.items)
            QVERIFY2(run.out.contains(QStringLiteral("-- %1 (").arg(item.key)),
                     qPrintable(item.key));
    }

    void exportJsonHoldsTheWholeStore()
    {
        const Run run = cli({"content", "export", "--json", "--data", dataDir()});
        QCOMPARE(run.exitCode, 0);
        QJsonParseError error;
        const QJsonObject root = QJsonDocument::fromJson(run.out.toUtf8(), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(root.value("schemaVersion").toInt(), zv::ContentStore::latestSchemaVersion());
        const zv::ContentReadResult bundled = zv::readContentTree(zv::bundledContentRoot());
        const QJsonArray sections = root.value("sections").toArray();
        QCOMPARE(sections.size(), bundled.content.sections.size());
        qsizetype items = 0;
        qsizetype rows = 0;
        qsizetype sourceRows = 0;
        for (const zv::Item& item : bundled.content.items)
            sourceRows += item.rows.size();
        for (const QJsonValue& section : sections) {
            for (const QJsonValue& value : section.toObject().value("items").toArray()) {
                const QJsonObject item = value.toObject();
                ++items;
                rows += item.value("rows").toArray().size();
                if (item.value("key") == QStringLiteral("muehle")) {
                    QCOMPARE(item.value("category").toString(), QStringLiteral("board"));
                    QCOMPARE(item.value("texts").toObject().value("en").toObject().value("title"),
                             QStringLiteral("Nine Men's Morris"));
                }
                if (item.value("key") == QStringLiteral("gouvernante")) {
                    const QJsonArray schedule = item.value("schedule").toArray();
                    QVERIFY(schedule.size() >= 13);
                    QCOMPARE(schedule.first().toObject().value("time"), QStringLiteral("07:00"));
                }
            }
        }
        QCOMPARE(items, bundled.content.items.size());
        QCOMPARE(rows, sourceRows);
    }

    void checkOfTheBundledContentPassesWithFlags()
    {
        const Run run = cli({"content", "check", "--data", dataDir()});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(" 0 missing (translation or required field)"),
                 qPrintable(run.out));
        QVERIFY(run.out.contains(QString::fromUtf8("zu prüfen     gouvernante\n")));
        QVERIFY(run.out.contains(
            QString::fromUtf8("zu prüfen     drinnen_erwachsene: row erw_monopoly")));
        QVERIFY(!run.out.contains("untranslated"));
    }

    void checkFailsOnAMissingTranslation()
    {
        QVERIFY(sql("DELETE FROM item_texts WHERE item_key = 'muehle' AND language = 'en' AND "
                    "field = 'history'"));
        QVERIFY(sql("DELETE FROM inventory_texts WHERE row_key = 'erw_halma' AND language = 'en'"));
        const Run run = cli({"content", "check", "--data", dataDir()});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains("untranslated  muehle: en.history (German text without English)"),
                 qPrintable(run.out));
        QVERIFY(run.out.contains("untranslated  drinnen_erwachsene: row erw_halma: en.name"));
        QVERIFY(run.out.contains(" 3 missing (translation or required field)"));
    }

    void checkFailsOnAMissingRequiredField()
    {
        QVERIFY(sql("UPDATE items SET category = '' WHERE key = 'halma'"));
        QVERIFY(sql("DELETE FROM item_texts WHERE item_key = 'domino' AND field = 'summary'"));
        const Run run = cli({"content", "check", "--data", dataDir()});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.contains("missing       halma: category (required for a game)"));
        QVERIFY(run.out.contains("missing       domino: de.summary (required field is missing)"));
        QVERIFY(run.out.contains("missing       domino: en.summary (required field is missing)"));
    }

    // Issue 17: an item without a source note, or with additions it does not
    // name, fails the check; the bundled content has none.
    void checkFailsOnAnItemWithoutASourceNote()
    {
        QTemporaryDir other;
        QVERIFY(other.isValid());
        const Run clean = cli({"content", "check", "--data", other.path()});
        QCOMPARE(clean.exitCode, 0);
        QVERIFY2(!clean.out.contains("no source note"), qPrintable(clean.out));
        QVERIFY(rawSql(other.path(), {"UPDATE items SET provenance = '' WHERE key = 'muehle'",
                                      "DELETE FROM item_texts WHERE item_key = 'kniffel' AND "
                                      "field = 'provenance_note'"})
                    .isValid());
        const Run run = cli({"content", "check", "--data", other.path()});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(
            run.out.contains("no source note muehle: provenance (no source note (provenance))"),
            qPrintable(run.out));
        QVERIFY(run.out.contains("no source note kniffel: provenance (source note "
                                 "'house_with_additions' without a German provenance_note"));
        QVERIFY(run.out.contains(" 2 items without a source note, "));
    }

    // Issue 26 (A): a stored picture or sound name that is no plain file name
    // (tests/store/data/hostile_names), published or in a draft, fails the check.
    void checkFailsOnAMediaNameThatIsNoPlainFileName()
    {
        QTemporaryDir other;
        QVERIFY(other.isValid());
        QCOMPARE(cli({"content", "check", "--data", other.path()}).exitCode, 0);
        const QString hostile = QStringLiteral(ZV_SOURCE_DIR "/tests/store/data/hostile_names/");
        QFile statements(hostile + QStringLiteral("escaping_media.sql"));
        QVERIFY(statements.open(QIODevice::ReadOnly | QIODevice::Text));
        QFile draft(hostile + QStringLiteral("muehle_escaping_picture.json"));
        QVERIFY(draft.open(QIODevice::ReadOnly));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "other");
            db.setDatabaseName(QDir(other.path()).filePath("zeitvertreib.sqlite"));
            QVERIFY(db.open());
            for (const QByteArray& line : statements.readAll().split('\n')) {
                if (!line.trimmed().isEmpty() && !line.startsWith("--"))
                    QVERIFY2(QSqlQuery(db).exec(QString::fromUtf8(line)), line.constData());
            }
            QSqlQuery insert(db);
            insert.prepare("INSERT INTO item_drafts (item_key, payload, author, updated_at) "
                           "VALUES ('muehle', ?, 'alt', '2024-01-01')");
            insert.addBindValue(QString::fromUtf8(draft.readAll()));
            QVERIFY(insert.exec());
            db.close();
        }
        QSqlDatabase::removeDatabase("other");
        const Run run = cli({"content", "check", "--data", other.path()});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains("bad file name hausfrisur: step 1 (picture) "
                                  "('../zeitvertreib.sqlite' is not a plain file name in the "
                                  "media folder: the name starts with a dot)"),
                 qPrintable(run.out));
        QVERIFY(run.out.contains("bad file name hausfrisur: step 1 (sound) "));
        QVERIFY(run.out.contains("bad file name hausfrisur: step 2 (picture) ('/etc/passwd' "));
        QVERIFY(run.out.contains("bad file name hausfrisur: sound 'hausfrisur_ton_fremd' "));
        QVERIFY(run.out.contains("bad file name muehle: draft, picture 'muehle_bild_1' "
                                 "('../zeitvertreib.sqlite'"));
        QVERIFY2(run.out.contains(" 0 missing (translation or required field)"),
                 qPrintable(run.out));
        QVERIFY(run.out.contains("5 media names that are no plain file names"));
    }

    void checkOfASourceFolderListsFileErrors()
    {
        const Run run = cli({"content", "check", "--source",
                             ZV_SOURCE_DIR "/tests/store/data/malformed/tree_links"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.contains("error         "));
        QVERIFY(run.out.contains("'game: gibt_es_nicht' names no item"));
        const Run shipped = cli({"content", "check", "--source", ZV_SOURCE_DIR "/assets/content"});
        QCOMPARE(shipped.exitCode, 0);
        QVERIFY(!shipped.out.contains("error         "));
    }

    void searchPrintsHitsAndTime()
    {
        const Run run = cli({"content", "search", "MUEHLE", "--data", dataDir()});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith("muehle [de]  "));
        QVERIFY(run.out.contains("row erw_muehle"));
        QVERIFY(QRegularExpression("\\d+ hits in \\d+\\.\\d\\d ms").match(run.out).hasMatch());
        const Run english =
            cli({"content", "search", "Nine Men", "--language", "en", "--data", dataDir()});
        QVERIFY(english.out.startsWith("muehle [en]  "));
    }

    void usageErrorsExitWithTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no subcommand") << QStringList{"content"} << "expected a subcommand";
        QTest::newRow("unknown subcommand")
            << QStringList{"content", "tidy"} << "unknown subcommand \"tidy\"";
        QTest::newRow("no such folder")
            << QStringList{"content", "check", "--data", "/gibt/es/nicht"} << "is not a folder";
        QTest::newRow("both sources")
            << QStringList{"content", "export", "--data", "/tmp", "--source", "/tmp"}
            << "either --data or --source";
        QTest::newRow("search without query")
            << QStringList{"content", "search"} << "missing arguments";
        QTest::newRow("bad language") << QStringList{"content", "search", "x", "--language", "fr"}
                                      << "--language must be de or en";
    }

    void usageErrorsExitWithTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run run = cli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestContentCli)
#include "tst_content_cli.moc"
