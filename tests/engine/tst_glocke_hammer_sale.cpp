// Glocke und Hammer: players out of chips, sales, leaving, the end and the
// winner (RULES.md, "Out of chips" and "The end").
#include "tst_glocke_hammer.h"
#include "tst_glocke_hammer_helpers.h"

using namespace gh_test;

namespace {

// Seat 0 owns the Glocke and the Schimmel, has 2 chips and owes an overshoot
// of 3 to the Wirt (seat 2): he pays 2 and is out of chips.
GhState outOfChips()
{
    const GhState s = throwing({2, 30, 30}, 3, {0, N, N, 0, 2}, 0, {}, true);
    return thrown(s, {"6"});
}

} // namespace

void TestGlockeHammer::playerOutOfChipsOffersACard()
{
    const GhState s = outOfChips();
    QCOMPARE(chipsOf(s), (std::vector<int>{0, 30, 32}));
    QCOMPARE(s.phase(), Phase::SaleOffer);
    QCOMPARE(s.toMove(), 0);
    QCOMPARE(s.seller(), 0);
    QCOMPARE(makeGlockeHammerGame(s)->legalMoves(),
             (std::vector<std::string>{"offer glocke", "offer schimmel", "leave"}));
    QVERIFY(refusal(s, "offer hammer").find("does not own") != std::string::npos);
}

void TestGlockeHammer::saleIsAnAuctionAmongTheOthers()
{
    GhState s = after(outOfChips(), "offer schimmel");
    QCOMPARE(s.phase(), Phase::SaleBid);
    QCOMPARE(s.toMove(), 1); // the seat after the seller speaks first
    QVERIFY(!s.stillBidding(0));
    s = after(s, {"bid 4", "bid 6", "pass"});
    QCOMPARE(s.owner(Schimmel), 2);
    QCOMPARE(chipsOf(s), (std::vector<int>{6, 30, 26})); // the price goes to the seller
    QCOMPARE(s.paymentCount(), 1);
    QCOMPARE(static_cast<int>(s.payment(0).from), 2);
    QCOMPARE(static_cast<int>(s.payment(0).to), 0);
    QVERIFY(s.inGame(0));
    QCOMPARE(s.phase(), Phase::Throw);
    QCOMPARE(s.toMove(), 1); // the turn goes on after the player who threw
}

void TestGlockeHammer::noBuyerLetsHimOfferAnotherCardOrLeave()
{
    GhState s = after(outOfChips(), {"offer schimmel", "pass", "pass"});
    QCOMPARE(s.phase(), Phase::SaleOffer);
    QCOMPARE(makeGlockeHammerGame(s)->legalMoves(),
             (std::vector<std::string>{"offer glocke", "leave"}));
    QVERIFY(refusal(s, "offer schimmel").find("found no buyer") != std::string::npos);
    s = after(s, {"offer glocke", "pass", "pass"});
    // Every card offered in vain: he leaves, and his cards belong to nobody.
    QVERIFY(!s.inGame(0));
    QCOMPARE(s.owner(Glocke), kNobody);
    QCOMPARE(s.owner(Schimmel), kNobody);
    QCOMPARE(s.phase(), Phase::Throw);
    QCOMPARE(s.toMove(), 1);
}

void TestGlockeHammer::playerMayLeaveInsteadOfOffering()
{
    const GhState s = after(outOfChips(), "leave");
    QVERIFY(!s.inGame(0));
    QCOMPARE(s.owner(Glocke), kNobody);
    QCOMPARE(s.toMove(), 1);
    QCOMPARE(described(s).ints("inGame"), (std::vector<int>{0, 1, 1}));
}

void TestGlockeHammer::playerWithoutCardsLeavesTheGame()
{
    GhState s = thrown(throwing({1, 30, 30}, 10, {N, N, N, 1, N}, 0), {});
    QVERIFY(!s.inGame(0)); // he paid his last chip and has no card to sell
    QCOMPARE(s.chips(1), 31);
    QCOMPARE(s.phase(), Phase::Throw);
    QCOMPARE(s.toMove(), 1);
    s = thrown(s, {"1"});
    s = thrown(s, {"1"});
    QCOMPARE(s.toMove(), 1); // seat 0 is passed over
}

void TestGlockeHammer::zeroChipsWithoutADebtStaysInTheGame()
{
    // Spent everything in the auction: still in, and he may win chips.
    const GhState s = throwing({0, 30, 30}, 10, {N, N, N, 1, N}, 0);
    const GhState won = thrown(s, {"4"});
    QVERIFY(won.inGame(0));
    QCOMPARE(won.chips(0), 4);
    QVERIFY(thrown(s, {"2", "bell"}).inGame(0)); // a void throw owes nothing
    // The first payment he owes puts him out.
    QVERIFY(!thrown(s, {}).inGame(0));
    QCOMPARE(thrown(s, {}).chips(1), 30); // he had nothing to pay with
}

void TestGlockeHammer::lastPlayerLeftWins()
{
    const GhState s = thrown(throwing({1, 30}, 10, {N, N, N, 1, N}, 0), {});
    QVERIFY(s.isOver());
    QCOMPARE(s.endReason(), EndReason::LastPlayer);
    QCOMPARE(s.result(), (std::vector<double>{0.0, 1.0}));
    const RecordingSink sink = described(s);
    QCOMPARE(sink.number("winner"), 1LL);
    QCOMPARE(sink.text("reason"), std::string("last_player"));
}

void TestGlockeHammer::mostChipsWinAndTiesShare()
{
    const GhState win = thrown(throwing({30, 35, 30}, 7, {N, N, N, N, N}, 0), {"1", "6"});
    QCOMPARE(win.result(), (std::vector<double>{1.0, 0.0, 0.0}));
    QCOMPARE(described(win).number("winner"), 0LL);
    const GhState tie = thrown(throwing({30, 37, 30}, 7, {N, N, N, N, N}, 0), {"1", "6"});
    QCOMPARE(tie.result(), (std::vector<double>{0.5, 0.5, 0.0}));
    QCOMPARE(tie.winners(), (std::vector<int>{0, 1}));
    QCOMPARE(described(tie).number("winner"), -1LL);
    QCOMPARE(described(tie).ints("winners"), (std::vector<int>{0, 1}));
}

void TestGlockeHammer::emptierWinsOption()
{
    Rules emptier;
    emptier.winner = WinnerRule::Emptier;
    const GhState plain =
        thrown(throwing({10, 50, 30}, 7, {N, N, N, N, N}, 0, emptier), {"1", "6"});
    QCOMPARE(plain.result(), (std::vector<double>{1.0, 0.0, 0.0})); // poorer, but he emptied it
    // With a symbol the card's owner takes the last chips and wins.
    const GhState symbol =
        thrown(throwing({10, 50, 30}, 7, {2, N, N, N, N}, 0, emptier), {"1", "6", "bell"});
    QCOMPARE(symbol.result(), (std::vector<double>{0.0, 0.0, 1.0}));
    QVERIFY(rulesFromOptions({{"emptier_wins", "true"}}).winner == WinnerRule::Emptier);
}
