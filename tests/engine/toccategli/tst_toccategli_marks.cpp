// Toccateglispiel: the marker. Hits on Bloße, the opponent's Hucke, the Jans,
// twelve marked and the Striche, the Rest, the Marsch and the Partie.
#include "tst_toccategli.h"
#include "tst_toccategli_helpers.h"

using namespace tc_test;

namespace {

using Marks = std::vector<std::string>;

TcState whiteThrows(const Placement& white, const Placement& black, int a, int b,
                    std::array<int, 2> markers = {0, 0}, std::array<int, 2> striche = {0, 0},
                    Rules rules = {})
{
    return thrown(position(white, black, 0, markers, striche, rules), a, b);
}

// White hits black's Bloße on point 8 once with 4 and 2 (from point 4).
const Placement kOneHitWhite{{0, 14}, {3, 1}};
const Placement kOneHitBlack{{0, 14}, {16, 1}};

} // namespace

void TestToccategli::hitsOnBlotsWithASimpleThrow()
{
    const TcState once = whiteThrows(kOneHitWhite, kOneHitBlack, 4, 2);
    QCOMPARE(marks(once), Marks{"0:hit_blot:1"});
    QCOMPARE(once.mark(0).at, 8);   // the Bloße on point 8
    QCOMPARE(once.mark(0).from, 4); // hit from point 4
    QCOMPARE(once.marker(0), 1);
    // With both dice through an open point.
    QCOMPARE(marks(whiteThrows(kOneHitWhite, kOneHitBlack, 3, 1)), Marks{"0:hit_blot:1"});
    // Not when both points between are closed by black.
    QVERIFY(marks(whiteThrows(kOneHitWhite, {{0, 10}, {16, 1}, {17, 2}, {19, 2}}, 3, 1)).empty());
    // „ich werfe 3, 4; treffe ich dadurch mit einer 3 oder einer 4, oder auch
    // einer 7“: every way counts, and the Bloße stays where it is.
    const TcState three = whiteThrows({{0, 12}, {3, 1}, {6, 1}, {7, 1}}, {{0, 14}, {13, 1}}, 4, 3);
    QCOMPARE(marks(three), (Marks{"0:hit_blot:1", "0:hit_blot:1", "0:hit_blot:1"}));
    QCOMPARE(three.stones(1, 13), 1);
}

void TestToccategli::bandsAreNotHit()
{
    QVERIFY(marks(whiteThrows(kOneHitWhite, {{0, 13}, {16, 2}}, 4, 2)).empty());
}

void TestToccategli::hitsWithDoubletsSecondFieldAndNachschlag()
{
    // „Trifft man mit einer Doublette des Gegners Stein, so schiebt man die
    // Marke um zwei weiter“
    QCOMPARE(marks(whiteThrows({{0, 13}, {5, 2}}, kOneHitBlack, 2, 2)),
             Marks{"0:hit_blot_doublet:2"});
    // „trifft man den bloßen Stein des Gegners auch im zweiten Felde, so werden vier Points“
    QCOMPARE(marks(whiteThrows({{0, 12}, {3, 1}, {5, 2}}, kOneHitBlack, 2, 2)),
             (Marks{"0:hit_blot_doublet:2", "0:hit_blot_doublet:2"}));
    // „und wenn zugleich ein Nachschlag stattfindet, das heißt, wenn sechs
    // Felder hinter meinem Bande, welcher durch den Doublettenwurf geschlagen
    // hat, auch noch ein Stein steht, so werden sechs Points angelegt“
    const Placement black{{0, 14}, {7, 1}}; // a Bloße on point 17
    const TcState six = whiteThrows({{0, 11}, {7, 1}, {10, 1}, {13, 2}}, black, 3, 3);
    QCOMPARE(marks(six), (Marks{"0:hit_blot_doublet:2", "0:hit_blot_doublet:2", "0:nachschlag:2"}));
    QCOMPARE(six.marker(0), 6);
    // No stone six behind the Band: four.
    QCOMPARE(marks(whiteThrows({{0, 11}, {1, 1}, {10, 1}, {13, 2}}, black, 3, 3)).size(),
             std::size_t{2});
    // The direct hit from a single stone, not a Band: no Nachschlag.
    QCOMPARE(marks(whiteThrows({{0, 11}, {7, 1}, {10, 1}, {13, 1}, {1, 1}}, black, 3, 3)).size(),
             std::size_t{2});
}

void TestToccategli::hittingTheOpponentsHucke()
{
    // „Hat man aber seine Hucke, ohne dass der Gegner die seinige hat, und man
    // trifft Letztere mit dem eigenen Wurfe, so markiert man ... zwei“;
    // „Dieser Wurf gilt durch simple zwei und durch Doubletten vier Points.“
    const Placement white{{0, 9}, {6, 2}, {7, 2}, {11, 2}};
    const TcState simple = whiteThrows(white, {{0, 15}}, 6, 5);
    QCOMPARE(marks(simple), Marks{"0:hit_hucke:2"});
    QCOMPARE(simple.mark(0).at, 13); // black's Hucke
    QCOMPARE(marks(whiteThrows(white, {{0, 15}}, 6, 6)), Marks{"0:hit_hucke_doublet:4"});
    // One stone for each die: 6 and 4 find only the stones on point 7.
    QVERIFY(marks(whiteThrows(white, {{0, 15}}, 6, 4)).empty());
    // „mit einem oder zwei Einsen nicht schlagen, wofern man nicht ... seine
    // Hucke besetzt hat“: with the Hucke held, the ones hit from it.
    QCOMPARE(marks(whiteThrows({{0, 13}, {11, 2}}, {{0, 15}}, 1, 1)),
             Marks{"0:hit_hucke_doublet:4"});
    QCOMPARE(marks(whiteThrows({{0, 12}, {10, 1}, {11, 2}}, {{0, 15}}, 2, 1)),
             Marks{"0:hit_hucke:2"});
    // Without the own Hucke nothing is marked (the Hucke „mit Gewalt“ instead).
    QVERIFY(marks(whiteThrows({{0, 11}, {6, 2}, {7, 2}}, {{0, 15}}, 6, 5)).empty());
    // Not when black holds his Hucke.
    QVERIFY(marks(whiteThrows(white, {{0, 13}, {11, 2}}, 6, 5)).empty());
}

void TestToccategli::jansScoreEveryThrowWhileHeld()
{
    // Kleiner Jan: „im ersten Brett ... sechs geschlossene Bände ... man
    // markiert dafür zwei, und solches geschieht so lange, als man nicht aufmacht“
    const Placement kleiner{{0, 3}, {1, 2}, {2, 2}, {3, 2}, {4, 2}, {5, 2}, {8, 2}};
    const TcState first = whiteThrows(kleiner, {{0, 15}}, 2, 1);
    QCOMPARE(marks(first), Marks{"0:kleiner_jan:2"});
    // Held through black's turn: marked again at white's next throw.
    TcState s = after(first, "move 9-11 9-10");
    s = after(thrown(s, 2, 1), "move 24-22 24-23");
    QCOMPARE(marks(thrown(s, 3, 3)), Marks{"0:kleiner_jan:2"});
    // Opened: nothing.
    QVERIFY(marks(whiteThrows({{0, 3}, {1, 2}, {2, 2}, {3, 2}, {4, 2}, {5, 1}, {8, 3}}, {{0, 15}},
                              2, 1))
                .empty());
    // Großer Jan (Zumachen) in the second board, Hucke included.
    QCOMPARE(marks(whiteThrows({{0, 3}, {6, 2}, {7, 2}, {8, 2}, {9, 2}, {10, 2}, {11, 2}},
                               {{0, 13}, {11, 2}}, 2, 1)),
             Marks{"0:grosser_jan:2"});
    // Rückjan: six Bände in black's first board.
    QCOMPARE(marks(whiteThrows({{18, 2}, {19, 2}, {20, 2}, {21, 2}, {22, 2}, {23, 2}}, {{10, 15}},
                               2, 1)),
             Marks{"0:rueckjan:2"});
}

void TestToccategli::twelveMarkedWinsStricheByTheOpponentsMarks()
{
    // „habe zwölf markiert, ohne dass mein Gegner ... gar nichts markiert hat,
    // so habe ich Quadrupel oder Matsch ...; einmal oder zweimal ... Triple ...;
    // drei- bis sechsmal ... Double ...; siebenmal ... simple“
    const std::vector<std::pair<int, std::string>> cases{
        {0, "quadrupel:4"}, {1, "triple:3"}, {2, "triple:3"}, {3, "double:2"},
        {6, "double:2"},    {7, "simple:1"}, {11, "simple:1"}};
    for (const auto& [his, kind] : cases) {
        const TcState s = whiteThrows(kOneHitWhite, kOneHitBlack, 4, 2, {11, his});
        QCOMPARE(marks(s), (Marks{"0:hit_blot:1", "0:" + kind}));
        QCOMPARE(s.striche(0), kind.back() - '0');
        QCOMPARE(s.marker(0), 0);
        QCOMPARE(s.marker(1), 0); // the opponent's marks are wiped
        QCOMPARE(s.phase(), Phase::Choice);
        QCOMPARE(s.toMove(), 0);
    }
}

void TestToccategli::continueWithTheRestOrStartAnew()
{
    // Three points from 11: twelve and a Rest of two.
    const TcState s =
        whiteThrows({{0, 12}, {3, 1}, {6, 1}, {7, 1}}, {{0, 14}, {13, 1}}, 4, 3, {11, 5});
    QCOMPARE(s.phase(), Phase::Choice);
    QCOMPARE(legal(s), (std::vector<std::string>{"continue", "newgame"}));
    // „im ersten Falle kann er diejenigen Points, die er mehr hatte ... aufs
    // Neue markieren, welches man einen Rest haben nennt“
    const TcState on = after(s, "continue");
    QCOMPARE(on.marker(0), 2);
    QCOMPARE(on.marker(1), 0);
    QCOMPARE(on.phase(), Phase::Move); // he sets his throw as before
    QCOMPARE(on.thrower(), 0);
    QCOMPARE(on.stones(0, 7), 1);
    // „im anderen Fall wird das Spiel wie gewöhnlich angefangen“
    const TcState anew = after(s, "newgame");
    QCOMPARE(anew.marker(0), 0);
    QCOMPARE(anew.marker(1), 0);
    QCOMPARE(anew.stones(0, 0), 15);
    QCOMPARE(anew.stones(1, 0), 15);
    QCOMPARE(anew.phase(), Phase::Dice);
    QCOMPARE(anew.thrower(), 0);
    QCOMPARE(anew.games(), s.games() + 1);
    QCOMPARE(anew.striche(0), 2);
}

void TestToccategli::marschScoresTwoAndTheWinnerThrowsFirst()
{
    // „derjenige, der seine Steine zuerst durchbringt, hat den Marsch gewonnen,
    // und setzt dafür zwei Points an. Ist damit die Partie nicht aus, so
    // bleiben die Marken stehen ... und der Spieler, welcher den Marsch
    // gewonnen hat, wirft an.“
    const TcState s = whiteThrows({{22, 1}}, {{10, 15}}, 3, 1, {3, 4});
    QCOMPARE(legal(s), std::vector<std::string>{"move 23-24 24-off"});
    const TcState won = after(s, "move 23-24 24-off");
    QCOMPARE(marks(won), Marks{"0:marsch:2"});
    QCOMPARE(won.marker(0), 5);
    QCOMPARE(won.marker(1), 4);
    QCOMPARE(won.phase(), Phase::Dice);
    QCOMPARE(won.thrower(), 0);
    QCOMPARE(won.stones(0, 0), 15);
    QCOMPARE(won.stones(1, 0), 15);
    QCOMPARE(won.borneOff(0), 0);
    // „Was durch den Marsch über die Partie markiert ist, wird zur folgenden
    // Partie angelegt“: from eleven, twelve and one anew, without a choice.
    const TcState over =
        after(whiteThrows({{22, 1}}, {{10, 15}}, 3, 1, {11, 4}), "move 23-24 24-off");
    QCOMPARE(marks(over), (Marks{"0:marsch:2", "0:double:2"}));
    QCOMPARE(over.marker(0), 1);
    QCOMPARE(over.marker(1), 0);
    QCOMPARE(over.phase(), Phase::Dice);
    // The last stone off with one die: the other die is no unplayable die.
    const TcState last = whiteThrows({{23, 1}}, {{10, 15}}, 6, 5);
    QCOMPARE(legal(last), std::vector<std::string>{"move 24-off"});
    QCOMPARE(marks(after(last, "move 24-off")), Marks{"0:marsch:2"});
}

void TestToccategli::marschWithADoubletWinsTheSatz()
{
    // „hat er aber eine Doublette, so hat er den Satz oder das Spiel gewonnen“
    const TcState s = whiteThrows({{22, 1}, {23, 1}}, {{10, 15}}, 2, 2, {5, 4});
    const TcState won = after(s, "move 23-off 24-off");
    QCOMPARE(marks(won), (Marks{"0:marsch_doublet:0", "0:double:2"}));
    QCOMPARE(won.striche(0), 2);
    QCOMPARE(won.marker(0), 0);
    QCOMPARE(won.marker(1), 0);
    QCOMPARE(won.thrower(), 0);
}

void TestToccategli::partieOfSixOrEightStriche()
{
    // „Man setzt fest, ob die Partie beendet sein soll, nachdem man sechs- oder
    // achtmal durchmarkiert hat.“
    const TcState six = whiteThrows(kOneHitWhite, kOneHitBlack, 4, 2, {11, 9}, {5, 3});
    QVERIFY(six.isOver());
    QCOMPARE(six.winner(), 0);
    QCOMPARE(six.result(), (std::vector<double>{1.0, 0.0}));
    QCOMPARE(described(six).number("winner"), 0LL);
    Rules eight;
    eight.partieStriche = 8;
    const TcState notYet = whiteThrows(kOneHitWhite, kOneHitBlack, 4, 2, {11, 9}, {5, 3}, eight);
    QVERIFY(!notYet.isOver());
    QCOMPARE(notYet.striche(0), 6);
    QCOMPARE(notYet.phase(), Phase::Choice);
    // The option through the registry.
    auto game = zv::createGame("toccategli", {{"partie_striche", "8"}}, std::vector<zv::Seat>(2));
    QVERIFY(game);
    RecordingSink sink;
    game->describe(sink);
    QCOMPARE(sink.number("partieStriche"), 8LL);
    std::string why;
    QVERIFY(
        !zv::createGame("toccategli", {{"partie_striche", "7"}}, std::vector<zv::Seat>(2), &why));
    QVERIFY(!zv::createGame("toccategli", {}, std::vector<zv::Seat>(3), &why));
}
