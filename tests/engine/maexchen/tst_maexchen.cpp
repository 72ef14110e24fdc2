// Mäxchen: the exact odds, seeded random games with every option keeping
// every invariant, what a seat may see and how it is sampled, and the
// computer players' decisions. Rule cases: engine/games/maexchen/scenarios.
#include "core/game.h"
#include "core/rng.h"
#include "games/maexchen/maexchen_game.h"
#include "games/maexchen/odds.h"

#include <QTest>

#include <array>
#include <cmath>

using namespace zv::maexchen;

namespace {

Rules randomRules(zv::FastRng& rng)
{
    Rules r;
    r.lives = 1 + rng.uniform(4);
    r.maexchen = static_cast<Penalty>(rng.uniform(3));
    r.blindPass = rng.uniform(2);
    r.maexchenShown = rng.uniform(2);
    r.firstOutEnds = rng.uniform(4) == 0;
    return r;
}

int pickMove(const MxState& s, const Move* moves, int n, zv::FastRng& rng)
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

void play(MxState& s, std::string_view text)
{
    Move m{};
    std::string why;
    if (!s.parseMove(text, &m, &why))
        QFAIL(qPrintable(QString::fromStdString(std::string(text) + ": " + why)));
    s.apply(m);
}

std::string decide(const MxState& s, zv::Level level, std::uint64_t seed = 1)
{
    zv::Rng rng(seed);
    const auto game = makeMaexchenGame(s);
    return game->decideFor(level, {}, rng);
}

// Plays one game between two levels; returns the winner's seat.
int duel(zv::Level first, zv::Level second, std::uint64_t seed, const Rules& rules)
{
    auto game = makeMaexchenGame(MxState(2, rules));
    zv::Rng rng(seed);
    while (!game->isOver()) {
        const int seat = game->toMove();
        const zv::Level level = seat == 0 ? first : second;
        const std::string move = game->decideFor(level, {}, rng);
        if (!game->play(move))
            return -1;
    }
    return game->result()[0] > 0.5 ? 0 : 1;
}

} // namespace

class TestMaexchen : public QObject {
    Q_OBJECT

private slots:
    // The ranking reconstructed from the traditional rules, and its odds over
    // the 36 landings of two dice.
    void rankingAndOddsAreExact()
    {
        QString order;
        for (int r = 0; r < kValues; ++r)
            order += QString::fromStdString(valueText(r)) + (r + 1 < kValues ? "," : "");
        QCOMPARE(order, QString("31,32,41,42,43,51,52,53,54,61,62,63,64,65,11,22,33,44,55,66,21"));
        std::array<int, kValues> landings{};
        for (int x = 1; x <= 6; ++x)
            for (int y = 1; y <= 6; ++y)
                ++landings[static_cast<std::size_t>(rankOfDice(x, y))];
        double total = 0;
        for (int r = 0; r < kValues; ++r) {
            QCOMPARE(landings[static_cast<std::size_t>(r)], landingsOfRank(r));
            QCOMPARE(probAtLeast(r), [&] {
                int n = 0;
                for (int k = r; k < kValues; ++k)
                    n += landings[static_cast<std::size_t>(k)];
                return n / 36.0;
            }());
            total += probOfRank(r);
        }
        QCOMPARE(total, 1.0);
        QCOMPARE(probAtLeast(kMaexchen), 2.0 / 36.0);
        QCOMPARE(probAtLeast(kFirstDouble), 8.0 / 36.0);
        // The chance moves carry these odds.
        MxState s(2, Rules{});
        play(s, "throw");
        const auto game = makeMaexchenGame(s);
        const auto weights = game->chanceWeights();
        QCOMPARE(static_cast<int>(weights.size()), 21);
        double sum = 0;
        for (double w : weights)
            sum += w;
        QVERIFY(std::abs(sum - 1.0) < 1e-12);
    }

    void randomGamesKeepInvariants()
    {
        zv::FastRng rng(160016);
        std::array<Move, MxState::kMaxMoves> moves;
        int reveals = 0, believed = 0, shown = 0, blind = 0;
        for (int g = 0; g < 3000; ++g) {
            MxState s(2 + g % 7, randomRules(rng));
            int plies = 0;
            while (!s.isOver()) {
                const int n = s.generateMoves(moves.data());
                QVERIFY2(n > 0, "a running game has no legal move");
                const Move m = moves[static_cast<std::size_t>(pickMove(s, moves.data(), n, rng))];
                const int minusBefore = s.penaltiesGiven();
                s.apply(m);
                blind += m.kind == MoveKind::PassBlind;
                const std::string broken = s.invariantViolation();
                QVERIFY2(broken.empty(), qPrintable(QString("game %1, ply %2: %3")
                                                        .arg(g)
                                                        .arg(plies)
                                                        .arg(QString::fromStdString(broken))));
                // Minus points only grow, by one or two at a reveal.
                const int grown = s.penaltiesGiven() - minusBefore;
                QVERIFY(grown == 0 || grown == 1 || grown == 2);
                if (grown > 0) {
                    reveals += s.lastKind() == RevealKind::Doubt;
                    believed += s.lastKind() == RevealKind::Believe;
                    shown += s.lastKind() == RevealKind::Shown;
                }
                QVERIFY2(++plies < 5000, "a game did not end");
            }
            QVERIFY(s.invariantViolation().empty());
        }
        QVERIFY(reveals > 1000 && believed > 50 && shown > 50 && blind > 500);
    }

    // The cup's dice: seen by the thrower only; a seat that has not seen them
    // gets them drawn anew, uniformly over the 36 landings, and its view stays.
    void sampleUnseenRedrawsOnlyTheUnseenCup()
    {
        MxState s(3, Rules{});
        play(s, "throw");
        play(s, "roll 6-6");
        QCOMPARE(s.viewFor(1).cupRank(), -1);
        QCOMPARE(s.viewFor(0).cupRank(), 19);
        zv::FastRng rng(5);
        QCOMPARE(s.sampleUnseen(0, rng).cupRank(), 19); // the thrower knows
        std::array<int, kValues> counts{};
        constexpr int kSamples = 36000;
        for (int i = 0; i < kSamples; ++i) {
            const MxState other = s.sampleUnseen(1, rng);
            QVERIFY(other.invariantViolation().empty());
            ++counts[static_cast<std::size_t>(other.cupRank())];
            if (i < 50)
                QCOMPARE(other.viewFor(1).hash(), s.viewFor(1).hash());
        }
        for (int r = 0; r < kValues; ++r) {
            const double expected = kSamples * probOfRank(r);
            QVERIFY2(std::abs(counts[static_cast<std::size_t>(r)] - expected) <
                         5 * std::sqrt(expected),
                     qPrintable(QString::fromStdString(valueText(r))));
        }
    }

    // The model: a Mäxchen announcement that the shown rule forbids to be
    // true is always doubted; higher lies are doubted more than lower ones.
    void opponentModelIsConsistent()
    {
        Rules shown;
        shown.maexchenShown = true;
        const OpponentModel withShown(shown, 3);
        QCOMPARE(withShown.posterior(kMaexchen, 5)[kMaexchen], 0.0);
        QCOMPARE(withShown.doubtChance(kMaexchen, 5), 1.0);
        const OpponentModel plain(Rules{}, 3);
        QCOMPARE(plain.doubtChance(kMaexchen, 19), 1.0); // nothing but doubt is left
        // Throwing over a higher announcement costs more.
        for (int a = 1; a < kMaexchen; ++a)
            QVERIFY(plain.throwLoss(a) >= plain.throwLoss(a - 1) - 1e-12);
        // Round start: the posterior of an honest 65 puts most weight on 65.
        const Belief b = plain.posterior(13, kNoClaim);
        QVERIFY(b[13] > 0.5);
    }

    void masterTellsTheTruthWhenItCan()
    {
        MxState s(3, Rules{});
        play(s, "throw");
        play(s, "roll 2-1");
        QCOMPARE(decide(s.viewFor(0), zv::Level::Master), std::string("announce 21"));
        MxState t(3, Rules{});
        play(t, "throw");
        play(t, "roll 4-3");
        play(t, "announce 43");
        play(t, "throw");
        play(t, "roll 5-5");
        // A true announcement above 43, never above its own 55.
        const std::string move = decide(t, zv::Level::Master);
        const int rank = rankOfValueText(move.substr(9));
        QVERIFY2(rank > 4 && rank <= 18, move.c_str());
    }

    void masterLiesWithTheLeastSuspiciousClaim()
    {
        MxState s(3, Rules{});
        play(s, "throw");
        play(s, "roll 6-5");
        play(s, "announce 65");
        play(s, "throw");
        play(s, "roll 3-1");
        const std::string move = decide(s, zv::Level::Master);
        const int rank = rankOfValueText(move.substr(9));
        const OpponentModel& model = OpponentModel::forRules(Rules{}, 3);
        QVERIFY2(rank > 13, move.c_str());
        for (int a = 14; a < kValues; ++a)
            QVERIFY(model.doubtChance(rank, 13) * model.stakeOfLiar(rank) <=
                    model.doubtChance(a, 13) * model.stakeOfLiar(a) + 1e-12);
    }

    // It decides from its own view: a blind pass over its own 43 is a lie it knows.
    void masterDoubtsALieItCanSee()
    {
        Rules r;
        r.blindPass = true;
        MxState s(2, r);
        play(s, "throw");
        play(s, "roll 4-3");
        play(s, "announce 43");
        play(s, "pass-blind");
        play(s, "announce 44");
        QCOMPARE(decide(s, zv::Level::Master), std::string("doubt"));
        // Had it thrown 4-4 itself, the same announcement is true: it throws on.
        MxState t(2, r);
        play(t, "throw");
        play(t, "roll 4-4");
        play(t, "announce 43");
        play(t, "pass-blind");
        play(t, "announce 44");
        QVERIFY(decide(t, zv::Level::Master) != "doubt");
    }

    void masterDoubtsUnlikelyClaimsAndBelievesLikelyOnes()
    {
        // A first announcement of 31 is true for certain: never doubted.
        MxState s(3, Rules{});
        play(s, "throw");
        play(s, "roll 3-1");
        play(s, "announce 31");
        QCOMPARE(decide(s, zv::Level::Master), std::string("throw"));
        // 66 over 65: only one throw in 36 holds it, while throwing over 66
        // would force a Mäxchen lie. The Master doubts.
        MxState t(3, Rules{});
        play(t, "throw");
        play(t, "roll 6-5");
        play(t, "announce 65");
        play(t, "throw");
        play(t, "roll 1-1");
        play(t, "announce 66");
        QCOMPARE(decide(t, zv::Level::Master), std::string("doubt"));
    }

    // The ladder: the Master beats the Beginner clearly, the Practised lies between.
    void levelsAreOrdered()
    {
        const Rules rules;
        int masterWins = 0, practisedWins = 0;
        constexpr int kGames = 1000;
        for (int g = 0; g < kGames; ++g) {
            const bool swap = g % 2;
            const int w = swap ? duel(zv::Level::Beginner, zv::Level::Master, 1000 + g, rules)
                               : duel(zv::Level::Master, zv::Level::Beginner, 1000 + g, rules);
            QVERIFY(w >= 0);
            masterWins += (w == 0) != swap;
            const int p = swap ? duel(zv::Level::Beginner, zv::Level::Practised, 5000 + g, rules)
                               : duel(zv::Level::Practised, zv::Level::Beginner, 5000 + g, rules);
            practisedWins += (p == 0) != swap;
        }
        qInfo("Master beats Beginner in %d of %d, Practised beats Beginner in %d of %d", masterWins,
              kGames, practisedWins, kGames);
        QVERIFY(masterWins > kGames * 57 / 100);
        QVERIFY(practisedWins > kGames / 2);
        QVERIFY(practisedWins < masterWins);
    }

    void optionsAreChecked()
    {
        std::string why;
        const std::vector<zv::Seat> two(2), nine(9);
        QVERIFY(zv::createGame("maexchen", {}, two, &why));
        QVERIFY(!zv::createGame("maexchen", {}, nine, &why));
        QVERIFY(!zv::createGame("maexchen", {{"lives", "0"}}, two, &why));
        QVERIFY(!zv::createGame("maexchen", {{"maexchen_penalty", "three"}}, two, &why));
        const auto g = zv::createGame("maexchen", {{"lives", "5"}}, two, &why);
        QCOMPARE(mxState(*g)->rules().lives, 5);
        QCOMPARE(zv::findGame("maexchen")->family, zv::GameFamily::Dice);
    }
};

QTEST_GUILESS_MAIN(TestMaexchen)
#include "tst_maexchen.moc"
