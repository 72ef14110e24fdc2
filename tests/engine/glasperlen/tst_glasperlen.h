// The Glasperlenspiel test suite. Every rule line of
// engine/games/glasperlen/RULES.md names the test function here that holds
// it. The slots are spread over files by topic: sowing and feeding, captures,
// the end, notation, whole games (the 1997 master game, self-play, records,
// undo), computer players.
#pragma once

#include <QObject>

class TestGlasperlen : public QObject {
    Q_OBJECT
private slots:
    // tst_glasperlen_sowing.cpp
    void startPosition();
    void sowingTakesAllBeadsOneByOne();
    void playerChoosesTheOrder();
    void sowingContinuesOnTheOpponentsSideNeverIntoCups();
    void originIsSkippedOnEveryLap();
    void severalBeadsPerPitOnlyAfterAFullLap();
    void feedingIsRequiredWhileAGemIsInPlay();
    void noFeedingWithOnlyStones();
    void someMoveAlwaysFeeds();

    // tst_glasperlen_capture.cpp
    void captureNeedsExactlyOneBeadInAnOpposingPit();
    void directCaptureTakesTheGem();
    void directCaptureTakesTheChainOfSingleGems();
    void indirectCaptureTakesAnyOpposingGem();
    void indirectCaptureTakesFromTheCupWhenHisPitsHaveNoGem();
    void indirectCaptureWithNoGemCapturesNothing();
    void indirectChainTakesOneGemPerStonePit();
    void directAndIndirectNeverMix();
    void lapCaptureCountsTheBeadSownEarlierThisTurn();
    void tournamentOnlyAStoneCaptures();
    void indirectCaptureMayTakeTheGemJustSown();

    // tst_glasperlen_end.cpp
    void gameEndsWhenThePlayerToMoveHasNoBead();
    void stuckPlayerWinsWhileGemsAreOnTheBoard();
    void morePointsWinWhenNoGemIsLeft();
    void equalPointsGoToThePlayerWithStones();
    void tournamentFifteenPointsWin();
    void tournamentEmptyingTooSoonLoses();
    void turnLimitEndsTheGame();
    void resignationEndsTheGame();
    void endRulesAgreeOnceNoGemIsInPlay();
    void nobodyIsStuckWhileAGemIsInPlay();

    // tst_glasperlen_notation.cpp
    void notationNamesPitsByCase();
    void notationListsBeadsInSowingOrder();
    void notationReadsTheSourcesCaptures();
    void notationReadsFreelingsCupGroup();
    void notationRejectsWithAReason();
    void stepsAndPathsMatchLegalMoves();
    void describeHasTheBoardKeys();

    // tst_glasperlen_games.cpp
    void masterGameReplaysToTheResignation();
    void masterGameFitsBothRuleSets();
    void masterGameAsPrintedFailsAtMove15();
    void startArrangementIsTheOnlyOneTheMasterGameAllows();
    void masterGameEmendationsAreForced();
    void selfplayKeepsAllTwentyBeads();
    void recordRoundTripsAndReplays();
    void undoByReplayingPrefixes();

    // tst_glasperlen_players.cpp
    void computerTurnsAreWholeLegalTurns();
    void equivalentOrdersAreTriedOnce();
    void strongTakesAnOpenCapture();
    void cancelReturnsALegalTurn();
    void strongBeatsWeak();
};
