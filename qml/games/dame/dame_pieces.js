.pragma library

// Which piece is which from one state to the next, so the kit's board can
// glide the moved stone hop by hop (its `path`), keep a crowned stone the
// same piece, and let the taken ones vanish. The engine reports only what
// stands where (state.board: -1 empty, 0/1 a stone, 2/3 a Dame of seat 0/1);
// the last move's touches (session.lastMovePath) say which piece went where.
// No rule is computed here.

// A fresh numbering: one id per occupied square.
function rebuild(squares, cells) {
    const tracked = []
    for (let i = 0; i < cells.length; ++i)
        if (cells[i] >= 0)
            tracked.push({ id: "p" + squares[i], cell: squares[i] })
    return tracked
}

// After one move: the piece on path[0] now stands on the path's last square,
// the pieces on squares that emptied were taken. Returns null when the
// state does not fit (an undo, a new game): the caller rebuilds.
function advance(tracked, squares, cells, path) {
    if (path.length < 2)
        return null
    const occupied = {}
    for (let i = 0; i < cells.length; ++i)
        if (cells[i] >= 0)
            occupied[squares[i]] = true
    const from = path[0]
    const to = path[path.length - 1]
    const next = []
    let moved = false
    for (const t of tracked) {
        if (t.cell === from && !moved) {
            next.push({ id: t.id, cell: to })
            moved = true
        } else if (occupied[t.cell] && t.cell !== to) {
            next.push({ id: t.id, cell: t.cell })
        }
    }
    if (!moved || next.length !== Object.keys(occupied).length)
        return null
    for (const t of next)
        if (!occupied[t.cell])
            return null
    return next
}

// The occupied squares strictly between each pair of consecutive touched
// squares on their diagonal: the pieces a half-entered capture jumps, so the
// board can ring them as pieces to be taken. Geometry only, no rule.
function jumped(touches, squares, cells) {
    const out = []
    const at = name => ({ c: name.charCodeAt(0) - 97, r: Number(name.slice(1)) - 1 })
    const nameOf = (c, r) => String.fromCharCode(97 + c) + (r + 1)
    for (let i = 1; i < touches.length; ++i) {
        const a = at(touches[i - 1])
        const b = at(touches[i])
        const dc = Math.sign(b.c - a.c)
        const dr = Math.sign(b.r - a.r)
        if (dc === 0 || dr === 0 || Math.abs(b.c - a.c) !== Math.abs(b.r - a.r))
            continue
        for (let c = a.c + dc, r = a.r + dr; c !== b.c; c += dc, r += dr) {
            const index = squares.indexOf(nameOf(c, r))
            if (index >= 0 && cells[index] >= 0)
                out.push(nameOf(c, r))
        }
    }
    return out
}
