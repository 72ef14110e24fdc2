import QtQuick
import QtTest
import Zeitvertreib

// The kit's SquareBoard: a touch names its cell (also on a turned board and
// on a point board), targets are drawn, a piece glides to its new cell and
// the board reports `settled` afterwards, a dense board lets a finger find a
// target that is smaller than a finger, and each cell has a spoken name.
// Screenshots (1920x1080): an 8x8 board with pieces and targets, and a Mühle
// board from points and lines, in ${ZV_SCREENSHOT_DIR}/kit/.
Item {
    id: root
    width: 1920
    height: 1080

    Rectangle {
        anchors.fill: parent
        color: Theme.paper
    }

    Component {
        id: gridComponent
        SquareBoard {
            anchors.fill: parent
            anchors.margins: Theme.margin
        }
    }

    // Mühle's 24 points on a 7 x 7 grid (x to the right, y downwards) and the
    // lines between them: the shape a game hands to a point board.
    readonly property var muehlePoints: {
        const names = ["a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4",
                       "e4", "f4", "g4", "c5", "d5", "e5", "b6", "d6", "f6", "a7", "d7", "g7"]
        return names.map(n => ({ cell: n, x: n.charCodeAt(0) - 97, y: 7 - Number(n.substring(1)) }))
    }
    readonly property var muehleLines: [
        ["a1", "d1"], ["d1", "g1"], ["g1", "g4"], ["g4", "g7"], ["g7", "d7"], ["d7", "a7"], ["a7", "a4"], ["a4", "a1"],
        ["b2", "d2"], ["d2", "f2"], ["f2", "f4"], ["f4", "f6"], ["f6", "d6"], ["d6", "b6"], ["b6", "b4"], ["b4", "b2"],
        ["c3", "d3"], ["d3", "e3"], ["e3", "e4"], ["e4", "e5"], ["e5", "d5"], ["d5", "c5"], ["c5", "c4"], ["c4", "c3"],
        ["d1", "d2"], ["d2", "d3"], ["a4", "b4"], ["b4", "c4"], ["e4", "f4"], ["f4", "g4"], ["d5", "d6"], ["d6", "d7"]
    ]

    SignalSpy { id: tapSpy; signalName: "cellTapped" }

    TestCase {
        name: "SquareBoard"
        when: windowShown

        function findNamed(item: var, name: string): var {
            if (item.objectName === name)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = findNamed(item.children[i], name)
                if (found)
                    return found
            }
            return null
        }

        function tapCell(board: var, cell: string) {
            const at = board.cellCenter(cell)
            mouseClick(board, at.x, at.y)
        }

        function pieceCentre(board: var, cell: string): point {
            const piece = findNamed(board, "piece_" + cell)
            verify(piece !== null, "no piece on " + cell)
            return piece.mapToItem(board, piece.width / 2, piece.height / 2)
        }

        function test_touchNamesTheCell() {
            const board = createTemporaryObject(gridComponent, root, { coordinates: true })
            waitForRendering(board)
            tapSpy.target = board
            tapSpy.clear()
            tapCell(board, "e4")
            tapCell(board, "a8")
            compare(tapSpy.count, 2)
            compare(tapSpy.signalArguments[0][0], "e4")
            compare(tapSpy.signalArguments[1][0], "a8")
            // Unturned, a8 is the top left square; turned for Black, h1 is.
            const topLeft = board.cellCenter("a8")
            verify(topLeft.x < board.cellCenter("h8").x && topLeft.y < board.cellCenter("a1").y)
            board.turns = 2
            waitForRendering(board)
            tapSpy.clear()
            mouseClick(board, topLeft.x, topLeft.y)
            compare(tapSpy.signalArguments[0][0], "h1")
            // An 8 x 8 board on a full-HD screen: every square a large target.
            verify(board.cellSize >= Theme.touchLarge, "cell " + board.cellSize)
        }

        function test_targetsAreDrawn() {
            const board = createTemporaryObject(gridComponent, root)
            waitForRendering(board)
            const at = board.mapToItem(root, board.cellCenter("e4").x, board.cellCenter("e4").y)
            const before = grabImage(root).pixel(at.x, at.y)
            board.targets = ["e4", "d5"]
            waitForRendering(board)
            const after = grabImage(root).pixel(at.x, at.y)
            verify(!Qt.colorEqual(before, after), "the target dot is not drawn on e4")
            // The kiosk starts in German (Exhibit's default language).
            compare(findNamed(board, "cell_e4").Accessible.name, "e4, mögliches Ziel")
        }

        function test_pieceGlidesAndTheBoardSettles() {
            const board = createTemporaryObject(gridComponent, root, {
                pieces: [{ id: "p", cell: "e2", kind: "pawn", seat: 0, name: "white pawn" },
                         { id: "q", cell: "d8", kind: "queen", seat: 1 }]
            })
            waitForRendering(board)
            verify(board.settled)
            const start = pieceCentre(board, "e2")
            fuzzyCompare(start.x, board.cellCenter("e2").x, 1)
            fuzzyCompare(start.y, board.cellCenter("e2").y, 1)
            compare(findNamed(board, "cell_e2").Accessible.name, "e2, white pawn")

            board.pieces = [{ id: "p", cell: "e4", kind: "pawn", seat: 0 },
                            { id: "q", cell: "d8", kind: "queen", seat: 1 }]
            verify(!board.settled, "a move must animate")
            // Still near its old square at once: it glides, it does not jump.
            const early = pieceCentre(board, "e4")
            verify(early.y > board.cellCenter("e4").y + board.cellSize * 0.5, "jumped to e4")
            tryVerify(() => board.settled, 3000)
            const end = pieceCentre(board, "e4")
            fuzzyCompare(end.x, board.cellCenter("e4").x, 1)
            fuzzyCompare(end.y, board.cellCenter("e4").y, 1)
            compare(findNamed(board, "piece_e2"), null)
        }

        function test_piecesWithoutIdsGlideToo() {
            const board = createTemporaryObject(gridComponent, root, {
                rows: 10, columns: 10, pieces: [{ cell: "b4", seat: 0 }, { cell: "c7", seat: 1 }]
            })
            waitForRendering(board)
            board.pieces = [{ cell: "c5", seat: 0 }, { cell: "c7", seat: 1 }]
            verify(!board.settled)
            tryVerify(() => board.settled, 3000)
            const end = pieceCentre(board, "c5")
            fuzzyCompare(end.x, board.cellCenter("c5").x, 1)
        }

        function test_aDenseBoardFindsTheTarget() {
            const board = createTemporaryObject(gridComponent, root, { rows: 19, columns: 19, checkered: false })
            waitForRendering(board)
            verify(board.cellSize < Theme.touchMin, "not dense: " + board.cellSize)
            const target = board.cellCenter("k10")
            const off = board.cellSize * 0.8      // inside the neighbour square l10
            tapSpy.target = board
            tapSpy.clear()
            mouseClick(board, target.x + off, target.y)
            compare(tapSpy.signalArguments[0][0], "l10")
            board.targets = ["k10"]
            mouseClick(board, target.x + off, target.y)
            compare(tapSpy.signalArguments[1][0], "k10")
        }

        function test_pointBoardNamesPointsOnly() {
            const board = createTemporaryObject(gridComponent, root, {
                mode: "points", points: root.muehlePoints, lines: root.muehleLines
            })
            waitForRendering(board)
            tapSpy.target = board
            tapSpy.clear()
            tapCell(board, "d2")
            tapCell(board, "g7")
            compare(tapSpy.count, 2)
            compare(tapSpy.signalArguments[0][0], "d2")
            compare(tapSpy.signalArguments[1][0], "g7")
            // Between the squares' corners there is no point: nothing.
            const a = board.cellCenter("a1")
            const b = board.cellCenter("b2")
            mouseClick(board, (a.x + b.x) / 2, (a.y + b.y) / 2)
            compare(tapSpy.count, 2)
            verify(board.cellSize >= Theme.touchLarge, "point pitch " + board.cellSize)
        }

        function test_screenshots() {
            const chess = createTemporaryObject(gridComponent, root, {
                coordinates: true,
                pieces: [
                    { id: "wk", cell: "g1", kind: "king", seat: 0 }, { id: "wq", cell: "d1", kind: "queen", seat: 0 },
                    { id: "wr", cell: "f1", kind: "rook", seat: 0 }, { id: "wn", cell: "f3", kind: "knight", seat: 0 },
                    { id: "wb", cell: "c4", kind: "bishop", seat: 0 }, { id: "wp1", cell: "e4", kind: "pawn", seat: 0 },
                    { id: "wp2", cell: "d4", kind: "pawn", seat: 0 }, { id: "wp3", cell: "g2", kind: "pawn", seat: 0 },
                    { id: "bk", cell: "e8", kind: "king", seat: 1 }, { id: "bq", cell: "d8", kind: "queen", seat: 1 },
                    { id: "bn", cell: "c6", kind: "knight", seat: 1 }, { id: "bp1", cell: "e5", kind: "pawn", seat: 1 },
                    { id: "bp2", cell: "d6", kind: "pawn", seat: 1 }, { id: "bb", cell: "b4", kind: "bishop", seat: 1 }
                ],
                selected: "f3", targets: ["e5", "g5", "h4", "d2", "e1", "h2"], lastMove: ["c6"]
            })
            tryVerify(() => chess.settled)
            waitForRendering(chess)
            grabImage(root).save(screenshotDir + "/square_board_8x8.png")
            chess.destroy()

            const muehle = createTemporaryObject(gridComponent, root, {
                mode: "points", points: root.muehlePoints, lines: root.muehleLines,
                pieces: [{ cell: "a1", seat: 0 }, { cell: "d2", seat: 0 }, { cell: "g4", seat: 0 },
                         { cell: "d7", seat: 1 }, { cell: "c5", seat: 1 }, { cell: "f2", seat: 1 }],
                selectable: ["a1", "d2", "g4"], selected: "d2", targets: ["d1", "d3"]
            })
            tryVerify(() => muehle.settled)
            waitForRendering(muehle)
            grabImage(root).save(screenshotDir + "/point_board_muehle.png")
        }
    }
}
