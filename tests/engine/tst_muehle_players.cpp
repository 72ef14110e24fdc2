// Mühle: the computer players, with node budgets only (deterministic).
#include "core/rng.h"
#include "games/muehle/endgame_table.h"
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

namespace {

// An independent look at a 3-3 position, by the rules alone (no table): the
// side to move wins at once (a mill), loses in two plies (every move lets the
// opponent close a mill), or wins in three (a move after which the opponent
// loses in two).
bool winsInOne(const MuehleState& s)
{
    std::array<Move, MuehleState::kMaxMoves> moves;
    const int n = s.generateMoves(moves.data());
    for (int i = 0; i < n; ++i) {
        MuehleState next = s;
        next.apply(moves[static_cast<std::size_t>(i)]);
        if (next.isOver() && next.winner() == s.toMove())
            return true;
    }
    return false;
}

bool losesInTwo(const MuehleState& s)
{
    if (winsInOne(s))
        return false;
    std::array<Move, MuehleState::kMaxMoves> moves;
    const int n = s.generateMoves(moves.data());
    for (int i = 0; i < n; ++i) {
        MuehleState next = s;
        next.apply(moves[static_cast<std::size_t>(i)]);
        if (!winsInOne(next))
            return false;
    }
    return true;
}

bool winsInThree(const MuehleState& s)
{
    if (winsInOne(s))
        return false;
    std::array<Move, MuehleState::kMaxMoves> moves;
    const int n = s.generateMoves(moves.data());
    for (int i = 0; i < n; ++i) {
        MuehleState next = s;
        next.apply(moves[static_cast<std::size_t>(i)]);
        if (losesInTwo(next))
            return true;
    }
    return false;
}

// A random set of three points outside `taken`.
Mask threePoints(zv::Rng& rng, Mask taken)
{
    Mask chosen = 0;
    while (popcount(chosen) < 3) {
        const int p = rng.uniform(kPoints);
        if (!((taken | chosen) & bit(p)))
            chosen |= bit(p);
    }
    return chosen;
}

} // namespace

void TestMuehle::endgameTableAgreesWithTheRules()
{
    const EndgameTable33& table = EndgameTable33::instance();
    const EndgameTable33::Counts counts = table.counts();
    QCOMPARE(counts.won + counts.drawn + counts.lost, EndgameTable33::kPositions);
    zv::Rng rng(33);
    int checked = 0, winsFound = 0, lossesFound = 0, threesFound = 0;
    for (int sample = 0; sample < 300; ++sample) {
        const Mask mover = threePoints(rng, 0);
        const Mask opponent = threePoints(rng, mover);
        const int side = rng.uniform(2);
        const auto state = MuehleState::fromPosition(side == kWhite ? mover : opponent,
                                                     side == kWhite ? opponent : mover, 0, 0, side);
        if (!state)
            continue; // a position the rules cannot reach
        ++checked;
        const EndgameEntry entry = *table.lookup(mover, opponent);
        const bool one = winsInOne(*state);
        const bool two = losesInTwo(*state);
        QCOMPARE(entry.value == EndgameValue::Win && entry.plies == 1, one);
        QCOMPARE(entry.value == EndgameValue::Loss && entry.plies == 2, two);
        winsFound += one ? 1 : 0;
        lossesFound += two ? 1 : 0;
        if (sample % 10 == 0) { // the three-ply look is slower: every tenth position
            const bool three = winsInThree(*state);
            QCOMPARE(entry.value == EndgameValue::Win && entry.plies == 3, three);
            threesFound += three ? 1 : 0;
        }
    }
    // Every entry of a larger sample agrees with its successors' entries as the
    // rules generate them (MuehleState, not the table's own move logic): won
    // in n when the best move leads to the opponent's loss in n-1 (or closes a
    // mill, n = 1), lost in n when every move leads to the opponent's win and
    // the longest in n-1, drawn otherwise.
    for (int sample = 0; sample < 20000; ++sample) {
        const Mask mover = threePoints(rng, 0);
        const Mask opponent = threePoints(rng, mover);
        const auto state = MuehleState::fromPosition(mover, opponent, 0, 0, kWhite);
        if (!state)
            continue;
        std::array<Move, MuehleState::kMaxMoves> moves;
        const int n = state->generateMoves(moves.data());
        int fastestWin = 1000, slowestLoss = 0;
        bool draw = false, allLose = true;
        for (int i = 0; i < n; ++i) {
            MuehleState next = *state;
            next.apply(moves[static_cast<std::size_t>(i)]);
            if (next.isOver()) {
                fastestWin = 1;
                allLose = false;
                continue;
            }
            const EndgameEntry reply = *table.lookup(next.stones(kBlack), next.stones(kWhite));
            if (reply.value == EndgameValue::Loss) {
                fastestWin = std::min(fastestWin, reply.plies + 1);
                allLose = false;
            } else if (reply.value == EndgameValue::Draw) {
                draw = true;
                allLose = false;
            } else {
                slowestLoss = std::max(slowestLoss, reply.plies + 1);
            }
        }
        const EndgameEntry entry = *table.lookup(mover, opponent);
        const EndgameEntry expected =
            fastestWin < 1000  ? EndgameEntry{EndgameValue::Win, fastestWin}
            : draw || !allLose ? EndgameEntry{EndgameValue::Draw, 0}
                               : EndgameEntry{EndgameValue::Loss, slowestLoss};
        QCOMPARE(entry.value, expected.value);
        QCOMPARE(entry.plies, expected.plies);
    }
    // The sample must contain each kind, or the comparison proves little.
    QVERIFY2(
        checked > 200 && winsFound > 0 && lossesFound > 0,
        qPrintable(
            QString("%1 %2 %3 %4").arg(checked).arg(winsFound).arg(lossesFound).arg(threesFound)));
}

void TestMuehle::masterPlaysTheEndgamePerfectly()
{
    const EndgameTable33& table = EndgameTable33::instance();
    while (!EndgameTable33::ifReady())
        QTest::qWait(20); // the player uses the table once it is solved
    zv::Rng rng(7);
    int wonPositions = 0;
    for (int sample = 0; sample < 400 && wonPositions < 20; ++sample) {
        const Mask white = threePoints(rng, 0);
        const Mask black = threePoints(rng, white);
        const auto state = MuehleState::fromPosition(white, black, 0, 0, kWhite);
        if (!state)
            continue;
        const EndgameEntry entry = *table.lookup(white, black);
        if (entry.value != EndgameValue::Win || entry.plies < 3)
            continue;
        ++wonPositions;
        const Move move = state->chooseMove(zv::Level::Master, nodeBudget(1000), rng);
        MuehleState next = *state;
        next.apply(move);
        const EndgameEntry reply = *table.lookup(next.stones(kBlack), next.stones(kWhite));
        QCOMPARE(reply.value, EndgameValue::Loss);
        QCOMPARE(reply.plies, entry.plies - 1); // the shortest way
    }
    QVERIFY(wonPositions >= 10);
}
