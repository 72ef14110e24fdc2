// The Glocke und Hammer test suite. Every rule line of
// engine/games/glocke_hammer/RULES.md names the test function here that holds
// it. The slots are spread over files by topic: throws, auction, sales and
// the end, dice and odds, whole games, computer players.
#pragma once

#include <QObject>

class TestGlockeHammer : public QObject {
    Q_OBJECT
private slots:
    // tst_glocke_hammer_throws.cpp: every throw case, before and after the Wirtshaus opens
    void blankThrowPaysTheSchimmelOwner();
    void schimmelOwnerThrowingBlankPaysNothing();
    void blankWithSymbolOwnerPaysTheSchimmelOwner();
    void schimmelOwnerBlankWithSymbolIsPaidUnlessHeOwnsTheCard();
    void pipsUpToTheKasseGoToTheThrower();
    void pipsWithSymbolGoToTheCardOwner();
    void exactKasseEndsTheGame();
    void firstThrowAboveTheKasseOpensTheWirtshaus();
    void pipsRulesStillHoldAfterOpening();
    void overshootIsPaidToTheWirt();
    void wirtThrowingOvershootPaysNothing();
    void overshootWithSymbolIsPaidByTheCardOwner();
    void blankAfterOpeningGoesIntoTheKasse();
    void blankAfterOpeningAsBeforeOption();
    void unownedCardsMakeTheirPaymentsVoid();
    void payerWithTooFewChipsPaysWhatHeHas();

    // tst_glocke_hammer_auction.cpp: set-up and the auction
    void setUpFollowsTheOptions();
    void seatsAndOptionsAreChecked();
    void auctionOrderIsAChanceMove();
    void englishAuctionLastBidWinsAndPaysTheKasse();
    void bidsMustRiseAndStayWithinChips();
    void passIsFinalForTheCard();
    void playersWhoCannotRaiseDropOut();
    void openingBidderMovesOnWithEachCard();
    void unsoldCardHasNoOwner();
    void playerMayBuySeveralCards();
    void throwingGoesRoundFromSeatZero();

    // tst_glocke_hammer_sale.cpp: players out of chips, the end, the winner
    void playerOutOfChipsOffersACard();
    void saleIsAnAuctionAmongTheOthers();
    void noBuyerLetsHimOfferAnotherCardOrLeave();
    void playerMayLeaveInsteadOfOffering();
    void playerWithoutCardsLeavesTheGame();
    void zeroChipsWithoutADebtStaysInTheGame();
    void lastPlayerLeftWins();
    void mostChipsWinAndTiesShare();
    void emptierWinsOption();

    // tst_glocke_hammer_dice.cpp: the dice and the exact odds
    void eightDiceAsDescribed();
    void throwTableMatchesEnumeration();
    void chanceWeightsAreTheDiceOdds();
    void diceAreFairOverSeededThrows();
    void throwsAreForcedThroughRngReplay();
    void kasseOddsAddUp();

    // tst_glocke_hammer_games.cpp: whole games, records, notation, board keys
    void randomGamesKeepInvariants();
    void randomGamesThroughTheTextInterface();
    void undoByReplayingRecordPrefixes();
    void recordJsonRoundTripsAndReplays();
    void exampleRecordsReplay();
    void notationRoundTripsEveryLegalMove();
    void illegalMovesAreExplained();
    void describeGivesTheBoardKeys();
    void randomPlayoutsLeaveTheStateAlone();

    // tst_glocke_hammer_players.cpp: computer players (playout budgets only)
    void playersAlwaysReturnLegalMoves();
    void playersHonourCancel();
    void strongIsDeterministicWithPlayoutBudget();
    void strongBidsWhileTheCardIsWorthThePrice();
    void weakValuationIsNoisier();
    void sellerOffersACard();
    void strongEndsRicherThanRandomBidders();
};
