// Glocke und Hammer: the eight dice, the exact odds of every kind of throw
// against full enumeration, and the fairness of seeded throws (chi-square
// with fixed seeds, so the test is deterministic).
#include "tst_glocke_hammer.h"
#include "tst_glocke_hammer_helpers.h"

#include <cmath>

using namespace gh_test;

void TestGlockeHammer::eightDiceAsDescribed()
{
    const auto& dice = theDice();
    const std::vector<std::string> marks{"1", "2", "3", "4", "5", "6", "bell", "hammer"};
    for (int i = 0; i < kDice; ++i) {
        const auto& faces = dice[static_cast<std::size_t>(i)].faces();
        QCOMPARE(faces.size(), std::size_t{6});
        QCOMPARE(faces[0], marks[static_cast<std::size_t>(i)]);
        QCOMPARE(std::count(faces.begin(), faces.end(), std::string("blank")), 5L);
    }
    QCOMPARE(pipsOf(0x3F), 21);
    QCOMPARE(symbolCardOf(1u << kBellDie), static_cast<int>(Glocke));
    QCOMPARE(symbolCardOf(1u << kHammerDie), static_cast<int>(Hammer));
    QCOMPARE(symbolCardOf((1u << kBellDie) | (1u << kHammerDie)), static_cast<int>(GlockeHammer));
}

void TestGlockeHammer::throwTableMatchesEnumeration()
{
    // Every one of the 6^8 landings of the eight dice, face by face.
    std::array<std::array<std::uint32_t, kSymbolKinds>, kMaxPips + 1> counted{};
    const auto& dice = theDice();
    std::array<int, kDice> face{};
    std::uint32_t landings = 0;
    while (true) {
        unsigned mask = 0;
        for (int i = 0; i < kDice; ++i)
            if (dice[static_cast<std::size_t>(i)]
                    .faces()[static_cast<std::size_t>(face[static_cast<std::size_t>(i)])] !=
                "blank")
                mask |= 1u << i;
        ++counted[static_cast<std::size_t>(pipsOf(mask))]
                 [static_cast<std::size_t>(symbolKindOf(mask))];
        ++landings;
        int i = 0;
        while (i < kDice && ++face[static_cast<std::size_t>(i)] == 6)
            face[static_cast<std::size_t>(i++)] = 0;
        if (i == kDice)
            break;
    }
    const ThrowTable table = throwTable();
    QCOMPARE(landings, ThrowTable::kLandings);
    QVERIFY(table.count == counted);
    // A few values by hand: Schimmel = the six pip dice blank = (5/6)^6.
    QCOMPARE(table.pipsCount(0), 562500u); // 5^6 * 6^2
    QVERIFY(std::abs(table.blankProbability() - std::pow(5.0 / 6, 6)) < 1e-15);
    QVERIFY(std::abs(table.pipsProbability(21) - std::pow(1.0 / 6, 6)) < 1e-15);
    QVERIFY(std::abs(table.symbolProbability(BellAndHammer) - 1.0 / 36) < 1e-15);
    QVERIFY(std::abs(table.symbolProbability(BellOnly) - 5.0 / 36) < 1e-15);
    double sum = 0;
    for (int total = 0; total <= kMaxPips; ++total)
        for (int kind = 0; kind < kSymbolKinds; ++kind)
            sum += table.probability(total, kind);
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
}

void TestGlockeHammer::chanceWeightsAreTheDiceOdds()
{
    const GhState s = after(throwing({30, 30, 30}, 20, {N, N, N, N, N}, 0), "throw");
    auto game = makeGlockeHammerGame(s);
    const auto moves = game->legalMoves();
    const auto weights = game->chanceWeights();
    QCOMPARE(weights.size(), std::size_t{256});
    double sum = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        Move m;
        QVERIFY(s.parseMove(moves[i], &m, nullptr));
        const int marked = markedDice(static_cast<unsigned>(m.value));
        const double exact = std::pow(1.0 / 6, marked) * std::pow(5.0 / 6, kDice - marked);
        QVERIFY(std::abs(weights[i] - exact) < 1e-15);
        sum += weights[i];
    }
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
    QCOMPARE(moves.front(), std::string("dice blank"));
}

void TestGlockeHammer::diceAreFairOverSeededThrows()
{
    // 200,000 throws through the recorded Rng. Pip totals of 17 and more are
    // pooled (each is rare), so every cell expects over 100 throws. The limits
    // are the chi-square 0.1 % points: 40.79 for 17 degrees of freedom (18
    // cells), 16.27 for 3 (symbols), 10.83 for 1 (each die's mark).
    const int throws = 200000;
    zv::Rng rng(19501);
    std::array<int, 18> pips{};
    std::array<int, kSymbolKinds> symbols{};
    std::array<int, kDice> marks{};
    for (int t = 0; t < throws; ++t) {
        const unsigned mask = rollThrow(rng);
        ++pips[static_cast<std::size_t>(std::min(pipsOf(mask), 17))];
        ++symbols[static_cast<std::size_t>(symbolKindOf(mask))];
        for (int d = 0; d < kDice; ++d)
            marks[static_cast<std::size_t>(d)] += (mask >> d) & 1u;
    }
    const ThrowTable table = throwTable();
    double chiPips = 0;
    for (int cell = 0; cell < 18; ++cell) {
        double p = 0;
        for (int total = cell; total <= (cell == 17 ? kMaxPips : cell); ++total)
            p += table.pipsProbability(total);
        const double expected = p * throws;
        QVERIFY(expected > 100);
        const double d = pips[static_cast<std::size_t>(cell)] - expected;
        chiPips += d * d / expected;
    }
    QVERIFY2(chiPips < 40.79, qPrintable(QString("pips chi-square %1").arg(chiPips)));
    double chiSymbols = 0;
    for (int kind = 0; kind < kSymbolKinds; ++kind) {
        const double expected = table.symbolProbability(kind) * throws;
        const double d = symbols[static_cast<std::size_t>(kind)] - expected;
        chiSymbols += d * d / expected;
    }
    QVERIFY2(chiSymbols < 16.27, qPrintable(QString("symbols chi-square %1").arg(chiSymbols)));
    for (int d = 0; d < kDice; ++d) {
        const double expected = throws / 6.0;
        const double diff = marks[static_cast<std::size_t>(d)] - expected;
        const double chi = diff * diff / expected + diff * diff / (throws - expected);
        QVERIFY2(chi < 10.83, qPrintable(QString("die %1 chi-square %2").arg(d).arg(chi)));
    }
    // The playouts' generator follows the same distribution.
    zv::FastRng fast(19502);
    std::array<int, 18> fastPips{};
    for (int t = 0; t < throws; ++t)
        ++fastPips[static_cast<std::size_t>(std::min(pipsOf(rollThrowFast(fast)), 17))];
    double chiFast = 0;
    for (int cell = 0; cell < 18; ++cell) {
        double p = 0;
        for (int total = cell; total <= (cell == 17 ? kMaxPips : cell); ++total)
            p += table.pipsProbability(total);
        const double d = fastPips[static_cast<std::size_t>(cell)] - p * throws;
        chiFast += d * d / (p * throws);
    }
    QVERIFY2(chiFast < 40.79, qPrintable(QString("playout pips chi-square %1").arg(chiFast)));
}

void TestGlockeHammer::throwsAreForcedThroughRngReplay()
{
    const unsigned mask = forcedThrow({"2", "bell"});
    QCOMPARE(mask, (1u << 1) | (1u << kBellDie));
    const GhState s = after(throwing({30, 30, 30}, 20, {N, N, N, N, N}, 0), "throw");
    QCOMPARE(s.moveText(Move{MoveKind::Dice, static_cast<std::int16_t>(mask)}),
             std::string("dice 2 bell"));
    QCOMPARE(forcedThrow({}), 0u);
    QCOMPARE(forcedThrow({"1", "2", "3", "4", "5", "6", "bell", "hammer"}), 255u);
    // The same seed throws the same.
    zv::Rng a(4), b(4);
    for (int i = 0; i < 100; ++i)
        QCOMPARE(rollThrow(a), rollThrow(b));
    QCOMPARE(a.draws().size(), std::size_t{800}); // every die's roll is recorded
}

void TestGlockeHammer::kasseOddsAddUp()
{
    const ThrowTable table = throwTable();
    for (int kasse = 1; kasse <= 40; ++kasse) {
        const KasseOdds odds = kasseOdds(kasse);
        QVERIFY(std::abs(odds.blank + odds.below + odds.exact + odds.above - 1.0) < 1e-12);
        QVERIFY(std::abs(odds.blank - table.blankProbability()) < 1e-15);
        const double exact = kasse <= kMaxPips ? table.pipsProbability(kasse) : 0.0;
        QVERIFY(std::abs(odds.exact - exact) < 1e-15);
    }
    QCOMPARE(kasseOdds(1).below, 0.0);
    QCOMPARE(kasseOdds(30).above, 0.0);
    // One pip exactly: only the one-pip die shows its mark among the pip dice.
    QVERIFY(std::abs(kasseOdds(1).exact - (1.0 / 6) * std::pow(5.0 / 6, 5)) < 1e-15);
}
