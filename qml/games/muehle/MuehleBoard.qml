pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib
import "stone_tracker.js" as StoneTracker

// Mühle bound to a GameSession: the board, the stones, each player's stones
// in hand, whose turn it is. It shows the engine's state and forwards touches;
// which touches are legal comes from session.nextInputs().
Item {
    id: board

    required property GameSession session
    // Height kept free under the players' panels: the game screen puts its
    // large buttons (undo, start over) there.
    property real bottomReserve: Theme.touchLarge + Theme.spacing

    readonly property var gameState: session.state
    readonly property var pointNames: gameState.points ?? []
    readonly property var cells: gameState.board ?? []
    readonly property var inHand: gameState.inHand ?? [0, 0]
    readonly property var lost: gameState.lost ?? [0, 0]
    // The touches made so far for the move being made (a JS array here).
    readonly property var partialTouches: session.partial
    readonly property real handWidth: Math.min(Theme.px(360), width * 0.2)
    readonly property real boardSize: Math.max(100, Math.min(height - status.height - Theme.spacing,
                                                             width - 2 * handWidth - 4 * Theme.spacing))
    readonly property real inset: boardSize * 0.08
    readonly property real unit: (boardSize - 2 * inset) / 6
    readonly property real stoneDiameter: unit * 0.7

    property var nextTouches: []
    property var previousBoard: []
    property var previousMills: []
    property int previousMoveCount: 0
    property var flashPoints: []
    property int flashSerial: 0

    // Presentation only: the glowing targets are opponent stones while a
    // mill's removal is being chosen; a half-made move shows its stone.
    readonly property bool takingStone: board.nextTouches.length > 0 && board.partialTouches.length > 0
        && board.nextTouches.every(name => board.cells[board.pointNames.indexOf(name)] === 1 - board.session.toMove)
    readonly property bool stonePicked: board.partialTouches.length > 0 && !board.takingStone

    function refresh() {
        const cellsNow = board.gameState.board ?? []
        const moves = board.session.moveCount
        if (moves === 0 || moves < board.previousMoveCount - 2 || board.previousBoard.length !== cellsNow.length)
            StoneTracker.rebuild(stones, cellsNow)
        else
            StoneTracker.update(stones, board.previousBoard, cellsNow)
        const mills = board.gameState.mills ?? []
        if (moves > board.previousMoveCount) {
            const fresh = mills.filter(p => board.previousMills.indexOf(p) < 0)
            if (fresh.length > 0) {
                board.flashPoints = fresh
                board.flashSerial = board.flashSerial + 1
            }
        }
        board.previousBoard = cellsNow.slice()
        board.previousMills = mills.slice()
        board.previousMoveCount = moves
        board.nextTouches = board.session.nextInputs()
    }

    function ghostSeatAt(name: string): int {
        const index = board.pointNames.indexOf(name)
        if (board.partialTouches.indexOf(name) < 0 || board.cells[index] !== -1)
            return -1
        return board.session.toMove
    }

    Component.onCompleted: refresh()

    Connections {
        target: board.session
        function onStateChanged() { board.refresh() }
        function onPartialChanged() { board.nextTouches = board.session.nextInputs() }
        function onThinkingChanged() { board.nextTouches = board.session.nextInputs() }
    }

    ListModel {
        id: stones
    }

    MuehleStatus {
        id: status
        anchors { left: parent.left; right: parent.right; top: parent.top }
        session: board.session
        takingStone: board.takingStone
        stonePicked: board.stonePicked
    }

    MuehleHand {
        objectName: "hand0"
        anchors { left: parent.left; top: boardFrame.top }
        width: board.handWidth
        height: boardFrame.height - board.bottomReserve
        seat: 0
        seatName: GameTexts.seatName("muehle", 0)
        playerText: GameTexts.playerText(board.session.seats[0])
        inHand: board.inHand[0]
        lost: board.lost[0]
        active: !board.session.over && board.session.toMove === 0
        stoneDiameter: Math.min(board.stoneDiameter * 0.8, (board.handWidth - 2 * Theme.spacing) / 3.6)
    }
    MuehleHand {
        objectName: "hand1"
        anchors { right: parent.right; top: boardFrame.top }
        width: board.handWidth
        height: boardFrame.height - board.bottomReserve
        seat: 1
        seatName: GameTexts.seatName("muehle", 1)
        playerText: GameTexts.playerText(board.session.seats[1])
        inHand: board.inHand[1]
        lost: board.lost[1]
        active: !board.session.over && board.session.toMove === 1
        stoneDiameter: Math.min(board.stoneDiameter * 0.8, (board.handWidth - 2 * Theme.spacing) / 3.6)
    }

    Rectangle {
        id: boardFrame
        anchors { horizontalCenter: parent.horizontalCenter; top: status.bottom; topMargin: Theme.spacing }
        width: board.boardSize
        height: board.boardSize
        radius: Theme.radius
        color: Theme.boardWood
        border.color: Theme.wood
        border.width: Theme.px(10)

        Item {
            id: grid
            x: board.inset
            y: board.inset
            width: 6 * board.unit
            height: width

            MuehleLines {
                anchors.fill: parent
                unit: board.unit
                pointNames: board.pointNames
            }

            Repeater {
                model: stones
                delegate: MuehleStone {
                    required property int point
                    diameter: board.stoneDiameter
                    x: StoneTracker.column(board.pointNames[point] ?? "a1") * board.unit - diameter / 2
                    y: StoneTracker.rowFromTop(board.pointNames[point] ?? "a1") * board.unit - diameter / 2
                    dimmed: board.stonePicked && board.partialTouches.length > 1
                            && board.partialTouches[0] === board.pointNames[point]
                }
            }

            Repeater {
                model: board.pointNames
                delegate: MuehlePoint {
                    required property string modelData
                    required property int index
                    name: modelData
                    width: board.unit * 0.95
                    height: width
                    x: StoneTracker.column(modelData) * board.unit - width / 2
                    y: StoneTracker.rowFromTop(modelData) * board.unit - height / 2
                    stoneDiameter: board.stoneDiameter
                    target: board.nextTouches.indexOf(modelData) >= 0
                    selected: board.partialTouches.indexOf(modelData) >= 0 && board.cells[index] >= 0
                    ghostSeat: board.ghostSeatAt(modelData)
                    flashSerial: board.flashPoints.indexOf(index) >= 0 ? board.flashSerial : 0
                    onTouched: (name) => board.session.touch(name)
                }
            }
        }
    }
}
