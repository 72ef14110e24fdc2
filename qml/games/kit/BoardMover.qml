import QtQuick
import Zeitvertreib

// A SquareBoard piece in its place: it stands on its cell's centre, glides
// there when the cell changes (through each cell of `path` first: a jump
// chain step by step) and drops in when it is new. `moving` is true while it
// glides or drops, so the board can tell when everything has settled.
Item {
    id: mover

    // Roles of the board's piece model (board_pieces.js).
    required property string cell
    required property string kind
    required property int seat
    required property string tint
    required property string label
    required property int count
    required property string path
    required property int stack
    required property int stackSize
    required property bool fresh

    required property var centers        // cell -> point, pixels
    required property real cellSize
    property real pieceScale: 0.8

    // The cell the piece was last drawn on (set once, not bound: a binding
    // would follow `cell` before onCellChanged could read the old cell).
    property string shownCell
    property real offsetX: 0
    property real offsetY: 0
    property var hops: []
    readonly property bool moving: hop.running || hops.length > 0 || drop.running
    readonly property point home: centers[cell] ?? Qt.point(0, 0)
    // Several pieces on one cell (a stack, two racers) sit a little apart.
    readonly property real stackShift: stackSize > 1 ? (stack - (stackSize - 1) / 2) * cellSize * 0.16 : 0

    objectName: "piece_" + cell
    visible: centers[cell] !== undefined
    width: cellSize * pieceScale
    height: width
    x: home.x - width / 2 + offsetX + stackShift
    y: home.y - height / 2 + offsetY - stackShift
    z: moving ? 2 : stack

    function nextHop() {
        if (mover.hops.length === 0)
            return
        const next = mover.hops[0]
        mover.hops = mover.hops.slice(1)
        hopX.to = next.x
        hopY.to = next.y
        hop.restart()
    }

    onCellChanged: {
        const from = mover.centers[mover.shownCell]
        const to = mover.centers[mover.cell]
        mover.shownCell = mover.cell
        if (from === undefined || to === undefined)
            return
        // Keep the piece where it is drawn now (even mid-glide), then glide.
        mover.offsetX += from.x - to.x
        mover.offsetY += from.y - to.y
        const via = mover.path.length > 0 ? mover.path.split("|") : []
        const stops = []
        for (const name of via) {
            const at = mover.centers[name]
            if (name !== mover.cell && at !== undefined)
                stops.push(Qt.point(at.x - to.x, at.y - to.y))
        }
        stops.push(Qt.point(0, 0))
        hop.stop()
        mover.hops = stops
        mover.nextHop()
    }

    ParallelAnimation {
        id: hop
        NumberAnimation {
            id: hopX
            target: mover
            property: "offsetX"
            duration: mover.path.length > 0 ? Theme.moveDuration * 0.7 : Theme.moveDuration
            easing.type: Easing.InOutCubic
        }
        NumberAnimation {
            id: hopY
            target: mover
            property: "offsetY"
            duration: hopX.duration
            easing.type: Easing.InOutCubic
        }
        onFinished: mover.nextHop()
    }

    BoardPiece {
        id: look
        anchors.fill: parent
        diameter: mover.width
        kind: mover.kind
        seat: mover.seat
        tint: mover.tint.length > 0 ? mover.tint : "transparent"
        label: mover.label
        count: mover.count
    }

    // A new piece drops onto the board.
    ParallelAnimation {
        id: drop
        NumberAnimation { target: look; property: "scale"; from: 1.5; to: 1; duration: Theme.moveDuration; easing.type: Easing.OutBounce }
        NumberAnimation { target: look; property: "opacity"; from: 0; to: 1; duration: Theme.moveDuration / 2 }
    }
    Component.onCompleted: {
        mover.shownCell = mover.cell
        if (mover.fresh)
            drop.start()
    }
}
