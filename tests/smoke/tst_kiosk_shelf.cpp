// The games shelf on a 1920×1080 screen, by simulated touches: the tiles of
// the playable games, the filter chips (or within a group, and across
// groups), the empty result with its way back, English titles, the article
// behind a tile, and thirty tiles (a made-up list) that browse by scrolling;
// a game left under way waits on its tile and in its lobby ("Weiterspielen").
// Screenshots in ZV_SCREENSHOT_DIR (shelf_*.png).
#include "exhibit.h"
#include "game_session.h"
#include "kiosk_controller.h"
#include "kiosk_driver.h"

#include <QJSValue>
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
    void aLeftGameWaitsOnItsTile();
    void noWarnings();

private:
    bool tap(const QString& objectName) { return m_driver.tap(objectName); }
    // The game keys whose tiles are on the screen, sorted.
    QStringList shownTiles() const;
    QStringList allKeys() const;
    // The person's turns of Raus mit dir! by touch (the die, a glowing piece
    // and its target, or "spare" when nothing moves) until `moves` are played.
    bool rausTouches(int moves);
    // A list property of a board (its glowing cells), [] when absent.
    QStringList boardList(const QString& board, const char* property) const;
    // The session's record as "seat move" lines.
    QStringList recordLines() const;
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

QStringList KioskShelfTest::boardList(const QString& board, const char* property) const
{
    QQuickItem* found = m_driver.item(board);
    QVariant value = found ? found->property(property) : QVariant();
    if (value.canConvert<QJSValue>())
        value = value.value<QJSValue>().toVariant();
    return value.toStringList();
}

QStringList KioskShelfTest::recordLines() const
{
    QStringList lines;
    for (const zv::RecordedMove& move : m_driver.kiosk()->session()->record().moves)
        lines.append(QStringLiteral("%1 %2").arg(move.seat).arg(QString::fromStdString(move.text)));
    return lines;
}

bool KioskShelfTest::rausTouches(int moves)
{
    GameSession* session = m_driver.kiosk()->session();
    const auto personToMove = [&] {
        return QTest::qWaitFor(
            [&] {
                return session->humanToMove() && !session->thinking() &&
                       m_driver.item(QStringLiteral("rausBoard"));
            },
            20000);
    };
    for (int touch = 0; touch < 200 && session->moveCount() < moves; ++touch) {
        if (!personToMove())
            return false;
        if (session->nextInputs().contains(QStringLiteral("die"))) {
            if (!tap(QStringLiteral("rausDieArea")))
                return false;
            continue;
        }
        const QStringList pieces = boardList(QStringLiteral("rausBoard"), "selectable");
        if (pieces.isEmpty()) {
            if (!tap(QStringLiteral("rausSpareButton")))
                return false;
            continue;
        }
        if (!tap(QStringLiteral("cell_") + pieces.first()))
            return false;
        const QStringList targets = boardList(QStringLiteral("rausBoard"), "targets");
        if (targets.isEmpty() || !tap(QStringLiteral("cell_") + targets.first()))
            return false;
    }
    return personToMove();
}

// Issue 20: a family leaves a dice game and a board game for Home, finds
// "Weiterspielen" on both tiles, and each comes back as it was left; "Neues
// Spiel" in the lobby asks before it ends a game with moves.
void KioskShelfTest::aLeftGameWaitsOnItsTile()
{
    GameSession* session = m_driver.kiosk()->session();
    session->setComputerDelay(30);
    session->seedLaterStarts(1);
    QVERIFY(!m_driver.item(QStringLiteral("continue_raus")));

    // Raus mit dir!, the person (red) against the computer (blue).
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(m_driver.openLobby(QStringLiteral("raus")));
    QVERIFY(!m_driver.item(QStringLiteral("continueGame")));
    QVERIFY(tap(QStringLiteral("seatsFewer")));
    QVERIFY(tap(QStringLiteral("seatsFewer")));
    QVERIFY(tap(QStringLiteral("startGame")));
    QVERIFY(rausTouches(12));
    const QStringList rausRecord = recordLines();
    const QVariantMap rausState = session->state();
    QVERIFY(tap(QStringLiteral("homeButton")));
    QVERIFY(!session->active());
    QCOMPARE(session->keptGames(), QStringList{QStringLiteral("raus")});

    // Mühle, two stones placed by touch against the computer.
    QVERIFY(m_driver.openLobby(QStringLiteral("muehle")));
    QVERIFY(tap(QStringLiteral("seat1_computer")));
    QVERIFY(tap(QStringLiteral("startGame")));
    for (int stone = 0; stone < 2; ++stone) {
        QTRY_VERIFY_WITH_TIMEOUT(session->humanToMove() && !session->thinking(), 20000);
        const QStringList next = session->nextInputs();
        QVERIFY(!next.isEmpty());
        QVERIFY(tap(QStringLiteral("point_") + next.first()));
    }
    QTRY_VERIFY_WITH_TIMEOUT(session->humanToMove() && !session->thinking(), 20000);
    const QStringList muehleRecord = recordLines();
    const QVariantMap muehleState = session->state();
    QVERIFY(tap(QStringLiteral("backButton")));
    QTRY_VERIFY(m_driver.item(QStringLiteral("continueGame")));
    QCOMPARE(session->keptGames(), (QStringList{QStringLiteral("muehle"), QStringLiteral("raus")}));
    QVERIFY(tap(QStringLiteral("homeButton")));

    // The shelf: both tiles offer "Weiterspielen"; the others do not.
    init();
    QVERIFY(m_driver.item(QStringLiteral("continue_raus")));
    QVERIFY(m_driver.item(QStringLiteral("continue_muehle")));
    QVERIFY(!m_driver.item(QStringLiteral("continue_dame")));
    QCOMPARE(m_driver.item(QStringLiteral("continue_raus"))->property("text").toString(),
             QStringLiteral("Weiterspielen"));
    QVERIFY(m_driver.item(QStringLiteral("continue_raus"))->height() >= 72);
    QVERIFY(m_driver.shotBoth(QStringLiteral("kept_tiles")));
    QVERIFY(tap(QStringLiteral("continue_raus")));
    QTRY_VERIFY(m_driver.item(QStringLiteral("rausBoard")));
    QCOMPARE(session->gameKey(), QStringLiteral("raus"));
    QCOMPARE(recordLines(), rausRecord);
    QCOMPARE(session->state(), rausState);
    QVERIFY(session->humanToMove());
    QVERIFY(rausTouches(rausRecord.size() + 1)); // and it goes on
    QVERIFY(tap(QStringLiteral("homeButton")));

    // Mühle's lobby: "Weiterspielen" first; "Neues Spiel" asks.
    QVERIFY(m_driver.openLobby(QStringLiteral("muehle")));
    QVERIFY(m_driver.item(QStringLiteral("continueGame")));
    QCOMPARE(m_driver.item(QStringLiteral("startGame"))->property("text").toString(),
             QStringLiteral("Neues Spiel"));
    QVERIFY(m_driver.shotBoth(QStringLiteral("kept_lobby")));
    m_driver.tapItem(m_driver.item(QStringLiteral("startGame"))); // tap() would answer
    QTRY_VERIFY(m_driver.item(QStringLiteral("newGameQuestion")));
    QVERIFY(m_driver.shotBoth(QStringLiteral("kept_question")));
    QVERIFY(tap(QStringLiteral("confirmCancel")));
    QTRY_VERIFY(!m_driver.item(QStringLiteral("newGameQuestion")));
    QVERIFY(!session->active());
    QVERIFY(tap(QStringLiteral("continueGame")));
    QTRY_VERIFY(m_driver.item(QStringLiteral("point_a1")));
    QCOMPARE(recordLines(), muehleRecord);
    QCOMPARE(session->state(), muehleState);
    // Back in the lobby, the new game after the question replaces it.
    QVERIFY(tap(QStringLiteral("backButton")));
    QTRY_VERIFY(m_driver.item(QStringLiteral("continueGame")));
    m_driver.tapItem(m_driver.item(QStringLiteral("startGame")));
    QTRY_VERIFY(m_driver.item(QStringLiteral("confirmNewGame")));
    QVERIFY(tap(QStringLiteral("confirmNewGame")));
    QTRY_COMPARE(session->gameKey(), QStringLiteral("muehle"));
    QVERIFY(session->active());
    QCOMPARE(session->moveCount(), 0);
    QCOMPARE(session->keptGames(), QStringList{QStringLiteral("raus")});
    session->forgetAllKept();
    QVERIFY(tap(QStringLiteral("homeButton")));
}

void KioskShelfTest::noWarnings()
{
    QCOMPARE(m_driver.warnings(), QStringList());
}

QTEST_MAIN(KioskShelfTest)
#include "tst_kiosk_shelf.moc"
