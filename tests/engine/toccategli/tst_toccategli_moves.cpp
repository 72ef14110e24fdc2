// Toccateglispiel: setting the stones. Each test sets up the exact situation
// of one RULES.md line (white is seat 0 and counts points 1..24 from his
// start; black's own index i is point 24 - i).
#include "tst_toccategli.h"
#include "tst_toccategli_helpers.h"

using namespace tc_test;

namespace {

bool contains(const std::string& text, const char* part)
{
    return text.find(part) != std::string::npos;
}

// White to set a throw of a, b in the position.
TcState whiteThrows(const Placement& white, const Placement& black, int a, int b)
{
    return thrown(position(white, black, 0), a, b);
}

} // namespace

void TestToccategli::setUpTwoHeapsOnTheFirstPoint()
{
    const TcState s;
    QCOMPARE(s.phase(), Phase::Lots);
    QCOMPARE(s.stones(0, 0), 15);
    QCOMPARE(s.stones(1, 0), 15);
    const RecordingSink d = described(s);
    QCOMPARE(d.ints("pointCount")[0], 15);
    QCOMPARE(d.ints("pointOwner")[0], 0);
    QCOMPARE(d.ints("pointCount")[23], 15);
    QCOMPARE(d.ints("pointOwner")[23], 1);
    QCOMPARE(d.ints("huckePoint"), (std::vector<int>{12, 13}));
    QCOMPARE(d.ints("markers"), (std::vector<int>{0, 0}));
}

void TestToccategli::lotsDecideTheFirstThrow()
{
    const TcState s;
    QCOMPARE(legal(s).size(), std::size_t{36});
    const TcState tie = after(s, "lots 3 3");
    QCOMPARE(tie.phase(), Phase::Lots); // equal dice: throw again
    const TcState black = after(tie, "lots 2 5");
    QCOMPARE(black.phase(), Phase::Dice);
    QCOMPARE(black.thrower(), 1);
    QCOMPARE(after(s, "lots 6 1").thrower(), 0);
    // The lots only decide who begins: he then throws his first throw.
    QCOMPARE(legal(black).size(), std::size_t{21});
    QCOMPARE(black.stones(1, 0), 15);
}

void TestToccategli::countingStartsFromTheNextPoint()
{
    const TcState s = thrown(after(TcState(), "lots 5 2"), 4, 2);
    const TcState moved = after(s, "move 1-5 1-3");
    QCOMPARE(moved.stones(0, 4), 1); // a four from point 1 lands on point 5
    QCOMPARE(moved.stones(0, 2), 1);
    QCOMPARE(moved.stones(0, 0), 13);
    // Written in the other order, it is the same play.
    QCOMPARE(after(s, "move 1-3 1-5").hash(), moved.hash());
    // Black counts the other way: a four from point 24 lands on point 20.
    const TcState b = thrown(after(TcState(), "lots 2 5"), 4, 2);
    QVERIFY(isLegal(b, "move 24-20 24-22"));
}

void TestToccategli::twoStonesOrOneStoneWithBothDice()
{
    // „Man wirft z. B. 4 und 5, so kann man mit dem einen Stein das vierte und
    // mit dem andern das fünfte Feld besetzen, oder ... das neunte Feld“
    const TcState s = thrown(after(TcState(), "lots 5 2"), 5, 4);
    QVERIFY(isLegal(s, "move 1-6 1-5"));
    QVERIFY(isLegal(s, "move 1-6 6-10"));
    QCOMPARE(after(s, "move 1-6 6-10").stones(0, 9), 1);
    // Later throws may bring new stones or move on those already set.
    const TcState later = whiteThrows({{0, 14}, {4, 1}}, {{0, 15}}, 3, 1);
    QVERIFY(isLegal(later, "move 5-8 8-9"));
    QVERIFY(isLegal(later, "move 1-4 1-2"));
    QVERIFY(isLegal(later, "move 5-8 1-2"));
}

void TestToccategli::sonnesOrSixFiveAtTheStartNeedTwoStones()
{
    // „Das Letztere findet jedoch am Anfang des Spiels nicht statt, wenn man
    // Sonnes ... oder Seß cinque wirft.“
    const TcState start = after(TcState(), "lots 5 2");
    QCOMPARE(legal(thrown(start, 6, 6)), std::vector<std::string>{"move 1-7 1-7"});
    QCOMPARE(legal(thrown(start, 6, 5)), std::vector<std::string>{"move 1-7 1-6"});
    QVERIFY(contains(refusal(thrown(start, 6, 5), "move 1-7 7-12"), "not a play"));
}

void TestToccategli::noStoneLandsOnTheOpponent()
{
    // A black Bloße on point 8 (black's own index 16): white's four from point
    // 4 may not land there; the combined 4 + 1 passes through the open point 5.
    const TcState s = whiteThrows({{0, 14}, {3, 1}}, {{0, 14}, {16, 1}}, 4, 1);
    QVERIFY(!isLegal(s, "move 4-8 1-2"));
    QVERIFY(isLegal(s, "move 1-5 4-5")); // a Band: two stones on one point
    QVERIFY(isLegal(s, "move 4-5 5-9"));
    for (const auto& text : legal(s))
        QCOMPARE(after(s, text).stones(0, 7), 0);
}

void TestToccategli::huckeIsTakenOnlyWithTwoStones()
{
    // „man kann sie nicht anders, als mit zwei Steinen nehmen“
    const Placement white{{0, 13}, {5, 1}, {6, 1}};
    const TcState s = whiteThrows(white, {{0, 15}}, 6, 5);
    QVERIFY(isLegal(s, "move 6-12 7-12"));
    QCOMPARE(after(s, "move 6-12 7-12").stones(0, kHucke), 2);
    const TcState single = whiteThrows(white, {{0, 15}}, 6, 3);
    QVERIFY(!isLegal(single, "move 6-12 1-4"));
    for (const auto& text : legal(single))
        QVERIFY(after(single, text).stones(0, kHucke) != 1);
    // Once taken, further stones may join one by one.
    const TcState join = whiteThrows({{0, 12}, {11, 2}, {5, 1}}, {{0, 15}}, 6, 3);
    QVERIFY(isLegal(join, "move 6-12 1-4"));
}

void TestToccategli::huckeIsLeftOnlyWithTwoStones()
{
    // „so kann man beide auch nicht anders, als zugleich wieder herausnehmen“
    // (Black has lost his Force, so single stones may go on into his second board.)
    const Placement black{{0, 3}, {18, 12}};
    const TcState s = whiteThrows({{0, 13}, {11, 2}}, black, 3, 2);
    QVERIFY(isLegal(s, "move 12-15 12-14"));
    QVERIFY(!isLegal(s, "move 12-15 1-3"));
    const TcState three = whiteThrows({{0, 12}, {11, 3}}, black, 3, 2);
    QVERIFY(isLegal(three, "move 12-15 1-3"));
}

void TestToccategli::opponentsHuckeIsNeverOccupiedButPassed()
{
    // „kann man weder einen, noch zwei Steine in des Gegenspielers Hucke setzen
    // ... Indessen kann man doch, wenn sie leer ist, den Pass daselbst borgen.“
    // Black blocks point 14 (his index 10); white's stone on 11 goes 2 + 3
    // through black's empty Hucke (point 13). Black has lost his Force.
    const Placement black{{0, 2}, {10, 2}, {18, 11}};
    const TcState s = whiteThrows({{0, 14}, {10, 1}}, black, 3, 2);
    QVERIFY(isLegal(s, "move 11-13 13-16"));
    QVERIFY(!isLegal(s, "move 11-13 1-4"));
    const TcState twice = whiteThrows({{0, 13}, {10, 2}}, black, 2, 2);
    QVERIFY(!isLegal(twice, "move 11-13 11-13"));
    // With black in his Hucke there is no passage.
    const TcState held = whiteThrows({{0, 14}, {10, 1}}, {{0, 5}, {10, 2}, {11, 2}, {18, 6}}, 3, 2);
    QVERIFY(!isLegal(held, "move 11-13 13-16"));
}

void TestToccategli::huckeMitGewalt()
{
    // „wenn man sechs Einque wirft, und das Zählen derselben die Hucke des
    // Gegners trifft, so nimmt man seine eigene dafür durch Cinque-Quatuor“
    const TcState s = whiteThrows({{0, 13}, {6, 1}, {7, 1}}, {{0, 15}}, 6, 5);
    QVERIFY(isLegal(s, "move 7-12 8-12 gewalt"));
    QVERIFY(marks(s).empty()); // „Man darf dann aber nichts markieren“
    const TcState taken = after(s, "move 7-12 8-12 gewalt");
    QCOMPARE(taken.stones(0, kHucke), 2);
    QVERIFY(marks(taken).empty());
    // „Quatuor-Daus ... Tres-Aß“
    QVERIFY(isLegal(whiteThrows({{0, 13}, {8, 1}, {10, 1}}, {{0, 15}}, 4, 2),
                    "move 9-12 11-12 gewalt"));
    // Not when the Hucke can be taken „wirklich und frei“.
    const TcState natural = whiteThrows({{0, 12}, {5, 1}, {6, 1}, {7, 1}}, {{0, 15}}, 6, 5);
    QVERIFY(isLegal(natural, "move 6-12 7-12"));
    QVERIFY(!isLegal(natural, "move 7-12 8-12 gewalt"));
    // Not when the opponent holds his Hucke.
    const TcState held = whiteThrows({{0, 13}, {6, 1}, {7, 1}}, {{0, 13}, {11, 2}}, 6, 5);
    QVERIFY(!isLegal(held, "move 7-12 8-12 gewalt"));
}

void TestToccategli::forceForbidsSingleStonesInHisSecondBoard()
{
    // „In das zweite Feld des Gegners darf man seinen Stein nicht einzeln
    // setzen, so lange er seine Force hat“
    const TcState s = whiteThrows({{0, 13}, {10, 2}}, {{0, 15}}, 4, 3);
    QVERIFY(s.hasForce(1));
    QVERIFY(!isLegal(s, "move 11-15 1-4"));
    QVERIFY(!isLegal(s, "move 11-15 11-14"));
    QVERIFY(isLegal(s, "move 1-5 1-4"));
    // „Es ist auch erlaubt, mit zwei Steinen gleichzeitig in des Gegners
    // zweites Feld zu gehen“
    const TcState two = whiteThrows({{0, 13}, {10, 2}}, {{0, 15}}, 4, 4);
    QVERIFY(isLegal(two, "move 11-15 11-15"));
    QVERIFY(!after(two, "move 11-15 11-15").hasForce(1));
    // Black has lost his Force once fewer than twelve of his stones can still
    // reach his second board.
    const TcState gone = whiteThrows({{0, 13}, {10, 2}}, {{0, 3}, {18, 12}}, 4, 3);
    QVERIFY(!gone.hasForce(1));
    QVERIFY(isLegal(gone, "move 11-15 1-4"));
}

void TestToccategli::bothDiceMustBeSetAndTheHigherFirst()
{
    // 6 and 2 each alone, not both: the higher is set.
    const TcState s = whiteThrows({{0, 1}}, {{0, 14}, {15, 1}}, 6, 2);
    QCOMPARE(legal(s), std::vector<std::string>{"move 1-7"});
    // Both can be set: a single die is not a play.
    const TcState both = whiteThrows({{0, 15}}, {{0, 15}}, 6, 2);
    for (const auto& text : legal(both))
        QVERIFY2(std::count(text.begin(), text.end(), '-') == 2, text.c_str());
}

void TestToccategli::unplayableThrowsScoreForTheOpponent()
{
    // „Ist ein Wurf ganz oder zum Teil nicht zu setzen, so markiert der Gegner
    // dafür im ersten Fall zwei, im letzten eins.“ Black Bloße on points 6 and
    // 7 block white's 5 and 6 (and are hit by them).
    const TcState whole = whiteThrows({{0, 15}}, {{0, 13}, {17, 1}, {18, 1}}, 6, 5);
    QCOMPARE(marks(whole),
             (std::vector<std::string>{"0:hit_blot:1", "0:hit_blot:1", "1:unplayable:2"}));
    QCOMPARE(whole.marker(1), 2);
    QCOMPARE(whole.phase(), Phase::Dice);
    QCOMPARE(whole.thrower(), 1);
    const TcState part = whiteThrows({{0, 15}}, {{0, 14}, {17, 1}}, 6, 5);
    QCOMPARE(legal(part), std::vector<std::string>{"move 1-6"});
    const TcState played = after(part, "move 1-6");
    QCOMPARE(marks(played), std::vector<std::string>{"1:unplayable_part:1"});
    QCOMPARE(played.marker(1), 1);
    QCOMPARE(played.marker(0), 1); // the hit of the six at the throw
}

void TestToccategli::bearingOffFromTheRueckjanHighestFirst()
{
    const Placement black{{10, 15}};
    // Exact numbers.
    const TcState exact = whiteThrows({{18, 2}, {20, 1}}, black, 6, 4);
    QVERIFY(isLegal(exact, "move 19-off 21-off"));
    // „Man wirft z. B. sechs und hat nur fünf zu geben, so nimmt man einen
    // Stein für die sechs heraus“ — the highest stone, „das Höchste erst“.
    const TcState high = whiteThrows({{20, 1}, {21, 1}}, black, 6, 5);
    QVERIFY(isLegal(high, "move 21-off 22-off"));
    QCOMPARE(marks(after(high, "move 21-off 22-off")), std::vector<std::string>{"0:marsch:2"});
    const TcState lower = whiteThrows({{20, 1}, {22, 3}}, black, 6, 1);
    QVERIFY(!isLegal(lower, "move 23-off 21-22"));
    // „nicht eher aufheben und herausnehmen, als bis alle Steine in diesem Brette sind“
    const TcState behind = whiteThrows({{17, 1}, {20, 1}}, black, 6, 4);
    QVERIFY(!isLegal(behind, "move 21-off 18-24"));
    QVERIFY(isLegal(behind, "move 18-24 21-off"));
}

void TestToccategli::noExactBearingOffWhileHeHoldsHisFirstPoint()
{
    // „Der Gegner hat z. B. seinen Band noch auf dem ersten Platze, und man hat
    // einen Band auf dem fünften Platze, so darf man, wenn man sechs und fünf
    // wirft, nur die Sechs herausnehmen, für die Fünf legt der Gegner einen
    // Point an, ist sein Stein aber nicht gedeckt, so markiert man gleichfalls
    // einen Point“
    const TcState band = whiteThrows({{19, 2}}, {{0, 2}, {5, 13}}, 6, 5);
    QCOMPARE(legal(band), std::vector<std::string>{"move 20-off"});
    QCOMPARE(marks(after(band, "move 20-off")), std::vector<std::string>{"1:unplayable_part:1"});
    const TcState blot = whiteThrows({{19, 2}}, {{0, 1}, {5, 14}}, 6, 5);
    QCOMPARE(marks(after(blot, "move 20-off")),
             (std::vector<std::string>{"1:unplayable_part:1", "0:bearoff_blot:1"}));
    QCOMPARE(blot.exactOffBlocked(0, 5), true);
}

void TestToccategli::illegalMovesAreExplained()
{
    const TcState start;
    QVERIFY(contains(refusal(start, "dice 6 5"), "decided by lot"));
    const TcState dice = after(start, "lots 5 2");
    QVERIFY(contains(refusal(dice, "move 1-7"), "dice of white"));
    QVERIFY(contains(refusal(dice, "dice 5 6"), "higher first"));
    const TcState play = thrown(dice, 6, 5);
    QVERIFY(contains(refusal(play, "continue"), "to set the throw 6 5"));
    QVERIFY(contains(refusal(play, "move 1-12"), "not a play"));
}
