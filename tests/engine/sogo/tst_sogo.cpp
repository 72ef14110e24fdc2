// Sogo: the 76 lines counted on their own and each one won through the
// rules, seeded random games in every variant keeping every invariant, the
// notation, impossible positions, and the computer players. Rule cases:
// engine/games/sogo/scenarios.
#include "core/game.h"
#include "core/rng.h"
#include "games/sogo/evaluation.h"
#include "games/sogo/sogo_game.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <set>

using namespace zv::sogo;

namespace {

std::array<Rules, 3> allRules()
{
    return {Rules{false, TakeFrom::Any}, Rules{true, TakeFrom::Any}, Rules{true, TakeFrom::Top}};
}

Move parse(const SogoState& s, std::string_view text)
{
    Move m{};
    std::string why;
    if (!s.parseMove(text, &m, &why))
        qFatal("%s: %s", std::string(text).c_str(), why.c_str());
    return m;
}

// Cells by coordinates, written here again so the test does not read the
// engine's table: x = column a-d, y = row 1-4, z = level 1-4 (all from 0).
Mask cellBit(int x, int y, int z)
{
    return Mask{1} << (z * 16 + y * 4 + x);
}

// Every set of four cells in a straight, evenly spaced row, found by trying
// each pair of cells as the two ends: the cube's lines, each seen from both ends.
std::set<Mask> linesByBruteForce()
{
    std::set<Mask> lines;
    for (int a = 0; a < 64; ++a)
        for (int b = 0; b < 64; ++b) {
            const int ax = a % 4, ay = a / 4 % 4, az = a / 16;
            const int bx = b % 4, by = b / 4 % 4, bz = b / 16;
            const int dx = bx - ax, dy = by - ay, dz = bz - az;
            const auto ok = [](int d) { return d == 0 || d == 3 || d == -3; };
            if (a == b || !ok(dx) || !ok(dy) || !ok(dz))
                continue;
            Mask m = 0;
            for (int k = 0; k < 4; ++k)
                m |= cellBit(ax + k * dx / 3, ay + k * dy / 3, az + k * dz / 3);
            lines.insert(m);
        }
    return lines;
}

int cellsOnLevel(Mask line, int z)
{
    return std::popcount(line & (Mask{0xFFFF} << (16 * z)));
}

// A game that ends with Light dropping the last bead of `line`: Light drops
// onto the line's cells whenever one is the landing cell of its rod, both
// players otherwise drop at random off the line; a try in which anybody
// completes another line first (or Light two at once) is thrown away. Returns the moves or {}.
std::vector<Move> gameWinningOn(Mask line, zv::FastRng& rng)
{
    for (int attempt = 0; attempt < 20000; ++attempt) {
        SogoState s;
        std::vector<Move> moves;
        while (!s.isOver() && moves.size() < 48) {
            const Mask land = s.landing();
            Mask choice = s.toMove() == kLight ? land & line : 0;
            if (!choice)
                choice = land & ~line;
            if (!choice)
                break;
            std::array<int, 16> cells{};
            int n = 0;
            for (Mask m = choice; m; m &= m - 1)
                cells[static_cast<std::size_t>(n++)] = std::countr_zero(m);
            const int cell = cells[static_cast<std::size_t>(rng.uniform(n))];
            const Move move{static_cast<std::int8_t>(rodOf(cell)), -1};
            moves.push_back(move);
            s.apply(move);
        }
        if (s.isOver() && s.winner() == kLight && millCells(s.beads(kLight)) == line &&
            (line & bit(s.lastCell())))
            return moves;
    }
    return {};
}

int duel(zv::Level first, zv::Level second, std::uint64_t seed, std::uint64_t nodes)
{
    SogoState s;
    zv::Rng rng(seed);
    zv::SearchLimits limits;
    limits.time = std::chrono::milliseconds(0);
    limits.maxNodes = nodes;
    while (!s.isOver())
        s.apply(s.chooseMove(s.toMove() == kLight ? first : second, limits, rng));
    return s.winner();
}

} // namespace

class TestSogo : public QObject {
    Q_OBJECT

private slots:
    // "senkrecht übereinander, waagrecht nebeneinander, diagonal in einer
    // Ebene oder aber auch diagonal nach oben (auch in der Diagonalen)": all
    // the straight lines of four in the cube, 76, and no others.
    void seventySixLinesCountedIndependently()
    {
        const std::set<Mask> expected = linesByBruteForce();
        QCOMPARE(static_cast<int>(expected.size()), 76);
        const std::set<Mask> engine(kLines.masks.begin(), kLines.masks.end());
        QCOMPARE(static_cast<int>(engine.size()), 76);
        QVERIFY(engine == expected);
        // By kind: 16 upright (one level each), 32 rows and columns and 8
        // diagonals within a level, 16 diagonals in upright planes, 4 through space.
        int upright = 0, flat = 0, flatDiagonal = 0, planeUp = 0, space = 0;
        for (const Mask line : expected) {
            const bool onOneLevel = cellsOnLevel(line, 0) == 4 || cellsOnLevel(line, 1) == 4 ||
                                    cellsOnLevel(line, 2) == 4 || cellsOnLevel(line, 3) == 4;
            int rows = 0, columns = 0;
            for (int i = 0; i < 4; ++i) {
                Mask row = 0, column = 0;
                for (int z = 0; z < 4; ++z)
                    for (int k = 0; k < 4; ++k) {
                        row |= cellBit(k, i, z);
                        column |= cellBit(i, k, z);
                    }
                rows += (line & row) != 0;
                columns += (line & column) != 0;
            }
            if (std::popcount(line & (Mask{0x0001000100010001ULL} << std::countr_zero(line))) == 4)
                ++upright;
            else if (onOneLevel)
                (rows == 1 || columns == 1) ? ++flat : ++flatDiagonal;
            else if (rows == 1 || columns == 1)
                ++planeUp;
            else
                ++space;
        }
        QCOMPARE(upright, 16);
        QCOMPARE(flat, 32);
        QCOMPARE(flatDiagonal, 8);
        QCOMPARE(planeUp, 16);
        QCOMPARE(space, 4);
    }

    // "Sobald ein Spieler eine Mühle hat, gewinnt er.": each of the 76 lines,
    // completed by a drop in a real game, wins it.
    void everyLineWinsWhenCompleted()
    {
        zv::FastRng rng(76);
        int won = 0;
        for (const Mask line : linesByBruteForce()) {
            const std::vector<Move> moves = gameWinningOn(line, rng);
            QVERIFY2(!moves.empty(), "no game found that ends on this line");
            SogoState s;
            const auto game = makeSogoGame(s);
            for (const Move& m : moves) {
                QVERIFY(!game->isOver());
                QVERIFY(game->play(s.moveText(m)));
                QCOMPARE(game->invariantViolation(), std::string());
            }
            const SogoState* end = sogoState(*game);
            QVERIFY(end->isOver());
            QCOMPARE(end->endReason(), EndReason::Mill);
            QCOMPARE(end->winner(), kLight);
            QCOMPARE(millCells(end->beads(kLight)), line);
            QCOMPARE(game->result(), (std::vector<double>{1.0, 0.0}));
            ++won;
        }
        QCOMPARE(won, 76);
    }

    // Beads conserved, gravity, alternate play, the hash and the end reason
    // after every drop of seeded random games, in every variant.
    void randomGamesKeepInvariants()
    {
        zv::FastRng rng(2026);
        for (const Rules& rules : allRules())
            for (int g = 0; g < 1500; ++g) {
                SogoState s(rules);
                std::array<Move, SogoState::kMaxMoves> moves;
                int plies = 0;
                while (!s.isOver()) {
                    const int n = s.generateMoves(moves.data());
                    QVERIFY(n > 0);
                    const Mask before = s.occupied();
                    const Move m = moves[static_cast<std::size_t>(rng.uniform(n))];
                    const int landing = landingCell(s, m.rod);
                    s.apply(m);
                    ++plies;
                    QCOMPARE(s.invariantViolation(), std::string());
                    if (m.take < 0)
                        QCOMPARE(s.occupied(), before | bit(landing));
                    else
                        QCOMPARE(popcount(s.occupied()), popcount(before));
                }
                QVERIFY(plies <= 64);
                if (rules.captures)
                    QCOMPARE(plies, 64);
            }
    }

    // Every legal move's text reads back as that move; the touches are its words.
    void notationRoundTripsEveryLegalMove()
    {
        zv::FastRng rng(7);
        for (const Rules& rules : allRules())
            for (int g = 0; g < 200; ++g) {
                SogoState s(rules);
                std::array<Move, SogoState::kMaxMoves> moves;
                while (!s.isOver()) {
                    const int n = s.generateMoves(moves.data());
                    for (int i = 0; i < n; ++i) {
                        const std::string text = s.moveText(moves[i]);
                        QVERIFY(parse(s, text) == moves[i]);
                        const auto path = s.movePath(moves[i]);
                        QCOMPARE(path.front(), rodName(moves[i].rod));
                        QCOMPARE(static_cast<int>(path.size()), moves[i].take >= 0 ? 2 : 1);
                    }
                    s.apply(moves[static_cast<std::size_t>(rng.uniform(n))]);
                }
            }
    }

    void impossiblePositionsAreRefused()
    {
        std::string why;
        QVERIFY(!SogoState::fromPosition(bit(0), bit(0), 0, {0, 0}, {}, &why));
        QVERIFY(!SogoState::fromPosition(bit(16), bit(1), 0, {0, 0}, {}, &why));
        QVERIFY(why.find("air") != std::string::npos);
        QVERIFY(!SogoState::fromPosition(bit(0) | bit(1), 0, 0, {0, 0}, {}, &why));
        QVERIFY(!SogoState::fromPosition(0x0001000100010001ULL, 0xE, 1, {0, 0}, {}, &why));
        QVERIFY(why.find("mill") != std::string::npos);
        QVERIFY(SogoState::fromPosition(bit(0) | bit(1), bit(2), 1, {0, 0}, {}, &why));
        Rules second{true, TakeFrom::Any};
        QVERIFY(SogoState::fromPosition(0x0001000100010001ULL, 0xE, 0, {1, 0}, second, &why));
    }

    // Second variant, a constructed corner: a mill with no opposing bead on
    // the rods takes nothing (the drop stands alone).
    void millWithoutOpposingBeadsTakesNothing()
    {
        Rules second{true, TakeFrom::Any};
        auto s = SogoState::fromPosition(0x0000000100010001ULL, 0, 0, {3, 0}, second);
        QVERIFY(s);
        std::array<Move, SogoState::kMaxMoves> moves;
        const int n = s->generateMoves(moves.data());
        QCOMPARE(n, 16);
        s->apply(parse(*s, "a1"));
        QCOMPARE(s->taken(kLight), 3); // the three of the constructed position, no more
        QCOMPARE(s->onBoard(kLight), 4);
        QCOMPARE(s->invariantViolation(), std::string());
    }

    void describeGivesTheBoardKeys()
    {
        struct Keys : zv::StateSink {
            std::set<std::string> keys;
            void put(std::string_view k, long long) override { keys.emplace(k); }
            void put(std::string_view k, std::string_view) override { keys.emplace(k); }
            void put(std::string_view k, const std::vector<int>&) override { keys.emplace(k); }
            void put(std::string_view k, const std::vector<std::string>&) override
            {
                keys.emplace(k);
            }
        } sink;
        SogoState s;
        s.describe(sink);
        for (const char* key : {"over", "toMove", "rods", "heights", "board", "mills", "onBoard",
                                "inSupply", "taken", "captures", "takeFrom", "lastCell", "plies"})
            QVERIFY2(sink.keys.count(key), key);
    }

    // The Master takes a win, stops the opponent's, and does not lift the
    // opponent onto his winning cell.
    void masterTakesWinsAndBlocks()
    {
        zv::Rng rng(1);
        zv::SearchLimits limits;
        limits.time = std::chrono::milliseconds(0);
        limits.maxNodes = 20000;
        // Light a1,b1,c1 on the bottom, Dark b2,c2,b3: Light completes d1.
        auto win = SogoState::fromPosition(bit(0) | bit(1) | bit(2), bit(5) | bit(6) | bit(9), 0);
        QVERIFY(win);
        QCOMPARE(win->moveText(win->chooseMove(zv::Level::Master, limits, rng)), "d1");
        // Dark to move must stop d1 (its own lines are far from complete).
        auto block = SogoState::fromPosition(bit(0) | bit(1) | bit(2) | bit(10),
                                             bit(5) | bit(6) | bit(12), 1);
        QVERIFY(block);
        QCOMPARE(block->moveText(block->chooseMove(zv::Level::Master, limits, rng)), "d1");
        for (zv::Level level : {zv::Level::Practised, zv::Level::Master})
            QCOMPARE(block->moveText(block->chooseMove(level, limits, rng)), "d1");
    }

    // Depth 1 always finishes: a legal move with a cancel already set.
    void playersHonourCancel()
    {
        std::atomic<bool> cancel{true};
        zv::SearchLimits limits;
        limits.cancel = &cancel;
        zv::Rng rng(3);
        for (const Rules& rules : allRules()) {
            SogoState s(rules);
            for (zv::Level level : {zv::Level::Beginner, zv::Level::Practised, zv::Level::Master}) {
                const Move m = s.chooseMove(level, limits, rng);
                std::array<Move, SogoState::kMaxMoves> moves;
                const int n = s.generateMoves(moves.data());
                QVERIFY(std::find(moves.begin(), moves.begin() + n, m) != moves.begin() + n);
            }
        }
    }

    // The ladder: Master beats Beginner nearly always, Practised mostly.
    void levelsAreOrdered()
    {
        int masterWins = 0, practisedWins = 0;
        for (int g = 0; g < 10; ++g) {
            const bool masterLight = g % 2 == 0;
            const int seat = masterLight ? kLight : kDark;
            const auto master = zv::Level::Master, beginner = zv::Level::Beginner;
            masterWins += duel(masterLight ? master : beginner, masterLight ? beginner : master,
                               100 + static_cast<std::uint64_t>(g), 30000) == seat;
            const auto practised = zv::Level::Practised;
            practisedWins +=
                duel(masterLight ? practised : beginner, masterLight ? beginner : practised,
                     200 + static_cast<std::uint64_t>(g), 30000) == seat;
        }
        QVERIFY2(masterWins >= 9, qPrintable(QString::number(masterWins)));
        QVERIFY2(practisedWins >= 7, qPrintable(QString::number(practisedWins)));
    }

    void optionsAreChecked()
    {
        const std::vector<zv::Seat> seats(2);
        std::string why;
        QVERIFY(zv::createGame("sogo", {{"captures", "true"}, {"take_from", "top"}}, seats, &why));
        QVERIFY(!zv::createGame("sogo", {{"take_from", "middle"}}, seats, &why));
        QVERIFY(!zv::createGame("sogo", {}, std::vector<zv::Seat>(3), &why));
    }
};

QTEST_GUILESS_MAIN(TestSogo)
#include "tst_sogo.moc"
