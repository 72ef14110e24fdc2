pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib
import "sogo_projection.js" as Projection

// Sogo bound to a GameSession: the players at the left, the rods seen at an
// angle in the middle (turned by a swipe), the four levels seen from above at
// the right. Both views show the engine's state and forward touches; which
// touches are legal comes from session.nextInputs().
Item {
    id: board

    required property GameSession session
    // Height kept free under the side columns: the game screen puts its large
    // buttons (undo, start over) there.
    property real bottomReserve: Theme.touchLarge + Theme.spacing
    // The last bead still falls: the end screen waits.
    readonly property bool holdsEnd: space.dropping

    readonly property var gameState: session.state
    readonly property var cells: gameState.board ?? []
    readonly property var heights: gameState.heights ?? []
    readonly property var mills: gameState.mills ?? []
    readonly property int lastCell: gameState.lastCell ?? -1
    readonly property bool captures: Number(gameState.captures ?? 0) === 1
    readonly property var inSupply: gameState.inSupply ?? [32, 32]
    readonly property var taken: gameState.taken ?? [0, 0]
    readonly property bool canTouch: session.humanToMove && !session.thinking && !session.over && !session.viewing
    // A rod is chosen and its bead closes a mill: the next touch takes a bead.
    readonly property bool taking: board.canTouch && session.partial.length > 0
    readonly property int ghostCell: {
        if (!board.taking)
            return -1
        const rod = Projection.rodIndex(board.session.partial[0])
        return Number(board.heights[rod] ?? 0) * 16 + rod
    }
    property var targets: []
    property int shownMoves: 0

    readonly property real sideWidth: Math.min(Theme.px(360), (width + 2 * Theme.spacing) * 0.2)
    // The levels' cells: as large as the height above the start-over button
    // allows (the levels stand at the top of the right column), never below
    // 72 px (a finger's width, 12 mm on the kiosk's screen).
    readonly property real layerCell: Math.max(72, Math.min(Theme.px(88),
        (height - board.bottomReserve - 2 * Theme.fontSmall * 1.5 - 2 * Theme.spacing) / 8))

    function refresh() {
        board.targets = board.canTouch ? board.session.nextInputs() : []
        const moves = board.session.moveCount
        if (moves === board.shownMoves + 1 && board.lastCell >= 0)
            space.dropAt(board.lastCell)
        board.shownMoves = moves
    }
    function touchRod(rod: string) {
        if (board.canTouch && !board.taking && board.targets.indexOf(rod) >= 0)
            board.session.touch(rod)
    }
    function touchCell(cell: string) {
        if (board.taking && board.targets.indexOf(cell) >= 0)
            board.session.touch(cell)
    }
    function hint(): string {
        void Exhibit.language
        if (board.session.over || board.session.viewing)
            return ""
        if (board.session.thinking)
            return qsTr("The computer is thinking …")
        if (!board.session.humanToMove)
            return ""
        if (board.taking)
            return qsTr("Four in a row! Take one of %1's beads: touch a glowing bead.")
                .arg(GameTexts.seatName("sogo", 1 - board.session.toMove))
        return qsTr("Touch a rod, here or in the levels: the bead slides down to the ring.")
    }

    Component.onCompleted: {
        board.shownMoves = board.session.moveCount
        board.refresh()
    }
    Connections {
        target: board.session
        function onStateChanged() { board.refresh() }
        function onPartialChanged() { board.targets = board.canTouch ? board.session.nextInputs() : [] }
        function onThinkingChanged() { board.targets = board.canTouch ? board.session.nextInputs() : [] }
    }

    Column {
        id: players
        anchors { left: parent.left; top: parent.top }
        width: board.sideWidth
        spacing: Theme.spacing
        Repeater {
            model: 2
            delegate: SogoPanel {
                required property int index
                objectName: "sogoPanel" + index
                width: board.sideWidth
                seat: index
                seatName: GameTexts.seatName("sogo", index)
                playerText: GameTexts.playerText(board.session.seats[index])
                inSupply: Number(board.inSupply[index] ?? 0)
                taken: Number(board.taken[index] ?? 0)
                captures: board.captures
                active: !board.session.over && board.session.toMove === index
            }
        }
    }

    Column {
        id: status
        anchors { left: players.right; right: levels.left; top: parent.top; leftMargin: Theme.spacing; rightMargin: Theme.spacing }
        spacing: Theme.px(4)
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: Theme.spacing
            Text {
                objectName: "turnText"
                text: board.session.over ? "" : GameTexts.toMoveText("sogo", board.session.toMove)
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
            text: board.hint()
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            color: board.taking ? Theme.burgundy : Theme.inkSoft
            wrapMode: Text.WordWrap
            maximumLineCount: 2
        }
    }

    SogoSpace {
        id: space
        objectName: "sogoSpace"
        anchors {
            left: players.right; right: levels.left; top: status.bottom; bottom: parent.bottom
            leftMargin: Theme.spacing; rightMargin: Theme.spacing; topMargin: Theme.spacing
        }
        cells: board.cells
        mills: board.mills
        lastCell: board.lastCell
        targets: board.targets
        taking: board.taking
        ghostCell: board.ghostCell
        mover: board.session.toMove
        showLanding: board.canTouch
        onRodTouched: (rod) => board.touchRod(rod)
        onCellTouched: (cell) => board.touchCell(cell)
    }

    SogoLayers {
        id: levels
        objectName: "sogoLevels"
        anchors { right: parent.right; top: parent.top }
        width: implicitWidth
        height: implicitHeight
        cellSize: board.layerCell
        cells: board.cells
        mills: board.mills
        lastCell: board.lastCell
        targets: board.targets
        taking: board.taking
        ghostCell: board.ghostCell
        mover: board.session.toMove
        showLanding: board.canTouch
        onRodTouched: (rod) => board.touchRod(rod)
        onCellTouched: (cell) => board.touchCell(cell)
    }
}
