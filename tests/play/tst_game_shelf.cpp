// The games shelf's entries (play::shelfEntry): every registered game has
// what a tile shows and the filters read, and no playable title is the
// registered trademark of a living publisher (issue 16: the collection's
// articles keep the real names; a playable version gets a generic title).
#include "core/game.h"
#include "game_catalog.h"
#include "models/game_boards.h"
#include "models/site_choice.h"

#include <QFile>
#include <QRegularExpression>
#include <QtTest>

using namespace zv;

namespace {

// The trademarked names the issue lists, with their English editions' names
// (a visitor switching to English must not meet them either).
const QStringList& trademarks()
{
    static const QStringList names = {
        QStringLiteral("Kniffel"),          QStringLiteral("Yahtzee"),
        QStringLiteral("Mensch ärgere"),    QStringLiteral("Memory"),
        QStringLiteral("Master Mind"),      QStringLiteral("Mastermind"),
        QStringLiteral("Monopoly"),         QStringLiteral("Scrabble"),
        QStringLiteral("Rummikub"),         QStringLiteral("Trivial Pursuit"),
        QStringLiteral("Risiko"),           QStringLiteral("Risk"),
        QStringLiteral("Spiel des Lebens"), QStringLiteral("Game of Life"),
    };
    return names;
}

// The trademark in `title` as a word (so "Risk" does not match "Brisk"), or "".
QString trademarkIn(const QString& title)
{
    for (const QString& name : trademarks()) {
        const QRegularExpression word(
            QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(name)),
            QRegularExpression::CaseInsensitiveOption |
                QRegularExpression::UseUnicodePropertiesOption);
        if (word.match(title).hasMatch())
            return name;
    }
    return {};
}

} // namespace

class GameShelfTest : public QObject {
    Q_OBJECT

private slots:
    // A game the engine knows but the kiosk has no board for is never offered
    // (no tile, no "Jetzt spielen"); every board named exists.
    void onlyGamesWithABoardAreOffered()
    {
        const SiteChoice everything;
        int offered = 0;
        for (const GameInfo& info : allGames()) {
            const QString key = QString::fromStdString(info.key);
            const QString path = kioskBoardPath(key);
            QCOMPARE(everything.offersGame(key), !path.isEmpty());
            if (path.isEmpty())
                continue;
            ++offered;
            QVERIFY2(QFile::exists(QStringLiteral(ZV_SOURCE_DIR "/qml/") + path), qPrintable(path));
        }
        QVERIFY(offered >= 5);
        QVERIFY(!everything.offersGame(QStringLiteral("no_such_game")));
    }

    void everyGameHasATile()
    {
        QVERIFY(!allGames().empty());
        const QStringList families = {QStringLiteral("board"), QStringLiteral("dice"),
                                      QStringLiteral("cards"), QStringLiteral("puzzle")};
        for (const GameInfo& info : allGames()) {
            const QString key = QString::fromStdString(info.key);
            const QVariantMap entry = play::shelfEntry(key, QStringLiteral("article_") + key);
            QCOMPARE(entry.value(QStringLiteral("key")).toString(), key);
            QCOMPARE(entry.value(QStringLiteral("itemKey")).toString(),
                     QStringLiteral("article_") + key);
            QVERIFY2(!entry.value(QStringLiteral("nameDe")).toString().isEmpty(), qPrintable(key));
            QVERIFY2(!entry.value(QStringLiteral("nameEn")).toString().isEmpty(), qPrintable(key));
            QVERIFY2(families.contains(entry.value(QStringLiteral("family")).toString()),
                     qPrintable(key));
            QVERIFY(entry.value(QStringLiteral("minSeats")).toInt() >= 1);
            QVERIFY(entry.value(QStringLiteral("maxSeats")).toInt() >=
                    entry.value(QStringLiteral("minSeats")).toInt());
            // Guidance a visitor can use: an age a child reaches, a length of a visit.
            const int minAge = entry.value(QStringLiteral("minAge")).toInt();
            QVERIFY2(minAge >= 3 && minAge <= 18, qPrintable(key));
            const int minutes = entry.value(QStringLiteral("minutes")).toInt();
            QVERIFY2(minutes >= 5 && minutes <= 120, qPrintable(key));
            // The tile has no use for the rule options.
            QVERIFY(!entry.contains(QStringLiteral("options")));
        }
    }

    void unknownGameHasNoTile()
    {
        QVERIFY(play::shelfEntry(QStringLiteral("no_such_game"), QStringLiteral("x")).isEmpty());
    }

    void theTrademarkCheckFindsTheNames()
    {
        QCOMPARE(trademarkIn(QStringLiteral("Kniffel")), QStringLiteral("Kniffel"));
        QCOMPARE(trademarkIn(QStringLiteral("Mensch ärgere Dich nicht")),
                 QStringLiteral("Mensch ärgere"));
        QCOMPARE(trademarkIn(QStringLiteral("The Game of Life")), QStringLiteral("Game of Life"));
        QCOMPARE(trademarkIn(QStringLiteral("Fünf Würfel")), QString());
        QCOMPARE(trademarkIn(QStringLiteral("Brisk")), QString());
    }

    void noPlayableTitleIsATrademark()
    {
        for (const GameInfo& info : allGames()) {
            const QVariantMap entry = play::shelfEntry(QString::fromStdString(info.key), {});
            for (const char* field : {"nameDe", "nameEn"}) {
                const QString title = entry.value(QLatin1String(field)).toString();
                const QString found = trademarkIn(title);
                QVERIFY2(found.isEmpty(),
                         qPrintable(QStringLiteral("%1 (%2): \"%3\" is a trademark")
                                        .arg(QString::fromStdString(info.key), QLatin1String(field),
                                             found)));
            }
        }
    }
};

QTEST_GUILESS_MAIN(GameShelfTest)
#include "tst_game_shelf.moc"
