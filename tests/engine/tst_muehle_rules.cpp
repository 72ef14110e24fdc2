// Mühle: the rules as the source states them (RULES.md, "Rules of the source").
#include "muehle_test_helpers.h"
#include "tst_muehle.h"

using namespace muehle_test;

void TestMuehle::boardHasTwentyFourPointsAndSixteenLines()
{
    QCOMPARE(kPoints, 24);
    QCOMPARE(static_cast<int>(kGeometry.mills.size()), 16);
    int neighbourLinks = 0;
    for (int p = 0; p < kPoints; ++p) {
        const auto& through = kGeometry.millsThrough[static_cast<std::size_t>(p)];
        QVERIFY(through[0] != 0 && through[1] != 0 && through[0] != through[1]);
        QVERIFY((through[0] & bit(p)) && (through[1] & bit(p)));
        neighbourLinks += popcount(adjacent(p));
    }
    QCOMPARE(neighbourLinks, 2 * 32); // 32 lines drawn between neighbouring points
    QCOMPARE(adjacent(pointIndex("a1")), points("a4 d1"));
    QCOMPARE(adjacent(pointIndex("a4")), points("a1 a7 b4"));
    QCOMPARE(adjacent(pointIndex("d2")), points("d1 d3 b2 f2"));
    const auto sink = described(MuehleState());
    const auto names = std::get<std::vector<std::string>>(sink.values.at("points"));
    QCOMPARE(names.size(), std::size_t{24});
    QCOMPARE(names.front(), std::string("a1"));
    QCOMPARE(names.back(), std::string("g7"));
}

void TestMuehle::settingAlternatesNineStonesEach()
{
    const std::vector<std::string> placements = {"a1", "a4", "a7", "d7", "g7", "g4",
                                                 "g1", "d1", "b2", "b4", "b6", "d6",
                                                 "f6", "f4", "f2", "d2", "c3", "c5"};
    MuehleState s;
    for (std::size_t i = 0; i < placements.size(); ++i) {
        const int seat = static_cast<int>(i % 2);
        QCOMPARE(s.toMove(), seat);
        QCOMPARE(s.phase(seat), Phase::Setting);
        // Every free point, and nothing else, may be set on.
        Mask targets = 0;
        for (const auto& m : legalTexts(s))
            targets |= bit(pointIndex(m.substr(0, 2)));
        QCOMPARE(targets, s.emptyPoints());
        s = after(s, placements[i]);
        QCOMPARE(s.inHand(seat), kStonesPerSeat - static_cast<int>(i / 2) - 1);
    }
    QCOMPARE(s.inHand(0), 0);
    QCOMPARE(s.inHand(1), 0);
    QCOMPARE(s.onBoard(0), 9);
    QCOMPARE(s.onBoard(1), 9);
    QCOMPARE(s.toMove(), 0);
    QCOMPARE(s.phase(0), Phase::Moving);
    QVERIFY(!s.isOver());
}

void TestMuehle::settingOnlyOnFreePoints()
{
    const MuehleState s = after(MuehleState(), "a1");
    QVERIFY(refusal(s, "a1").find("taken") != std::string::npos);
    QVERIFY(!isLegal(s, "a1"));
    // No stone moves while stones are still in hand.
    const MuehleState t = after(s, "g7");
    QVERIFY(refusal(t, "a1-a4").find("to set") != std::string::npos);
}

void TestMuehle::movingOnlyToNeighbouringFreePoints()
{
    const MuehleState s = position("a1 d2 f4 g7", "a7 b6 c3 e5", 0, 0, kWhite);
    auto moves = legalTexts(s);
    std::sort(moves.begin(), moves.end());
    std::vector<std::string> expected = {"a1-a4", "a1-d1", "d2-d1", "d2-d3", "d2-b2", "d2-f2",
                                         "f4-f2", "f4-f6", "f4-e4", "f4-g4", "g7-g4", "g7-d7"};
    std::sort(expected.begin(), expected.end());
    QCOMPARE(moves, expected);
    QVERIFY(refusal(s, "a1-g1").find("not neighbours") != std::string::npos);
    QVERIFY(refusal(s, "g7-a7").find("not free") != std::string::npos);
    QVERIFY(refusal(s, "c3-c4").find("no stone of yours") != std::string::npos);
}

void TestMuehle::phasesFollowStonesInHandAndOnBoard()
{
    QCOMPARE(described(MuehleState()).text("phase"), std::string("setting"));
    QCOMPARE(described(position("a1 d2 f4 g7", "a7 b6 c3 e5", 0, 0, kWhite)).text("phase"),
             std::string("moving"));
    QCOMPARE(described(position("a1 d2 g7", "b6 c3 e5 f2", 0, 0, kWhite)).text("phase"),
             std::string("jumping"));
    // The phase is per player: Black with four stones still moves step by step.
    QCOMPARE(described(position("a1 d2 g7", "b6 c3 e5 f2", 0, 0, kBlack)).text("phase"),
             std::string("moving"));
}

void TestMuehle::threeStonesJumpAnywhere()
{
    const MuehleState s = position("a1 d2 g7", "b6 c3 e5 f2", 0, 0, kWhite);
    QCOMPARE(static_cast<int>(legalTexts(s).size()), 3 * 17);
    QVERIFY(isLegal(s, "a1-g4"));
    QVERIFY(isLegal(s, "g7-a4"));
    const MuehleState black = position("a1 d2 g7", "b6 c3 e5 f2", 0, 0, kBlack);
    QVERIFY(refusal(black, "b6-g1").find("only a player with three stones may jump") !=
            std::string::npos);
}

void TestMuehle::playerReducedToTwoStonesLoses()
{
    const MuehleState s = position("a1 a4 d7 b2", "g1 g4 f6", 0, 0, kWhite);
    QVERIFY(!s.isOver());
    const MuehleState end = after(s, "d7-a7xf6");
    QVERIFY(end.isOver());
    QCOMPARE(end.winner(), kWhite);
    QCOMPARE(end.endReason(), EndReason::TwoStones);
    QCOMPARE(end.result(), (std::vector<double>{1.0, 0.0}));
    const auto sink = described(end);
    QCOMPARE(sink.number("winner"), 0LL);
    QCOMPARE(sink.text("reason"), std::string("two_stones"));
}

void TestMuehle::playerWhoCannotMoveLoses()
{
    const MuehleState s = position("a4 d1 d7 f4", "a1 a7 g1 g7", 0, 0, kWhite);
    QVERIFY(!s.isOver());
    const MuehleState end = after(s, "f4-g4");
    QVERIFY(end.isOver());
    QCOMPARE(end.winner(), kWhite);
    QCOMPARE(end.endReason(), EndReason::NoMoves);
    QVERIFY(legalTexts(end).empty());
    QCOMPARE(described(end).text("reason"), std::string("no_moves"));
}

void TestMuehle::blockedWhenMovingPhaseBeginsLoses()
{
    // Black sets his last stone and White, first to move, is shut in.
    const MuehleState s = position("a1 a7 g1 g7", "a4 d1 d7 c3 c5 e3 e5", 0, 1, kBlack);
    QVERIFY(!s.isOver());
    const MuehleState end = after(s, "g4");
    QVERIFY(end.isOver());
    QCOMPARE(end.winner(), kBlack);
    QCOMPARE(end.endReason(), EndReason::NoMoves);
}

void TestMuehle::closingMillRemovesStoneOutsideMills()
{
    const MuehleState s = position("a1 a4 d7 b2", "g1 g4 g7 c3 e5", 0, 0, kWhite);
    QVERIFY(isLegal(s, "d7-a7xc3"));
    QVERIFY(isLegal(s, "d7-a7xe5"));
    QVERIFY(!isLegal(s, "d7-a7xg4"));
    QVERIFY(refusal(s, "d7-a7xg4").find("closed mill") != std::string::npos);
    const MuehleState next = after(s, "d7-a7xc3");
    QCOMPARE(next.stones(kBlack), points("g1 g4 g7 e5"));
    QCOMPARE(next.removed(kBlack), 5);
    QCOMPARE(next.pliesWithoutRemoval(), 0);
}

void TestMuehle::millInSettingPhaseRemoves()
{
    MuehleState s;
    for (const char* m : {"a1", "g7", "a4", "g4"})
        s = after(s, m);
    QVERIFY(!isLegal(s, "a7"));
    QVERIFY(isLegal(s, "a7xg7"));
    QVERIFY(isLegal(s, "a7xg4"));
    s = after(s, "a7xg7");
    QCOMPARE(s.onBoard(kBlack), 1);
    QCOMPARE(s.removed(kBlack), 1);
    QCOMPARE(s.inHand(kBlack), 7);
}

void TestMuehle::millStonesProtectedInEndPhaseByDefault()
{
    // White is down to three stones and jumps into a mill; Black's mill stands.
    const MuehleState s = position("a1 a4 b6", "g1 g4 g7 c3 e5", 0, 0, kWhite);
    QVERIFY(isLegal(s, "b6-a7xc3"));
    QVERIFY(!isLegal(s, "b6-a7xg4"));
}

void TestMuehle::endPhaseOptionAllowsTakingFromMills()
{
    Rules variant;
    variant.endphaseMillRemoval = true;
    const MuehleState s = position("a1 a4 b6", "g1 g4 g7 c3 e5", 0, 0, kWhite, variant);
    QVERIFY(isLegal(s, "b6-a7xc3"));
    QVERIFY(isLegal(s, "b6-a7xg4"));
    // Outside the end phase the option changes nothing.
    const MuehleState middle = position("a1 a4 d7 b2", "g1 g4 g7 c3 e5", 0, 0, kWhite, variant);
    QVERIFY(!isLegal(middle, "d7-a7xg4"));
    // Through the registry, the option reaches the rules.
    auto game = zv::createGame("muehle", {{"endphase_mill_removal", "true"}}, {{}, {}});
    QVERIFY(muehleState(*game)->rules().endphaseMillRemoval);
}
