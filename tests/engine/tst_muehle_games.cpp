// Mühle: whole games. Seeded random games keep every invariant and always
// end; undo and redo give identical states; the notation round-trips.
#include "core/rng.h"
#include "muehle_test_helpers.h"
#include "tst_muehle.h"

#include <array>
#include <memory>

using namespace muehle_test;

void TestMuehle::randomGamesKeepInvariants()
{
    zv::FastRng rng(20240601);
    std::array<Move, MuehleState::kMaxMoves> moves;
    std::array<int, 5> endings{};
    for (int g = 0; g < 10000; ++g) {
        Rules rules;
        rules.endphaseMillRemoval = g % 2 == 1;
        MuehleState s(rules);
        int plies = 0;
        while (!s.isOver()) {
            const int n = s.generateMoves(moves.data());
            QVERIFY2(n > 0, "a running game has no legal move");
            s.apply(moves[static_cast<std::size_t>(rng.uniform(n))]);
            const std::string broken = s.invariantViolation();
            QVERIFY2(broken.empty(), broken.c_str());
            QVERIFY2(++plies < 2000, "a random game did not end");
        }
        QCOMPARE(s.generateMoves(moves.data()), 0);
        ++endings[static_cast<std::size_t>(s.endReason())];
    }
    // Every kind of ending occurs among so many games.
    QCOMPARE(endings[0], 0);
    for (int reason = 1; reason < 5; ++reason)
        QVERIFY2(endings[static_cast<std::size_t>(reason)] > 0,
                 qPrintable(QString("no game ended with reason %1").arg(reason)));
}

void TestMuehle::randomGamesThroughTheTextInterface()
{
    zv::Rng rng(7);
    for (int g = 0; g < 200; ++g) {
        auto game = zv::createGame("muehle", {}, {{}, {}});
        while (!game->isOver()) {
            const auto texts = game->legalMoves();
            const auto paths = game->inputPaths();
            QCOMPARE(paths.size(), texts.size());
            QVERIFY(game->chanceWeights().empty());
            const auto& pick =
                texts[static_cast<std::size_t>(rng.uniform(static_cast<int>(texts.size())))];
            std::string why;
            QVERIFY2(game->play(pick, &why), why.c_str());
            const std::string broken = game->invariantViolation();
            QVERIFY2(broken.empty(), broken.c_str());
        }
        QVERIFY(game->legalMoves().empty());
        const auto result = game->result();
        QCOMPARE(result[0] + result[1], 1.0);
    }
}

void TestMuehle::undoToStartAndForwardAgain()
{
    zv::Rng rng(12);
    for (int g = 0; g < 40; ++g) {
        std::vector<std::unique_ptr<zv::Game>> states;
        std::vector<std::string> played;
        std::vector<RecordingSink> seen(1);
        std::vector<std::uint64_t> hashes;
        states.push_back(zv::createGame("muehle", {}, {{}, {}}));
        states.back()->describe(seen.back());
        hashes.push_back(states.back()->hash());
        while (!states.back()->isOver()) {
            auto next = states.back()->clone();
            const auto texts = next->legalMoves();
            played.push_back(
                texts[static_cast<std::size_t>(rng.uniform(static_cast<int>(texts.size())))]);
            QVERIFY(next->play(played.back()));
            states.push_back(std::move(next));
            seen.emplace_back();
            states.back()->describe(seen.back());
            hashes.push_back(states.back()->hash());
        }
        // Walk back to the start: every kept state is still what it was when
        // it was made (playing on a clone never touches the original).
        for (std::size_t i = states.size(); i-- > 0;) {
            RecordingSink now;
            states[i]->describe(now);
            QVERIFY(now == seen[i]);
            QCOMPARE(states[i]->hash(), hashes[i]);
        }
        // Forward again from the start with the recorded moves.
        auto replayed = states.front()->clone();
        for (std::size_t i = 0; i < played.size(); ++i) {
            QVERIFY(replayed->play(played[i]));
            QCOMPARE(replayed->hash(), states[i + 1]->hash());
            RecordingSink now;
            replayed->describe(now);
            QVERIFY(now == seen[i + 1]);
        }
    }
}

void TestMuehle::notationRoundTripsEveryLegalMove()
{
    zv::FastRng rng(5);
    std::array<Move, MuehleState::kMaxMoves> moves;
    int checked = 0;
    for (int g = 0; g < 150; ++g) {
        Rules rules;
        rules.endphaseMillRemoval = g % 3 == 0;
        MuehleState s(rules);
        while (!s.isOver()) {
            const int n = s.generateMoves(moves.data());
            for (int i = 0; i < n; ++i) {
                const Move m = moves[static_cast<std::size_t>(i)];
                const std::string text = s.moveText(m);
                Move back;
                std::string why;
                QVERIFY2(s.parseMove(text, &back, &why), (text + ": " + why).c_str());
                QVERIFY(back == m);
                // The touches name the same points in the same order.
                std::string joined;
                const auto path = s.movePath(m);
                for (std::size_t k = 0; k < path.size(); ++k)
                    joined += path[k];
                std::string bare = text;
                std::erase(bare, '-');
                std::erase(bare, 'x');
                QCOMPARE(joined, bare);
                ++checked;
            }
            s.apply(moves[static_cast<std::size_t>(rng.uniform(n))]);
        }
    }
    QVERIFY(checked > 100000);
}

void TestMuehle::randomPlayoutsLeaveTheStateAlone()
{
    auto game = zv::createGame("muehle", {}, {{}, {}});
    QVERIFY(game->play("d2"));
    const auto before = game->hash();
    zv::Rng a(3), b(3);
    const auto first = game->randomPlayouts(50, a);
    const auto second = game->randomPlayouts(50, b);
    QCOMPARE(game->hash(), before);
    QCOMPARE(first.games, std::uint64_t{50});
    QVERIFY(first.plies >= 50 * 16); // every game sets the remaining stones at least
    QCOMPARE(second.plies, first.plies);
    QCOMPARE(a.drawCount(), std::size_t{1}); // one recorded draw seeds the playouts
}
