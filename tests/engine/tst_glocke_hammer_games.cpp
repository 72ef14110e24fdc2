// Glocke und Hammer: whole games. Seeded random games with 2 to 6 players keep
// every invariant; undo by replaying record prefixes gives identical states;
// records round-trip through JSON and replay; the notation round-trips.
#include "core/record.h"
#include "record_json.h"
#include "tst_glocke_hammer.h"
#include "tst_glocke_hammer_helpers.h"

#include <QDir>
#include <QTemporaryDir>

#include <set>

using namespace gh_test;

namespace {

Rules randomRules(zv::FastRng& rng)
{
    Rules r;
    r.startChips = 10 + rng.uniform(91);
    r.baseStake = 1 + rng.uniform(10);
    r.blankAfterOpening =
        rng.uniform(2) ? BlankAfterOpening::AsBefore : BlankAfterOpening::IntoKasse;
    r.winner = rng.uniform(2) ? WinnerRule::Emptier : WinnerRule::MostChips;
    return r;
}

zv::Options optionsOf(const Rules& r)
{
    return {
        {"start_chips", std::to_string(r.startChips)},
        {"base_stake", std::to_string(r.baseStake)},
        {"blank_into_kasse", r.blankAfterOpening == BlankAfterOpening::AsBefore ? "false" : "true"},
        {"emptier_wins", r.winner == WinnerRule::Emptier ? "true" : "false"}};
}

// A random move through the text interface: chance by its weights.
std::string randomMove(const zv::Game& game, zv::Rng& rng)
{
    const auto moves = game.legalMoves();
    if (game.toMove() != zv::kChanceSeat)
        return moves[static_cast<std::size_t>(rng.uniform(static_cast<int>(moves.size())))];
    const auto weights = game.chanceWeights();
    double r = rng.unit();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        r -= weights[i];
        if (r < 0)
            return moves[i];
    }
    return moves.back();
}

zv::GameRecord randomRecord(zv::Rng& rng, int seats, const zv::Options& options)
{
    zv::GameRecord record;
    record.game = "glocke_hammer";
    record.options = options;
    record.seats.resize(static_cast<std::size_t>(seats));
    auto game = zv::createGame(record.game, options, record.seats);
    while (!game->isOver()) {
        const std::string move = randomMove(*game, rng);
        record.moves.push_back({game->toMove(), move, {}});
        if (!game->play(move))
            qFatal("random move %s refused", move.c_str());
    }
    return record;
}

} // namespace

void TestGlockeHammer::randomGamesKeepInvariants()
{
    zv::FastRng rng(20240817);
    std::array<Move, GhState::kMaxMoves> moves;
    std::set<ThrowCase> cases;
    std::set<VoidReason> voids;
    std::array<int, 3> endings{};
    int sales = 0, leaves = 0;
    for (int g = 0; g < 10000; ++g) {
        const int seats = 2 + g % 5;
        GhState s(seats, randomRules(rng));
        QVERIFY2(s.invariantViolation().empty(), s.invariantViolation().c_str());
        int plies = 0;
        while (!s.isOver()) {
            const int n = s.generateMoves(moves.data());
            QVERIFY2(n > 0, "a running game has no legal move");
            int pick = rng.uniform(n);
            if (s.toMove() == zv::kChanceSeat) {
                double r = static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
                for (pick = 0; pick + 1 < n; ++pick) {
                    r -= s.chanceWeight(moves[static_cast<std::size_t>(pick)]);
                    if (r < 0)
                        break;
                }
            }
            const int before = s.playersInGame();
            s.apply(moves[static_cast<std::size_t>(pick)]);
            const std::string broken = s.invariantViolation();
            QVERIFY2(broken.empty(), qPrintable(QString("game %1, ply %2: %3")
                                                    .arg(g)
                                                    .arg(plies)
                                                    .arg(QString::fromStdString(broken))));
            if (s.phase() == Phase::SaleBid)
                ++sales;
            leaves += before - s.playersInGame();
            if (moves[static_cast<std::size_t>(pick)].kind == MoveKind::Dice) {
                cases.insert(s.lastCase());
                voids.insert(s.lastVoid());
            }
            QVERIFY2(++plies < 100000, "a random game did not end");
        }
        QCOMPARE(s.generateMoves(moves.data()), 0);
        ++endings[static_cast<std::size_t>(s.endReason())];
        double sum = 0;
        for (double share : s.result())
            sum += share;
        QVERIFY(std::abs(sum - 1.0) < 1e-12);
    }
    // Every way to end, every throw case and every void reason occurs.
    QCOMPARE(endings[0], 0);
    QVERIFY(endings[1] > 0 && endings[2] > 0);
    QCOMPARE(cases.size(), std::size_t{9});
    QCOMPARE(voids.size(), std::size_t{3});
    QVERIFY(sales > 0 && leaves > 0);
}

void TestGlockeHammer::randomGamesThroughTheTextInterface()
{
    zv::Rng rng(31);
    zv::FastRng rulesRng(32);
    for (int g = 0; g < 100; ++g) {
        const int seats = 2 + g % 5;
        auto game = zv::createGame("glocke_hammer", optionsOf(randomRules(rulesRng)),
                                   std::vector<zv::Seat>(static_cast<std::size_t>(seats)));
        QVERIFY(game);
        while (!game->isOver()) {
            const auto texts = game->legalMoves();
            const auto paths = game->inputPaths();
            QCOMPARE(paths.size(), texts.size());
            const bool chance = game->toMove() == zv::kChanceSeat;
            QCOMPARE(game->chanceWeights().size(), chance ? texts.size() : std::size_t{0});
            const std::string move = randomMove(*game, rng);
            std::string why;
            QVERIFY2(game->play(move, &why), why.c_str());
            const std::string broken = game->invariantViolation();
            QVERIFY2(broken.empty(), broken.c_str());
        }
        QVERIFY(game->legalMoves().empty());
        double sum = 0;
        for (double share : game->result())
            sum += share;
        QVERIFY(std::abs(sum - 1.0) < 1e-12);
    }
}

void TestGlockeHammer::undoByReplayingRecordPrefixes()
{
    zv::Rng rng(12);
    for (int g = 0; g < 20; ++g) {
        const zv::GameRecord full = randomRecord(rng, 2 + g % 5, {});
        // The states along the game, as the board saw them.
        std::vector<RecordingSink> seen;
        std::vector<std::uint64_t> hashes;
        auto game = zv::createGame("glocke_hammer", {}, full.seats);
        for (std::size_t i = 0;; ++i) {
            seen.emplace_back();
            game->describe(seen.back());
            hashes.push_back(game->hash());
            if (i == full.moves.size())
                break;
            QVERIFY(game->play(full.moves[i].text));
        }
        // Undo step by step back to the start: each state is the replay of a shorter prefix.
        for (std::size_t k = full.moves.size() + 1; k-- > 0;) {
            zv::GameRecord prefix = full;
            prefix.moves.resize(k);
            int failed = 0;
            std::string why;
            auto back = zv::replay(prefix, &failed, &why);
            QVERIFY2(back, why.c_str());
            RecordingSink now;
            back->describe(now);
            QVERIFY(now == seen[k]);
            QCOMPARE(back->hash(), hashes[k]);
        }
        // And forward again from the start with the recorded moves.
        auto again = zv::createGame("glocke_hammer", {}, full.seats);
        for (std::size_t i = 0; i < full.moves.size(); ++i) {
            QVERIFY(again->play(full.moves[i].text));
            RecordingSink now;
            again->describe(now);
            QVERIFY(now == seen[i + 1]);
        }
        QVERIFY(again->isOver());
    }
}

void TestGlockeHammer::recordJsonRoundTripsAndReplays()
{
    zv::Rng rng(77);
    const zv::Options options{{"start_chips", "20"}, {"emptier_wins", "true"}};
    zv::GameRecord record = randomRecord(rng, 4, options);
    record.seed = 18446744073709551557ULL;
    record.seats[1].kind = zv::PlayerKind::Computer;
    record.seats[1].level = zv::Level::Master;
    record.seats[2].name = "Gouvernante";
    record.meta["event"] = "test";
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("glocke_hammer-test.json");
    QString error;
    QVERIFY2(zv::records::writeFile(record, path, &error), qPrintable(error));
    const auto read = zv::records::readFile(path, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->game, record.game);
    QCOMPARE(read->options, record.options);
    QCOMPARE(read->seed, record.seed);
    QCOMPARE(read->meta, record.meta);
    QCOMPARE(read->seats.size(), std::size_t{4});
    QVERIFY(read->seats[1].kind == zv::PlayerKind::Computer);
    QVERIFY(read->seats[1].level == zv::Level::Master);
    QCOMPARE(read->seats[2].name, std::string("Gouvernante"));
    QCOMPARE(read->moves.size(), record.moves.size());
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        QCOMPARE(read->moves[i].seat, record.moves[i].seat);
        QCOMPARE(read->moves[i].text, record.moves[i].text);
    }
    std::string why;
    auto original = zv::replay(record, nullptr, &why);
    auto replayed = zv::replay(*read, nullptr, &why);
    QVERIFY2(original && replayed, why.c_str());
    QVERIFY(replayed->isOver());
    QCOMPARE(replayed->hash(), original->hash());
    QCOMPARE(replayed->result(), original->result());
    // Chance moves are written with the seat "chance".
    QVERIFY(zv::records::toJsonText(record).contains("\"seat\":\"chance\""));
}

void TestGlockeHammer::exampleRecordsReplay()
{
    const QDir records(QStringLiteral(ZV_SOURCE_DIR "/records"));
    const QStringList files = records.entryList({"glocke_hammer-*.json"}, QDir::Files);
    QVERIFY(files.size() >= 2);
    for (const QString& file : files) {
        QString error;
        const auto record = zv::records::readFile(records.filePath(file), &error);
        QVERIFY2(record, qPrintable(error));
        int failed = 0;
        std::string why;
        auto game = zv::replay(*record, &failed, &why);
        QVERIFY2(game, qPrintable(file + ": move " + QString::number(failed + 1) + ": " +
                                  QString::fromStdString(why)));
        QVERIFY2(game->isOver(), qPrintable(file));
        QVERIFY(game->invariantViolation().empty());
    }
}

void TestGlockeHammer::notationRoundTripsEveryLegalMove()
{
    zv::FastRng rng(5);
    std::array<Move, GhState::kMaxMoves> moves;
    int checked = 0;
    for (int g = 0; g < 60; ++g) {
        GhState s(2 + g % 5, randomRules(rng));
        while (!s.isOver()) {
            const int n = s.generateMoves(moves.data());
            for (int i = 0; i < n; ++i) {
                const Move m = moves[static_cast<std::size_t>(i)];
                const std::string text = s.moveText(m);
                Move back;
                std::string why;
                QVERIFY2(s.parseMove(text, &back, &why), (text + ": " + why).c_str());
                QVERIFY(back == m);
                std::string upper = text;
                for (char& c : upper)
                    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
                QVERIFY(s.parseMove(upper, &back, nullptr) && back == m);
                std::string joined;
                for (const auto& word : s.movePath(m))
                    joined += (joined.empty() ? "" : " ") + word;
                QCOMPARE(joined, text);
                ++checked;
            }
            s.apply(moves[static_cast<std::size_t>(rng.uniform(n))]);
        }
    }
    QVERIFY(checked > 100000);
}

void TestGlockeHammer::illegalMovesAreExplained()
{
    const auto contains = [](const std::string& text, const char* part) {
        return text.find(part) != std::string::npos;
    };
    const GhState start(3, Rules{});
    QVERIFY(contains(refusal(start, "throw"), "order of the auction is drawn by chance"));
    QVERIFY(contains(refusal(start, "order glocke glocke hammer schimmel wirtshaus"), "twice"));
    QVERIFY(contains(refusal(start, "order glocke hammer x schimmel wirtshaus"), "not a card"));
    const GhState auction = after(start, "order glocke hammer glocke_hammer schimmel wirtshaus");
    QVERIFY(contains(refusal(auction, "throw"), "the card glocke is on offer"));
    const GhState turn = throwing({30, 30, 30}, 20, {N, N, N, N, N}, 1);
    QVERIFY(contains(refusal(turn, "bid 3"), "seat 1's turn to throw"));
    const GhState dice = after(turn, "throw");
    QVERIFY(contains(refusal(dice, "dice 7"), "no die's mark"));
    QVERIFY(contains(refusal(dice, "dice 2 2"), "named twice"));
    QVERIFY(contains(refusal(dice, "dice"), "dice are falling"));
    QVERIFY(contains(refusal(dice, "dice blank 2"), "no die's mark"));
    const GhState sale = thrown(throwing({2, 30, 30}, 3, {0, N, N, 0, 2}, 0, {}, true), {"6"});
    QVERIFY(contains(refusal(sale, "bid 3"), "out of chips"));
    QVERIFY(contains(refusal(sale, "offer kuh"), "not a card"));
    const GhState over = thrown(throwing({30, 30, 30}, 7, {N, N, N, N, N}, 0), {"1", "6"});
    QVERIFY(contains(refusal(over, "throw"), "the game is over"));
}

void TestGlockeHammer::describeGivesTheBoardKeys()
{
    const GhState s =
        thrown(throwing({30, 30, 30}, 3, {1, N, N, N, 2}, 0, {}, true), {"6", "bell"});
    const RecordingSink sink = described(s);
    for (const char* key :
         {"over",          "toMove",    "phase",        "seats",        "chips",       "inGame",
          "cards",         "cardOwner", "cardWinnings", "kasse",        "setAside",    "totalChips",
          "wirtshausOpen", "wirt",      "auctionOrder", "auctionIndex", "cardOnOffer", "bid",
          "bidder",        "bidders",   "seller",       "offered",      "thrower",     "throws",
          "lastThrower",   "lastDice",  "lastFaces",    "lastPips",     "lastSymbol",  "lastCase",
          "lastVoid",      "payFrom",   "payTo",        "payAmount"})
        QVERIFY2(sink.values.count(key), key);
    QVERIFY(!sink.values.count("winner"));
    QCOMPARE(sink.text("phase"), std::string("throw"));
    QCOMPARE(sink.number("wirt"), 2LL);
    QCOMPARE(sink.number("wirtshausOpen"), 1LL);
    QCOMPARE(sink.ints("lastDice"), (std::vector<int>{0, 0, 0, 0, 0, 1, 1, 0}));
    QCOMPARE(sink.texts("lastFaces"), (std::vector<std::string>{"blank", "blank", "blank", "blank",
                                                                "blank", "6", "bell", "blank"}));
    QCOMPARE(sink.number("lastPips"), 6LL);
    QCOMPARE(sink.text("lastSymbol"), std::string("glocke"));
    QCOMPARE(sink.text("lastCase"), std::string("overshoot_symbol"));
    QCOMPARE(sink.ints("payFrom"), std::vector<int>{1});
    QCOMPARE(sink.ints("payTo"), std::vector<int>{2});
    QCOMPARE(sink.ints("payAmount"), std::vector<int>{3});
    QCOMPARE(sink.ints("cardWinnings"), (std::vector<int>{0, 0, 0, 0, 3}));
    // Payments from and to the Kasse use -1.
    const RecordingSink won =
        described(thrown(throwing({30, 30, 30}, 9, {N, N, N, N, N}, 0), {"4"}));
    QCOMPARE(won.ints("payFrom"), std::vector<int>{-1});
    QCOMPARE(won.ints("payTo"), std::vector<int>{0});
    // Before the first throw there are no dice to show; the order is unknown until drawn.
    const RecordingSink fresh = described(GhState(4, Rules{}));
    QVERIFY(fresh.ints("lastDice").empty());
    QVERIFY(fresh.texts("auctionOrder").empty());
    QCOMPARE(fresh.ints("payFrom"), (std::vector<int>{0, 1, 2, 3}));
    QCOMPARE(fresh.ints("payTo"), (std::vector<int>{-1, -1, -1, -1}));
    // A bid in progress.
    const RecordingSink bidding = described(after(
        GhState(3, Rules{}), {"order schimmel glocke hammer glocke_hammer wirtshaus", "bid 4"}));
    QCOMPARE(bidding.text("cardOnOffer"), std::string("schimmel"));
    QCOMPARE(bidding.number("bid"), 4LL);
    QCOMPARE(bidding.number("bidder"), 0LL);
    QCOMPARE(bidding.ints("bidders"), (std::vector<int>{0, 1, 2}));
}

void TestGlockeHammer::randomPlayoutsLeaveTheStateAlone()
{
    auto game = zv::createGame("glocke_hammer", {}, std::vector<zv::Seat>(4));
    QVERIFY(game->play("order glocke hammer glocke_hammer schimmel wirtshaus"));
    const auto before = game->hash();
    zv::Rng a(3), b(3);
    const auto first = game->randomPlayouts(50, a);
    const auto second = game->randomPlayouts(50, b);
    QCOMPARE(game->hash(), before);
    QCOMPARE(first.games, std::uint64_t{50});
    QVERIFY(first.plies >= 50 * 5); // every card is bid for at least
    QCOMPARE(second.plies, first.plies);
    QCOMPARE(a.drawCount(), std::size_t{1});
}
