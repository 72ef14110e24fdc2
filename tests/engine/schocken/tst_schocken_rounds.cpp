// Schocken: a round (section 4 and 6) — covered throws, the lead's choices,
// Schuss, the reveal, ties by roll-off or „Mit ist Schitt“, the chips from the
// Stock or the winner, Schock-Aus.
#include "tst_schocken.h"
#include "tst_schocken_helpers.h"

using namespace sk_test;

void TestSchocken::firstThrowsAreCoveredInOrder()
{
    SkState s = roundOf(3, {0, 0, 0}, kChips, 1);
    QVERIFY(s.phase() == Phase::Covered);
    QCOMPARE(s.roundOrder(), (std::vector<int>{1, 2, 0}));
    std::vector<int> throwers;
    for (const char* dice : {"2 3 5", "1 4 6", "3 3 5"}) {
        throwers.push_back(s.toMove());
        s = after(s, "throw");
        QCOMPARE(s.pendingDice(), 3);
        s = after(s, std::string("dice ") + dice);
        for (int seat = 0; seat < 3; ++seat)
            QVERIFY(s.phase() != Phase::Covered || s.covered(seat));
    }
    QCOMPARE(throwers, (std::vector<int>{1, 2, 0}));
    // „Der Vorleger deckt seinen Wurf auf“: the lead decides with his dice open.
    QVERIFY(s.phase() == Phase::Play);
    QCOMPARE(s.current(), 1);
    QVERIFY(!s.covered(1));
    QVERIFY(s.covered(2) && s.covered(0));
}

void TestSchocken::othersStayCoveredUntilTheEnd()
{
    SkState s = coveredThrows(roundOf(3, {0, 0, 0}, kChips, 0), {"2 3 5", "1 4 6", "3 3 5"});
    s = after(s, {"keep 5", "dice 4 6", "stand"});
    QCOMPARE(s.current(), 1);
    s = after(s, {"keep 1", "dice 1 3"});
    // Seat 1 plays under his cup; only the die laid aside is open.
    const RecordingSink board = described(s);
    QCOMPARE(board.ints("diceCovered"), (std::vector<int>{0, 0, 0, 0, 1, 1, 1, 1, 1}));
    QCOMPARE(board.ints("diceAside"), (std::vector<int>{0, 0, 1, 1, 0, 0, 0, 0, 0}));
    s = after(s, {"stand", "stand"});
    // „Abschließend wird der Reihe nach aufgedeckt“: the round's throws are open.
    QCOMPARE(s.lastLoser(), 2);
    QCOMPARE(rankOf(s.lastDice(1)), rankOf(throwOf(1, 1, 3)));
    QCOMPARE(s.lastPenalty(), 3);
}

void TestSchocken::schussGivesEveryoneOneThrow()
{
    SkState s = coveredThrows(roundOf(3, {0, 0, 0}, kChips, 0), {"3 4 5", "1 2 2", "6 6 1"});
    s = after(s, "stand");
    QVERIFY(s.events() & EvSchuss);
    // Nobody else had a choice: the round is over, seat 1 has the lowest throw.
    QVERIFY(s.events() & EvRoundOver);
    QCOMPARE(s.lastLoser(), 1);
    QCOMPARE(s.lastPenalty(), 2);
    QCOMPARE(s.lead(), 1);
}

void TestSchocken::othersMayThrowThreeTimes()
{
    SkState s = coveredThrows(roundOf(2, {0, 0}, kChips, 0), {"3 4 5", "2 2 4"});
    s = after(s, {"keep 4 5", "dice 6", "stand"});
    QCOMPARE(s.throwLimit(1), 3);
    s = after(s, {"keep 4", "dice 2 6"});
    // „wobei der Spieler den zweiten Wurf auch stehen lassen kann“
    QVERIFY(isLegal(s, "stand"));
    s = after(s, {"keep 6", "dice 3"});
    // Seat 1's third throw stands by itself: 6-4-3 is below the lead's Straße.
    QVERIFY(s.events() & EvRoundOver);
    QCOMPARE(s.lastLoser(), 1);
    QCOMPARE(rankOf(s.lastDice(1)), rankOf(throwOf(6, 4, 3)));
}

void TestSchocken::limitToLeadOption()
{
    Rules r;
    r.limitToLead = true;
    SkState s = coveredThrows(roundOf(2, {0, 0}, kChips, 0, r), {"3 4 5", "2 2 4"});
    s = after(s, {"keep 4 5", "dice 6", "stand"});
    QCOMPARE(s.throwLimit(1), 2);
    s = after(s, {"keep 4", "dice 2 6"});
    QVERIFY(s.events() & EvRoundOver); // the second throw was seat 1's last
    QCOMPARE(s.lastLoser(), 1);
}

void TestSchocken::penaltyComesFromTheHighestThrow()
{
    SkState s = coveredThrows(roundOf(3, {0, 0, 0}, kChips, 0), {"1 1 4", "2 3 5", "2 2 1"});
    s = after(s, "stand");
    QCOMPARE(s.lastWinner(), 0);
    QCOMPARE(s.lastLoser(), 2);
    QCOMPARE(s.lastPenalty(), 4);
    QCOMPARE(chipsOf(s), (std::vector<int>{0, 0, 4}));
    QCOMPARE(s.stock(), kChips - 4);
    QCOMPARE(s.payment(0).from, std::int8_t(kStock));
}

void TestSchocken::loserOfARoundLeadsTheNext()
{
    SkState s = coveredThrows(roundOf(3, {0, 0, 0}, kChips, 0), {"1 1 4", "2 3 5", "2 2 1"});
    s = after(s, "stand");
    QCOMPARE(s.lead(), 2);
    QCOMPARE(s.toMove(), 2);
    QVERIFY(s.phase() == Phase::Covered);
    QCOMPARE(s.roundOrder(), (std::vector<int>{2, 0, 1}));
}

void TestSchocken::chipsComeFromTheStockThenTheWinner()
{
    // The Stock is empty: the winner gives the chips from his own.
    SkState s = coveredThrows(roundOf(3, {5, 4, 4}, 0, 0), {"1 1 3", "2 3 5", "2 2 1"});
    s = after(s, "stand");
    QCOMPARE(chipsOf(s), (std::vector<int>{2, 4, 7}));
    QCOMPARE(s.payment(0).from, std::int8_t(0));
    QCOMPARE(s.payment(0).to, std::int8_t(2));
}

void TestSchocken::loserGetsOnlyWhatTheGiverHas()
{
    // Two chips left in the Stock, a Schock-Vier: the loser gets the two, the winner gives none.
    SkState s = coveredThrows(roundOf(3, {5, 4, 2}, 2, 0), {"1 1 4", "2 3 5", "2 2 1"});
    s = after(s, "stand");
    QCOMPARE(chipsOf(s), (std::vector<int>{5, 4, 4}));
    QCOMPARE(s.stock(), 0);
    QVERIFY(s.events() & EvStockEmpty);
    // The Stock is empty, the winner holds one chip and throws a Jule: he gives his one.
    SkState w = coveredThrows(roundOf(3, {1, 6, 6}, 0, 0), {"1 2 4", "2 3 5", "2 2 1"});
    w = after(w, "stand");
    QCOMPARE(chipsOf(w), (std::vector<int>{0, 6, 7}));
}

void TestSchocken::playersWithoutChipsLeaveAfterTheStock()
{
    // The Stock's last chips go to seat 2; seat 1 holds none and is out of the half.
    SkState s = coveredThrows(roundOf(3, {5, 0, 6}, 2, 0), {"1 1 4", "2 3 5", "2 2 1"});
    s = after(s, "stand");
    QCOMPARE(s.stock(), 0);
    QVERIFY(!s.inRound(1));
    QCOMPARE(s.roundOrder(), (std::vector<int>{2, 0}));
    // A winner who gives his last chip is out as well.
    SkState w = coveredThrows(roundOf(3, {1, 6, 6}, 0, 0), {"1 2 4", "2 3 5", "2 2 1"});
    w = after(w, "stand");
    QVERIFY(!w.inRound(0));
    QCOMPARE(w.roundOrder(), (std::vector<int>{2, 1}));
}

void TestSchocken::lowestTieIsRolledOff()
{
    SkState s = coveredThrows(roundOf(3, {0, 0, 0}, kChips, 0), {"1 1 2", "2 2 1", "1 2 2"});
    s = after(s, "stand");
    QVERIFY(s.phase() == Phase::Rolloff);
    QVERIFY(s.events() & EvRolloff);
    QVERIFY(!s.rolling(0) && s.rolling(1) && s.rolling(2));
    QCOMPARE(s.toMove(), 1);
    s = after(s, {"throw", "dice 2 3 4", "throw", "dice 1 2 5"});
    // „Der Spieler der aus drei Würfeln die niedrigste Punktzahl erreicht“: 8 < 9.
    QCOMPARE(s.lastLoser(), 2);
    QVERIFY(s.lastTie() == TieHow::Aeugeln);
    QCOMPARE(chipsOf(s), (std::vector<int>{0, 0, 2}));
    // The board still shows the roll-off's dice until the next round's first throw.
    QCOMPARE(described(s).ints("rolloffDice"), (std::vector<int>{0, 0, 0, 2, 3, 4, 1, 2, 5}));
    QCOMPARE(described(after(s, "throw")).ints("rolloffDice"), std::vector<int>(9, 0));
}

void TestSchocken::rolloffRepeatsOnEqualTotals()
{
    SkState s = coveredThrows(roundOf(3, {0, 0, 0}, kChips, 0), {"1 1 2", "2 2 1", "1 2 2"});
    s = after(s, {"stand", "throw", "dice 2 3 4", "throw", "dice 1 3 5"});
    QVERIFY(s.phase() == Phase::Rolloff);
    QCOMPARE(s.toMove(), 1);
    s = after(s, {"throw", "dice 6 6 6", "throw", "dice 1 1 1"});
    QCOMPARE(s.lastLoser(), 2);
}

void TestSchocken::highestTieRolledOffWhenTheWinnerGives()
{
    SkState s = coveredThrows(roundOf(3, {4, 4, 5}, 0, 0), {"1 1 3", "1 3 1", "2 2 1"});
    s = after(s, "stand");
    QVERIFY(s.phase() == Phase::Rolloff);
    QVERIFY(s.rolling(0) && s.rolling(1) && !s.rolling(2));
    s = after(s, {"throw", "dice 1 2 3", "throw", "dice 4 5 6"});
    // The highest total among the tied winners gives the three chips.
    QCOMPARE(s.lastWinner(), 1);
    QCOMPARE(chipsOf(s), (std::vector<int>{4, 1, 8}));
}

void TestSchocken::highestTieIgnoredWhileTheStockGives()
{
    SkState s = coveredThrows(roundOf(3, {0, 0, 0}, kChips, 0), {"1 1 3", "1 3 1", "2 2 1"});
    s = after(s, "stand");
    QVERIFY(s.events() & EvRoundOver);
    QCOMPARE(s.lastLoser(), 2);
    QCOMPARE(s.lastWinner(), N); // nobody gives: the Stock does
    QCOMPARE(s.stock(), kChips - 3);
}

void TestSchocken::allTiedOneRolloffDecidesBoth()
{
    // Everybody threw 5-3-2 and the winner gives: one roll-off, lowest total gets, highest gives.
    SkState s = coveredThrows(roundOf(3, {4, 4, 5}, 0, 0), {"2 3 5", "5 3 2", "3 2 5"});
    s = after(s, "stand");
    QVERIFY(s.rolling(0) && s.rolling(1) && s.rolling(2));
    s = after(s, {"throw", "dice 1 1 2", "throw", "dice 4 5 6", "throw", "dice 4 5 6"});
    // Seat 0 is the loser; seats 1 and 2 are still tied for giving and roll again.
    QVERIFY(s.phase() == Phase::Rolloff);
    QVERIFY(!s.rolling(0) && s.rolling(1) && s.rolling(2));
    s = after(s, {"throw", "dice 1 2 3", "throw", "dice 2 2 3"});
    QCOMPARE(s.lastLoser(), 0);
    QCOMPARE(s.lastWinner(), 2);
    QCOMPARE(chipsOf(s), (std::vector<int>{5, 4, 4}));
    // While the Stock gives, only the loser is rolled for.
    SkState stock = coveredThrows(roundOf(2, {0, 0}, kChips, 0), {"2 3 5", "5 3 2"});
    stock = after(stock, {"stand", "throw", "dice 6 6 6", "throw", "dice 1 1 2"});
    QCOMPARE(stock.lastLoser(), 1);
    QCOMPARE(chipsOf(stock), (std::vector<int>{0, 1}));
}

void TestSchocken::tiesIgnoreTheNumberOfThrows()
{
    // The lead needs three throws for 6-5-3; seat 1 stands on 6-5-3 at once; seat 2 is higher.
    SkState s = coveredThrows(roundOf(3, {0, 0, 0}, kChips, 0), {"6 2 2", "3 5 6", "1 1 5"});
    s = after(s, {"keep 6", "dice 5 2", "keep 5", "dice 3", "stand", "stand"});
    QVERIFY(s.phase() == Phase::Rolloff);
    QVERIFY(s.rolling(0) && s.rolling(1));
}

void TestSchocken::mitIstSchittOption()
{
    Rules r;
    r.ties = TieRule::MitIstSchitt;
    SkState s = coveredThrows(roundOf(3, {4, 4, 5}, 0, 1, r), {"1 1 2", "2 2 1", "1 1 2"});
    // Order 1, 2, 0: seat 1 and seat 0 tie for the highest, seat 2 is lowest.
    s = after(s, "stand");
    QVERIFY(s.events() & EvRoundOver);
    QCOMPARE(s.lastWinner(), 1); // the earlier Schock-Zwei gives
    QVERIFY(s.lastTie() == TieHow::MitIstSchitt);
    QCOMPARE(chipsOf(s), (std::vector<int>{4, 2, 7}));
    // Lowest tie: the later identical throw is „nachgelegt“ and loses.
    SkState low = coveredThrows(roundOf(3, {0, 0, 0}, kChips, 0, r), {"1 1 2", "2 2 1", "1 2 2"});
    low = after(low, "stand");
    QCOMPARE(low.lastLoser(), 2);
}

void TestSchocken::schockAusTiesMitIstSchitt()
{
    // Both throw Schock-Aus: by default ties are rolled off, but not this one.
    SkState s = coveredThrows(roundOf(2, {0, 0}, kChips, 0), {"1 1 1", "1 1 1"});
    s = after(s, "stand");
    QVERIFY(s.events() & EvSchockAus);
    QCOMPARE(s.lastLoser(), 1); // the later Schock-Aus is „nachgelegt“
    QVERIFY(s.lastTie() == TieHow::SchockAus);
    QVERIFY(s.events() & EvHalfOver);
    QCOMPARE(s.stageLoser(0), 1);
}

void TestSchocken::schockAusTakesEveryChip()
{
    SkState s = coveredThrows(roundOf(3, {3, 4, 1}, 5, 0), {"1 1 1", "2 3 5", "2 2 1"});
    s = after(s, "stand");
    QVERIFY(s.events() & EvSchockAus);
    QVERIFY(s.events() & EvHalfOver);
    QCOMPARE(s.stageLoser(0), 2);
    QCOMPARE(s.lastPenalty(), kChips);
    QCOMPARE(s.chipsMovedLastRound(), 12);
    QCOMPARE(s.marker(), 2);
    // The second half starts with a full Stock, led by the loser.
    QCOMPARE(s.stock(), kChips);
    QVERIFY(s.stage() == Stage::SecondHalf);
    QCOMPARE(s.lead(), 2);
}
