// Glocke und Hammer: every throw case of the source, before and after the
// Wirtshaus opens (RULES.md, "Throws"). The dice are forced through the
// recorded Rng (forcedThrow), then played as the chance move's text.
// Cards: {Glocke, Hammer, Glocke und Hammer, Schimmel, Wirtshaus}.
#include "tst_glocke_hammer.h"
#include "tst_glocke_hammer_helpers.h"

using namespace gh_test;

namespace {

void checkPayment(const GhState& s, int from, int to, int amount)
{
    QCOMPARE(s.paymentCount(), 1);
    QCOMPARE(static_cast<int>(s.payment(0).from), from);
    QCOMPARE(static_cast<int>(s.payment(0).to), to);
    QCOMPARE(static_cast<int>(s.payment(0).amount), amount);
}

} // namespace

void TestGlockeHammer::blankThrowPaysTheSchimmelOwner()
{
    const GhState s = throwing({30, 30, 30}, 20, {N, N, N, 1, N}, 0);
    const GhState t = thrown(s, {});
    QCOMPARE(chipsOf(t), (std::vector<int>{29, 31, 30}));
    QCOMPARE(t.kasse(), 20);
    QCOMPARE(t.lastCase(), ThrowCase::Schimmel);
    QCOMPARE(t.lastVoid(), VoidReason::None);
    checkPayment(t, 0, 1, 1);
    QCOMPARE(t.cardWinnings(Schimmel), 1);
    QCOMPARE(t.phase(), Phase::Throw);
    QCOMPARE(t.toMove(), 1); // the turn goes round
}

void TestGlockeHammer::schimmelOwnerThrowingBlankPaysNothing()
{
    const GhState s = throwing({30, 30, 30}, 20, {N, N, N, 1, N}, 1);
    const GhState t = thrown(s, {});
    QCOMPARE(chipsOf(t), (std::vector<int>{30, 30, 30}));
    QCOMPARE(t.lastCase(), ThrowCase::Schimmel);
    QCOMPARE(t.lastVoid(), VoidReason::Self);
    QCOMPARE(t.paymentCount(), 0);
}

void TestGlockeHammer::blankWithSymbolOwnerPaysTheSchimmelOwner()
{
    // Glocke: seat 2, Hammer: seat 0, Glocke und Hammer: seat 2, Schimmel: seat 1.
    const GhState s = throwing({30, 30, 30}, 20, {2, 0, 2, 1, N}, 0);
    const GhState bell = thrown(s, {"bell"});
    QCOMPARE(chipsOf(bell), (std::vector<int>{30, 31, 29}));
    QCOMPARE(bell.lastCase(), ThrowCase::SchimmelSymbol);
    checkPayment(bell, 2, 1, 1);
    const GhState hammer = thrown(s, {"hammer"});
    QCOMPARE(chipsOf(hammer), (std::vector<int>{29, 31, 30}));
    const GhState both = thrown(throwing({30, 30, 30}, 20, {0, 0, 2, 1, N}, 0), {"bell", "hammer"});
    QCOMPARE(chipsOf(both), (std::vector<int>{30, 31, 29})); // the Glocke-und-Hammer owner pays
}

void TestGlockeHammer::schimmelOwnerBlankWithSymbolIsPaidUnlessHeOwnsTheCard()
{
    // The Schimmel owner (seat 1) throws Schimmel with the bell: the Glocke owner pays him.
    const GhState s = throwing({30, 30, 30}, 20, {2, 0, 2, 1, N}, 1);
    QCOMPARE(chipsOf(thrown(s, {"bell"})), (std::vector<int>{30, 31, 29}));
    // He owns the Hammer card himself: the throw is void.
    const GhState own = throwing({30, 30, 30}, 20, {2, 1, 2, 1, N}, 1);
    const GhState t = thrown(own, {"hammer"});
    QCOMPARE(chipsOf(t), (std::vector<int>{30, 30, 30}));
    QCOMPARE(t.lastCase(), ThrowCase::SchimmelSymbol);
    QCOMPARE(t.lastVoid(), VoidReason::Self);
    // Another player's throw with that symbol is void as well: he would pay himself.
    const GhState other = throwing({30, 30, 30}, 20, {2, 1, 2, 1, N}, 0);
    QCOMPARE(thrown(other, {"hammer"}).lastVoid(), VoidReason::Self);
}

void TestGlockeHammer::pipsUpToTheKasseGoToTheThrower()
{
    const GhState s = throwing({30, 30, 30}, 20, {1, 1, 1, 1, 1}, 0);
    const GhState t = thrown(s, {"2", "5"});
    QCOMPARE(chipsOf(t), (std::vector<int>{37, 30, 30}));
    QCOMPARE(t.kasse(), 13);
    QCOMPARE(t.lastCase(), ThrowCase::Pips);
    checkPayment(t, kKasse, 0, 7);
    QVERIFY(!t.isOver());
    // Up to the Kasse means just below it too.
    const GhState below = thrown(throwing({30, 30, 30}, 8, {N, N, N, N, N}, 2), {"1", "6"});
    QCOMPARE(below.chips(2), 37);
    QCOMPARE(below.kasse(), 1);
    QVERIFY(!below.isOver());
}

void TestGlockeHammer::pipsWithSymbolGoToTheCardOwner()
{
    const GhState s = throwing({30, 30, 30}, 20, {1, 2, 0, N, N}, 0);
    const GhState bell = thrown(s, {"3", "bell"});
    QCOMPARE(chipsOf(bell), (std::vector<int>{30, 33, 30}));
    QCOMPARE(bell.lastCase(), ThrowCase::PipsSymbol);
    QCOMPARE(bell.cardWinnings(Glocke), 3);
    QCOMPARE(chipsOf(thrown(s, {"4", "hammer"})), (std::vector<int>{30, 30, 34}));
    // Both symbols: the Glocke-und-Hammer owner, here the thrower himself.
    QCOMPARE(chipsOf(thrown(s, {"1", "6", "bell", "hammer"})), (std::vector<int>{37, 30, 30}));
}

void TestGlockeHammer::exactKasseEndsTheGame()
{
    const GhState plain = thrown(throwing({30, 30, 30}, 7, {N, N, N, N, N}, 1), {"1", "6"});
    QVERIFY(plain.isOver());
    QCOMPARE(plain.endReason(), EndReason::KasseEmptied);
    QCOMPARE(plain.kasse(), 0);
    QCOMPARE(plain.chips(1), 37);
    QCOMPARE(plain.emptier(), 1);
    QVERIFY(makeGlockeHammerGame(plain)->legalMoves().empty());
    // With a symbol the card's owner empties the Kasse, also after the opening.
    const GhState symbol =
        thrown(throwing({30, 30, 30}, 9, {N, 2, N, N, 0}, 0, {}, true), {"4", "5", "hammer"});
    QVERIFY(symbol.isOver());
    QCOMPARE(symbol.chips(2), 39);
    QCOMPARE(symbol.emptier(), 2);
}

void TestGlockeHammer::firstThrowAboveTheKasseOpensTheWirtshaus()
{
    const GhState s = throwing({30, 30, 30}, 5, {N, N, N, N, 2}, 0);
    QVERIFY(!s.wirtshausOpen());
    const GhState opened = thrown(s, {"6", "bell"});
    QVERIFY(opened.wirtshausOpen());
    QCOMPARE(opened.lastCase(), ThrowCase::OpensWirtshaus);
    QCOMPARE(chipsOf(opened), (std::vector<int>{30, 30, 30})); // the opening throw pays nothing
    QCOMPARE(opened.kasse(), 5);
    // From the next throw on, the overshoot is due.
    const GhState next = thrown(opened, {"3", "4"});
    QCOMPARE(next.lastCase(), ThrowCase::Overshoot);
    checkPayment(next, 1, 2, 2);
}

void TestGlockeHammer::pipsRulesStillHoldAfterOpening()
{
    const GhState s = throwing({30, 30, 30}, 10, {1, N, N, N, 2}, 0, {}, true);
    QCOMPARE(chipsOf(thrown(s, {"4"})), (std::vector<int>{34, 30, 30}));
    QCOMPARE(chipsOf(thrown(s, {"2", "bell"})), (std::vector<int>{30, 32, 30}));
    QVERIFY(thrown(s, {"4", "6"}).isOver());
}

void TestGlockeHammer::overshootIsPaidToTheWirt()
{
    const GhState s = throwing({30, 30, 30}, 3, {N, N, N, N, 2}, 0, {}, true);
    const GhState t = thrown(s, {"1", "5"});
    QCOMPARE(t.lastCase(), ThrowCase::Overshoot);
    QCOMPARE(chipsOf(t), (std::vector<int>{27, 30, 33}));
    QCOMPARE(t.kasse(), 3);
    QCOMPARE(t.cardWinnings(Wirtshaus), 3);
}

void TestGlockeHammer::wirtThrowingOvershootPaysNothing()
{
    const GhState t = thrown(throwing({30, 30, 30}, 3, {N, N, N, N, 2}, 2, {}, true), {"1", "5"});
    QCOMPARE(t.lastCase(), ThrowCase::Overshoot);
    QCOMPARE(t.lastVoid(), VoidReason::Self);
    QCOMPARE(chipsOf(t), (std::vector<int>{30, 30, 30}));
}

void TestGlockeHammer::overshootWithSymbolIsPaidByTheCardOwner()
{
    const GhState s = throwing({30, 30, 30}, 3, {1, 0, 1, N, 2}, 0, {}, true);
    const GhState t = thrown(s, {"6", "bell"});
    QCOMPARE(t.lastCase(), ThrowCase::OvershootSymbol);
    checkPayment(t, 1, 2, 3);
    // The Wirt throws it: the card's owner pays him all the same.
    const GhState wirt = throwing({30, 30, 30}, 3, {1, 0, 1, N, 2}, 2, {}, true);
    QCOMPARE(chipsOf(thrown(wirt, {"6", "hammer"})), (std::vector<int>{27, 30, 33}));
    // The card's owner is the Wirt: he would pay himself, so nothing happens.
    const GhState own = throwing({30, 30, 30}, 3, {2, 0, 1, N, 2}, 0, {}, true);
    const GhState v = thrown(own, {"6", "bell"});
    QCOMPARE(v.lastVoid(), VoidReason::Self);
    QCOMPARE(chipsOf(v), (std::vector<int>{30, 30, 30}));
}

void TestGlockeHammer::blankAfterOpeningGoesIntoTheKasse()
{
    const GhState s = throwing({30, 30, 30}, 10, {2, 0, 0, 1, 2}, 0, {}, true);
    const GhState plain = thrown(s, {});
    QCOMPARE(plain.lastCase(), ThrowCase::SchimmelKasse);
    checkPayment(plain, 1, kKasse, 1); // the Schimmel owner pays, not the thrower
    QCOMPARE(plain.kasse(), 11);
    const GhState bell = thrown(s, {"bell"});
    QCOMPARE(bell.lastCase(), ThrowCase::SchimmelSymbolKasse);
    checkPayment(bell, 2, kKasse, 1);
    // The Schimmel owner's own blank throw costs him too: nobody pays himself here.
    const GhState own = thrown(throwing({30, 30, 30}, 10, {2, 0, 0, 1, 2}, 1, {}, true), {});
    checkPayment(own, 1, kKasse, 1);
    // Before the opening the same throw pays the Schimmel owner.
    QCOMPARE(thrown(throwing({30, 30, 30}, 10, {2, 0, 0, 1, 2}, 0), {}).lastCase(),
             ThrowCase::Schimmel);
}

void TestGlockeHammer::blankAfterOpeningAsBeforeOption()
{
    const Rules asBefore = withBlank(BlankAfterOpening::AsBefore);
    const GhState s = throwing({30, 30, 30}, 10, {2, 0, 0, 1, 2}, 0, asBefore, true);
    const GhState plain = thrown(s, {});
    QCOMPARE(plain.lastCase(), ThrowCase::Schimmel);
    checkPayment(plain, 0, 1, 1);
    const GhState bell = thrown(s, {"bell"});
    QCOMPARE(bell.lastCase(), ThrowCase::SchimmelSymbol);
    checkPayment(bell, 2, 1, 1);
    QCOMPARE(thrown(throwing({30, 30, 30}, 10, {2, 0, 0, 1, 2}, 1, asBefore, true), {}).lastVoid(),
             VoidReason::Self);
    // The registry maps the option to the rule.
    QVERIFY(rulesFromOptions({{"blank_into_kasse", "false"}}).blankAfterOpening ==
            BlankAfterOpening::AsBefore);
    QVERIFY(rulesFromOptions({}).blankAfterOpening == BlankAfterOpening::IntoKasse);
}

void TestGlockeHammer::unownedCardsMakeTheirPaymentsVoid()
{
    const GhState none = throwing({30, 30, 30}, 9, {N, N, N, N, N}, 0);
    const GhState blank = thrown(none, {});
    QCOMPARE(blank.lastVoid(), VoidReason::NoOwner);
    QCOMPARE(chipsOf(blank), (std::vector<int>{30, 30, 30}));
    // Pips with an unsold symbol stay in the Kasse, even when they would empty it.
    const GhState bell = thrown(none, {"3", "6", "bell"});
    QCOMPARE(bell.lastVoid(), VoidReason::NoOwner);
    QCOMPARE(bell.kasse(), 9);
    QVERIFY(!bell.isOver());
    // Without a Wirt the overshoot goes nowhere; the Schimmel pays nothing into the Kasse.
    const GhState open = throwing({30, 30, 30}, 3, {N, N, N, N, N}, 0, {}, true);
    QCOMPARE(thrown(open, {"6"}).lastVoid(), VoidReason::NoOwner);
    QCOMPARE(thrown(open, {}).lastVoid(), VoidReason::NoOwner);
    QCOMPARE(thrown(open, {}).kasse(), 3);
}

void TestGlockeHammer::payerWithTooFewChipsPaysWhatHeHas()
{
    // Seat 0 owes an overshoot of 4 but has 3 chips: he pays 3, the rest is not owed.
    const GhState s = throwing({3, 30, 30}, 2, {N, N, N, N, 2}, 0, {}, true);
    const GhState t = thrown(s, {"6"});
    checkPayment(t, 0, 2, 3);
    QCOMPARE(t.chips(0), 0);
    QCOMPARE(t.chips(2), 33);
    QVERIFY(!t.inGame(0)); // out of chips without a card: he leaves (see the sale tests)
    QVERIFY(t.invariantViolation().empty());
}
