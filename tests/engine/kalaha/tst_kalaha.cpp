// Kalaha: the solver's figures (checked against an independent search), the
// perfect-line analysis, the computer players (perfect where the table
// exists, the kit's search with the extra turn), and seeded random games
// under every option keeping every invariant. Rule cases:
// engine/games/kalaha/scenarios.
#include "core/game.h"
#include "core/rng.h"
#include "games/kalaha/analysis.h"
#include "games/kalaha/evaluation.h"
#include "games/kalaha/kalaha_game.h"
#include "games/kalaha/solver.h"

#include <QTest>

#include <array>
#include <map>
#include <utility>

using namespace zv::kalaha;

namespace {

Rules rulesOf(int pits, int seeds, bool emptyCapture = false)
{
    Rules r;
    r.pits = pits;
    r.seeds = seeds;
    r.captureEmptyOpposite = emptyCapture;
    return r;
}

// An independent reference: plain minimax over whole states (stores and
// seat to move included, no rotation, no "pits only" value), memoised by
// the full cells. The final margin for seat 0.
class Reference {
public:
    int margin(const KalahaState& s)
    {
        if (s.isOver())
            return s.store(0) - s.store(1);
        const auto key = std::make_pair(s.cells(), s.toMove());
        if (const auto it = memo_.find(key); it != memo_.end())
            return it->second;
        std::array<Move, KalahaState::kMaxMoves> moves;
        const int n = s.generateMoves(moves.data());
        int best = s.toMove() == 0 ? -1000 : 1000;
        for (int i = 0; i < n; ++i) {
            KalahaState child = s;
            child.apply(moves[static_cast<std::size_t>(i)]);
            const int v = margin(child);
            best = s.toMove() == 0 ? std::max(best, v) : std::min(best, v);
        }
        memo_.emplace(key, best);
        return best;
    }

private:
    std::map<std::pair<Cells, int>, int> memo_;
};

std::unique_ptr<zv::Game> startGame(const zv::Options& options,
                                    zv::PlayerKind a = zv::PlayerKind::Human,
                                    zv::PlayerKind b = zv::PlayerKind::Human)
{
    std::vector<zv::Seat> seats(2);
    seats[0].kind = a;
    seats[1].kind = b;
    std::string why;
    auto game = zv::createGame("kalaha", options, seats, &why);
    if (!game)
        qFatal("%s", why.c_str());
    return game;
}

zv::SearchLimits nodeLimits(std::uint64_t nodes)
{
    zv::SearchLimits limits;
    limits.time = std::chrono::milliseconds(0);
    limits.maxNodes = nodes;
    return limits;
}

} // namespace

class KalahaTest : public QObject {
    Q_OBJECT

private slots:
    // The first player's margin under perfect play, as this solver computes
    // it for Kalah(m,n) (RULES.md, "The solver"), under the usual capture
    // rule and the empty-capture variant.
    void solverFigures_data()
    {
        QTest::addColumn<int>("pits");
        QTest::addColumn<int>("seeds");
        QTest::addColumn<bool>("emptyCapture");
        QTest::addColumn<int>("margin");
        QTest::newRow("Kalah(3,3)") << 3 << 3 << false << 2;
        QTest::newRow("Kalah(3,4)") << 3 << 4 << false << 2;
        QTest::newRow("Kalah(3,5)") << 3 << 5 << false << 6;
        QTest::newRow("Kalah(3,6)") << 3 << 6 << false << -8;
        QTest::newRow("Kalah(4,3)") << 4 << 3 << false << 6;
        QTest::newRow("Kalah(3,3) empty capture") << 3 << 3 << true << 2;
        QTest::newRow("Kalah(3,4) empty capture") << 3 << 4 << true << 2;
        QTest::newRow("Kalah(3,5) empty capture") << 3 << 5 << true << 6;
        QTest::newRow("Kalah(3,6) empty capture") << 3 << 6 << true << -10;
    }
    void solverFigures()
    {
        QFETCH(int, pits);
        QFETCH(int, seeds);
        QFETCH(bool, emptyCapture);
        QFETCH(int, margin);
        const Solver solver(rulesOf(pits, seeds, emptyCapture));
        QCOMPARE(solver.startMargin(), margin);
    }

    // The solver agrees with the independent reference on small boards:
    // Kalah(3,3) under every combination of the options, Kalah(3,4) under
    // the usual rules, every first move.
    void solverMatchesReference()
    {
        for (int mask = 0; mask < 8; ++mask) {
            for (int seeds = 3; seeds <= (mask == 0 ? 4 : 3); ++seeds) {
                Rules r = rulesOf(3, seeds, mask & 1);
                r.remainingToOwner = (mask & 2) == 0;
                r.endOnAnyEmptyRow = (mask & 4) == 0;
                const Solver solver(r);
                Reference reference;
                const KalahaState start(r);
                QCOMPARE(solver.startMargin(), reference.margin(start));
                for (int pit = 0; pit < r.pits; ++pit) {
                    KalahaState after = start;
                    after.apply(Move{static_cast<std::int8_t>(pit)});
                    QCOMPARE(solver.marginAfter(start, pit).value(), reference.margin(after));
                }
            }
        }
    }

    // The Master plays perfectly where the table exists: Master against
    // Master ends with exactly the solver's margin; against the Practised
    // player the Master's margin is never worse.
    void masterIsPerfectOnSolvedBoards()
    {
        for (const int seeds : {3, 4, 5}) {
            const zv::Options options{{kPitsKey, "3"}, {kSeedsKey, std::to_string(seeds)}};
            const Rules rules = rulesFromOptions(options);
            QVERIFY(Solver::kioskSolvable(rules));
            const int perfect = Solver::forRules(rules)->startMargin();
            for (int seat = 0; seat < 2; ++seat) {
                auto game = startGame(options);
                zv::Rng rng(7 + static_cast<std::uint64_t>(seat));
                while (!game->isOver()) {
                    const bool master = game->toMove() == seat;
                    const zv::Level level = master ? zv::Level::Master : zv::Level::Practised;
                    QVERIFY(game->play(game->decideFor(level, nodeLimits(20'000), rng)));
                }
                const KalahaState& end = *kalahaState(*game);
                const int margin = end.store(0) - end.store(1);
                if (seat == 0)
                    QVERIFY2(margin >= perfect, qPrintable(QString::number(margin)));
                else
                    QVERIFY2(margin <= perfect, qPrintable(QString::number(margin)));
            }
            auto both = startGame(options);
            zv::Rng rng(3);
            while (!both->isOver())
                QVERIFY(both->play(both->decideFor(zv::Level::Master, nodeLimits(20'000), rng)));
            const KalahaState& end = *kalahaState(*both);
            QCOMPARE(end.store(0) - end.store(1), perfect);
        }
    }

    // The kit's alpha-beta with the extra turn (kSeatMayMoveAgain): where the
    // table says the seat to move wins, a full-depth search finds a winning
    // move, at every position of random games on a 3 x 4 board.
    void searchFindsTheWinsTheTableKnows()
    {
        const Rules rules = rulesOf(3, 4);
        const Solver solver(rules);
        zv::FastRng rng(11);
        int checked = 0;
        for (int g = 0; g < 40; ++g) {
            KalahaState s(rules);
            while (!s.isOver()) {
                std::array<Move, KalahaState::kMaxMoves> moves;
                const int n = s.generateMoves(moves.data());
                if (solver.finalMargin(s).value() > 0 && s.rowSeeds(0) + s.rowSeeds(1) <= 14) {
                    zv::SearchOptions options;
                    options.maxDepth = 40;
                    const auto found =
                        zv::searchBestMove(s, StrongPolicy{}, nodeLimits(2'000'000), options);
                    QVERIFY2(solver.marginAfter(s, found.best.pit).value() > 0,
                             "the search missed a win the table knows");
                    ++checked;
                }
                s.apply(moves[static_cast<std::size_t>(rng.uniform(n))]);
            }
        }
        QVERIFY(checked > 50);
    }

    // The end of a game on a solved board says where each seat left the
    // perfect line: the first move that lowered its final margin.
    void perfectLineNamesTheFirstMistake()
    {
        const zv::Options options{{kPitsKey, "3"}, {kSeedsKey, "4"}};
        const Rules rules = rulesFromOptions(options);
        const auto solver = Solver::forRules(rules);
        // Seat 0 plays its worst first move, then both play perfectly.
        KalahaState start(rules);
        int worst = 0;
        for (int pit = 1; pit < 3; ++pit)
            if (solver->marginAfter(start, pit).value() < solver->marginAfter(start, worst).value())
                worst = pit;
        QVERIFY(solver->marginAfter(start, worst).value() < solver->startMargin());
        auto game = startGame(options);
        QVERIFY(game->play(start.moveText(Move{static_cast<std::int8_t>(worst)})));
        zv::Rng rng(1);
        while (!game->isOver())
            QVERIFY(game->play(game->decideFor(zv::Level::Master, nodeLimits(10'000), rng)));
        const LineReport report = perfectLine(*kalahaState(*game), *solver);
        QVERIFY(report.available);
        QCOMPARE(report.perfectStart, solver->startMargin());
        QCOMPARE(report.seats[0].move, 1);
        QCOMPARE(report.seats[0].ply, 0);
        QCOMPARE(report.seats[0].played, start.moveText(Move{static_cast<std::int8_t>(worst)}));
        QCOMPARE(report.seats[0].playedMargin, solver->marginAfter(start, worst).value());
        QCOMPARE(report.seats[0].bestMargin, solver->startMargin());
        QCOMPARE(report.seats[1].move, 0);
    }

    // Seeded random games under every option: seeds conserved, the
    // invariants hold after every move, every game ends.
    void randomGamesKeepInvariants()
    {
        zv::FastRng rng(5);
        for (int g = 0; g < 600; ++g) {
            const zv::Options options{
                {kPitsKey, std::to_string(3 + rng.uniform(4))},
                {kSeedsKey, std::to_string(3 + rng.uniform(4))},
                {kCaptureEmptyKey, rng.uniform(2) ? "true" : "false"},
                {kRemainingToOwnerKey, rng.uniform(2) ? "true" : "false"},
                {kEndOnAnyRowKey, rng.uniform(2) ? "true" : "false"},
            };
            auto game = startGame(options);
            int plies = 0;
            while (!game->isOver()) {
                const auto moves = game->legalMoves();
                QVERIFY(!moves.empty());
                QVERIFY(game->play(
                    moves[static_cast<std::size_t>(rng.uniform(static_cast<int>(moves.size())))]));
                const std::string broken = game->invariantViolation();
                QVERIFY2(broken.empty(), broken.c_str());
                QVERIFY(++plies < 1000);
            }
        }
    }

    // The levels differ: the Master beats the Beginner on the usual board
    // (at least five of six games, each seat in turn).
    void masterBeatsBeginner()
    {
        int masterWins = 0;
        for (int g = 0; g < 6; ++g) {
            auto game = startGame({});
            zv::Rng rng(100 + static_cast<std::uint64_t>(g));
            const int masterSeat = g % 2;
            while (!game->isOver()) {
                const zv::Level level =
                    game->toMove() == masterSeat ? zv::Level::Master : zv::Level::Beginner;
                QVERIFY(game->play(game->decideFor(level, nodeLimits(15'000), rng)));
            }
            masterWins += game->result()[static_cast<std::size_t>(masterSeat)] == 1.0 ? 1 : 0;
        }
        QVERIFY2(masterWins >= 5, qPrintable(QString::number(masterWins)));
    }
};

QTEST_APPLESS_MAIN(KalahaTest)
#include "tst_kalaha.moc"
