pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib
import "../kit"

// Pachisi (RULES.md beside the engine): the cross-shaped cloth with its
// castles on the kit's SquareBoard, the Charkoni in the middle, the pieces
// still waiting beside their arms; the players in two partnerships beside
// it, the cowrie shells a touch throws, the score with its grace, and the
// choice not to move. The engine's input paths say what a touch may do;
// nothing here knows a rule.
Item {
    id: root

    required property GameSession session
    readonly property var gameState: session.state
    readonly property string phase: String(gameState.phase ?? "")
    readonly property int current: Number(gameState.current ?? 0)
    readonly property var events: gameState.events ?? []
    // The traditional colours: yellow and black against red and green.
    readonly property var colours: ["#e3b505", "#c0392b", "#2b2b2b", "#2e7d32"]
    readonly property var lightColours: ["#f6e39a", "#f2b8ae", "#b9b2a8", "#b9dcb4"]
    readonly property var seatNames: {
        const names = []
        for (let i = 0; i < session.seats.length; ++i)
            names.push(GameTexts.seatName("pachisi", i))
        return names
    }
    property var inputs: []
    property bool thrownOnce: false
    readonly property var touched: session.partial
    readonly property bool myThrow: session.humanToMove && !session.thinking && inputs.indexOf("die") >= 0
    readonly property bool myMove: session.humanToMove && !session.thinking && phase === "move"
    // The board in the middle as large as the height allows; a column each
    // side (the players left, the throw right), whose foot stays free for the
    // game screen's own buttons.
    readonly property real side: Math.max(Theme.px(340), (width - height) / 2 - Theme.spacing)

    function refreshInputs() { root.inputs = root.session.humanToMove ? root.session.nextInputs() : [] }
    Component.onCompleted: refreshInputs()
    Connections {
        target: root.session
        function onStateChanged() { root.refreshInputs() }
        function onPartialChanged() { root.refreshInputs() }
        function onThinkingChanged() { root.refreshInputs() }
        function onMovePlayed(seat: int, move: string, path: var) {
            if (move.startsWith("cowries")) {
                root.thrownOnce = true
                shells.tumble()
            }
        }
    }

    RaceBoardData {
        id: raceBoard
    }

    SquareBoard {
        id: board
        objectName: "pachisiBoard"
        anchors { left: players.right; top: parent.top; bottom: parent.bottom; right: panel.left
                  leftMargin: Theme.spacing; rightMargin: Theme.spacing }
        mode: "points"
        points: raceBoard.points(root.gameState)
        cellColors: raceBoard.tints(root.gameState, root.lightColours, board.targets, "#ffc53d")
        pieces: raceBoard.pieces(root.gameState, root.colours, root.seatNames)
        selectable: root.touched.length === 0 ? raceBoard.cellsOf(root.gameState, root.inputs, true) : []
        selected: raceBoard.cellsOf(root.gameState, root.touched, true)
        targets: root.touched.length > 0 ? raceBoard.cellsOf(root.gameState, root.inputs, false) : []
        lastMove: raceBoard.cellsOf(root.gameState, root.session.lastMovePath, false)
        pieceScale: 0.86
        onCellTapped: (cell) => {
            if (root.session.humanToMove && !root.session.thinking)
                root.session.touch(raceBoard.touchOf(root.gameState, cell))
        }
    }

    RacePlayers {
        id: players
        anchors { left: parent.left; top: parent.top }
        width: root.side
        session: root.session
        gameKey: "pachisi"
        colours: root.colours
        homeCounts: root.gameState.home ?? []
        current: root.current
    }

    Column {
        id: panel
        anchors { right: parent.right; top: parent.top }
        width: root.side
        spacing: Theme.px(18)

        // The shells: a big touch throws them when it is a person's turn.
        Rectangle {
            id: throwArea
            width: panel.width
            height: shells.height + Theme.px(40)
            radius: Theme.radius
            color: Theme.paperDeep
            border.color: root.myThrow ? Theme.highlight : Theme.paperEdge
            border.width: root.myThrow ? Theme.px(8) : Theme.px(2)
            Cowries {
                id: shells
                objectName: "pachisiCowries"
                anchors.centerIn: parent
                count: Number(root.gameState.shells ?? 6)
                mouthsUp: Number(root.gameState.mouthsUp ?? 0)
                shown: root.thrownOnce || root.session.moveCount > 0
                shellSize: Math.min(Theme.px(78), (panel.width - Theme.px(60)) / (count * 1.2))
            }
            MouseArea {
                objectName: "pachisiThrowArea"
                anchors.fill: parent
                enabled: root.myThrow
                Accessible.role: Accessible.Button
                Accessible.name: qsTr("Throw the cowries")
                onClicked: root.session.playMove("throw")
            }
        }

        Text {
            objectName: "pachisiTurnText"
            width: panel.width
            wrapMode: Text.WordWrap
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: Theme.wood
            text: {
                void Exhibit.language
                if (root.session.over)
                    return ""
                const name = GameTexts.seatName("pachisi", root.current)
                const score = Number(root.gameState.score ?? 0)
                const grace = Number(root.gameState.grace ?? 0) === 1
                if (root.phase === "move")
                    return grace ? qsTr("%1 has thrown %2 — a grace: bring a piece in or move, then throw again").arg(name).arg(score)
                                 : qsTr("%1 has thrown %2").arg(name).arg(score)
                if (root.phase === "throw")
                    return qsTr("%1: throw the cowries").arg(name)
                return ""
            }
        }

        Text {
            objectName: "pachisiHint"
            width: panel.width
            wrapMode: Text.WordWrap
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            color: Theme.ink
            text: {
                void Exhibit.language
                if (root.session.over)
                    return ""
                const ev = root.events
                let said = ""
                if (ev.indexOf("capture") >= 0)
                    said = qsTr("Captured! The piece goes back to the Charkoni.") + " "
                else if (ev.indexOf("no_move") >= 0)
                    said = qsTr("No move with that throw.") + " "
                if (ev.indexOf("grace") >= 0 && root.phase === "throw")
                    said += qsTr("A grace: throw again!") + " "
                if (root.myThrow)
                    return said + qsTr("Touch the shells.")
                if (root.myMove)
                    return said + (root.touched.length === 0 ? qsTr("Touch a glowing piece.")
                                                             : qsTr("Touch the glowing square."))
                return said
            }
        }

        BigButton {
            objectName: "pachisiPassButton"
            visible: root.myMove && root.touched.length === 0
            width: panel.width
            primary: false
            text: qsTr("Do not move")
            onClicked: root.session.playMove("pass")
        }

        Text {
            objectName: "pachisiHelp"
            width: panel.width
            wrapMode: Text.WordWrap
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
            text: {
                void Exhibit.language
                return Number(root.gameState.shells ?? 6) === 7
                    ? qsTr("Seven shells (Herklots): none up 6, one 10, two to four as they fall, five 25, six 30, seven 12. Only 25 and 30 bring a piece in and earn another throw. The crosses are castles: nobody is captured there.")
                    : qsTr("Six shells: none up 25, one up 10, six up 6 — these are graces: they bring a piece in and earn another throw. Two to five count as they fall. The crosses are castles: nobody is captured there.")
            }
        }
    }
}
