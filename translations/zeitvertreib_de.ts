<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AccessibilityPanel</name>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Easier to see, easier to reach</source>
        <translation>Besser sehen, besser erreichen</translation>
    </message>
    <message>
        <source>Read pages aloud by themselves</source>
        <translation>Seiten von selbst vorlesen</translation>
    </message>
    <message>
        <source>Large text</source>
        <translation>Große Schrift</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Starker Kontrast</translation>
    </message>
    <message>
        <source>Everything within low reach</source>
        <translation>Alles in niedriger Griffhöhe</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
</context>
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
    <name>CardFace</name>
    <message>
        <source>card, face down</source>
        <translation>Karte, verdeckt</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
</context>
<context>
    <name>DameBoard</name>
    <message>
        <source>black stone</source>
        <translation>schwarzer Stein</translation>
    </message>
    <message>
        <source>white stone</source>
        <translation>weißer Stein</translation>
    </message>
    <message>
        <source>black Dame</source>
        <translation>schwarze Dame</translation>
    </message>
    <message>
        <source>white Dame</source>
        <translation>weiße Dame</translation>
    </message>
    <message>
        <source>The computer is thinking …</source>
        <translation>Der Computer überlegt …</translation>
    </message>
    <message>
        <source>Jump on: touch the next landing square.</source>
        <translation>Weiterspringen: Tippe auf das nächste Landefeld.</translation>
    </message>
    <message>
        <source>Where should it go? Touch a glowing square.</source>
        <translation>Wohin soll er ziehen? Tippe auf ein leuchtendes Feld.</translation>
    </message>
    <message>
        <source>You must capture! Touch a glowing stone, then each landing square in turn.</source>
        <translation>Du musst schlagen! Tippe auf einen leuchtenden Stein, dann der Reihe nach auf jedes Landefeld.</translation>
    </message>
    <message>
        <source>Touch one of your stones, then where it should go.</source>
        <translation>Tippe auf einen deiner Steine, dann auf sein Ziel.</translation>
    </message>
    <message>
        <source>Touch the square where it lands after the jump.</source>
        <translation>Tippe auf das Feld, auf dem er nach dem Sprung landet.</translation>
    </message>
</context>
<context>
    <name>DamePanel</name>
    <message>
        <source>On the board: %1</source>
        <translation>Auf dem Brett: %1</translation>
    </message>
    <message>
        <source>of them 1 Dame</source>
        <translation>davon 1 Dame</translation>
    </message>
    <message>
        <source>of them %1 Damen</source>
        <translation>davon %1 Damen</translation>
    </message>
    <message>
        <source>Taken: %1</source>
        <translation>Geschlagen: %1</translation>
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
    <message>
        <source>About the game</source>
        <translation>Über das Spiel</translation>
    </message>
    <message>
        <source>In the collection</source>
        <translation>In der Sammlung</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>Dein Ergebnis</translation>
    </message>
</context>
<context>
    <name>FuenfWuerfelBoard</name>
    <message>
        <source>Ones</source>
        <translation>Einser</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Zweier</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Dreier</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Vierer</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Fünfer</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sechser</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Dreierpasch</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Viererpasch</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Small straight</source>
        <translation>Kleine Straße</translation>
    </message>
    <message>
        <source>Large straight</source>
        <translation>Große Straße</translation>
    </message>
    <message>
        <source>Kniffel</source>
        <translation>Kniffel</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
</context>
<context>
    <name>FwNotes</name>
    <message>
        <source>Last: %1 struck out.</source>
        <translation>Zuletzt: %1 gestrichen.</translation>
    </message>
    <message>
        <source>Last: %1 points in %2.</source>
        <translation>Zuletzt: %1 Punkte bei %2.</translation>
    </message>
    <message>
        <source>Last: %1 struck out %2.</source>
        <translation>Zuletzt: %1 strich %2.</translation>
    </message>
    <message>
        <source>Last: %1 wrote %2 points in %3.</source>
        <translation>Zuletzt: %1 schrieb %2 Punkte bei %3.</translation>
    </message>
    <message>
        <source>Best: roll all five again</source>
        <translation>Am besten: alle fünf neu würfeln</translation>
    </message>
    <message>
        <source>Best: hold %1 and roll</source>
        <translation>Am besten: %1 halten und würfeln</translation>
    </message>
    <message>
        <source>Best: write %1 (marked on the sheet)</source>
        <translation>Am besten: %1 eintragen (auf dem Zettel markiert)</translation>
    </message>
    <message>
        <source>Hint: the best strategy is being worked out …</source>
        <translation>Tipp: Die beste Strategie wird berechnet …</translation>
    </message>
    <message>
        <source>Hint: expected final score of each choice (Ø)</source>
        <translation>Tipp: erwartete Endpunktzahl jeder Wahl (Ø)</translation>
    </message>
    <message>
        <source>Hint: rolling now: Ø %1 points at the end</source>
        <translation>Tipp: Jetzt würfeln – am Ende Ø %1 Punkte</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Last: 1 point in %1.</source>
        <translation>Zuletzt: 1 Punkt bei %1.</translation>
    </message>
    <message>
        <source>Last: %1 wrote 1 point in %2.</source>
        <translation>Zuletzt: %1 schrieb 1 Punkt bei %2.</translation>
    </message>
</context>
<context>
    <name>FwSheet</name>
    <message>
        <source>Upper block</source>
        <translation>Oberer Block</translation>
    </message>
    <message>
        <source>Lower block</source>
        <translation>Unterer Block</translation>
    </message>
</context>
<context>
    <name>FwSheetTable</name>
    <message>
        <source>Sum</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Bonus (63 or more)</source>
        <translation>Bonus (ab 63)</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>Oben gesamt</translation>
    </message>
    <message>
        <source>of which further Kniffels</source>
        <translation>davon weitere Kniffel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>%1 to go</source>
        <translation>noch %1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
</context>
<context>
    <name>FwTray</name>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist aus.</translation>
    </message>
    <message>
        <source>%1 throws.</source>
        <translation>%1 würfelt.</translation>
    </message>
    <message>
        <source>%1 thinks.</source>
        <translation>%1 überlegt.</translation>
    </message>
    <message>
        <source>Roll the dice!</source>
        <translation>Würfle!</translation>
    </message>
    <message>
        <source>%1: roll the dice!</source>
        <translation>%1: Würfle!</translation>
    </message>
    <message>
        <source>Write the throw into a field.</source>
        <translation>Trag den Wurf in ein Feld ein.</translation>
    </message>
    <message>
        <source>%1: write the throw into a field.</source>
        <translation>%1: Trag den Wurf in ein Feld ein.</translation>
    </message>
    <message>
        <source>Roll again or write a field.</source>
        <translation>Weiterwürfeln oder ein Feld eintragen.</translation>
    </message>
    <message>
        <source>%1: roll again or write a field.</source>
        <translation>%1: Weiterwürfeln oder ein Feld eintragen.</translation>
    </message>
    <message>
        <source>Round %1 of 13</source>
        <translation>Runde %1 von 13</translation>
    </message>
    <message>
        <source>All five held: write them into a field.</source>
        <translation>Alle fünf gehalten: Trag sie in ein Feld ein.</translation>
    </message>
    <message>
        <source>Touch the dice you want to keep, or a field on the sheet.</source>
        <translation>Tippe die Würfel an, die du behalten willst – oder ein Feld auf dem Zettel.</translation>
    </message>
    <message>
        <source>%1 held; the others are rolled.</source>
        <translation>%1 gehalten, die anderen werden gewürfelt.</translation>
    </message>
    <message>
        <source>Another Kniffel! 100 points in any free field.</source>
        <translation>Noch ein Kniffel! 100 Punkte in einem freien Feld deiner Wahl.</translation>
    </message>
    <message>
        <source>Roll the rest</source>
        <translation>Rest würfeln</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>No throw left</source>
        <translation>Kein Wurf mehr</translation>
    </message>
    <message>
        <source>1 throw left of 3</source>
        <translation>noch 1 von 3 Würfen</translation>
    </message>
    <message>
        <source>%1 throws left of 3</source>
        <translation>noch %1 von 3 Würfen</translation>
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
        <source>Continue</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Ein neues Spiel beginnen?</translation>
    </message>
    <message>
        <source>The game you began is then over. Moves so far: %1</source>
        <translation>Das begonnene Spiel ist dann vorbei. Bisherige Züge: %1</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Neues Spiel beginnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
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
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Watch a recorded game</source>
        <translation>Eine aufgezeichnete Partie ansehen</translation>
    </message>
    <message>
        <source>About the game</source>
        <translation>Über das Spiel</translation>
    </message>
    <message>
        <source>In the collection</source>
        <translation>In der Sammlung</translation>
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
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 lost.</source>
        <translation>%1 hat verloren.</translation>
    </message>
    <message>
        <source>For comparison: the best strategy scores %1 points on average.</source>
        <translation>Zum Vergleich: Die beste Strategie erreicht im Mittel %1 Punkte.</translation>
    </message>
</context>
<context>
    <name>GameShelf</name>
    <message>
        <source>No game fits all of these choices.</source>
        <translation>Kein Spiel passt zu allen diesen Wünschen.</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Alle zeigen</translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message>
        <source>The figure is laid!</source>
        <translation>Die Figur ist gelegt!</translation>
    </message>
    <message>
        <source>The solution</source>
        <translation>Die Lösung</translation>
    </message>
    <message>
        <source>All seven pieces lie in the shadow, none on another.</source>
        <translation>Alle sieben Teile liegen im Schatten, keines auf einem anderen.</translation>
    </message>
    <message>
        <source>This is one way to lay the seven pieces. Try another figure!</source>
        <translation>So lassen sich die sieben Teile legen. Probier eine andere Figur!</translation>
    </message>
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
        <source>Computer (master)</source>
        <translation>Computer (Meister)</translation>
    </message>
    <message>
        <source>Computer (practised)</source>
        <translation>Computer (Geübt)</translation>
    </message>
    <message>
        <source>Computer (beginner)</source>
        <translation>Computer (Anfänger)</translation>
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
    <message>
        <source>1 chip</source>
        <translation>1 Marke</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 Marken</translation>
    </message>
    <message>
        <source>A shared win!</source>
        <translation>Geteilter Sieg!</translation>
    </message>
    <message>
        <source>The Kasse was emptied exactly.</source>
        <translation>Die Kasse wurde genau geleert.</translation>
    </message>
    <message>
        <source>Only one player is left in the game.</source>
        <translation>Nur noch ein Spieler ist im Spiel.</translation>
    </message>
    <message>
        <source>All the others win!</source>
        <translation>Alle anderen gewinnen!</translation>
    </message>
    <message>
        <source>Durchmarsch: the same player lost both halves.</source>
        <translation>Durchmarsch: Derselbe Spieler hat beide Hälften verloren.</translation>
    </message>
    <message>
        <source>The two losers of the halves played the finale.</source>
        <translation>Die beiden Verlierer der Hälften haben das Finale gespielt.</translation>
    </message>
    <message>
        <source>1 penalty chip</source>
        <translation>1 Strafscheibe</translation>
    </message>
    <message>
        <source>%1 penalty chips</source>
        <translation>%1 Strafscheiben</translation>
    </message>
    <message>
        <source>Schock-Aus</source>
        <translation>Schock-Aus</translation>
    </message>
    <message>
        <source>Jule</source>
        <translation>Jule</translation>
    </message>
    <message>
        <source>Schock %1</source>
        <translation>Schock %1</translation>
    </message>
    <message>
        <source>Drei Dicke (three of a kind)</source>
        <translation>Drei Dicke</translation>
    </message>
    <message>
        <source>Straße (a run)</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Simple throw</source>
        <translation>Einfacher Wurf</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>%1 could not move at the start of his turn while gems were still on the board, and so he wins.</source>
        <translation>%1 konnte zu Beginn seines Zuges nicht ziehen, während noch Edelsteine auf dem Brett lagen – damit gewinnt er.</translation>
    </message>
    <message>
        <source>No gem is left on the board: whoever has more points wins.</source>
        <translation>Kein Edelstein liegt mehr auf dem Brett: Es gewinnt, wer mehr Punkte hat.</translation>
    </message>
    <message>
        <source>No gem is left and the points are equal: %1 still has stones on his side and wins.</source>
        <translation>Kein Edelstein liegt mehr auf dem Brett und die Punkte sind gleich: %1 hat noch Steine auf seiner Seite und gewinnt.</translation>
    </message>
    <message>
        <source>%1 has no bead left and %2 has at least 15 points (tournament rules).</source>
        <translation>%1 hat keine Perle mehr und %2 hat mindestens 15 Punkte (Turnierregeln).</translation>
    </message>
    <message>
        <source>%1 was emptied before %2 had 15 points (tournament rules).</source>
        <translation>%1 wurde leergespielt, bevor %2 15 Punkte hatte (Turnierregeln).</translation>
    </message>
    <message>
        <source>The game reached the greatest number of turns the kiosk allows: the points decided.</source>
        <translation>Die Partie erreichte die größte Zahl an Zügen, die der Kiosk zulässt: Die Punkte entschieden.</translation>
    </message>
    <message>
        <source>%1 has resigned.</source>
        <translation>%1 hat aufgegeben.</translation>
    </message>
    <message>
        <source>%1 chalked the Striche of the Partie first.</source>
        <translation>%1 hat zuerst die Striche der Partie angekreidet.</translation>
    </message>
    <message>
        <source>The game ended with the first player to lose all his lives.</source>
        <translation>Das Spiel endete mit dem Ersten, der alle Leben verloren hat.</translation>
    </message>
    <message>
        <source>The bank has gone round the table: the most chips win.</source>
        <translation>Die Bank ist um den Tisch gegangen: Wer die meisten Marken hat, gewinnt.</translation>
    </message>
    <message>
        <source>One player holds every chip.</source>
        <translation>Ein Spieler hat alle Marken.</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 Punkt</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>No field is free any more: the points are added up.</source>
        <translation>Kein Feld ist mehr frei: Die Punkte werden zusammengezählt.</translation>
    </message>
    <message>
        <source>%1 has no stone left.</source>
        <translation>%1 hat keinen Stein mehr.</translation>
    </message>
    <message>
        <source>Only Damen moved and nothing was taken for too long: a draw.</source>
        <translation>Zu lange zogen nur Damen, und nichts wurde geschlagen: unentschieden.</translation>
    </message>
    <message>
        <source>A row of pits is empty.</source>
        <translation>Eine Reihe von Mulden ist leer.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>%1 brought every piece into the house opposite first.</source>
        <translation>Als Erstes hat %1 alle Kegel ins gegenüberliegende Haus gebracht.</translation>
    </message>
    <message>
        <source>%1&apos;s goal house is full and the rest of the pieces stand right before it: that counts as reached.</source>
        <translation>Das Zielhaus von %1 ist voll besetzt, die übrigen Kegel stehen direkt davor: Das zählt als erreicht.</translation>
    </message>
    <message>
        <source>20 rounds without anyone coming nearer the goal: most pieces in the goal house win, then the fewest steps left.</source>
        <translation>20 Runden lang ist niemand dem Ziel näher gekommen: Es gewinnt, wer die meisten Kegel im Zielhaus hat, dann wer die wenigsten Schritte vor sich hat.</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>%1 has four beads in a row.</source>
        <translation>%1 hat vier Kugeln in einer Reihe.</translation>
    </message>
    <message>
        <source>All 64 beads are on the rods and nobody has four in a row: a draw.</source>
        <translation>Alle 64 Kugeln stecken auf den Stäben, und niemand hat vier in einer Reihe: unentschieden.</translation>
    </message>
    <message>
        <source>All 64 beads are on the rods: whoever took more beads wins.</source>
        <translation>Alle 64 Kugeln stecken auf den Stäben: Wer mehr Kugeln erobert hat, gewinnt.</translation>
    </message>
    <message>
        <source>%1 bore off all fifteen checkers first.</source>
        <translation>%1 hat als Erster alle fünfzehn Steine abgetragen.</translation>
    </message>
    <message>
        <source>%1 bore off all checkers before %2 bore off any: a gammon counts double.</source>
        <translation>%1 hat alle Steine abgetragen, bevor %2 einen abtragen konnte: ein Gammon zählt doppelt.</translation>
    </message>
    <message>
        <source>%1 bore off all checkers while %2 had none off and one still in %1&apos;s home board or on the bar: a backgammon counts three times.</source>
        <translation>%1 hat alle Steine abgetragen, während %2 keinen draußen und noch einen im Heimfeld von %1 oder auf der Bar hatte: ein Backgammon zählt dreifach.</translation>
    </message>
    <message>
        <source>%1 gave up when doubled.</source>
        <translation>%1 hat die Verdopplung nicht angenommen und aufgegeben.</translation>
    </message>
    <message>
        <source>%1 and %2 win!</source>
        <translation>%1 und %2 gewinnen!</translation>
    </message>
    <message>
        <source>%1 brought all four pieces into the goal first.</source>
        <translation>%1 hat als Erster alle vier Figuren ins Ziel gebracht.</translation>
    </message>
    <message>
        <source>%1 and %2 brought all eight pieces home to the Charkoni.</source>
        <translation>%1 und %2 haben alle acht Figuren heim ins Charkoni gebracht.</translation>
    </message>
    <message>
        <source>Checkmate: %1&apos;s king is attacked and cannot escape.</source>
        <translation>Schachmatt: Der König von %1 wird angegriffen und kann nicht entkommen.</translation>
    </message>
    <message>
        <source>Stalemate: the player to move has no legal move but is not in check – a draw.</source>
        <translation>Patt: Wer am Zug ist, hat keinen erlaubten Zug, steht aber nicht im Schach – unentschieden.</translation>
    </message>
    <message>
        <source>Nobody can checkmate with the pieces that are left: a draw.</source>
        <translation>Mit den Figuren, die noch stehen, kann niemand mehr mattsetzen: unentschieden.</translation>
    </message>
    <message>
        <source>The same position kept coming back: a draw.</source>
        <translation>Dieselbe Stellung kam immer wieder: unentschieden.</translation>
    </message>
    <message>
        <source>Too many moves without a capture or a pawn move: a draw.</source>
        <translation>Zu viele Züge ohne Schlagen und ohne Bauernzug: unentschieden.</translation>
    </message>
    <message>
        <source>%1 reached field 63 exactly.</source>
        <translation>%1 hat Feld 63 genau erreicht.</translation>
    </message>
    <message>
        <source>%1 reached field 100 first.</source>
        <translation>%1 hat Feld 100 als Erster erreicht.</translation>
    </message>
    <message>
        <source>All the others are out: the last player in the game also takes the chips on the board.</source>
        <translation>Alle anderen sind ausgeschieden: Wer übrig bleibt, bekommt auch die Marken auf dem Plan.</translation>
    </message>
    <message>
        <source>The first player is out: whoever holds the most chips wins.</source>
        <translation>Der Erste ist ausgeschieden: Wer die meisten Marken hat, gewinnt.</translation>
    </message>
    <message>
        <source>The rounds are played: whoever holds the most chips wins.</source>
        <translation>Die Runden sind gespielt: Wer die meisten Marken hat, gewinnt.</translation>
    </message>
    <message>
        <source>Code breaker</source>
        <translation>Rater</translation>
    </message>
    <message>
        <source>Code maker</source>
        <translation>Codierer</translation>
    </message>
    <message>
        <source>Four black pegs: the code is found.</source>
        <translation>Viermal schwarz: Der Code ist geknackt.</translation>
    </message>
    <message>
        <source>Every row is used and the code was not found.</source>
        <translation>Alle Reihen sind voll, und der Code wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>Both codes are done: fewer guesses win.</source>
        <translation>Beide Codes sind fertig: Wer weniger Fragen brauchte, gewinnt.</translation>
    </message>
    <message>
        <source>Both needed as many guesses: a draw.</source>
        <translation>Beide brauchten gleich viele Fragen: unentschieden.</translation>
    </message>
</context>
<context>
    <name>GamesScreen</name>
    <message>
        <source>Play on the screen</source>
        <translation>Am Bildschirm spielen</translation>
    </message>
    <message>
        <source>All games of the collection</source>
        <translation>Alle Spiele der Sammlung</translation>
    </message>
</context>
<context>
    <name>GhAuction</name>
    <message>
        <source>%1 sells a card</source>
        <translation>%1 verkauft eine Karte</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Versteigerung</translation>
    </message>
    <message>
        <source>Highest bid: %1 chips by %2</source>
        <translation>Höchstes Gebot: %1 Marken von %2</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Noch kein Gebot</translation>
    </message>
    <message>
        <source>%1, do you bid more?</source>
        <translation>%1, bietest du mehr?</translation>
    </message>
    <message>
        <source>%1 is thinking …</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <source>+1 → %1</source>
        <translation>+1 → %1</translation>
    </message>
    <message>
        <source>+5 → %1</source>
        <translation>+5 → %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
</context>
<context>
    <name>GhOddsPanel</name>
    <message>
        <source>How likely?</source>
        <translation>Wie wahrscheinlich?</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Pips thrown (0 = Schimmel); the number above a bar is its chance in percent.</source>
        <translation>Geworfene Augen (0 = Schimmel); die Zahl über einem Balken ist seine Wahrscheinlichkeit in Prozent.</translation>
    </message>
    <message>
        <source>Schimmel (no pips at all)</source>
        <translation>Schimmel (gar keine Augen)</translation>
    </message>
    <message>
        <source>No symbol</source>
        <translation>Kein Zeichen</translation>
    </message>
    <message>
        <source>Bell only</source>
        <translation>Nur Glocke</translation>
    </message>
    <message>
        <source>Hammer only</source>
        <translation>Nur Hammer</translation>
    </message>
    <message>
        <source>Bell and hammer</source>
        <translation>Glocke und Hammer</translation>
    </message>
    <message>
        <source>Exactly the Kasse (%1 chips): the game ends</source>
        <translation>Genau die Kasse (%1 Marken): das Spiel endet</translation>
    </message>
    <message>
        <source>More pips than the Kasse holds</source>
        <translation>Mehr Augen, als in der Kasse sind</translation>
    </message>
    <message>
        <source>Fewer pips than the Kasse holds</source>
        <translation>Weniger Augen, als in der Kasse sind</translation>
    </message>
</context>
<context>
    <name>GhPlayerPanel</name>
    <message>
        <source>out of the game</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>Innkeeper</source>
        <translation>Wirt</translation>
    </message>
</context>
<context>
    <name>GhThrowPanel</name>
    <message>
        <source>%1 has no chips left: offer a card for sale, or leave the game.</source>
        <translation>%1 hat keine Marken mehr: eine Karte zum Verkauf anbieten oder ausscheiden.</translation>
    </message>
    <message>
        <source>%1, it is your throw.</source>
        <translation>%1, du würfelst.</translation>
    </message>
    <message>
        <source>%1 is thinking …</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <source>Throw the dice</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Ausscheiden</translation>
    </message>
    <message>
        <source>Offer: %1</source>
        <translation>Anbieten: %1</translation>
    </message>
</context>
<context>
    <name>GlasperlenBoard</name>
    <message>
        <source>The start: every pit holds a stone and a gem.</source>
        <translation>Der Anfang: In jeder Mulde liegen ein Stein und ein Edelstein.</translation>
    </message>
    <message>
        <source>%1 sows …</source>
        <translation>%1 verteilt …</translation>
    </message>
    <message>
        <source>%1 is thinking …</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <source>Indirect capture! %1, choose a gem of %2&apos;s to take.</source>
        <translation>Indirektes Schlagen! %1, wähle einen Edelstein von %2.</translation>
    </message>
    <message>
        <source>%1, place the beads one by one: which one goes into pit %2?</source>
        <translation>%1, lege die Perlen einzeln: Welche kommt in Mulde %2?</translation>
    </message>
    <message>
        <source>%1 to move: tap one of your pits.</source>
        <translation>%1 ist am Zug: Tippe auf eine deiner Mulden.</translation>
    </message>
    <message>
        <source>%1 has no bead left on his side: %2 must give him at least one, so only a pit whose beads reach his side may be picked.</source>
        <translation>%1 hat keine Perle mehr auf seiner Seite: %2 muss ihm mindestens eine zuspielen. Darum darf er nur eine Mulde wählen, deren Perlen bis auf die andere Seite reichen.</translation>
    </message>
    <message>
        <source>In %1&apos;s hand</source>
        <translation>In der Hand von %1</translation>
    </message>
    <message>
        <source>Indirect capture! %1, choose %3 gems of %2&apos;s, one by one.</source>
        <translation>Indirektes Schlagen! %1, wähle %3 Edelsteine von %2, einen nach dem anderen.</translation>
    </message>
</context>
<context>
    <name>GlockeHammerBoard</name>
    <message>
        <source>Bell</source>
        <translation>Glocke</translation>
    </message>
    <message>
        <source>Hammer</source>
        <translation>Hammer</translation>
    </message>
    <message>
        <source>Bell and Hammer</source>
        <translation>Glocke und Hammer</translation>
    </message>
    <message>
        <source>Schimmel (white horse)</source>
        <translation>Schimmel</translation>
    </message>
    <message>
        <source>Inn</source>
        <translation>Wirtshaus</translation>
    </message>
    <message>
        <source>the Kasse</source>
        <translation>die Kasse</translation>
    </message>
    <message>
        <source>Nobody has thrown yet.</source>
        <translation>Noch hat niemand gewürfelt.</translation>
    </message>
    <message>
        <source>Schimmel: no pips, no symbol.</source>
        <translation>Schimmel: keine Augen, kein Zeichen.</translation>
    </message>
    <message>
        <source>Schimmel with the symbol of the card “%1”.</source>
        <translation>Schimmel mit dem Zeichen der Karte „%1“.</translation>
    </message>
    <message>
        <source>Schimmel while the inn is open: the owner of the Schimmel pays one chip into the Kasse.</source>
        <translation>Schimmel bei offenem Wirtshaus: Der Besitzer des Schimmels zahlt eine Marke in die Kasse.</translation>
    </message>
    <message>
        <source>Schimmel with “%1” while the inn is open: that card&apos;s owner pays one chip into the Kasse.</source>
        <translation>Schimmel mit „%1“ bei offenem Wirtshaus: Der Besitzer dieser Karte zahlt eine Marke in die Kasse.</translation>
    </message>
    <message>
        <source>%1 pips: the thrower takes them from the Kasse.</source>
        <translation>%1 Augen: Der Werfer nimmt sie aus der Kasse.</translation>
    </message>
    <message>
        <source>%1 pips with “%2”: the owner of that card takes them from the Kasse.</source>
        <translation>%1 Augen mit „%2“: Der Besitzer dieser Karte nimmt sie aus der Kasse.</translation>
    </message>
    <message>
        <source>%1 pips, more than the Kasse holds: the inn opens!</source>
        <translation>%1 Augen, mehr als in der Kasse sind: Das Wirtshaus öffnet!</translation>
    </message>
    <message>
        <source>%1 pips, more than the Kasse holds: the thrower pays the excess to the innkeeper.</source>
        <translation>%1 Augen, mehr als in der Kasse sind: Der Werfer zahlt den Übertrag an den Wirt.</translation>
    </message>
    <message>
        <source>%1 pips with “%2”, more than the Kasse holds: that card&apos;s owner pays the excess to the innkeeper.</source>
        <translation>%1 Augen mit „%2“, mehr als in der Kasse sind: Der Besitzer dieser Karte zahlt den Übertrag an den Wirt.</translation>
    </message>
    <message>
        <source>Nothing happens: he would pay himself.</source>
        <translation>Es geschieht nichts: Er müsste sich selbst bezahlen.</translation>
    </message>
    <message>
        <source>Nothing happens: nobody owns that card.</source>
        <translation>Es geschieht nichts: Die Karte hat keinen Besitzer.</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3.</source>
        <translation>%1 zahlt %2 an %3.</translation>
    </message>
    <message>
        <source>Kasse</source>
        <translation>Kasse</translation>
    </message>
    <message>
        <source>The inn is closed</source>
        <translation>Das Wirtshaus ist geschlossen</translation>
    </message>
    <message>
        <source>The inn is open (no innkeeper)</source>
        <translation>Das Wirtshaus ist offen (kein Wirt)</translation>
    </message>
    <message>
        <source>The inn is open: innkeeper %1</source>
        <translation>Das Wirtshaus ist offen: Wirt ist %1</translation>
    </message>
    <message>
        <source>How likely?</source>
        <translation>Wie wahrscheinlich?</translation>
    </message>
</context>
<context>
    <name>GpCup</name>
    <message>
        <source>point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>GpHand</name>
    <message>
        <source>cup</source>
        <translation>Becher</translation>
    </message>
    <message>
        <source>Sow like this</source>
        <translation>So verteilen</translation>
    </message>
    <message>
        <source>Thinking …</source>
        <translation>Einen Moment …</translation>
    </message>
    <message>
        <source>Suggest an order</source>
        <translation>Reihenfolge vorschlagen</translation>
    </message>
    <message>
        <source>My own order</source>
        <translation>Eigene Reihenfolge</translation>
    </message>
</context>
<context>
    <name>GpTexts</name>
    <message>
        <source>the yellow 1</source>
        <translation>die gelbe 1</translation>
    </message>
    <message>
        <source>the green 2</source>
        <translation>die grüne 2</translation>
    </message>
    <message>
        <source>the blue 3</source>
        <translation>die blaue 3</translation>
    </message>
    <message>
        <source>the red 4</source>
        <translation>die rote 4</translation>
    </message>
    <message>
        <source>the purple 5</source>
        <translation>die lilafarbene 5</translation>
    </message>
    <message>
        <source>a stone</source>
        <translation>ein Stein</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 Punkt</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>%1 from %2&apos;s cup</source>
        <translation>%1 aus dem Becher von %2</translation>
    </message>
    <message>
        <source>%1 from pit %2</source>
        <translation>%1 aus Mulde %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 resigns.</source>
        <translation>%1 gibt auf.</translation>
    </message>
    <message>
        <source>%1 moved the one bead of pit %2 into pit %3.</source>
        <translation>%1 legte die einzige Perle aus Mulde %2 in Mulde %3.</translation>
    </message>
    <message>
        <source>%1 sowed the %2 beads of pit %3; the last one fell into pit %4.</source>
        <translation>%1 verteilte die %2 Perlen aus Mulde %3; die letzte fiel in Mulde %4.</translation>
    </message>
    <message>
        <source>%1 had no bead on his side, so %2 had to give him at least one.</source>
        <translation>%1 hatte keine Perle auf seiner Seite, darum musste %2 ihm mindestens eine zuspielen.</translation>
    </message>
    <message>
        <source>Direct capture: pit %1 held just one bead, a gem. %2 takes %3 into his cup.</source>
        <translation>Direktes Schlagen: In Mulde %1 lag nur eine Perle, ein Edelstein. %2 nimmt %3 in seinen Becher.</translation>
    </message>
    <message>
        <source>Indirect capture: pit %1 held just one bead, a stone, so %2 may take any gem of %3&apos;s. He chose %4.</source>
        <translation>Indirektes Schlagen: In Mulde %1 lag nur eine Perle, ein Stein. Darum darf %2 einen beliebigen Edelstein von %3 nehmen. Er wählte %4.</translation>
    </message>
    <message>
        <source>Pit %1 held just one stone, but %2 has no gem left, neither in his pits nor in his cup: nothing is captured.</source>
        <translation>In Mulde %1 lag nur ein Stein, aber %2 hat keinen Edelstein mehr, weder in seinen Mulden noch in seinem Becher: Es wird nichts gefangen.</translation>
    </message>
    <message>
        <source>Direct capture with a chain: pit %1 held just one gem, and so did the pits behind it without a gap (%2). %3 takes %4: %5.</source>
        <translation>Direktes Schlagen mit Kette: In Mulde %1 lag nur ein Edelstein, ebenso ohne Lücke in den Mulden dahinter (%2). %3 nimmt %4: %5.</translation>
    </message>
    <message>
        <source>Indirect capture with a chain: pit %1 held just one stone, and so did the pits behind it without a gap (%2), so %3 may take %4 gems of %5&apos;s. He chose %6: %7.</source>
        <translation>Indirektes Schlagen mit Kette: In Mulde %1 lag nur ein Stein, ebenso ohne Lücke in den Mulden dahinter (%2). Darum darf %3 %4 Edelsteine von %5 nehmen. Er wählte %6: %7.</translation>
    </message>
    <message>
        <source>%1&apos;s pits had too few gems, so the rest came from his cup.</source>
        <translation>Die Mulden von %1 hatten zu wenige Edelsteine, darum kam der Rest aus seinem Becher.</translation>
    </message>
</context>
<context>
    <name>GpViewer</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>The start</source>
        <translation>Der Anfang</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Move %1 · %2</source>
        <translation>Zug %1 · %2</translation>
    </message>
    <message>
        <source>%1 moves, South begins</source>
        <translation>%1 Züge, Süd beginnt</translation>
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
        <source>Not stated</source>
        <translation>keine Angabe</translation>
    </message>
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
        <source>not stated in the list</source>
        <translation>keine Angabe in der Liste</translation>
    </message>
    <message>
        <source>not in the collection</source>
        <translation>nicht vorhanden</translation>
    </message>
    <message>
        <source>Read more ›</source>
        <translation>Mehr lesen ›</translation>
    </message>
    <message>
        <source>The game you chose</source>
        <translation>Dein gewähltes Spiel</translation>
    </message>
</context>
<context>
    <name>KalahaBoard</name>
    <message>
        <source>1 seed</source>
        <translation>1 Samen</translation>
    </message>
    <message>
        <source>%1 seeds</source>
        <translation>%1 Samen</translation>
    </message>
    <message>
        <source>ahead by %1</source>
        <translation>%1 vorn</translation>
    </message>
    <message>
        <source>behind by %1</source>
        <translation>%1 zurück</translation>
    </message>
    <message>
        <source>level</source>
        <translation>gleichauf</translation>
    </message>
    <message>
        <source>Played perfectly: a draw.</source>
        <translation>Perfekt gespielt: unentschieden.</translation>
    </message>
    <message>
        <source>Played perfectly: %1 wins by %2.</source>
        <translation>Perfekt gespielt: %1 gewinnt mit %2.</translation>
    </message>
    <message>
        <source>%1 stayed on the perfect line all game.</source>
        <translation>%1 blieb die ganze Partie auf der perfekten Linie.</translation>
    </message>
    <message>
        <source>%1 left the perfect line at move %2: %3 instead of %4 (%5 instead of %6).</source>
        <translation>%1 verließ die perfekte Linie im %2. Zug: %3 statt %4 (%5 statt %6).</translation>
    </message>
    <message>
        <source>%1 sows from pit %2: %3 in hand.</source>
        <translation>%1 sät aus Mulde %2: noch %3 in der Hand.</translation>
    </message>
    <message>
        <source>A row is empty: the game is over.</source>
        <translation>Eine Reihe ist leer: Das Spiel ist aus.</translation>
    </message>
    <message>
        <source>%1 captured %2. %3 to move.</source>
        <translation>%1 hat %2 gefangen. %3 ist am Zug.</translation>
    </message>
    <message>
        <source>The last seed fell into the store: %1 moves again.</source>
        <translation>Der letzte Samen fiel in die Gewinnmulde: %1 ist noch einmal dran.</translation>
    </message>
    <message>
        <source>%1 is thinking …</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <source>%1 to move: choose a pit of your row.</source>
        <translation>%1 ist am Zug: Wähle eine Mulde deiner Reihe.</translation>
    </message>
</context>
<context>
    <name>KhPlayerBar</name>
    <message>
        <source>thinking …</source>
        <translation>überlegt …</translation>
    </message>
    <message>
        <source>Store: %1</source>
        <translation>Gewinnmulde: %1</translation>
    </message>
</context>
<context>
    <name>MaexchenBoard</name>
    <message>
        <source>a life</source>
        <translation>ein Leben</translation>
    </message>
    <message>
        <source>%1 lives</source>
        <translation>%1 Leben</translation>
    </message>
    <message>
        <source>%1 (Mäxchen)</source>
        <translation>%1 (Mäxchen)</translation>
    </message>
    <message>
        <source>%1 (double)</source>
        <translation>%1 (Pasch)</translation>
    </message>
    <message>
        <source>%1 begins the round: throw the dice!</source>
        <translation>%1 beginnt die Runde: würfeln!</translation>
    </message>
    <message>
        <source>%1 begins the round and throws.</source>
        <translation>%1 beginnt die Runde und würfelt.</translation>
    </message>
    <message>
        <source>%1 passes the cup on unseen and must announce more than %2.</source>
        <translation>%1 gibt den Becher ungesehen weiter und muss mehr als %2 ansagen.</translation>
    </message>
    <message>
        <source>%1 looks under the cup and announces …</source>
        <translation>%1 schaut unter den Becher und sagt an …</translation>
    </message>
    <message>
        <source>%1: announce a number – truth or bluff?</source>
        <translation>%1: Zahl ansagen – Wahrheit oder Schwindel?</translation>
    </message>
    <message>
        <source>%1: peek under the cup, then announce.</source>
        <translation>%1: erst unter den Becher schauen, dann ansagen.</translation>
    </message>
    <message>
        <source>%1 says “%2”. %3: believe or doubt?</source>
        <translation>%1 sagt „%2“. %3: glauben oder anzweifeln?</translation>
    </message>
    <message>
        <source>%1 says “%2”. %3 thinks: believe or doubt?</source>
        <translation>%1 sagt „%2“. %3 überlegt: glauben oder anzweifeln?</translation>
    </message>
    <message>
        <source>The truth! Under the cup: %1, not less than the announced %2 – %3 doubted wrongly and loses %4.</source>
        <translation>Die Wahrheit! Unter dem Becher: %1, nicht weniger als die angesagte %2 – %3 hat zu Unrecht gezweifelt und verliert %4.</translation>
    </message>
    <message>
        <source>A bluff! %1 announced %2, but under the cup: %3 – %1 loses %4.</source>
        <translation>Geschwindelt! %1 hat %2 angesagt, aber unter dem Becher: %3 – %1 verliert %4.</translation>
    </message>
    <message>
        <source>%1 believed the Mäxchen without looking and loses %2.</source>
        <translation>%1 glaubt das Mäxchen ungesehen und verliert %2.</translation>
    </message>
    <message>
        <source>%1 threw Mäxchen and shows it at once – %2 loses %3.</source>
        <translation>%1 hat Mäxchen geworfen und zeigt es sofort – %2 verliert %3.</translation>
    </message>
    <message>
        <source>%1 has no life left and is out.</source>
        <translation>%1 hat kein Leben mehr und scheidet aus.</translation>
    </message>
    <message>
        <source>Mäxchen!</source>
        <translation>Mäxchen!</translation>
    </message>
    <message>
        <source>Which is higher?</source>
        <translation>Was ist höher?</translation>
    </message>
    <message>
        <source>Last round: %1</source>
        <translation>Letzte Runde: %1</translation>
    </message>
    <message>
        <source>%1 is thinking …</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <source>Throw the dice</source>
        <translation>Würfeln</translation>
    </message>
</context>
<context>
    <name>MaterialList</name>
    <message>
        <source>not stated in the list</source>
        <translation>keine Angabe in der Liste</translation>
    </message>
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
    <name>MxAnnouncePicker</name>
    <message>
        <source>Mäxchen</source>
        <translation>Mäxchen</translation>
    </message>
    <message>
        <source>double</source>
        <translation>Pasch</translation>
    </message>
    <message>
        <source>Announce “%1”</source>
        <translation>„%1“ ansagen</translation>
    </message>
    <message>
        <source>Choose a number</source>
        <translation>Zahl wählen</translation>
    </message>
    <message>
        <source>You have not looked: a guess.</source>
        <translation>Du hast nicht geschaut: geraten.</translation>
    </message>
    <message>
        <source>That is the truth.</source>
        <translation>Das ist die Wahrheit.</translation>
    </message>
    <message>
        <source>That is a bluff!</source>
        <translation>Das ist geschwindelt!</translation>
    </message>
</context>
<context>
    <name>MxPlayerPanel</name>
    <message>
        <source>out</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>no minus points</source>
        <translation>keine Minuspunkte</translation>
    </message>
    <message>
        <source>1 minus point</source>
        <translation>1 Minuspunkt</translation>
    </message>
    <message>
        <source>%1 minus points</source>
        <translation>%1 Minuspunkte</translation>
    </message>
    <message>
        <source>“%1” (unseen)</source>
        <translation>„%1“ (ungesehen)</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
</context>
<context>
    <name>MxRankingPanel</name>
    <message>
        <source>Mäxchen: the highest of all</source>
        <translation>Mäxchen: der höchste Wurf von allen</translation>
    </message>
    <message>
        <source>Doubles (Pasch): higher than every number</source>
        <translation>Pasch: höher als jede Zahl</translation>
    </message>
    <message>
        <source>Numbers: the higher die counts as the tens</source>
        <translation>Zahlen: der höhere Würfel zählt als Zehner</translation>
    </message>
    <message>
        <source>Which throw is higher?</source>
        <translation>Welcher Wurf ist höher?</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Each announcement must be higher than the one before. Announcing less than you threw is no lie.</source>
        <translation>Jede Ansage muss höher sein als die vorige. Weniger anzusagen, als man geworfen hat, ist keine Lüge.</translation>
    </message>
</context>
<context>
    <name>MxResponse</name>
    <message>
        <source>Believe</source>
        <translation>Glauben</translation>
    </message>
    <message>
        <source>You take the cup, throw, and must announce more than %1.</source>
        <translation>Du nimmst den Becher, würfelst und musst mehr als %1 ansagen.</translation>
    </message>
    <message>
        <source>Doubt</source>
        <translation>Anzweifeln</translation>
    </message>
    <message>
        <source>The cup is lifted: if %1 bluffed, %1 loses a life – if not, you do.</source>
        <translation>Der Becher wird gehoben: Hat %1 geschwindelt, verliert %1 ein Leben – sonst du.</translation>
    </message>
    <message>
        <source>Accept the Mäxchen</source>
        <translation>Mäxchen glauben</translation>
    </message>
    <message>
        <source>Nobody looks: you lose one life and begin the next round.</source>
        <translation>Keiner schaut: Du verlierst ein Leben und beginnst die nächste Runde.</translation>
    </message>
    <message>
        <source>Pass on unseen</source>
        <translation>Ungesehen weitergeben</translation>
    </message>
    <message>
        <source>You do not throw: you pass the cup on and must still announce more than %1.</source>
        <translation>Du würfelst nicht, gibst den Becher weiter und musst trotzdem mehr als %1 ansagen.</translation>
    </message>
</context>
<context>
    <name>MxTable</name>
    <message>
        <source>To beat: %1</source>
        <translation>Zu überbieten: %1</translation>
    </message>
    <message>
        <source>A new round</source>
        <translation>Eine neue Runde</translation>
    </message>
    <message>
        <source>announced by %1</source>
        <translation>angesagt von %1</translation>
    </message>
    <message>
        <source>no announcement yet</source>
        <translation>noch keine Ansage</translation>
    </message>
    <message>
        <source>Cover the dice again</source>
        <translation>Wieder zudecken</translation>
    </message>
    <message>
        <source>Peek under the cup</source>
        <translation>Unter den Becher schauen</translation>
    </message>
    <message>
        <source>Under the cup: %1</source>
        <translation>Unter dem Becher: %1</translation>
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
    <name>PassCover</name>
    <message>
        <source>Pass to %1</source>
        <translation>An %1 weitergeben</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Karten von %1</translation>
    </message>
    <message>
        <source>%1, tap here to see your cards</source>
        <translation>%1 tippt hier, um die Karten zu sehen</translation>
    </message>
</context>
<context>
    <name>PaschenBoard</name>
    <message>
        <source>%1 calls “Banco!” and stakes the whole bank alone; the other stakes go back.</source>
        <translation>%1 ruft „Banco!“ und hält die ganze Bank allein; die anderen Einsätze gehen zurück.</translation>
    </message>
    <message>
        <source>More than the bank covers: %1 back to %2.</source>
        <translation>Mehr, als die Bank deckt: %1 zurück an %2.</translation>
    </message>
    <message>
        <source>The stakes do not cover the bank: %1 back to %2.</source>
        <translation>Die Einsätze decken die Bank nicht: %1 zurück an %2.</translation>
    </message>
    <message>
        <source>Nobody stakes: the Banco goes back to %1.</source>
        <translation>Niemand setzt: Das Banco geht an %1 zurück.</translation>
    </message>
    <message>
        <source>The bank passes to the right, to %1.</source>
        <translation>Die Bank geht nach rechts, an %1.</translation>
    </message>
    <message>
        <source>%1 keeps the bank with %2.</source>
        <translation>%1 behält die Bank mit %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 out of the bank.</source>
        <translation>%1 nimmt %2 aus der Bank.</translation>
    </message>
    <message>
        <source>%1 keeps the dice and sets a new Banco.</source>
        <translation>%1 behält die Würfel und setzt ein neues Banco.</translation>
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
    <name>PsActionRow</name>
    <message>
        <source>Stake %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>Lower the bank to %1</source>
        <translation>Bank auf %1 senken</translation>
    </message>
    <message>
        <source>Banco: %1</source>
        <translation>Banco: %1</translation>
    </message>
    <message>
        <source>Banco! (all %1)</source>
        <translation>Banco! (alle %1)</translation>
    </message>
    <message>
        <source>Keep the bank</source>
        <translation>Bank behalten</translation>
    </message>
    <message>
        <source>Give up the bank</source>
        <translation>Bank abgeben</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
</context>
<context>
    <name>PsBankBox</name>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Bank holder: %1</source>
        <translation>Bankhalter: %1</translation>
    </message>
    <message>
        <source>staked %1 · still open %2</source>
        <translation>gesetzt %1 · noch offen %2</translation>
    </message>
    <message>
        <source>Round of the bank: %1 of %2</source>
        <translation>Runde der Bank: %1 von %2</translation>
    </message>
</context>
<context>
    <name>PsOddsPanel</name>
    <message>
        <source>%1 in %2 throws</source>
        <translation>%1 von %2 Würfen</translation>
    </message>
    <message>
        <source>The exact odds</source>
        <translation>Die genauen Chancen</translation>
    </message>
    <message>
        <source>Bank wins (11 or more)</source>
        <translation>Bank gewinnt (11 oder mehr)</translation>
    </message>
    <message>
        <source>Players win (10 or less)</source>
        <translation>Spieler gewinnen (10 oder weniger)</translation>
    </message>
    <message>
        <source>Jungfernpasch (three alike)</source>
        <translation>Jungfernpasch (drei gleiche)</translation>
    </message>
    <message>
        <source>Three different numbers: thrown again</source>
        <translation>Drei verschiedene Augenzahlen: noch einmal</translation>
    </message>
    <message>
        <source>With 1-1-1, 2-2-2 or 3-3-3 the bank loses, with 4-4-4, 5-5-5 or 6-6-6 it wins: %1 each.</source>
        <translation>Mit 1-1-1, 2-2-2 oder 3-3-3 verliert die Bank, mit 4-4-4, 5-5-5 oder 6-6-6 gewinnt sie: je %1.</translation>
    </message>
    <message>
        <source>Only %1 of the 216 ways three dice can land count.</source>
        <translation>Nur %1 der 216 Arten, wie drei Würfel fallen können, zählen.</translation>
    </message>
    <message>
        <source>Every stake pays 1:1 at exactly one half: a fair game. In the long run nobody wins; only chance decides.</source>
        <translation>Jeder Einsatz zahlt 1:1 bei einer Chance von genau einhalb: ein gerechtes Spiel. Auf lange Sicht gewinnt niemand, allein der Zufall entscheidet.</translation>
    </message>
</context>
<context>
    <name>PsPlayerPanel</name>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Banco!</source>
        <translation>Banco!</translation>
    </message>
    <message>
        <source>Vorhand</source>
        <translation>Vorhand</translation>
    </message>
    <message>
        <source>stakes %1</source>
        <translation>setzt %1</translation>
    </message>
    <message>
        <source>%1 back</source>
        <translation>%1 zurück</translation>
    </message>
</context>
<context>
    <name>PsThrowPanel</name>
    <message>
        <source>%1 throws …</source>
        <translation>%1 würfelt …</translation>
    </message>
    <message>
        <source>11 or more: the bank wins. 10 or less: the players win.</source>
        <translation>11 oder mehr: Die Bank gewinnt. 10 oder weniger: Die Spieler gewinnen.</translation>
    </message>
    <message>
        <source>Bank wins (11 or more)</source>
        <translation>Bank gewinnt (11 oder mehr)</translation>
    </message>
    <message>
        <source>Players win (10 or less)</source>
        <translation>Spieler gewinnen (10 oder weniger)</translation>
    </message>
    <message>
        <source>Jungfernpasch! Won with three alike: the bank holder may take chips out of the bank.</source>
        <translation>Jungfernpasch! Mit drei gleichen gewonnen: Der Bankhalter darf Marken aus der Bank nehmen.</translation>
    </message>
    <message>
        <source>Jungfernpasch! Lost with three alike: the bank holder may set a new Banco and keep the dice.</source>
        <translation>Jungfernpasch! Mit drei gleichen verloren: Der Bankhalter darf ein neues Banco setzen und die Würfel behalten.</translation>
    </message>
    <message>
        <source>Three different numbers do not count: thrown again %1 ×.</source>
        <translation>Drei verschiedene Augenzahlen zählen nicht: %1 × neu gewürfelt.</translation>
    </message>
    <message>
        <source>Jungfernpasch!</source>
        <translation>Jungfernpasch!</translation>
    </message>
</context>
<context>
    <name>PsTurnPanel</name>
    <message>
        <source>%1 holds the bank and sets the Banco.</source>
        <translation>%1 hält die Bank und setzt das Banco.</translation>
    </message>
    <message>
        <source>%1 (the Vorhand) stakes first against the bank.</source>
        <translation>%1 setzt als Vorhand zuerst gegen die Bank.</translation>
    </message>
    <message>
        <source>%1 stakes against the bank.</source>
        <translation>%1 setzt gegen die Bank.</translation>
    </message>
    <message>
        <source>%1 throws.</source>
        <translation>%1 würfelt.</translation>
    </message>
    <message>
        <source>%1 won the throw: keep the bank or give it up?</source>
        <translation>%1 hat den Wurf gewonnen: Bank behalten oder abgeben?</translation>
    </message>
    <message>
        <source>%1 lost with a Jungfernpasch: a new Banco, or give up the bank?</source>
        <translation>%1 hat mit einem Jungfernpasch verloren: neues Banco oder Bank abgeben?</translation>
    </message>
    <message>
        <source>You have %1. How many go into the bank?</source>
        <translation>Du hast %1. Wie viele kommen in die Bank?</translation>
    </message>
    <message>
        <source>The bank is covered: you may only call Banco or pass.</source>
        <translation>Die Bank ist gedeckt: Du kannst nur noch Banco rufen oder passen.</translation>
    </message>
    <message>
        <source>The bank still covers only %1: %2 of your stake would come back to you.</source>
        <translation>Die Bank deckt nur noch %1: %2 deines Einsatzes bekämst du zurück.</translation>
    </message>
    <message>
        <source>You have %1. The bank still covers %2.</source>
        <translation>Du hast %1. Die Bank deckt noch %2.</translation>
    </message>
    <message>
        <source>Won with three alike: you may also lower the bank and take the rest.</source>
        <translation>Mit drei gleichen gewonnen: Du darfst die Bank auch senken und den Rest nehmen.</translation>
    </message>
    <message>
        <source>Keep it and the bank stays as it is; give it up and its chips are yours.</source>
        <translation>Behältst du die Bank, bleibt sie, wie sie ist; gibst du sie ab, gehören dir ihre Marken.</translation>
    </message>
</context>
<context>
    <name>SchachBoard</name>
    <message>
        <source>Where the game turned:</source>
        <translation>Hier hat sich die Partie gewendet:</translation>
    </message>
    <message>
        <source>Check!</source>
        <translation>Schach!</translation>
    </message>
    <message>
        <source>The computer is thinking …</source>
        <translation>Der Computer überlegt …</translation>
    </message>
    <message>
        <source>Your pawn has reached the last row: what should it become?</source>
        <translation>Dein Bauer hat die letzte Reihe erreicht: Was soll aus ihm werden?</translation>
    </message>
    <message>
        <source>That is not allowed. Press “Why?” – or touch a glowing square.</source>
        <translation>Das ist nicht erlaubt. Drück auf „Warum?“ – oder tippe ein leuchtendes Feld an.</translation>
    </message>
    <message>
        <source>Where should it go? Touch a glowing square.</source>
        <translation>Wohin soll sie? Tippe ein leuchtendes Feld an.</translation>
    </message>
    <message>
        <source>Your king is in check! Protect it.</source>
        <translation>Dein König steht im Schach! Schütze ihn.</translation>
    </message>
    <message>
        <source>Touch one of your pieces: its squares light up.</source>
        <translation>Tippe eine deiner Figuren an: Ihre Felder leuchten auf.</translation>
    </message>
    <message>
        <source>The pawn becomes …</source>
        <translation>Der Bauer wird …</translation>
    </message>
</context>
<context>
    <name>SchachPlayers</name>
    <message>
        <source>Pieces lost: %1</source>
        <translation>Figuren verloren: %1</translation>
    </message>
</context>
<context>
    <name>SchachSide</name>
    <message>
        <source>Why?</source>
        <translation>Warum?</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
</context>
<context>
    <name>SchachWords</name>
    <message>
        <source>white pawn</source>
        <translation>weißer Bauer</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>schwarzer Bauer</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>weißer Springer</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>schwarzer Springer</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>weißer Läufer</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>schwarzer Läufer</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>weißer Turm</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>schwarzer Turm</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>weiße Dame</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>schwarze Dame</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>weißer König</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>schwarzer König</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>A pawn moves straight ahead, one square (two from its first square), and captures one square diagonally forward.</source>
        <translation>Ein Bauer zieht geradeaus nach vorn, ein Feld (von seinem Startfeld auch zwei), und schlägt ein Feld schräg nach vorn.</translation>
    </message>
    <message>
        <source>A knight jumps two squares straight and then one to the side.</source>
        <translation>Ein Springer springt zwei Felder geradeaus und dann eins zur Seite.</translation>
    </message>
    <message>
        <source>A bishop moves only diagonally.</source>
        <translation>Ein Läufer zieht nur schräg.</translation>
    </message>
    <message>
        <source>A rook moves only straight: along a row or a column.</source>
        <translation>Ein Turm zieht nur gerade: auf einer Reihe oder Linie.</translation>
    </message>
    <message>
        <source>A queen moves straight or diagonally, as far as the way is free.</source>
        <translation>Eine Dame zieht gerade oder schräg, so weit der Weg frei ist.</translation>
    </message>
    <message>
        <source>A king moves one square in any direction (when castling, two squares towards the rook).</source>
        <translation>Ein König zieht ein Feld in jede Richtung (bei der Rochade zwei Felder zum Turm hin).</translation>
    </message>
    <message>
        <source>This piece is pinned: it shields its own king from an attacker. If it moved away, the king would be in check.</source>
        <translation>Diese Figur ist gefesselt: Sie schützt den eigenen König vor einem Angreifer. Zöge sie weg, stünde der König im Schach.</translation>
    </message>
    <message>
        <source>The king may not step onto a square that an opposing piece attacks.</source>
        <translation>Der König darf nicht auf ein Feld ziehen, das eine gegnerische Figur angreift.</translation>
    </message>
    <message>
        <source>Your king is in check, and this move does not end the check. Move the king, capture the attacker or put a piece in between.</source>
        <translation>Dein König steht im Schach, und dieser Zug hebt das Schach nicht auf. Zieh den König weg, schlag den Angreifer oder stell eine Figur dazwischen.</translation>
    </message>
    <message>
        <source>No castling: the king has already moved in this game.</source>
        <translation>Keine Rochade: Der König hat in dieser Partie schon gezogen.</translation>
    </message>
    <message>
        <source>No castling on this side: this rook has already moved or was taken.</source>
        <translation>Keine Rochade auf dieser Seite: Dieser Turm hat schon gezogen oder wurde geschlagen.</translation>
    </message>
    <message>
        <source>No castling: all squares between the king and the rook must be empty.</source>
        <translation>Keine Rochade: Alle Felder zwischen König und Turm müssen frei sein.</translation>
    </message>
    <message>
        <source>No castling out of check: the king is attacked right now.</source>
        <translation>Keine Rochade aus dem Schach: Der König wird gerade angegriffen.</translation>
    </message>
    <message>
        <source>No castling: the king would pass over a square that is attacked.</source>
        <translation>Keine Rochade: Der König müsste über ein angegriffenes Feld ziehen.</translation>
    </message>
    <message>
        <source>No castling: the king would land on an attacked square.</source>
        <translation>Keine Rochade: Der König käme auf ein angegriffenes Feld.</translation>
    </message>
    <message>
        <source>Another piece stands in the way. Only the knight may jump.</source>
        <translation>Da steht eine Figur im Weg. Nur der Springer darf springen.</translation>
    </message>
    <message>
        <source>This piece cannot move at the moment: every way is blocked.</source>
        <translation>Diese Figur kann gerade nicht ziehen: Alle Wege sind versperrt.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>gave checkmate</source>
        <translation>setzte matt</translation>
    </message>
    <message>
        <source>took a pawn</source>
        <translation>schlug einen Bauern</translation>
    </message>
    <message>
        <source>took the knight</source>
        <translation>schlug den Springer</translation>
    </message>
    <message>
        <source>took the bishop</source>
        <translation>schlug den Läufer</translation>
    </message>
    <message>
        <source>took the rook</source>
        <translation>schlug den Turm</translation>
    </message>
    <message>
        <source>took the queen</source>
        <translation>schlug die Dame</translation>
    </message>
    <message>
        <source>took a piece</source>
        <translation>schlug eine Figur</translation>
    </message>
    <message>
        <source>turned a pawn into a knight</source>
        <translation>machte einen Bauern zum Springer</translation>
    </message>
    <message>
        <source>turned a pawn into a bishop</source>
        <translation>machte einen Bauern zum Läufer</translation>
    </message>
    <message>
        <source>turned a pawn into a rook</source>
        <translation>machte einen Bauern zum Turm</translation>
    </message>
    <message>
        <source>turned a pawn into a queen</source>
        <translation>machte einen Bauern zur Dame</translation>
    </message>
    <message>
        <source>found a strong move (%1)</source>
        <translation>fand einen starken Zug (%1)</translation>
    </message>
    <message>
        <source>left a pawn unprotected</source>
        <translation>ließ einen Bauern ungedeckt</translation>
    </message>
    <message>
        <source>left the knight unprotected</source>
        <translation>ließ den Springer ungedeckt</translation>
    </message>
    <message>
        <source>left the bishop unprotected</source>
        <translation>ließ den Läufer ungedeckt</translation>
    </message>
    <message>
        <source>left the rook unprotected</source>
        <translation>ließ den Turm ungedeckt</translation>
    </message>
    <message>
        <source>left the queen unprotected</source>
        <translation>ließ die Dame ungedeckt</translation>
    </message>
    <message>
        <source>left a piece unprotected</source>
        <translation>ließ eine Figur ungedeckt</translation>
    </message>
    <message>
        <source>overlooked a threat of mate</source>
        <translation>übersah eine Mattdrohung</translation>
    </message>
    <message>
        <source>made a weak move (%1)</source>
        <translation>machte einen schwachen Zug (%1)</translation>
    </message>
    <message>
        <source>Move %1: %2 %3 and won.</source>
        <translation>Zug %1: %2 %3 und gewann.</translation>
    </message>
    <message>
        <source>Move %1: %2 %3 – afterwards the game was even.</source>
        <translation>Zug %1: %2 %3 – danach war die Partie ausgeglichen.</translation>
    </message>
    <message>
        <source>Move %1: %2 %3 – afterwards %4 stood better.</source>
        <translation>Zug %1: %2 %3 – danach stand %4 besser.</translation>
    </message>
</context>
<context>
    <name>SchockenBoard</name>
    <message>
        <source>stands after %1 of %2</source>
        <translation>steht nach Wurf %1 von %2</translation>
    </message>
    <message>
        <source>throw %1 of %2</source>
        <translation>Wurf %1 von %2</translation>
    </message>
    <message>
        <source>First half</source>
        <translation>Erste Hälfte</translation>
    </message>
    <message>
        <source>Second half</source>
        <translation>Zweite Hälfte</translation>
    </message>
    <message>
        <source>Finale</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Who begins? %1 throws.</source>
        <translation>Wer fängt an? %1 würfelt.</translation>
    </message>
    <message>
        <source>%1 throws covered.</source>
        <translation>%1 würfelt verdeckt.</translation>
    </message>
    <message>
        <source>%1 leads: keep, throw again or let it stand.</source>
        <translation>%1 spielt vor: Würfel beiseitelegen, noch einmal würfeln oder stehen lassen.</translation>
    </message>
    <message>
        <source>%1 decides.</source>
        <translation>%1 ist dran.</translation>
    </message>
    <message>
        <source>A tie: %1 rolls off.</source>
        <translation>Gleichstand: %1 äugelt.</translation>
    </message>
    <message>
        <source>Last round: %1 threw lowest and gets %2.</source>
        <translation>Letzte Runde: %1 hatte den niedrigsten Wurf und bekommt %2.</translation>
    </message>
    <message>
        <source>Highest: %1 with %2.</source>
        <translation>Am höchsten: %1 mit %2.</translation>
    </message>
    <message>
        <source>A tie was rolled off.</source>
        <translation>Ein Gleichstand wurde ausgeäugelt.</translation>
    </message>
    <message>
        <source>Equal throws: the earlier one counts (Mit ist Schitt).</source>
        <translation>Gleiche Würfe: Der frühere zählt („Mit ist Schitt“).</translation>
    </message>
    <message>
        <source>%1 has the highest throw and begins.</source>
        <translation>%1 hat den höchsten Wurf und fängt an.</translation>
    </message>
    <message>
        <source>Schuss! The lead stands after one throw: everybody has one throw only.</source>
        <translation>Schuss! Der Vorleger bleibt nach dem ersten Wurf stehen: Alle haben nur einen Wurf.</translation>
    </message>
    <message>
        <source>A tie! Those who tie roll off (Äugeln).</source>
        <translation>Gleichstand! Wer gleich liegt, würfelt es aus (Äugeln).</translation>
    </message>
    <message>
        <source>The Stock is empty: from now on the winner of a round gives the chips.</source>
        <translation>Der Stock ist leer: Ab jetzt gibt der Gewinner einer Runde die Scheiben ab.</translation>
    </message>
    <message>
        <source>Schock-Aus! All the chips at once: the half is lost.</source>
        <translation>Schock-Aus! Alle Scheiben auf einmal: Die Hälfte ist verloren.</translation>
    </message>
    <message>
        <source>The half is over.</source>
        <translation>Die Hälfte ist vorbei.</translation>
    </message>
    <message>
        <source>The second half begins.</source>
        <translation>Die zweite Hälfte beginnt.</translation>
    </message>
    <message>
        <source>Finale: the two losers of the halves play it out.</source>
        <translation>Finale: Die beiden Verlierer der Hälften spielen es aus.</translation>
    </message>
    <message>
        <source>Durchmarsch! The same player lost both halves.</source>
        <translation>Durchmarsch! Derselbe Spieler hat beide Hälften verloren.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stock</translation>
    </message>
    <message>
        <source>Ranking of throws</source>
        <translation>Rangfolge der Würfe</translation>
    </message>
</context>
<context>
    <name>ReadAloudButton</name>
    <message>
        <source>■ Stop reading</source>
        <translation>■ Vorlesen anhalten</translation>
    </message>
    <message>
        <source>▶ Read aloud</source>
        <translation>▶ Vorlesen</translation>
    </message>
    <message>
        <source>Read by the museum&apos;s staff</source>
        <translation>Vom Museum selbst eingesprochen</translation>
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
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Practised</source>
        <translation>Geübt</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Meister</translation>
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
    <name>ShelfFilters</name>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>allein</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>ab %1</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>up to %1 min.</source>
        <translation>bis %1 Min.</translation>
    </message>
    <message>
        <source>longer</source>
        <translation>länger</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Alle zeigen</translation>
    </message>
</context>
<context>
    <name>ShelfTile</name>
    <message>
        <source>Continue</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>allein</translation>
    </message>
    <message>
        <source>alone or up to %1</source>
        <translation>allein oder bis %1</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 Spieler</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>ab %1</translation>
    </message>
    <message>
        <source>about %1 min.</source>
        <translation>etwa %1 Min.</translation>
    </message>
    <message>
        <source>About the game</source>
        <translation>Über das Spiel</translation>
    </message>
</context>
<context>
    <name>SkPlayerPanel</name>
    <message>
        <source>watching</source>
        <translation>schaut zu</translation>
    </message>
    <message>
        <source>leads</source>
        <translation>spielt vor</translation>
    </message>
    <message>
        <source>lost a half</source>
        <translation>Hälfte verloren</translation>
    </message>
</context>
<context>
    <name>SkRankingPanel</name>
    <message>
        <source>all 13 – the half is lost</source>
        <translation>alle 13 – die Hälfte ist verloren</translation>
    </message>
    <message>
        <source>Which throw beats which</source>
        <translation>Welcher Wurf schlägt welchen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Chips for the loser</source>
        <translation>Scheiben für den Verlierer</translation>
    </message>
    <message>
        <source>Within Straßen, Drei Dicke and simple throws the higher dice win. The loser of the round gets as many chips as the winner&apos;s throw is worth.</source>
        <translation>Unter Straßen, Drei Dicken und einfachen Würfen gewinnen die höheren Augen. Der Verlierer der Runde bekommt so viele Scheiben, wie der Wurf des Gewinners wert ist.</translation>
    </message>
    <message>
        <source>Throw</source>
        <comment>table column: the kind of throw</comment>
        <translation>Wurf</translation>
    </message>
</context>
<context>
    <name>SkTurnPanel</name>
    <message>
        <source>turned</source>
        <translation>gedreht</translation>
    </message>
    <message>
        <source>aside</source>
        <translation>beiseite</translation>
    </message>
    <message>
        <source>Press and hold the cup to look</source>
        <translation>Becher gedrückt halten zum Anschauen</translation>
    </message>
    <message>
        <source>covered</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>Set aside, throw the rest</source>
        <translation>Beiseitelegen, Rest würfeln</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Turn two sixes into a one</source>
        <translation>Zwei Sechsen zu einer Eins drehen</translation>
    </message>
    <message>
        <source>Three sixes: two ones</source>
        <translation>Drei Sechsen: zwei Einsen</translation>
    </message>
    <message>
        <source>Let it stand</source>
        <translation>Stehen lassen</translation>
    </message>
    <message>
        <source>These dice cannot be set aside like this.</source>
        <translation>So dürfen diese Würfel nicht beiseitegelegt werden.</translation>
    </message>
</context>
<context>
    <name>SogoBoard</name>
    <message>
        <source>The computer is thinking …</source>
        <translation>Der Computer überlegt …</translation>
    </message>
    <message>
        <source>Four in a row! Take one of %1&apos;s beads: touch a glowing bead.</source>
        <translation>Vier in einer Reihe! Nimm eine Kugel von %1: Tippe auf eine leuchtende Kugel.</translation>
    </message>
    <message>
        <source>Touch a rod, here or in the levels: the bead slides down to the ring.</source>
        <translation>Tippe auf einen Stab, hier oder in den Ebenen: Die Kugel rutscht hinab bis zum Ring.</translation>
    </message>
</context>
<context>
    <name>SogoLayers</name>
    <message>
        <source>Level 4 (top)</source>
        <translation>Ebene 4 (oben)</translation>
    </message>
    <message>
        <source>Level 1 (bottom)</source>
        <translation>Ebene 1 (unten)</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Ebene %1</translation>
    </message>
    <message>
        <source>light bead</source>
        <translation>helle Kugel</translation>
    </message>
    <message>
        <source>dark bead</source>
        <translation>dunkle Kugel</translation>
    </message>
</context>
<context>
    <name>SogoPanel</name>
    <message>
        <source>1 bead left</source>
        <translation>Noch 1 Kugel</translation>
    </message>
    <message>
        <source>%1 beads left</source>
        <translation>Noch %1 Kugeln</translation>
    </message>
    <message>
        <source>Taken: %1</source>
        <translation>Erobert: %1</translation>
    </message>
</context>
<context>
    <name>SogoSpace</name>
    <message>
        <source>Rod %1</source>
        <translation>Stab %1</translation>
    </message>
    <message>
        <source>Turn left</source>
        <translation>Nach links drehen</translation>
    </message>
    <message>
        <source>Turn right</source>
        <translation>Nach rechts drehen</translation>
    </message>
    <message>
        <source>Swipe across the rods to turn them.</source>
        <translation>Wische über die Stäbe, um sie zu drehen.</translation>
    </message>
</context>
<context>
    <name>SoundButton</name>
    <message>
        <source>Listen</source>
        <translation>Anhören</translation>
    </message>
    <message>
        <source>■ Stop</source>
        <translation>■ Anhalten</translation>
    </message>
</context>
<context>
    <name>SquareBoard</name>
    <message>
        <source>possible target</source>
        <translation>mögliches Ziel</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>gewählt</translation>
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
    <name>TangramBoard</name>
    <message>
        <source>Laid! All seven pieces fill the figure.</source>
        <translation>Geschafft! Alle sieben Teile füllen die Figur.</translation>
    </message>
    <message>
        <source>This is how the figure is laid.</source>
        <translation>So wird die Figur gelegt.</translation>
    </message>
    <message>
        <source>The computer lays the figure …</source>
        <translation>Der Computer legt die Figur …</translation>
    </message>
    <message>
        <source>Hint: this piece cannot stay where it lies. Drag it back to the tray.</source>
        <translation>Tipp: Dieses Teil kann nicht liegen bleiben. Zieh es zurück in die Ablage.</translation>
    </message>
    <message>
        <source>Hint: the dashed outline shows where one piece belongs.</source>
        <translation>Tipp: Der gestrichelte Umriss zeigt, wohin ein Teil gehört.</translation>
    </message>
    <message>
        <source>Drag all seven pieces into the shadow. A touch turns a piece.</source>
        <translation>Zieh alle sieben Teile in den Schatten. Antippen dreht ein Teil.</translation>
    </message>
    <message>
        <source>Laid!</source>
        <translation>Geschafft!</translation>
    </message>
    <message>
        <source>Mirror the parallelogram</source>
        <translation>Parallelogramm wenden</translation>
    </message>
    <message>
        <source>Thinking …</source>
        <translation>Ich überlege …</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>Lösung zeigen</translation>
    </message>
</context>
<context>
    <name>TcActions</name>
    <message>
        <source>Put the stone back</source>
        <translation>Stein zurückstellen</translation>
    </message>
    <message>
        <source>Mark %1</source>
        <translation>%1 markieren</translation>
    </message>
    <message>
        <source>Let it pass</source>
        <translation>Gelten lassen</translation>
    </message>
    <message>
        <source>To school for %1</source>
        <translation>Für %1 in die Schule</translation>
    </message>
    <message>
        <source>Play on with the Rest</source>
        <translation>Mit dem Rest weiter</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Neu anfangen</translation>
    </message>
    <message>
        <source>Force him</source>
        <translation>Zwingen</translation>
    </message>
</context>
<context>
    <name>TcExplanation</name>
    <message>
        <source>The throws of two dice</source>
        <translation>Die Würfe mit zwei Würfeln</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Doublets and their names</source>
        <translation>Die Doubletten und ihre Namen</translation>
    </message>
    <message>
        <source>Unequal numbers are simple throws, two equal ones a doublet. Every doublet has its own name:</source>
        <translation>Ungleiche Zahlen sind einfache Würfe, zwei gleiche eine Doublette. Jede Doublette hat ihren besonderen Namen:</translation>
    </message>
    <message>
        <source>The sums: how many ways each can fall</source>
        <translation>Die Summen: auf wie vielerlei Art jede fallen kann</translation>
    </message>
    <message>
        <source>Roman numerals: the sum of both dice; below it every way to throw it, first die and second die.</source>
        <translation>Römische Ziffern: die Augen beider Würfel zusammen; darunter jede Art, sie zu werfen, erster und zweiter Würfel.</translation>
    </message>
    <message>
        <source>What follows from it</source>
        <translation>Hieraus geht hervor</translation>
    </message>
    <message>
        <source>36 different throws are possible.</source>
        <translation>36 verschiedene Würfe sind möglich.</translation>
    </message>
    <message>
        <source>7 falls most often: it can be thrown in six ways, so the chance is 6 to 30, or 1 to 5.</source>
        <translation>Die 7 fällt am öftesten: Sie kann auf sechs Arten geworfen werden, die Wahrscheinlichkeit ist wie 6 zu 30 oder 1 zu 5.</translation>
    </message>
    <message>
        <source>2 and 12 are the least likely, each falls in one way only: 7 comes six times as often.</source>
        <translation>2 und 12 haben die wenigste Wahrscheinlichkeit, jede fällt nur auf eine Art: Die 7 kommt sechsmal öfter.</translation>
    </message>
    <message>
        <source>3 and 11, 4 and 10, 5 and 9, 6 and 8 are equally likely.</source>
        <translation>Gleiche Wahrscheinlichkeit haben 3 und 11, 4 und 10, 5 und 9, 6 und 8.</translation>
    </message>
    <message>
        <source>6, 7 or 8 fall in 16 ways together, the other sums in 20: 16 to 20, or 4 to 5.</source>
        <translation>6, 7 oder 8 fallen zusammen auf 16 Arten, die anderen Zahlen auf 20: wie 16 zu 20 oder 4 zu 5.</translation>
    </message>
    <message>
        <source>A Bloße five points in front of an opponent&apos;s stone can be hit by 15 of the 36 throws, at six points by 16, at four by 14: add ten to the distance.</source>
        <translation>Ein Bloßer fünf Felder vor einem Stein des Gegners kann von 15 der 36 Würfe getroffen werden, auf sechs Feldern von 16, auf vier von 14: man setzt zehn an die Zahl.</translation>
    </message>
</context>
<context>
    <name>TcScorePanel</name>
    <message>
        <source>Marker %1</source>
        <translation>Marke %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>TcTexts</name>
    <message>
        <source>1 point</source>
        <translation>1 Punkt</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>1 Strich</source>
        <translation>1 Strich</translation>
    </message>
    <message>
        <source>%1 Striche</source>
        <translation>%1 Striche</translation>
    </message>
    <message>
        <source>%1: a Bloße hit on point %2 (from point %3)</source>
        <translation>%1: Bloßer auf Feld %2 getroffen (von Feld %3)</translation>
    </message>
    <message>
        <source>%1: a Bloße hit on point %2</source>
        <translation>%1: Bloßer auf Feld %2 getroffen</translation>
    </message>
    <message>
        <source>%1: a Bloße hit with a doublet on point %2 (from point %3)</source>
        <translation>%1: Bloßer auf Feld %2 mit der Doublette getroffen (von Feld %3)</translation>
    </message>
    <message>
        <source>%1: a Bloße hit with a doublet on point %2</source>
        <translation>%1: Bloßer auf Feld %2 mit der Doublette getroffen</translation>
    </message>
    <message>
        <source>%1: Nachschlag (a stone six points behind the hitting Band)</source>
        <translation>%1: Nachschlag (ein Stein sechs Felder hinter dem schlagenden Band)</translation>
    </message>
    <message>
        <source>%1: the opponent&apos;s Hucke hit</source>
        <translation>%1: die Hucke des Gegners geschlagen</translation>
    </message>
    <message>
        <source>%1: the opponent&apos;s Hucke hit with a doublet</source>
        <translation>%1: die Hucke des Gegners mit der Doublette geschlagen</translation>
    </message>
    <message>
        <source>%1: small Jan</source>
        <translation>%1: kleiner Jan</translation>
    </message>
    <message>
        <source>%1: great Jan (Zumachen)</source>
        <translation>%1: großer Jan (Zumachen)</translation>
    </message>
    <message>
        <source>%1: Rückjan closed</source>
        <translation>%1: Rückjan zugemacht</translation>
    </message>
    <message>
        <source>%1: the opponent could not set his throw</source>
        <translation>%1: der Gegner konnte seinen Wurf nicht setzen</translation>
    </message>
    <message>
        <source>%1: the opponent could set only one die</source>
        <translation>%1: der Gegner konnte nur einen Würfel setzen</translation>
    </message>
    <message>
        <source>%1: the opponent&apos;s stone on his first point is not covered</source>
        <translation>%1: der Stein des Gegners auf seinem ersten Feld ist nicht gedeckt</translation>
    </message>
    <message>
        <source>%1: the Marsch (all stones out first)</source>
        <translation>%1: der Marsch (zuerst alle Steine heraus)</translation>
    </message>
    <message>
        <source>The Marsch with a doublet: the Satz is won</source>
        <translation>Der Marsch mit einer Doublette: der Satz ist gewonnen</translation>
    </message>
    <message>
        <source>%1: Quadrupel (Matsch), the opponent marked nothing</source>
        <translation>%1: Quadrupel (Matsch), der Gegner hat nichts markiert</translation>
    </message>
    <message>
        <source>%1 marked for the throw</source>
        <translation>%1 für den Wurf markiert</translation>
    </message>
    <message>
        <source>%1: sent the opponent to school</source>
        <translation>%1: den Gegner in die Schule geschickt</translation>
    </message>
    <message>
        <source>%1: sent to school unjustly</source>
        <translation>%1: zu Unrecht in die Schule geschickt</translation>
    </message>
    <message>
        <source>%1&apos;s throw had won %2, and so much was marked.</source>
        <translation>Der Wurf von %1 hatte %2 gewonnen, und so viel wurde markiert.</translation>
    </message>
    <message>
        <source>%1&apos;s throw had won %2; %3 were marked.</source>
        <translation>Der Wurf von %1 hatte %2 gewonnen; markiert wurden %3.</translation>
    </message>
    <message>
        <source>Lots for the first throw: %1 and %2, equal, again.</source>
        <translation>Los um den ersten Wurf: %1 und %2, gleich, noch einmal.</translation>
    </message>
    <message>
        <source>Lots for the first throw: %1 %2, %3 %4. %5 throws first.</source>
        <translation>Los um den ersten Wurf: %1 %2, %3 %4. %5 wirft an.</translation>
    </message>
    <message>
        <source>%1 throws %2.</source>
        <translation>%1 wirft %2.</translation>
    </message>
    <message>
        <source>%1 moves %2.</source>
        <translation>%1 setzt %2.</translation>
    </message>
    <message>
        <source>(Hucke taken by force)</source>
        <translation>(Hucke mit Gewalt genommen)</translation>
    </message>
    <message>
        <source>%1 marks %2 for the throw.</source>
        <translation>%1 markiert %2 für den Wurf.</translation>
    </message>
    <message>
        <source>%1 lets the marking pass.</source>
        <translation>%1 lässt die Markierung gelten.</translation>
    </message>
    <message>
        <source>%1 makes him mark what his throw won.</source>
        <translation>%1 zwingt ihn, zu markieren, was sein Wurf gewann.</translation>
    </message>
    <message>
        <source>%1 sends %2 to school for %3.</source>
        <translation>%1 schickt %2 für %3 in die Schule.</translation>
    </message>
    <message>
        <source>%1 plays on with the Rest.</source>
        <translation>%1 spielt mit dem Rest weiter.</translation>
    </message>
    <message>
        <source>%1 starts a new game.</source>
        <translation>%1 fängt ein neues Spiel an.</translation>
    </message>
    <message>
        <source>%1: Triple, the opponent marked one or two points</source>
        <translation>%1: Triple, der Gegner hat ein oder zwei Punkte markiert</translation>
    </message>
    <message>
        <source>%1: Double, the opponent marked three to six points</source>
        <translation>%1: Double, der Gegner hat drei bis sechs Punkte markiert</translation>
    </message>
    <message>
        <source>%1: Simple, the opponent marked seven points or more (over the board)</source>
        <translation>%1: Simple, der Gegner hat sieben Punkte oder mehr markiert (über dem Brett)</translation>
    </message>
    <message>
        <source>Count: each way to a single stone of the opponent 1 (doublet 2), his empty Hucke 2 (doublet 4), each closed Jan 2.</source>
        <translation>Zähle: jeder Weg zu einem Bloßen des Gegners 1 (Doublette 2), seine leere Hucke 2 (Doublette 4), jeder geschlossene Jan 2.</translation>
    </message>
    <message>
        <source>Let it pass: it stays as marked. Force him: he marks what the throw won. To school: you mark his error.</source>
        <translation>Gelten lassen: es bleibt, wie markiert. Zwingen: er markiert, was der Wurf gewann. Schule: du markierst seinen Fehler.</translation>
    </message>
</context>
<context>
    <name>TcThrowGrid</name>
    <message>
        <source>36 throws: 21 real and 15 possible</source>
        <translation>36 Würfe: 21 wirkliche und 15 mögliche</translation>
    </message>
    <message>
        <source>Filled: the 21 real throws (each doublet once). Outlined: the 15 possible ones, the same numbers on the other die; so a simple throw falls twice as often as a doublet (%1 against %2).</source>
        <translation>Gefüllt: die 21 wirklichen Würfe (jede Doublette einmal). Umrandet: die 15 möglichen, dieselben Zahlen auf dem anderen Würfel; darum fällt ein einfacher Wurf doppelt so oft wie eine Doublette (%1 gegen %2).</translation>
    </message>
</context>
<context>
    <name>TcTurnStrip</name>
    <message>
        <source>%1 is to play …</source>
        <translation>%1 ist am Zug …</translation>
    </message>
    <message>
        <source>The Hucke by force: both stones go into your own Hucke, each one point short.</source>
        <translation>Die Hucke mit Gewalt: beide Steine gehen in die eigene Hucke, jeder ein Feld kürzer.</translation>
    </message>
    <message>
        <source>Now the other die: move a stone again, or put the stone back.</source>
        <translation>Jetzt der andere Würfel: noch einen Stein setzen oder den Stein zurückstellen.</translation>
    </message>
    <message>
        <source>%1 sets %2: drag a stone to a glowing point, or touch it and then the point.</source>
        <translation>%1 setzt %2: einen Stein auf ein leuchtendes Feld ziehen oder erst den Stein, dann das Feld berühren.</translation>
    </message>
    <message>
        <source>%1 threw %2. How many points did the throw win? Mark them on the right.</source>
        <translation>%1 hat %2 geworfen. Wie viele Punkte gewinnt der Wurf? Rechts markieren.</translation>
    </message>
    <message>
        <source>%1 marked %2 for %3. Right? Decide on the right.</source>
        <translation>%1 hat %2 für %3 markiert. Stimmt das? Rechts entscheiden.</translation>
    </message>
    <message>
        <source>%1 has marked twelve: play on with the Rest, or start a new game?</source>
        <translation>%1 hat zwölf markiert: mit dem Rest weiterspielen oder neu anfangen?</translation>
    </message>
</context>
<context>
    <name>ToccategliBoard</name>
    <message>
        <source>Throws and doublets</source>
        <translation>Würfe und Doubletten</translation>
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
    <message>
        <source>Easier to see, easier to reach</source>
        <translation>Besser sehen, besser erreichen</translation>
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
    <message>
        <source>‹ Previous</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Weiter ›</translation>
    </message>
</context>
<context>
    <name>SongPanel</name>
    <message>
        <source>■ Stop</source>
        <translation>■ Anhalten</translation>
    </message>
    <message>
        <source>♪ Play the song</source>
        <translation>♪ Lied spielen</translation>
    </message>
    <message>
        <source>All verses</source>
        <translation>Alle Strophen</translation>
    </message>
    <message>
        <source>Music box</source>
        <translation>Spieluhr</translation>
    </message>
    <message>
        <source>Recorder</source>
        <translation>Blockflöte</translation>
    </message>
    <message>
        <source>Piano</source>
        <translation>Klavier</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Langsamer</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <source>Sing along</source>
        <translation>Mitsingen</translation>
    </message>
</context>
<context>
    <name>HalmaBoard</name>
    <message>
        <source>None of your pieces can move: you have to pass.</source>
        <translation>Keiner deiner Kegel kann ziehen: Du musst aussetzen.</translation>
    </message>
    <message>
        <source>Touch one of your pieces, then where it should go.</source>
        <translation>Tippe einen deiner Kegel an, dann das Feld, wohin er soll.</translation>
    </message>
    <message>
        <source>Touch a glowing field: one step, or a jump over a piece.</source>
        <translation>Tippe ein leuchtendes Feld an: ein Schritt oder ein Sprung über einen Kegel.</translation>
    </message>
    <message>
        <source>Jump on, or touch the last field again to stop there.</source>
        <translation>Spring weiter – oder tippe das letzte Feld noch einmal an, um dort stehen zu bleiben.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Aussetzen</translation>
    </message>
    <message>
        <source>No one has come nearer the goal for %1 rounds; after %2 the game ends.</source>
        <translation>Seit %1 Runden ist niemand dem Ziel näher gekommen; nach %2 endet das Spiel.</translation>
    </message>
</context>
<context>
    <name>HmPlayers</name>
    <message>
        <source>in the goal: %1 of %2</source>
        <translation>im Ziel: %1 von %2</translation>
    </message>
</context>
<context>
    <name>BackgammonBoard</name>
    <message>
        <source>%1 wins %2.</source>
        <translation>%1 gewinnt %2.</translation>
    </message>
    <message>
        <source>GNU Backgammon finds no real mistake in the moves of %1.</source>
        <translation>GNU Backgammon findet in den Zügen von %1 keinen nennenswerten Fehler.</translation>
    </message>
    <message>
        <source>Our computer finds no real mistake in the moves of %1.</source>
        <translation>Unser Computer findet in den Zügen von %1 keinen nennenswerten Fehler.</translation>
    </message>
    <message>
        <source>GNU Backgammon: the biggest mistake of %1 was turn %2 (dice %3): %4. Better was %5, with a chance to win of %6 instead of %7 in 100.</source>
        <translation>GNU Backgammon: Der größte Fehler von %1 war der %2. Zug (Wurf %3): %4. Besser war %5 – mit %6 statt %7 von 100 Gewinnchancen.</translation>
    </message>
    <message>
        <source>Our computer: the biggest mistake of %1 was turn %2 (dice %3): %4. Better was %5, with a chance to win of %6 instead of %7 in 100.</source>
        <translation>Unser Computer: Der größte Fehler von %1 war der %2. Zug (Wurf %3): %4. Besser war %5 – mit %6 statt %7 von 100 Gewinnchancen.</translation>
    </message>
    <message>
        <source>%1 considers the double …</source>
        <translation>%1 überlegt, ob er die Verdopplung annimmt …</translation>
    </message>
    <message>
        <source>%1 is thinking …</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <source>%1: throw the dice.</source>
        <translation>%1: Bitte würfeln.</translation>
    </message>
    <message>
        <source>%1 doubles. Take and play on for %2, or give up and lose %3?</source>
        <translation>%1 verdoppelt. Annehmen und um %2 weiterspielen – oder aufgeben und %3 verlieren?</translation>
    </message>
    <message>
        <source>%1 cannot move with these dice. Touch “Done”.</source>
        <translation>%1 kann mit diesem Wurf nicht ziehen. Bitte „Fertig“ antippen.</translation>
    </message>
    <message>
        <source>All dice played. “Done” confirms the move.</source>
        <translation>Alle Würfel gesetzt. „Fertig“ bestätigt den Zug.</translation>
    </message>
    <message>
        <source>Where to? The lit points are allowed.</source>
        <translation>Wohin? Die leuchtenden Zacken sind erlaubt.</translation>
    </message>
    <message>
        <source>%1 to move: touch a checker.</source>
        <translation>%1 ist am Zug: einen Stein antippen.</translation>
    </message>
    <message>
        <source>Pips: %1 · off: %2</source>
        <translation>Augen: %1 · draußen: %2</translation>
    </message>
    <message>
        <source>Throw the dice</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Done (no move)</source>
        <translation>Fertig (kein Zug)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Verdoppeln</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Aufgeben</translation>
    </message>
</context>
<context>
    <name>RacePlayers</name>
    <message>
        <source>thinking …</source>
        <translation>überlegt …</translation>
    </message>
    <message>
        <source>%1/%2 home</source>
        <translation>%1/%2 im Ziel</translation>
    </message>
</context>
<context>
    <name>RausBoard</name>
    <message>
        <source>Throw the die</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>%1: throw for a six (%2 tries left)</source>
        <translation>%1: Würfle eine Sechs (noch %2 Versuche)</translation>
    </message>
    <message>
        <source>%1: throw the die</source>
        <translation>%1: Würfeln</translation>
    </message>
    <message>
        <source>%1 has thrown a %2</source>
        <translation>%1 hat eine %2 gewürfelt</translation>
    </message>
    <message>
        <source>%1 overlooked a hit!</source>
        <translation>%1 hat das Schlagen übersehen!</translation>
    </message>
    <message>
        <source>Blown home!</source>
        <translation>Weggepustet!</translation>
    </message>
    <message>
        <source>Out you go! A piece was hit and goes home.</source>
        <translation>Raus mit dir! Eine Figur wurde geschlagen und muss zurück.</translation>
    </message>
    <message>
        <source>No move with that throw.</source>
        <translation>Mit diesem Wurf geht kein Zug.</translation>
    </message>
    <message>
        <source>A six: throw again!</source>
        <translation>Eine Sechs: noch einmal würfeln!</translation>
    </message>
    <message>
        <source>Touch the die.</source>
        <translation>Tippe auf den Würfel.</translation>
    </message>
    <message>
        <source>%1 may blow the glowing piece home — touch it, or spare it.</source>
        <translation>%1 darf die leuchtende Figur zurückpusten – tippe sie an oder lass sie stehen.</translation>
    </message>
    <message>
        <source>Touch a glowing piece.</source>
        <translation>Tippe auf eine leuchtende Figur.</translation>
    </message>
    <message>
        <source>Touch the glowing field.</source>
        <translation>Tippe auf das leuchtende Feld.</translation>
    </message>
    <message>
        <source>Do not blow</source>
        <translation>Nicht pusten</translation>
    </message>
    <message>
        <source>A six brings a piece out and earns another throw. Whoever has no piece in play throws three times: the chance of a six among the three is %1 in %2, about %3 in 100.</source>
        <translation>Eine Sechs bringt eine Figur heraus und gibt einen neuen Wurf. Wer keine Figur im Spiel hat, würfelt dreimal: Die Chance auf eine Sechs unter den dreien ist %1 von %2, etwa %3 von 100.</translation>
    </message>
</context>
<context>
    <name>PachisiBoard</name>
    <message>
        <source>Throw the cowries</source>
        <translation>Die Kaurimuscheln werfen</translation>
    </message>
    <message>
        <source>%1 has thrown %2 — a grace: bring a piece in or move, then throw again</source>
        <translation>%1 hat %2 geworfen – ein Gnadenwurf: eine Figur hereinbringen oder ziehen, dann noch einmal werfen</translation>
    </message>
    <message>
        <source>%1 has thrown %2</source>
        <translation>%1 hat %2 geworfen</translation>
    </message>
    <message>
        <source>%1: throw the cowries</source>
        <translation>%1: die Muscheln werfen</translation>
    </message>
    <message>
        <source>Captured! The piece goes back to the Charkoni.</source>
        <translation>Geschlagen! Die Figur muss zurück ins Charkoni.</translation>
    </message>
    <message>
        <source>No move with that throw.</source>
        <translation>Mit diesem Wurf geht kein Zug.</translation>
    </message>
    <message>
        <source>A grace: throw again!</source>
        <translation>Ein Gnadenwurf: noch einmal werfen!</translation>
    </message>
    <message>
        <source>Touch the shells.</source>
        <translation>Tippe auf die Muscheln.</translation>
    </message>
    <message>
        <source>Touch a glowing piece.</source>
        <translation>Tippe auf eine leuchtende Figur.</translation>
    </message>
    <message>
        <source>Touch the glowing square.</source>
        <translation>Tippe auf das leuchtende Feld.</translation>
    </message>
    <message>
        <source>Do not move</source>
        <translation>Nicht ziehen</translation>
    </message>
    <message>
        <source>Seven shells (Herklots): none up 6, one 10, two to four as they fall, five 25, six 30, seven 12. Only 25 and 30 bring a piece in and earn another throw. The crosses are castles: nobody is captured there.</source>
        <translation>Sieben Muscheln (nach Herklots): keine offen 6, eine 10, zwei bis vier wie sie fallen, fünf 25, sechs 30, sieben 12. Nur 25 und 30 bringen eine Figur herein und geben einen neuen Wurf. Die Kreuze sind Burgen: dort wird niemand geschlagen.</translation>
    </message>
    <message>
        <source>Six shells: none up 25, one up 10, six up 6 — these are graces: they bring a piece in and earn another throw. Two to five count as they fall. The crosses are castles: nobody is captured there.</source>
        <translation>Sechs Muscheln: keine offen 25, eine offen 10, sechs offen 6 – das sind Gnadenwürfe: Sie bringen eine Figur herein und geben einen neuen Wurf. Zwei bis fünf zählen, wie sie fallen. Die Kreuze sind Burgen: dort wird niemand geschlagen.</translation>
    </message>
</context>
<context>
    <name>GaensespielBoard</name>
    <message>
        <source>The start</source>
        <translation>Der Start</translation>
    </message>
    <message>
        <source>Field %1: a goose</source>
        <translation>Feld %1: eine Gans</translation>
    </message>
    <message>
        <source>Field 6: the bridge</source>
        <translation>Feld 6: die Brücke</translation>
    </message>
    <message>
        <source>Field 19: the inn</source>
        <translation>Feld 19: das Wirtshaus</translation>
    </message>
    <message>
        <source>Field 31: the well</source>
        <translation>Feld 31: der Brunnen</translation>
    </message>
    <message>
        <source>Field 42: the maze</source>
        <translation>Feld 42: das Labyrinth</translation>
    </message>
    <message>
        <source>Field 52: the prison</source>
        <translation>Feld 52: das Gefängnis</translation>
    </message>
    <message>
        <source>Field 58: death</source>
        <translation>Feld 58: der Tod</translation>
    </message>
    <message>
        <source>Field 63: the goal</source>
        <translation>Feld 63: das Ziel</translation>
    </message>
    <message>
        <source>Field %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>Every piece begins here. A first throw of 6 and 3 goes straight to field 26, a throw of 5 and 4 to field 53.</source>
        <translation>Hier beginnt jede Figur. Wer aus dem Start 6 und 3 wirft, zieht gleich auf Feld 26, wer 5 und 4 wirft, auf Feld 53.</translation>
    </message>
    <message>
        <source>Whoever lands on a goose moves on by the same throw again, and again on the next goose.</source>
        <translation>Wer auf eine Gans kommt, zieht denselben Wurf noch einmal weiter, und auf der nächsten Gans wieder.</translation>
    </message>
    <message>
        <source>Whoever lands here crosses the bridge to field 12.</source>
        <translation>Wer hierher kommt, geht über die Brücke auf Feld 12.</translation>
    </message>
    <message numerus="yes">
        <source>Whoever stops at the inn misses %n turn(s).</source>
        <translation>
            <numerusform>Wer im Wirtshaus einkehrt, setzt %n-mal aus.</numerusform>
            <numerusform>Wer im Wirtshaus einkehrt, setzt %n-mal aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Whoever falls into the well waits until another player lands here and frees him.</source>
        <translation>Wer in den Brunnen fällt, wartet, bis ein anderer Spieler hierher kommt und ihn befreit.</translation>
    </message>
    <message>
        <source>Whoever gets lost in the maze goes back to field 30.</source>
        <translation>Wer sich im Labyrinth verirrt, geht zurück auf Feld 30.</translation>
    </message>
    <message>
        <source>Whoever lands in prison waits until another player lands here and frees him.</source>
        <translation>Wer ins Gefängnis kommt, wartet, bis ein anderer Spieler hierher kommt und ihn befreit.</translation>
    </message>
    <message>
        <source>Death: back to the start.</source>
        <translation>Der Tod: zurück an den Start.</translation>
    </message>
    <message>
        <source>Whoever lands here exactly wins. A throw too high is counted back from 63.</source>
        <translation>Wer genau hierher kommt, gewinnt. Ein zu hoher Wurf wird von 63 zurückgezählt.</translation>
    </message>
    <message>
        <source>A plain field. Whoever lands where another piece stands sends that piece to the field he came from.</source>
        <translation>Ein gewöhnliches Feld. Wer dort ankommt, wo schon eine Figur steht, schickt sie auf das Feld, von dem er kam.</translation>
    </message>
    <message>
        <source>A plain field. Several pieces may stand on it.</source>
        <translation>Ein gewöhnliches Feld. Mehrere Figuren dürfen darauf stehen.</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>am Start</translation>
    </message>
    <message>
        <source>field %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>in the well</source>
        <translation>im Brunnen</translation>
    </message>
    <message>
        <source>in prison</source>
        <translation>im Gefängnis</translation>
    </message>
    <message numerus="yes">
        <source>misses %n turn(s)</source>
        <translation>
            <numerusform>setzt %n-mal aus</numerusform>
            <numerusform>setzt %n-mal aus</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws %2 and moves to field %3.</source>
        <translation>%1 würfelt %2 und zieht auf Feld %3.</translation>
    </message>
    <message>
        <source>6 and 3 at the start: on to field 26!</source>
        <translation>6 und 3 aus dem Start: weiter auf Feld 26!</translation>
    </message>
    <message>
        <source>5 and 4 at the start: on to field 53!</source>
        <translation>5 und 4 aus dem Start: weiter auf Feld 53!</translation>
    </message>
    <message>
        <source>A goose: the throw counts again.</source>
        <translation>Eine Gans: der Wurf zählt noch einmal.</translation>
    </message>
    <message>
        <source>Over the bridge to field 12.</source>
        <translation>Über die Brücke auf Feld 12.</translation>
    </message>
    <message numerus="yes">
        <source>At the inn: %1 misses %n turn(s).</source>
        <translation>
            <numerusform>Im Wirtshaus: %1 setzt %n-mal aus.</numerusform>
            <numerusform>Im Wirtshaus: %1 setzt %n-mal aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Into the well! %1 waits to be freed.</source>
        <translation>In den Brunnen! %1 wartet auf Befreiung.</translation>
    </message>
    <message>
        <source>Lost in the maze: back to field 30.</source>
        <translation>Im Labyrinth verirrt: zurück auf Feld 30.</translation>
    </message>
    <message>
        <source>In prison! %1 waits to be freed.</source>
        <translation>Ins Gefängnis! %1 wartet auf Befreiung.</translation>
    </message>
    <message>
        <source>Too far: counted back from 63.</source>
        <translation>Zu weit: von 63 zurückgezählt.</translation>
    </message>
    <message>
        <source>The player waiting there is free again.</source>
        <translation>Wer dort wartete, ist wieder frei.</translation>
    </message>
    <message>
        <source>%1 has to make room and goes to field %2.</source>
        <translation>%1 muss Platz machen und geht auf Feld %2.</translation>
    </message>
    <message>
        <source>A player at the inn misses this turn.</source>
        <translation>Wer im Wirtshaus sitzt, setzt diesmal aus.</translation>
    </message>
    <message>
        <source>Everybody is caught, so %1 climbs out.</source>
        <translation>Alle sind gefangen, darum kommt %1 frei.</translation>
    </message>
    <message>
        <source>One chip into the pool.</source>
        <translation>Eine Marke in die Kasse.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Touch a field to learn what it does.</source>
        <translation>Tippe auf ein Feld, um zu sehen, was es bewirkt.</translation>
    </message>
</context>
<context>
    <name>LeiterspielBoard</name>
    <message>
        <source>Field %1: the foot of a ladder. Whoever lands here climbs up to field %2.</source>
        <translation>Feld %1: der Fuß einer Leiter. Wer hierher kommt, klettert hinauf auf Feld %2.</translation>
    </message>
    <message>
        <source>Field %1: a snake&apos;s head. Whoever lands here slides down to field %2.</source>
        <translation>Feld %1: ein Schlangenkopf. Wer hierher kommt, rutscht hinunter auf Feld %2.</translation>
    </message>
    <message>
        <source>Field 100: the goal. Whoever reaches it first wins; a throw may go beyond.</source>
        <translation>Feld 100: das Ziel. Wer es zuerst erreicht, gewinnt; der Wurf darf darüber hinausgehen.</translation>
    </message>
    <message>
        <source>Field 100: the goal, to be hit exactly; a throw too high does not count.</source>
        <translation>Feld 100: das Ziel, genau zu treffen; ein zu hoher Wurf zählt nicht.</translation>
    </message>
    <message>
        <source>Field 100: the goal, to be hit exactly; a throw too high is counted back.</source>
        <translation>Feld 100: das Ziel, genau zu treffen; ein zu hoher Wurf wird zurückgezählt.</translation>
    </message>
    <message>
        <source>Field %1.</source>
        <translation>Feld %1.</translation>
    </message>
    <message>
        <source>%1 throws %2 and moves to field %3.</source>
        <translation>%1 würfelt %2 und zieht auf Feld %3.</translation>
    </message>
    <message>
        <source>Up the ladder!</source>
        <translation>Die Leiter hinauf!</translation>
    </message>
    <message>
        <source>Down the snake!</source>
        <translation>Die Schlange hinunter!</translation>
    </message>
    <message>
        <source>Too high: the piece stays.</source>
        <translation>Zu hoch: die Figur bleibt stehen.</translation>
    </message>
    <message>
        <source>Too far: counted back from 100.</source>
        <translation>Zu weit: von 100 zurückgezählt.</translation>
    </message>
    <message>
        <source>A six: %1 throws again.</source>
        <translation>Eine Sechs: %1 würfelt noch einmal.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>am Start</translation>
    </message>
    <message>
        <source>field %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>Touch a field to learn what it does.</source>
        <translation>Tippe auf ein Feld, um zu sehen, was es bewirkt.</translation>
    </message>
</context>
<context>
    <name>RaceSidebar</name>
    <message>
        <source>%1 (computer) throws</source>
        <translation>%1 (Computer) würfelt</translation>
    </message>
    <message>
        <source>%1: your throw</source>
        <translation>%1: du würfelst</translation>
    </message>
    <message>
        <source>Throw the dice</source>
        <translation>Würfeln</translation>
    </message>
</context>
<context>
    <name>FarbcodeBoard</name>
    <message>
        <source>%1 breaks the code</source>
        <translation>%1 knackt den Code</translation>
    </message>
    <message>
        <source>%1: choose the secret code – the other player looks away!</source>
        <translation>%1: Wähle den Geheimcode – der andere schaut weg!</translation>
    </message>
    <message>
        <source>The computer chooses its secret code …</source>
        <translation>Der Computer wählt seinen Geheimcode …</translation>
    </message>
    <message>
        <source>%1: put a guess together and ask it.</source>
        <translation>%1: Stell eine Frage aus vier Farben zusammen.</translation>
    </message>
    <message>
        <source>The computer thinks about its guess …</source>
        <translation>Der Computer überlegt seine Frage …</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Only one code is still possible.</source>
        <translation>Nur noch ein Code ist möglich.</translation>
    </message>
    <message>
        <source>%1 codes are still possible.</source>
        <translation>Noch %1 Codes sind möglich.</translation>
    </message>
    <message>
        <source>The guess that splits them best: %1 (%2 different answers).</source>
        <translation>Am besten teilt sie die Frage %1 (%2 verschiedene Antworten).</translation>
    </message>
</context>
<context>
    <name>FcComposer</name>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violett</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Set the secret code</source>
        <translation>Geheimcode festlegen</translation>
    </message>
    <message>
        <source>Ask this guess</source>
        <translation>Diese Frage stellen</translation>
    </message>
</context>
<context>
    <name>GlHouse</name>
    <message>
        <source>Lucky pig</source>
        <translation>Glücksschwein</translation>
    </message>
    <message>
        <source>Wedding</source>
        <translation>Hochzeit</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>no field</source>
        <translation>kein Feld</translation>
    </message>
    <message>
        <source>%1 in 36</source>
        <translation>%1 von 36</translation>
    </message>
    <message>
        <source>House of Fortune</source>
        <translation>Das Glückshaus</translation>
    </message>
</context>
<context>
    <name>GlPlayerPanel</name>
    <message>
        <source>out of the game</source>
        <translation>ausgeschieden</translation>
    </message>
</context>
<context>
    <name>GlThrowPanel</name>
    <message>
        <source>Touch the dice to throw!</source>
        <translation>Tippe auf die Würfel!</translation>
    </message>
    <message>
        <source>Thrown: %1</source>
        <translation>Gewürfelt: %1</translation>
    </message>
</context>
<context>
    <name>GlueckshausBoard</name>
    <message>
        <source>Whoever throws puts a chip on an empty room or takes the chip lying there.</source>
        <translation>Wer würfelt, legt eine Marke auf das leere Feld seiner Zahl oder nimmt die Marke, die dort liegt.</translation>
    </message>
    <message>
        <source>%1 threw %2: the room was empty, so %1 puts a chip on it.</source>
        <translation>%1 würfelt %2: Das Feld war leer, also legt %1 eine Marke darauf.</translation>
    </message>
    <message>
        <source>That was the last chip: %1 is out.</source>
        <translation>Das war die letzte Marke: %1 scheidet aus.</translation>
    </message>
    <message>
        <source>%1 threw %2: the chip lying there goes to %1.</source>
        <translation>%1 würfelt %2: Die Marke, die dort lag, bekommt %1.</translation>
    </message>
    <message>
        <source>%1 threw 7: one more chip for the wedding.</source>
        <translation>%1 würfelt 7: noch eine Marke für die Hochzeit.</translation>
    </message>
    <message>
        <source>%1 threw 2, the lucky pig: %2 from the board, all but the wedding&apos;s.</source>
        <translation>%1 würfelt 2, das Glücksschwein: %2 vom Plan, alle außer denen der Hochzeit.</translation>
    </message>
    <message>
        <source>%1 threw 2, the lucky pig, but apart from the wedding the board is empty.</source>
        <translation>%1 würfelt 2, das Glücksschwein – aber außer der Hochzeit ist der Plan leer.</translation>
    </message>
    <message>
        <source>%1 threw 12 and is king: the whole board, %2.</source>
        <translation>%1 würfelt 12 und ist König: der ganze Plan, %2.</translation>
    </message>
    <message>
        <source>%1 threw 12 and is king, but the board is empty.</source>
        <translation>%1 würfelt 12 und ist König – aber der Plan ist leer.</translation>
    </message>
    <message>
        <source>%1 threw 4: this board has no 4, nothing happens.</source>
        <translation>%1 würfelt 4: Dieser Plan hat keine 4, es geschieht nichts.</translation>
    </message>
    <message>
        <source>%1 threw 4: one chip to the house.</source>
        <translation>%1 würfelt 4: eine Marke an das Haus.</translation>
    </message>
    <message>
        <source>%1 threw %2 and must pay a chip but has none left: %1 is out.</source>
        <translation>%1 würfelt %2 und müsste eine Marke zahlen, hat aber keine mehr: %1 scheidet aus.</translation>
    </message>
    <message>
        <source>House: %1</source>
        <translation>Haus: %1</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist aus</translation>
    </message>
    <message>
        <source>%1 throws</source>
        <translation>%1 würfelt</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
</context>
</TS>
