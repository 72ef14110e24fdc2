// Mühle: the computer players, with node budgets only (deterministic).
#include "core/rng.h"
#include "games/muehle/evaluation.h"
#include "kit/alpha_beta.h"
#include "muehle_test_helpers.h"
#include "tst_muehle.h"

#include <atomic>
#include <chrono>

using namespace muehle_test;

namespace {
zv::SearchLimits nodeBudget(std::uint64_t nodes)
{
    zv::SearchLimits limits;
    limits.time = std::chrono::milliseconds(0); // no wall clock: deterministic
    limits.maxNodes = nodes;
    return limits;
}
} // namespace

void TestMuehle::strongTakesAnImmediateMill()
{
    zv::Rng rng(1);
    const MuehleState moving = position("a1 a4 d7 b2 f4", "g1 g4 c3 e5 d6", 0, 0, kWhite);
    const Move m = moving.chooseMove(zv::Level::Master, nodeBudget(20000), rng);
    QCOMPARE(moving.moveText(m).substr(0, 6), std::string("d7-a7x"));
    const MuehleState setting = position("a1 a4 f4", "g1 g4 c3", 6, 6, kWhite);
    const Move s = setting.chooseMove(zv::Level::Master, nodeBudget(20000), rng);
    QVERIFY2(s.remove >= 0, setting.moveText(s).c_str());
}

void TestMuehle::strongBlocksAnOpenMill()
{
    zv::Rng rng(2);
    // Setting: Black has a1 and a4; White must take a7.
    const MuehleState setting = position("d2 f4", "a1 a4", 7, 7, kWhite);
    QCOMPARE(setting.moveText(setting.chooseMove(zv::Level::Master, nodeBudget(20000), rng)),
             std::string("a7"));
    // Moving: Black threatens f6-d6 into d5-d6-d7; only b6-d6 stops it.
    const MuehleState moving = position("b6 c3 f2 g7", "d5 d7 f6 g1 a1", 0, 0, kWhite);
    QCOMPARE(moving.moveText(moving.chooseMove(zv::Level::Master, nodeBudget(20000), rng)),
             std::string("b6-d6"));
}

void TestMuehle::strongSearchIsDeterministicWithNodeBudget()
{
    const MuehleState s = position("a1 d2 f4 g7 c5", "a7 b6 c3 e5 g1", 0, 0, kWhite);
    const StrongPolicy policy;
    const auto first = zv::searchBestMove(s, policy, nodeBudget(30000));
    const auto second = zv::searchBestMove(s, policy, nodeBudget(30000));
    QVERIFY(first.best == second.best);
    QCOMPARE(first.nodes, second.nodes);
    QCOMPARE(first.score, second.score);
    QCOMPARE(first.depth, second.depth);
    QVERIFY(first.depth >= 2);
    QVERIFY(first.stoppedEarly);
    QVERIFY(first.nodes >= 30000 && first.nodes < 30000 + 1000);
}

void TestMuehle::playersAlwaysReturnLegalMoves()
{
    zv::Rng rng(8);
    for (int g = 0; g < 4; ++g) {
        auto game = zv::createGame("muehle", {}, {{}, {}});
        int plies = 0;
        while (!game->isOver() && plies < 120) {
            const auto level = (plies + g) % 2 ? zv::Level::Master : zv::Level::Beginner;
            const std::string move = game->computerMove(level, nodeBudget(2000), rng);
            std::string why;
            QVERIFY2(game->play(move, &why), (move + ": " + why).c_str());
            ++plies;
        }
    }
    // A tiny budget still gives a legal move (depth 1 always finishes).
    auto game = zv::createGame("muehle", {}, {{}, {}});
    std::string why;
    QVERIFY(game->play(game->computerMove(zv::Level::Master, nodeBudget(1), rng), &why));
}

void TestMuehle::playersHonourCancel()
{
    std::atomic<bool> cancel{true};
    zv::SearchLimits limits;
    limits.time = std::chrono::hours(1); // only the cancel flag can stop it
    limits.cancel = &cancel;
    const MuehleState s = position("a1 d2 f4 g7 c5", "a7 b6 c3 e5 g1", 0, 0, kWhite);
    const auto result = zv::searchBestMove(s, StrongPolicy{}, limits);
    QCOMPARE(result.depth, 1);
    QVERIFY(result.stoppedEarly);
    zv::Rng rng(4);
    auto game = makeMuehleGame(s);
    for (auto level : {zv::Level::Beginner, zv::Level::Master}) {
        const std::string move = game->computerMove(level, limits, rng);
        QVERIFY2(game->clone()->play(move), move.c_str());
    }
}

void TestMuehle::strongBeatsWeak()
{
    int strongWins = 0, weakWins = 0, draws = 0;
    for (int g = 0; g < 10; ++g) {
        zv::Rng rng(static_cast<std::uint64_t>(1000 + g));
        auto game = zv::createGame("muehle", {}, {{}, {}});
        const int strongSeat = g % 2;
        while (!game->isOver()) {
            const bool strongToMove = game->toMove() == strongSeat;
            const std::string move =
                game->computerMove(strongToMove ? zv::Level::Master : zv::Level::Beginner,
                                   nodeBudget(strongToMove ? 4000 : 2000), rng);
            QVERIFY(game->play(move));
        }
        const auto result = game->result();
        if (result[static_cast<std::size_t>(strongSeat)] == 1.0)
            ++strongWins;
        else if (result[static_cast<std::size_t>(1 - strongSeat)] == 1.0)
            ++weakWins;
        else
            ++draws;
    }
    qInfo("strong %d, weak %d, draws %d", strongWins, weakWins, draws);
    QVERIFY(strongWins >= 7);
    QVERIFY(weakWins <= 1);
}
