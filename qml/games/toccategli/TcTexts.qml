import QtQuick
import Zeitvertreib

// The Toccateglispiel's words for what the engine reports as keys: the
// reasons of the marks („2 Punkte: kleiner Jan“), the throws and their
// names, the moves of the Schule. Every function reads Exhibit.language, so
// a binding that calls one is evaluated again when the language changes.
QtObject {
    function seatName(seat: int): string {
        return GameTexts.seatName("toccategli", seat)
    }

    function points(count: int): string {
        void Exhibit.language
        return count === 1 ? qsTr("1 point") : qsTr("%1 points").arg(count)
    }

    function striche(count: int): string {
        void Exhibit.language
        return count === 1 ? qsTr("1 Strich") : qsTr("%1 Striche").arg(count)
    }

    // The source's names of the doublets; the same words in both languages.
    function doubletName(pips: int): string {
        return ["", "Bezet (Ambesas)", "Double Deux", "Ternes", "Carnes", "Quines", "Sonnes"][pips] ?? ""
    }

    // "6 – 5", "Sonnes (6 – 6)".
    function throwText(dice: var): string {
        if (dice.length < 2)
            return ""
        const pips = dice[0] + " – " + dice[1]
        return dice[0] === dice[1] ? doubletName(dice[0]) + " (" + pips + ")" : pips
    }

    // One mark as the board announces it: "2 points: small Jan".
    function markText(reason: string, amount: int, at: int, from: int): string {
        void Exhibit.language
        const p = points(amount)
        switch (reason) {
        case "hit_blot":
            return from > 0 ? qsTr("%1: a Bloße hit on point %2 (from point %3)").arg(p).arg(at).arg(from)
                            : qsTr("%1: a Bloße hit on point %2").arg(p).arg(at)
        case "hit_blot_doublet":
            return from > 0 ? qsTr("%1: a Bloße hit with a doublet on point %2 (from point %3)").arg(p).arg(at).arg(from)
                            : qsTr("%1: a Bloße hit with a doublet on point %2").arg(p).arg(at)
        case "nachschlag":
            return qsTr("%1: Nachschlag (a stone six points behind the hitting Band)").arg(p)
        case "hit_hucke":
            return qsTr("%1: the opponent's Hucke hit").arg(p)
        case "hit_hucke_doublet":
            return qsTr("%1: the opponent's Hucke hit with a doublet").arg(p)
        case "kleiner_jan":
            return qsTr("%1: small Jan").arg(p)
        case "grosser_jan":
            return qsTr("%1: great Jan (Zumachen)").arg(p)
        case "rueckjan":
            return qsTr("%1: Rückjan closed").arg(p)
        case "unplayable":
            return qsTr("%1: the opponent could not set his throw").arg(p)
        case "unplayable_part":
            return qsTr("%1: the opponent could set only one die").arg(p)
        case "bearoff_blot":
            return qsTr("%1: the opponent's stone on his first point is not covered").arg(p)
        case "marsch":
            return qsTr("%1: the Marsch (all stones out first)").arg(p)
        case "marsch_doublet":
            return qsTr("The Marsch with a doublet: the Satz is won")
        case "quadrupel":
            return qsTr("%1: Quadrupel (Matsch), the opponent marked nothing").arg(striche(amount))
        case "triple":
            return qsTr("%1: Triple, the opponent marked one or two points").arg(striche(amount))
        case "double":
            return qsTr("%1: Double, the opponent marked three to six points").arg(striche(amount))
        case "simple":
            return qsTr("%1: Simple, the opponent marked seven points or more (over the board)").arg(striche(amount))
        case "marked":
            return qsTr("%1 marked for the throw").arg(p)
        case "schule":
            return qsTr("%1: sent the opponent to school").arg(p)
        case "schule_unjust":
            return qsTr("%1: sent to school unjustly").arg(p)
        }
        return p
    }

    // The Schule, after the review: what the throw had won against what was marked.
    function dueText(thrower: int, due: int, declared: int): string {
        void Exhibit.language
        return due === declared
                ? qsTr("%1's throw had won %2, and so much was marked.").arg(seatName(thrower)).arg(points(due))
                : qsTr("%1's throw had won %2; %3 were marked.").arg(seatName(thrower)).arg(points(due)).arg(declared)
    }

    // The Schule: what a person looks at before he decides.
    function hint(phase: string): string {
        void Exhibit.language
        if (phase === "declare")
            return qsTr("Count: each way to a single stone of the opponent 1 (doublet 2), his empty Hucke 2 (doublet 4), each closed Jan 2.")
        if (phase === "review")
            return qsTr("Let it pass: it stays as marked. Force him: he marks what the throw won. To school: you mark his error.")
        return ""
    }

    // What a move was, in a sentence of the log.
    function moveText(seat: int, move: string, lots: var, dice: var): string {
        void Exhibit.language
        const who = seatName(seat)
        const words = move.split(" ")
        switch (words[0]) {
        case "lots":
            if (lots.length < 2)
                return ""
            return lots[0] === lots[1]
                    ? qsTr("Lots for the first throw: %1 and %2, equal, again.").arg(lots[0]).arg(lots[1])
                    : qsTr("Lots for the first throw: %1 %2, %3 %4. %5 throws first.")
                      .arg(seatName(0)).arg(lots[0]).arg(seatName(1)).arg(lots[1])
                      .arg(seatName(lots[0] > lots[1] ? 0 : 1))
        case "dice":
            return qsTr("%1 throws %2.").arg(who).arg(throwText(dice))
        case "move":
            return qsTr("%1 moves %2.").arg(who).arg(words.slice(1).filter(w => w !== "gewalt").join(", ")
                                                       + (words.indexOf("gewalt") >= 0 ? " " + qsTr("(Hucke taken by force)") : ""))
        case "mark":
            return qsTr("%1 marks %2 for the throw.").arg(who).arg(points(Number(words[1])))
        case "pass":
            return qsTr("%1 lets the marking pass.").arg(who)
        case "force":
            return qsTr("%1 makes him mark what his throw won.").arg(who)
        case "schule":
            return qsTr("%1 sends %2 to school for %3.").arg(who).arg(seatName(1 - seat)).arg(points(Number(words[1])))
        case "continue":
            return qsTr("%1 plays on with the Rest.").arg(who)
        case "newgame":
            return qsTr("%1 starts a new game.").arg(who)
        }
        return ""
    }
}
