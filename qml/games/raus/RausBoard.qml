pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib
import "../kit"

// Raus mit dir! (the rules of Mensch ärgere Dich nicht; RULES.md beside the
// engine): the cross of 40 fields on the kit's SquareBoard, the players
// beside it, the big die that a touch throws, and the offer to blow a piece
// home when someone overlooked a hit. The engine's input paths say what a
// touch may do; nothing here knows a rule.
Item {
    id: root

    required property GameSession session
    readonly property var gameState: session.state
    readonly property string phase: String(gameState.phase ?? "")
    readonly property int current: Number(gameState.current ?? 0)
    readonly property var events: gameState.events ?? []
    // Red, blue, green, yellow for the colours a..d; the fields in light shades.
    readonly property var colours: ["#c0392b", "#1f5fa8", "#2e7d32", "#e3b505"]
    readonly property var lightColours: ["#f2b8ae", "#b3c9ec", "#b9dcb4", "#f6e39a"]
    readonly property var seatColours: {
        const list = gameState.colours ?? []
        const out = []
        for (let i = 0; i < list.length; ++i)
            out.push(colours[list[i]])
        return out
    }
    readonly property var seatNames: {
        const names = []
        for (let i = 0; i < session.seats.length; ++i)
            names.push(GameTexts.seatName("raus", i))
        return names
    }
    property var inputs: []
    readonly property var touched: session.partial
    readonly property bool myThrow: session.humanToMove && !session.thinking && inputs.indexOf("die") >= 0
    readonly property bool myPusten: session.humanToMove && !session.thinking && phase === "pusten"
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
            if (move.startsWith("roll"))
                tumble.restart()
        }
    }

    RaceBoardData {
        id: raceBoard
    }

    SquareBoard {
        id: board
        objectName: "rausBoard"
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
        pieceScale: 0.74
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
        gameKey: "raus"
        colours: root.seatColours
        homeCounts: root.gameState.inGoal ?? []
        current: root.current
    }

    Column {
        id: panel
        anchors { right: parent.right; top: parent.top }
        width: root.side
        spacing: Theme.spacing

        Column {
            width: panel.width
            spacing: Theme.px(12)
            // The shared die: a big touch throws it when it is a person's turn.
            Item {
                id: dieSlot
                anchors.horizontalCenter: parent.horizontalCenter
                width: Theme.px(200)
                height: width
                PipDie {
                    id: die
                    objectName: "rausDie"
                    anchors.centerIn: parent
                    width: Theme.px(170)
                    height: width
                    value: Number(root.gameState.die ?? 0)
                    border.color: root.myThrow ? Theme.highlight : Theme.wood
                    border.width: root.myThrow ? Theme.px(8) : Math.max(2, width * 0.03)
                    RotationAnimation on rotation {
                        id: tumble
                        running: false
                        from: 0
                        to: 360
                        duration: 350
                    }
                    SequentialAnimation on scale {
                        running: root.myThrow
                        loops: Animation.Infinite
                        alwaysRunToEnd: true
                        NumberAnimation { to: 1.06; duration: 600; easing.type: Easing.InOutQuad }
                        NumberAnimation { to: 1.0; duration: 600; easing.type: Easing.InOutQuad }
                    }
                }
                MouseArea {
                    objectName: "rausDieArea"
                    anchors.fill: parent
                    enabled: root.myThrow
                    Accessible.role: Accessible.Button
                    Accessible.name: qsTr("Throw the die")
                    onClicked: root.session.playMove("throw")
                }
            }
            Text {
                objectName: "rausTurnText"
                width: panel.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                font.family: Theme.serif
                font.pixelSize: Theme.fontBody
                font.bold: true
                color: Theme.wood
                text: {
                    void Exhibit.language
                    if (root.session.over)
                        return ""
                    const name = GameTexts.seatName("raus", root.current)
                    const tries = Number(root.gameState.tries ?? 1)
                    if (root.phase === "throw")
                        return tries > 1 ? qsTr("%1: throw for a six (%2 tries left)").arg(name).arg(tries)
                                         : qsTr("%1: throw the die").arg(name)
                    if (root.phase === "move")
                        return qsTr("%1 has thrown a %2").arg(name).arg(Number(root.gameState.die ?? 0))
                    if (root.phase === "pusten")
                        return qsTr("%1 overlooked a hit!").arg(GameTexts.seatName("raus", Number(root.gameState.offender ?? 0)))
                    return ""
                }
            }
        }

        Text {
            objectName: "rausHint"
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
                if (ev.indexOf("blown") >= 0)
                    said = qsTr("Blown home!") + " "
                else if (ev.indexOf("hit") >= 0)
                    said = qsTr("Out you go! A piece was hit and goes home.") + " "
                else if (ev.indexOf("no_move") >= 0)
                    said = qsTr("No move with that throw.") + " "
                if (ev.indexOf("again") >= 0 && root.phase === "throw")
                    said += qsTr("A six: throw again!") + " "
                if (root.myThrow)
                    return said + qsTr("Touch the die.")
                if (root.myPusten)
                    return said + qsTr("%1 may blow the glowing piece home — touch it, or spare it.")
                                  .arg(GameTexts.seatName("raus", root.session.toMove))
                if (root.session.humanToMove && root.phase === "move")
                    return said + (root.touched.length === 0 ? qsTr("Touch a glowing piece.")
                                                             : qsTr("Touch the glowing field."))
                return said
            }
        }

        BigButton {
            objectName: "rausSpareButton"
            visible: root.myPusten
            width: panel.width
            primary: false
            text: qsTr("Do not blow")
            onClicked: root.session.playMove("pass")
        }

        // The help, in words: the three tries' chance, computed by the engine.
        Text {
            objectName: "rausHelp"
            width: panel.width
            wrapMode: Text.WordWrap
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
            text: {
                void Exhibit.language
                const n = Number(root.gameState.threeTriesNumerator ?? 0)
                const d = Math.max(1, Number(root.gameState.threeTriesDenominator ?? 1))
                return qsTr("A six brings a piece out and earns another throw. Whoever has no piece in play throws three times: the chance of a six among the three is %1 in %2, about %3 in 100.")
                    .arg(n).arg(d).arg(Math.round(100 * n / d))
            }
        }
    }
}
