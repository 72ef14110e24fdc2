// The engine kit, for every registered game at once: the three levels play
// legal games, and a seat's computer decision depends only on that seat's
// view (what it cannot see is drawn anew and the decision must not change).
// A game added to the registry is covered here without a line of test code.
#include "core/game.h"
#include "core/level.h"
#include "core/rng.h"

#include <QTest>

namespace {

std::vector<zv::Seat> computerSeats(const zv::GameInfo& info, zv::Level level)
{
    std::vector<zv::Seat> seats(static_cast<std::size_t>(info.minSeats));
    for (auto& seat : seats) {
        seat.kind = zv::PlayerKind::Computer;
        seat.level = level;
    }
    return seats;
}

zv::SearchLimits smallBudget()
{
    zv::SearchLimits limits;
    limits.time = std::chrono::milliseconds(0);
    limits.maxNodes = 300;
    return limits;
}

// Everything describe() tells, as one comparable text.
class TextSink final : public zv::StateSink {
public:
    std::string text;
    void put(std::string_view key, long long value) override
    {
        text += std::string(key) + "=" + std::to_string(value) + ";";
    }
    void put(std::string_view key, std::string_view value) override
    {
        text += std::string(key) + "=" + std::string(value) + ";";
    }
    void put(std::string_view key, const std::vector<int>& values) override
    {
        text += std::string(key) + "=";
        for (int v : values)
            text += std::to_string(v) + ",";
        text += ";";
    }
    void put(std::string_view key, const std::vector<std::string>& values) override
    {
        text += std::string(key) + "=";
        for (const auto& v : values)
            text += v + ",";
        text += ";";
    }
};

std::string described(const zv::Game& game)
{
    TextSink sink;
    game.describe(sink);
    return sink.text;
}

} // namespace

class KitTest : public QObject {
    Q_OBJECT

private slots:
    void levelKeysRoundTrip()
    {
        for (zv::Level level : zv::kAllLevels)
            QCOMPARE(zv::levelFromKey(zv::levelKey(level)), std::optional<zv::Level>(level));
        // Records made before the ladder name two strengths.
        QCOMPARE(zv::levelFromKey("weak"), std::optional<zv::Level>(zv::Level::Beginner));
        QCOMPARE(zv::levelFromKey("strong"), std::optional<zv::Level>(zv::Level::Master));
        QVERIFY(!zv::levelFromKey("Meister"));
    }

    void practisedMixesBothPlayers()
    {
        zv::Rng rng(7);
        int master = 0;
        for (int i = 0; i < 1000; ++i)
            master += zv::resolvePractised(zv::Level::Practised, rng) == zv::Level::Master;
        QVERIFY2(master > 400 && master < 600, qPrintable(QString::number(master)));
        QCOMPARE(zv::resolvePractised(zv::Level::Beginner, rng), zv::Level::Beginner);
        QCOMPARE(zv::resolvePractised(zv::Level::Master, rng), zv::Level::Master);
    }

    // The lobby shows every rule option in words: each named choice has a
    // German and an English label (never a key such as "two_for_doubter").
    void everyChoiceHasWords()
    {
        for (const zv::GameInfo& info : zv::allGames()) {
            for (const zv::OptionSpec& option : info.options) {
                const QString where = QString::fromStdString(info.key + "/" + option.key);
                QVERIFY2(!option.labelDe.empty() && !option.labelEn.empty(), qPrintable(where));
                if (option.type != zv::OptionSpec::Type::Choice)
                    continue;
                QVERIFY2(option.choiceLabelsDe.size() == option.choices.size() &&
                             option.choiceLabelsEn.size() == option.choices.size(),
                         qPrintable(where));
                for (std::size_t i = 0; i < option.choices.size(); ++i) {
                    QVERIFY2(!option.choiceLabelsDe[i].empty() && !option.choiceLabelsEn[i].empty(),
                             qPrintable(where));
                }
            }
        }
    }

    // Every game plays whole legal games at every level.
    void everyLevelPlaysLegalGames_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("level");
        for (const zv::GameInfo& info : zv::allGames())
            for (zv::Level level : zv::kAllLevels)
                QTest::newRow(qPrintable(QString::fromStdString(info.key) + "/" +
                                         QString::fromLatin1(zv::levelKey(level).data())))
                    << QString::fromStdString(info.key) << static_cast<int>(level);
    }
    void everyLevelPlaysLegalGames()
    {
        QFETCH(QString, game);
        QFETCH(int, level);
        const zv::GameInfo* info = zv::findGame(game.toStdString());
        QVERIFY(info);
        const auto seats = computerSeats(*info, static_cast<zv::Level>(level));
        std::string why;
        auto g = zv::createGame(info->key, {}, seats, &why);
        QVERIFY2(g, why.c_str());
        zv::Rng rng(11);
        int plies = 0;
        while (!g->isOver() && plies < 3000) {
            const std::string move = g->decideFor(seats[0].level, smallBudget(), rng);
            QVERIFY2(g->play(move, &why), (move + ": " + why).c_str());
            QVERIFY2(g->invariantViolation().empty(), g->invariantViolation().c_str());
            ++plies;
        }
        QVERIFY2(g->isOver(), qPrintable(game + " did not end in 3000 plies"));
    }

    // Permuting what a seat cannot see never changes that seat's view nor its
    // computer decision for a fixed seed: the computer cannot peek.
    void decisionsDependOnlyOnTheSeatsView_data()
    {
        QTest::addColumn<QString>("game");
        int hidden = 0;
        for (const zv::GameInfo& info : zv::allGames()) {
            const auto g = zv::createGame(info.key, {}, computerSeats(info, zv::Level::Beginner));
            if (g && g->hasHiddenInformation()) {
                QTest::newRow(info.key.c_str()) << QString::fromStdString(info.key);
                ++hidden;
            }
        }
        QVERIFY(hidden >= 1); // Schocken's covered cups at least
    }
    void decisionsDependOnlyOnTheSeatsView()
    {
        QFETCH(QString, game);
        const zv::GameInfo* info = zv::findGame(game.toStdString());
        int compared = 0;
        int differingStates = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            for (int seatCount = info->minSeats; seatCount <= std::min(info->maxSeats, 4);
                 ++seatCount) {
                std::vector<zv::Seat> seats(static_cast<std::size_t>(seatCount));
                auto g = zv::createGame(info->key, {}, seats);
                QVERIFY(g);
                zv::Rng play(seed);
                for (int ply = 0; ply < 400 && !g->isOver(); ++ply) {
                    const int seat = g->toMove();
                    if (seat != zv::kChanceSeat) {
                        zv::Rng permute(seed * 1000 + static_cast<std::uint64_t>(ply));
                        const auto other = g->sampleUnseen(seat, permute);
                        differingStates += described(*other) != described(*g);
                        QCOMPARE(described(*other->viewFor(seat)), described(*g->viewFor(seat)));
                        for (zv::Level level : zv::kAllLevels) {
                            zv::Rng a(seed + 77), b(seed + 77);
                            QCOMPARE(g->decideFor(level, smallBudget(), a),
                                     other->decideFor(level, smallBudget(), b));
                            ++compared;
                        }
                    }
                    const std::string move = g->decideFor(zv::Level::Beginner, smallBudget(), play);
                    QVERIFY(g->play(move));
                }
            }
        }
        // The test must really have permuted something.
        QVERIFY2(differingStates > 50, qPrintable(QString::number(differingStates)));
        qInfo("%s: %d decisions compared, %d states with something hidden permuted",
              qPrintable(game), compared, differingStates);
    }
};

QTEST_GUILESS_MAIN(KitTest)
#include "tst_kit.moc"
