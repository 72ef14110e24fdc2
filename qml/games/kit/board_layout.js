.pragma library
// Geometry of the kit's SquareBoard: where each cell's centre lies, how the
// board turns for the seat at the bottom, and which cell a touch means. It
// knows no rule of any game.

// The name of a grid cell: a column letter and a row number from 1, row 1 at
// White's (seat 0's) side, as chess and Dame write squares ("e4").
function gridName(letters, column, row) {
    return letters.charAt(column) + String(row + 1)
}

// Where logical grid cell (column, row; row 0 at the bottom when unturned)
// stands on the screen (column and row from the top left), for `turns`
// quarter turns clockwise of the whole board.
function gridDisplay(columns, rows, turns, column, row) {
    switch (((turns % 4) + 4) % 4) {
    case 1: return { x: row, y: column }
    case 2: return { x: columns - 1 - column, y: row }
    case 3: return { x: rows - 1 - row, y: columns - 1 - column }
    default: return { x: column, y: rows - 1 - row }
    }
}

// Every cell of a rows x columns grid with its display position in cell units
// (centre of the cell), plus the grid's display extent.
function gridCells(columns, rows, turns, letters) {
    const cells = []
    for (let row = 0; row < rows; ++row) {
        for (let column = 0; column < columns; ++column) {
            const at = gridDisplay(columns, rows, turns, column, row)
            cells.push({ cell: gridName(letters, column, row), column: column, row: row,
                         dark: (column + row) % 2 === 0, ux: at.x + 0.5, uy: at.y + 0.5 })
        }
    }
    const odd = ((turns % 4) + 4) % 2 === 1
    return { cells: cells, spanX: odd ? rows : columns, spanY: odd ? columns : rows, pitch: 1 }
}

// Points given as {cell, x, y} (x to the right, y downwards, any unit), turned
// `turns` quarter turns clockwise, moved so the smallest x and y are one
// margin in; `pitch` is the smallest distance between two points (a piece's
// room), the margin half a pitch plus a little, so edge pieces fit.
function pointCells(points, turns) {
    const quarter = ((turns % 4) + 4) % 4
    const turned = points.map(p => {
        const x = Number(p.x ?? 0)
        const y = Number(p.y ?? 0)
        const at = quarter === 1 ? { x: -y, y: x } : quarter === 2 ? { x: -x, y: -y }
                 : quarter === 3 ? { x: y, y: -x } : { x: x, y: y }
        return { cell: String(p.cell), ux: at.x, uy: at.y, size: Number(p.size ?? 1),
                 shape: String(p.shape ?? "dot") }
    })
    let pitch = Infinity
    for (let i = 0; i < turned.length; ++i) {
        for (let j = i + 1; j < turned.length; ++j) {
            const d = Math.hypot(turned[i].ux - turned[j].ux, turned[i].uy - turned[j].uy)
            if (d > 1e-9 && d < pitch)
                pitch = d
        }
    }
    if (!isFinite(pitch))
        pitch = 1
    const margin = pitch * 0.6
    const minX = Math.min(...turned.map(p => p.ux))
    const minY = Math.min(...turned.map(p => p.uy))
    const maxX = Math.max(...turned.map(p => p.ux))
    const maxY = Math.max(...turned.map(p => p.uy))
    for (const p of turned) {
        p.ux = p.ux - minX + margin
        p.uy = p.uy - minY + margin
    }
    return { cells: turned, spanX: maxX - minX + 2 * margin, spanY: maxY - minY + 2 * margin,
             pitch: pitch }
}

// The cell a touch at (x, y) (pixels in the board's square) means. Cells that
// the game marks as live (selectable, selected, targets) win within `reach`
// pixels, so that on a dense board (Halma's 16 x 16, Go's 19 x 19) a finger
// finds the few cells that matter although a square is smaller than a
// finger; otherwise the cell under the finger (grid) or the nearest point
// within half a pitch.
function hit(cells, unit, cellSize, grid, live, reach, x, y) {
    let best = ""
    let bestDistance = Infinity
    for (const c of cells) {
        if (live.indexOf(c.cell) < 0)
            continue
        const d = Math.hypot(c.ux * unit - x, c.uy * unit - y)
        if (d <= reach && d < bestDistance) {
            best = c.cell
            bestDistance = d
        }
    }
    if (best.length > 0)
        return best
    for (const c of cells) {
        const dx = Math.abs(c.ux * unit - x)
        const dy = Math.abs(c.uy * unit - y)
        const inside = grid ? dx <= cellSize / 2 && dy <= cellSize / 2
                            : Math.hypot(dx, dy) <= cellSize / 2
        const d = Math.hypot(dx, dy)
        if (inside && d < bestDistance) {
            best = c.cell
            bestDistance = d
        }
    }
    return best
}

// A list property that a game may give as one name or as a list.
function asList(value) {
    if (value === undefined || value === null || value === "")
        return []
    if (typeof value === "string")
        return [value]
    const list = []
    for (let i = 0; i < value.length; ++i)
        list.push(String(value[i]))
    return list
}
