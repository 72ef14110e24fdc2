// Tangram's engine beyond the scenario files: exact arithmetic, the content
// checks (every bundled figure and the ways a staff file can be wrong), the
// solver's completeness and speed bound, snapping, and the computer's hints.
#include "core/game.h"
#include "core/rng.h"
#include "games/tangram/solver.h"
#include "games/tangram/tangram_game.h"

#include <QTest>

#include <chrono>

using namespace zv::tangram;

namespace {

Figure figureFromText(const std::string& text, std::string* why)
{
    std::vector<Figure> figures;
    if (!parseFigures(text, &figures, why) || figures.size() != 1)
        return {};
    return figures.front();
}

const std::string kSquare =
    "figure q\nde Quadrat\nen Square\nring 0,0 4,0 4,4 0,4\n"
    "solution G1/0/0,0 G2/6/0,4 M/4/4,4 K1/2/4,0 K2/4/3,3 Q/0/3,1 P/0f/0,4\n";

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    text.replace(text.find(from), from.size(), to);
    return text;
}

} // namespace

class TangramTest : public QObject {
    Q_OBJECT
private slots:
    void surdSignIsExact()
    {
        // 99 − 70√2 ≈ 0.00505 > 0 and 577 − 408√2 ≈ 0.00087 > 0; their
        // negatives are negative: no rounding decides a sign.
        QCOMPARE(sign(Surd{99, -70}), 1);
        QCOMPARE(sign(Surd{-99, 70}), -1);
        QCOMPARE(sign(Surd{577, -408}), 1);
        QCOMPARE(sign(Surd{-577, 408}), -1);
        QCOMPARE(sign(Surd{0, 0}), 0);
        QCOMPARE((Surd{1, 1} * Surd{1, -1}), (Surd{-1, 0})); // (1+√2)(1−√2) = −1
        Surd parsed;
        QVERIFY(parseSurd("3-2r", &parsed));
        QCOMPARE(parsed, (Surd{3, -2}));
        QCOMPARE(surdText(parsed), std::string("3-2r"));
        QVERIFY(!parseSurd("r", &parsed));
    }

    void everyTurnKeepsTheLatticeAndTheArea()
    {
        for (int piece = 0; piece < kPieces; ++piece)
            for (int turn = 0; turn < 8; ++turn)
                for (bool flipped : {false, true}) {
                    const Polygon p = cornersOf(piece, {turn, flipped, {{1, 1}, {-2, 3}}});
                    QCOMPARE(
                        twiceArea(p),
                        (Surd{2 * shapeArea(kPieceShapes[static_cast<std::size_t>(piece)]), 0}));
                    for (std::size_t i = 0; i < p.size(); ++i)
                        QVERIFY(direction(p[(i + 1) % p.size()] - p[i]) >= 0);
                }
    }

    void overlapIsDecidedExactly()
    {
        const Polygon a = cornersOf(0, {0, false, {{0, 0}, {0, 0}}}); // (0,0) (4,0) (2,2)
        // Sharing a side, or a corner only: no overlap.
        QVERIFY(!overlaps(a, cornersOf(1, {4, false, {{4, 0}, {0, 0}}}))); // below it
        QVERIFY(!overlaps(a, cornersOf(3, {0, false, {{4, 0}, {0, 0}}}))); // a corner
        // A small triangle lifted √2 and moved to x = 3 − √2 reaches into it.
        QVERIFY(overlaps(a, cornersOf(3, {0, false, {{3, -1}, {0, 1}}})));
        // One unit further right, its corner (4 − √2, √2) lies exactly on the
        // large triangle's side x + y = 4: touching, no overlap.
        QVERIFY(!overlaps(a, cornersOf(3, {0, false, {{4, -1}, {0, 1}}})));
    }

    void everyBundledFigureIsValidAndSolvedBySearch()
    {
        const auto& figures = bundledFigures();
        QVERIFY(figures.size() >= 17);
        for (const Figure& f : figures) {
            QVERIFY2(validateFigure(f).empty(), f.key.c_str());
            const SolveResult r = solve(f.outline, {});
            QVERIFY2(r.found, f.key.c_str());
            Figure found = f;
            found.solution = r.layout;
            QVERIFY2(validateFigure(found).empty(), f.key.c_str());
        }
    }

    // Wang and Hsiung (1942): exactly 13 convex figures can be laid. Every
    // convex outline on the lattice with the set's area, edges in the eight
    // directions: the search lays exactly 13 of them (and proves the rest
    // impossible), which it can only if it misses no solution.
    void thirteenConvexFigures()
    {
        static constexpr int dx[8] = {1, 1, 0, -1, -1, -1, 0, 1};
        static constexpr int dy[8] = {0, 1, 1, 1, 0, -1, -1, -1};
        std::vector<std::vector<int>> seen;
        int solvable = 0, tried = 0;
        int l[8];
        for (l[0] = 0; l[0] <= 8; ++l[0])
            for (l[1] = 0; l[1] <= 8; ++l[1])
                for (l[2] = 0; l[2] <= 8; ++l[2])
                    for (l[3] = 0; l[3] <= 8; ++l[3])
                        for (l[4] = 0; l[4] <= 8; ++l[4])
                            for (l[5] = 0; l[5] <= 8; ++l[5]) {
                                l[7] = -(l[0] + l[1] - l[3] - l[4] - l[5]);
                                l[6] = l[1] + l[2] + l[3] - l[5] - l[7];
                                if (l[7] < 0 || l[7] > 8 || l[6] < 0 || l[6] > 8)
                                    continue;
                                Polygon ring;
                                std::int64_t x = 0, y = 0;
                                for (int d = 0; d < 8; ++d)
                                    if (l[d] > 0) {
                                        ring.push_back({{x, 0}, {y, 0}});
                                        x += dx[d] * l[d];
                                        y += dy[d] * l[d];
                                    }
                                if (ring.size() < 3 || !(twiceArea(ring) == Surd{32, 0}))
                                    continue;
                                // One of each shape up to turning by 90° and mirroring.
                                std::vector<int> best;
                                for (int r = 0; r < 8; r += 2)
                                    for (int m = 0; m < 2; ++m) {
                                        std::vector<int> s(8);
                                        for (int d = 0; d < 8; ++d)
                                            s[static_cast<std::size_t>(((m ? (8 - d) % 8 : d) + r) %
                                                                       8)] = l[d];
                                        if (best.empty() || s < best)
                                            best = s;
                                    }
                                if (std::find(seen.begin(), seen.end(), best) != seen.end())
                                    continue;
                                seen.push_back(best);
                                ++tried;
                                const SolveResult r = solve(Outline{{ring}}, {});
                                QVERIFY(r.found || r.exhausted);
                                solvable += r.found ? 1 : 0;
                            }
        QCOMPARE(solvable, 13);
        QVERIFY(tried > 13);
    }

    void contentChecksCatchMistakes()
    {
        std::string why;
        QVERIFY(!figureFromText(kSquare, &why).key.empty());
        const std::pair<std::string, std::string> broken[] = {
            {"ring 0,0 4,0 4,4 0,4", "ring 0,0 4,0 4,5 0,5"},     // area 20
            {"ring 0,0 4,0 4,4 0,4", "ring 0,0 4,0 4,4 1,4 0,1"}, // an edge at another angle
            {"K2/4/3,3", "K2/4/3,1"},                             // two pieces on one another
            {"P/0f/0,4", "P/0/0,4"},                              // a piece outside
            {"G1/0/0,0 ", "G1/0/0,0 G1/0/0,0 "},                  // a piece twice
            {"en Square\n", ""},                                  // no English name
            {"ring", "rung"},                                     // an unknown keyword
            {"Q/0/3,1", "Q/0f/3,1"},                              // the square mirrored
        };
        for (const auto& [from, to] : broken) {
            why.clear();
            QVERIFY2(figureFromText(replaced(kSquare, from, to), &why).key.empty(), to.c_str());
            QVERIFY2(!why.empty(), to.c_str());
        }
        std::vector<Figure> twice;
        QVERIFY(!parseFigures(kSquare + kSquare, &twice, &why));
        QVERIFY(why.find("twice") != std::string::npos);
    }

    void snappingHasAStatedReach()
    {
        TangramGame game(*findFigure("quadrat"));
        // 0.5 units from the stored place: snaps there exactly.
        auto snapped = game.snap(5, 0, false, 3.3, 0.6);
        QVERIFY(snapped);
        QCOMPARE(placementText(5, *snapped), std::string("Q/0/3,1"));
        // Beyond kSnapRadius from every point it could snap to: nothing.
        QVERIFY(!game.snap(5, 0, false, 8.5, 8.5));
        // Where it would lie on another piece it snaps to the next free place or not at all.
        QVERIFY(game.play("G1/0/0,0"));
        snapped = game.snap(1, 0, false, 0.1, 0.1);
        QVERIFY(!snapped || game.fits(1, *snapped));
    }

    void computerLaysAndRepairs()
    {
        auto game = zv::createGame("tangram", {{"figure", "quadrat"}}, {zv::Seat{}});
        QVERIFY(game);
        zv::Rng rng(3);
        // A piece where no solution has it (the corner beside it, half a
        // small triangle, cannot be filled): the hint takes it away first.
        QVERIFY(game->play("Q/0/1,0"));
        QCOMPARE(game->computerMove(zv::Level::Master, {}, rng), std::string("Q-"));
        QVERIFY(game->play("Q-"));
        int moves = 0;
        while (!game->isOver() && moves < 20) {
            const std::string move = game->computerMove(zv::Level::Master, {}, rng);
            QVERIFY2(game->play(move), move.c_str());
            ++moves;
        }
        QVERIFY(game->isOver());
        QCOMPARE(moves, 7);
        QCOMPARE(game->result(), std::vector<double>{1.0});
        QVERIFY(game->invariantViolation().empty());
    }

    void hintsWithATinyBudgetStillLead()
    {
        // With a node budget too small to search, the computer falls back
        // on the stored solution and still lays the figure.
        for (const Figure& f : bundledFigures()) {
            auto game = zv::createGame("tangram", {{"figure", f.key}}, {zv::Seat{}});
            zv::Rng rng(1);
            zv::SearchLimits limits;
            limits.maxNodes = 1;
            int moves = 0;
            while (!game->isOver() && moves < 30) {
                QVERIFY(game->play(game->computerMove(zv::Level::Beginner, limits, rng)));
                ++moves;
            }
            QVERIFY2(game->isOver(), f.key.c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TangramTest)
#include "tst_tangram.moc"
