pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib
import "tangram_shapes.js" as Shapes

// Tangram bound to a GameSession: the figure's silhouette on the left, the
// pieces not yet laid in a tray on the right. A finger drags a piece; a
// touch turns it by 45°; "Wenden" mirrors the parallelogram; "Tipp" shows
// one piece's place; the laid figure celebrates briefly. Where a piece may
// lie, and whether the figure is laid, is the engine's (RULES.md): the board
// sends where the finger let go, the engine snaps it exactly or refuses.
Item {
    id: board
    objectName: "tangramBoard"

    required property GameSession session

    readonly property var gameState: session.state
    readonly property var names: Array.from(gameState.pieces ?? [])
    readonly property var rings: Array.from(gameState.outline ?? []).map(r => Shapes.points(r))
    readonly property var figureBounds: Shapes.bounds(board.rings)
    readonly property bool solved: session.over && String(session.reason) === "solved"

    // Turn and mirror of each piece in the tray (a drawing matter only).
    property var trayTurns: [0, 0, 0, 0, 0, 0, 0]
    property var trayFlips: [false, false, false, false, false, false, false]
    property bool celebrating: false
    readonly property bool holdsEnd: celebrating
    readonly property bool settled: !celebrating && !session.suggesting
    readonly property var endLines: []

    // The hint: a placement to show as a ghost, or a piece to take away.
    readonly property var hint: Shapes.placement(board.session.suggestion)
    readonly property string takeAway: board.session.suggestion.endsWith("-")
                                       ? board.session.suggestion.slice(0, -1) : ""

    // Pixels per unit (the small triangle's hypotenuse is two units): the
    // figure and the tray show the pieces at the same size, as large as fit.
    readonly property real figureWidth: figureBounds.maxX - figureBounds.minX
    readonly property real figureHeight: figureBounds.maxY - figureBounds.minY
    readonly property real unit: Math.max(1, Math.min(play.height / Math.max(board.trayHeight, board.figureHeight + 0.6),
                                                      play.width * 0.5 / Math.max(board.trayWidth, board.figureWidth + 0.6)))
    // The tray's size in units: three rows (the large triangles; the medium
    // triangle, square and parallelogram; the small triangles).
    readonly property real trayWidth: 9.2
    readonly property real trayHeight: 7.4
    readonly property real figureLeft: figureArea.x + (figureArea.width - board.figureWidth * board.unit) / 2
    readonly property real figureTop: figureArea.y + (figureArea.height - board.figureHeight * board.unit) / 2
    // The tray's places for G1 G2 M K1 K2 Q P, in units from its top left.
    readonly property var slots: [{ x: 2.2, y: 1.6 }, { x: 6.8, y: 1.6 }, { x: 1.5, y: 4.1 },
                                  { x: 2.6, y: 6.5 }, { x: 6.4, y: 6.5 }, { x: 4.4, y: 4.0 }, { x: 7.2, y: 4.1 }]

    // A point of the figure (units, y up) in the board's pixels, and back.
    function toPixel(p: var): point {
        return Qt.point(board.figureLeft + (p.x - board.figureBounds.minX) * board.unit,
                        board.figureTop + (board.figureBounds.maxY - p.y) * board.unit)
    }
    function toFigure(x: real, y: real): var {
        return { x: board.figureBounds.minX + (x - board.figureLeft) / board.unit,
                 y: board.figureBounds.maxY - (y - board.figureTop) / board.unit }
    }
    function isPlaced(index: int): bool {
        return Number((board.gameState.placed ?? [])[index] ?? 0) === 1
    }
    // The corners of a piece turned and mirrored, relative to its anchor (units, y up).
    function offsets(index: int, turn: int, flipped: bool): var {
        const base = flipped ? (board.gameState.mirrored ?? [])[index] : (board.gameState.shapes ?? [])[index]
        return Shapes.turned(Shapes.points(base), turn)
    }
    // Relative to the centroid, in pixels (y down): what TgPiece draws.
    function drawn(list: var): var {
        const c = Shapes.centroid(list)
        return list.map(p => ({ x: (p.x - c.x) * board.unit, y: -(p.y - c.y) * board.unit }))
    }
    function turnOf(index: int): int {
        return board.isPlaced(index) ? Number((board.gameState.turns ?? [])[index] ?? 0) : board.trayTurns[index]
    }
    function flippedOf(index: int): bool {
        return board.isPlaced(index) ? Number((board.gameState.flips ?? [])[index] ?? 0) === 1 : board.trayFlips[index]
    }
    function setTray(index: int, turn: int, flipped: bool) {
        const turns = board.trayTurns.slice()
        const flips = board.trayFlips.slice()
        turns[index] = (turn + 8) % 8
        flips[index] = flipped
        board.trayTurns = turns
        board.trayFlips = flips
    }
    // Lays piece `index` turned and mirrored so that its centroid comes to
    // the pixel (cx, cy); the engine snaps it to the nearest exact place or
    // refuses. True when it lies there now.
    function layAt(index: int, turn: int, flipped: bool, cx: real, cy: real): bool {
        const list = board.offsets(index, turn, flipped)
        const c = Shapes.centroid(list)
        const at = board.toFigure(cx, cy)
        const move = board.names[index] + "/" + turn + (flipped ? "f" : "") + "/~" + (at.x - c.x).toFixed(3)
                     + ",~" + (at.y - c.y).toFixed(3)
        return board.session.playFreeMove(move)
    }
    // A touch turns a piece by 45° (counter-clockwise); a piece on the
    // figure turns where it lies when it still fits, else goes back to the tray.
    function turnPiece(index: int) {
        board.changePiece(index, board.turnOf(index) + 1, board.flippedOf(index))
    }
    function flipParallelogram() {
        const index = board.names.indexOf("P")
        if (index >= 0)
            board.changePiece(index, board.turnOf(index), !board.flippedOf(index))
    }
    function changePiece(index: int, turn: int, flipped: bool) {
        turn = (turn + 8) % 8
        if (board.session.over || !board.session.humanToMove)
            return
        if (board.isPlaced(index)) {
            const item = pieceRepeater.itemAt(index) as Item
            if (!board.layAt(index, turn, flipped, item.x + item.width / 2, item.y + item.height / 2))
                board.session.playFreeMove(board.names[index] + "-")
        }
        board.setTray(index, turn, flipped)
    }

    onSolvedChanged: {
        if (board.solved && !board.session.viewing) {
            board.celebrating = true
            celebration.restart()
        }
    }
    // A new figure: every piece back in the tray unturned.
    Connections {
        target: board.session
        function onStateChanged() {
            if (board.session.moveCount === 0) {
                board.trayTurns = [0, 0, 0, 0, 0, 0, 0]
                board.trayFlips = [false, false, false, false, false, false, false]
            }
        }
    }

    Text {
        id: title
        objectName: "tangramTitle"
        anchors { left: parent.left; right: parent.right; top: parent.top }
        horizontalAlignment: Text.AlignHCenter
        font.family: Theme.serif
        font.pixelSize: Theme.fontHeading
        font.bold: true
        color: Theme.wood
        text: {
            void Exhibit.language
            const name = Exhibit.language === "en" ? board.gameState.figureEn : board.gameState.figureDe
            return String(name ?? "")
        }
    }
    Text {
        id: status
        objectName: "tangramStatus"
        anchors { left: parent.left; right: parent.right; top: title.bottom }
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        font.family: Theme.serif
        font.pixelSize: Theme.fontSmall
        color: Theme.ink
        text: {
            void Exhibit.language
            if (board.solved)
                return qsTr("Laid! All seven pieces fill the figure.")
            if (board.session.over)
                return qsTr("This is how the figure is laid.")
            if (!board.session.humanToMove)
                return qsTr("The computer lays the figure …")
            if (board.takeAway.length > 0)
                return qsTr("Hint: this piece cannot stay where it lies. Drag it back to the tray.")
            if (board.hint)
                return qsTr("Hint: the dashed outline shows where one piece belongs.")
            return qsTr("Drag all seven pieces into the shadow. A touch turns a piece.")
        }
    }

    Item {
        id: play
        anchors { left: parent.left; right: parent.right; top: status.bottom; bottom: buttons.top
                  topMargin: Theme.spacing / 2; bottomMargin: Theme.spacing / 2 }
    }
    Item {
        id: figureArea
        x: play.x
        y: play.y
        width: play.width / 2
        height: play.height
    }
    Rectangle {
        id: tray
        objectName: "tangramTray"
        x: play.x + play.width / 2 + Theme.spacing / 2
        y: play.y
        width: play.width / 2 - Theme.spacing / 2
        height: play.height
        radius: Theme.radius
        color: Theme.paperDeep
        border.color: Theme.paperEdge
        border.width: Theme.px(3)
    }
    // Tray coordinates of a slot, in the board's pixels.
    function slotPixel(index: int): point {
        const s = board.slots[index]
        const w = board.trayWidth * board.unit, h = board.trayHeight * board.unit
        return Qt.point(tray.x + (tray.width - w) / 2 + s.x * board.unit,
                        tray.y + (tray.height - h) / 2 + s.y * board.unit)
    }

    // The silhouette: every ring, one dark shape (the even-odd rule as the engine reads it).
    Repeater {
        model: board.rings.length
        delegate: TgPiece {
            required property int index
            readonly property var ring: board.rings[index] ?? []
            readonly property var centre: Shapes.centroid(ring)
            readonly property point at: board.toPixel(centre)
            objectName: "tangramRing" + index
            width: 2 * Shapes.radius(ring) * board.unit + Theme.px(8)
            height: width
            x: at.x - width / 2
            y: at.y - height / 2
            outline: ring.map(p => ({ x: (p.x - centre.x) * board.unit, y: -(p.y - centre.y) * board.unit }))
            fill: board.solved ? Theme.greenLight : Theme.inkSoft
            edge: board.solved ? Theme.highlight : Theme.ink
            edgeWidth: Theme.px(2)
            Behavior on fill { ColorAnimation { duration: Theme.fadeDuration } }
        }
    }

    // The hint's ghost: where one piece belongs (tapping it lays the piece).
    TgPiece {
        id: ghost
        objectName: "tangramHint"
        readonly property int index: board.hint ? board.names.indexOf(board.hint.piece) : -1
        readonly property var corners: index < 0 ? []
            : board.offsets(index, board.hint.turn, board.hint.flipped).map(p => ({ x: p.x + board.hint.x, y: p.y + board.hint.y }))
        readonly property point at: board.toPixel(Shapes.centroid(corners))
        visible: index >= 0 && !board.session.over
        z: 2
        width: 2 * Shapes.radius(corners) * board.unit + Theme.px(8)
        height: width
        x: at.x - width / 2
        y: at.y - height / 2
        outline: board.drawn(corners)
        fill: "transparent"
        edge: Theme.highlight
        edgeWidth: Theme.px(6)
        dashed: true
        SequentialAnimation on opacity {
            running: ghost.visible
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.35; duration: 700 }
            NumberAnimation { from: 0.35; to: 1; duration: 700 }
        }
        TapHandler { onTapped: board.session.playSuggestion() }
    }

    // The seven pieces: on the figure where the engine laid them, else in the tray.
    Repeater {
        id: pieceRepeater
        model: board.names.length
        delegate: TgPiece {
            id: pieceItem
            required property int index
            readonly property string name: board.names[index] ?? ""
            readonly property bool placed: board.isPlaced(index)
            readonly property var localCorners: board.offsets(index, board.turnOf(index), board.flippedOf(index))
            readonly property point home: {
                if (placed) {
                    const corners = Shapes.points((board.gameState.corners ?? [])[index])
                    return board.toPixel(Shapes.centroid(corners))
                }
                return board.slotPixel(index)
            }
            readonly property bool dragging: dragArea.drag.active
            objectName: "tangramPiece_" + name
            z: dragging ? 10 : placed ? 3 : 4
            width: Math.max(Theme.touchMin, 2 * Shapes.radius(localCorners) * board.unit + Theme.px(8))
            height: width
            x: home.x - width / 2
            y: home.y - height / 2
            outline: board.drawn(localCorners)
            fill: ["#b5473a", "#3f6f8f", "#d9a441", "#5d8a55", "#8a5a9e", "#c77d3a", "#2f7f7a"][index] ?? Theme.brass
            edge: board.takeAway === name ? Theme.burgundy : Theme.onDark
            edgeWidth: board.takeAway === name ? Theme.px(8) : Theme.px(3)
            scale: board.celebrating ? 1.06 : (dragging ? 1.04 : 1)
            Behavior on scale { NumberAnimation { duration: 250 } }

            MouseArea {
                id: dragArea
                objectName: "tangramPieceArea_" + pieceItem.name
                anchors.fill: parent
                enabled: board.session.humanToMove && !board.session.over
                drag.target: pieceItem
                drag.threshold: Theme.px(12)
                // The piece keeps under the finger from the first movement on.
                drag.smoothed: false
                property bool moved: false
                onPressed: moved = false
                onPositionChanged: if (drag.active) moved = true
                onReleased: {
                    if (!moved) {
                        board.turnPiece(pieceItem.index)
                        return
                    }
                    const cx = pieceItem.x + pieceItem.width / 2
                    const cy = pieceItem.y + pieceItem.height / 2
                    const overFigure = cx < tray.x
                    const turn = board.turnOf(pieceItem.index)
                    const flipped = board.flippedOf(pieceItem.index)
                    if (overFigure && board.layAt(pieceItem.index, turn, flipped, cx, cy)) {
                        board.setTray(pieceItem.index, turn, flipped)
                    } else if (!overFigure && pieceItem.placed) {
                        board.setTray(pieceItem.index, turn, flipped)
                        board.session.playFreeMove(pieceItem.name + "-")
                    }
                    // Back to where the engine has it (or to the tray).
                    pieceItem.x = Qt.binding(() => pieceItem.home.x - pieceItem.width / 2)
                    pieceItem.y = Qt.binding(() => pieceItem.home.y - pieceItem.height / 2)
                }
            }
        }
    }

    // The celebration: the shadow turns green, the pieces swell once.
    Timer {
        id: celebration
        interval: 1600
        onTriggered: board.celebrating = false
    }
    Rectangle {
        objectName: "tangramCheer"
        anchors.centerIn: tray
        visible: board.celebrating
        width: cheerText.implicitWidth + 2 * Theme.spacing
        height: cheerText.implicitHeight + Theme.spacing
        radius: Theme.radius
        color: Theme.green
        border.color: Theme.highlight
        border.width: Theme.px(4)
        z: 20
        Text {
            id: cheerText
            anchors.centerIn: parent
            text: qsTr("Laid!")
            font.family: Theme.serif
            font.pixelSize: Theme.fontDisplay
            font.bold: true
            color: Theme.onDark
        }
    }

    Row {
        id: buttons
        anchors { bottom: parent.bottom; horizontalCenter: parent.horizontalCenter }
        spacing: Theme.spacing
        readonly property real each: (parent.width - 2 * Math.min(Theme.px(360), parent.width * 0.2)
                                      - 4 * Theme.spacing) / 3
        BigButton {
            objectName: "tangramFlip"
            width: buttons.each
            primary: false
            fontSize: Theme.fontSmall
            text: qsTr("Mirror the parallelogram")
            wraps: true
            enabled: board.session.humanToMove && !board.session.over
            onClicked: board.flipParallelogram()
        }
        BigButton {
            objectName: "tangramHintButton"
            width: buttons.each
            fontSize: Theme.fontSmall
            text: board.session.suggesting ? qsTr("Thinking …") : qsTr("Hint")
            enabled: board.session.humanToMove && !board.session.over && !board.session.suggesting
            onClicked: board.session.suggest()
        }
        BigButton {
            objectName: "tangramShow"
            width: buttons.each
            primary: false
            fontSize: Theme.fontSmall
            text: qsTr("Show the solution")
            enabled: board.session.humanToMove && !board.session.over
            onClicked: board.session.playFreeMove("zeigen")
        }
    }
}
