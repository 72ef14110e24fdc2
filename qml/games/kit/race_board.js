.pragma library
// A race board's drawing data for the kit's SquareBoard, from the engine's
// description (the race games' RULES.md, "State for the board": cells,
// cellX, cellY, cellShape, cellTint, cellTouch, pieceCells, pieceColours):
// the fields, their tints, the pieces with their colour and number, and the
// link between a board cell and the touch the engine's moves name (the four
// places of a Startposition are one touch: "ya"). No rule is computed here.

// The points for SquareBoard's points mode.
function points(state) {
    const cells = state.cells ?? []
    const xs = state.cellX ?? []
    const ys = state.cellY ?? []
    const shapes = state.cellShape ?? []
    const out = []
    for (let i = 0; i < cells.length; ++i)
        out.push({ cell: cells[i], x: xs[i], y: ys[i], shape: shapes[i] })
    return out
}

// cell -> tint: a field marked with a colour (a start field, a goal row, a
// Startposition) in a light shade of it; the fields a touched piece may go
// to light up whole in `glow` (the kit's dot alone is small on a race
// board's field, seen from a metre).
function tints(state, lightColours, glowing, glow) {
    const cells = state.cells ?? []
    const tint = state.cellTint ?? []
    const map = {}
    for (let i = 0; i < cells.length; ++i)
        if (tint[i] >= 0)
            map[cells[i]] = lightColours[tint[i] % lightColours.length]
    for (const cell of glowing ?? [])
        map[cell] = glow
    return map
}

// The pieces: a stable id per piece (seat and its place in the engine's
// list, which never changes), its colour and the seat's number written on it
// (colours need not be told apart by hue alone), and a name for screen readers.
function pieces(state, colours, seatNames) {
    const cells = state.pieceCells ?? []
    const colourOf = state.pieceColours ?? []
    const out = []
    for (let i = 0; i < cells.length; ++i) {
        const seat = Math.floor(i / 4)
        out.push({ id: "p" + i, cell: cells[i], seat: seat, color: colours[colourOf[i] % colours.length],
                   label: String(seat + 1), name: seatNames[seat] ?? "" })
    }
    return out
}

// The touch a board cell means ("ya3" -> "ya").
function touchOf(state, cell) {
    const cells = state.cells ?? []
    const touches = state.cellTouch ?? []
    const i = cells.indexOf(cell)
    return i >= 0 ? touches[i] : cell
}

// The board cells of some touches: every cell named by one of them; of a
// touch shared by several cells (a Startposition), those that hold a piece
// when `occupied`, else the first.
function cellsOf(state, touchList, occupied) {
    const cells = state.cells ?? []
    const touches = state.cellTouch ?? []
    const pieceCells = state.pieceCells ?? []
    const out = []
    for (const t of touchList) {
        const matching = []
        for (let i = 0; i < cells.length; ++i)
            if (touches[i] === t)
                matching.push(cells[i])
        if (matching.length <= 1) {
            out.push(...matching)
            continue
        }
        const held = matching.filter(c => pieceCells.indexOf(c) >= 0)
        if (occupied && held.length > 0)
            out.push(...held)
        else
            out.push(matching[0])
    }
    return out
}
