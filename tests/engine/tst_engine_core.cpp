// Engine core: the recorded random generator, dice, the game registry and
// record replay.
#include "core/dice.h"
#include "core/game.h"
#include "core/record.h"
#include "core/rng.h"
#include "games/muehle/muehle_game.h"

#include <QtTest>

#include <array>
#include <set>

using namespace zv;

class TestEngineCore : public QObject {
    Q_OBJECT
private slots:
    void rngIsDeterministicPerSeed();
    void rngReplaysRecordedDraws();
    void rngReplayFailsWhenExhausted();
    void rngUniformIsUnbiased();
    void rngRejectsEmptyRange();
    void rngUnitStaysInRange();
    void dieRollsEverySide();
    void namedDieWeightsFollowFaces();
    void diceRejectNoFaces();
    void registryListsMuehle();
    void registryRejectsBadRequests();
    void registryAppliesOptions();
    void replayOfGoodRecord();
    void replayOfBrokenRecordNamesMoveAndReason();
};

void TestEngineCore::rngIsDeterministicPerSeed()
{
    Rng a(2024), b(2024), c(2025);
    bool differs = false;
    for (int i = 0; i < 1000; ++i) {
        const auto x = a.next();
        QCOMPARE(b.next(), x);
        differs = differs || c.next() != x;
    }
    QVERIFY(differs);
    QCOMPARE(a.drawCount(), std::size_t{1000});
    QCOMPARE(a.draws().size(), std::size_t{1000});
    Rng quiet(2024, false);
    QCOMPARE(quiet.next(), Rng(2024).next());
    QVERIFY(quiet.draws().empty());
}

void TestEngineCore::rngReplaysRecordedDraws()
{
    Rng original(77);
    std::vector<long long> seen;
    for (int i = 0; i < 300; ++i) {
        seen.push_back(original.uniform(1 + i % 13));
        seen.push_back(static_cast<long long>(original.unit() * 1e9));
        seen.push_back(static_cast<long long>(original.next() >> 1));
    }
    Rng again = Rng::replaying(original.draws());
    QVERIFY(again.isReplaying());
    std::size_t k = 0;
    for (int i = 0; i < 300; ++i) {
        QCOMPARE(static_cast<long long>(again.uniform(1 + i % 13)), seen[k++]);
        QCOMPARE(static_cast<long long>(again.unit() * 1e9), seen[k++]);
        QCOMPARE(static_cast<long long>(again.next() >> 1), seen[k++]);
    }
    QCOMPARE(again.drawCount(), original.drawCount());
}

void TestEngineCore::rngReplayFailsWhenExhausted()
{
    Rng original(5);
    original.next();
    original.next();
    Rng again = Rng::replaying(original.draws());
    again.next();
    again.next();
    bool threw = false;
    try {
        again.next();
    } catch (const RngReplayExhausted& e) {
        threw = true;
        QVERIFY(std::string(e.what()).find("draw 3") != std::string::npos);
    }
    QVERIFY(threw);
}

void TestEngineCore::rngUniformIsUnbiased()
{
    // Chi-square over 10 cells with a fixed seed; 27.88 is the 0.1 % point
    // for 9 degrees of freedom, so a biased mapping fails it, a fair one passes.
    for (int n : {3, 7, 10}) {
        Rng rng(123456 + static_cast<std::uint64_t>(n));
        const int draws = 100000;
        std::vector<int> counts(static_cast<std::size_t>(n), 0);
        for (int i = 0; i < draws; ++i) {
            const int v = rng.uniform(n);
            QVERIFY(v >= 0 && v < n);
            ++counts[static_cast<std::size_t>(v)];
        }
        const double expected = static_cast<double>(draws) / n;
        double chi = 0;
        for (int c : counts)
            chi += (c - expected) * (c - expected) / expected;
        const double limits[] = {0, 0, 13.82, 16.27, 0, 0, 22.46, 0, 0, 27.88};
        QVERIFY2(chi < limits[n - 1],
                 qPrintable(QString("chi-square %1 for n=%2").arg(chi).arg(n)));
    }
    // A huge range must reach its top half (a naive modulo of 32 bits would not).
    Rng rng(9);
    int upper = 0;
    for (int i = 0; i < 1000; ++i)
        upper += rng.uniform(2'000'000'000) >= 1'000'000'000;
    QVERIFY(upper > 400 && upper < 600);
}

void TestEngineCore::rngRejectsEmptyRange()
{
    Rng rng(1);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, rng.uniform(0));
    QCOMPARE(rng.uniform(1), 0);
}

void TestEngineCore::rngUnitStaysInRange()
{
    Rng rng(3);
    double sum = 0;
    for (int i = 0; i < 10000; ++i) {
        const double u = rng.unit();
        QVERIFY(u >= 0.0 && u < 1.0);
        sum += u;
    }
    QVERIFY(std::abs(sum / 10000 - 0.5) < 0.02);
}

void TestEngineCore::dieRollsEverySide()
{
    Die die(6);
    Rng rng(11);
    std::set<int> seen;
    int total = 0;
    for (int i = 0; i < 600; ++i) {
        const int v = die.roll(rng);
        QVERIFY(v >= 1 && v <= 6);
        seen.insert(v);
        total += v;
    }
    QCOMPARE(seen.size(), std::size_t{6});
    QVERIFY(total > 600 * 3 && total < 600 * 4);
    const int sum = die.rollSum(rng, 3);
    QVERIFY(sum >= 3 && sum <= 18);
    // The same seed rolls the same.
    Rng r1(8), r2(8);
    for (int i = 0; i < 50; ++i)
        QCOMPARE(die.roll(r1), die.roll(r2));
}

void TestEngineCore::namedDieWeightsFollowFaces()
{
    // A die with one face showing pips and five blank faces.
    NamedDie die({"pips", "blank", "blank", "blank", "blank", "blank"});
    QCOMPARE(die.outcomes(), (std::vector<std::string>{"pips", "blank"}));
    const auto w = die.weights();
    QCOMPARE(w.size(), std::size_t{2});
    QVERIFY(std::abs(w[0] - 1.0 / 6) < 1e-12);
    QVERIFY(std::abs(w[1] - 5.0 / 6) < 1e-12);
    Rng rng(4);
    int pips = 0;
    for (int i = 0; i < 6000; ++i)
        pips += die.roll(rng) == "pips";
    QVERIFY(pips > 850 && pips < 1150);
}

void TestEngineCore::diceRejectNoFaces()
{
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Die(0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, NamedDie({}));
}

void TestEngineCore::registryListsMuehle()
{
    const GameInfo* info = findGame("muehle");
    QVERIFY(info);
    QCOMPARE(info->nameDe, std::string("Mühle"));
    QCOMPARE(info->minSeats, 2);
    QCOMPARE(info->maxSeats, 2);
    QCOMPARE(info->options.size(), std::size_t{1});
    QCOMPARE(info->options[0].key, std::string("endphase_mill_removal"));
    QCOMPARE(info->options[0].defaultValue, std::string("false"));
    QVERIFY(info->options[0].source.find("Endphase") != std::string::npos);
    bool listed = false;
    for (const auto& g : allGames())
        listed = listed || g.key == "muehle";
    QVERIFY(listed);
    QVERIFY(!findGame("nosuchgame"));
}

void TestEngineCore::registryRejectsBadRequests()
{
    const std::vector<Seat> two(2);
    std::string why;
    QVERIFY(!createGame("nosuchgame", {}, two, &why));
    QVERIFY(why.find("nosuchgame") != std::string::npos);
    QVERIFY(!createGame("muehle", {{"flying", "true"}}, two, &why));
    QVERIFY(why.find("flying") != std::string::npos);
    QVERIFY(!createGame("muehle", {{"endphase_mill_removal", "yes"}}, two, &why));
    QVERIFY(why.find("true or false") != std::string::npos);
    QVERIFY(!createGame("muehle", {}, std::vector<Seat>(3), &why));
    QVERIFY(why.find("seats") != std::string::npos);
    QVERIFY(!createGame("muehle", {}, std::vector<Seat>(1), &why));
    QVERIFY(createGame("muehle", {}, two, &why));
}

void TestEngineCore::registryAppliesOptions()
{
    const std::vector<Seat> two(2);
    auto plain = createGame("muehle", {}, two);
    auto variant = createGame("muehle", {{"endphase_mill_removal", "true"}}, two);
    QVERIFY(plain && variant);
    QVERIFY(!muehle::muehleState(*plain)->rules().endphaseMillRemoval);
    QVERIFY(muehle::muehleState(*variant)->rules().endphaseMillRemoval);
}

namespace {
GameRecord muehleRecord(const std::vector<std::string>& moves)
{
    GameRecord record;
    record.game = "muehle";
    record.seats.resize(2);
    for (std::size_t i = 0; i < moves.size(); ++i)
        record.moves.push_back({static_cast<int>(i % 2), moves[i], {}});
    return record;
}
} // namespace

void TestEngineCore::replayOfGoodRecord()
{
    // White closes a1-a4-a7 with its third stone and takes g7.
    const auto record = muehleRecord({"a1", "g7", "a4", "g4", "a7xg7"});
    int failed = 99;
    std::string why;
    auto game = replay(record, &failed, &why);
    QVERIFY2(game, why.c_str());
    QCOMPARE(failed, -1);
    QCOMPARE(game->toMove(), 1);
    auto direct = createGame("muehle", {}, record.seats);
    for (const auto& m : record.moves)
        QVERIFY(direct->play(m.text));
    QCOMPARE(game->hash(), direct->hash());
}

void TestEngineCore::replayOfBrokenRecordNamesMoveAndReason()
{
    int failed = 0;
    std::string why;
    // Move 3 sets on a taken point.
    QVERIFY(!replay(muehleRecord({"a1", "g7", "a4", "a4"}), &failed, &why));
    QCOMPARE(failed, 3);
    QVERIFY2(why.find("a4") != std::string::npos && why.find("taken") != std::string::npos,
             why.c_str());
    // Move 1 is given to the wrong seat.
    auto wrongSeat = muehleRecord({"a1", "g7"});
    wrongSeat.moves[1].seat = 0;
    QVERIFY(!replay(wrongSeat, &failed, &why));
    QCOMPARE(failed, 1);
    QVERIFY(why.find("turn") != std::string::npos);
    // A bad header.
    auto unknown = muehleRecord({"a1"});
    unknown.game = "nine";
    QVERIFY(!replay(unknown, &failed, &why));
    QCOMPARE(failed, -1);
    QVERIFY(why.find("nine") != std::string::npos);
}

QTEST_GUILESS_MAIN(TestEngineCore)
#include "tst_engine_core.moc"
