// The Mühle test suite. Every rule line of engine/games/muehle/RULES.md names
// the test function here that holds it. The slots are spread over several
// files by topic: rules of the source, decisions where the source is silent,
// whole games, computer players.
#pragma once

#include <QObject>

class TestMuehle : public QObject {
    Q_OBJECT
private slots:
    // tst_muehle_rules.cpp: the source's rules
    void boardHasTwentyFourPointsAndSixteenLines();
    void settingAlternatesNineStonesEach();
    void settingOnlyOnFreePoints();
    void movingOnlyToNeighbouringFreePoints();
    void phasesFollowStonesInHandAndOnBoard();
    void threeStonesJumpAnywhere();
    void playerReducedToTwoStonesLoses();
    void playerWhoCannotMoveLoses();
    void blockedWhenMovingPhaseBeginsLoses();
    void closingMillRemovesStoneOutsideMills();
    void millInSettingPhaseRemoves();
    void millStonesProtectedInEndPhaseByDefault();
    void endPhaseOptionAllowsTakingFromMills();

    // tst_muehle_decisions.cpp: where the source is silent
    void whiteMovesFirst();
    void allStonesInMillsAnyMayBeTaken();
    void doubleMillRemovesOneStone();
    void reopenedMillClosesAgain();
    void onlyTheMovedStoneClosesAMill();
    void removalIsPartOfTheMove();
    void millWithoutOpposingStonesRemovesNothing();
    void threefoldRepetitionDraws();
    void hundredPliesWithoutRemovalDraw();
    void illegalMovesAreExplained();
    void describeGivesTheBoardKeys();
    void impossiblePositionsAreRefused();

    // tst_muehle_games.cpp: whole games
    void randomGamesKeepInvariants();
    void randomGamesThroughTheTextInterface();
    void undoToStartAndForwardAgain();
    void notationRoundTripsEveryLegalMove();
    void randomPlayoutsLeaveTheStateAlone();

    // tst_muehle_players.cpp: computer players (node budgets only)
    void strongTakesAnImmediateMill();
    void strongBlocksAnOpenMill();
    void strongSearchIsDeterministicWithNodeBudget();
    void playersAlwaysReturnLegalMoves();
    void playersHonourCancel();
    void strongBeatsWeak();
    void endgameTableAgreesWithTheRules();
    void masterPlaysTheEndgamePerfectly();
};
