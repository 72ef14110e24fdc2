// Fünf Würfel (the Kniffel rules): the optimal strategy's table against an
// independent computation and the known Yahtzee figure, the computer
// players' strength, the tips, and the invariants. The rule sentences are
// scenario files (engine/games/fuenf_wuerfel/scenarios, RULES.md).
#include "core/game.h"
#include "core/rng.h"
#include "games/fuenf_wuerfel/fuenf_wuerfel_game.h"
#include "games/fuenf_wuerfel/scoring.h"
#include "games/fuenf_wuerfel/solver.h"
#include "games/fuenf_wuerfel/tips.h"
#include "reference_solver.h"

#include <QTest>

#include <chrono>
#include <cmath>
#include <map>
#include <string>
#include <vector>

using namespace zv::fuenf_wuerfel;

namespace {

constexpr unsigned kAll = (1u << kFields) - 1;

struct Mean {
    double mean = 0, standardError = 0;
};

// Solitaire games at one level; the mean final score and its standard error.
Mean play(zv::Level level, int games, std::uint64_t seed, const zv::Options& options = {})
{
    zv::Rng rng(seed, false);
    double sum = 0, squares = 0;
    for (int g = 0; g < games; ++g) {
        auto game = createFuenfWuerfel(options, 1);
        while (!game->isOver()) {
            const std::string move = game->decideFor(level, {}, rng);
            if (!game->play(move))
                return {-1, 0};
        }
        const double total = fwState(*game)->total(0);
        sum += total;
        squares += total * total;
    }
    const double mean = sum / games;
    return {mean, std::sqrt((squares / games - mean * mean) / games)};
}

// A sheet with `free` the only free fields.
SheetKey sheetWith(unsigned free, int upper, bool fifty)
{
    return SheetKey{kAll & ~free, upper, fifty};
}

// Every key of one describe(), the numbers and the lists of numbers.
struct Described final : zv::StateSink {
    std::map<std::string, long long> numbers;
    std::map<std::string, std::vector<int>> lists;
    void put(std::string_view k, long long v) override { numbers[std::string(k)] = v; }
    void put(std::string_view, std::string_view) override {}
    void put(std::string_view k, const std::vector<int>& v) override { lists[std::string(k)] = v; }
    void put(std::string_view k, const std::vector<std::string>& v) override
    {
        lists[std::string(k)] = std::vector<int>(v.size(), 0);
    }
};

} // namespace

class TestFuenfWuerfel : public QObject {
    Q_OBJECT

private slots:
    // The board describes the position on the screen's thread, which must
    // never wait the second the solver's table takes: before the table is
    // built the description has no tips (tipsReady 0) and builds nothing;
    // once built, the tips and the whole game's expectation are there. First
    // of the tests, so that no test before it has built this table.
    void describeNeverWaitsForTheTable()
    {
        Rules rules;
        rules.tips = true;
        // Created without the game, so nothing started the build; at the
        // turn's start seat 0 decides (its one choice: the throw).
        const FwState state(1, rules);
        if (Solver::isBuilt(true))
            QSKIP("the table was built before this test (run alone to check this)");
        Described early;
        state.describe(early);
        QCOMPARE(early.numbers["tips"], 1LL);
        QCOMPARE(early.numbers["tipsReady"], 0LL);
        QVERIFY(!early.lists.count("tipMoves"));
        QVERIFY(!early.numbers.count("expectedScore"));
        QVERIFY(!Solver::isBuilt(true)); // describe() did not build it either

        Solver::forRules(true);
        QVERIFY(Solver::isBuilt(true));
        Described late;
        state.describe(late);
        QCOMPARE(late.numbers["tipsReady"], 1LL);
        QCOMPARE(late.numbers["expectedScore"], 25329LL); // 253.29, RULES.md "The solver"
        QVERIFY(late.lists.count("tipMoves"));
    }

    // The standard Yahtzee rules without further Yahtzees (no 100 bonus, no
    // jokers) have the same fields and scores as this sheet with
    // extra_kniffel=false; their optimal expected score is 245.87 (Verhoeff;
    // Glenn, "An optimal strategy for Yahtzee", 2006).
    void withoutExtraKniffelTheKnownYahtzeeValue()
    {
        const Solver& solver = Solver::forRules(false);
        QVERIFY2(std::abs(solver.expectedScore() - 245.87) < 0.005,
                 qPrintable(QString::number(solver.expectedScore(), 'f', 4)));
        qInfo("extra_kniffel=false: %.4f, %lld sheets, %.0f ms, %zu bytes", solver.expectedScore(),
              solver.statesSolved(), solver.buildMilliseconds(), solver.tableBytes());
    }

    // Small sheets (two or three free fields) solved by the plain reference
    // computation: the bonus at stake, a Kniffel field still free, and a
    // further Kniffel possible.
    void smallSheetsAgreeWithAnIndependentComputation_data()
    {
        QTest::addColumn<bool>("extra");
        QTest::addColumn<unsigned>("free");
        QTest::addColumn<int>("upper");
        QTest::addColumn<bool>("fifty");
        QTest::newRow("sechser, full house, chance; bonus needs three sixes")
            << false << ((1u << Sechser) | (1u << FullHouse) | (1u << Chance)) << 45 << false;
        QTest::newRow("kniffel, einser; bonus needs one one")
            << true << ((1u << Kniffel) | (1u << Einser)) << 62 << false;
        QTest::newRow("dreier, dreierpasch, chance after a Kniffel of 50")
            << true << ((1u << Dreier) | (1u << Dreierpasch) | (1u << Chance)) << 50 << true;
        QTest::newRow("the same without the rule")
            << false << ((1u << Dreier) | (1u << Dreierpasch) | (1u << Chance)) << 50 << true;
        QTest::newRow("grosse strasse, viererpasch")
            << true << ((1u << GrosseStrasse) | (1u << Viererpasch)) << 70 << true;
    }
    void smallSheetsAgreeWithAnIndependentComputation()
    {
        QFETCH(bool, extra);
        QFETCH(unsigned, free);
        QFETCH(int, upper);
        QFETCH(bool, fifty);
        const Solver& solver = Solver::forRules(extra);
        reference::Solver plain(extra);
        const SheetKey sheet = sheetWith(free, upper, fifty);
        const double expected = plain.value({sheet.filled, sheet.upper, sheet.kniffel50});
        const double got = solver.value(sheet);
        // The table stores floats: agreement to a thousandth of a point.
        QVERIFY2(std::abs(got - expected) < 1e-3,
                 qPrintable(QStringLiteral("table %1, reference %2")
                                .arg(got, 0, 'f', 6)
                                .arg(expected, 0, 'f', 6)));
    }

    // The source's further Kniffel can only add points: the expectation with
    // it lies above the one without it.
    void theExtraKniffelRaisesTheExpectation()
    {
        const double with = Solver::forRules(true).expectedScore();
        const double without = Solver::forRules(false).expectedScore();
        QVERIFY2(with > without + 1, qPrintable(QStringLiteral("%1 vs %2").arg(with).arg(without)));
        qInfo("extra_kniffel=true: %.4f (without: %.4f)", with, without);
    }

    // The Master's mean over solitaire games lies near the computed
    // expectation (within four standard errors): the player and the table
    // hold each other.
    void masterMeanMatchesTheExpectation()
    {
        const double expected = Solver::forRules(true).expectedScore();
        const Mean m = play(zv::Level::Master, 1500, 5);
        QVERIFY2(std::abs(m.mean - expected) < 4 * m.standardError,
                 qPrintable(QStringLiteral("mean %1 +- %2, expected %3")
                                .arg(m.mean)
                                .arg(m.standardError)
                                .arg(expected)));
    }

    // The levels are ordered: Beginner < Practised < Master (means over
    // solitaire games, apart by more than three standard errors).
    void levelsAreOrdered()
    {
        const Mean beginner = play(zv::Level::Beginner, 600, 7);
        const Mean practised = play(zv::Level::Practised, 600, 7);
        const Mean master = play(zv::Level::Master, 600, 7);
        qInfo("beginner %.1f, practised %.1f, master %.1f", beginner.mean, practised.mean,
              master.mean);
        const auto apart = [](const Mean& low, const Mean& high) {
            return high.mean - low.mean > 3 * std::hypot(low.standardError, high.standardError);
        };
        QVERIFY(beginner.mean > 0);
        QVERIFY(apart(beginner, practised));
        QVERIFY(apart(practised, master));
    }

    // The tip: every legal choice with its expected final score; the first
    // throw of a game shows the whole game's expectation, an entry shows the
    // points plus what is still to come, and the Master plays the best tip.
    void tipsShowEveryChoicesExpectedFinalScore()
    {
        auto game = createFuenfWuerfel({{kTipsKey, "true"}}, 1);
        const FwState* s = fwState(*game);
        std::vector<Tip> tips = tipsFor(*s);
        QCOMPARE(tips.size(), std::size_t(1));
        QVERIFY(std::abs(tips[0].expectedFinal - Solver::forRules(true).expectedScore()) < 1e-3);
        QVERIFY(game->play("throw"));
        QVERIFY(tipsFor(*s).empty()); // the dice are falling
        QVERIFY(game->play("roll 2-2-3-3-3"));
        tips = tipsFor(*s);
        QCOMPARE(tips.size(), game->legalMoves().size());
        const Tip* best = &tips.front();
        for (const Tip& tip : tips) {
            if (tip.expectedFinal > best->expectedFinal)
                best = &tip;
            if (tip.move.kind == MoveKind::Score && tip.move.field == FullHouse) {
                SheetKey next{1u << FullHouse, 0, false};
                QVERIFY(std::abs(tip.expectedFinal - (25 + Solver::forRules(true).value(next))) <
                        1e-6);
            }
        }
        zv::Rng rng(1);
        QCOMPARE(game->decideFor(zv::Level::Master, {}, rng), s->moveText(best->move));
        // After one entry the sheet's points are part of every tip (the
        // turn's own program in double, the table in float: a thousandth).
        QVERIFY(game->play("score full_house"));
        tips = tipsFor(*s);
        QVERIFY(std::abs(tips[0].expectedFinal -
                         (25 + Solver::forRules(true).value(SheetKey{1u << FullHouse, 0, false}))) <
                1e-3);
    }

    // describe() carries the tips only when the option asks, and stays cheap.
    void describeCarriesTipsWhenAsked()
    {
        struct Keys final : zv::StateSink {
            std::map<std::string, std::vector<std::string>> lists;
            std::map<std::string, std::vector<int>> numbers;
            void put(std::string_view, long long) override {}
            void put(std::string_view, std::string_view) override {}
            void put(std::string_view k, const std::vector<int>& v) override
            {
                numbers[std::string(k)] = v;
            }
            void put(std::string_view k, const std::vector<std::string>& v) override
            {
                lists[std::string(k)] = v;
            }
        };
        auto plain = createFuenfWuerfel({}, 2);
        auto hinted = createFuenfWuerfel({{kTipsKey, "true"}}, 2);
        for (auto* g : {plain.get(), hinted.get()}) {
            QVERIFY(g->play("throw"));
            QVERIFY(g->play("roll 1-2-3-4-4"));
        }
        Keys without, with;
        plain->describe(without);
        QVERIFY(!without.lists.count("tipMoves"));
        Solver::forRules(true); // built before the time is taken
        const auto started = std::chrono::steady_clock::now();
        constexpr int kRuns = 200;
        for (int i = 0; i < kRuns; ++i) {
            Keys k;
            hinted->describe(k);
        }
        const double perDescribe =
            std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - started)
                .count() /
            kRuns;
        qInfo("describe with tips: %.1f us", perDescribe);
        hinted->describe(with);
        QCOMPARE(with.lists["tipMoves"].size(), hinted->legalMoves().size());
        for (std::size_t i = 0; i < with.lists["tipMoves"].size(); ++i)
            QCOMPARE(with.lists["tipMoves"][i], hinted->legalMoves()[i]);
        QCOMPARE(with.numbers["tipScores"].size(), with.lists["tipMoves"].size());
    }

    // The invariants see a sheet that no throw can make.
    void invariantsCatchImpossibleSheets()
    {
        FwState s(1, Rules{});
        QVERIFY(s.invariantViolation().empty());
        FwState fullHouse = s;
        fullHouse.setEntryForTest(0, FullHouse, 20);
        QVERIFY(!fullHouse.invariantViolation().empty());
        FwState extraWithoutFifty = s;
        extraWithoutFifty.setEntryForTest(0, Chance, 100, true);
        QVERIFY(!extraWithoutFifty.invariantViolation().empty());
        FwState sechser = s;
        sechser.setEntryForTest(0, Sechser, 14);
        QVERIFY(!sechser.invariantViolation().empty());
    }
};

QTEST_GUILESS_MAIN(TestFuenfWuerfel)
#include "tst_fuenf_wuerfel.moc"
