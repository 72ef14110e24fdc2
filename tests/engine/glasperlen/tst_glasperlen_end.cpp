// The end: at the start of his turn a player cannot move (no bead on his
// side). The source's three outcomes, the tournament rules' 15 points, and
// the program's turn limit and resignation.
#include "tst_glasperlen.h"
#include "tst_glasperlen_helpers.h"

using namespace gp_test;
using zv::glasperlen::EndReason;

namespace {
// South to move with no bead; North holds the ten stones.
const std::array<const char*, 10> kSouthEmpty{"", "", "", "", "", "00", "00", "00", "00", "00"};
} // namespace

void TestGlasperlen::gameEndsWhenThePlayerToMoveHasNoBead()
{
    // North sows his last bead away; South still has beads: the game goes on.
    GpState s =
        position({"000", "00", "00", "0", "0", "", "", "", "", "0"}, 1, false, "55", "44", 0);
    QVERIFY(play(s, "e0"));
    QVERIFY(!s.isOver());
    QCOMPARE(s.beadsOnSide(1), 0);
    // Only stones on the board: South need not feed; once North is to move
    // without a bead, the game is over.
    QVERIFY(!s.feedingRequired());
    QVERIFY(play(s, "B00"));
    QVERIFY(s.isOver());
    QCOMPARE(s.toMove(), zv::glasperlen::kNorth);
    auto game = zv::glasperlen::makeGlasperlenGame(s);
    QVERIFY(game->legalMoves().empty());
}

void TestGlasperlen::stuckPlayerWinsWhileGemsAreOnTheBoard()
{
    GpState s = position({"", "", "", "", "", "005", "00", "00", "00", "00"}, 0, false, "", "", 1);
    QVERIFY(s.isOver());
    QCOMPARE(s.winner(), zv::glasperlen::kSouth);
    QCOMPARE(s.endReason(), EndReason::StuckWithGems);
    QCOMPARE(s.result(), (std::vector<double>{1.0, 0.0}));
}

void TestGlasperlen::morePointsWinWhenNoGemIsLeft()
{
    GpState south = position(kSouthEmpty, 0, false, "554433", "2211");
    QVERIFY(south.isOver());
    QCOMPARE(south.winner(), zv::glasperlen::kSouth);
    QCOMPARE(south.endReason(), EndReason::Points);
    GpState north = position(kSouthEmpty, 0, false, "2211", "554433");
    QCOMPARE(north.winner(), zv::glasperlen::kNorth);
    QCOMPARE(north.endReason(), EndReason::Points);
}

void TestGlasperlen::equalPointsGoToThePlayerWithStones()
{
    GpState s = position(kSouthEmpty, 0, false, "54321", "54321");
    QVERIFY(s.isOver());
    QCOMPARE(s.winner(), zv::glasperlen::kNorth); // North has the stones
    QCOMPARE(s.endReason(), EndReason::PointsTie);
}

void TestGlasperlen::tournamentFifteenPointsWin()
{
    // A gem still on the board: by the source the stuck South wins; by the
    // tournament rules North's 15 points win.
    const std::array<const char*, 10> pits{"", "", "", "", "", "001", "00", "00", "00", "00"};
    GpState source = position(pits, 0, false, "1234", "23455");
    QCOMPARE(source.winner(), zv::glasperlen::kSouth);
    GpState tournament = position(pits, 0, true, "1234", "23455");
    QVERIFY(tournament.isOver());
    QCOMPARE(tournament.winner(), zv::glasperlen::kNorth);
    QCOMPARE(tournament.endReason(), EndReason::FifteenPoints);
}

void TestGlasperlen::tournamentEmptyingTooSoonLoses()
{
    GpState shortOf = position(kSouthEmpty, 0, true, "554432", "1123");
    QCOMPARE(shortOf.points(1), 7);
    QCOMPARE(shortOf.winner(), zv::glasperlen::kSouth);
    QCOMPARE(shortOf.endReason(), EndReason::EmptiedTooSoon);
    // With a gem still on the board the winner is the same as by the source
    // (the stuck player), for the tournament rule's reason.
    const std::array<const char*, 10> pits{"", "", "", "", "", "005", "00", "00", "00", "00"};
    GpState gems = position(pits, 0, true, "", "1234");
    QCOMPARE(gems.winner(), zv::glasperlen::kSouth);
    QCOMPARE(gems.endReason(), EndReason::EmptiedTooSoon);
}

void TestGlasperlen::turnLimitEndsTheGame()
{
    std::array<std::vector<int>, 10> pits;
    for (auto& p : pits)
        p = {0};
    pits[0].push_back(5);
    pits[9].push_back(5);
    std::array<std::vector<int>, 2> cups{std::vector<int>{1, 2, 3, 4},
                                         std::vector<int>{1, 2, 3, 4}};
    GpState s;
    std::string why;
    QVERIFY(GpState::fromPosition(pits, cups, 0, {}, &s, &why, zv::glasperlen::kTurnLimit - 1));
    QVERIFY(!s.isOver());
    QVERIFY(play(s, "A50")); // a turn without a capture; points stay 10 : 10
    QVERIFY(s.isOver());
    QCOMPARE(s.endReason(), EndReason::TurnLimit);
    // Equal points: beads on one's side decide (still 6 each),
    // then the seat to move (North) loses.
    QCOMPARE(s.winner(), zv::glasperlen::kSouth);
}

void TestGlasperlen::resignationEndsTheGame()
{
    auto game = zv::createGame("glasperlen", {}, {{}, {}});
    QVERIFY(game->play("C30"));
    std::string why;
    QVERIFY(game->play("c"));
    QVERIFY(!game->play("Nord gibt auf", &why)); // not in the middle of a turn
    QVERIFY(game->play("30"));
    QVERIFY(game->play("Süd gibt auf"));
    QVERIFY(game->isOver());
    QCOMPARE(game->result(), (std::vector<double>{0.0, 1.0}));
    zv::glasperlen::GpState s = *zv::glasperlen::glasperlenState(*game);
    QCOMPARE(s.endReason(), EndReason::Resigned);
}

void TestGlasperlen::endRulesAgreeOnceNoGemIsInPlay()
{
    // With no gem in a pit all 30 points lie in the cups, so "at least 15
    // points" (tournament) is "at least as many as the other" (source), and on
    // 15 : 15 both give the game to the player with beads. Every way to share
    // the ten gems between the cups, either player stuck: the same winner.
    int ties = 0;
    for (int split = 0; split < (1 << 10); ++split) {
        std::string cups[2];
        for (int k = 0; k < 10; ++k)
            cups[(split >> k) & 1] += static_cast<char>('1' + k / 2);
        for (int stuck = 0; stuck < 2; ++stuck) {
            std::array<const char*, 10> pits{};
            for (int p = 0; p < 10; ++p)
                pits[static_cast<std::size_t>(p)] = p / 5 == stuck ? "" : "00";
            const GpState source = position(pits, stuck, false, cups[0].c_str(), cups[1].c_str());
            const GpState tournament =
                position(pits, stuck, true, cups[0].c_str(), cups[1].c_str());
            QVERIFY(source.isOver() && tournament.isOver());
            QCOMPARE(tournament.winner(), source.winner());
            if (source.points(0) == source.points(1)) {
                ++ties;
                QCOMPARE(source.winner(), 1 - stuck);
            }
        }
    }
    QVERIFY(ties > 0);
}

void TestGlasperlen::nobodyIsStuckWhileAGemIsInPlay()
{
    // The source's first outcome (stuck with a gem on the board) cannot arise
    // from the start: the last bead of a capture stays in the opponent's pit,
    // and a player who empties his own side must be fed while a gem is in
    // play. So every game ends with no gem in a pit (or at the turn limit),
    // under both rule sets.
    std::array<zv::glasperlen::Step, GpState::kMaxSteps> steps;
    std::array<int, 8> reasons{};
    for (int g = 0; g < 2000; ++g) {
        zv::FastRng rng(static_cast<std::uint64_t>(g) * 104729 + 7);
        GpState s(zv::glasperlen::Rules{g % 2 == 1});
        while (!s.isOver()) {
            const int n = s.generateSteps(steps.data());
            s.apply(steps[static_cast<std::size_t>(rng.uniform(n))]);
        }
        ++reasons[static_cast<std::size_t>(s.endReason())];
        if (s.endReason() != EndReason::TurnLimit)
            QCOMPARE(s.gemsOnBoard(), 0);
    }
    QCOMPARE(reasons[static_cast<std::size_t>(EndReason::StuckWithGems)], 0);
    QVERIFY(reasons[static_cast<std::size_t>(EndReason::Points)] > 0);
    QVERIFY(reasons[static_cast<std::size_t>(EndReason::FifteenPoints)] > 0);
    QVERIFY(reasons[static_cast<std::size_t>(EndReason::EmptiedTooSoon)] > 0);
}
