// The computer players: whole legal turns, every distinct order once, a
// capture that lies open is taken, the cancel flag stops the search, and the
// strong player beats the weak one clearly.
#include "games/glasperlen/turns.h"
#include "tst_glasperlen.h"
#include "tst_glasperlen_helpers.h"

#include <set>

using namespace gp_test;

namespace {
zv::SearchLimits nodeBudget(std::uint64_t nodes)
{
    zv::SearchLimits limits;
    limits.time = std::chrono::milliseconds(0);
    limits.maxNodes = nodes;
    return limits;
}
} // namespace

void TestGlasperlen::computerTurnsAreWholeLegalTurns()
{
    zv::Rng rng(3);
    for (auto level : {zv::Level::Beginner, zv::Level::Master}) {
        auto game = zv::createGame("glasperlen", {}, {{}, {}});
        for (int turn = 0; turn < 30 && !game->isOver(); ++turn) {
            const int seat = game->toMove();
            const std::string move = game->computerMove(level, nodeBudget(300), rng);
            std::string why;
            QVERIFY2(game->play(move, &why), (move + ": " + why).c_str());
            QVERIFY(game->isOver() || game->toMove() != seat);
        }
        // In the middle of a turn the computer finishes it.
        auto mid = zv::createGame("glasperlen", {}, {{}, {}});
        QVERIFY(mid->play("C3"));
        const std::string rest = mid->computerMove(level, nodeBudget(300), rng);
        QCOMPARE(rest, std::string("0"));
        QVERIFY(mid->play(rest));
        QCOMPARE(mid->toMove(), 1);
    }
}

void TestGlasperlen::equivalentOrdersAreTriedOnce()
{
    using zv::glasperlen::Counts;
    QCOMPARE(zv::glasperlen::orderCount(Counts{3, 0, 0, 0, 0, 0}, 100), 1LL);
    QCOMPARE(zv::glasperlen::orderCount(Counts{2, 0, 0, 1, 0, 0}, 100), 3LL);
    QCOMPARE(zv::glasperlen::orderCount(Counts{10, 2, 2, 2, 2, 2}, 1000), 1001LL);
    // From the start each pit has a stone and a gem: two orders each, ten turns.
    zv::FastRng rng(1);
    std::vector<zv::glasperlen::Turn> turns;
    zv::glasperlen::generateTurns(GpState{}, {}, rng, &turns);
    QCOMPARE(turns.size(), std::size_t{10});
    // Three stones sow one way only.
    GpState stones = position({"000", "0", "0", "", "05", "0", "0", "0", "0", ""}, 0);
    turns.clear();
    zv::glasperlen::TurnWidth width;
    GpState picked = stones;
    QVERIFY(play(picked, "A"));
    zv::glasperlen::generateTurns(picked, width, rng, &turns);
    QCOMPARE(turns.size(), std::size_t{1});
    // A big pit: the chosen orders, no two alike.
    GpState big = position({"00000012345", "0", "0", "0", "", "", "", "", "", "0"}, 0);
    turns.clear();
    zv::glasperlen::generateTurns(big, width, rng, &turns);
    std::set<std::uint64_t> seen;
    for (const auto& t : turns)
        QVERIFY(seen.insert(t.after.hash()).second);
    QVERIFY(turns.size() > 10);
}

void TestGlasperlen::strongTakesAnOpenCapture()
{
    // E's stone takes the purple 5 in a; nothing else gains anything, and no
    // South pit is left with one bead for North to capture in return.
    const GpState s =
        position({"00", "00", "00", "", "0", "5", "00", "0", "", ""}, 0, false, "", "", 1);
    auto game = zv::glasperlen::makeGlasperlenGame(s);
    zv::Rng rng(8);
    const std::string move = game->computerMove(zv::Level::Master, nodeBudget(2000), rng);
    QVERIFY2(move == "E0x", move.c_str());
}

void TestGlasperlen::cancelReturnsALegalTurn()
{
    std::atomic<bool> cancel{true};
    zv::SearchLimits limits;
    limits.time = std::chrono::hours(1); // only the cancel flag can stop it
    limits.cancel = &cancel;
    zv::Rng rng(4);
    auto game = zv::createGame("glasperlen", {}, {{}, {}});
    QVERIFY(game->play("C30"));
    QVERIFY(game->play("c30"));
    for (auto level : {zv::Level::Beginner, zv::Level::Master}) {
        const std::string move = game->computerMove(level, limits, rng);
        QVERIFY2(game->clone()->play(move), move.c_str());
    }
}

void TestGlasperlen::strongBeatsWeak()
{
    int strongWins = 0;
    const int games = 6;
    for (int g = 0; g < games; ++g) {
        zv::Rng rng(static_cast<std::uint64_t>(500 + g));
        auto game = zv::createGame("glasperlen", {}, {{}, {}});
        const int strongSeat = g % 2;
        while (!game->isOver()) {
            const bool strong = game->toMove() == strongSeat;
            const std::string move =
                game->computerMove(strong ? zv::Level::Master : zv::Level::Beginner,
                                   nodeBudget(strong ? 1500 : 100), rng);
            QVERIFY(game->play(move));
        }
        strongWins += game->result()[static_cast<std::size_t>(strongSeat)] == 1.0 ? 1 : 0;
    }
    QVERIFY2(strongWins >= games - 1, std::to_string(strongWins).c_str());
}
