// Schocken: who starts (section 4), the end of a half, the marker, the
// second half, the Durchmarsch and the finale (section 3 and 4).
#include "tst_schocken.h"
#include "tst_schocken_helpers.h"

using namespace sk_test;

void TestSchocken::seatsAndOptionsAreChecked()
{
    const auto seats = [](int n) { return std::vector<zv::Seat>(static_cast<std::size_t>(n)); };
    std::string why;
    QVERIFY(!zv::createGame("schocken", {}, seats(1), &why));
    QVERIFY(!zv::createGame("schocken", {}, seats(7), &why));
    for (int n = 2; n <= 6; ++n)
        QVERIFY(zv::createGame("schocken", {}, seats(n), &why));
    QVERIFY(!zv::createGame("schocken", {{"ties", "wuerfeln"}}, seats(4), &why));
    QVERIFY(!zv::createGame("schocken", {{"start", "two_dice"}}, seats(4), &why));
    const zv::GameInfo* info = zv::findGame("schocken");
    QVERIFY(info);
    std::map<std::string, std::string> defaults;
    for (const auto& o : info->options) {
        defaults[o.key] = o.defaultValue;
        QVERIFY(!o.source.empty());
    }
    QCOMPARE(defaults, (std::map<std::string, std::string>{{"limit_to_lead", "false"},
                                                           {"rethrow_all", "false"},
                                                           {"start", "one_die"},
                                                           {"ties", "aeugeln"},
                                                           {"turn_sixes", "true"}}));
    Rules r = rulesFromOptions(optionsOf(with([](Rules& x) {
        x.start = StartVariant::ThreeDice;
        x.ties = TieRule::MitIstSchitt;
        x.limitToLead = true;
        x.turnSixes = false;
        x.rethrowAll = true;
    })));
    QVERIFY(r.start == StartVariant::ThreeDice && r.ties == TieRule::MitIstSchitt);
    QVERIFY(r.limitToLead && !r.turnSixes && r.rethrowAll);
}

void TestSchocken::openingWithOneDieHighestStarts()
{
    SkState s(3, Rules{});
    QVERIFY(s.phase() == Phase::Opening);
    QCOMPARE(s.toMove(), 0);
    s = after(s, "throw");
    QCOMPARE(s.pendingDice(), 1);
    s = after(s, {"dice 4", "throw", "dice 6", "throw", "dice 2"});
    QVERIFY(s.events() & EvStarterFound);
    QVERIFY(s.phase() == Phase::Covered);
    QCOMPARE(s.lead(), 1);
    QCOMPARE(s.toMove(), 1);
}

void TestSchocken::openingTieMitIstSchitt()
{
    // Two sixes: the later one is „nachgelegt“, the earlier thrower begins.
    SkState s =
        after(SkState(3, Rules{}), {"throw", "dice 3", "throw", "dice 6", "throw", "dice 6"});
    QCOMPARE(s.lead(), 1);
}

void TestSchocken::openingWithThreeDice()
{
    Rules r;
    r.start = StartVariant::ThreeDice;
    // Equal pip totals (9): the throw read from its highest die decides, 6-2-1 over 3-3-3.
    SkState s =
        after(SkState(3, r), {"throw", "dice 3 3 3", "throw", "dice 1 2 6", "throw", "dice 1 1 1"});
    QCOMPARE(s.lead(), 1);
    // The highest total begins.
    SkState t =
        after(SkState(3, r), {"throw", "dice 3 3 3", "throw", "dice 1 2 6", "throw", "dice 1 4 5"});
    QCOMPARE(t.lead(), 2);
    // Identical throws: the earlier one.
    SkState u = after(SkState(2, r), {"throw", "dice 2 3 4", "throw", "dice 4 3 2"});
    QCOMPARE(u.lead(), 0);
}

namespace {

// Seat 1 holds ten chips, seat 2 three, seat 0 none: the Stock is empty, so
// seat 0 is out; seat 2's Schock-Drei gives his last three chips to seat 1.
SkState firstHalfLost()
{
    SkState s = roundOf(3, {0, 10, 3}, 0, 1);
    if (s.roundOrder() != std::vector<int>{1, 2})
        qFatal("seat 0 should be out of the round");
    return after(coveredThrows(s, {"2 2 1", "1 1 3"}), "stand");
}

} // namespace

void TestSchocken::halfEndsWhenOnePlayerHoldsAll()
{
    const SkState s = firstHalfLost();
    QVERIFY(s.events() & EvHalfOver);
    QCOMPARE(s.stageLoser(0), 1);
    // A half does not end while chips are spread.
    SkState on = after(coveredThrows(roundOf(3, {0, 9, 4}, 0, 1), {"2 2 1", "1 1 3"}), "stand");
    QVERIFY(!(on.events() & EvHalfOver));
    QCOMPARE(chipsOf(on), (std::vector<int>{0, 12, 1}));
}

void TestSchocken::markerGoesToTheFirstHalfLoser()
{
    const SkState s = firstHalfLost();
    QCOMPARE(s.marker(), 1);
    QCOMPARE(described(s).number("marker"), 1LL);
    QCOMPARE(described(roundOf(3, {0, 10, 3}, 0, 1)).number("marker"), -1LL);
}

void TestSchocken::halfLoserStartsTheNextStage()
{
    const SkState s = firstHalfLost();
    QVERIFY(s.events() & EvSecondHalf);
    QVERIFY(s.stage() == Stage::SecondHalf);
    QCOMPARE(chipsOf(s), (std::vector<int>{0, 0, 0}));
    QCOMPARE(s.stock(), kChips);
    QCOMPARE(s.lead(), 1);
    QCOMPARE(s.roundOrder(), (std::vector<int>{1, 2, 0})); // everybody plays again
    QVERIFY(s.phase() == Phase::Covered);                  // no throw-off: the loser begins
}

void TestSchocken::durchmarschEndsTheGame()
{
    SkState s = roundOf(3, {0, 0, 0}, kChips, 0, {}, Stage::SecondHalf, 1);
    s = after(coveredThrows(s, {"1 1 1", "2 2 1", "3 4 6"}), "stand");
    QVERIFY(s.isOver());
    QVERIFY(s.events() & EvDurchmarsch);
    QCOMPARE(s.loser(), 1);
    QCOMPARE(s.result(), (std::vector<double>{1.0, 0.0, 1.0}));
    const RecordingSink board = described(s);
    QCOMPARE(board.text("reason"), std::string("durchmarsch"));
    QCOMPARE(board.number("loser"), 1LL);
    QCOMPARE(board.number("winner"), -1LL);
    QCOMPARE(board.ints("winners"), (std::vector<int>{0, 2}));
}

void TestSchocken::twoLosersPlayTheFinale()
{
    SkState s = roundOf(3, {0, 0, 0}, kChips, 0, {}, Stage::SecondHalf, 2);
    s = after(coveredThrows(s, {"1 1 1", "2 2 1", "3 4 6"}), "stand");
    QVERIFY(!s.isOver());
    QVERIFY(s.events() & EvFinale);
    QVERIFY(s.stage() == Stage::Finale);
    QCOMPARE(s.stageLoser(1), 1);
    QVERIFY(s.inStage(1) && s.inStage(2) && !s.inStage(0));
    QCOMPARE(s.lead(), 1);
    QCOMPARE(s.roundOrder(), (std::vector<int>{1, 2}));
    QCOMPARE(s.stock(), kChips);
    QCOMPARE(s.marker(), 2);
}

void TestSchocken::finaleLoserLosesTheGame()
{
    SkState s = roundOf(3, {0, 0, 0}, kChips, 1, {}, Stage::Finale, 2, 0b110);
    s = after(coveredThrows(s, {"2 2 1", "1 1 1"}), "stand");
    QVERIFY(s.isOver());
    QCOMPARE(s.loser(), 1);
    QCOMPARE(s.result(), (std::vector<double>{1.0, 0.0, 1.0}));
    QCOMPARE(described(s).text("reason"), std::string("finale"));
    // Two players: the other one is the winner.
    SkState two = roundOf(2, {0, 0}, kChips, 1, {}, Stage::Finale, 0);
    two = after(coveredThrows(two, {"1 1 1", "2 2 1"}), "stand");
    QCOMPARE(two.loser(), 0);
    QCOMPARE(described(two).number("winner"), 1LL);
}
