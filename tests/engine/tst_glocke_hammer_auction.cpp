// Glocke und Hammer: set-up and the auction of the five cards (RULES.md,
// "Set-up" and "The auction").
#include "tst_glocke_hammer.h"
#include "tst_glocke_hammer_helpers.h"

#include <set>

using namespace gh_test;

namespace {

const std::string kOrder = "order glocke hammer glocke_hammer schimmel wirtshaus";

GhState auctionStart(int seats = 3)
{
    return after(GhState(seats, Rules{}), kOrder);
}

} // namespace

void TestGlockeHammer::setUpFollowsTheOptions()
{
    auto game = zv::createGame("glocke_hammer", {{"start_chips", "50"}, {"base_stake", "5"}},
                               std::vector<zv::Seat>(5));
    QVERIFY(game);
    const GhState& s = *ghState(*game);
    QCOMPARE(chipsOf(s), (std::vector<int>{45, 45, 45, 45, 45}));
    QCOMPARE(s.kasse(), 25);
    QCOMPARE(s.totalChips(), 300); // the box: chips for six players
    QCOMPARE(s.setAside(), 50);
    QCOMPARE(s.phase(), Phase::Order);
    QCOMPARE(game->toMove(), zv::kChanceSeat);
    QCOMPARE(s.paymentCount(), 5); // every stake, for the board to show
    QCOMPARE(static_cast<int>(s.payment(4).from), 4);
    QCOMPARE(static_cast<int>(s.payment(4).to), kKasse);
    const GhState plain(3, Rules{});
    QCOMPARE(chipsOf(plain), (std::vector<int>{32, 32, 32}));
    QCOMPARE(plain.kasse(), 12);
    QCOMPARE(plain.setAside(), 108);
    QVERIFY(plain.invariantViolation().empty());
}

void TestGlockeHammer::seatsAndOptionsAreChecked()
{
    const zv::GameInfo* info = zv::findGame("glocke_hammer");
    QVERIFY(info);
    QCOMPARE(info->nameDe, std::string("Glocke und Hammer"));
    QCOMPARE(info->minSeats, 2);
    QCOMPARE(info->maxSeats, 6);
    const std::vector<std::string> keys{"start_chips", "base_stake", "blank_into_kasse",
                                        "emptier_wins"};
    const std::vector<std::string> defaults{"36", "4", "true", "false"};
    QCOMPARE(info->options.size(), keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i) {
        QCOMPARE(info->options[i].key, keys[i]);
        QCOMPARE(info->options[i].defaultValue, defaults[i]);
        QVERIFY(!info->options[i].source.empty());
        QVERIFY(!info->options[i].labelDe.empty() && !info->options[i].labelEn.empty());
    }
    std::string why;
    QVERIFY(!zv::createGame("glocke_hammer", {}, std::vector<zv::Seat>(1), &why));
    QVERIFY(!zv::createGame("glocke_hammer", {}, std::vector<zv::Seat>(7), &why));
    QVERIFY(why.find("2 to 6") != std::string::npos);
    QVERIFY(
        !zv::createGame("glocke_hammer", {{"start_chips", "5"}}, std::vector<zv::Seat>(3), &why));
    QVERIFY(!zv::createGame("glocke_hammer", {{"emptier_wins", "maybe"}}, std::vector<zv::Seat>(3),
                            &why));
    for (int seats = 2; seats <= 6; ++seats)
        QVERIFY(zv::createGame("glocke_hammer", {},
                               std::vector<zv::Seat>(static_cast<std::size_t>(seats))));
}

void TestGlockeHammer::auctionOrderIsAChanceMove()
{
    auto game = zv::createGame("glocke_hammer", {}, std::vector<zv::Seat>(3));
    const auto moves = game->legalMoves();
    const auto weights = game->chanceWeights();
    QCOMPARE(moves.size(), std::size_t{120});
    QCOMPARE(std::set<std::string>(moves.begin(), moves.end()).size(), std::size_t{120});
    for (double w : weights)
        QVERIFY(std::abs(w - 1.0 / 120) < 1e-15);
    for (int i = 0; i < kAuctionOrders; ++i)
        QCOMPARE(auctionOrderIndex(auctionOrder(i)), i);
    QVERIFY(game->play("order wirtshaus schimmel glocke hammer glocke_hammer"));
    const GhState& s = *ghState(*game);
    QCOMPARE(s.order(), (std::array<std::int8_t, kCards>{4, 3, 0, 1, 2}));
    QCOMPARE(s.cardOnOffer(), static_cast<int>(Wirtshaus));
    QCOMPARE(s.phase(), Phase::Auction);
    QCOMPARE(
        described(s).texts("auctionOrder"),
        (std::vector<std::string>{"wirtshaus", "schimmel", "glocke", "hammer", "glocke_hammer"}));
}

void TestGlockeHammer::englishAuctionLastBidWinsAndPaysTheKasse()
{
    GhState s = auctionStart();
    QCOMPARE(s.toMove(), 0);
    s = after(s, "bid 2");
    QCOMPARE(s.toMove(), 1);
    s = after(s, {"bid 3", "pass"});
    QCOMPARE(s.toMove(), 0); // seat 0, outbid, may bid again
    s = after(s, "bid 5");
    QCOMPARE(s.bidder(), 0);
    s = after(s, "pass");
    QCOMPARE(s.owner(Glocke), 0);
    QCOMPARE(chipsOf(s), (std::vector<int>{27, 32, 32}));
    QCOMPARE(s.kasse(), 17);
    QCOMPARE(s.paymentCount(), 1);
    QCOMPARE(static_cast<int>(s.payment(0).to), kKasse);
    QCOMPARE(s.cardOnOffer(), static_cast<int>(Hammer));
    QCOMPARE(s.auctionIndex(), 1);
}

void TestGlockeHammer::bidsMustRiseAndStayWithinChips()
{
    const GhState s = after(auctionStart(), "bid 3");
    QVERIFY(refusal(s, "bid 3").find("more than the current bid of 3") != std::string::npos);
    QVERIFY(refusal(s, "bid 33").find("more than he can pay") != std::string::npos);
    QVERIFY(refusal(s, "bid many").find("bid and a number") != std::string::npos);
    QVERIFY(refusal(s, "bid 32").empty());
    const auto moves = makeGlockeHammerGame(s)->legalMoves();
    QCOMPARE(moves.size(), std::size_t{1 + 29}); // pass, bid 4 .. bid 32
    QCOMPARE(moves.front(), std::string("pass"));
    QCOMPARE(moves.back(), std::string("bid 32"));
}

void TestGlockeHammer::passIsFinalForTheCard()
{
    GhState s = after(auctionStart(), {"pass", "bid 1", "bid 2"});
    QCOMPARE(s.toMove(), 1); // seat 0 passed and is not asked again
    QVERIFY(!s.stillBidding(0));
    QCOMPARE(described(s).ints("bidders"), (std::vector<int>{1, 2}));
    s = after(s, "pass");
    QCOMPARE(s.owner(Glocke), 2);
    QCOMPARE(s.chips(2), 30);
}

void TestGlockeHammer::playersWhoCannotRaiseDropOut()
{
    GhState start(3, Rules{});
    start.setChipsForTest({5, 30, 30}, 12);
    GhState s = after(start, kOrder);
    s = after(s, {"bid 1", "bid 5"});
    QCOMPARE(s.toMove(), 2);
    s = after(s, "bid 6");
    QVERIFY(!s.stillBidding(0)); // five chips cannot beat six
    QCOMPARE(s.toMove(), 1);
    // A player without chips is not asked at all.
    GhState broke(3, Rules{});
    broke.setChipsForTest({0, 30, 30}, 12);
    QCOMPARE(after(broke, kOrder).toMove(), 1);
}

void TestGlockeHammer::openingBidderMovesOnWithEachCard()
{
    GhState s = auctionStart();
    for (int card = 0; card < kCards; ++card) {
        QCOMPARE(s.auctionIndex(), card);
        QCOMPARE(s.toMove(), card % 3);
        s = after(s, {"pass", "pass", "pass"});
    }
    QCOMPARE(s.phase(), Phase::Throw);
}

void TestGlockeHammer::unsoldCardHasNoOwner()
{
    GhState s = auctionStart();
    s = after(s, {"pass", "pass", "pass"}); // nobody bids for the Glocke
    QCOMPARE(s.owner(Glocke), kNobody);
    QCOMPARE(s.kasse(), 12);
    QCOMPARE(s.paymentCount(), 0);
    QCOMPARE(s.cardOnOffer(), static_cast<int>(Hammer)); // it is not offered again
    QCOMPARE(described(s).ints("cardOwner")[Glocke], -1);
}

void TestGlockeHammer::playerMayBuySeveralCards()
{
    GhState s = auctionStart();
    while (s.phase() == Phase::Auction)
        s = after(s, s.toMove() == 0 ? "bid " + std::to_string(s.bid() + 1) : std::string("pass"));
    for (int card = 0; card < kCards; ++card)
        QCOMPARE(s.owner(card), 0);
    QCOMPARE(chipsOf(s), (std::vector<int>{27, 32, 32}));
    QCOMPARE(s.kasse(), 17);
}

void TestGlockeHammer::throwingGoesRoundFromSeatZero()
{
    GhState s = auctionStart();
    while (s.phase() == Phase::Auction)
        s = after(s, "pass");
    QCOMPARE(s.phase(), Phase::Throw);
    QCOMPARE(s.toMove(), 0);
    QCOMPARE(makeGlockeHammerGame(s)->legalMoves(), (std::vector<std::string>{"throw"}));
    const GhState picked = after(s, "throw");
    QCOMPARE(picked.toMove(), zv::kChanceSeat);
    QCOMPARE(makeGlockeHammerGame(picked)->legalMoves().size(), std::size_t{256});
    for (int seat : {1, 2, 0, 1}) {
        s = thrown(s, {"1"});
        QCOMPARE(s.toMove(), seat);
    }
}
