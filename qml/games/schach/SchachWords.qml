import QtQuick
import Zeitvertreib

// Chess in words for the board: piece names, the "Warum?" sentences for the
// engine's reason keys, and the end screen's moments (engine key
// `moments`: "14|0|left_hanging|5|1|Qd2"). Every function reads
// Exhibit.language, so a binding that calls one follows the language button.
QtObject {
    // Piece type codes of the engine: 1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king.
    readonly property var kinds: ["", "pawn", "knight", "bishop", "rook", "queen", "king"]

    function pieceName(code: int): string {
        void Exhibit.language
        const white = code < 8
        switch (code & 7) {
        case 1: return white ? qsTr("white pawn") : qsTr("black pawn")
        case 2: return white ? qsTr("white knight") : qsTr("black knight")
        case 3: return white ? qsTr("white bishop") : qsTr("black bishop")
        case 4: return white ? qsTr("white rook") : qsTr("black rook")
        case 5: return white ? qsTr("white queen") : qsTr("black queen")
        case 6: return white ? qsTr("white king") : qsTr("black king")
        }
        return ""
    }

    function promotionName(letter: string): string {
        void Exhibit.language
        switch (letter) {
        case "q": return qsTr("Queen")
        case "r": return qsTr("Rook")
        case "b": return qsTr("Bishop")
        case "n": return qsTr("Knight")
        }
        return letter
    }

    // How a piece of this type moves, for a move it cannot make.
    function movement(type: int): string {
        void Exhibit.language
        switch (type) {
        case 1: return qsTr("A pawn moves straight ahead, one square (two from its first square), and captures one square diagonally forward.")
        case 2: return qsTr("A knight jumps two squares straight and then one to the side.")
        case 3: return qsTr("A bishop moves only diagonally.")
        case 4: return qsTr("A rook moves only straight: along a row or a column.")
        case 5: return qsTr("A queen moves straight or diagonally, as far as the way is free.")
        case 6: return qsTr("A king moves one square in any direction (when castling, two squares towards the rook).")
        }
        return ""
    }

    // One sentence for the engine's reason key; `type` is the touched piece's.
    function why(reason: string, type: int): string {
        void Exhibit.language
        switch (reason) {
        case "pinned":
            return qsTr("This piece is pinned: it shields its own king from an attacker. If it moved away, the king would be in check.")
        case "king_into_check":
            return qsTr("The king may not step onto a square that an opposing piece attacks.")
        case "check_not_answered":
            return qsTr("Your king is in check, and this move does not end the check. Move the king, capture the attacker or put a piece in between.")
        case "castle_king_moved":
            return qsTr("No castling: the king has already moved in this game.")
        case "castle_rook_moved":
            return qsTr("No castling on this side: this rook has already moved or was taken.")
        case "castle_not_empty":
            return qsTr("No castling: all squares between the king and the rook must be empty.")
        case "castle_out_of_check":
            return qsTr("No castling out of check: the king is attacked right now.")
        case "castle_through_check":
            return qsTr("No castling: the king would pass over a square that is attacked.")
        case "castle_into_check":
            return qsTr("No castling: the king would land on an attacked square.")
        case "path_blocked":
            return qsTr("Another piece stands in the way. Only the knight may jump.")
        case "stuck":
            return qsTr("This piece cannot move at the moment: every way is blocked.")
        }
        return movement(type)
    }

    // SAN with the German piece letters on the German screen (S, L, T, D).
    function localSan(san: string): string {
        if (Exhibit.language === "en")
            return san
        return san.replace(/N/g, "S").replace(/B/g, "L").replace(/R/g, "T").replace(/Q/g, "D")
    }

    function colourName(color: int): string {
        void Exhibit.language
        return color === 0 ? qsTr("White") : qsTr("Black")
    }

    function happened(kind: string, piece: int, san: string): string {
        void Exhibit.language
        const move = localSan(san)
        switch (kind) {
        case "mate":
            return qsTr("gave checkmate")
        case "captured":
            return [qsTr("took a pawn"), qsTr("took the knight"), qsTr("took the bishop"),
                    qsTr("took the rook"), qsTr("took the queen")][piece - 1] ?? qsTr("took a piece")
        case "promoted":
            return [qsTr("turned a pawn into a knight"), qsTr("turned a pawn into a bishop"),
                    qsTr("turned a pawn into a rook"), qsTr("turned a pawn into a queen")][piece - 2] ?? ""
        case "good_move":
            return qsTr("found a strong move (%1)").arg(move)
        case "left_hanging":
            return [qsTr("left a pawn unprotected"), qsTr("left the knight unprotected"),
                    qsTr("left the bishop unprotected"), qsTr("left the rook unprotected"),
                    qsTr("left the queen unprotected")][piece - 1] ?? qsTr("left a piece unprotected")
        case "allowed_mate":
            return qsTr("overlooked a threat of mate")
        case "weak_move":
            return qsTr("made a weak move (%1)").arg(move)
        }
        return move
    }

    // "Move 14: White left the queen unprotected – afterwards Black stood better."
    function moment(text: string): string {
        void Exhibit.language
        const f = text.split("|")
        if (f.length < 6)
            return ""
        const what = happened(f[2], Number(f[3]), f[5])
        const leader = Number(f[4])
        if (f[2] === "mate")
            return qsTr("Move %1: %2 %3 and won.").arg(f[0]).arg(colourName(Number(f[1]))).arg(what)
        if (leader < 0)
            return qsTr("Move %1: %2 %3 – afterwards the game was even.").arg(f[0]).arg(colourName(Number(f[1]))).arg(what)
        return qsTr("Move %1: %2 %3 – afterwards %4 stood better.").arg(f[0]).arg(colourName(Number(f[1])))
                   .arg(what).arg(colourName(leader))
    }
}
