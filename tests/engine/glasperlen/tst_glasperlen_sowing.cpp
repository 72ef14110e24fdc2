// Sowing: all beads of one own pit, one per pit in order, the player's choice
// of which bead goes where, the starting pit skipped on laps, feeding.
#include "tst_glasperlen.h"
#include "tst_glasperlen_helpers.h"

using namespace gp_test;
using zv::glasperlen::Phase;

void TestGlasperlen::startPosition()
{
    const GpState s;
    const int gems[5] = {5, 4, 3, 2, 1};
    for (int p = 0; p < 10; ++p)
        QCOMPARE(pitText(s, p), std::string("0") + static_cast<char>('0' + gems[p % 5]));
    QCOMPARE(s.points(0), 0);
    QCOMPARE(s.points(1), 0);
    QCOMPARE(s.toMove(), zv::glasperlen::kSouth);
    QCOMPARE(s.gemsOnBoard(), 10);
    QCOMPARE(s.invariantViolation(), std::string());
    auto game = zv::createGame("glasperlen", {}, {{}, {}});
    QVERIFY(game);
    QCOMPARE(game->legalMoves(), (std::vector<std::string>{"A", "B", "C", "D", "E"}));
}

void TestGlasperlen::sowingTakesAllBeadsOneByOne()
{
    GpState s;
    QVERIFY(play(s, "C30"));
    QCOMPARE(pitText(s, 2), std::string());      // C emptied
    QCOMPARE(pitText(s, 3), std::string("023")); // D: its own stone and 2, and the 3
    QCOMPARE(pitText(s, 4), std::string("001")); // E: the stone
    QCOMPARE(s.toMove(), zv::glasperlen::kNorth);
    QCOMPARE(s.lastTurn().sownCount, std::uint8_t{2});
}

void TestGlasperlen::playerChoosesTheOrder()
{
    GpState a, b;
    QVERIFY(play(a, "C30"));
    QVERIFY(play(b, "C03"));
    QCOMPARE(pitText(b, 3), std::string("002"));
    QCOMPARE(pitText(b, 4), std::string("013"));
    QVERIFY(a.hash() != b.hash());
    // Bead by bead: after the pit, each bead of the hand may come next.
    GpState c;
    QVERIFY(play(c, "C"));
    QCOMPARE(c.phase(), Phase::Sow);
    QCOMPARE(c.toMove(), zv::glasperlen::kSouth);
    QCOMPARE(c.nextPit(), 3);
    auto game = zv::glasperlen::makeGlasperlenGame(c);
    QCOMPARE(game->legalMoves(), (std::vector<std::string>{"0", "3"}));
    QVERIFY(play(c, "3"));
    QCOMPARE(c.nextPit(), 4);
    QVERIFY(play(c, "0"));
    QCOMPARE(c.hash(), a.hash());
}

void TestGlasperlen::sowingContinuesOnTheOpponentsSideNeverIntoCups()
{
    GpState s;
    QVERIFY(play(s, "E10"));
    QCOMPARE(pitText(s, 5), std::string("015")); // a
    QCOMPARE(pitText(s, 6), std::string("004")); // b
    QCOMPARE(cupText(s, 0), std::string());
    QCOMPARE(cupText(s, 1), std::string());
    QCOMPARE(s.beadsOnSide(0) + s.beadsOnSide(1), 20);
}

void TestGlasperlen::originIsSkippedOnEveryLap()
{
    // A holds ten beads: B C D E a b c d e, then A is skipped and B gets the tenth.
    GpState s = position({"0000001122", "0", "0", "0", "0", "3", "4", "5", "3", "4"}, 0);
    QVERIFY(play(s, "A0000001122"));
    QCOMPARE(pitText(s, 0), std::string()); // the starting pit stays empty
    QCOMPARE(pitText(s, 1), std::string("002"));
    QCOMPARE(s.lastTurn().capture, zv::glasperlen::CaptureKind::None);
}

void TestGlasperlen::severalBeadsPerPitOnlyAfterAFullLap()
{
    // Nine beads from A reach every other pit exactly once.
    GpState s = position({"000000112", "0", "0", "0", "02", "3", "4", "5", "", "34"}, 0);
    std::array<int, 10> before{};
    for (int p = 0; p < 10; ++p)
        before[static_cast<std::size_t>(p)] = s.beadsIn(p);
    QVERIFY(play(s, "A000000112"));
    QCOMPARE(s.beadsIn(0), 0);
    for (int p = 1; p < 10; ++p)
        QCOMPARE(s.beadsIn(p), before[static_cast<std::size_t>(p)] + 1);
    QCOMPARE(pitText(s, 9), std::string("234")); // e got the ninth bead, the 2
}

void TestGlasperlen::feedingIsRequiredWhileAGemIsInPlay()
{
    // North has no bead, the yellow 1 lies on South's side: only C and E reach a.
    GpState s = position({"0001", "00", "000", "0", "0", "", "", "", "", ""}, 0);
    QVERIFY(s.feedingRequired());
    auto game = zv::glasperlen::makeGlasperlenGame(s);
    QCOMPARE(game->legalMoves(), (std::vector<std::string>{"C", "E"}));
    std::string why;
    QVERIFY(!play(s, "A0001", &why));
    QVERIFY2(why.find("feed") != std::string::npos, why.c_str());
    QVERIFY(play(s, "E0"));
    QCOMPARE(s.beadsOnSide(1), 1);
    QVERIFY(s.lastTurn().fed);
}

void TestGlasperlen::noFeedingWithOnlyStones()
{
    GpState s = position({"000", "00", "000", "0", "0", "", "", "", "", ""}, 0);
    QVERIFY(!s.feedingRequired());
    auto game = zv::glasperlen::makeGlasperlenGame(s);
    QCOMPARE(game->legalMoves(), (std::vector<std::string>{"A", "B", "C", "D", "E"}));
}

void TestGlasperlen::someMoveAlwaysFeeds()
{
    // The most beads that stay home: A 4, B 3, C 2, D 1, E 0. Ten stones fit,
    // so with only stones nothing need feed; one gem more and a pit must reach.
    GpState stones = position({"0000", "000", "00", "0", "", "", "", "", "", ""}, 0);
    QVERIFY(!stones.feedingRequired());
    GpState gem = position({"0000", "000", "00", "01", "", "", "", "", "", ""}, 0);
    QVERIFY(gem.feedingRequired());
    auto game = zv::glasperlen::makeGlasperlenGame(gem);
    QCOMPARE(game->legalMoves(), (std::vector<std::string>{"D"}));
}
