// Captures: the last bead in an opposing pit that held exactly one bead;
// direct (a gem, with the chain of single gems behind) and indirect (a stone:
// gems of one's choice, with one more per single stone behind), never mixed.
#include "tst_glasperlen.h"
#include "tst_glasperlen_helpers.h"

using namespace gp_test;
using zv::glasperlen::CaptureKind;
using zv::glasperlen::Phase;

namespace {
// South's E sows one stone into North's a, which holds aPit; the rest are stones.
GpState singleIntoA(const char* aPit)
{
    return position({"0", "0", "0", "0", "0", aPit, "00", "0", "0", "0"}, 0, false, "", "", 1);
}
} // namespace

void TestGlasperlen::captureNeedsExactlyOneBeadInAnOpposingPit()
{
    // Two beads in a: no capture.
    GpState two =
        position({"0", "0", "0", "01", "0", "05", "0", "0", "0", "0"}, 0, false, "", "", 1);
    QVERIFY(play(two, "E0"));
    QCOMPARE(two.lastTurn().capture, CaptureKind::None);
    // One bead, but in an own pit (B sows into C): no capture.
    GpState own =
        position({"0", "0", "0", "01", "0", "05", "0", "0", "0", "0"}, 0, false, "", "", 1);
    QVERIFY(play(own, "B0"));
    QCOMPARE(own.lastTurn().capture, CaptureKind::None);
    // An empty opposing pit: no capture.
    GpState empty =
        position({"0", "0", "0", "0", "0", "", "00", "0", "0", "0"}, 0, false, "", "", 1);
    QVERIFY(play(empty, "E0"));
    QCOMPARE(empty.lastTurn().capture, CaptureKind::None);
    // Exactly one: a capture.
    GpState one = singleIntoA("5");
    QVERIFY(play(one, "E0"));
    QCOMPARE(one.lastTurn().capture, CaptureKind::Direct);
}

void TestGlasperlen::directCaptureTakesTheGem()
{
    GpState s = singleIntoA("5");
    QVERIFY(play(s, "E0"));
    QCOMPARE(cupText(s, 0), std::string("5"));
    QCOMPARE(s.points(0), 5);
    QCOMPARE(pitText(s, 5), std::string("0")); // the stone that captured stays
    QCOMPARE(s.lastTurn().capturePit, std::int8_t{5});
    QCOMPARE(s.lastTurn().chainLength, std::uint8_t{1});
    QCOMPARE(GpState::turnText(s.lastTurn()), std::string("E0x"));
    QCOMPARE(s.toMove(), zv::glasperlen::kNorth);
}

void TestGlasperlen::directCaptureTakesTheChainOfSingleGems()
{
    GpState chain =
        position({"0", "0", "0", "0", "000", "4", "3", "5", "00", "0"}, 0, false, "", "", 1);
    QVERIFY(play(chain, "E000"));
    QCOMPARE(chain.lastTurn().capture, CaptureKind::Direct);
    QCOMPARE(chain.lastTurn().chainLength, std::uint8_t{3});
    QCOMPARE(cupText(chain, 0), std::string("345"));
    // A stone in b breaks the chain: only c's gem is taken.
    GpState broken =
        position({"0", "0", "0", "0", "000", "4", "0", "5", "0", "0"}, 0, false, "", "", 1);
    QVERIFY(play(broken, "E000"));
    QCOMPARE(broken.lastTurn().chainLength, std::uint8_t{1});
    QCOMPARE(cupText(broken, 0), std::string("5"));
    QCOMPARE(pitText(broken, 5), std::string("04"));
}

void TestGlasperlen::indirectCaptureTakesAnyOpposingGem()
{
    GpState s = position({"0", "0", "0", "0", "0", "0", "03", "05", "0", "0"}, 0, false, "", "", 1);
    QVERIFY(play(s, "E0"));
    QCOMPARE(s.phase(), Phase::Take);
    QCOMPARE(s.toMove(), zv::glasperlen::kSouth);
    auto game = zv::glasperlen::makeGlasperlenGame(s);
    QCOMPARE(game->legalMoves(), (std::vector<std::string>{"xb3", "xc5"}));
    QVERIFY(play(s, "xc5"));
    QCOMPARE(cupText(s, 0), std::string("5"));
    QCOMPARE(pitText(s, 7), std::string("0"));
    QCOMPARE(s.toMove(), zv::glasperlen::kNorth);
    QCOMPARE(GpState::turnText(s.lastTurn()), std::string("E0xc5"));
}

void TestGlasperlen::indirectCaptureTakesFromTheCupWhenHisPitsHaveNoGem()
{
    GpState s = position({"0", "0", "0", "0", "0", "0", "0", "0", "0", "0"}, 0, false, "", "35", 0);
    GpState cup = s;
    std::string why;
    QVERIFY(!play(cup, "E0xb3", &why));
    QVERIFY(play(s, "E0"));
    auto game = zv::glasperlen::makeGlasperlenGame(s);
    QCOMPARE(game->legalMoves(), (std::vector<std::string>{"x+3", "x+5"}));
    QVERIFY(play(s, "x5")); // the source writes cup gems as bare values
    QCOMPARE(cupText(s, 1), std::string("3"));
    QCOMPARE(s.points(0), 1 + 1 + 2 + 2 + 3 + 4 + 4 + 5 + 5);
    QCOMPARE(GpState::turnText(s.lastTurn()), std::string("E0x+5"));
}

void TestGlasperlen::indirectCaptureWithNoGemCapturesNothing()
{
    GpState s = position({"0", "0", "0", "0", "0", "0", "0", "0", "0", "0"}, 0, false, "", "", 0);
    const int before = s.points(0);
    QVERIFY(play(s, "E0"));
    QCOMPARE(s.lastTurn().capture, CaptureKind::Indirect);
    QCOMPARE(s.lastTurn().takenCount, std::uint8_t{0});
    QCOMPARE(s.points(0), before);
    QCOMPARE(s.toMove(), zv::glasperlen::kNorth);
}

void TestGlasperlen::indirectChainTakesOneGemPerStonePit()
{
    const GpState start =
        position({"0", "0", "", "", "000", "0", "0", "0", "04", "0"}, 0, false, "", "53", 0);
    GpState wrongOrder = start;
    std::string why;
    QVERIFY(!play(wrongOrder, "E000x+5", &why)); // his pits first
    GpState s = start;
    QVERIFY(play(s, "E000xd4+53"));
    QCOMPARE(s.lastTurn().chainLength, std::uint8_t{3});
    QCOMPARE(s.lastTurn().takenCount, std::uint8_t{3});
    QCOMPARE(cupText(s, 1), std::string());
    QCOMPARE(pitText(s, 8), std::string("0"));
    QCOMPARE(s.points(0), 30);
}

void TestGlasperlen::directAndIndirectNeverMix()
{
    // The last pit held a stone, the one behind a gem: indirect, one gem only.
    GpState stoneLast =
        position({"0", "0", "0", "0", "00", "4", "0", "0", "0", "0"}, 0, false, "", "", 1);
    QVERIFY(play(stoneLast, "E00"));
    QCOMPARE(stoneLast.phase(), Phase::Take);
    QCOMPARE(stoneLast.currentTurn().capture, CaptureKind::Indirect);
    QCOMPARE(stoneLast.currentTurn().chainLength, std::uint8_t{1});
    QVERIFY(play(stoneLast, "xa4"));
    QCOMPARE(stoneLast.toMove(), zv::glasperlen::kNorth);
    // The last pit held a gem, the one behind a stone: direct, that gem only.
    GpState gemLast =
        position({"0", "0", "0", "0", "00", "0", "4", "0", "0", "0"}, 0, false, "", "", 1);
    QVERIFY(play(gemLast, "E00"));
    QCOMPARE(gemLast.lastTurn().capture, CaptureKind::Direct);
    QCOMPARE(gemLast.lastTurn().chainLength, std::uint8_t{1});
    QCOMPARE(cupText(gemLast, 0), std::string("4"));
    QCOMPARE(gemLast.toMove(), zv::glasperlen::kNorth);
}

void TestGlasperlen::lapCaptureCountsTheBeadSownEarlierThisTurn()
{
    // Eleven beads from E: a b c d e A B C D, then (E skipped) a and b again.
    // b was empty and got the 2 on the first lap: one bead before the last one.
    GpState s = position({"", "", "", "", "00000000012", "", "", "", "", "0"}, 0, false, "", "", 1);
    QVERIFY(play(s, "E02000000010"));
    QCOMPARE(s.lastTurn().capture, CaptureKind::Direct);
    QCOMPARE(s.lastTurn().capturePit, std::int8_t{6});
    QCOMPARE(s.lastTurn().chainLength, std::uint8_t{1}); // a held a stone before its 1
    QCOMPARE(cupText(s, 0), std::string("2"));
    QCOMPARE(pitText(s, 5), std::string("01"));
}

void TestGlasperlen::tournamentOnlyAStoneCaptures()
{
    const std::array<const char*, 10> pits{"0", "0", "0", "00", "1", "5", "00", "0", "0", "0"};
    GpState source = position(pits, 0, false, "", "", 1);
    QVERIFY(play(source, "E1"));
    QCOMPARE(source.lastTurn().capture, CaptureKind::Direct);
    QCOMPARE(cupText(source, 0), std::string("5"));
    GpState tournament = position(pits, 0, true, "", "", 1);
    QVERIFY(play(tournament, "E1"));
    QCOMPARE(tournament.lastTurn().capture, CaptureKind::None);
    QCOMPARE(pitText(tournament, 5), std::string("15"));
    GpState stone =
        position({"0", "0", "0", "0", "0", "5", "00", "0", "0", "0"}, 0, true, "", "", 1);
    QVERIFY(play(stone, "E0"));
    QCOMPARE(stone.lastTurn().capture, CaptureKind::Direct);
}

void TestGlasperlen::indirectCaptureMayTakeTheGemJustSown()
{
    // E sows its stone into a and its purple 5 last into b, which held one
    // stone: an indirect capture (the source lets a gem capture). "Any gem on
    // his side" includes the 5 just sown there; the stone in b stays, so the
    // capturing pit is never emptied.
    GpState s = position({"0", "0", "0", "", "05", "00", "0", "0", "0", "0"}, 0, false, "", "", 1);
    QVERIFY(play(s, "E05"));
    QCOMPARE(s.phase(), Phase::Take);
    auto game = zv::glasperlen::makeGlasperlenGame(s);
    QCOMPARE(game->legalMoves(), (std::vector<std::string>{"xb5"}));
    QVERIFY(play(s, "xb5"));
    QCOMPARE(pitText(s, 6), std::string("0"));
    QCOMPARE(cupText(s, 0), std::string("5"));
    QCOMPARE(GpState::turnText(s.lastTurn()), std::string("E05xb5"));
}
