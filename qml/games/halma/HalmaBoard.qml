import QtQuick
import Zeitvertreib
import "../kit"
import "halma_layout.js" as HalmaLayout

// Halma (RULES.md beside the engine): the 16 x 16 square for two or four, the
// star for three, five or six, on the kit's SquareBoard. A move is touched
// as the piece goes: the piece, then each landing of a jump chain; a landing
// from which the chain could go on is touched twice to stop there. The
// engine's input paths say which touch is legal; nothing here knows a rule.
Item {
    id: root

    required property GameSession session
    readonly property var gameState: session.state
    readonly property bool star: String(gameState.board ?? "square") === "star"
    // The seat whose house is drawn at the bottom: the one person playing,
    // else the first seat (several people share the screen: it stays put).
    readonly property int bottomSeat: {
        const humans = []
        for (let i = 0; i < session.seats.length; ++i)
            if (session.seats[i].kind !== "computer")
                humans.push(i)
        return humans.length === 1 ? humans[0] : 0
    }
    readonly property int bottomCorner: (gameState.homeCorner ?? [0])[bottomSeat] ?? 0
    // The two houses of two players lie on one side (the default): no turn.
    readonly property bool sameSide: session.seats.length === 2 && (gameState.homeCorner ?? []).indexOf(3) >= 0
    property var inputs: []
    readonly property var touched: session.partial
    readonly property var seatNames: {
        const names = []
        for (let i = 0; i < session.seats.length; ++i)
            names.push(GameTexts.seatName("halma", i))
        return names
    }
    readonly property bool mustPass: session.humanToMove && inputs.length === 1 && inputs[0] === "pass"
    readonly property real side: Math.min(Theme.px(420), width * 0.22)

    function refreshInputs() { root.inputs = root.session.nextInputs() }
    Component.onCompleted: refreshInputs()
    Connections {
        target: root.session
        function onStateChanged() { root.refreshInputs() }
        function onPartialChanged() { root.refreshInputs() }
        function onThinkingChanged() { root.refreshInputs() }
    }

    HmPlayers {
        id: players
        anchors { left: parent.left; top: parent.top }
        width: root.side
        session: root.session
    }

    SquareBoard {
        id: board
        objectName: "halmaBoard"
        anchors { left: players.right; right: status.left; top: parent.top; bottom: parent.bottom
                  leftMargin: Theme.spacing; rightMargin: Theme.spacing }
        mode: root.star ? "points" : "grid"
        rows: 16
        columns: 16
        checkered: false
        points: root.star ? HalmaLayout.starPoints(root.gameState, root.bottomCorner) : []
        lines: root.star ? HalmaLayout.starLines(root.gameState) : []
        turns: root.star || root.sameSide ? 0 : (4 - root.bottomCorner) % 4
        cellColors: HalmaLayout.houseColors(root.gameState)
        pieces: HalmaLayout.pieces(root.gameState, root.session.lastMoveSeat, root.seatNames)
        selectable: root.touched.length === 0 && !root.mustPass ? root.inputs : []
        selected: root.touched
        targets: root.touched.length > 0 ? root.inputs : []
        lastMove: root.gameState.lastRoute ?? []
        pieceScale: 0.82
        onCellTapped: (cell) => {
            if (root.session.humanToMove && !root.session.thinking)
                root.session.touch(cell)
        }
    }

    Column {
        id: status
        anchors { right: parent.right; top: parent.top }
        width: root.side
        spacing: Theme.spacing

        Row {
            spacing: Theme.px(12)
            Text {
                objectName: "turnText"
                width: status.width - (thinking.visible ? thinking.width + Theme.px(12) : 0)
                text: root.session.over ? "" : GameTexts.toMoveText("halma", root.session.toMove)
                wrapMode: Text.WordWrap
                font.family: Theme.serif
                font.pixelSize: Theme.fontHeading
                font.bold: true
                color: Theme.wood
            }
            ThinkingIndicator {
                id: thinking
                anchors.verticalCenter: parent.verticalCenter
                visible: root.session.thinking
                running: root.session.thinking
            }
        }
        Text {
            objectName: "hintText"
            width: status.width
            wrapMode: Text.WordWrap
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            color: Theme.ink
            text: {
                void Exhibit.language
                if (root.session.over || root.session.thinking || !root.session.humanToMove)
                    return ""
                if (root.mustPass)
                    return qsTr("None of your pieces can move: you have to pass.")
                if (root.touched.length === 0)
                    return qsTr("Touch one of your pieces, then where it should go.")
                if (root.touched.length === 1)
                    return qsTr("Touch a glowing field: one step, or a jump over a piece.")
                return qsTr("Jump on, or touch the last field again to stop there.")
            }
        }
        BigButton {
            objectName: "passButton"
            visible: root.mustPass
            width: status.width
            text: qsTr("Pass")
            onClicked: root.session.playMove("pass")
        }
        Text {
            objectName: "stallText"
            width: status.width
            wrapMode: Text.WordWrap
            visible: !root.session.over && Number(root.gameState.stallPlies ?? 0) * 2 >= Number(root.gameState.stallLimit ?? 1)
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.burgundy
            text: {
                void Exhibit.language
                const seats = Math.max(1, root.session.seats.length)
                return qsTr("No one has come nearer the goal for %1 rounds; after %2 the game ends.")
                    .arg(Math.floor(Number(root.gameState.stallPlies ?? 0) / seats))
                    .arg(Math.floor(Number(root.gameState.stallLimit ?? 0) / seats))
            }
        }
    }
}
