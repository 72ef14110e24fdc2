.pragma library
// Keeps a SquareBoard's pieces as rows with an identity (a ListModel), so a
// piece whose cell changes glides there instead of vanishing and reappearing.
// A piece with an `id` is the same piece while its id stays; pieces without
// one are matched by cell, then (a move) by seat and kind. It knows no rule.

function keyOf(piece) {
    const id = piece.id
    return id === undefined || id === null || String(id) === "" ? "" : "id:" + String(id)
}

function row(piece, stack, stackSize) {
    const path = piece.path ?? []
    return {
        key: keyOf(piece),
        cell: String(piece.cell ?? ""),
        kind: String(piece.kind ?? "stone"),
        seat: Number(piece.seat ?? 0),
        tint: String(piece.color ?? ""),
        label: String(piece.label ?? ""),
        count: Number(piece.count ?? 1),
        name: String(piece.name ?? ""),
        // The cells passed on the way, for a jump chain shown step by step.
        path: typeof path === "string" ? path : Array.from(path).map(String).join("|"),
        stack: stack,
        stackSize: stackSize,
        fresh: false
    }
}

// Updates `model` (a ListModel) to show `pieces` (the game's list of
// {id?, cell, kind?, seat?, color?, label?, count?, name?, path?}).
function sync(model, pieces) {
    const list = Array.from(pieces ?? [])
    const perCell = {}
    const rows = list.map(piece => {
        const cell = String(piece.cell ?? "")
        const stack = perCell[cell] ?? 0
        perCell[cell] = stack + 1
        return row(piece, stack, 0)
    })
    for (const r of rows)
        r.stackSize = perCell[r.cell]

    const used = new Array(model.count).fill(false)
    const assigned = new Array(rows.length).fill(-1)
    const claim = (i, test) => {
        for (let m = 0; m < model.count; ++m) {
            if (!used[m] && test(model.get(m))) {
                used[m] = true
                assigned[i] = m
                return
            }
        }
    }
    rows.forEach((r, i) => { if (r.key.length > 0) claim(i, old => old.key === r.key) })
    rows.forEach((r, i) => {
        if (r.key.length === 0)
            claim(i, old => old.key === "" && old.cell === r.cell && old.seat === r.seat && old.kind === r.kind)
    })
    rows.forEach((r, i) => {
        if (r.key.length === 0 && assigned[i] < 0)
            claim(i, old => old.key === "" && old.seat === r.seat && old.kind === r.kind)
    })

    // Paths and the other roles first, the cell last: the piece reads its
    // path when its cell changes.
    rows.forEach((r, i) => {
        const m = assigned[i]
        if (m < 0)
            return
        for (const role of ["kind", "seat", "tint", "label", "count", "name", "path", "stack", "stackSize"]) {
            if (model.get(m)[role] !== r[role])
                model.setProperty(m, role, r[role])
        }
        if (model.get(m).cell !== r.cell)
            model.setProperty(m, "cell", r.cell)
    })
    for (let m = model.count - 1; m >= 0; --m) {
        if (!used[m])
            model.remove(m)
    }
    const first = model.count === 0
    rows.forEach((r, i) => {
        if (assigned[i] < 0) {
            r.fresh = !first
            model.append(r)
        }
    })
}
