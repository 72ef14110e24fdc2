pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib
import "dame_pieces.js" as DamePieces

// Dame bound to a GameSession, on the kit's SquareBoard: the checkered 8×8
// (or 10×10) board, each player's panel beside it, whose turn it is and what
// to do. A capture chain is entered by touching the stone and then each
// landing square in turn (the engine's inputPaths); the last move glides hop
// by hop. Which touches are legal comes from session.nextInputs().
Item {
    id: board

    required property GameSession session
    // Height kept free under the players' panels for the game screen's buttons.
    property real bottomReserve: Theme.touchLarge + Theme.spacing

    readonly property var gameState: session.state
    readonly property int size: Number(gameState.size ?? 8)
    readonly property var squares: gameState.squares ?? []
    readonly property var cells: gameState.board ?? []
    readonly property var piecesOnBoard: gameState.onBoard ?? [0, 0]
    readonly property var damen: gameState.damen ?? [0, 0]
    readonly property var lost: gameState.lost ?? [0, 0]
    readonly property bool mustCapture: Number(gameState.mustCapture ?? 0) === 1
    readonly property var partialTouches: session.partial
    readonly property real panelWidth: Math.min(Theme.px(360), width * 0.2)
    // One person against the computer with the light stones sees them at the bottom.
    readonly property int humanSeat: {
        const seats = board.session.seats
        const people = [0, 1].filter(s => s < seats.length && seats[s].kind !== "computer")
        return people.length === 1 ? people[0] : 0
    }

    property var nextTouches: []
    property var tracked: []
    property var shownPieces: []
    property int previousMoveCount: -1
    // Presentation only: true while the board still glides the last move.
    readonly property bool holdsEnd: board.session.over && !squareBoard.settled

    function pieceName(code: int): string {
        void Exhibit.language
        switch (code) {
        case 0: return qsTr("black stone")
        case 1: return qsTr("white stone")
        case 2: return qsTr("black Dame")
        case 3: return qsTr("white Dame")
        }
        return ""
    }

    function refresh() {
        const moves = board.session.moveCount
        const path = Array.from(board.session.lastMovePath ?? []).map(String)
        let next = null
        if (moves === board.previousMoveCount + 1)
            next = DamePieces.advance(board.tracked, board.squares, board.cells, path)
        const fresh = next === null
        board.tracked = fresh ? DamePieces.rebuild(board.squares, board.cells) : next
        const movedTo = !fresh && path.length > 1 ? path[path.length - 1] : ""
        board.shownPieces = board.tracked.map(t => {
            const code = board.cells[board.squares.indexOf(t.cell)]
            return {
                id: t.id,
                cell: t.cell,
                kind: code >= 2 ? "dame" : "stone",
                seat: code % 2,
                // Seat 0 has the dark stones; the kit's first colour is light.
                color: code % 2 === 0 ? "#2a211c" : "#f7f1e3",
                name: board.pieceName(code),
                path: t.cell === movedTo ? path : []
            }
        })
        board.previousMoveCount = moves
        board.nextTouches = board.session.nextInputs()
    }

    Component.onCompleted: refresh()

    Connections {
        target: board.session
        function onStateChanged() { board.refresh() }
        function onPartialChanged() { board.nextTouches = board.session.nextInputs() }
        function onThinkingChanged() { board.nextTouches = board.session.nextInputs() }
    }

    Column {
        id: status
        anchors { left: parent.left; right: parent.right; top: parent.top }
        spacing: Theme.px(6)

        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: Theme.spacing
            Text {
                objectName: "turnText"
                text: board.session.over ? "" : GameTexts.toMoveText("dame", board.session.toMove)
                font.family: Theme.serif
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.wood
            }
            ThinkingIndicator {
                anchors.verticalCenter: parent.verticalCenter
                visible: board.session.thinking
                running: board.session.thinking
            }
        }
        Text {
            objectName: "hintText"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: {
                void Exhibit.language
                if (board.session.thinking)
                    return qsTr("The computer is thinking …")
                if (board.session.over || !board.session.humanToMove)
                    return ""
                if (board.partialTouches.length > 1)
                    return qsTr("Jump on: touch the next landing square.")
                if (board.partialTouches.length === 1)
                    return board.mustCapture ? qsTr("Touch the square where it lands after the jump.")
                                             : qsTr("Where should it go? Touch a glowing square.")
                return board.mustCapture ? qsTr("You must capture! Touch a glowing stone, then each landing square in turn.")
                                         : qsTr("Touch one of your stones, then where it should go.")
            }
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            color: board.mustCapture ? Theme.burgundy : Theme.inkSoft
            wrapMode: Text.WordWrap
        }
    }

    DamePanel {
        objectName: "panel0"
        anchors { left: parent.left; top: status.bottom; topMargin: Theme.spacing }
        width: board.panelWidth
        height: Math.max(Theme.px(200), parent.height - y - board.bottomReserve)
        seat: 0
        seatName: GameTexts.seatName("dame", 0)
        playerText: GameTexts.playerText(board.session.seats[0])
        pieceCount: board.piecesOnBoard[0]
        damen: board.damen[0]
        lost: board.lost[0]
        active: !board.session.over && board.session.toMove === 0
        stoneDiameter: Math.min(squareBoard.cellSize * 0.7, Theme.px(72))
    }
    DamePanel {
        objectName: "panel1"
        anchors { right: parent.right; top: status.bottom; topMargin: Theme.spacing }
        width: board.panelWidth
        height: Math.max(Theme.px(200), parent.height - y - board.bottomReserve)
        seat: 1
        seatName: GameTexts.seatName("dame", 1)
        playerText: GameTexts.playerText(board.session.seats[1])
        pieceCount: board.piecesOnBoard[1]
        damen: board.damen[1]
        lost: board.lost[1]
        active: !board.session.over && board.session.toMove === 1
        stoneDiameter: Math.min(squareBoard.cellSize * 0.7, Theme.px(72))
    }

    SquareBoard {
        id: squareBoard
        objectName: "dameBoard"
        anchors {
            top: status.bottom
            topMargin: Theme.spacing
            bottom: parent.bottom
            horizontalCenter: parent.horizontalCenter
        }
        width: parent.width - 2 * board.panelWidth - 2 * Theme.spacing
        rows: board.size
        columns: board.size
        checkered: true
        coordinates: true
        turns: board.humanSeat === 1 ? 2 : 0
        pieces: board.shownPieces
        selectable: board.partialTouches.length === 0 ? board.nextTouches : []
        selected: board.partialTouches
        // Where the piece may go next, and the pieces a half-entered capture jumps.
        targets: board.partialTouches.length > 0
                 ? board.nextTouches.concat(DamePieces.jumped(Array.from(board.partialTouches).map(String),
                                                              board.squares, board.cells))
                 : []
        lastMove: board.session.lastMovePath
        onCellTapped: (cell) => board.session.touch(cell)
    }
}
