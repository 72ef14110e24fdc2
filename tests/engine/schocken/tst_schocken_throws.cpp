// Schocken: the ranking of section 5 and 6 and the handling of the dice
// (section 4 and 7): what may be set aside, how often one throws, turning sixes.
#include "tst_schocken.h"
#include "tst_schocken_helpers.h"

using namespace sk_test;

namespace {

// A two-player round whose lead (seat 0) has thrown `lead` and seat 1 `other`.
SkState leadDecides(const std::string& lead, const std::string& other = "2 3 5", Rules rules = {})
{
    return coveredThrows(roundOf(2, {0, 0}, kChips, 0, rules), {lead, other});
}

} // namespace

void TestSchocken::rankingTableOfSection5()
{
    // Lowest and highest simple throws, then each class in order.
    QCOMPARE(rankOf(throwOf(2, 2, 1)), 0);
    QCOMPARE(rankOf(throwOf(6, 6, 5)), 39);
    QCOMPARE(rankOf(throwOf(1, 2, 3)), 40);
    QCOMPARE(rankOf(throwOf(4, 5, 6)), 43);
    QCOMPARE(rankOf(throwOf(2, 2, 2)), 44);
    QCOMPARE(rankOf(throwOf(6, 6, 6)), 48);
    QCOMPARE(rankOf(throwOf(1, 1, 2)), 49);
    QCOMPARE(rankOf(throwOf(1, 6, 1)), 53);
    QCOMPARE(rankOf(throwOf(4, 2, 1)), 54);
    QCOMPARE(rankOf(throwOf(1, 1, 1)), kRankSchockAus);
    // The source's examples and their classes; the order of the dice does not matter.
    QVERIFY(classOf(throwOf(5, 3, 1)) == ThrowClass::Simple);
    QVERIFY(classOf(throwOf(6, 4, 3)) == ThrowClass::Simple);
    QVERIFY(classOf(throwOf(3, 4, 2)) == ThrowClass::Strasse);
    QVERIFY(classOf(throwOf(3, 3, 3)) == ThrowClass::DreiDicke);
    QVERIFY(classOf(throwOf(1, 3, 1)) == ThrowClass::Schock);
    QVERIFY(classOf(throwOf(1, 4, 2)) == ThrowClass::Jule);
    QCOMPARE(rankOf(throwOf(5, 3, 1)), rankOf(throwOf(1, 5, 3)));
    // Straßen and Drei Dicke ascending („2,3,4 höher als 1,2,3“, „3,3,3 höher als 2,2,2“).
    QVERIFY(rankOf(throwOf(2, 3, 4)) > rankOf(throwOf(1, 2, 3)));
    QVERIFY(rankOf(throwOf(3, 3, 3)) > rankOf(throwOf(2, 2, 2)));
    // Jule between Schock-Sechs and Schock-Aus.
    QVERIFY(rankOf(throwOf(1, 1, 6)) < rankOf(throwOf(4, 2, 1)));
    QVERIFY(rankOf(throwOf(4, 2, 1)) < rankOf(throwOf(1, 1, 1)));
    // Simple throws read as a number from the highest die; classes never interleave.
    std::array<int, kClasses> perClass{};
    int landings = 0;
    for (int r = 0; r < kRanks; ++r) {
        const Throw t = throwOfRank(r);
        QCOMPARE(rankOf(t), r);
        ++perClass[static_cast<std::size_t>(classOfRank(r))];
        landings += landingsOfRank(r);
        if (r > 0) {
            QVERIFY(classOfRank(r) >= classOfRank(r - 1));
            const Throw p = throwOfRank(r - 1);
            if (classOfRank(r) == classOfRank(r - 1))
                QVERIFY(100 * t[0] + 10 * t[1] + t[2] > 100 * p[0] + 10 * p[1] + p[2]);
        }
    }
    QCOMPARE(perClass, (std::array<int, kClasses>{40, 4, 5, 5, 1, 1}));
    QCOMPARE(landings, 216);
    QCOMPARE(throwName(throwOf(1, 4, 1)), std::string("schock_4"));
    QCOMPARE(throwName(throwOf(5, 6, 6)), std::string("simple_6_6_5"));
    QCOMPARE(throwName(throwOf(4, 3, 2)), std::string("strasse_2"));
}

void TestSchocken::penaltiesOfSection5()
{
    QCOMPARE(penaltyOfRank(rankOf(throwOf(2, 2, 1))), 1);
    QCOMPARE(penaltyOfRank(rankOf(throwOf(6, 6, 5))), 1);
    for (int low = 1; low <= 4; ++low)
        QCOMPARE(penaltyOfRank(rankOf(throwOf(low, low + 1, low + 2))), 2);
    for (int v = 2; v <= 6; ++v) {
        QCOMPARE(penaltyOfRank(rankOf(throwOf(v, v, v))), 3);
        QCOMPARE(penaltyOfRank(rankOf(throwOf(1, 1, v))), v);
    }
    QCOMPARE(penaltyOfRank(rankOf(throwOf(4, 2, 1))), 7);
    QCOMPARE(penaltyOfRank(kRankSchockAus), kChips);
}

void TestSchocken::schockZweiBeatsDreiDicke()
{
    QVERIFY(rankOf(throwOf(2, 1, 1)) > rankOf(throwOf(6, 6, 6)));
    // The loser gets two chips, not three.
    SkState s = coveredThrows(roundOf(3, {0, 0, 0}, kChips, 0), {"1 1 2", "6 6 6", "2 3 5"});
    s = after(s, "stand");
    QCOMPARE(s.lastWinner(), 0);
    QCOMPARE(s.lastLoser(), 2);
    QCOMPARE(s.lastPenalty(), 2);
    QCOMPARE(chipsOf(s), (std::vector<int>{0, 0, 2}));
}

void TestSchocken::leadRevealsAndSetsAsideOneOrTwo()
{
    const SkState s = leadDecides("2 3 5");
    QVERIFY(s.phase() == Phase::Play);
    QCOMPARE(s.current(), 0);
    QVERIFY(!s.covered(0));
    QVERIFY(s.covered(1));
    const auto moves = makeSchockenGame(s)->legalMoves();
    QCOMPARE(moves, (std::vector<std::string>{"stand", "keep 2", "keep 3", "keep 5", "keep 2 3",
                                              "keep 2 5", "keep 3 5"}));
    QVERIFY(refusal(s, "throw").find("one or two dice lie aside") != std::string::npos);
    QVERIFY(!refusal(s, "keep 2 3 5").empty());
    const SkState kept = after(s, "keep 2 5");
    QCOMPARE(kept.pendingDice(), 1);
    QCOMPARE(kept.toMove(), zv::kChanceSeat);
    const SkState landed = after(kept, "dice 4");
    QCOMPARE(landed.rankOfSeat(0), rankOf(throwOf(2, 4, 5)));
    QCOMPARE(landed.throwsMade(0), 2);
}

void TestSchocken::rethrowAllOption()
{
    Rules r;
    r.rethrowAll = true;
    const SkState s = leadDecides("2 3 5", "2 3 5", r);
    QVERIFY(isLegal(s, "throw"));
    const SkState again = after(s, "throw");
    QCOMPARE(again.pendingDice(), 3);
    QVERIFY(!isLegal(leadDecides("2 3 5"), "throw"));
}

void TestSchocken::asideDiceStayAside()
{
    SkState s = after(leadDecides("1 3 5"), {"keep 1", "dice 2 4"});
    QCOMPARE(makeSchockenGame(s)->legalMoves(),
             (std::vector<std::string>{"stand", "throw", "keep 2", "keep 4"}));
    QVERIFY(refusal(s, "keep 1").find("no 1 to set aside") != std::string::npos);
    s = after(s, {"throw", "dice 6 6"});
    QCOMPARE(s.rankOfSeat(0), rankOf(throwOf(1, 6, 6)));
    QCOMPARE(s.asideSet(0).n, 1);
}

void TestSchocken::atMostThreeThrows()
{
    SkState s = after(leadDecides("2 3 5"), {"keep 5", "dice 2 3", "keep 3", "dice 4"});
    // Three throws made: the throw stands by itself and the next player decides.
    QCOMPARE(s.throwsMade(0), 3);
    QVERIFY(s.finished(0));
    QCOMPARE(s.current(), 1);
    QCOMPARE(s.throwLimit(1), 3);
}

void TestSchocken::twoSixesTurnIntoAOne()
{
    const SkState s = leadDecides("3 6 6");
    QVERIFY(isLegal(s, "turn"));
    QVERIFY(isLegal(s, "turn keep 3"));
    QVERIFY(!isLegal(s, "turn keep 6")); // the other six goes back into the cup
    const SkState turned = after(s, "turn keep 3");
    QCOMPARE(turned.pendingDice(), 1);
    const DiceSet aside = turned.asideSet(0);
    QCOMPARE(aside.n, 2);
    QCOMPARE(int(aside.v[0]), 1);
    QCOMPARE(int(aside.v[1]), 3);
    int turnedDice = 0;
    for (int d = 0; d < kDice; ++d)
        turnedDice += turned.turned(0, d);
    QCOMPARE(turnedDice, 1);
    const SkState schock = after(turned, "dice 1");
    QCOMPARE(schock.rankOfSeat(0), rankOf(throwOf(1, 1, 3)));
    // Just turning: the one aside, the other six and the 3 are thrown again.
    QCOMPARE(after(s, "turn").pendingDice(), 2);
}

void TestSchocken::threeSixesTurnIntoTwoOnes()
{
    const SkState s = leadDecides("6 6 6");
    QVERIFY(isLegal(s, "turn twice"));
    QVERIFY(isLegal(s, "turn"));
    QVERIFY(isLegal(s, "turn keep 6"));
    const SkState twice = after(s, "turn twice");
    QCOMPARE(twice.pendingDice(), 1);
    QCOMPARE(int(twice.asideSet(0).v[0]), 1);
    QCOMPARE(int(twice.asideSet(0).v[1]), 1);
    QCOMPARE(after(twice, "dice 5").rankOfSeat(0), rankOf(throwOf(1, 1, 5)));
}

void TestSchocken::turnedThrowMustBeThrownAgain()
{
    const SkState turned = after(leadDecides("2 6 6"), "turn");
    // „In jedem Fall muss noch ein weiterer Wurf getätigt werden“: the dice are in the air.
    QCOMPARE(turned.toMove(), zv::kChanceSeat);
    QVERIFY(!refusal(turned, "stand").empty());
    // A one made from a six stays a turned one when later throws follow.
    const SkState next = after(turned, {"dice 2 3", "throw", "dice 4 4"});
    QCOMPARE(next.rankOfSeat(0), rankOf(throwOf(1, 4, 4)));
}

void TestSchocken::sixesFromDifferentThrowsDoNotTurn()
{
    SkState s = after(leadDecides("2 3 6"), {"keep 6", "dice 4 6"});
    QVERIFY(!isLegal(s, "turn"));
    QVERIFY(refusal(s, "turn").find("two sixes from this throw") != std::string::npos);
}

void TestSchocken::noTurningOnTheLastThrow()
{
    // The lead's third throw shows two sixes: no throw is left, so it stands as 6-6-4.
    SkState s = after(leadDecides("2 4 5"), {"keep 4", "dice 1 2", "throw", "dice 6 6"});
    QVERIFY(s.finished(0));
    QCOMPARE(s.rankOfSeat(0), rankOf(throwOf(6, 6, 4)));
    // After a Schuss the others' only throw is the last one: no turning either.
    SkState schuss = after(leadDecides("1 1 3", "6 6 2"), "stand");
    QCOMPARE(schuss.lastLoser(), 1);
    QCOMPARE(schuss.inLastRound(1), true);
    QCOMPARE(rankOf(schuss.lastDice(1)), rankOf(throwOf(6, 6, 2)));
    QCOMPARE(schuss.lastPenalty(), 3);
}

void TestSchocken::turnSixesOption()
{
    Rules r;
    r.turnSixes = false;
    const SkState s = leadDecides("3 6 6", "2 3 5", r);
    QVERIFY(!isLegal(s, "turn"));
    QVERIFY(refusal(s, "turn").find("not turned in this game") != std::string::npos);
}
