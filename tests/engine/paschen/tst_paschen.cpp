// Paschen / Elf hoch: the exact odds against an enumeration of the 216
// landings, the chips over 10,000 seeded self-play games, the notation, and
// what the computer levels decide. The rules themselves are scenario files
// (engine/games/paschen/scenarios); RULES.md names both.
#include "core/game.h"
#include "core/rng.h"
#include "games/paschen/paschen_game.h"

#include <QTest>

#include <map>
#include <numeric>

using namespace zv::paschen;

namespace {

class MapSink final : public zv::StateSink {
public:
    std::map<std::string, std::string> values;
    void put(std::string_view key, long long value) override
    {
        values[std::string(key)] = std::to_string(value);
    }
    void put(std::string_view key, std::string_view value) override
    {
        values[std::string(key)] = std::string(value);
    }
    void put(std::string_view key, const std::vector<int>& list) override
    {
        std::string text;
        for (int v : list)
            text += (text.empty() ? "" : ",") + std::to_string(v);
        values[std::string(key)] = text;
    }
    void put(std::string_view key, const std::vector<std::string>& list) override
    {
        std::string text;
        for (const auto& v : list)
            text += (text.empty() ? "" : ",") + v;
        values[std::string(key)] = text;
    }
};

std::string fraction(int part, int whole)
{
    const int g = std::gcd(part, whole);
    return std::to_string(part / g) + "," + std::to_string(whole / g);
}

std::unique_ptr<zv::Game> newGame(int seats, bool rethrow)
{
    const std::vector<zv::Seat> seatList(static_cast<std::size_t>(seats));
    return zv::createGame("paschen", {{kRethrowKey, rethrow ? "true" : "false"}}, seatList);
}

PsState stateWith(const std::array<int, kMaxSeats>& stacks, int seats, int holder, int bank,
                  Phase phase, bool triple = false)
{
    int sum = bank;
    for (int s = 0; s < seats; ++s)
        sum += stacks[static_cast<std::size_t>(s)];
    Rules rules;
    rules.startChips = sum / seats; // the tests pick stacks that share out evenly
    PsState state(seats, rules);
    state.setUpForTest(stacks, holder, bank, phase, triple);
    return state;
}

std::string decision(const PsState& state, zv::Level level)
{
    zv::Rng rng(3);
    return state.moveText(state.chooseMove(level, {}, rng));
}

} // namespace

class PaschenTest : public QObject {
    Q_OBJECT

private slots:
    // The board's odds, counted here again over every ordered landing of
    // three dice: the bank wins exactly half, with or without the rethrow
    // variant (x -> 7 - x turns a sum s into 21 - s and keeps "all different").
    void oddsMatchAnEnumerationOf216Landings()
    {
        for (bool rethrow : {false, true}) {
            int counted = 0, bank = 0, stakers = 0, triples = 0, tripleWins = 0, tripleLoses = 0;
            for (int a = 1; a <= 6; ++a)
                for (int b = 1; b <= 6; ++b)
                    for (int c = 1; c <= 6; ++c) {
                        if (rethrow && a != b && b != c && a != c)
                            continue;
                        ++counted;
                        const bool bankWins = a + b + c >= 11;
                        bank += bankWins;
                        stakers += !bankWins;
                        if (a == b && b == c) {
                            ++triples;
                            tripleWins += bankWins;
                            tripleLoses += !bankWins;
                        }
                    }
            QCOMPARE(counted, rethrow ? 96 : 216);
            QCOMPARE(bank * 2, counted);
            const ThrowOdds odds = throwOdds(rethrow);
            QCOMPARE(odds.counted, counted);
            QCOMPARE(odds.rethrown, 216 - counted);
            QCOMPARE(odds.bankWins, bank);
            QCOMPARE(odds.stakersWin, stakers);
            QCOMPARE(odds.triples, triples);
            QCOMPARE(odds.triplesBankWins, tripleWins);
            QCOMPARE(odds.triplesBankLoses, tripleLoses);

            MapSink sink;
            newGame(2, rethrow)->describe(sink);
            QCOMPARE(sink.values["oddsBank"], fraction(bank, counted));
            QCOMPARE(sink.values["oddsStakers"], fraction(stakers, counted));
            QCOMPARE(sink.values["oddsJungfernpasch"], fraction(triples, counted));
            QCOMPARE(sink.values["oddsJungfernpaschBankWins"], fraction(tripleWins, counted));
            QCOMPARE(sink.values["oddsJungfernpaschBankLoses"], fraction(tripleLoses, counted));
            QCOMPARE(sink.values["landingsBank"],
                     std::to_string(bank) + "," + std::to_string(counted));
        }
    }

    // The end screen lists `chips`: every seat's wealth, the bank counted
    // with its holder, after a settled throw as at the end.
    void chipsAreEverySeatsWealth()
    {
        auto game = newGame(3, false);
        for (const char* move : {"banco 5", "stake 3", "pass", "roll 4-4-6"})
            QVERIFY2(game->play(move), move);
        MapSink sink;
        game->describe(sink);
        QCOMPARE(sink.values["phase"], std::string("after_win"));
        QCOMPARE(sink.values["chips"], std::string("23,17,20"));
        QCOMPARE(sink.values["chips"], sink.values["wealth"]);
    }

    // The chance moves are the 56 throws with their share of the 216 landings.
    void chanceWeightsAreTheDiceOdds()
    {
        auto game = newGame(2, false);
        QVERIFY(game->play("banco 5"));
        QVERIFY(game->play("stake 5"));
        QCOMPARE(game->toMove(), zv::kChanceSeat);
        const auto moves = game->legalMoves();
        const auto weights = game->chanceWeights();
        QCOMPARE(moves.size(), std::size_t(56));
        double sum = 0, bank = 0;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            sum += weights[i];
            const std::string& m = moves[i]; // "roll a-b-c"
            const int pipsOf = (m[5] - '0') + (m[7] - '0') + (m[9] - '0');
            if (pipsOf >= 11)
                bank += weights[i];
            if (m == "roll 1-2-3")
                QCOMPARE(weights[i], 6.0 / 216.0);
            if (m == "roll 4-4-4")
                QCOMPARE(weights[i], 1.0 / 216.0);
        }
        QCOMPARE(sum, 1.0);
        QCOMPARE(bank, 0.5);
    }

    // Chips are neither made nor lost (stacks + bank + stakes stay the start
    // total, checked after every move) over 10,000 seeded games of every
    // size, level mix and option.
    void tenThousandSelfplayGamesKeepEveryChip()
    {
        std::array<PsState::Move, PsState::kMaxMoves> moves;
        long long throws = 0, bankWins = 0, maxPlies = 0;
        for (int g = 0; g < 10000; ++g) {
            zv::Rng rng(static_cast<std::uint64_t>(g) + 1);
            Rules rules;
            rules.rethrowAllDifferent = g % 3 == 0;
            rules.startChips = kMinStartChips + g % (kMaxStartChips - kMinStartChips + 1);
            rules.bankRounds = 1 + g % 3;
            const int seats = kMinSeats + g % (kMaxSeats - kMinSeats + 1);
            PsState state(seats, rules);
            std::array<zv::Level, kMaxSeats> levels{};
            for (auto& level : levels)
                level = static_cast<zv::Level>(rng.uniform(3));
            int plies = 0;
            while (!state.isOver()) {
                const int n = state.generateMoves(moves.data());
                QVERIFY(n > 0);
                const int seat = state.toMove();
                const auto level = seat < 0 ? zv::Level::Beginner : levels[std::size_t(seat)];
                const PsState::Move m = state.chooseMove(level, {}, rng);
                QVERIFY2(std::find(moves.begin(), moves.begin() + n, m) != moves.begin() + n,
                         state.moveText(m).c_str());
                const int before = state.throwsCounted();
                state.apply(m);
                if (state.throwsCounted() > before) {
                    ++throws;
                    bankWins += state.lastOutcome() == Outcome::Bank;
                }
                const std::string broken = state.invariantViolation();
                QVERIFY2(broken.empty(), (std::to_string(g) + ": " + broken).c_str());
                QVERIFY2(++plies < 20000, std::to_string(g).c_str());
            }
            int total = 0;
            for (int s = 0; s < seats; ++s)
                total += state.stack(s);
            QCOMPARE(total, seats * rules.startChips);
            QCOMPARE(state.bank(), 0);
            maxPlies = std::max<long long>(maxPlies, plies);
        }
        // The dice are fair: about half the counted throws go to the bank.
        QVERIFY2(bankWins * 100 > throws * 48 && bankWins * 100 < throws * 52,
                 qPrintable(QString("%1 of %2").arg(bankWins).arg(throws)));
        qInfo("%lld counted throws, %lld won by the bank, longest game %lld moves", throws,
              bankWins, maxPlies);
    }

    void notationRoundTrips()
    {
        auto game = newGame(3, false);
        zv::Rng rng(5);
        for (int ply = 0; ply < 300 && !game->isOver(); ++ply) {
            const auto* state = psState(*game);
            QVERIFY(state);
            for (const std::string& text : game->legalMoves()) {
                PsState::Move m{};
                std::string why;
                QVERIFY2(state->parseMove(text, &m, &why), (text + ": " + why).c_str());
                QCOMPARE(state->moveText(m), text);
            }
            QVERIFY(game->play(game->decideFor(zv::Level::Beginner, {}, rng)));
        }
        // Upper case and dice in any order are read too; nonsense says why.
        auto fresh = newGame(2, false);
        QVERIFY(fresh->play("BANCO 4"));
        QVERIFY(fresh->play("Stake 4"));
        QVERIFY(fresh->play("roll 6-1-3"));
        std::string why;
        QVERIFY(!fresh->play("stake x", &why));
        QVERIFY(!why.empty());
    }

    void seatsAndOptionsAreChecked()
    {
        std::string why;
        QVERIFY(!zv::createGame("paschen", {}, std::vector<zv::Seat>(1), &why));
        QVERIFY(!zv::createGame("paschen", {}, std::vector<zv::Seat>(9), &why));
        QVERIFY(zv::createGame("paschen", {}, std::vector<zv::Seat>(8), &why));
        QVERIFY(!zv::createGame("paschen", {{kStartChipsKey, "4"}}, std::vector<zv::Seat>(2)));
        QVERIFY(!zv::createGame("paschen", {{kBankRoundsKey, "0"}}, std::vector<zv::Seat>(2)));
        const zv::GameInfo* info = zv::findGame("paschen");
        QVERIFY(info);
        QCOMPARE(info->family, zv::GameFamily::Dice);
        for (const auto& option : info->options)
            if (option.key == kRethrowKey)
                QCOMPARE(option.defaultValue, std::string("false"));
    }

    // Ahead, the Master risks as little as the rules let it.
    void masterRisksLittleWhenAhead()
    {
        // Seat 1 leads (30 against 10 and 20): it passes, and as holder sets
        // the smallest Banco and gives up a won bank.
        const PsState staking = stateWith({10, 30, 20}, 3, 0, 0, Phase::Banco);
        QCOMPARE(decision(staking, zv::Level::Master), std::string("banco 10"));
        PsState s = staking;
        s.apply(PsState::Move{MoveKind::Banco, {}, 5});
        QCOMPARE(s.current(), 1);
        QCOMPARE(decision(s, zv::Level::Master), std::string("pass"));
        const PsState leaderHolds = stateWith({10, 30, 20}, 3, 1, 0, Phase::Banco);
        QCOMPARE(decision(leaderHolds, zv::Level::Master), std::string("banco 1"));
        const PsState won = stateWith({10, 25, 20}, 3, 1, 5, Phase::AfterWin);
        QCOMPARE(decision(won, zv::Level::Master), std::string("give-bank"));
    }

    // Behind, it stakes just what puts it in front if it wins.
    void masterIsBoldWhenBehind()
    {
        // Seat 0 has put all its 20 chips in the bank; seats 1 and 2 hold 20 each.
        PsState s = stateWith({0, 20, 20}, 3, 0, 20, Phase::Stake);
        // Seat 1 is level with seat 2: one chip won from the bank leads.
        QCOMPARE(decision(s, zv::Level::Master), std::string("stake 1"));
        s.apply(PsState::Move{MoveKind::Stake, {}, 1});
        // Seat 2 must pass seat 1, who would win its chip as well: 2.
        QCOMPARE(decision(s, zv::Level::Master), std::string("stake 2"));
        // Behind as holder: a Banco that would lead, and a won bank rides.
        const PsState holder = stateWith({10, 30, 20}, 3, 0, 0, Phase::Banco);
        QCOMPARE(decision(holder, zv::Level::Master), std::string("banco 10"));
        const PsState won = stateWith({5, 30, 20}, 3, 0, 5, Phase::AfterWin);
        QCOMPARE(decision(won, zv::Level::Master), std::string("keep-bank"));
    }

    // No level wins chips on average (every bet is fair); the levels win
    // games by their risk management: each against the one below over 2,000
    // seeded two-player games, seats alternating.
    void levelsWinGamesInOrder()
    {
        const double masterBeginner = share(zv::Level::Master, zv::Level::Beginner);
        const double practisedBeginner = share(zv::Level::Practised, zv::Level::Beginner);
        const double masterPractised = share(zv::Level::Master, zv::Level::Practised);
        qInfo("shares of games won: Master-Beginner %.3f, Practised-Beginner %.3f, "
              "Master-Practised %.3f",
              masterBeginner, practisedBeginner, masterPractised);
        QVERIFY2(masterBeginner > 0.6, qPrintable(QString::number(masterBeginner)));
        QVERIFY2(practisedBeginner > 0.52, qPrintable(QString::number(practisedBeginner)));
        QVERIFY2(masterPractised > 0.55, qPrintable(QString::number(masterPractised)));
    }

private:
    // The share of games `strong` wins against `weak` (a shared first place
    // counts half).
    static double share(zv::Level strong, zv::Level weak)
    {
        double won = 0;
        const int games = 2000;
        for (int g = 0; g < games; ++g) {
            const int strongSeat = g % 2;
            auto game = zv::createGame("paschen", {}, std::vector<zv::Seat>(2));
            zv::Rng rng(static_cast<std::uint64_t>(g) + 100);
            while (!game->isOver()) {
                const auto level = game->toMove() == strongSeat ? strong : weak;
                if (!game->play(game->decideFor(level, {}, rng)))
                    return -1;
            }
            won += game->result()[std::size_t(strongSeat)];
        }
        return won / games;
    }
};

QTEST_GUILESS_MAIN(PaschenTest)
#include "tst_paschen.moc"
