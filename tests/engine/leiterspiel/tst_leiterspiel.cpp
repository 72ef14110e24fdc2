// The Leiterspiel's board as content: what staff may write in
// assets/content/boards/leiterspiel.yaml and what the validator refuses,
// with the message staff read (RULES.md, "The board is content").
#include "core/game.h"
#include "games/leiterspiel/leiterspiel_game.h"
#include "games/leiterspiel/ls_layout.h"
#include "store/board_layouts.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace zv;
using namespace zv::leiterspiel;

class LeiterspielTest : public QObject {
    Q_OBJECT

    static QString problems(const char* text)
    {
        return QString::fromStdString(checkLayoutText(text));
    }

private slots:
    void theDefaultBoardIsPlayable()
    {
        QCOMPARE(problems(defaultLayoutText().c_str()), QString());
        Layout layout;
        QVERIFY(parseLayout(defaultLayoutText(), &layout, nullptr));
        QCOMPARE(layout.ladders.size(), std::size_t(9));
        QCOMPARE(layout.snakes.size(), std::size_t(10));
        QCOMPARE(QString::fromStdString(layoutText(layout)),
                 QString::fromStdString(defaultLayoutText()));
    }

    void badLayouts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("ladder down") << "ladders 40-12; snakes"
                                     << "ladder 40-12: a ladder leads up; this one goes down";
        QTest::newRow("snake up") << "ladders; snakes 12-40"
                                  << "snake 12-40: a snake leads down; this one goes up";
        QTest::newRow("on the goal") << "ladders; snakes 100-50"
                                     << "snake 100-50: no ladder or snake may start on field 100";
        QTest::newRow("on field 1") << "ladders 1-38; snakes"
                                    << "ladder 1-38: no ladder or snake may start on field 1";
        QTest::newRow("beyond 100") << "ladders 90-101; snakes"
                                    << "ladder 90-101: the fields run from 1 to 100";
        QTest::newRow("field 0") << "ladders; snakes 10-0"
                                 << "snake 10-0: the fields run from 1 to 100";
        QTest::newRow("two exits") << "ladders 17-40; snakes 17-5"
                                   << "field 17 has two exits: ladder 17-40 and snake 17-5";
        QTest::newRow("leads nowhere") << "ladders 30-30; snakes"
                                       << "ladder 30-30: leads nowhere";
        QTest::newRow("a loop") << "ladders 10-20; snakes 20-10"
                                << "a loop: 10 -> 20 -> 10";
        QTest::newRow("a longer loop") << "ladders 10-20 15-30; snakes 20-15 30-10"
                                       << "a loop: 10 -> 20 -> 15 -> 30 -> 10";
        QTest::newRow("not a jump") << "ladders 10 to 20"
                                    << "\"10\" is not a jump";
        QTest::newRow("no list named") << "10-20"
                                       << "\"10-20\" is not a jump";
    }
    void badLayouts()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const QString found = problems(text.toUtf8().constData());
        QVERIFY2(found.contains(message), qPrintable(found));
    }

    // A chain (a ladder's top on a snake's head) is no loop, and allowed.
    void chainsAreAllowed() { QCOMPARE(problems("ladders 3-10; snakes 10-5"), QString()); }

    // The registry refuses a bad board with the validator's words, so no
    // game starts on it.
    void theRegistryRefusesABadBoard()
    {
        std::string why;
        const auto game =
            createGame("leiterspiel", {{"layout", "ladders 40-12; snakes"}}, {{}, {}}, &why);
        QVERIFY(!game);
        QVERIFY2(why.find("a ladder leads up") != std::string::npos, why.c_str());
        QVERIFY(createGame("leiterspiel", {{"layout", "ladders 5-50; snakes"}}, {{}, {}}));
    }

    // The exhibit's board file, read as the kiosk reads it, is the engine's
    // default board (which the CLI and the tests play).
    void theBundledBoardIsTheDefault()
    {
        const BoardLayoutRead read = readBoardLayout(
            QStringLiteral(ZV_SOURCE_DIR "/assets/content"), QStringLiteral("leiterspiel"));
        QVERIFY(read.found);
        QCOMPARE(read.error, QString());
        QCOMPARE(read.text, QString::fromStdString(defaultLayoutText()));
    }

    // The board file's own mistakes (not the layout's) name file and line.
    void aBrokenBoardFileNamesTheLine()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath("boards"));
        QFile file(dir.filePath("boards/leiterspiel.yaml"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("game: leiterspiel\nladders:\n  - {from: 2, to: 38}\n  - {from: zwei, to: 9}\n"
                   "snakes: []\n");
        file.close();
        BoardLayoutRead read = readBoardLayout(dir.path(), QStringLiteral("leiterspiel"));
        QVERIFY2(read.error.contains("leiterspiel.yaml:4:"), qPrintable(read.error));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("game: leiterspiel\nleitern:\n  - {from: 2, to: 38}\n");
        file.close();
        read = readBoardLayout(dir.path(), QStringLiteral("leiterspiel"));
        QVERIFY2(read.error.contains("unknown key 'leitern'"), qPrintable(read.error));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("game: leiterspiel\nladders:\n  - {from: 2, to: 38}\nsnakes:\n"
                   "  - {from: 38, to: 2}\n");
        file.close();
        read = readBoardLayout(dir.path(), QStringLiteral("leiterspiel"));
        QCOMPARE(read.error, QString());
        QCOMPARE(QString::fromStdString(checkLayoutText(read.text.toStdString())),
                 QStringLiteral("a loop: 2 -> 38 -> 2"));
    }
};

QTEST_GUILESS_MAIN(LeiterspielTest)
#include "tst_leiterspiel.moc"
