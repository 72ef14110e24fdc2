pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The drawing under a SquareBoard's pieces: the squares of a grid (checkered
// or plain), or the lines and points of a point board (Mühle's squares,
// Halma's star, Solitaire's holes, Kalaha's pits and stores), or the fields
// of a race board (shape "field": a round field; "square", "castle": a
// cloth square, the castle with its cross; "centre": a 3 x 3 home square),
// each in its cellColors tint.
Item {
    id: surface

    required property var cells          // from board_layout.js, display units
    required property real unit          // pixels per display unit
    required property real cellSize      // pixels of one cell (grid) or pitch (points)
    required property bool grid
    required property bool checkered
    required property var lines          // [[cellA, cellB], ...]
    required property var centers        // cell -> point (pixels)
    property var cellColors: ({})        // cell -> colour: a marked field (a house)

    readonly property color lightSquare: "#ecd6a8"
    readonly property color darkSquare: "#9a6a40"
    readonly property real lineWidth: Math.max(3, cellSize * 0.06)
    readonly property var fieldShapes: ["field", "square", "castle", "centre"]

    // Grid: one square per cell.
    Repeater {
        model: surface.grid ? surface.cells : []
        delegate: Rectangle {
            required property var modelData
            x: (modelData.ux - 0.5) * surface.unit
            y: (modelData.uy - 0.5) * surface.unit
            width: surface.unit
            height: surface.unit
            color: surface.cellColors[modelData.cell]
                   ?? (surface.checkered && modelData.dark ? surface.darkSquare : surface.lightSquare)
            border.color: surface.checkered ? "transparent" : Theme.boardLine
            border.width: surface.checkered ? 0 : Math.max(1, surface.lineWidth / 2)
        }
    }

    // Points: the lines first, then each point as a dot or a hole.
    Repeater {
        model: surface.grid ? [] : surface.lines
        delegate: Rectangle {
            required property var modelData
            readonly property point from: surface.centers[String(modelData[0])] ?? Qt.point(0, 0)
            readonly property point to: surface.centers[String(modelData[1])] ?? Qt.point(0, 0)
            x: from.x
            y: from.y - height / 2
            width: Math.hypot(to.x - from.x, to.y - from.y)
            height: surface.lineWidth
            transformOrigin: Item.Left
            rotation: Math.atan2(to.y - from.y, to.x - from.x) * 180 / Math.PI
            color: Theme.boardLine
            antialiasing: true
        }
    }
    // A race board's fields: drawn whole, in their tint.
    Repeater {
        model: surface.grid ? [] : surface.cells.filter(c => surface.fieldShapes.indexOf(c.shape) >= 0)
        delegate: Rectangle {
            id: field
            required property var modelData
            readonly property bool round: modelData.shape === "field"
            readonly property real side: surface.cellSize * (modelData.shape === "centre" ? 2.9 : round ? 0.84 : 0.96)
            width: side
            height: side
            radius: round ? side / 2 : Math.max(2, side * 0.06)
            x: modelData.ux * surface.unit - width / 2
            y: modelData.uy * surface.unit - height / 2
            color: surface.cellColors[modelData.cell] ?? (round ? "#fbf6ea" : "#f1dfb6")
            border.color: Qt.darker(Theme.boardLine, 1.1)
            border.width: Math.max(2, surface.lineWidth * (round ? 0.6 : 0.4))
            // A castle: a cross from corner to corner, as embroidered on the cloth.
            Repeater {
                model: field.modelData.shape === "castle" ? [45, -45] : []
                delegate: Rectangle {
                    required property var modelData
                    anchors.centerIn: parent
                    width: field.side * 1.2
                    height: Math.max(3, field.side * 0.08)
                    rotation: modelData
                    color: "#8c2f1d"
                    antialiasing: true
                }
            }
        }
    }
    // A marked point: a disc of its colour under the point.
    Repeater {
        model: surface.grid ? [] : surface.cells.filter(c => surface.cellColors[c.cell] !== undefined
                                                             && surface.fieldShapes.indexOf(c.shape) < 0)
        delegate: Rectangle {
            required property var modelData
            width: surface.cellSize * 0.78
            height: width
            radius: width / 2
            x: modelData.ux * surface.unit - width / 2
            y: modelData.uy * surface.unit - height / 2
            color: surface.cellColors[modelData.cell]
            border.color: Qt.darker(color, 1.35)
            border.width: Math.max(2, surface.lineWidth * 0.5)
        }
    }
    Repeater {
        model: surface.grid ? [] : surface.cells.filter(c => surface.fieldShapes.indexOf(c.shape) < 0)
        delegate: Rectangle {
            required property var modelData
            readonly property bool hole: modelData.shape === "hole"
            readonly property real size: hole ? surface.cellSize * 0.86 * modelData.size
                                              : Math.max(12, surface.cellSize * 0.22)
            x: modelData.ux * surface.unit - width / 2
            y: modelData.uy * surface.unit - height / 2
            width: size
            height: size
            radius: size / 2
            color: hole ? "#b38d5c" : Theme.boardLine
            border.color: hole ? "#6b4a2a" : "transparent"
            border.width: hole ? Math.max(2, surface.cellSize * 0.04) : 0
            // The inside of a hole is shaded towards the top, as if hollowed.
            Rectangle {
                visible: parent.hole
                anchors { fill: parent; margins: parent.border.width }
                radius: width / 2
                gradient: Gradient {
                    GradientStop { position: 0.0; color: "#8f6b43" }
                    GradientStop { position: 0.6; color: "#c29c6a" }
                }
            }
        }
    }
}
