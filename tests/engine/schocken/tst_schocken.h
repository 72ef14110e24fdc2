// The Schocken test suite. Every rule line of engine/games/schocken/RULES.md
// names the test function here that holds it. The slots are spread over
// files by topic: throws, rounds (ties and chips), halves, whole games,
// computer players.
#pragma once

#include <QObject>

class TestSchocken : public QObject {
    Q_OBJECT
private slots:
    // tst_schocken_throws.cpp: the ranking and the handling of the dice
    void rankingTableOfSection5();
    void penaltiesOfSection5();
    void schockZweiBeatsDreiDicke();
    void leadRevealsAndSetsAsideOneOrTwo();
    void rethrowAllOption();
    void asideDiceStayAside();
    void atMostThreeThrows();
    void twoSixesTurnIntoAOne();
    void threeSixesTurnIntoTwoOnes();
    void turnedThrowMustBeThrownAgain();
    void sixesFromDifferentThrowsDoNotTurn();
    void noTurningOnTheLastThrow();
    void turnSixesOption();

    // tst_schocken_rounds.cpp: a round, its ties and its chips
    void firstThrowsAreCoveredInOrder();
    void othersStayCoveredUntilTheEnd();
    void schussGivesEveryoneOneThrow();
    void othersMayThrowThreeTimes();
    void limitToLeadOption();
    void penaltyComesFromTheHighestThrow();
    void loserOfARoundLeadsTheNext();
    void chipsComeFromTheStockThenTheWinner();
    void loserGetsOnlyWhatTheGiverHas();
    void playersWithoutChipsLeaveAfterTheStock();
    void lowestTieIsRolledOff();
    void rolloffRepeatsOnEqualTotals();
    void highestTieRolledOffWhenTheWinnerGives();
    void highestTieIgnoredWhileTheStockGives();
    void allTiedOneRolloffDecidesBoth();
    void tiesIgnoreTheNumberOfThrows();
    void mitIstSchittOption();
    void schockAusTiesMitIstSchitt();
    void schockAusTakesEveryChip();

    // tst_schocken_halves.cpp: who starts, the halves, the finale
    void seatsAndOptionsAreChecked();
    void openingWithOneDieHighestStarts();
    void openingTieMitIstSchitt();
    void openingWithThreeDice();
    void halfEndsWhenOnePlayerHoldsAll();
    void markerGoesToTheFirstHalfLoser();
    void halfLoserStartsTheNextStage();
    void durchmarschEndsTheGame();
    void twoLosersPlayTheFinale();
    void finaleLoserLosesTheGame();

    // tst_schocken_games.cpp: whole games, odds, notation, board keys
    void randomGamesKeepInvariants();
    void throwClassFrequenciesMatchTheOdds();
    void chanceWeightsAreTheDiceOdds();
    void notationRoundTripsEveryLegalMove();
    void illegalMovesAreExplained();
    void describeGivesTheBoardKeys();
    void randomPlayoutsLeaveTheStateAlone();

    // tst_schocken_records.cpp: undo, records
    void undoByReplayingRecordPrefixes();
    void recordJsonRoundTripsAndReplays();
    void exampleRecordsReplay();

    // tst_schocken_players.cpp: computer players
    void keepOddsMatchBruteForce();
    void playersAlwaysReturnLegalMoves();
    void playersHonourCancel();
    void strongNeverLooksUnderCoveredCups();
    void strongStandsOnASafeThrowAndChasesABadOne();
    void weakPlaysLikeACasualPlayer();
    void strongBeatsWeakOverSeededGames();
};
