<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>ArticleScreen</name>
    <message>
        <source>Overview</source>
        <translation>Überblick</translation>
    </message>
    <message>
        <source>Rules for children</source>
        <translation>Regeln für Kinder</translation>
    </message>
    <message>
        <source>Rules for adults</source>
        <translation>Regeln für Erwachsene</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Geschichte</translation>
    </message>
    <message>
        <source>Play now</source>
        <translation>Jetzt spielen</translation>
    </message>
    <message>
        <source>There is no text for this item yet.</source>
        <translation>Zu diesem Eintrag gibt es noch keinen Text.</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>You won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Nochmal</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>GameLobby</name>
    <message>
        <source>begins</source>
        <translation>beginnt</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Spiel beginnen</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Take back move</source>
        <translation>Zug zurücknehmen</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Neu beginnen</translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Computer (stark)</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Computer (leicht)</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Weiß ist am Zug</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Schwarz ist am Zug</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>A draw!</source>
        <translation>Unentschieden!</translation>
    </message>
    <message>
        <source>White wins!</source>
        <translation>Weiß gewinnt!</translation>
    </message>
    <message>
        <source>Black wins!</source>
        <translation>Schwarz gewinnt!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>%1 has only two stones left.</source>
        <translation>%1 hat nur noch zwei Steine.</translation>
    </message>
    <message>
        <source>%1 cannot move any stone.</source>
        <translation>%1 kann keinen Stein mehr ziehen.</translation>
    </message>
    <message>
        <source>The same position came up for the third time: a draw.</source>
        <translation>Dieselbe Stellung kam zum dritten Mal: unentschieden.</translation>
    </message>
    <message>
        <source>50 moves each without a stone taken: a draw.</source>
        <translation>Je 50 Züge, ohne dass ein Stein geschlagen wurde: unentschieden.</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Welcome to the manor house</source>
        <translation>Willkommen im Gutshaus</translation>
    </message>
    <message>
        <source>Games, stories and the people of a household around 1900. Touch a card to begin.</source>
        <translation>Spiele, Geschichten und die Menschen eines Haushalts um 1900. Tippe auf eine Karte, um zu beginnen.</translation>
    </message>
    <message>
        <source>The exhibit&apos;s content is not available right now.</source>
        <translation>Die Inhalte der Ausstellung sind gerade nicht verfügbar.</translation>
    </message>
</context>
<context>
    <name>MuehleHand</name>
    <message>
        <source>In hand: %1</source>
        <translation>Im Vorrat: %1</translation>
    </message>
    <message>
        <source>Taken: %1</source>
        <translation>Geschlagen: %1</translation>
    </message>
</context>
<context>
    <name>MuehleStatus</name>
    <message>
        <source>Mill! Take one of %1&apos;s stones.</source>
        <translation>Mühle! Nimm einen Stein von %1.</translation>
    </message>
    <message>
        <source>Where should the stone go? Touch a glowing point.</source>
        <translation>Wohin soll der Stein? Tippe auf einen leuchtenden Punkt.</translation>
    </message>
    <message>
        <source>Place a stone on a glowing point.</source>
        <translation>Setze einen Stein auf einen leuchtenden Punkt.</translation>
    </message>
    <message>
        <source>Only three stones left: a stone may jump to any free point.</source>
        <translation>Nur noch drei Steine: Ein Stein darf auf jeden freien Punkt springen.</translation>
    </message>
    <message>
        <source>Touch one of your stones, then where it should go.</source>
        <translation>Tippe auf einen deiner Steine, dann auf sein Ziel.</translation>
    </message>
    <message>
        <source>The computer is thinking …</source>
        <translation>Der Computer überlegt …</translation>
    </message>
</context>
<context>
    <name>OptionToggle</name>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
</context>
<context>
    <name>SeatChooser</name>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>stark</translation>
    </message>
</context>
<context>
    <name>SectionScreen</name>
    <message>
        <source>Play now</source>
        <translation>Jetzt spielen</translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <source>Home</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
</TS>
