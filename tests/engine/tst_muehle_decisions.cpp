// Mühle: what the engine decided where the source is silent (RULES.md,
// "Decisions"), the notation and the board's state keys.
#include "core/rng.h"
#include "muehle_test_helpers.h"
#include "tst_muehle.h"

#include <array>

using namespace muehle_test;

void TestMuehle::whiteMovesFirst()
{
    auto game = zv::createGame("muehle", {}, {{}, {}});
    QCOMPARE(game->toMove(), 0);
    QCOMPARE(game->legalMoves().size(), std::size_t{24});
    QVERIFY(game->play("d2"));
    QCOMPARE(game->toMove(), 1);
}

void TestMuehle::allStonesInMillsAnyMayBeTaken()
{
    // Every black stone stands in a mill (two mills sharing g7).
    const MuehleState s = position("b2 b6 a4 d2", "g1 g4 g7 a7 d7", 0, 0, kWhite);
    int removals = 0;
    for (const auto& m : legalTexts(s))
        removals += m.rfind("a4-b4x", 0) == 0;
    QCOMPARE(removals, 5);
    QVERIFY(isLegal(s, "a4-b4xg7"));
}

void TestMuehle::doubleMillRemovesOneStone()
{
    // a7 closes a1-a4-a7 and a7-d7-g7 at once.
    const MuehleState s = position("a1 a4 d7 g7", "b2 f6 c3 e5", 5, 5, kWhite);
    for (const auto& m : legalTexts(s))
        if (m.rfind("a7", 0) == 0)
            QCOMPARE(static_cast<int>(std::count(m.begin(), m.end(), 'x')), 1);
    QVERIFY(refusal(s, "a7xc3xe5").find("not a move") != std::string::npos);
    const MuehleState next = after(s, "a7xc3");
    QCOMPARE(next.onBoard(kBlack), 3);
    QCOMPARE(next.removed(kBlack), 1);
}

void TestMuehle::reopenedMillClosesAgain()
{
    MuehleState s = position("a1 a4 a7 f4", "g1 g7 c3 e5 d2", 0, 0, kWhite);
    s = after(s, "a7-d7");
    s = after(s, "c3-d3");
    QVERIFY(refusal(s, "d7-a7").find("closes a mill") != std::string::npos);
    QVERIFY(isLegal(s, "d7-a7xe5"));
}

void TestMuehle::onlyTheMovedStoneClosesAMill()
{
    const MuehleState s = position("a1 a4 a7 f4", "g1 g7 c3 e5 d2", 0, 0, kWhite);
    QVERIFY(isLegal(s, "f4-f2"));
    QVERIFY(refusal(s, "f4-f2xc3").find("closes no mill") != std::string::npos);
}

void TestMuehle::removalIsPartOfTheMove()
{
    // In every position of many random games: a move removes a stone exactly
    // when it closes a mill (and the opponent has a stone on the board).
    zv::FastRng rng(31);
    std::array<Move, MuehleState::kMaxMoves> moves;
    for (int g = 0; g < 200; ++g) {
        MuehleState s;
        while (!s.isOver()) {
            const int n = s.generateMoves(moves.data());
            const int me = s.toMove();
            for (int i = 0; i < n; ++i) {
                const Move m = moves[static_cast<std::size_t>(i)];
                const Mask afterMove =
                    (m.from >= 0 ? s.stones(me) & ~bit(m.from) : s.stones(me)) | bit(m.to);
                const bool closes = inMill(afterMove, m.to);
                QCOMPARE(m.remove >= 0, closes && s.stones(1 - me) != 0);
            }
            s.apply(moves[static_cast<std::size_t>(rng.uniform(n))]);
        }
    }
}

void TestMuehle::millWithoutOpposingStonesRemovesNothing()
{
    const MuehleState s = position("a1 a4", "", 7, 7, kWhite);
    QVERIFY(isLegal(s, "a7"));
    const MuehleState next = after(s, "a7");
    QCOMPARE(next.onBoard(kBlack), 0);
    QVERIFY(!next.isOver());
}

void TestMuehle::threefoldRepetitionDraws()
{
    MuehleState s = position("a1 d2 f4 g7", "a7 b6 c3 e5", 0, 0, kWhite);
    const std::array<const char*, 4> cycle = {"g7-d7", "b6-d6", "d7-g7", "d6-b6"};
    for (int round = 0; round < 2; ++round) {
        for (const char* m : cycle) {
            QVERIFY(!s.isOver());
            s = after(s, m);
        }
    }
    QVERIFY(s.isOver());
    QCOMPARE(s.endReason(), EndReason::Repetition);
    QCOMPARE(s.winner(), -1);
    QCOMPARE(s.result(), (std::vector<double>{0.5, 0.5}));
    QCOMPARE(described(s).number("winner"), -1LL);
    QCOMPARE(described(s).text("reason"), std::string("repetition"));
}

void TestMuehle::hundredPliesWithoutRemovalDraw()
{
    // Random games until one ends by the move limit (fixed seed: always the same game).
    zv::FastRng rng(99);
    std::array<Move, MuehleState::kMaxMoves> moves;
    for (int g = 0; g < 2000; ++g) {
        MuehleState s;
        MuehleState before = s;
        while (!s.isOver()) {
            const int n = s.generateMoves(moves.data());
            before = s;
            s.apply(moves[static_cast<std::size_t>(rng.uniform(n))]);
            QCOMPARE(s.pliesWithoutRemoval(),
                     s.removed(0) + s.removed(1) == before.removed(0) + before.removed(1) &&
                             s.inHand(0) + s.inHand(1) == before.inHand(0) + before.inHand(1)
                         ? before.pliesWithoutRemoval() + 1
                         : 0);
        }
        if (s.endReason() != EndReason::MoveLimit)
            continue;
        QCOMPARE(s.pliesWithoutRemoval(), kMoveLimitPlies);
        QCOMPARE(before.pliesWithoutRemoval(), kMoveLimitPlies - 1);
        QVERIFY(!before.isOver());
        QCOMPARE(s.winner(), -1);
        QCOMPARE(described(s).text("reason"), std::string("move_limit"));
        return;
    }
    QFAIL("no random game reached the move limit");
}

void TestMuehle::illegalMovesAreExplained()
{
    const MuehleState s = after(MuehleState(), "a1");
    QVERIFY(refusal(s, "d4").find("not a point") != std::string::npos);
    QVERIFY(refusal(s, "hello").find("not a move") != std::string::npos);
    QVERIFY(refusal(s, "").find("not a move") != std::string::npos);
    QVERIFY(refusal(s, "a4-").find("not a move") != std::string::npos);
    QVERIFY(refusal(s, "a4xa1").find("closes no mill") != std::string::npos);
    QVERIFY(refusal(s, "A4").empty()); // capitals are read as small letters
    const MuehleState mill = position("a1 a4 d7 b2", "g1 g4 g7 c3 e5", 0, 0, kWhite);
    QVERIFY(refusal(mill, "d7-a7xb2").find("no opposing stone") != std::string::npos);
    const MuehleState over = after(position("a1 a4 d7 b2", "g1 g4 f6", 0, 0, kWhite), "d7-a7xf6");
    QVERIFY(refusal(over, "a7-d7").find("over") != std::string::npos);
}

void TestMuehle::describeGivesTheBoardKeys()
{
    MuehleState s = position("a1 a4 d7 b2", "g1 g4 g7 c3 e5", 0, 0, kWhite);
    auto sink = described(s);
    QCOMPARE(sink.number("over"), 0LL);
    QCOMPARE(sink.number("toMove"), 0LL);
    const auto board = sink.ints("board");
    QCOMPARE(board.size(), std::size_t{24});
    QCOMPARE(board[static_cast<std::size_t>(pointIndex("a1"))], 0);
    QCOMPARE(board[static_cast<std::size_t>(pointIndex("g4"))], 1);
    QCOMPARE(board[static_cast<std::size_t>(pointIndex("d2"))], -1);
    QCOMPARE(sink.ints("inHand"), (std::vector<int>{0, 0}));
    QCOMPARE(sink.ints("onBoard"), (std::vector<int>{4, 5}));
    QCOMPARE(sink.ints("lost"), (std::vector<int>{5, 4}));
    QCOMPARE(sink.text("phase"), std::string("moving"));
    QCOMPARE(sink.ints("mills"),
             (std::vector<int>{pointIndex("g1"), pointIndex("g4"), pointIndex("g7")}));
    QCOMPARE(sink.number("pliesWithoutRemoval"), 0LL);
    QVERIFY(!sink.values.count("winner"));
    s = after(s, "b2-d2");
    QCOMPARE(described(s).number("pliesWithoutRemoval"), 1LL);
    QCOMPARE(described(s).number("toMove"), 1LL);
}

void TestMuehle::impossiblePositionsAreRefused()
{
    std::string why;
    QVERIFY(!MuehleState::fromPosition(points("a1"), points("a1"), 0, 0, 0, {}, &why));
    QVERIFY(why.find("white and a black") != std::string::npos);
    QVERIFY(!MuehleState::fromPosition(points("a1 a4"), 0, 8, 8, 0, {}, &why));
    QVERIFY(why.find("nine") != std::string::npos);
    QVERIFY(!MuehleState::fromPosition(points("a1"), 0, 3, 5, 0, {}, &why));
    QVERIFY(why.find("alternate") != std::string::npos);
    QVERIFY(!MuehleState::fromPosition(0, 0, 0, 0, 2, {}, &why));
}
