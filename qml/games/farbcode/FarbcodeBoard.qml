pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Farbcode (the Master Mind rules) bound to a GameSession: the board (or the
// two boards of the variant) with every guess and its black and white
// answer, and beside it what the person to move does: put a code together
// from the six colours (each with its symbol) and ask it, or set the secret
// code. The Tipp says how many codes are still possible and which guess
// splits them best. Everything shown comes from the engine's state
// (RULES.md, "State for the board"); the board computes no rule.
Item {
    id: board
    objectName: "farbcodeBoard"

    required property GameSession session
    readonly property real bottomReserve: Theme.touchLarge + Theme.spacing

    readonly property var gameState: session.state
    readonly property int boards: Number(gameState.boards ?? 1)
    readonly property int rows: Number(gameState.rows ?? 12)
    readonly property int current: Number(gameState.current ?? 0)
    readonly property string phase: String(gameState.phase ?? "code")
    readonly property bool mine: session.humanToMove && !session.over && !session.thinking
    property bool tipShown: false

    function seatIsComputer(seat: int): bool {
        const info = board.session.seats[seat]
        return !!info && info.kind === "computer"
    }
    // A secret is shown at the end, or to its maker while a computer breaks
    // it (two people at one screen never see each other's code).
    function secretOf(b: int): string {
        const code = String(board.gameState["code" + b] ?? "")
        if (board.session.over)
            return code
        const breaker = Number(board.gameState["breaker" + b] ?? b)
        return board.seatIsComputer(breaker) ? code : ""
    }
    function boardTitle(b: int): string {
        void Exhibit.language
        const breaker = Number(board.gameState["breaker" + b] ?? b)
        return qsTr("%1 breaks the code").arg(GameTexts.seatName("farbcode", breaker))
    }
    function prompt(): string {
        void Exhibit.language
        if (board.session.over)
            return ""
        const seat = board.session.toMove
        const who = GameTexts.seatName("farbcode", seat)
        if (board.phase === "code")
            return board.mine ? qsTr("%1: choose the secret code – the other player looks away!").arg(who)
                              : qsTr("The computer chooses its secret code …")
        return board.mine ? qsTr("%1: put a guess together and ask it.").arg(who)
                          : qsTr("The computer thinks about its guess …")
    }

    Connections {
        target: board.session
        function onStateChanged() { board.tipShown = false }
    }

    Row {
        id: boardsRow
        anchors { left: parent.left; top: parent.top }
        height: parent.height - board.bottomReserve
        spacing: Theme.spacing
        Repeater {
            model: board.boards
            delegate: FcBoardColumn {
                required property int index
                objectName: "fcBoard" + index
                width: Math.min(board.boards === 2 ? Theme.px(560) : Theme.px(620), implicitWidth)
                height: boardsRow.height
                rows: board.rows
                title: board.boardTitle(index)
                secret: board.secretOf(index)
                guesses: board.gameState["guesses" + index] ?? []
                black: board.gameState["black" + index] ?? []
                white: board.gameState["white" + index] ?? []
                solved: Number(board.gameState["solved" + index] ?? 0) === 1
                active: board.phase === "guess" && !board.session.over && board.current === index
            }
        }
    }

    Column {
        id: side
        anchors { left: boardsRow.right; leftMargin: Theme.spacing * 2; right: parent.right; top: parent.top }
        spacing: Theme.spacing

        Text {
            objectName: "fcPrompt"
            width: parent.width
            wrapMode: Text.WordWrap
            text: board.prompt()
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: Theme.fontHeading
            color: Theme.wood
        }
        FcComposer {
            id: composer
            objectName: "fcComposer"
            width: parent.width
            visible: board.mine
            enabled2: board.mine
            settingCode: board.phase === "code"
            onSubmitted: (code) => board.session.playMove((board.phase === "code" ? "code " : "guess ") + code)
        }
        // The Tipp: how many codes are still possible, and the best split.
        BigButton {
            objectName: "fcTipButton"
            visible: board.mine && board.phase === "guess" && !board.tipShown
            primary: false
            fontSize: Theme.fontSmall
            text: qsTr("Tip")
            onClicked: board.tipShown = true
        }
        Text {
            objectName: "fcTip"
            width: parent.width
            visible: board.phase === "guess" && (board.tipShown || !board.mine) && !board.session.over
            wrapMode: Text.WordWrap
            textFormat: Text.StyledText
            text: {
                void Exhibit.language
                const n = Number(board.gameState["possible" + board.current] ?? 0)
                const tip = String(board.gameState["tip" + board.current] ?? "")
                const parts = Number(board.gameState["tipParts" + board.current] ?? 0)
                let line = n === 1 ? qsTr("Only one code is still possible.") : qsTr("%1 codes are still possible.").arg(n)
                if (tip.length === 4 && n > 1)
                    line += " " + qsTr("The guess that splits them best: %1 (%2 different answers).")
                                  .arg(tip.split("").map(c => composer.colourName("RGBYOP".indexOf(c))).join(" – ")).arg(parts)
                return line
            }
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            color: Theme.ink
        }
    }
}
