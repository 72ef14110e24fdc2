pragma Singleton
import QtQuick
import Zeitvertreib

// Words for what the engine reports as keys: seat names, players, how a game
// ended. Every function reads Exhibit.language, so a binding that calls one is
// evaluated again when the visitor switches the language.
QtObject {
    function seatName(gameKey: string, seat: int): string {
        void Exhibit.language
        // Glasperlenspiel: seat 0 moves first with capital letters, as in the source.
        if (gameKey === "glasperlen")
            return seat === 0 ? qsTr("South") : qsTr("North")
        if (gameKey === "muehle" || gameKey === "toccategli" || gameKey === "backgammon" || gameKey === "schach")
            return seat === 0 ? qsTr("White") : qsTr("Black")
        // Dame: seat 0 has the dark stones, which begin (as in the source).
        if (gameKey === "dame")
            return seat === 0 ? qsTr("Black") : qsTr("White")
        // Halma: the colour of the seat's pieces (its number is on them too).
        if (gameKey === "halma" && seat >= 0 && seat < 6)
            return [qsTr("White"), qsTr("Black"), qsTr("Red"), qsTr("Blue"), qsTr("Green"), qsTr("Yellow")][seat]
        // The dice races: the colour of the seat's piece (its number is on it too).
        if ((gameKey === "gaensespiel" || gameKey === "leiterspiel") && seat >= 0 && seat < 6)
            return [qsTr("Red"), qsTr("Blue"), qsTr("Green"), qsTr("Yellow"), qsTr("White"), qsTr("Black")][seat]
        if (gameKey === "sogo")
            return seat === 0 ? qsTr("Light") : qsTr("Dark")
        // Raus mit dir!: seat k plays colour k (its number is on its pieces).
        if (gameKey === "raus" && seat >= 0 && seat < 4)
            return [qsTr("Red"), qsTr("Blue"), qsTr("Green"), qsTr("Yellow")][seat]
        // Pachisi: the traditional colours, yellow and black against red and green.
        if (gameKey === "pachisi" && seat >= 0 && seat < 4)
            return [qsTr("Yellow"), qsTr("Red"), qsTr("Black"), qsTr("Green")][seat]
        // Farbcode: the roles on the one board (seat 0 breaks, seat 1 makes
        // the code; with two boards each does both, RULES.md "Seats").
        if (gameKey === "farbcode")
            return seat === 0 ? qsTr("Code breaker") : qsTr("Code maker")
        // Glückshaus: the colour of the player's panel and turn band (the
        // chips on the board belong to nobody).
        if (gameKey === "glueckshaus" && seat >= 0 && seat < 6)
            return [qsTr("Red"), qsTr("Blue"), qsTr("Green"), qsTr("Yellow"), qsTr("White"), qsTr("Black")][seat]
        return qsTr("Player %1").arg(seat + 1)
    }

    // "1 chip" / "7 chips" (German: "1 Marke" / "7 Marken").
    function chips(count: int): string {
        void Exhibit.language
        return count === 1 ? qsTr("1 chip") : qsTr("%1 chips").arg(count)
    }

    // "1 point" / "231 points" (German: "1 Punkt" / "231 Punkte").
    function points(count: int): string {
        void Exhibit.language
        return count === 1 ? qsTr("1 point") : qsTr("%1 points").arg(count)
    }

    function playerText(seatInfo: var): string {
        void Exhibit.language
        if (!seatInfo || seatInfo.kind !== "computer")
            return qsTr("Person")
        if (seatInfo.level === "master")
            return qsTr("Computer (master)")
        return seatInfo.level === "practised" ? qsTr("Computer (practised)") : qsTr("Computer (beginner)")
    }

    function toMoveText(gameKey: string, seat: int): string {
        void Exhibit.language
        if (gameKey === "muehle")
            return seat === 0 ? qsTr("White to move") : qsTr("Black to move")
        return qsTr("%1 to move").arg(seatName(gameKey, seat))
    }

    function winnerText(gameKey: string, winner: int): string {
        void Exhibit.language
        if (winner < 0)
            return gameKey === "glocke_hammer" || gameKey === "paschen" || gameKey === "glueckshaus" ? qsTr("A shared win!")
                 : gameKey === "schocken" || gameKey === "maexchen" ? qsTr("All the others win!") : qsTr("A draw!")
        if (gameKey === "muehle")
            return winner === 0 ? qsTr("White wins!") : qsTr("Black wins!")
        // Pachisi: the partners win together.
        if (gameKey === "pachisi")
            return qsTr("%1 and %2 win!").arg(seatName(gameKey, winner % 2)).arg(seatName(gameKey, winner % 2 + 2))
        return qsTr("%1 wins!").arg(seatName(gameKey, winner))
    }

    // Why the game ended, in a sentence; `winner` is -1 for a draw.
    function reasonText(gameKey: string, reason: string, winner: int): string {
        void Exhibit.language
        if (gameKey === "glasperlen")
            return glasperlenReason(reason, winner)
        const loser = winner < 0 ? "" : seatName(gameKey, 1 - winner)
        if (gameKey === "dame")
            return dameReason(reason, loser)
        if (gameKey === "schach")
            return schachReason(reason, loser)
        if (gameKey === "glueckshaus")
            return glueckshausReason(reason)
        if (gameKey === "farbcode")
            return farbcodeReason(reason)
        switch (reason) {
        case "row_empty":
            return qsTr("A row of pits is empty.")
        case "two_stones":
            return qsTr("%1 has only two stones left.").arg(loser)
        case "no_moves":
            return qsTr("%1 cannot move any stone.").arg(loser)
        case "repetition":
            return qsTr("The same position came up for the third time: a draw.")
        case "move_limit":
            return qsTr("50 moves each without a stone taken: a draw.")
        case "kasse_emptied":
            return qsTr("The Kasse was emptied exactly.")
        case "last_player":
        case "last_standing":
            return qsTr("Only one player is left in the game.")
        case "first_out":
            return qsTr("The game ended with the first player to lose all his lives.")
        case "durchmarsch":
            return qsTr("Durchmarsch: the same player lost both halves.")
        case "finale":
            return qsTr("The two losers of the halves played the finale.")
        case "rounds":
            return qsTr("The bank has gone round the table: the most chips win.")
        case "all_chips":
            return qsTr("One player holds every chip.")
        case "sheet_full":
            return qsTr("No field is free any more: the points are added up.")
        case "mill":
            return qsTr("%1 has four beads in a row.").arg(seatName(gameKey, winner))
        case "board_full":
            return qsTr("All 64 beads are on the rods and nobody has four in a row: a draw.")
        case "all_placed":
            return qsTr("All 64 beads are on the rods: whoever took more beads wins.")
        case "partie":
            return qsTr("%1 chalked the Striche of the Partie first.").arg(seatName(gameKey, winner))
        case "goal":
            return qsTr("%1 brought every piece into the house opposite first.").arg(seatName(gameKey, winner))
        case "blocked_goal":
            return qsTr("%1's goal house is full and the rest of the pieces stand right before it: that counts as reached.").arg(seatName(gameKey, winner))
        case "single":
            return qsTr("%1 bore off all fifteen checkers first.").arg(seatName(gameKey, winner))
        case "gammon":
            return qsTr("%1 bore off all checkers before %2 bore off any: a gammon counts double.").arg(seatName(gameKey, winner)).arg(loser)
        case "backgammon":
            return qsTr("%1 bore off all checkers while %2 had none off and one still in %1's home board or on the bar: a backgammon counts three times.").arg(seatName(gameKey, winner)).arg(loser)
        case "dropped":
            return qsTr("%1 gave up when doubled.").arg(loser)
        case "all_home":
            return qsTr("%1 brought all four pieces into the goal first.").arg(seatName(gameKey, winner))
        case "side_home":
            return qsTr("%1 and %2 brought all eight pieces home to the Charkoni.")
                .arg(seatName(gameKey, winner % 2)).arg(seatName(gameKey, winner % 2 + 2))
        case "field_63":
            return qsTr("%1 reached field 63 exactly.").arg(seatName(gameKey, winner))
        case "field_100":
            return qsTr("%1 reached field 100 first.").arg(seatName(gameKey, winner))
        case "stalled":
            return qsTr("20 rounds without anyone coming nearer the goal: most pieces in the goal house win, then the fewest steps left.")
        }
        return ""
    }

    // Schocken: "3 penalty chips" (German: "3 Strafscheiben").
    function penaltyChips(count: int): string {
        void Exhibit.language
        return count === 1 ? qsTr("1 penalty chip") : qsTr("%1 penalty chips").arg(count)
    }

    // Schocken: a class of the ranking table by the engine's key
    // ("schock_aus", "jule", "schock_4", "drei_dicke", "strasse", "simple").
    function schockenThrowClass(key: string): string {
        void Exhibit.language
        if (key === "schock_aus")
            return qsTr("Schock-Aus")
        if (key === "jule")
            return qsTr("Jule")
        if (key.startsWith("schock_"))
            return qsTr("Schock %1").arg(key.slice(7))
        if (key.startsWith("drei_dicke"))
            return qsTr("Drei Dicke (three of a kind)")
        if (key.startsWith("strasse"))
            return qsTr("Straße (a run)")
        return qsTr("Simple throw")
    }

    // Schocken: a throw by the engine's name ("schock_4", "strasse_3",
    // "drei_dicke_5", "jule", "schock_aus", "simple_6_6_5") and its dice.
    function schockenThrow(name: string, dice: var): string {
        if (name.length === 0)
            return ""
        const pips = dice.filter(value => value > 0).slice().sort((a, b) => b - a).join("-")
        if (name === "schock_aus" || name === "jule" || name.startsWith("schock_"))
            return schockenThrowClass(name)
        return schockenThrowClass(name) + " " + pips
    }

    // Glückshaus: why the game ended.
    function glueckshausReason(reason: string): string {
        void Exhibit.language
        switch (reason) {
        case "last_standing":
            return qsTr("All the others are out: the last player in the game also takes the chips on the board.")
        case "first_out":
            return qsTr("The first player is out: whoever holds the most chips wins.")
        case "rounds":
            return qsTr("The rounds are played: whoever holds the most chips wins.")
        }
        return ""
    }

    // Farbcode: why the game ended.
    function farbcodeReason(reason: string): string {
        void Exhibit.language
        switch (reason) {
        case "solved":
            return qsTr("Four black pegs: the code is found.")
        case "rows_used":
            return qsTr("Every row is used and the code was not found.")
        case "fewer_guesses":
            return qsTr("Both codes are done: fewer guesses win.")
        case "equal_guesses":
            return qsTr("Both needed as many guesses: a draw.")
        }
        return ""
    }

    // Dame: why the game ended; `loser` is the losing side's name ("" for a draw).
    function dameReason(reason: string, loser: string): string {
        void Exhibit.language
        switch (reason) {
        case "no_pieces":
            return qsTr("%1 has no stone left.").arg(loser)
        case "no_moves":
            return qsTr("%1 cannot move any stone.").arg(loser)
        case "repetition":
            return qsTr("The same position came up for the third time: a draw.")
        case "move_limit":
            return qsTr("Only Damen moved and nothing was taken for too long: a draw.")
        }
        return ""
    }

    // Schach: why the game ended; `loser` is the losing side's name ("" for a draw).
    function schachReason(reason: string, loser: string): string {
        void Exhibit.language
        switch (reason) {
        case "checkmate":
            return qsTr("Checkmate: %1's king is attacked and cannot escape.").arg(loser)
        case "stalemate":
            return qsTr("Stalemate: the player to move has no legal move but is not in check – a draw.")
        case "dead_position":
            return qsTr("Nobody can checkmate with the pieces that are left: a draw.")
        case "repetition":
            return qsTr("The same position kept coming back: a draw.")
        case "move_rule":
            return qsTr("Too many moves without a capture or a pawn move: a draw.")
        }
        return ""
    }

    // Glasperlenspiel: why the game ended; `winner` is the seat that won.
    function glasperlenReason(reason: string, winner: int): string {
        void Exhibit.language
        const won = seatName("glasperlen", winner)
        const lost = seatName("glasperlen", 1 - winner)
        switch (reason) {
        case "stuck_with_gems":
            return qsTr("%1 could not move at the start of his turn while gems were still on the board, and so he wins.").arg(won)
        case "points":
            return qsTr("No gem is left on the board: whoever has more points wins.")
        case "points_tie":
            return qsTr("No gem is left and the points are equal: %1 still has stones on his side and wins.").arg(won)
        case "fifteen_points":
            return qsTr("%1 has no bead left and %2 has at least 15 points (tournament rules).").arg(lost).arg(won)
        case "emptied_too_soon":
            return qsTr("%1 was emptied before %2 had 15 points (tournament rules).").arg(won).arg(lost)
        case "turn_limit":
            return qsTr("The game reached the greatest number of turns the kiosk allows: the points decided.")
        case "resigned":
            return qsTr("%1 has resigned.").arg(lost)
        }
        return ""
    }
}
