// Glocke und Hammer: the computer players, with playout budgets only (no
// wall clock, so every result is deterministic). Move times are measured by
// `zeitvertreib-cli bench glocke_hammer`, never here.
#include "tst_glocke_hammer.h"
#include "tst_glocke_hammer_helpers.h"

#include <atomic>
#include <chrono>
#include <set>

using namespace gh_test;

namespace {

zv::SearchLimits playouts(std::uint64_t count)
{
    zv::SearchLimits limits;
    limits.time = std::chrono::milliseconds(0); // no wall clock: deterministic
    limits.maxNodes = count;
    return limits;
}

// Four players; `order` first card on offer, seat 0 has bid `price`, seat 1 to speak.
std::unique_ptr<zv::Game> offered(const std::string& order, int price)
{
    auto game = zv::createGame("glocke_hammer", {}, std::vector<zv::Seat>(4));
    if (!game->play(order) || !game->play("bid " + std::to_string(price)))
        qFatal("cannot set up the auction");
    return game;
}

const std::string kWirtshausFirst = "order wirtshaus glocke hammer glocke_hammer schimmel";
const std::string kGlockeFirst = "order glocke hammer glocke_hammer schimmel wirtshaus";

} // namespace

void TestGlockeHammer::playersAlwaysReturnLegalMoves()
{
    zv::Rng rng(8);
    for (int g = 0; g < 6; ++g) {
        const int seats = 2 + g % 5;
        auto game = zv::createGame("glocke_hammer", {{"start_chips", "12"}},
                                   std::vector<zv::Seat>(static_cast<std::size_t>(seats)));
        while (!game->isOver()) {
            std::string move;
            if (game->toMove() == zv::kChanceSeat) {
                move = game->computerMove(zv::Level::Beginner, playouts(1), rng);
            } else {
                const auto level =
                    (game->toMove() + g) % 2 ? zv::Level::Master : zv::Level::Beginner;
                move = game->computerMove(level, playouts(200), rng);
            }
            std::string why;
            QVERIFY2(game->play(move, &why), (move + ": " + why).c_str());
        }
    }
    // A budget of one playout still gives a legal move.
    auto game = offered(kWirtshausFirst, 3);
    std::string why;
    QVERIFY(game->play(game->computerMove(zv::Level::Master, playouts(1), rng), &why));
}

void TestGlockeHammer::playersHonourCancel()
{
    const std::atomic<bool> cancel{true};
    zv::SearchLimits limits;
    limits.time = std::chrono::milliseconds(60'000);
    limits.cancel = &cancel;
    zv::Rng rng(3);
    for (auto level : {zv::Level::Beginner, zv::Level::Master}) {
        auto game = offered(kWirtshausFirst, 3);
        const std::string move = game->computerMove(level, limits, rng);
        QVERIFY2(game->play(move), move.c_str());
    }
}

void TestGlockeHammer::strongIsDeterministicWithPlayoutBudget()
{
    for (int price : {2, 12, 19, 24}) {
        auto game = offered(kWirtshausFirst, price);
        zv::Rng a(42), b(42);
        QCOMPARE(game->computerMove(zv::Level::Master, playouts(3000), a),
                 game->computerMove(zv::Level::Master, playouts(3000), b));
    }
}

void TestGlockeHammer::strongBidsWhileTheCardIsWorthThePrice()
{
    zv::Rng rng(5);
    // The Wirtshaus earns its owner much more than one chip: raise by one.
    QCOMPARE(offered(kWirtshausFirst, 1)->computerMove(zv::Level::Master, playouts(8000), rng),
             std::string("bid 2"));
    QCOMPARE(offered(kWirtshausFirst, 9)->computerMove(zv::Level::Master, playouts(8000), rng),
             std::string("bid 10"));
    // Far above what it brings: pass.
    QCOMPARE(offered(kWirtshausFirst, 25)->computerMove(zv::Level::Master, playouts(8000), rng),
             std::string("pass"));
    QCOMPARE(offered(kGlockeFirst, 10)->computerMove(zv::Level::Master, playouts(8000), rng),
             std::string("pass"));
}

void TestGlockeHammer::weakValuationIsNoisier()
{
    // Over 20 seeds the strong player decides a clear case the same way every
    // time; the weak one, with few playouts and a rough estimate, does not.
    int weakDisagrees = 0;
    for (const auto& [order, price] : {std::pair{kWirtshausFirst, 9}, std::pair{kGlockeFirst, 5}}) {
        auto game = offered(order, price);
        std::set<std::string> strong, weak;
        for (std::uint64_t seed = 0; seed < 20; ++seed) {
            zv::Rng a(seed), b(seed);
            strong.insert(game->computerMove(zv::Level::Master, playouts(4000), a));
            weak.insert(game->computerMove(zv::Level::Beginner, playouts(1000), b)); // uses 48
        }
        QCOMPARE(strong.size(), std::size_t{1});
        weakDisagrees += weak.size() > 1;
    }
    QVERIFY(weakDisagrees > 0);
}

void TestGlockeHammer::sellerOffersACard()
{
    // Seat 0 owns Glocke and Schimmel and is out of chips.
    const GhState s = thrown(throwing({2, 30, 30}, 3, {0, N, N, 0, 2}, 0, {}, true), {"6"});
    QCOMPARE(s.phase(), Phase::SaleOffer);
    auto game = makeGlockeHammerGame(s);
    for (auto level : {zv::Level::Beginner, zv::Level::Master}) {
        for (std::uint64_t seed = 0; seed < 5; ++seed) {
            zv::Rng rng(seed);
            const std::string move = game->computerMove(level, playouts(600), rng);
            QVERIFY2(move.rfind("offer ", 0) == 0, move.c_str());
        }
    }
    // The buyers: the card goes for a price, not for nothing.
    GhState sale = after(s, "offer schimmel");
    zv::Rng rng(9);
    while (sale.phase() == Phase::SaleBid)
        sale = after(sale, sale.moveText(sale.chooseMove(zv::Level::Master, playouts(600), rng)));
    QVERIFY(sale.owner(Schimmel) == 1 || sale.owner(Schimmel) == 2 || !sale.inGame(0));
}

void TestGlockeHammer::strongEndsRicherThanRandomBidders()
{
    // One strong player against three that bid at random: over 40 seeded games
    // the strong one ends with clearly more chips on average.
    zv::Rng rng(2024);
    double strongChips = 0, randomChips = 0;
    const int games = 40;
    for (int g = 0; g < games; ++g) {
        const int strongSeat = g % 4;
        auto game = zv::createGame("glocke_hammer", {}, std::vector<zv::Seat>(4));
        while (!game->isOver()) {
            const auto moves = game->legalMoves();
            std::string move;
            if (game->toMove() == strongSeat)
                move = game->computerMove(zv::Level::Master, playouts(1000), rng);
            else if (game->toMove() == zv::kChanceSeat)
                move = game->computerMove(zv::Level::Beginner, playouts(1), rng);
            else
                move = moves[static_cast<std::size_t>(rng.uniform(static_cast<int>(moves.size())))];
            QVERIFY(game->play(move));
        }
        const GhState& end = *ghState(*game);
        for (int seat = 0; seat < 4; ++seat)
            (seat == strongSeat ? strongChips : randomChips) += end.chips(seat);
    }
    strongChips /= games;
    randomChips /= 3 * games;
    QVERIFY2(strongChips > randomChips + 8,
             qPrintable(QString("strong %1, random %2").arg(strongChips).arg(randomChips)));
}
