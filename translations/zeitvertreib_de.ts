<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>ArticleScreen</name>
    <message>
        <source>Play now</source>
        <translation>Jetzt spielen</translation>
    </message>
    <message>
        <source>There is no text for this item yet.</source>
        <translation>Zu diesem Eintrag gibt es noch keinen Text.</translation>
    </message>
    <message>
        <source>The song</source>
        <translation>Das Lied</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <source>The day</source>
        <translation>Tagesablauf</translation>
    </message>
    <message>
        <source>Pictures</source>
        <translation>Bilder</translation>
    </message>
    <message>
        <source>Parts of this text are not translated yet and are shown in German.</source>
        <translation>Teile dieses Textes sind noch nicht übersetzt und werden auf Deutsch gezeigt.</translation>
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
    <name>GameCard</name>
    <message>
        <source>Children</source>
        <translation>Kinder</translation>
    </message>
    <message>
        <source>Adults</source>
        <translation>Erwachsene</translation>
    </message>
    <message>
        <source>Play now</source>
        <translation>Jetzt spielen</translation>
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
    <name>InventoryScreen</name>
    <message>
        <source>Show all</source>
        <translation>Alle zeigen</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>Children</source>
        <translation>Kinder</translation>
    </message>
    <message>
        <source>Adults</source>
        <translation>Erwachsene</translation>
    </message>
    <message>
        <source>Indoors</source>
        <translation>drinnen</translation>
    </message>
    <message>
        <source>Outdoors</source>
        <translation>draußen</translation>
    </message>
    <message>
        <source>In the collection</source>
        <translation>vorhanden</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>Nothing in the collection matches these choices.</source>
        <translation>Zu dieser Auswahl gibt es nichts in der Sammlung.</translation>
    </message>
    <message>
        <source>1 entry</source>
        <translation>1 Eintrag</translation>
    </message>
    <message>
        <source>%1 entries</source>
        <translation>%1 Einträge</translation>
    </message>
</context>
<context>
    <name>InventoryTile</name>
    <message>
        <source>not in the collection</source>
        <translation>nicht vorhanden</translation>
    </message>
    <message>
        <source>Read more ›</source>
        <translation>Mehr lesen ›</translation>
    </message>
</context>
<context>
    <name>MaterialList</name>
    <message>
        <source>In our collection</source>
        <translation>In unserer Sammlung</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>not in the collection</source>
        <translation>nicht vorhanden</translation>
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
    <name>PageTurner</name>
    <message>
        <source>‹ Previous page</source>
        <translation>‹ Vorige Seite</translation>
    </message>
    <message>
        <source>Next page ›</source>
        <translation>Nächste Seite ›</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
</context>
<context>
    <name>PicturePager</name>
    <message>
        <source>‹ Previous picture</source>
        <translation>‹ Voriges Bild</translation>
    </message>
    <message>
        <source>Next picture ›</source>
        <translation>Nächstes Bild ›</translation>
    </message>
    <message>
        <source>Picture %1 of %2</source>
        <translation>Bild %1 von %2</translation>
    </message>
</context>
<context>
    <name>SearchScreen</name>
    <message>
        <source>Search for a game, a person, a song …</source>
        <translation>Suche ein Spiel, eine Person, ein Lied …</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Type a word – a game, a person, a song, a thing of the collection.</source>
        <translation>Tippe ein Wort – ein Spiel, eine Person, ein Lied, ein Stück der Sammlung.</translation>
    </message>
    <message>
        <source>Nothing found for “%1”.</source>
        <translation>Zu „%1“ wurde nichts gefunden.</translation>
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
    <name>StepPage</name>
    <message>
        <source>Figure %1</source>
        <translation>Abbildung %1</translation>
    </message>
</context>
<context>
    <name>StepPager</name>
    <message>
        <source>‹ Previous step</source>
        <translation>‹ Voriger Schritt</translation>
    </message>
    <message>
        <source>Next step ›</source>
        <translation>Nächster Schritt ›</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
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
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
</context>
<context>
    <name>VersePager</name>
    <message>
        <source>‹ Previous verse</source>
        <translation>‹ Vorige Strophe</translation>
    </message>
    <message>
        <source>Next verse ›</source>
        <translation>Nächste Strophe ›</translation>
    </message>
    <message>
        <source>Verse %1 of %2</source>
        <translation>Strophe %1 von %2</translation>
    </message>
</context>
</TS>
