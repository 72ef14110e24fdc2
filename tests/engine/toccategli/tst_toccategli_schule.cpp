// Toccateglispiel: the Schule (option `schule`). The thrower marks his throw's
// points himself; the opponent lets it pass, forces the right marking, or
// sends him „in die Schule“. White's throw 4-2 hits black's Bloße once (1
// point due); 4-3 in the second position hits three ways (3 points).
#include "tst_toccategli.h"
#include "tst_toccategli_helpers.h"

using namespace tc_test;

namespace {

using Marks = std::vector<std::string>;

Rules withSchule()
{
    Rules r;
    r.schule = true;
    return r;
}

TcState oneHit(std::array<int, 2> markers = {0, 0})
{
    return thrown(position({{0, 14}, {3, 1}}, {{0, 14}, {16, 1}}, 0, markers, {0, 0}, withSchule()),
                  4, 2);
}

TcState threeHits()
{
    return thrown(position({{0, 12}, {3, 1}, {6, 1}, {7, 1}}, {{0, 14}, {13, 1}}, 0, {0, 0}, {0, 0},
                           withSchule()),
                  4, 3);
}

} // namespace

void TestToccategli::schuleOffTheEngineMarksEverything()
{
    // Without the option the engine marks at the throw (all other tests).
    const TcState off = thrown(position({{0, 14}, {3, 1}}, {{0, 14}, {16, 1}}), 4, 2);
    QCOMPARE(off.phase(), Phase::Move);
    QCOMPARE(off.marker(0), 1);
    // With it, the thrower is asked first and nothing is marked yet.
    const TcState on = oneHit();
    QCOMPARE(on.phase(), Phase::Declare);
    QCOMPARE(on.toMove(), 0);
    QCOMPARE(on.marker(0), 0);
    QVERIFY(marks(on).empty());
    QCOMPARE(on.due(), 1);
    QCOMPARE(described(on).number("due"), -1LL); // not shown before the review
    QCOMPARE(legal(on).front(), std::string("mark 0"));
    auto game = zv::createGame("toccategli", {{"schule", "true"}}, std::vector<zv::Seat>(2));
    RecordingSink sink;
    game->describe(sink);
    QCOMPARE(sink.number("schule"), 1LL);
}

void TestToccategli::schuleRightMarkingPasses()
{
    const TcState declared = after(oneHit(), "mark 1");
    QCOMPARE(declared.phase(), Phase::Review);
    QCOMPARE(declared.toMove(), 1);
    QCOMPARE(described(declared).number("declared"), 1LL);
    const TcState passed = after(declared, "pass");
    QCOMPARE(marks(passed), Marks{"0:marked:1"});
    QCOMPARE(passed.marker(0), 1);
    QCOMPARE(passed.phase(), Phase::Move);
    QCOMPARE(passed.toMove(), 0);
    // After the review the throw's marks are shown with their reasons.
    const RecordingSink d = described(passed);
    QCOMPARE(d.number("due"), 1LL);
    QCOMPARE(d.texts("dueReason"), std::vector<std::string>{"hit_blot"});
    QCOMPARE(d.ints("dueAt"), std::vector<int>{8});
    QCOMPARE(d.ints("dueFrom"), std::vector<int>{4});
}

void TestToccategli::schuleForgottenPointsGoToTheSender()
{
    // „Wer ... vergisst die Points zu markieren, die er mit seinen Würfeln
    // gewinnt, der wird ... in die Schule geschickt, das heißt, man markiert die
    // Points, die er vergessen ... hat.“
    const TcState s = after(threeHits(), {"mark 1", "schule 2"});
    QCOMPARE(marks(s), (Marks{"0:marked:1", "1:schule:2"}));
    QCOMPARE(s.marker(0), 1);
    QCOMPARE(s.marker(1), 2);
    const TcState none = after(oneHit(), {"mark 0", "schule 1"});
    QCOMPARE(marks(none), Marks{"1:schule:1"});
}

void TestToccategli::schuleTooManyPointsGoToTheSender()
{
    // „Wer mehr ... markiert, als er markieren soll“: the sender marks the excess,
    // the thrower keeps only what his throw won.
    const TcState s = after(oneHit(), {"mark 3", "schule 2"});
    QCOMPARE(marks(s), (Marks{"0:marked:1", "1:schule:2"}));
    QCOMPARE(s.marker(0), 1);
    QCOMPARE(s.marker(1), 2);
}

void TestToccategli::schuleLetItPassOrForceTheRightMarking()
{
    // „Man hat es in seiner Macht, den Gegner die Schule machen zu lassen, ohne
    // sie zu markieren, oder den Gegner zu zwingen, die Points zu markieren, die
    // er gewinnt.“
    QCOMPARE(after(oneHit(), {"mark 3", "pass"}).marker(0), 3);
    QCOMPARE(after(threeHits(), {"mark 0", "pass"}).marker(0), 0);
    const TcState forced = after(threeHits(), {"mark 0", "force"});
    QCOMPARE(marks(forced), Marks{"0:marked:3"});
    QCOMPARE(forced.marker(1), 0);
    QCOMPARE(after(oneHit(), {"mark 3", "force"}).marker(0), 1);
    // „Dieses muss aber alles geschehen, ehe von Neuem geworfen worden“: the
    // review comes before the play and before any other throw.
    QVERIFY(!isLegal(after(oneHit(), "mark 0"), "move 1-5 1-3"));
    // Marks in the Schule win rounds like any other.
    const TcState twelve = after(oneHit({11, 0}), {"mark 1", "pass"});
    QCOMPARE(marks(twelve), (Marks{"0:marked:1", "0:quadrupel:4"}));
    QCOMPARE(twelve.phase(), Phase::Choice);
}

void TestToccategli::schuleUnjustSendingCostsTheSender()
{
    // „Auch wird derjenige, der mit Unrecht in die Schule geschickt und die
    // Points markiert hat, wieder deshalb in die Schule geschickt, was er mit
    // Unrecht markiert hat, und er wird genötigt, diese Points wieder zurück zu
    // markieren.“
    const TcState right = after(oneHit(), {"mark 1", "schule 2"});
    QCOMPARE(marks(right), (Marks{"0:marked:1", "0:schule_unjust:2"}));
    QCOMPARE(right.marker(0), 3);
    QCOMPARE(right.marker(1), 0);
    // A wrong marking, but the wrong amount claimed, is unjust too.
    const TcState wrongAmount = after(threeHits(), {"mark 1", "schule 1"});
    QCOMPARE(marks(wrongAmount), (Marks{"0:marked:1", "0:schule_unjust:1"}));
}

void TestToccategli::schuleComputerPlayersMarkAndReview()
{
    zv::SearchLimits limits;
    limits.time = std::chrono::milliseconds(0);
    limits.maxNodes = 2000;
    zv::Rng rng(4);
    auto game = makeToccategliGame(threeHits());
    QCOMPARE(game->computerMove(zv::Level::Master, limits, rng), std::string("mark 3"));
    auto review = makeToccategliGame(after(threeHits(), "mark 1"));
    QCOMPARE(review->computerMove(zv::Level::Master, limits, rng), std::string("schule 2"));
    auto fine = makeToccategliGame(after(threeHits(), "mark 3"));
    QCOMPARE(fine->computerMove(zv::Level::Master, limits, rng), std::string("pass"));
    // The weak player forgets now and then: over many throws it marks less.
    int forgotten = 0;
    for (int i = 0; i < 200; ++i) {
        zv::Rng r(static_cast<std::uint64_t>(i));
        forgotten += game->computerMove(zv::Level::Beginner, limits, r) != "mark 3";
    }
    QVERIFY(forgotten > 20 && forgotten < 100);
    // Whole Partien in the Schule between the two strengths stay legal.
    auto partie = zv::createGame("toccategli", {{"schule", "true"}}, std::vector<zv::Seat>(2));
    int plies = 0;
    while (!partie->isOver() && plies < 3000) {
        const auto level = partie->toMove() == 0 ? zv::Level::Master : zv::Level::Beginner;
        const std::string move = partie->computerMove(level, limits, rng);
        std::string why;
        QVERIFY2(partie->play(move, &why), (move + ": " + why).c_str());
        QVERIFY(partie->invariantViolation().empty());
        ++plies;
    }
    QVERIFY(partie->isOver());
}
