// Schocken: the computer players. The strong player's exact odds against a
// brute-force expectimax through the game's own moves; it never looks under a
// covered cup; it stands on safe throws and chases bad ones; the weak player
// plays like a casual one; strong beats weak over seeded games; both return
// legal moves, also when cancelled.
#include "games/schocken/keep_odds.h"
#include "tst_schocken.h"
#include "tst_schocken_helpers.h"

#include <atomic>
#include <functional>
#include <set>

using namespace sk_test;

namespace {

// Expectimax through SkState itself: the best chance that seat `me`'s final
// throw scores `value`, playing on from `s` until its throw stands.
double bruteForce(const SkState& s, int me, const std::function<double(int)>& value)
{
    if (s.finished(me) || s.current() != me || s.phase() != Phase::Play)
        return value(s.finished(me) ? s.rankOfSeat(me) : rankOf(s.lastDice(me)));
    std::array<Move, SkState::kMaxMoves> moves;
    const int n = s.generateMoves(moves.data());
    if (s.toMove() == zv::kChanceSeat) {
        double sum = 0;
        for (int i = 0; i < n; ++i) {
            SkState child = s;
            child.apply(moves[static_cast<std::size_t>(i)]);
            sum +=
                s.chanceWeight(moves[static_cast<std::size_t>(i)]) * bruteForce(child, me, value);
        }
        return sum;
    }
    double best = -1;
    for (int i = 0; i < n; ++i) {
        SkState child = s;
        child.apply(moves[static_cast<std::size_t>(i)]);
        best = std::max(best, moves[static_cast<std::size_t>(i)].kind == MoveKind::Stand
                                  ? value(s.rankOfSeat(me))
                                  : bruteForce(child, me, value));
    }
    return best;
}

std::string strongMove(const SkState& s, std::uint64_t seed = 1)
{
    zv::Rng rng(seed);
    return makeSchockenGame(s)->computerMove(zv::Level::Master, {}, rng);
}

} // namespace

void TestSchocken::keepOddsMatchBruteForce()
{
    for (const char* first : {"2 3 5", "1 4 6", "6 6 2", "6 6 6"}) {
        for (int target : {10, 40, 50}) {
            Rules rules;
            rules.rethrowAll = target == 50;
            const SkState s = coveredThrows(roundOf(2, {0, 0}, kChips, 0, rules), {first, "2 2 1"});
            const auto value = [target](int rank) {
                return rank > target ? 1.0 : rank == target ? 0.5 : 0.0;
            };
            KeepOdds odds(rules, kMaxThrows, [&](int rank, int) { return value(rank); });
            const auto values = odds.choiceValues(s.asideSet(0), s.cupSet(0), 1);
            // The choices line up with the legal moves: stand first, then keepOptions().
            std::array<Move, SkState::kMaxMoves> moves;
            const int n = s.generateMoves(moves.data());
            QCOMPARE(values.size(), std::size_t(n));
            for (int i = 0; i < n; ++i) {
                SkState child = s;
                child.apply(moves[static_cast<std::size_t>(i)]);
                const double exact = i == 0 ? value(s.rankOfSeat(0)) : bruteForce(child, 0, value);
                QVERIFY2(std::abs(values[static_cast<std::size_t>(i)] - exact) < 1e-9,
                         qPrintable(QString("%1, target %2, %3: %4 vs %5")
                                        .arg(first)
                                        .arg(target)
                                        .arg(QString::fromStdString(
                                            s.moveText(moves[static_cast<std::size_t>(i)])))
                                        .arg(values[static_cast<std::size_t>(i)])
                                        .arg(exact)));
            }
        }
    }
    // A fresh opponent's final distribution sums to one and beats a low target more often.
    const auto& d = opponentDistribution(Rules{}, 3, 20);
    double sum = 0, above = 0;
    for (int r = 0; r < kRanks; ++r) {
        sum += d[static_cast<std::size_t>(r)];
        above += r > 20 ? d[static_cast<std::size_t>(r)] : 0;
    }
    QVERIFY(std::abs(sum - 1.0) < 1e-9);
    double single = 0;
    for (int r = 21; r < kRanks; ++r)
        single += singleThrowDistribution()[static_cast<std::size_t>(r)];
    QVERIFY(above > single + 0.1);
}

void TestSchocken::playersAlwaysReturnLegalMoves()
{
    zv::Rng rng(8);
    for (int g = 0; g < 30; ++g) {
        std::vector<zv::Seat> seats(static_cast<std::size_t>(2 + g % 5));
        zv::Options options;
        if (g % 2)
            options = {
                {"ties", "mit_ist_schitt"}, {"limit_to_lead", "true"}, {"rethrow_all", "true"}};
        auto game = zv::createGame("schocken", options, seats);
        while (!game->isOver()) {
            const zv::Level level =
                (game->toMove() + g) % 2 ? zv::Level::Master : zv::Level::Beginner;
            const std::string move = game->computerMove(level, {}, rng);
            const auto legal = game->legalMoves();
            QVERIFY2(std::find(legal.begin(), legal.end(), move) != legal.end(), move.c_str());
            QVERIFY(game->play(move));
        }
    }
}

void TestSchocken::playersHonourCancel()
{
    const SkState s = coveredThrows(roundOf(3, {0, 0, 0}, kChips, 0), {"2 3 5", "1 4 6", "3 3 5"});
    std::atomic<bool> cancel{true};
    zv::SearchLimits limits;
    limits.cancel = &cancel;
    zv::Rng rng(1);
    auto game = makeSchockenGame(s);
    const std::string move = game->computerMove(zv::Level::Master, limits, rng);
    const auto legal = game->legalMoves();
    QVERIFY(std::find(legal.begin(), legal.end(), move) != legal.end());
    // A tiny node budget stops the exact computation as well.
    zv::SearchLimits tiny;
    tiny.maxNodes = 3;
    KeepOdds odds(
        Rules{}, kMaxThrows, [](int r, int) { return r / 55.0; }, nullptr, 3);
    QVERIFY(odds.choiceValues(s.asideSet(0), s.cupSet(0), 1).empty());
    QVERIFY(odds.stopped());
    const std::string budgeted = game->computerMove(zv::Level::Master, tiny, rng);
    QVERIFY(std::find(legal.begin(), legal.end(), budgeted) != legal.end());
    // Unbounded, the whole computation is small: a few thousand nodes.
    KeepOdds full(Rules{}, kMaxThrows, [](int r, int) { return r / 55.0; });
    QVERIFY(!full.choiceValues(s.asideSet(0), s.cupSet(0), 1).empty());
    QVERIFY(full.nodes() < 20000);
}

void TestSchocken::strongNeverLooksUnderCoveredCups()
{
    // Seat 1 finished under his cup; seat 2 decides. What seat 1 really threw
    // must not change seat 2's choice.
    for (const char* mine : {"2 3 5", "1 4 6", "1 1 5", "6 6 3", "2 2 4"}) {
        std::set<std::string> choices;
        for (const char* hidden : {"1 1 1", "2 2 1", "4 5 6", "3 3 3"}) {
            SkState s = coveredThrows(roundOf(3, {0, 0, 0}, kChips, 0), {"3 5 6", hidden, mine});
            s = after(s, {"keep 6", "dice 2 4", "stand", "stand"});
            QCOMPARE(s.current(), 2);
            choices.insert(strongMove(s));
        }
        QCOMPARE(choices.size(), std::size_t{1});
    }
}

void TestSchocken::strongStandsOnASafeThrowAndChasesABadOne()
{
    // As the lead: a Jule stands (Schuss), the lowest throw of all is played on.
    // (A middling simple throw may stand as a Schuss: the others then have one
    // throw each, and the exact odds can favour that; see RULES.md.)
    const auto lead = [](const char* dice) {
        return strongMove(
            coveredThrows(roundOf(3, {0, 0, 0}, kChips, 0), {dice, "2 2 1", "3 3 5"}));
    };
    QCOMPARE(lead("1 2 4"), std::string("stand"));
    QVERIFY(lead("2 2 1") != "stand");
    QVERIFY(lead("3 2 2") != "stand");
    // Behind a lead's Schock-Fünf, a Straße must be improved; ones are kept.
    SkState behind = coveredThrows(roundOf(2, {0, 0}, kChips, 0), {"1 1 3", "1 3 4"});
    behind = after(behind, {"keep 1 1", "dice 5", "stand"});
    QCOMPARE(strongMove(behind), std::string("keep 1"));
    // Above the lead's throw with the last throw to come: stand.
    SkState above = coveredThrows(roundOf(2, {0, 0}, kChips, 0), {"2 3 5", "1 1 6"});
    above = after(above, {"keep 5", "dice 2 2", "stand"});
    QCOMPARE(strongMove(above), std::string("stand"));
}

void TestSchocken::weakPlaysLikeACasualPlayer()
{
    const SkState schock = coveredThrows(roundOf(2, {0, 0}, kChips, 0), {"1 1 5", "2 2 1"});
    const SkState ones = coveredThrows(roundOf(2, {0, 0}, kChips, 0), {"1 3 5", "2 2 1"});
    const SkState sixes = coveredThrows(roundOf(2, {0, 0}, kChips, 0), {"6 6 3", "2 2 1"});
    int stands = 0, keepsOne = 0, turns = 0, differs = 0;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        zv::Rng a(seed), b(seed), c(seed);
        stands += makeSchockenGame(schock)->computerMove(zv::Level::Beginner, {}, a) == "stand";
        const std::string kept = makeSchockenGame(ones)->computerMove(zv::Level::Beginner, {}, b);
        keepsOne += kept == "keep 1";
        turns += makeSchockenGame(sixes)->computerMove(zv::Level::Beginner, {}, c) == "turn";
        differs += kept != strongMove(ones, seed);
    }
    // Mostly the casual choice, one in six a whim.
    QVERIFY(stands > 220 && stands < 300);
    QVERIFY(keepsOne > 220 && keepsOne < 300);
    QVERIFY(turns > 220 && turns < 300);
    QVERIFY(differs > 20);
}

void TestSchocken::strongBeatsWeakOverSeededGames()
{
    // Two players, seats swapped every game: the strong player loses far fewer games.
    zv::Rng rng(2026);
    int strongLost = 0;
    const int games = 400;
    for (int g = 0; g < games; ++g) {
        const int strongSeat = g % 2;
        auto game = zv::createGame("schocken", {}, std::vector<zv::Seat>(2));
        while (!game->isOver()) {
            const int seat = game->toMove();
            const zv::Level level = seat == strongSeat ? zv::Level::Master : zv::Level::Beginner;
            QVERIFY(game->play(game->computerMove(level, {}, rng)));
        }
        strongLost += game->result()[static_cast<std::size_t>(strongSeat)] == 0.0;
    }
    QVERIFY2(strongLost < games * 38 / 100,
             qPrintable(QString("strong lost %1 of %2").arg(strongLost).arg(games)));
    // Four players, one strong among three weak, seats rotated.
    int strongLoser = 0;
    const int tables = 300;
    for (int g = 0; g < tables; ++g) {
        const int strongSeat = g % 4;
        auto game = zv::createGame("schocken", {}, std::vector<zv::Seat>(4));
        while (!game->isOver()) {
            const zv::Level level =
                game->toMove() == strongSeat ? zv::Level::Master : zv::Level::Beginner;
            QVERIFY(game->play(game->computerMove(level, {}, rng)));
        }
        strongLoser += game->result()[static_cast<std::size_t>(strongSeat)] == 0.0;
    }
    QVERIFY2(strongLoser < tables * 16 / 100,
             qPrintable(QString("strong lost %1 of %2 tables").arg(strongLoser).arg(tables)));
}
