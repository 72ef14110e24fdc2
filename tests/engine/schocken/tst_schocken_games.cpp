// Schocken: whole games. Seeded random games with 2 to 6 players and random
// options keep every invariant (the 13 chips above all); the throw classes of
// seeded games match the exact odds;
// the notation round-trips; the board's keys. Records and undo:
// tst_schocken_records.cpp.
#include "tst_schocken.h"
#include "tst_schocken_helpers.h"

#include <cmath>
#include <set>

using namespace sk_test;

namespace {

Rules randomRules(zv::FastRng& rng)
{
    Rules r;
    r.start = rng.uniform(2) ? StartVariant::ThreeDice : StartVariant::OneDie;
    r.ties = rng.uniform(2) ? TieRule::MitIstSchitt : TieRule::Aeugeln;
    r.limitToLead = rng.uniform(2);
    r.turnSixes = rng.uniform(4) != 0;
    r.rethrowAll = rng.uniform(2);
    return r;
}

int pickMove(const SkState& s, const Move* moves, int n, zv::FastRng& rng)
{
    if (s.toMove() != zv::kChanceSeat)
        return rng.uniform(n);
    double r = static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
    for (int i = 0; i + 1 < n; ++i) {
        r -= s.chanceWeight(moves[i]);
        if (r < 0)
            return i;
    }
    return n - 1;
}

} // namespace

void TestSchocken::randomGamesKeepInvariants()
{
    zv::FastRng rng(20261123);
    std::array<Move, SkState::kMaxMoves> moves;
    std::array<int, kEvents> seen{};
    std::set<TieHow> ties;
    for (int g = 0; g < 3000; ++g) {
        SkState s(2 + g % 5, randomRules(rng));
        int plies = 0;
        while (!s.isOver()) {
            const int n = s.generateMoves(moves.data());
            QVERIFY2(n > 0, "a running game has no legal move");
            s.apply(moves[static_cast<std::size_t>(pickMove(s, moves.data(), n, rng))]);
            // Chip conservation and every other invariant, after every move.
            const std::string broken = s.invariantViolation();
            QVERIFY2(broken.empty(), qPrintable(QString("game %1, ply %2: %3")
                                                    .arg(g)
                                                    .arg(plies)
                                                    .arg(QString::fromStdString(broken))));
            int chips = s.stock();
            for (int seat = 0; seat < s.seatCount(); ++seat)
                chips += s.chips(seat);
            QCOMPARE(chips, kChips);
            for (int b = 0; b < kEvents; ++b)
                seen[static_cast<std::size_t>(b)] += (s.events() >> b) & 1;
            if (s.events() & EvRoundOver)
                ties.insert(s.lastTie());
            QVERIFY2(++plies < 100000, "a random game did not end");
        }
        QCOMPARE(s.generateMoves(moves.data()), 0);
        double sum = 0;
        for (double share : s.result())
            sum += share;
        QCOMPARE(sum, double(s.seatCount() - 1));
    }
    // Every announcement and every way to break a tie happens.
    for (int b = 0; b < kEvents; ++b)
        QVERIFY2(seen[static_cast<std::size_t>(b)] > 0, eventKey(b).data());
    QCOMPARE(ties.size(), std::size_t{4});
}

void TestSchocken::throwClassFrequenciesMatchTheOdds()
{
    // Every covered first throw of a round is one throw of three dice, before
    // any choice: its class must come up as often as the exact odds say.
    const std::array<double, kClasses> exact = {165 / 216.0, 24 / 216.0, 5 / 216.0,
                                                15 / 216.0,  6 / 216.0,  1 / 216.0};
    std::array<double, kClasses> fromTable{};
    for (int r = 0; r < kRanks; ++r)
        fromTable[static_cast<std::size_t>(classOfRank(r))] +=
            singleThrowDistribution()[static_cast<std::size_t>(r)];
    for (int c = 0; c < kClasses; ++c)
        QVERIFY(std::abs(fromTable[static_cast<std::size_t>(c)] -
                         exact[static_cast<std::size_t>(c)]) < 1e-12);

    zv::Rng rng(4711);
    std::array<int, kClasses> observed{};
    int throws = 0;
    for (int g = 0; g < 300; ++g) {
        auto game = zv::createGame("schocken", {}, std::vector<zv::Seat>(4));
        while (!game->isOver()) {
            const SkState& s = *skState(*game);
            const bool firstThrow = s.phase() == Phase::Covered && s.pendingDice() == 3;
            const int seat = s.current();
            const std::string move = randomMove(*game, rng);
            QVERIFY(game->play(move));
            if (firstThrow) {
                const SkState& now = *skState(*game);
                const Throw dice = now.phase() == Phase::Covered || now.phase() == Phase::Play
                                       ? now.dice(seat)
                                       : now.lastDice(seat);
                ++observed[static_cast<std::size_t>(classOf(dice))];
                ++throws;
            }
        }
    }
    QVERIFY(throws > 10000);
    double chi2 = 0;
    for (int c = 0; c < kClasses; ++c) {
        const double expected = throws * exact[static_cast<std::size_t>(c)];
        const double d = observed[static_cast<std::size_t>(c)] - expected;
        chi2 += d * d / expected;
    }
    // 5 degrees of freedom: 20.5 is the 0.1 % quantile.
    QVERIFY2(chi2 < 20.5,
             qPrintable(QString("chi-square %1 over %2 throws").arg(chi2).arg(throws)));
}

void TestSchocken::chanceWeightsAreTheDiceOdds()
{
    for (int count = 1; count <= 3; ++count) {
        const auto& outcomes = diceOutcomes(count);
        QCOMPARE(outcomes.size(), std::size_t(count == 1 ? 6 : count == 2 ? 21 : 56));
        int landings = 0;
        for (const auto& o : outcomes)
            landings += o.landings;
        QCOMPARE(landings, count == 1 ? 6 : count == 2 ? 36 : 216);
    }
    auto game = makeSchockenGame(after(roundOf(2, {0, 0}, kChips, 0), "throw"));
    const auto moves = game->legalMoves();
    const auto weights = game->chanceWeights();
    QCOMPARE(moves.size(), std::size_t{56});
    double sum = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        sum += weights[i];
        if (moves[i] == "dice 1 1 1")
            QCOMPARE(weights[i], 1 / 216.0);
        if (moves[i] == "dice 1 2 4")
            QCOMPARE(weights[i], 6 / 216.0);
        if (moves[i] == "dice 1 1 2")
            QCOMPARE(weights[i], 3 / 216.0);
    }
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
}

void TestSchocken::notationRoundTripsEveryLegalMove()
{
    zv::FastRng rng(5);
    std::array<Move, SkState::kMaxMoves> moves;
    int checked = 0;
    std::set<MoveKind> kinds;
    for (int g = 0; g < 40; ++g) {
        SkState s(2 + g % 5, randomRules(rng));
        while (!s.isOver()) {
            const int n = s.generateMoves(moves.data());
            std::set<std::vector<std::string>> paths;
            for (int i = 0; i < n; ++i) {
                const Move m = moves[static_cast<std::size_t>(i)];
                kinds.insert(m.kind);
                const std::string text = s.moveText(m);
                Move back;
                std::string why;
                QVERIFY2(s.parseMove(text, &back, &why), (text + ": " + why).c_str());
                QVERIFY(back == m);
                std::string upper = text;
                for (char& c : upper)
                    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
                QVERIFY(s.parseMove(upper, &back, nullptr) && back == m);
                // The touches: the dice laid aside, then the cup; distinct per move.
                const auto path = s.movePath(m);
                QVERIFY(paths.insert(path).second);
                if (m.kind == MoveKind::Keep || m.kind == MoveKind::Turn)
                    QCOMPARE(path.back(), std::string("throw"));
                if (m.kind == MoveKind::Keep)
                    for (int k = 0; k < m.count; ++k)
                        QCOMPARE(path[static_cast<std::size_t>(k)],
                                 std::to_string(m.v[static_cast<std::size_t>(k)]));
                ++checked;
            }
            s.apply(moves[static_cast<std::size_t>(pickMove(s, moves.data(), n, rng))]);
        }
    }
    QCOMPARE(kinds.size(), std::size_t{5});
    QVERIFY(checked > 50000);
    // Dice may be named in any order.
    const SkState falling = after(roundOf(2, {0, 0}, kChips, 0), "throw");
    Move a, b;
    QVERIFY(falling.parseMove("dice 6 1 4", &a, nullptr) &&
            falling.parseMove("dice 1 4 6", &b, nullptr));
    QVERIFY(a == b);
}

void TestSchocken::illegalMovesAreExplained()
{
    const auto contains = [](const std::string& text, const char* part) {
        return text.find(part) != std::string::npos;
    };
    const SkState start(3, Rules{});
    QVERIFY(contains(refusal(start, "stand"), "seat 0's turn to throw"));
    const SkState falling = after(start, "throw");
    QVERIFY(contains(refusal(falling, "dice 7"), "name the 1 die"));
    QVERIFY(contains(refusal(falling, "dice 2 3"), "name the 1 die"));
    const SkState covered = after(roundOf(2, {0, 0}, kChips, 0), "throw");
    QVERIFY(contains(refusal(covered, "dice 1 2"), "name the 3 dice"));
    const SkState lead = coveredThrows(roundOf(2, {0, 0}, kChips, 0), {"2 3 5", "1 1 1"});
    QVERIFY(contains(refusal(lead, "keep 4"), "no 4 to set aside"));
    QVERIFY(contains(refusal(lead, "keep 2 3 5"), "one or two dice lie aside"));
    QVERIFY(contains(refusal(lead, "roll"), "seat 0 decides"));
    QVERIFY(contains(refusal(lead, "turn"), "two sixes"));
    SkState over = roundOf(2, {0, 0}, kChips, 1, {}, Stage::Finale, 0);
    over = after(coveredThrows(over, {"1 1 1", "2 2 1"}), "stand");
    QVERIFY(contains(refusal(over, "throw"), "the game is over"));
}

void TestSchocken::describeGivesTheBoardKeys()
{
    SkState s = coveredThrows(roundOf(3, {2, 0, 3}, 8, 0), {"6 6 3", "1 4 6", "3 3 5"});
    s = after(s, "turn keep 3");
    const RecordingSink sink = described(s);
    for (const char* key : {"over",
                            "toMove",
                            "phase",
                            "stage",
                            "seats",
                            "stock",
                            "marker",
                            "stageLosers",
                            "lead",
                            "current",
                            "pendingDice",
                            "schuss",
                            "rounds",
                            "chips",
                            "inStage",
                            "inRound",
                            "throws",
                            "throwLimit",
                            "finished",
                            "dice",
                            "diceAside",
                            "diceTurned",
                            "diceCovered",
                            "throwRank",
                            "throwClass",
                            "throwName",
                            "throwPenalty",
                            "openingDice",
                            "openingDiceCount",
                            "rolloffSeats",
                            "rolloffDice",
                            "lastPlayers",
                            "lastDice",
                            "lastLoser",
                            "lastWinner",
                            "lastPenalty",
                            "lastTie",
                            "payFrom",
                            "payTo",
                            "payAmount",
                            "events"})
        QVERIFY2(sink.values.count(key), key);
    QVERIFY(!sink.values.count("winner"));
    QCOMPARE(sink.number("toMove"), -1LL);
    QCOMPARE(sink.number("pendingDice"), 1LL);
    QCOMPARE(sink.text("phase"), std::string("play"));
    QCOMPARE(sink.text("stage"), std::string("first_half"));
    QCOMPARE(sink.ints("chips"), (std::vector<int>{2, 0, 3}));
    QCOMPARE(sink.number("stock"), 8LL);
    // The partner six is in the air: no value, no class until it lands.
    QCOMPARE(sink.ints("dice"), (std::vector<int>{3, 1, 0, 1, 4, 6, 3, 3, 5}));
    QCOMPARE(sink.ints("diceAside"), (std::vector<int>{1, 1, 0, 0, 0, 0, 0, 0, 0}));
    QCOMPARE(sink.ints("diceTurned"), (std::vector<int>{0, 1, 0, 0, 0, 0, 0, 0, 0}));
    QCOMPARE(sink.ints("diceCovered"), (std::vector<int>{0, 0, 0, 1, 1, 1, 1, 1, 1}));
    QCOMPARE(sink.texts("throwClass"), (std::vector<std::string>{"", "simple", "simple"}));
    QCOMPARE(sink.texts("throwName"),
             (std::vector<std::string>{"", "simple_6_4_1", "simple_5_3_3"}));
    const RecordingSink landed = described(after(s, "dice 5"));
    QCOMPARE(landed.ints("dice"), (std::vector<int>{3, 1, 5, 1, 4, 6, 3, 3, 5}));
    QCOMPARE(landed.texts("throwName")[0], std::string("simple_5_3_1"));
    QCOMPARE(sink.ints("throws"), (std::vector<int>{1, 1, 1}));
    QCOMPARE(sink.ints("throwLimit"), (std::vector<int>{3, 3, 3}));
    // After the round: the reveal, the payment, and what the board announces.
    const SkState done = after(s, {"dice 1", "stand", "stand", "stand"});
    const RecordingSink end = described(done);
    QCOMPARE(end.ints("lastDice"), (std::vector<int>{3, 1, 1, 1, 4, 6, 3, 3, 5}));
    QCOMPARE(end.number("lastLoser"), 2LL);
    QCOMPARE(end.number("lastPenalty"), 3LL);
    QCOMPARE(end.ints("payFrom"), std::vector<int>{-1});
    QCOMPARE(end.ints("payTo"), std::vector<int>{2});
    QCOMPARE(end.ints("payAmount"), std::vector<int>{3});
    QCOMPARE(end.texts("events"), std::vector<std::string>{"round_over"});
    QCOMPARE(end.ints("dice"), (std::vector<int>{0, 0, 0, 0, 0, 0, 0, 0, 0}));
    QCOMPARE(end.number("lead"), 2LL);
}

void TestSchocken::randomPlayoutsLeaveTheStateAlone()
{
    auto game = zv::createGame("schocken", {}, std::vector<zv::Seat>(4));
    const auto before = game->hash();
    zv::Rng a(3), b(3);
    const auto first = game->randomPlayouts(30, a);
    const auto second = game->randomPlayouts(30, b);
    QCOMPARE(game->hash(), before);
    QCOMPARE(first.games, std::uint64_t{30});
    QCOMPARE(second.plies, first.plies);
    QCOMPARE(a.drawCount(), std::size_t{1});
}
