// Toccateglispiel: the computer players, with node budgets (no wall clock, so
// every result is deterministic). Move times are measured by
// `zeitvertreib-cli bench toccategli`, never here.
#include "tst_toccategli.h"
#include "tst_toccategli_helpers.h"

#include <atomic>
#include <chrono>

using namespace tc_test;

namespace {

zv::SearchLimits nodes(std::uint64_t count)
{
    zv::SearchLimits limits;
    limits.time = std::chrono::milliseconds(0);
    limits.maxNodes = count;
    return limits;
}

std::string strongMove(const TcState& s, std::uint64_t budget = 20000)
{
    zv::Rng rng(1);
    return makeToccategliGame(s)->computerMove(zv::Level::Master, nodes(budget), rng);
}

// One Partie between the two strengths; returns the winning seat.
int playPartie(zv::Level white, zv::Level black, std::uint64_t seed, std::uint64_t budget)
{
    auto game = zv::createGame("toccategli", {}, std::vector<zv::Seat>(2));
    zv::Rng rng(seed, false);
    while (!game->isOver()) {
        const int seat = game->toMove();
        const auto level = seat == 0 ? white : black;
        const std::string move = game->computerMove(level, nodes(budget), rng);
        if (!game->play(move))
            qFatal("computer move %s refused", move.c_str());
    }
    return game->result()[0] > 0.5 ? 0 : 1;
}

} // namespace

void TestToccategli::playersAlwaysReturnLegalMoves()
{
    zv::Rng rng(8);
    auto game = zv::createGame("toccategli", {}, std::vector<zv::Seat>(2));
    int plies = 0;
    while (!game->isOver() && plies < 400) {
        const auto level = plies % 3 ? zv::Level::Master : zv::Level::Beginner;
        const std::string move = game->computerMove(level, nodes(plies % 2 ? 1 : 3000), rng);
        std::string why;
        QVERIFY2(game->play(move, &why), (move + ": " + why).c_str());
        ++plies;
    }
}

void TestToccategli::playersHonourCancel()
{
    const std::atomic<bool> cancel{true};
    zv::SearchLimits limits;
    limits.time = std::chrono::milliseconds(60'000);
    limits.cancel = &cancel;
    zv::Rng rng(3);
    const TcState s = thrown(
        position({{0, 9}, {3, 2}, {5, 1}, {6, 1}, {8, 2}}, {{0, 11}, {4, 2}, {14, 1}, {16, 1}}), 6,
        5);
    for (auto level : {zv::Level::Beginner, zv::Level::Master}) {
        auto game = makeToccategliGame(s);
        const auto start = std::chrono::steady_clock::now();
        const std::string move = game->computerMove(level, limits, rng);
        QVERIFY2(game->play(move), move.c_str());
        QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(5));
    }
}

void TestToccategli::strongFollowsTheHauptregeln()
{
    // „Man muss eine Hucke nehmen, sobald sich eine günstige Gelegenheit
    // darbietet“ / „Wenn man über sieben Augen wirft, die Hucke zu erlangen sucht.“
    const TcState hucke = thrown(position({{0, 11}, {3, 2}, {5, 1}, {6, 1}}, {{0, 15}}), 6, 5);
    QCOMPARE(strongMove(hucke), std::string("move 6-12 7-12"));
    // „Wenn der Gegner schon zumacht, und man hat noch nicht seine Hucke, so muss
    // man sie nehmen, wenn man auch gleich Bloße geben sollte“ — mit Gewalt.
    const TcState gewalt = thrown(position({{0, 13}, {6, 1}, {7, 1}}, {{0, 15}}), 6, 5);
    QCOMPARE(strongMove(gewalt), std::string("move 7-12 8-12 gewalt"));
    // „Dass man im zweiten Feld sechs geschlossene Bände zu machen sucht.“
    const TcState close =
        thrown(position({{0, 3}, {6, 2}, {7, 2}, {8, 2}, {9, 2}, {10, 1}, {11, 2}, {4, 1}},
                        {{0, 13}, {11, 2}}),
               6, 3);
    const TcState closed = after(close, strongMove(close));
    QVERIFY(closed.closed(0, 6));
    // „Man muss so wenig bloße Steine setzen, als möglich“: with a Band to
    // make or two Bloße to leave where black hits them, the strong player binds.
    const TcState bind =
        thrown(position({{0, 13}, {1, 1}, {2, 1}}, {{0, 9}, {13, 2}, {14, 2}, {15, 2}}), 2, 1);
    const TcState bound = after(bind, strongMove(bind));
    int blots = 0;
    for (int i = 1; i < kPoints; ++i)
        blots += bound.stones(0, i) == 1;
    QCOMPARE(blots, 0);
    // „Dass man den Gegner verhindert zuzumachen, welches nur geschieht, wenn
    // man in sein Feld mit zwei Steinen geben kann“
    const TcState block =
        thrown(position({{0, 5}, {1, 2}, {2, 2}, {5, 2}, {10, 2}, {11, 2}},
                        {{0, 3}, {6, 2}, {7, 2}, {8, 2}, {9, 2}, {11, 2}, {1, 2}}),
               3, 3);
    QCOMPARE(strongMove(block), std::string("move 11-14 11-14"));
}

void TestToccategli::strongBeatsWeak()
{
    int strongWins = 0;
    const int partien = 16;
    for (int g = 0; g < partien; ++g) {
        const bool strongWhite = g % 2 == 0;
        const int winner =
            playPartie(strongWhite ? zv::Level::Master : zv::Level::Beginner,
                       strongWhite ? zv::Level::Beginner : zv::Level::Master, 1000 + g, 400);
        strongWins += (winner == 0) == strongWhite;
    }
    QVERIFY2(strongWins >= partien * 3 / 4,
             qPrintable(QString("strong won %1 of %2").arg(strongWins).arg(partien)));
}
