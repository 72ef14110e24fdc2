// Backgammon: what the scenario files cannot say. GNU Backgammon's Position
// IDs; the move generator against an independent one written here from the
// rules' words, and against GNU Backgammon's own list of moves (when gnubg is
// installed); gnubg's real answers (captured, and live) translated into our
// moves; the computer players; the end's review. Rule cases:
// engine/games/backgammon/scenarios.
#include "core/game.h"
#include "core/rng.h"
#include "games/backgammon/backgammon_game.h"
#include "games/backgammon/evaluation.h"
#include "games/backgammon/gnubg_id.h"
#include "games/backgammon/review.h"

#include <QFileInfo>
#include <QProcess>
#include <QTest>

#include <algorithm>
#include <set>

using namespace zv::backgammon;

namespace {

// Random positions with dice thrown, from seeded random games (bear-offs
// and bar entries included).
std::vector<BgState> samplePositions(int count, std::uint64_t seed)
{
    zv::Rng rng(seed, false);
    std::vector<BgState> out;
    std::vector<Move> moves(BgState::kMaxMoves);
    while (static_cast<int>(out.size()) < count) {
        BgState s;
        while (!s.isOver() && static_cast<int>(out.size()) < count) {
            const int n = s.generateMoves(moves.data());
            if (s.phase() == Phase::Move && rng.uniform(3) == 0)
                out.push_back(s);
            s.apply(moves[static_cast<std::size_t>(rng.uniform(n))]);
        }
    }
    return out;
}

using Board = std::array<int, 52>;

Board boardOf(const Points& pts)
{
    Board b{};
    for (int seat = 0; seat < 2; ++seat)
        for (int p = 0; p < 26; ++p)
            b[static_cast<std::size_t>(seat * 26 + p)] = pts[seat][p];
    return b;
}

// The reference: the rules' words on a plain array, every die order, every
// checker, keep the longest turns, then the larger die. Sets of boards.
struct Reference {
    std::set<Board> boards;
    int longest = 0;
    std::vector<std::pair<Board, int>> leaves; // board, the first die used in a one-step turn

    static bool home(const Board& b)
    {
        for (int p = 7; p <= 25; ++p)
            if (b[static_cast<std::size_t>(p)])
                return false;
        return true;
    }
    void walk(Board b, const std::vector<int>& dice, std::size_t k, int used, int firstDie)
    {
        bool any = false;
        if (k < dice.size()) {
            const int d = dice[k];
            for (int from = 25; from >= 1; --from) {
                if (!b[static_cast<std::size_t>(from)] || (b[25] && from != 25))
                    continue;
                int to = from - d;
                if (to >= 1) {
                    if (b[static_cast<std::size_t>(26 + 25 - to)] >= 2)
                        continue;
                } else {
                    if (!home(b))
                        continue;
                    bool higher = false;
                    for (int p = from + 1; p <= 6; ++p)
                        higher = higher || b[static_cast<std::size_t>(p)];
                    if (to < 0 && higher)
                        continue;
                    to = 0;
                }
                Board n = b;
                --n[static_cast<std::size_t>(from)];
                ++n[static_cast<std::size_t>(to)];
                if (to >= 1 && n[static_cast<std::size_t>(26 + 25 - to)] == 1) {
                    n[static_cast<std::size_t>(26 + 25 - to)] = 0;
                    ++n[26 + 25];
                }
                any = true;
                walk(n, dice, k + 1, used + 1, used == 0 ? d : firstDie);
            }
        }
        if (!any) {
            longest = std::max(longest, used);
            leaves.emplace_back(b, used * 10 + (used == 1 ? firstDie : 0));
        }
    }
    static std::set<Board> of(const BgState& s)
    {
        const int me = s.side();
        Points pts = s.points();
        if (me == 1)
            std::swap(pts[0], pts[1]);
        const Board start = boardOf(pts);
        Reference r;
        const int a = s.dieA(), b = s.dieB();
        if (a == b) {
            r.walk(start, {a, a, a, a}, 0, 0, 0);
        } else {
            r.walk(start, {a, b}, 0, 0, 0);
            r.walk(start, {b, a}, 0, 0, 0);
        }
        bool highOne = false;
        for (const auto& [board, tag] : r.leaves)
            highOne = highOne || tag == 10 + a;
        for (const auto& [board, tag] : r.leaves) {
            if (tag / 10 != r.longest)
                continue;
            if (r.longest == 1 && a != b && highOne && tag != 10 + a)
                continue;
            r.boards.insert(board);
        }
        return r.boards;
    }
};

std::set<Board> ourBoards(const BgState& s)
{
    std::vector<Move> moves(BgState::kMaxMoves);
    const int n = s.generateMoves(moves.data());
    std::set<Board> boards;
    for (int i = 0; i < n; ++i) {
        BgState next = s;
        for (int k = 0; k < moves[static_cast<std::size_t>(i)].count; ++k)
            next.applyStep(s.side(), moves[static_cast<std::size_t>(i)].steps[k]);
        Points pts = next.points();
        if (s.side() == 1)
            std::swap(pts[0], pts[1]);
        boards.insert(boardOf(pts));
    }
    return boards;
}

QString gnubgProgram()
{
    for (const char* path : {"/usr/games/gnubg", "/usr/bin/gnubg"})
        if (QFileInfo(QString::fromLatin1(path)).isExecutable())
            return QString::fromLatin1(path);
    return {};
}

// GNU Backgammon's answers to "hint" for each position, as its lines.
std::vector<std::vector<std::string>> askGnubg(const std::vector<BgState>& positions, int count)
{
    // gnubg's quick evaluation: only its list of moves is asked for here.
    QString script = QStringLiteral("set player 0 human\nset player 1 human\nnew game\n"
                                    "set evaluation chequerplay evaluation plies 0\nshow turn\n");
    for (const BgState& s : positions)
        script += QStringLiteral("set turn 0\nset board %1\nset dice %2 %3\nhint %4\nshow turn\n")
                      .arg(QString::fromStdString(gnubgPositionId(s.points(), s.side())))
                      .arg(s.dieA())
                      .arg(s.dieB())
                      .arg(count);
    QProcess gnubg;
    gnubg.start(gnubgProgram(), {QStringLiteral("-t"), QStringLiteral("-q")});
    gnubg.write(script.toUtf8());
    gnubg.closeWriteChannel();
    gnubg.waitForFinished(120000);
    std::vector<std::vector<std::string>> answers(1);
    bool started = false;
    for (const QByteArray& line : gnubg.readAllStandardOutput().split('\n')) {
        const std::string text = line.toStdString();
        if (text.find("on move") != std::string::npos) {
            if (started)
                answers.emplace_back();
            started = true; // the first one ends the set-up
            continue;
        }
        if (started)
            answers.back().push_back(text);
    }
    answers.pop_back();
    return answers;
}

} // namespace

class BackgammonTest : public QObject {
    Q_OBJECT

private slots:
    void positionIdOfTheStart()
    {
        const BgState s;
        QCOMPARE(QString::fromStdString(gnubgPositionId(s.points(), 0)),
                 QStringLiteral("4HPwATDgc/ABMA"));
        // IDs gnubg printed for these positions (each with its player on roll).
        auto g = createBackgammon({});
        QVERIFY(g->setPosition("w: 6 2 4x3 / b: 6x15 / w 5-4"));
        const BgState* b = backgammonState(*g);
        QCOMPARE(QString::fromStdString(gnubgPositionId(b->points(), 0)),
                 QStringLiteral("4P8PAAByAgAAAA"));
    }

    void positionIdsRoundTrip()
    {
        for (const BgState& s : samplePositions(500, 3)) {
            for (int onRoll : {0, 1}) {
                const std::string id = gnubgPositionId(s.points(), onRoll);
                QCOMPARE(id.size(), std::size_t{14});
                const auto back = pointsFromGnubgId(id, onRoll);
                QVERIFY(back.has_value());
                QVERIFY(*back == s.points());
            }
        }
        QVERIFY(!pointsFromGnubgId("not an id", 0));
    }

    // Every distinct board our generator reaches, and no other, is what a
    // second generator written from the rules' words reaches.
    void generatorAgreesWithAnIndependentOne()
    {
        int positions = 0;
        for (const BgState& s : samplePositions(3000, 11)) {
            const std::set<Board> ours = ourBoards(s);
            const std::set<Board> reference = Reference::of(s);
            if (ours != reference) {
                std::string text = "dice " + std::to_string(s.dieA()) + "-" +
                                   std::to_string(s.dieB()) + ": " + std::to_string(ours.size()) +
                                   " boards, the reference " + std::to_string(reference.size());
                QFAIL(text.c_str());
            }
            ++positions;
        }
        QCOMPARE(positions, 3000);
    }

    // The search's cheaper walk (equal dice from the back only) reaches
    // exactly the boards of the full generator.
    void searchWalkReachesTheSameBoards()
    {
        for (const BgState& s : samplePositions(2000, 17)) {
            std::set<Board> walk;
            for (const Points& p : searchBoards(s.points(), s.side(), s.dieA(), s.dieB())) {
                Points pts = p;
                if (s.side() == 1)
                    std::swap(pts[0], pts[1]);
                walk.insert(boardOf(pts));
            }
            QCOMPARE(walk.size(), ourBoards(s).size());
            QVERIFY(walk == ourBoards(s));
        }
    }

    // Captured from GNU Backgammon 1.07 ("hint 3"; the position with a
    // checker on the bar is 03-bar.txt's last scenario).
    void gnubgAnswersTranslate()
    {
        const std::vector<std::string> captured = {
            "The dice have been set to 5 and 3.",
            "    1. Cubeful 2-ply    bar/20* 6/3*                 Eq.: +0.535",
            "       0.596 0.280 0.041 - 0.404 0.109 0.007",
            "        2-ply cubeful prune [world class]",
            "    2. Cubeful 2-ply    bar/20* 11/8                 Eq.: +0.382 (-0.153)",
            "       0.572 0.236 0.026 - 0.428 0.099 0.004",
            "        2-ply cubeful prune [world class]",
            "    3. Cubeful 2-ply    bar/20* 21/18                Eq.: +0.326 (-0.209)",
            "       0.562 0.227 0.024 - 0.438 0.112 0.005",
            "        2-ply cubeful prune [world class]"};
        const std::vector<GnubgCandidate> c = parseGnubgHint(captured);
        QCOMPARE(c.size(), std::size_t{3});
        QCOMPARE(QString::fromStdString(c[0].move), QStringLiteral("bar/20* 6/3*"));
        QCOMPARE(c[0].equity, 0.535);
        QCOMPARE(c[1].equity, 0.382);
        QCOMPARE(c[0].winChance, 0.596);
        auto g = createBackgammon({});
        QVERIFY(g->setPosition(
            "w: bar 21 18 13x4 11 8 6x4 2x2 / b: 24x3 22 21 13x3 6x4 5 3x2 / w 5-3"));
        const BgState& s = *backgammonState(*g);
        QCOMPARE(QString::fromStdString(gnubgPositionId(s.points(), s.side())),
                 QStringLiteral("TA84QDmGJ/IgQg"));
        QCOMPARE(QString::fromStdString(playForGnubgMove(s, c[0].move)),
                 QStringLiteral("bar/20* 6/3*"));
        QCOMPARE(QString::fromStdString(playForGnubgMove(s, c[2].move)),
                 QStringLiteral("bar/20* 21/18"));
        // Doubles in gnubg's short form, and a move through a point.
        auto start = createBackgammon({});
        QVERIFY(start->setPosition("w: 24x2 13x5 8x3 6x5 / b: 24x2 13x5 8x3 6x5 / w 6-6"));
        const BgState& st = *backgammonState(*start);
        const std::string sixes = playForGnubgMove(st, "24/18(2) 13/7(2)");
        QVERIFY(!sixes.empty());
        QVERIFY(start->play(sixes));
        auto run = createBackgammon({});
        QVERIFY(run->setPosition("w: 24x2 13x5 8x3 6x5 / b: 24x2 13x5 8x3 6x5 / w 6-5"));
        QCOMPARE(QString::fromStdString(playForGnubgMove(*backgammonState(*run), "24/13")),
                 QStringLiteral("24/18 18/13"));
        // What our rules refuse is no move: 24/18 alone leaves a die unused.
        QVERIFY(playForGnubgMove(*backgammonState(*run), "24/18").empty());
        QVERIFY(playForGnubgMove(*backgammonState(*run), "25/3").empty());
    }

    // Live: gnubg lists every legal move ("hint 10000"); each is one of ours
    // and together they are all of ours (by the boards they reach).
    void gnubgListsExactlyOurMoves()
    {
        if (gnubgProgram().isEmpty())
            QSKIP("GNU Backgammon (Debian package gnubg) is not installed");
        const std::vector<BgState> positions = samplePositions(60, 5);
        const auto answers = askGnubg(positions, 10000);
        QCOMPARE(answers.size(), positions.size());
        for (std::size_t i = 0; i < positions.size(); ++i) {
            const BgState& s = positions[i];
            const std::vector<GnubgCandidate> candidates = parseGnubgHint(answers[i]);
            std::set<Board> theirs;
            for (const GnubgCandidate& c : candidates) {
                const std::string ours = playForGnubgMove(s, c.move);
                QVERIFY2(!ours.empty(), ("gnubg's " + c.move + " is not ours").c_str());
                const auto board = boardAfterGnubgMove(s, c.move);
                Points pts = *board;
                if (s.side() == 1)
                    std::swap(pts[0], pts[1]);
                theirs.insert(boardOf(pts));
            }
            // gnubg prints nothing to choose when a single play is possible.
            if (candidates.empty())
                QCOMPARE(ourBoards(s).size(), std::size_t{1});
            else
                QCOMPARE(theirs.size(), ourBoards(s).size());
        }
    }

    void computerPlayersAnswerAndPractisedBeatsBeginner()
    {
        zv::Rng rng(7, false);
        int practisedWins = 0;
        const int games = 12;
        for (int g = 0; g < games; ++g) {
            auto game = createBackgammon({});
            const int practised = g % 2;
            while (!game->isOver()) {
                const int seat = game->toMove();
                const zv::Level level =
                    seat == practised ? zv::Level::Practised : zv::Level::Beginner;
                const std::string move = game->decideFor(level, zv::SearchLimits{}, rng);
                QVERIFY2(game->play(move), move.c_str());
            }
            practisedWins += game->result()[static_cast<std::size_t>(practised)] == 1.0;
        }
        QVERIFY2(practisedWins >= 9, qPrintable(QString::number(practisedWins)));
    }

    void masterTakesTheWinAndTheCube()
    {
        zv::Rng rng(1, false);
        auto g = createBackgammon({{kCubeKey, "true"}});
        // Bearing off the last two checkers wins at once.
        QVERIFY(g->setPosition("w: 6 5 / b: 6x15 / w 6-5"));
        QCOMPARE(QString::fromStdString(g->decideFor(zv::Level::Master, {}, rng)),
                 QStringLiteral("6/off 5/off"));
        // Far ahead in the race, the Master doubles; far behind, it drops.
        QVERIFY(g->setPosition("w: 6x4 5x4 4x4 3x3 / b: 6x6 5x6 4x3 / w"));
        QCOMPARE(QString::fromStdString(g->decideFor(zv::Level::Master, {}, rng)),
                 QStringLiteral("double"));
        QVERIFY(g->play("double"));
        QCOMPARE(QString::fromStdString(g->decideFor(zv::Level::Master, {}, rng)),
                 QStringLiteral("drop"));
    }

    void reviewFindsTheBlunder()
    {
        // White's opening 3-1: 8/5 6/5 makes a point; 24/20 leaves blots.
        const std::vector<std::string> moves = {"3-1", "24/21 21/20", "roll", "2-1", "13/11 6/5"};
        const auto turns = choiceTurns(Rules{}, moves, {true, false});
        QCOMPARE(turns.size(), std::size_t{1});
        QCOMPARE(turns[0].number, 1);
        const Judgement j = judgeWithOwnSearch(turns[0]);
        QVERIFY2(j.loss() > 0.0, j.best.c_str());
        QVERIFY(j.best != "24/21 21/20");
        // The best play has no loss.
        const auto good = choiceTurns(Rules{}, {"3-1", "8/5 6/5"}, {true, false});
        QCOMPARE(judgeWithOwnSearch(good[0]).loss(), 0.0);
    }
};

QTEST_GUILESS_MAIN(BackgammonTest)
#include "tst_backgammon.moc"
