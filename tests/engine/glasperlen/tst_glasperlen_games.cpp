// Whole games: the 1997 master game from records/, the start it implies,
// seeded self-play with every invariant after every step, records through
// JSON, undo by replaying prefixes.
#include "core/record.h"
#include "record_json.h"
#include "tst_glasperlen.h"
#include "tst_glasperlen_helpers.h"

#include <algorithm>

using namespace gp_test;

namespace {

zv::GameRecord masterRecord()
{
    QString error;
    const auto record = zv::records::readFile(
        QStringLiteral(ZV_SOURCE_DIR "/records/glasperlen-master-1997.json"), &error);
    if (!record)
        qFatal("master game record: %s", qPrintable(error));
    return *record;
}

std::string describeText(const zv::Game& game)
{
    struct Sink : zv::StateSink {
        std::string out;
        void put(std::string_view k, long long v) override
        {
            out += std::string(k) + "=" + std::to_string(v) + ";";
        }
        void put(std::string_view k, std::string_view v) override
        {
            out += std::string(k) + "=" + std::string(v) + ";";
        }
        void put(std::string_view k, const std::vector<int>& v) override
        {
            out += std::string(k) + "=";
            for (int x : v)
                out += std::to_string(x) + ",";
            out += ";";
        }
        void put(std::string_view k, const std::vector<std::string>& v) override
        {
            out += std::string(k) + "=";
            for (const auto& x : v)
                out += x + ",";
            out += ";";
        }
    } sink;
    game.describe(sink);
    return sink.out;
}

// A seeded game: random steps for seat 0, weak computer turns for seat 1.
zv::GameRecord mixedRecord(std::uint64_t seed)
{
    zv::GameRecord record;
    record.game = "glasperlen";
    record.seats.resize(2);
    record.seed = seed;
    zv::Rng rng(seed);
    auto game = zv::createGame(record.game, {}, record.seats);
    zv::SearchLimits limits;
    limits.time = std::chrono::milliseconds(0);
    limits.maxNodes = 200;
    while (!game->isOver()) {
        std::string move;
        if (game->toMove() == 0) {
            const auto moves = game->legalMoves();
            move = moves[static_cast<std::size_t>(rng.uniform(static_cast<int>(moves.size())))];
        } else {
            move = game->computerMove(zv::Level::Beginner, limits, rng);
        }
        record.moves.push_back({game->toMove(), move, {}});
        if (!game->play(move))
            qFatal("a generated move was rejected: %s", move.c_str());
    }
    return record;
}

} // namespace

void TestGlasperlen::masterGameReplaysToTheResignation()
{
    const zv::GameRecord record = masterRecord();
    QCOMPARE(record.moves.size(), std::size_t{144}); // 72 rounds, then North resigns
    int failed = -1;
    std::string why;
    const auto game = zv::replay(record, &failed, &why);
    QVERIFY2(game, (std::to_string(failed + 1) + ": " + why).c_str());
    QVERIFY(game->isOver());
    QCOMPARE(game->result(), (std::vector<double>{1.0, 0.0}));
    const GpState& s = *zv::glasperlen::glasperlenState(*game);
    QCOMPARE(s.endReason(), zv::glasperlen::EndReason::Resigned);
    QCOMPARE(s.points(0), 23);
    QCOMPARE(s.points(1), 7);
    QCOMPARE(s.gemsOnBoard(), 0); // only stones are left: North is too far behind
    QCOMPARE(s.turnNumber(), 143);
    QCOMPARE(s.invariantViolation(), std::string());
}

void TestGlasperlen::masterGameFitsBothRuleSets()
{
    // Turn by turn the same positions under both rule sets: no turn of the game
    // ends with a gem in a pit that held one bead, where the two differ. All
    // eleven captures of the game end with a stone (the only capture Freeling's
    // rules know): five direct, six indirect.
    zv::GameRecord record = masterRecord();
    auto source = zv::createGame("glasperlen", {}, {{}, {}});
    auto tournament = zv::createGame("glasperlen", {{"turnierregeln", "true"}}, {{}, {}});
    int direct = 0, indirect = 0;
    for (const auto& move : record.moves) {
        std::string why;
        QVERIFY2(source->play(move.text, &why), (move.text + ": " + why).c_str());
        QVERIFY2(tournament->play(move.text, &why), (move.text + ": " + why).c_str());
        QCOMPARE(tournament->hash(), source->hash());
        const GpState& s = *zv::glasperlen::glasperlenState(*source);
        const zv::glasperlen::TurnReport& turn = s.lastTurn();
        if (zv::glasperlen::isResignation(move.text) ||
            turn.capture == zv::glasperlen::CaptureKind::None)
            continue;
        QCOMPARE(turn.sown[turn.sownCount - 1], std::int8_t{0});
        (turn.capture == zv::glasperlen::CaptureKind::Direct ? direct : indirect) += 1;
    }
    QVERIFY(tournament->isOver());
    QCOMPARE(direct, 5);
    QCOMPARE(indirect, 6);
}

void TestGlasperlen::masterGameAsPrintedFailsAtMove15()
{
    // The source prints South's 15th move as E530110000000; then North's d00
    // cannot be played (d holds a stone and the yellow 1). RULES.md explains the
    // emendation the record makes.
    zv::GameRecord record = masterRecord();
    QCOMPARE(record.moves[28].text, std::string("E530011000000 xa5"));
    record.moves[28].text = "E530110000000 xa5";
    int failed = -1;
    std::string why;
    QVERIFY(!zv::replay(record, &failed, &why));
    QCOMPARE(failed, 29);
    QCOMPARE(record.moves[29].text, std::string("d00"));
}

void TestGlasperlen::startArrangementIsTheOnlyOneTheMasterGameAllows()
{
    // Every way to lay South's and North's five gems into their pits (120 x 120):
    // only 5 4 3 2 1 on both sides lets the first 14 rounds be played as printed.
    const zv::GameRecord record = masterRecord();
    std::array<int, 5> south{1, 2, 3, 4, 5};
    std::vector<std::pair<std::array<int, 5>, std::array<int, 5>>> fitting;
    do {
        std::array<int, 5> north{1, 2, 3, 4, 5};
        do {
            std::array<std::vector<int>, 10> pits;
            for (int p = 0; p < 5; ++p) {
                pits[static_cast<std::size_t>(p)] = {0, south[static_cast<std::size_t>(p)]};
                pits[static_cast<std::size_t>(p + 5)] = {0, north[static_cast<std::size_t>(p)]};
            }
            GpState s;
            std::string why;
            QVERIFY(GpState::fromPosition(pits, {}, 0, {}, &s, &why));
            bool ok = true;
            for (int m = 0; m < 28 && ok; ++m)
                ok = play(s, record.moves[static_cast<std::size_t>(m)].text.c_str());
            if (ok)
                fitting.push_back({south, north});
        } while (std::next_permutation(north.begin(), north.end()));
    } while (std::next_permutation(south.begin(), south.end()));
    QCOMPARE(fitting.size(), std::size_t{1});
    QCOMPARE(fitting[0].first, (std::array<int, 5>{5, 4, 3, 2, 1}));
    QCOMPARE(fitting[0].second, (std::array<int, 5>{5, 4, 3, 2, 1}));
}

void TestGlasperlen::selfplayKeepsAllTwentyBeads()
{
    // Random steps from seeded generators, both rule sets; every invariant
    // (20 beads in pits, hand and cups, 30 points) after every step.
    int games = 0, southWins = 0;
    std::array<zv::glasperlen::Step, GpState::kMaxSteps> steps;
    for (int g = 0; g < 3000; ++g) {
        zv::FastRng rng(static_cast<std::uint64_t>(g) * 7919 + 1);
        GpState s(zv::glasperlen::Rules{g % 2 == 1});
        while (!s.isOver()) {
            const int n = s.generateSteps(steps.data());
            QVERIFY(n > 0);
            s.apply(steps[static_cast<std::size_t>(rng.uniform(n))]);
            const std::string broken = s.invariantViolation();
            QVERIFY2(broken.empty(), broken.c_str());
        }
        const auto result = s.result();
        QVERIFY(result[0] + result[1] == 1.0 && (result[0] == 1.0 || result[1] == 1.0));
        ++games;
        southWins += result[0] == 1.0 ? 1 : 0;
    }
    QCOMPARE(games, 3000);
    QVERIFY(southWins > 0 && southWins < games);
}

void TestGlasperlen::recordRoundTripsAndReplays()
{
    zv::GameRecord record = mixedRecord(5);
    record.meta["event"] = "test";
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("glasperlen-test.json");
    QString error;
    QVERIFY2(zv::records::writeFile(record, path, &error), qPrintable(error));
    const auto read = zv::records::readFile(path, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->moves.size(), record.moves.size());
    for (std::size_t i = 0; i < record.moves.size(); ++i)
        QCOMPARE(read->moves[i].text, record.moves[i].text);
    std::string why;
    const auto original = zv::replay(record, nullptr, &why);
    const auto replayed = zv::replay(*read, nullptr, &why);
    QVERIFY2(original && replayed, why.c_str());
    QVERIFY(replayed->isOver());
    QCOMPARE(replayed->hash(), original->hash());
    QCOMPARE(describeText(*replayed), describeText(*original));
}

void TestGlasperlen::undoByReplayingPrefixes()
{
    for (const zv::GameRecord& full : {mixedRecord(9), masterRecord()}) {
        std::vector<std::uint64_t> hashes;
        std::vector<std::string> views;
        auto game = zv::createGame("glasperlen", {}, {{}, {}});
        hashes.push_back(game->hash());
        views.push_back(describeText(*game));
        for (const auto& m : full.moves) {
            QVERIFY(game->play(m.text));
            hashes.push_back(game->hash());
            views.push_back(describeText(*game));
        }
        // Back to the start and forward again, one prefix at a time.
        std::vector<std::size_t> order;
        for (std::size_t k = full.moves.size() + 1; k-- > 0;)
            order.push_back(k);
        for (std::size_t k = 0; k <= full.moves.size(); ++k)
            order.push_back(k);
        for (std::size_t k : order) {
            zv::GameRecord prefix = full;
            prefix.moves.resize(k);
            std::string why;
            const auto replayed = zv::replay(prefix, nullptr, &why);
            QVERIFY2(replayed, why.c_str());
            QCOMPARE(replayed->hash(), hashes[k]);
            QCOMPARE(describeText(*replayed), views[k]);
        }
    }
}

void TestGlasperlen::masterGameEmendationsAreForced()
{
    const zv::GameRecord record = masterRecord();
    const auto playsToTheEnd = [&record](GpState s, std::size_t from) {
        for (std::size_t m = from; m < record.moves.size() - 1; ++m) // the last is the resignation
            if (!play(s, record.moves[m].text.c_str()))
                return false;
        return true;
    };
    GpState s;
    for (std::size_t m = 0; m < 28; ++m)
        QVERIFY(play(s, record.moves[m].text.c_str()));
    // Round 15, South: E's twelve beads in every distinct order, then the
    // printed "xa5". Four orders let every later move be played; all four give
    // the same position, and the record's differs least from the print.
    std::string beads = "000000001135";
    int fitting = 0;
    std::uint64_t after = 0;
    bool recordsOrderFits = false;
    do {
        GpState t = s;
        if (!play(t, ("E" + beads).c_str()) || !play(t, "xa5") || !playsToTheEnd(t, 29))
            continue;
        ++fitting;
        GpState u = s;
        QVERIFY(play(u, ("E" + beads + "xa5").c_str()));
        QVERIFY(fitting == 1 || u.hash() == after);
        after = u.hash();
        recordsOrderFits = recordsOrderFits || beads == "530011000000";
    } while (std::next_permutation(beads.begin(), beads.end()));
    QCOMPARE(fitting, 4);
    QVERIFY(recordsOrderFits);
    // Round 17, South: "E0" is an indirect capture the source does not spell
    // out. Of the gems South may take, only the red 4 from b lets the game go on.
    for (std::size_t m = 28; m < 32; ++m)
        QVERIFY(play(s, record.moves[m].text.c_str()));
    QVERIFY(play(s, "E0"));
    QCOMPARE(s.phase(), zv::glasperlen::Phase::Take);
    auto game = zv::glasperlen::makeGlasperlenGame(s);
    std::vector<std::string> fits;
    for (const std::string& take : game->legalMoves()) {
        GpState t = s;
        QVERIFY(play(t, take.c_str()));
        if (playsToTheEnd(t, 33))
            fits.push_back(take);
    }
    QCOMPARE(game->legalMoves().size(), std::size_t{5});
    QCOMPARE(fits, std::vector<std::string>{"xb4"});
}
