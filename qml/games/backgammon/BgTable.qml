pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib
import "bg_layout.js" as Layout

// The backgammon table: 24 triangular points in four quarters, the bar in
// the middle and the tray at the right, the checkers on them (five in a
// row, a number on the fifth when more stand there), the touches that may
// come next lit, the last move's landing points ringed. Touches go out as
// the engine's names ("p1".."p24", "bar", "off").
Item {
    id: table

    // The position to draw: {points, bar, off, selected} (bg_layout.js).
    property var shown: ({ points: [], bar: [0, 0], off: [0, 0], selected: "" })
    property var lit: []
    property var marked: []
    property int side: 0
    signal touched(string id)

    readonly property real unit: Math.min(width / 14.4, height / 12.4)
    readonly property real frame: unit * 0.3
    readonly property real boardWidth: 14.2 * unit + 2 * frame
    readonly property real boardHeight: 11.6 * unit + 2 * frame
    readonly property real boardLeft: (width - boardWidth) / 2 + frame
    readonly property real boardTop: (height - boardHeight) / 2 + frame
    readonly property real halfHeight: 5.5 * unit
    readonly property real checker: unit * 0.92

    function columnX(col: int): real {
        return table.boardLeft + col * table.unit + (col === 13 ? 0.2 * table.unit : 0)
    }
    // Where the k-th checker of a stack stands (k from the edge).
    function stackY(atTop: bool, k: int): real {
        return atTop ? table.boardTop + k * table.checker : table.boardTop + 11.6 * table.unit - (k + 1) * table.checker
    }

    // The checkers as a flat list for one Repeater.
    readonly property var checkers: {
        const list = []
        const pts = table.shown.points ?? []
        const add = (x, atTop, count, white) => {
            for (let k = 0; k < Math.min(count, 5); ++k)
                list.push({ x: x, y: table.stackY(atTop, k), white: white,
                            label: k === 4 && count > 5 ? String(count) : "" })
        }
        for (let n = 1; n <= 24; ++n) {
            const c = Number(pts[n - 1] ?? 0)
            if (c !== 0)
                add(table.columnX(Layout.pointColumn(n)), Layout.isTop(n), Math.abs(c), c > 0)
        }
        // On the bar: White's near the quarter it enters (top), Black's below.
        const bar = table.shown.bar ?? [0, 0]
        add(table.columnX(6), true, Number(bar[0]), true)
        add(table.columnX(6), false, Number(bar[1]), false)
        return list
    }

    Canvas {
        id: canvas
        anchors.fill: parent
        onPaint: {
            const ctx = getContext("2d")
            const u = table.unit
            ctx.reset()
            ctx.fillStyle = String(Theme.wood)
            ctx.fillRect(table.boardLeft - table.frame, table.boardTop - table.frame, table.boardWidth, table.boardHeight)
            ctx.fillStyle = String(Theme.boardWood)
            ctx.fillRect(table.boardLeft, table.boardTop, 6 * u, 11.6 * u)
            ctx.fillRect(table.boardLeft + 7 * u, table.boardTop, 6 * u, 11.6 * u)
            ctx.fillStyle = String(Theme.woodLight)
            ctx.fillRect(table.boardLeft + 13.2 * u, table.boardTop, u, 11.6 * u)
            for (let n = 1; n <= 24; ++n) {
                const x = table.columnX(Layout.pointColumn(n))
                const atTop = Layout.isTop(n)
                const base = atTop ? table.boardTop : table.boardTop + 11.6 * u
                const tip = atTop ? base + table.halfHeight - 0.3 * u : base - table.halfHeight + 0.3 * u
                ctx.beginPath()
                ctx.moveTo(x + 0.04 * u, base)
                ctx.lineTo(x + 0.96 * u, base)
                ctx.lineTo(x + 0.5 * u, tip)
                ctx.closePath()
                ctx.fillStyle = n % 2 === 0 ? "#7a2e22" : "#efe3c6"
                ctx.fill()
                ctx.strokeStyle = String(Theme.boardLine)
                ctx.lineWidth = Math.max(1, u * 0.02)
                ctx.stroke()
            }
        }
        Connections {
            target: table
            function onUnitChanged() { canvas.requestPaint() }
            function onWidthChanged() { canvas.requestPaint() }
            function onHeightChanged() { canvas.requestPaint() }
        }
    }

    // Point numbers in White's numbering, small, on the frame.
    Repeater {
        model: 24
        delegate: Text {
            required property int index
            readonly property int n: index + 1
            x: table.columnX(Layout.pointColumn(n)) + (table.unit - width) / 2
            y: Layout.isTop(n) ? table.boardTop - table.frame + (table.frame - height) / 2
                               : table.boardTop + 11.6 * table.unit + (table.frame - height) / 2
            text: String(n)
            font.family: Theme.serif
            font.pixelSize: Math.max(14, table.frame * 0.8)
            color: Theme.onDark
        }
    }

    // What may be touched next: the point glows, a ring at its edge.
    Repeater {
        model: table.lit
        delegate: Rectangle {
            required property string modelData
            readonly property int n: Layout.pointNumber(modelData)
            readonly property bool isPoint: n > 0
            readonly property bool atTop: isPoint ? Layout.isTop(n) : modelData === "bar" ? table.side === 0 : table.side === 1
            readonly property int col: isPoint ? Layout.pointColumn(n) : modelData === "bar" ? 6 : 13
            visible: isPoint || modelData === "bar" || modelData === "off"
            objectName: "lit_" + modelData
            x: table.columnX(col)
            y: atTop ? table.boardTop : table.boardTop + 11.6 * table.unit - table.halfHeight
            width: table.unit
            height: table.halfHeight
            radius: table.unit * 0.2
            color: "#55f3d27a"
            border.color: Theme.highlight
            border.width: Math.max(3, table.unit * 0.07)
        }
    }

    Repeater {
        model: table.checkers
        delegate: Rectangle {
            required property var modelData
            x: modelData.x + (table.unit - width) / 2
            y: modelData.y
            width: table.checker
            height: width
            radius: width / 2
            color: modelData.white ? Theme.stoneWhite : Theme.stoneBlack
            border.color: modelData.white ? Theme.stoneWhiteEdge : "#8a7560"
            border.width: Math.max(2, width * 0.06)
            Rectangle {
                anchors.centerIn: parent
                width: parent.width * 0.6
                height: width
                radius: width / 2
                color: "transparent"
                border.color: parent.border.color
                border.width: Math.max(1, parent.width * 0.03)
            }
            Text {
                anchors.centerIn: parent
                text: parent.modelData.label
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: parent.width * 0.5
                color: parent.modelData.white ? Theme.ink : Theme.onDark
            }
        }
    }

    // The chosen checker (the outermost of its point or of the bar): ringed.
    Rectangle {
        objectName: "chosenChecker"
        readonly property string chosen: table.shown.selected ?? ""
        readonly property int n: Layout.pointNumber(chosen)
        readonly property int count: n > 0 ? Math.abs(Number((table.shown.points ?? [])[n - 1] ?? 0))
                                           : Number((table.shown.bar ?? [0, 0])[table.side] ?? 0)
        readonly property bool atTop: n > 0 ? Layout.isTop(n) : table.side === 0
        visible: chosen.length > 0 && count > 0
        width: table.checker * 1.12
        height: width
        radius: width / 2
        x: table.columnX(n > 0 ? Layout.pointColumn(n) : 6) + (table.unit - width) / 2
        y: table.stackY(atTop, Math.max(0, Math.min(count, 5) - 1)) - (width - table.checker) / 2
        z: 2
        color: "transparent"
        border.color: Theme.highlight
        border.width: Math.max(4, table.unit * 0.09)
    }

    // The last move's landing points and the chosen checker: a brass ring.
    Repeater {
        model: table.marked.concat(table.shown.selected ? [table.shown.selected] : [])
        delegate: Rectangle {
            required property string modelData
            required property int index
            readonly property int n: Layout.pointNumber(modelData)
            readonly property bool chosen: modelData === table.shown.selected && index === table.marked.length
            visible: n > 0 || modelData === "bar"
            x: table.columnX(n > 0 ? Layout.pointColumn(n) : 6) + (table.unit - width) / 2
            y: (n > 0 ? Layout.isTop(n) : table.side === 0) ? table.boardTop - height * 0.1 : table.boardTop + 11.6 * table.unit - height * 0.9
            width: table.unit * 0.5
            height: table.unit * 0.2
            radius: height / 2
            color: chosen ? Theme.highlight : Theme.brass
        }
    }

    // The trays: each seat's borne-off checkers as thin slabs, with the count.
    Repeater {
        model: 2
        delegate: Item {
            id: tray
            required property int index
            readonly property int count: Number((table.shown.off ?? [0, 0])[index] ?? 0)
            x: table.columnX(13)
            y: index === 0 ? table.boardTop + 11.6 * table.unit - table.halfHeight : table.boardTop
            width: table.unit
            height: table.halfHeight
            Column {
                anchors { horizontalCenter: parent.horizontalCenter; bottom: tray.index === 0 ? parent.bottom : undefined
                          top: tray.index === 1 ? parent.top : undefined }
                spacing: 1
                Repeater {
                    model: tray.count
                    delegate: Rectangle {
                        width: table.unit * 0.86
                        height: table.unit * 0.22
                        radius: height * 0.3
                        color: tray.index === 0 ? Theme.stoneWhite : Theme.stoneBlack
                        border.color: tray.index === 0 ? Theme.stoneWhiteEdge : "#8a7560"
                    }
                }
            }
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                y: tray.index === 0 ? 0 : parent.height - height
                visible: tray.count > 0
                text: String(tray.count)
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: table.unit * 0.45
                color: Theme.onDark
            }
        }
    }

    // Touch areas: a whole half-column per point, the bar's halves, the tray.
    Repeater {
        model: 24
        delegate: MouseArea {
            required property int index
            readonly property int n: index + 1
            objectName: "point_p" + n
            x: table.columnX(Layout.pointColumn(n))
            y: Layout.isTop(n) ? table.boardTop : table.boardTop + 11.6 * table.unit - table.halfHeight
            width: table.unit
            height: table.halfHeight
            onClicked: table.touched("p" + n)
        }
    }
    MouseArea {
        objectName: "point_bar"
        x: table.columnX(6)
        y: table.boardTop
        width: table.unit
        height: 11.6 * table.unit
        onClicked: table.touched("bar")
    }
    MouseArea {
        objectName: "point_off"
        x: table.columnX(13)
        y: table.boardTop
        width: table.unit
        height: 11.6 * table.unit
        onClicked: table.touched("off")
    }
}
