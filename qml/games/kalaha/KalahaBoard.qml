pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib
import "kh_sowing.js" as Sowing

// Kalaha bound to a GameSession: the kit's SquareBoard with the pits and the
// two stores as holes, the seeds in them, and each sowing replayed seed by
// seed (kh_sowing.js) so that a child can follow it. It shows the engine's
// state and forwards touches; the rules are the engine's (RULES.md).
Item {
    id: board
    objectName: "kalahaBoard"

    required property GameSession session

    readonly property var gameState: session.state
    readonly property var cellNames: Array.from(gameState.cells ?? [])
    readonly property int pits: Number(gameState.pitsPerSide ?? 6)
    // The person at the bottom: seat 1 when it alone is a person.
    readonly property int bottomSeat: {
        const seats = board.session.seats ?? []
        return seats.length === 2 && seats[1].kind === "human" && seats[0].kind !== "human" ? 1 : 0
    }
    // What the board shows: the engine's seeds, or a step of the sowing.
    property var shownSeeds: []
    property var marked: []
    property int hand: 0
    property string stepFrom
    property int stepMover: 0
    property var pendingSteps: []
    property int previousMoveCount: 0
    readonly property bool animating: pendingSteps.length > 0
    // The end screen waits until the last sowing has been shown.
    readonly property bool holdsEnd: animating
    // Screenshots and tests wait for this.
    readonly property bool settled: !animating && squareBoard.settled

    function refresh() {
        const moves = board.session.moveCount
        const st = board.gameState
        if (moves === board.previousMoveCount + 1 && !board.session.viewing && String(st.lastFrom ?? "").length > 0) {
            const steps = Sowing.steps(st)
            if (board.animating) {
                // The next move (the computer's) waits until this sowing is shown.
                board.pendingSteps = board.pendingSteps.concat(steps)
            } else {
                board.show(steps[0])
                board.pendingSteps = steps.slice(1)
                stepTimer.restart()
            }
        } else {
            board.pendingSteps = []
            board.show({ seeds: Array.from(st.seeds ?? []), mark: [], hand: 0 })
        }
        board.previousMoveCount = moves
    }
    function seedsText(count: int): string {
        void Exhibit.language
        return count === 1 ? qsTr("1 seed") : qsTr("%1 seeds").arg(count)
    }
    // A final margin for its player: ahead, behind or level.
    function marginText(margin: int): string {
        void Exhibit.language
        return margin > 0 ? qsTr("ahead by %1").arg(margin)
             : margin < 0 ? qsTr("behind by %1").arg(-margin) : qsTr("level")
    }
    // The seeds in a seat's store as the board shows them (during a sowing
    // the engine's count is already ahead).
    function shownStore(seat: int): int {
        return Number(board.shownSeeds[seat === 0 ? board.pits : 2 * board.pits + 1] ?? 0)
    }
    function show(step) {
        board.shownSeeds = step.seeds
        board.marked = step.mark
        board.hand = step.hand
        board.stepFrom = step.from ?? ""
        board.stepMover = step.mover ?? 0
    }

    Component.onCompleted: {
        board.previousMoveCount = board.session.moveCount
        refresh()
    }
    Connections {
        target: board.session
        function onStateChanged() { board.refresh() }
    }
    Timer {
        id: stepTimer
        interval: 330
        repeat: true
        onTriggered: {
            if (board.pendingSteps.length === 0) {
                stop()
                return
            }
            board.show(board.pendingSteps[0])
            board.pendingSteps = board.pendingSteps.slice(1)
        }
    }
    // On a solved board the end's analysis appears once the solver's table
    // is ready (it is built off the screen's thread while the game runs).
    Timer {
        interval: 500
        repeat: true
        running: board.session.over && Number(board.gameState.solvable ?? 0) === 1
                 && Number(board.gameState.lineReady ?? 0) === 0
        onTriggered: board.session.describeAgain()
    }

    // Words for the end screen (GameScreen adds them to the result lines):
    // the perfect result, and where each person left the perfect line.
    readonly property var endLines: {
        void Exhibit.language
        const st = board.gameState
        if (!board.session.over || Number(st.lineReady ?? 0) !== 1)
            return []
        const lines = []
        const start = Number(st.perfectStart ?? 0)
        lines.push(start === 0 ? qsTr("Played perfectly: a draw.")
                   : qsTr("Played perfectly: %1 wins by %2.")
                         .arg(GameTexts.seatName("kalaha", start > 0 ? 0 : 1)).arg(board.seedsText(Math.abs(start))))
        const seats = board.session.seats ?? []
        const people = [0, 1].filter(s => seats[s] && seats[s].kind === "human")
        for (const seat of (people.length > 0 ? people : [0, 1])) {
            const move = Number((st.lineMove ?? [0, 0])[seat])
            const name = GameTexts.seatName("kalaha", seat)
            if (move === 0) {
                lines.push(qsTr("%1 stayed on the perfect line all game.").arg(name))
                continue
            }
            lines.push(qsTr("%1 left the perfect line at move %2: %3 instead of %4 (%5 instead of %6).")
                       .arg(name).arg(move).arg(st.linePlayed[seat]).arg(st.lineBest[seat])
                       .arg(board.marginText(Number(st.linePlayedMargin[seat])))
                       .arg(board.marginText(Number(st.lineBestMargin[seat]))))
        }
        return lines
    }

    Text {
        id: status
        objectName: "kalahaStatus"
        anchors { left: parent.left; right: parent.right; top: parent.top }
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        font.family: Theme.serif
        font.pixelSize: Theme.fontBody
        color: Theme.ink
        text: {
            void Exhibit.language
            const st = board.gameState
            if (board.animating && board.hand > 0)
                return qsTr("%1 sows from pit %2: %3 in hand.").arg(GameTexts.seatName("kalaha", board.stepMover))
                                                               .arg(board.stepFrom).arg(board.seedsText(board.hand))
            const mover = GameTexts.seatName("kalaha", Number(st.lastMover ?? 0))
            if (board.session.over)
                return qsTr("A row is empty: the game is over.")
            const next = GameTexts.seatName("kalaha", board.session.toMove)
            if (Number(st.lastCaptured ?? 0) > 0 || String(st.lastCapture ?? "").length > 0)
                return qsTr("%1 captured %2. %3 to move.").arg(mover).arg(board.seedsText(Number(st.lastCaptured) + 1)).arg(next)
            if (Number(st.extraTurn ?? 0) === 1)
                return qsTr("The last seed fell into the store: %1 moves again.").arg(next)
            if (!board.session.humanToMove)
                return qsTr("%1 is thinking …").arg(next)
            return qsTr("%1 to move: choose a pit of your row.").arg(next)
        }
    }

    KhPlayerBar {
        id: topBar
        anchors { left: parent.left; right: parent.right; top: status.bottom; topMargin: Theme.spacing / 2 }
        readonly property int seat: 1 - board.bottomSeat
        seatName: GameTexts.seatName("kalaha", seat)
        playerText: GameTexts.playerText(board.session.seats[seat])
        store: board.shownStore(seat)
        active: !board.session.over && board.session.toMove === seat
        thinking: active && board.session.thinking
    }

    SquareBoard {
        id: squareBoard
        objectName: "kalahaSquareBoard"
        anchors { left: parent.left; right: parent.right; top: topBar.bottom; bottom: bottomBar.top
                  topMargin: Theme.spacing / 2; bottomMargin: Theme.spacing / 2 }
        mode: "points"
        points: Sowing.points(board.cellNames, board.pits)
        turns: board.bottomSeat === 1 ? 2 : 0
        pieces: {
            void Exhibit.language
            const list = []
            for (let i = 0; i < board.cellNames.length; ++i) {
                const count = Number(board.shownSeeds[i] ?? 0)
                if (count > 0)
                    list.push({ id: board.cellNames[i], cell: board.cellNames[i], kind: "seeds", count: count,
                                name: board.seedsText(count) })
            }
            return list
        }
        selectable: board.animating || board.session.thinking || !board.session.humanToMove ? [] : board.session.nextInputs()
        lastMove: board.animating ? board.marked : (board.gameState.lastFrom ? [board.gameState.lastFrom] : [])
        onCellTapped: (cell) => { if (!board.animating) board.session.touch(cell) }
    }

    // The pits' letters, as the notation and the end's perfect-line
    // sentence name them ("C instead of B"): above the far row, below the
    // near one, on the board's wood.
    Repeater {
        model: board.cellNames.length
        delegate: Text {
            required property int index
            readonly property string cell: board.cellNames[index] ?? ""
            readonly property bool isStore: index % (board.pits + 1) === board.pits
            readonly property point centre: {
                void squareBoard.width
                void squareBoard.height
                void squareBoard.turns
                return squareBoard.cellCenter(cell)
            }
            readonly property bool farRow: centre.y < squareBoard.height / 2
            objectName: "pitLetter_" + cell
            visible: !isStore && cell.length > 0
            x: squareBoard.x + centre.x - width / 2
            y: squareBoard.y + centre.y + (farRow ? -squareBoard.cellSize * 0.46 - height
                                                  : squareBoard.cellSize * 0.46)
            text: cell
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            font.bold: true
            color: Theme.wood
        }
    }

    KhPlayerBar {
        id: bottomBar
        anchors { bottom: parent.bottom; horizontalCenter: parent.horizontalCenter }
        // The game screen's corner buttons stand left and right of it.
        width: parent.width - 2 * Math.min(Theme.px(360), parent.width * 0.2) - 2 * Theme.spacing
        readonly property int seat: board.bottomSeat
        seatName: GameTexts.seatName("kalaha", seat)
        playerText: GameTexts.playerText(board.session.seats[seat])
        store: board.shownStore(seat)
        active: !board.session.over && board.session.toMove === seat
        thinking: active && board.session.thinking
    }
}
