// Halma from set positions: the houses' sizes, reaching the goal (also when
// it is blocked), passing, a chain across the board, every route a legal move
// whose touches never begin another's, and the computer taking a win.
#include "core/game.h"
#include "core/rng.h"
#include "games/halma/halma_game.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace zv::halma;

namespace {

const Config* square(BlockedGoal blocked = BlockedGoal::FullHouse,
                     Diagonal diagonal = Diagonal::Both)
{
    Setup setup;
    setup.seats = 2;
    setup.blockedGoal = blocked;
    setup.diagonal = diagonal;
    return configFor(setup);
}

int cell(const Config* c, const char* name)
{
    return c->cellIndex(name);
}

// Seat 0 one step from its goal: every goal field but `hole` taken, by its
// own pieces or (in `foreign`) by seat 1's, and its other pieces on `outside`.
HmState nearGoal(const Config* c, int hole, const std::vector<int>& foreign,
                 const std::vector<int>& outside)
{
    std::vector<std::vector<int>> pieces(2);
    for (int g : c->goal[0])
        if (g != hole && std::find(foreign.begin(), foreign.end(), g) == foreign.end())
            pieces[0].push_back(g);
    for (int o : outside)
        pieces[0].push_back(o);
    pieces[1] = foreign;
    for (int h : c->home[1])
        if (static_cast<int>(pieces[1].size()) < c->piecesPerSeat)
            pieces[1].push_back(h);
    std::string why;
    auto s = HmState::fromPosition(c, pieces, 0, &why);
    if (!s)
        qFatal("position: %s", why.c_str());
    return *s;
}

// A goal field with a neighbour outside the goal and outside seat 1's house.
std::pair<int, int> holeAndEntrance(const Config* c)
{
    for (int g : c->goal[0]) {
        for (int d = 0; d < c->directions; ++d) {
            const int n = c->neighbour(g, d);
            if ((c->stepDirs & (1u << d)) && n >= 0 && !c->goalSet[0].test(n) &&
                std::find(c->home[1].begin(), c->home[1].end(), n) == c->home[1].end())
                return {g, n};
        }
    }
    return {-1, -1};
}

} // namespace

class HalmaTest : public QObject {
    Q_OBJECT

private slots:
    void housesHaveTheSourcesSizes()
    {
        const std::vector<std::pair<int, int>> sizes = {
            {2, 19}, {3, 15}, {4, 13}, {5, 10}, {6, 10}};
        for (const auto& [seats, size] : sizes) {
            Setup setup;
            setup.seats = seats;
            const Config* c = configFor(setup);
            QVERIFY(c);
            QCOMPARE(c->piecesPerSeat, size);
            for (int s = 0; s < seats; ++s) {
                QCOMPARE(static_cast<int>(c->home[s].size()), size);
                QCOMPARE(static_cast<int>(c->goal[s].size()), size);
            }
        }
        // Houses of one board never overlap on the square.
        Setup four;
        four.seats = 4;
        const Config* c = configFor(four);
        std::set<int> all;
        for (int s = 0; s < 4; ++s)
            all.insert(c->home[s].begin(), c->home[s].end());
        QCOMPARE(static_cast<int>(all.size()), 4 * 13);
    }

    void starHas121PointsAndSixNeighbours()
    {
        Setup three;
        three.seats = 3;
        const Config* c = configFor(three);
        QCOMPARE(c->cells, 121);
        int inner = 0;
        for (int p = 0; p < c->cells; ++p) {
            int n = 0;
            for (int d = 0; d < 6; ++d)
                n += c->neighbour(p, d) >= 0;
            QVERIFY(n >= 2 && n <= 6);
            inner += n == 6;
        }
        QVERIFY(inner > 0);
        // The six 15-field houses: six tips of ten and the 24 border points.
        std::set<int> houses;
        for (int s = 0; s < 3; ++s) {
            houses.insert(c->home[s].begin(), c->home[s].end());
            houses.insert(c->goal[s].begin(), c->goal[s].end());
        }
        QCOMPARE(static_cast<int>(houses.size()), 60 + 24);
    }

    void allPiecesInTheGoalWin()
    {
        const Config* c = square();
        const auto [hole, entrance] = holeAndEntrance(c);
        QVERIFY(hole >= 0);
        HalmaGame game(nearGoal(c, hole, {}, {entrance}));
        QVERIFY(!game.isOver());
        const std::string step = c->name(entrance) + "-" + c->name(hole);
        std::string why;
        QVERIFY2(game.play(step, &why), why.c_str());
        QVERIFY(game.isOver());
        QCOMPARE(game.state().endReason(), EndReason::Goal);
        QCOMPARE(game.result(), (std::vector<double>{1.0, 0.0}));
        QVERIFY(game.invariantViolation().empty());
    }

    void fullHouseCountsWhenTheRestStandBefore()
    {
        const Config* c = square();
        const auto [hole, entrance] = holeAndEntrance(c);
        // Seat 1 keeps one goal field; seat 0's last piece waits right before the house.
        int blocked = -1, waiting = -1;
        for (int g : c->goal[0]) {
            if (g == hole)
                continue;
            for (int d = 0; d < c->directions && waiting < 0; ++d) {
                const int n = c->neighbour(g, d);
                if (n >= 0 && n != entrance && c->besideGoal[0].test(n)) {
                    blocked = g;
                    waiting = n;
                }
            }
            if (waiting >= 0)
                break;
        }
        QVERIFY(blocked >= 0);
        HalmaGame game(nearGoal(c, hole, {blocked}, {entrance, waiting}));
        QVERIFY(!game.isOver());
        QVERIFY(game.play(c->name(entrance) + "-" + c->name(hole)));
        QVERIFY(game.isOver());
        QCOMPARE(game.state().endReason(), EndReason::BlockedGoal);
        QCOMPARE(game.state().winner(), 0);
        QVERIFY(game.invariantViolation().empty());

        // The literal reading: all own pieces must be in it; the game goes on.
        const Config* strict = square(BlockedGoal::AllPieces);
        HalmaGame literal(nearGoal(strict, hole, {blocked}, {entrance, waiting}));
        QVERIFY(literal.play(strict->name(entrance) + "-" + strict->name(hole)));
        QVERIFY(!literal.isOver());
    }

    void fullHouseDoesNotCountFromAfar()
    {
        const Config* c = square();
        const auto [hole, entrance] = holeAndEntrance(c);
        int blocked = c->goal[0][0] == hole ? c->goal[0][1] : c->goal[0][0];
        // The other piece outside stands far from the house (e5).
        HalmaGame game(nearGoal(c, hole, {blocked}, {entrance, cell(c, "e5")}));
        QVERIFY(game.play(c->name(entrance) + "-" + c->name(hole)));
        QVERIFY(!game.isOver());
    }

    void aSeatWithoutMovesPasses()
    {
        // Seat 0's house full, walled in by seat 1 so that no step nor
        // jump is left (four directions: option diagonal=none).
        const Config* c = square(BlockedGoal::FullHouse, Diagonal::None);
        std::vector<std::vector<int>> pieces(2);
        pieces[0] = c->home[0];
        const int wall[][2] = {{5, 0}, {5, 1}, {4, 2}, {3, 3}, {2, 4}, {1, 5}, {0, 5}, {6, 0},
                               {6, 1}, {5, 2}, {4, 3}, {3, 4}, {2, 5}, {1, 6}, {0, 6}};
        for (const auto& w : wall)
            pieces[1].push_back(w[1] * 16 + w[0]);
        for (const char* extra : {"h8", "i8", "h9", "i9"})
            pieces[1].push_back(cell(c, extra));
        std::string why;
        auto s = HmState::fromPosition(c, pieces, 0, &why);
        QVERIFY2(s, why.c_str());
        HalmaGame game(*s);
        QCOMPARE(game.legalMoves(), std::vector<std::string>{"pass"});
        QCOMPARE(game.inputPaths(), std::vector<std::vector<std::string>>{{"pass"}});
        QVERIFY(game.play("pass"));
        QCOMPARE(game.toMove(), 1);
        QCOMPARE(game.state().pliesSinceRecord(), 1);
        // Seat 1 can move, so it may not pass.
        QVERIFY(!game.play("pass"));
    }

    void longChainCrossesTheBoard()
    {
        // A ladder on the long diagonal: rungs on b2, d4, ..., n14.
        const Config* c = square();
        std::vector<std::vector<int>> pieces(2);
        for (int h : c->home[0])
            if (h != cell(c, "c3"))
                pieces[0].push_back(h);
        pieces[0].push_back(cell(c, "d4"));
        for (const char* rung : {"f6", "h8", "j10", "l12", "n14"})
            pieces[1].push_back(cell(c, rung));
        for (int h : c->home[1])
            if (pieces[1].size() < 19)
                pieces[1].push_back(h);
        auto s = HmState::fromPosition(c, pieces, 0);
        QVERIFY(s);
        HalmaGame game(*s);
        const std::string chain = "a1-c3-e5-g7-i9-k11-m13-o15";
        const auto moves = game.legalMoves();
        const auto it = std::find(moves.begin(), moves.end(), chain);
        QVERIFY(it != moves.end());
        const auto touches = game.inputPaths()[static_cast<std::size_t>(it - moves.begin())];
        QCOMPARE(touches,
                 (std::vector<std::string>{"a1", "c3", "e5", "g7", "i9", "k11", "m13", "o15"}));
        // Stopping half way is touched twice: e5, then e5 again.
        const auto half = std::find(moves.begin(), moves.end(), "a1-c3-e5");
        QVERIFY(half != moves.end());
        QCOMPARE(game.inputPaths()[static_cast<std::size_t>(half - moves.begin())].back(), "e5");
        QCOMPARE(game.inputPaths()[static_cast<std::size_t>(half - moves.begin())].size(), 4u);
        QVERIFY(game.play(chain));
        QCOMPARE(game.state().pieceCell(0, 0) == cell(c, "o15") ||
                     game.state().at(cell(c, "o15")) == 0,
                 true);
        QVERIFY(game.invariantViolation().empty());
    }

    // Every listed route plays, reaches a destination of the rules' moves,
    // and no route's touches begin another's (the kiosk never guesses).
    void routesArePlayableAndTouchesPrefixFree()
    {
        for (int seats : {2, 3, 4, 6}) {
            auto game =
                zv::createGame("halma", {}, std::vector<zv::Seat>(static_cast<std::size_t>(seats)));
            zv::Rng rng(static_cast<std::uint64_t>(seats));
            int checked = 0;
            for (int ply = 0; ply < 120 && !game->isOver(); ++ply) {
                const auto moves = game->legalMoves();
                const auto paths = game->inputPaths();
                QCOMPARE(paths.size(), moves.size());
                std::set<std::vector<std::string>> distinct(paths.begin(), paths.end());
                QCOMPARE(distinct.size(), paths.size());
                for (const auto& a : paths)
                    for (const auto& b : paths)
                        if (a.size() < b.size())
                            QVERIFY(!std::equal(a.begin(), a.end(), b.begin()));
                const HmState& s = *halmaState(*game);
                std::array<Move, HmState::kMaxMoves> all;
                const int n = s.generateMoves(all.data());
                std::set<std::pair<int, int>> rules, listed;
                for (int i = 0; i < n; ++i)
                    rules.insert({all[static_cast<std::size_t>(i)].from,
                                  all[static_cast<std::size_t>(i)].to});
                for (const auto& m : moves) {
                    auto copy = game->clone();
                    std::string why;
                    QVERIFY2(copy->play(m, &why), (m + ": " + why).c_str());
                    Route r;
                    QVERIFY(parseRoute(s, m, &r, nullptr));
                    listed.insert({r.move.from, r.move.to});
                }
                QCOMPARE(listed, rules);
                checked += static_cast<int>(moves.size());
                game->play(game->decideFor(zv::Level::Beginner, {}, rng));
            }
            QVERIFY(checked > 100);
        }
    }

    void computerTakesTheWin()
    {
        const Config* c = square();
        const auto [hole, entrance] = holeAndEntrance(c);
        const HmState s = nearGoal(c, hole, {}, {entrance});
        const Move win{static_cast<std::uint8_t>(entrance), static_cast<std::uint8_t>(hole)};
        zv::SearchLimits limits;
        limits.time = std::chrono::milliseconds(0);
        limits.maxNodes = 2000;
        zv::Rng rng(3);
        QVERIFY(s.chooseMove(zv::Level::Practised, limits, rng) == win);
        QVERIFY(s.chooseMove(zv::Level::Master, limits, rng) == win);
    }
};

QTEST_GUILESS_MAIN(HalmaTest)
#include "tst_halma.moc"
