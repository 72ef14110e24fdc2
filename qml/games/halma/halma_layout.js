.pragma library
// Halma's drawing data for the kit's SquareBoard, from the engine's
// description (RULES.md, "State for the board"): the star's points turned so
// that the seat at the screen has its tip at the bottom, the star's lines,
// the houses' tints and the pieces. No rule is computed here.

// The houses' tints, per seat in the kit's seat colours (white, black, red,
// blue, green, yellow), light enough that every piece stands out on them.
const houseTints = ["#fbf7ec", "#9c938a", "#e7a89e", "#a9c1e2", "#b5d6ac", "#f1dd80"]

// The star's points ({cell, x, y}) with tip `tip` (0 = bottom, clockwise)
// turned to the bottom. cellX counts half steps across, cellY rows down.
function starPoints(state, tip) {
    const names = state.cells ?? []
    const xs = state.cellX ?? []
    const ys = state.cellY ?? []
    const angle = tip * Math.PI / 3
    const c = Math.cos(angle), s = Math.sin(angle)
    const points = []
    for (let i = 0; i < names.length; ++i) {
        const x = xs[i] / 2
        const y = ys[i] * Math.sqrt(3) / 2
        points.push({ cell: names[i], x: x * c + y * s, y: -x * s + y * c })
    }
    return points
}

// Every pair of neighbouring points (one step apart) as a line.
function starLines(state) {
    const names = state.cells ?? []
    const xs = state.cellX ?? []
    const ys = state.cellY ?? []
    const lines = []
    for (let i = 0; i < names.length; ++i) {
        for (let j = i + 1; j < names.length; ++j) {
            const dx = Math.abs(xs[i] - xs[j]), dy = Math.abs(ys[i] - ys[j])
            if ((dy === 0 && dx === 2) || (dy === 1 && dx === 1))
                lines.push([names[i], names[j]])
        }
    }
    return lines
}

// cell -> tint: a start house in its seat's colour; a goal house nobody
// starts in (two on the square, three on the star) in the colour of the seat
// that must fill it.
function houseColors(state) {
    const names = state.cells ?? []
    const home = state.home ?? []
    const goalOf = state.goalOf ?? []
    const map = {}
    for (let i = 0; i < names.length; ++i) {
        const seat = home[i] >= 0 ? home[i] : goalOf[i]
        if (seat >= 0)
            map[names[i]] = houseTints[seat % houseTints.length]
    }
    return map
}

// The pieces for the board: a stable id per piece (its place in the
// engine's list), the seat's number written on it when more than two play
// (colour is not enough for every visitor), and the route of the last move
// on the piece that made it, so a jump chain hops landing by landing.
function pieces(state, lastSeat, seatNames) {
    const names = state.cells ?? []
    const cells = state.pieceCells ?? []
    const per = Number(state.piecesPerSeat ?? 1)
    const seats = per > 0 ? Math.round(cells.length / per) : 0
    const route = state.lastRoute ?? []
    const landed = route.length > 0 ? route[route.length - 1] : ""
    const list = []
    for (let i = 0; i < cells.length; ++i) {
        const seat = Math.floor(i / per)
        const cell = names[cells[i]]
        list.push({
            id: "p" + i,
            cell: cell,
            kind: "stone",
            seat: seat,
            label: seats > 2 ? String(seat + 1) : "",
            name: seatNames[seat] ?? "",
            path: seat === lastSeat && cell === landed ? route : []
        })
    }
    return list
}
