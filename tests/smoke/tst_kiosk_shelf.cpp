// The games shelf on a 1920×1080 screen, by simulated touches: the tiles of
// the playable games, the filter chips (or within a group, and across
// groups), the empty result with its way back, English titles, the article
// behind a tile, and thirty tiles (a made-up list) that browse by scrolling.
// Screenshots in ZV_SCREENSHOT_DIR (shelf_*.png).
#include "exhibit.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"

#include <QQuickItem>
#include <QTest>

#include <algorithm>
#include <functional>

class KioskShelfTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void everyPlayableGameHasATile();
    void chipsCombine();
    void nothingFitsOffersTheReset();
    void englishTitles();
    void tileOpensTheArticleAndTheLobbyLinksBack();
    void fiveGamesFillTheScreen();
    void thirtyGamesBrowse();
    void noWarnings();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    // The game keys whose tiles are on the screen, sorted.
    QStringList shownTiles() const;
    QStringList allKeys() const;
    // The shelf's game keys, sorted, whose entries `keep` accepts.
    QStringList expected(const std::function<bool(const QVariantMap&)>& keep) const;
    static QString family(const QVariantMap& g)
    {
        return g.value(QStringLiteral("family")).toString();
    }
    static int minutes(const QVariantMap& g)
    {
        return g.value(QStringLiteral("minutes"), 20).toInt();
    }
    static int maxSeats(const QVariantMap& g)
    {
        return g.value(QStringLiteral("maxSeats"), g.value(QStringLiteral("minSeats"), 2)).toInt();
    }

    KioskDriver m_driver{QStringLiteral("shelf")};
    Exhibit* m_exhibit = nullptr;
};

void KioskShelfTest::initTestCase()
{
    QVERIFY(m_driver.start(QSize(1920, 1080)));
    m_exhibit = m_driver.kiosk()->exhibit();
}

void KioskShelfTest::init()
{
    if (m_exhibit->language() != QLatin1String("de"))
        QVERIFY(tap(QStringLiteral("languageButton")));
    QVERIFY(tap(QStringLiteral("homeButton")));
    const QString games = m_exhibit->sectionOfKind(QStringLiteral("games"));
    QVERIFY(tap(QStringLiteral("section_") + games));
    // On a busy machine the page may take a moment to appear.
    QTRY_VERIFY(m_driver.item(QStringLiteral("gameShelf")));
}

QStringList KioskShelfTest::shownTiles() const
{
    QStringList keys;
    for (const QString& key : allKeys()) {
        if (m_driver.item(QStringLiteral("play_") + key))
            keys.append(key);
    }
    return keys;
}

QStringList KioskShelfTest::allKeys() const
{
    QStringList keys;
    for (const QVariant& game : m_exhibit->shelfGames())
        keys.append(game.toMap().value(QStringLiteral("key")).toString());
    std::sort(keys.begin(), keys.end());
    return keys;
}

QStringList KioskShelfTest::expected(const std::function<bool(const QVariantMap&)>& keep) const
{
    QStringList keys;
    for (const QVariant& game : m_exhibit->shelfGames()) {
        if (keep(game.toMap()))
            keys.append(game.toMap().value(QStringLiteral("key")).toString());
    }
    std::sort(keys.begin(), keys.end());
    return keys;
}

void KioskShelfTest::everyPlayableGameHasATile()
{
    // Every registered game with an article is on the shelf (tst_game_shelf
    // holds the catalog against the registry); a few named ones as anchors.
    QVERIFY(allKeys().size() >= 16);
    for (const QString& key : {QStringLiteral("muehle"), QStringLiteral("schach"),
                               QStringLiteral("paschen"), QStringLiteral("toccategli")})
        QVERIFY2(allKeys().contains(key), qPrintable(key));
    QCOMPARE(shownTiles(), allKeys());
    // The playable title is the engine's; the family is named on the tile.
    QCOMPARE(m_driver.item(QStringLiteral("shelfTitle_muehle"))->property("text").toString(),
             QStringLiteral("Mühle"));
    QVERIFY(m_driver.shot(QStringLiteral("de_all")));
}

void KioskShelfTest::chipsCombine()
{
    // Each step's expected tiles come from the games' own figures (family,
    // seats, age, minutes) by the rules the chips promise, so a new game
    // needs no edit here; the anchors say what a step must at least keep.
    // One kind: the dice games.
    QVERIFY(tap(QStringLiteral("filter_family_dice")));
    const auto dice = [](const QVariantMap& g) { return family(g) == QLatin1String("dice"); };
    QVERIFY(expected(dice).contains(QStringLiteral("paschen")));
    QCOMPARE(shownTiles(), expected(dice));
    QVERIFY(m_driver.shot(QStringLiteral("de_dice")));
    // A second kind widens the choice (or within a group).
    QVERIFY(tap(QStringLiteral("filter_family_board")));
    const auto diceOrBoard = [](const QVariantMap& g) {
        return family(g) == QLatin1String("dice") || family(g) == QLatin1String("board");
    };
    QVERIFY(expected(diceOrBoard).size() > expected(dice).size());
    QCOMPARE(shownTiles(), expected(diceOrBoard));
    // A length narrows it (and across groups): up to 15 minutes.
    QVERIFY(tap(QStringLiteral("filter_duration_15")));
    const auto short15 = [&](const QVariantMap& g) { return diceOrBoard(g) && minutes(g) <= 15; };
    QVERIFY(expected(short15).contains(QStringLiteral("muehle")));
    QVERIFY(expected(short15).size() < expected(diceOrBoard).size());
    QCOMPARE(shownTiles(), expected(short15));
    // Or longer than half an hour as well.
    QVERIFY(tap(QStringLiteral("filter_duration_long")));
    const auto shortOrLong = [&](const QVariantMap& g) {
        return diceOrBoard(g) && (minutes(g) <= 15 || minutes(g) > 30);
    };
    QVERIFY(expected(shortOrLong).size() > expected(short15).size());
    QCOMPARE(shownTiles(), expected(shortOrLong));
    // From age 8.
    QVERIFY(tap(QStringLiteral("filter_age_8")));
    const auto from8 = [&](const QVariantMap& g) {
        return shortOrLong(g) && g.value(QStringLiteral("minAge"), 8).toInt() <= 8;
    };
    QVERIFY(!expected(from8).isEmpty());
    QCOMPARE(shownTiles(), expected(from8));
    // Five or more at the table.
    QVERIFY(tap(QStringLiteral("filter_players_5+")));
    const auto fivePlus = [&](const QVariantMap& g) { return from8(g) && maxSeats(g) >= 5; };
    QVERIFY(expected(fivePlus).contains(QStringLiteral("paschen")));
    QCOMPARE(shownTiles(), expected(fivePlus));
    QVERIFY(m_driver.shot(QStringLiteral("de_filtered")));
    // "Show all" clears every group.
    QVERIFY(tap(QStringLiteral("filter_reset")));
    QCOMPARE(shownTiles(), allKeys());
    QVERIFY(!m_driver.item(QStringLiteral("filter_reset")));
}

void KioskShelfTest::nothingFitsOffersTheReset()
{
    QVERIFY(!m_driver.item(QStringLiteral("shelfEmpty")));
    QVERIFY(tap(QStringLiteral("filter_family_dice")));
    QVERIFY(tap(QStringLiteral("filter_age_6")));
    const auto dice6 = [](const QVariantMap& g) {
        return family(g) == QLatin1String("dice") &&
               g.value(QStringLiteral("minAge"), 8).toInt() <= 6;
    };
    QVERIFY(!expected(dice6).isEmpty());
    QCOMPARE(shownTiles(), expected(dice6));
    // No dice game for a child of six runs longer than half an hour with
    // five or more at the table: nothing fits.
    QVERIFY(tap(QStringLiteral("filter_players_5+")));
    QVERIFY(tap(QStringLiteral("filter_duration_long")));
    const auto none = [&](const QVariantMap& g) {
        return dice6(g) && maxSeats(g) >= 5 && minutes(g) > 30;
    };
    QVERIFY2(expected(none).isEmpty(), "a game now fits: choose chips that nothing fits");
    QCOMPARE(shownTiles(), QStringList());
    QVERIFY(m_driver.item(QStringLiteral("shelfEmpty")));
    QVERIFY(m_driver.shot(QStringLiteral("de_empty")));
    QVERIFY(tap(QStringLiteral("shelfEmptyReset")));
    QCOMPARE(shownTiles(), allKeys());
    QVERIFY(!m_driver.item(QStringLiteral("shelfEmpty")));
}

void KioskShelfTest::englishTitles()
{
    QVERIFY(tap(QStringLiteral("languageButton")));
    QCOMPARE(m_exhibit->language(), QStringLiteral("en"));
    QCOMPARE(m_driver.item(QStringLiteral("shelfTitle_muehle"))->property("text").toString(),
             QStringLiteral("Nine Men's Morris"));
    QVERIFY(m_driver.shot(QStringLiteral("en_all")));
    QVERIFY(tap(QStringLiteral("filter_family_board")));
    QVERIFY(tap(QStringLiteral("filter_players_2")));
    const auto boardForTwo = [](const QVariantMap& g) {
        return family(g) == QLatin1String("board") &&
               g.value(QStringLiteral("minSeats"), 2).toInt() <= 2 && maxSeats(g) >= 2;
    };
    QVERIFY(expected(boardForTwo).contains(QStringLiteral("muehle")));
    QCOMPARE(shownTiles(), expected(boardForTwo));
    QVERIFY(m_driver.shot(QStringLiteral("en_filtered")));
}

void KioskShelfTest::tileOpensTheArticleAndTheLobbyLinksBack()
{
    QVERIFY(tap(QStringLiteral("shelfArticle_muehle")));
    QCOMPARE(m_driver.item(QStringLiteral("articleTitle"))->property("text").toString(),
             QStringLiteral("Mühle"));
    // The article's "Play now", then from the lobby back to the article.
    QVERIFY(tap(QStringLiteral("articlePlay")));
    QTRY_VERIFY(m_driver.item(QStringLiteral("startGame")));
    QVERIFY(tap(QStringLiteral("lobbyArticle")));
    QCOMPARE(m_driver.item(QStringLiteral("articleTitle"))->property("text").toString(),
             QStringLiteral("Mühle"));
    QCOMPARE(m_exhibit->articleOfGame(QStringLiteral("muehle")), QStringLiteral("muehle"));

    // Issue 16: the set-up screen also leads to the game's object on the
    // collection's wall, which opens unfiltered with that tile in view and
    // marked; the other tiles stay unmarked.
    QVERIFY(tap(QStringLiteral("articlePlay")));
    QTRY_VERIFY(m_driver.item(QStringLiteral("startGame")));
    QVERIFY(tap(QStringLiteral("lobbyCollection")));
    QTRY_VERIFY(m_driver.item(QStringLiteral("inventoryWall")));
    QQuickItem* wall = m_driver.item(QStringLiteral("inventoryWall"));
    m_driver.waitUntilStill(wall);
    QQuickItem* tile = m_driver.item(QStringLiteral("tile_erw_muehle"));
    QVERIFY2(tile, "the Mühle row is not on the wall");
    QVERIFY(tile->property("marked").toBool());
    const QRectF inWall = tile->mapRectToItem(wall, tile->boundingRect());
    QVERIFY2(inWall.top() >= 0 && inWall.bottom() <= wall->height(),
             qPrintable(QStringLiteral("tile at %1..%2 of %3")
                            .arg(inWall.top())
                            .arg(inWall.bottom())
                            .arg(wall->height())));
    QVERIFY(m_driver.item(QStringLiteral("tileMarked")));
    QQuickItem* other = m_driver.find([](QQuickItem* item) {
        return item->objectName().startsWith(QLatin1String("tile_")) &&
               item->objectName() != QLatin1String("tile_erw_muehle") &&
               item->property("marked").isValid();
    });
    QVERIFY(other);
    QVERIFY(!other->property("marked").toBool());
    QVERIFY(m_driver.shot(QStringLiteral("de_collection_row")));
}

void KioskShelfTest::fiveGamesFillTheScreen()
{
    // Few games: large tiles over most of the free height, no half-empty
    // screen. Five of the real shelf, so the catalog may grow past what fits.
    QQuickItem* shelf = m_driver.item(QStringLiteral("gameShelf"));
    QVERIFY(shelf);
    const QVariant all = shelf->property("games");
    shelf->setProperty("games", all.toList().mid(0, 5));
    QQuickItem* flick = m_driver.item(QStringLiteral("shelfFlick"));
    QVERIFY(flick);
    const qreal used = flick->property("contentHeight").toReal();
    QVERIFY2(used >= 0.6 * flick->height(),
             qPrintable(QStringLiteral("%1 of %2").arg(used).arg(flick->height())));
    QVERIFY(used <= flick->height());
    shelf->setProperty("games", all);
}

void KioskShelfTest::thirtyGamesBrowse()
{
    // A made-up shelf of thirty (the catalog has fewer yet), spread over the
    // families, table sizes, ages and lengths.
    const QStringList families = {QStringLiteral("dice"), QStringLiteral("cards"),
                                  QStringLiteral("board"), QStringLiteral("puzzle")};
    QVariantList games;
    for (int i = 0; i < 30; ++i) {
        games.append(QVariantMap{
            {QStringLiteral("key"), QStringLiteral("fake%1").arg(i)},
            {QStringLiteral("nameDe"), QStringLiteral("Übungsspiel Nummer %1").arg(i + 1)},
            {QStringLiteral("nameEn"), QStringLiteral("Practice game number %1").arg(i + 1)},
            {QStringLiteral("family"), families.at(i % 4)},
            {QStringLiteral("minSeats"), 1 + i % 3},
            {QStringLiteral("maxSeats"), 2 + i % 5},
            {QStringLiteral("minAge"), i % 3 == 0   ? 6
                                       : i % 3 == 1 ? 8
                                                    : 12},
            {QStringLiteral("minutes"), 10 + (i % 5) * 10},
            {QStringLiteral("itemKey"), QStringLiteral("muehle")}});
    }
    QQuickItem* shelf = m_driver.item(QStringLiteral("gameShelf"));
    QVERIFY(shelf);
    shelf->setProperty("games", games);
    QQuickItem* flick = m_driver.item(QStringLiteral("shelfFlick"));
    QVERIFY(m_driver.item(QStringLiteral("play_fake0")));
    QQuickItem* tile = m_driver.item(QStringLiteral("play_fake0"));
    // Tiles a finger meets easily, several rows in sight, the rest by scrolling.
    QVERIFY(tile->width() >= 300 && tile->height() >= 200);
    QVERIFY(flick->property("contentHeight").toReal() > flick->height());
    QVERIFY(flick->height() / tile->height() >= 2.2);
    QVERIFY(m_driver.shot(QStringLiteral("de_thirty")));
    // The filters work on the long shelf too: the puzzles are every fourth.
    QVERIFY(tap(QStringLiteral("filter_family_puzzle")));
    int shown = 0;
    for (int i = 0; i < 30; ++i) {
        if (m_driver.item(QStringLiteral("play_fake%1").arg(i)))
            ++shown;
    }
    QCOMPARE(shown, 7);
    QVERIFY(m_driver.shot(QStringLiteral("de_thirty_puzzles")));
}

void KioskShelfTest::noWarnings()
{
    QCOMPARE(m_driver.warnings(), QStringList());
}

QTEST_MAIN(KioskShelfTest)
#include "tst_kiosk_shelf.moc"
