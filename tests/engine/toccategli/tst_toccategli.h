// The Toccateglispiel test suite. Every rule line of
// engine/games/toccategli/RULES.md names the test function here that holds
// it. Files by topic: setting the stones, marks and Striche, the Schule, whole
// games, the ledger of marks, computer players.
#pragma once

#include <QObject>

class TestToccategli : public QObject {
    Q_OBJECT
private slots:
    // tst_toccategli_moves.cpp: set-up, lots, moving, the Hucke, the Force, bearing off
    void setUpTwoHeapsOnTheFirstPoint();
    void lotsDecideTheFirstThrow();
    void countingStartsFromTheNextPoint();
    void twoStonesOrOneStoneWithBothDice();
    void sonnesOrSixFiveAtTheStartNeedTwoStones();
    void noStoneLandsOnTheOpponent();
    void huckeIsTakenOnlyWithTwoStones();
    void huckeIsLeftOnlyWithTwoStones();
    void opponentsHuckeIsNeverOccupiedButPassed();
    void huckeMitGewalt();
    void forceForbidsSingleStonesInHisSecondBoard();
    void bothDiceMustBeSetAndTheHigherFirst();
    void unplayableThrowsScoreForTheOpponent();
    void bearingOffFromTheRueckjanHighestFirst();
    void noExactBearingOffWhileHeHoldsHisFirstPoint();
    void illegalMovesAreExplained();

    // tst_toccategli_marks.cpp: hits, Hucke, Jans, twelve, Striche, Marsch, Partie
    void hitsOnBlotsWithASimpleThrow();
    void bandsAreNotHit();
    void hitsWithDoubletsSecondFieldAndNachschlag();
    void hittingTheOpponentsHucke();
    void jansScoreEveryThrowWhileHeld();
    void twelveMarkedWinsStricheByTheOpponentsMarks();
    void continueWithTheRestOrStartAnew();
    void marschScoresTwoAndTheWinnerThrowsFirst();
    void marschWithADoubletWinsTheSatz();
    void partieOfSixOrEightStriche();

    // tst_toccategli_schule.cpp: the Schule option
    void schuleOffTheEngineMarksEverything();
    void schuleRightMarkingPasses();
    void schuleForgottenPointsGoToTheSender();
    void schuleTooManyPointsGoToTheSender();
    void schuleLetItPassOrForceTheRightMarking();
    void schuleUnjustSendingCostsTheSender();
    void schuleComputerPlayersMarkAndReview();

    // tst_toccategli_games.cpp: whole games, records, notation, board keys
    void randomGamesKeepInvariants();
    void randomGamesThroughTheTextInterface();
    void undoByReplayingRecordPrefixes();
    void recordJsonRoundTripsAndReplays();
    void exampleRecordsReplay();
    void notationRoundTripsEveryLegalMove();
    void describeGivesTheBoardKeys();
    void chanceWeightsAreTheDiceOdds();

    // tst_toccategli_ledger.cpp: every mark is traceable
    void markersAndStricheFollowTheMarks();

    // tst_toccategli_players.cpp: computer players
    void playersAlwaysReturnLegalMoves();
    void playersHonourCancel();
    void strongFollowsTheHauptregeln();
    void strongBeatsWeak();
};
