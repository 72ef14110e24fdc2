pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib
import "board_layout.js" as BoardLayout
import "board_pieces.js" as BoardPieces

// The kit's generic board (docs/games-kit.md): an R x C grid of squares
// (chess, Dame, Halma's 16 x 16) or a set of points joined by lines (Mühle,
// Halma's star, Solitaire, Kalaha's pits), filling the largest area of the
// board's shape that fits. It shows the game's pieces and marks and reports
// touches; which touch is legal is the game's (the engine's) business.
Item {
    id: board

    // The board's shape.
    property string mode: "grid"            // "grid" or "points"
    property int rows: 8
    property int columns: 8
    property bool checkered: true
    property bool coordinates: false        // letters and numbers at the rim (grid)
    property string columnLetters: "abcdefghijklmnopqrstuvwxyz"
    property var points: []                 // points mode: [{cell, x, y, size?, shape?}], y downwards
    property var lines: []                  // points mode: [[cellA, cellB], ...]
    property int turns: 0                   // quarter turns clockwise (the seat at the bottom)

    // The game's state: pieces and marks.
    property var pieces: []                 // [{id?, cell, kind?, seat?, color?, label?, count?, name?, path?}]
    property var selectable: []             // cells (names)
    property var selected: []               // a cell or cells
    property var targets: []                // cells
    property var lastMove: []               // cells, tinted
    property var cellColors: ({})           // cell -> colour: a field's own tint (Halma's houses)
    property real pieceScale: 0.8           // a piece's diameter per cell

    signal cellTapped(string cell)

    readonly property bool grid: mode !== "points"
    readonly property var layout: grid ? BoardLayout.gridCells(Math.max(1, columns), Math.max(1, rows), turns, columnLetters)
                                       : BoardLayout.pointCells(points, turns)
    readonly property var cells: layout.cells.map(c => c.cell)
    // The rim in display units: room for the coordinates, or a wooden edge.
    readonly property real rimUnits: layout.pitch * (grid ? (coordinates ? 0.6 : 0.25) : 0.12)
    readonly property real unit: Math.max(1, Math.min(width / (layout.spanX + 2 * rimUnits),
                                                      height / (layout.spanY + 2 * rimUnits)))
    // The size of one square, or the distance between the closest points:
    // a piece's room and a finger's target. Below Theme.touchMin (dense
    // boards) the live cells still catch a touch within touchMin (see hit()).
    readonly property real cellSize: layout.pitch * unit
    readonly property var centers: {
        const map = {}
        for (const c of board.layout.cells)
            map[c.cell] = Qt.point(c.ux * board.unit, c.uy * board.unit)
        return map
    }
    readonly property var selectedList: BoardLayout.asList(selected)
    readonly property var selectableList: BoardLayout.asList(selectable)
    readonly property var targetList: BoardLayout.asList(targets)
    readonly property var lastMoveList: BoardLayout.asList(lastMove)
    readonly property var liveCells: selectableList.concat(selectedList, targetList)
    // Who stands on each cell, for marks and the accessible names.
    readonly property var occupants: {
        const map = {}
        for (const p of Array.from(board.pieces ?? [])) {
            const cell = String(p.cell ?? "")
            map[cell] = (map[cell] ?? []).concat([String(p.name ?? "")])
        }
        return map
    }
    property int movingCount: 0
    // True when no piece glides or drops: a screenshot or a test waits for it.
    readonly property bool settled: movingCount === 0

    // The cell a touch at (x, y) in the board's own coordinates means, or "".
    function cellAt(x: real, y: real): string {
        const p = area.mapFromItem(board, x, y)
        return BoardLayout.hit(board.layout.cells, board.unit, board.cellSize, board.grid,
                               board.liveCells, Math.max(Theme.touchMin, board.cellSize) * 0.6, p.x, p.y)
    }
    // The centre of a cell in the board's own coordinates (tests, flights).
    function cellCenter(cell: string): point {
        const c = board.centers[cell] ?? Qt.point(0, 0)
        return area.mapToItem(board, c.x, c.y)
    }

    onPiecesChanged: BoardPieces.sync(pieceModel, board.pieces)
    Component.onCompleted: BoardPieces.sync(pieceModel, board.pieces)

    ListModel { id: pieceModel }

    Rectangle {
        id: frame
        anchors.centerIn: parent
        width: (board.layout.spanX + 2 * board.rimUnits) * board.unit
        height: (board.layout.spanY + 2 * board.rimUnits) * board.unit
        radius: Theme.radius
        // A grid's frame is dark wood (its letters light on it); a point
        // board is one piece of light wood.
        color: board.grid ? Theme.woodLight : Theme.boardWood
        border.color: Theme.wood
        border.width: Math.max(Theme.px(8), board.rimUnits * board.unit * 0.18)

        Item {
            id: area
            x: board.rimUnits * board.unit
            y: x
            width: board.layout.spanX * board.unit
            height: board.layout.spanY * board.unit

            BoardSurface {
                anchors.fill: parent
                cells: board.layout.cells
                unit: board.unit
                cellSize: board.cellSize
                grid: board.grid
                checkered: board.checkered
                lines: board.lines
                centers: board.centers
                cellColors: board.cellColors
            }

            // One item per cell: the last move's tint, the accessible name
            // and the press action of a screen reader.
            Repeater {
                model: board.layout.cells
                delegate: Item {
                    id: cellItem
                    required property var modelData
                    readonly property string name: modelData.cell
                    readonly property var who: (board.occupants[name] ?? []).filter(n => n.length > 0)
                    objectName: "cell_" + name
                    x: modelData.ux * board.unit - width / 2
                    y: modelData.uy * board.unit - height / 2
                    width: board.cellSize
                    height: board.cellSize
                    Accessible.role: Accessible.Button
                    Accessible.name: {
                        void Exhibit.language
                        let text = [cellItem.name].concat(cellItem.who).join(", ")
                        if (board.targetList.indexOf(cellItem.name) >= 0)
                            text += ", " + qsTr("possible target")
                        if (board.selectedList.indexOf(cellItem.name) >= 0)
                            text += ", " + qsTr("chosen")
                        return text
                    }
                    Accessible.onPressAction: board.cellTapped(cellItem.name)
                    Rectangle {
                        anchors.fill: parent
                        visible: board.lastMoveList.indexOf(cellItem.name) >= 0
                                 || board.selectedList.indexOf(cellItem.name) >= 0
                        radius: board.grid ? 0 : width / 2
                        // The last move in the highlight's hue, strong enough on a light square.
                        color: board.selectedList.indexOf(cellItem.name) >= 0 ? "#80e3c98f" : "#a0d9a441"
                    }
                }
            }

            Repeater {
                model: pieceModel
                delegate: BoardMover {
                    centers: board.centers
                    cellSize: board.cellSize
                    pieceScale: board.pieceScale
                    onMovingChanged: board.movingCount += moving ? 1 : -1
                    Component.onDestruction: if (moving) board.movingCount -= 1
                }
            }

            Repeater {
                model: board.layout.cells
                delegate: BoardMark {
                    required property var modelData
                    x: modelData.ux * board.unit - width / 2
                    y: modelData.uy * board.unit - height / 2
                    z: 3
                    cellSize: board.cellSize
                    selectable: board.selectableList.indexOf(modelData.cell) >= 0
                    selected: board.selectedList.indexOf(modelData.cell) >= 0
                    target: board.targetList.indexOf(modelData.cell) >= 0
                    occupied: board.occupants[modelData.cell] !== undefined
                }
            }

            // One touch area for the whole board, so that a touch near a
            // live cell on a dense board still finds it (BoardLayout.hit).
            MouseArea {
                anchors.fill: parent
                z: 4
                onClicked: (mouse) => {
                    const cell = BoardLayout.hit(board.layout.cells, board.unit, board.cellSize, board.grid,
                                                 board.liveCells, Math.max(Theme.touchMin, board.cellSize) * 0.6,
                                                 mouse.x, mouse.y)
                    if (cell.length > 0)
                        board.cellTapped(cell)
                }
            }
        }

        BoardRim {
            anchors.fill: parent
            visible: board.grid && board.coordinates
            cells: board.layout.cells
            unit: board.unit
            inset: board.rimUnits * board.unit
            spanX: board.layout.spanX
            spanY: board.layout.spanY
            turns: board.turns
            columnLetters: board.columnLetters
        }
    }
}
