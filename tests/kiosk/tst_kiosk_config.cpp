// kiosk.conf as staff leave it (the files in tests/kiosk/conf/): a byte-order
// mark and CRLF from a Windows editor, the shipped file's comments, a header
// without its `]`, an open quote, names written as staff write them, a file
// where every value is wrong, and a cut-off pin_hash. The kiosk reads each
// without losing the rest, says what is wrong with the line, and what it
// offers the visitor is never empty.
#include "kiosk_conf_file.h"
#include "kiosk_config.h"
#include "site_names.h"
#include "store/content_store.h"
#include "store/password_hash.h"

#include <QTemporaryDir>
#include <QTest>

namespace {

QString fixture(const char* name)
{
    return QStringLiteral(ZV_SOURCE_DIR "/tests/kiosk/conf/") + QLatin1String(name);
}

QByteArray bytesOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool anyContains(const QStringList& lines, const QString& part)
{
    for (const QString& line : lines) {
        if (line.contains(part))
            return true;
    }
    return false;
}

} // namespace

class KioskConfigTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void byteOrderMarkAndCrlfAreRead();
    void shippedDefaultIsClean();
    void headerWithoutBracketIsReportedWithItsLine();
    void openQuoteIsReportedWithItsLine();
    void truncatedPinHashSaysWhereToFixIt();
    void namesAreMatchedAsStaffWriteThem_data();
    void namesAreMatchedAsStaffWriteThem();
    void sectionsSpieleShowsTheGames();
    void namesAsWrittenKeepTheValidOnes();
    void nothingValidFallsBackToTheWholeExhibit();

private:
    sitenames::ExhibitNames m_names;
    QTemporaryDir m_dir;
    std::unique_ptr<zv::ContentStore> m_store;
};

void KioskConfigTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    zv::OpenReport report;
    m_store = zv::ContentStore::open(m_dir.filePath(QStringLiteral("zeitvertreib.sqlite")),
                                     zv::ContentStore::Mode::Kiosk, &report);
    QVERIFY(m_store);
    m_names = sitenames::exhibitNames(m_store.get(), {QStringLiteral("de"), QStringLiteral("en")});
    QVERIFY(m_names.sections.size() >= 6);
    QVERIFY(m_names.games.size() >= 5);
}

void KioskConfigTest::byteOrderMarkAndCrlfAreRead()
{
    const QString path = fixture("bom_crlf.conf");
    QVERIFY(bytesOf(path).startsWith("\xEF\xBB\xBF[kiosk]") ||
            bytesOf(path).startsWith("\xEF\xBB\xBF;"));
    const KioskConfig config = readKioskConfig(path);
    QVERIFY2(config.problems.isEmpty(), qPrintable(config.problems.join('\n')));
    QCOMPARE(config.idleSeconds, 120);
    QCOMPARE(config.orientation, QStringLiteral("portrait"));
    QCOMPARE(config.language, QStringLiteral("de"));
    QVERIFY(config.pinHashProblem.isEmpty());
    QVERIFY(zv::password::verify(QStringLiteral("2468"), config.pinHash));
}

void KioskConfigTest::shippedDefaultIsClean()
{
    const QString path = QStringLiteral(ZV_SOURCE_DIR "/kiosk/kiosk.conf.default");
    QVERIFY(zv::kioskconf::structureProblems(bytesOf(path)).isEmpty());
    const KioskConfig config = readKioskConfig(path);
    QVERIFY2(config.problems.isEmpty(), qPrintable(config.problems.join('\n')));
    QVERIFY(!config.attractSong); // staff must allow the attract loop's song
    QStringList problems;
    const sitenames::Resolved site = sitenames::resolve(config, m_names, &problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    QVERIFY(site.choice.sections.isEmpty());
    QCOMPARE(site.language, QStringLiteral("de"));
}

void KioskConfigTest::headerWithoutBracketIsReportedWithItsLine()
{
    const KioskConfig config = readKioskConfig(fixture("no_bracket.conf"));
    QVERIFY2(anyContains(config.problems, QStringLiteral("line 2: the group header \"[kiosk\" "
                                                         "has no closing ]")),
             qPrintable(config.problems.join('\n')));
    // What could be read still counts: one slip costs no other setting.
    QCOMPARE(config.idleSeconds, 60);
    QCOMPARE(config.language, QStringLiteral("en"));
}

void KioskConfigTest::openQuoteIsReportedWithItsLine()
{
    const KioskConfig config = readKioskConfig(fixture("unbalanced_quote.conf"));
    QVERIFY2(
        anyContains(config.problems, QStringLiteral("line 3: the value of sections opens a quote")),
        qPrintable(config.problems.join('\n')));
    // The swallowed lines' names do not empty the exhibit either.
    QStringList problems;
    const sitenames::Resolved site = sitenames::resolve(config, m_names, &problems);
    Q_UNUSED(site);
    QCOMPARE(config.idleSeconds, 60);
}

void KioskConfigTest::truncatedPinHashSaysWhereToFixIt()
{
    const QString path = fixture("truncated_pin.conf");
    const KioskConfig config = readKioskConfig(path);
    QVERIFY(!config.pinHash.isEmpty());
    QVERIFY2(config.pinHashProblem.contains(QStringLiteral("cut off")),
             qPrintable(config.pinHashProblem));
    QVERIFY2(
        anyContains(config.problems, QStringLiteral("zeitvertreib-cli kiosk-pin --config ") + path),
        qPrintable(config.problems.join('\n')));
    // Every way a hash is damaged has its reason.
    const QString good = zv::password::hash(QStringLiteral("2468"), 1000);
    QVERIFY(zv::password::problemOf(good).isEmpty());
    for (const QString& bad :
         {good.left(good.size() - 3), good.left(20), QString(good).replace(0, 6, "pbkdf1"),
          QString(good).replace("$1000$", "$tausend$"), QString(good).replace("$1000$", "$0$"),
          QString(good).insert(good.lastIndexOf('$') + 1, QStringLiteral("!")),
          good + QStringLiteral("$x")}) {
        QVERIFY2(!zv::password::problemOf(bad).isEmpty(), qPrintable(bad));
        QVERIFY(!zv::password::verify(QStringLiteral("2468"), bad));
    }
}

void KioskConfigTest::namesAreMatchedAsStaffWriteThem_data()
{
    QTest::addColumn<QString>("written");
    QTest::addColumn<QString>("key");
    QTest::newRow("capital") << "Spiele"
                             << "spiele";
    QTest::newRow("upper case") << "SAMMLUNG"
                                << "sammlung";
    QTest::newRow("umlaut for ue") << "Über"
                                   << "ueber";
    QTest::newRow("umlaut without dots") << "Uber diese Ausstellung"
                                         << "ueber";
    QTest::newRow("German title") << "Über diese Ausstellung"
                                  << "ueber";
    QTest::newRow("English title") << "people of the house"
                                   << "menschen";
    QTest::newRow("spaces") << "  laternenlieder "
                            << "laternenlieder";
    QTest::newRow("unknown") << "Nichts"
                             << "";
}

void KioskConfigTest::namesAreMatchedAsStaffWriteThem()
{
    QFETCH(QString, written);
    QFETCH(QString, key);
    QCOMPARE(sitenames::keyNamed(written, m_names.sections), key);
    // ß and ss, umlauts and their transcriptions compare alike.
    QVERIFY(sitenames::comparableForms(QStringLiteral("Straße"))
                .contains(sitenames::comparableForms(QStringLiteral("STRASSE")).constFirst()));
    QCOMPARE(sitenames::keyNamed(QStringLiteral("Mühle"), m_names.games), QStringLiteral("muehle"));
    QCOMPARE(sitenames::keyNamed(QStringLiteral("Glocke & Hammer"), m_names.games),
             QStringLiteral("glocke_hammer"));
    QCOMPARE(sitenames::keyNamed(QStringLiteral("Deutsch"), m_names.languages),
             QStringLiteral("de"));
    QCOMPARE(sitenames::keyNamed(QStringLiteral("EN"), m_names.languages), QStringLiteral("en"));
}

void KioskConfigTest::sectionsSpieleShowsTheGames()
{
    const KioskConfig config = readKioskConfig(fixture("spiele.conf"));
    QVERIFY(config.problems.isEmpty());
    QStringList problems;
    const sitenames::Resolved site = sitenames::resolve(config, m_names, &problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    QCOMPARE(site.choice.sections, QStringList{QStringLiteral("spiele")});
    QVERIFY(site.choice.showsSection(QStringLiteral("spiele")));
    QVERIFY(!site.choice.showsSection(QStringLiteral("sammlung")));
}

void KioskConfigTest::namesAsWrittenKeepTheValidOnes()
{
    const KioskConfig config = readKioskConfig(fixture("names_as_written.conf"));
    QVERIFY2(config.problems.isEmpty(), qPrintable(config.problems.join('\n')));
    QCOMPARE(config.orientation, QStringLiteral("portrait"));
    QVERIFY(config.attractSong);
    QCOMPARE(config.attractSongVolume, 20);
    QStringList problems;
    const sitenames::Resolved site = sitenames::resolve(config, m_names, &problems);
    QCOMPARE(site.choice.sections, (QStringList{QStringLiteral("spiele"), QStringLiteral("ueber"),
                                                QStringLiteral("menschen")}));
    QCOMPARE(site.choice.games,
             (QStringList{QStringLiteral("muehle"), QStringLiteral("glocke_hammer"),
                          QStringLiteral("schocken")}));
    QCOMPARE(site.language, QStringLiteral("en"));
    // The unknown ones, each in a line of its own; Skat is in the exhibit
    // but cannot be played on the kiosk.
    QCOMPARE(problems.size(), 2);
    QVERIFY2(problems.at(0).contains(QStringLiteral("sections: \"Gibtsnicht\" is not a section")),
             qPrintable(problems.at(0)));
    QVERIFY2(problems.at(1).contains(QStringLiteral("games: \"Skat\" is not a playable game")),
             qPrintable(problems.at(1)));
}

void KioskConfigTest::nothingValidFallsBackToTheWholeExhibit()
{
    const KioskConfig config = readKioskConfig(fixture("nothing_valid.conf"));
    QCOMPARE(config.idleSeconds, KioskConfig::kDefaultIdleSeconds);
    QCOMPARE(config.countdownSeconds, KioskConfig::kDefaultCountdownSeconds);
    QCOMPARE(config.orientation, QStringLiteral("landscape"));
    QVERIFY(!config.pinHashProblem.isEmpty());
    QVERIFY(anyContains(config.problems, QStringLiteral("idle_seconds=0 is not a number")));
    QVERIFY(anyContains(config.problems, QStringLiteral("countdown_seconds=100000 is not")));
    QVERIFY(anyContains(config.problems, QStringLiteral("orientation=schraeg")));
    QVERIFY(!config.attractSong);
    QCOMPARE(config.attractSongVolume, 30);
    QVERIFY(
        anyContains(config.problems, QStringLiteral("attract_song=vielleicht is not on or off")));
    QVERIFY(anyContains(config.problems, QStringLiteral("attract_song_volume=300 is not")));
    QStringList problems;
    const sitenames::Resolved site = sitenames::resolve(config, m_names, &problems);
    QVERIFY(site.choice.sections.isEmpty()); // all
    QVERIFY(site.choice.games.isEmpty());    // all
    QCOMPARE(site.language, QStringLiteral("de"));
    QVERIFY2(anyContains(problems, QStringLiteral("sections=Nichts, Gibtsnicht names no section "
                                                  "of the exhibit; showing all of them")),
             qPrintable(problems.join('\n')));
    QVERIFY(anyContains(problems, QStringLiteral("games=Gibtsnicht names no playable game")));
    QVERIFY(anyContains(problems, QStringLiteral("language=Klingonisch")));
}

QTEST_GUILESS_MAIN(KioskConfigTest)
#include "tst_kiosk_config.moc"
