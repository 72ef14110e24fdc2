.pragma library
// Drawing help for the Tangram board: the engine gives every corner exactly
// (RULES.md, "State for the board"); here they only become pixels. Turning
// a piece in the tray is drawing, not a rule: where it may lie, and whether
// the figure is laid, the engine decides.

// "x y x y ..." (the engine's decimals) as points.
function points(text) {
    const numbers = String(text ?? "").trim().split(/\s+/).filter(w => w.length > 0).map(Number)
    const list = []
    for (let i = 0; i + 1 < numbers.length; i += 2)
        list.push({ x: numbers[i], y: numbers[i + 1] })
    return list
}

// Turned counter-clockwise by turn · 45° about the anchor corner (0, 0).
function turned(list, turn) {
    list = list ?? []
    const a = turn * Math.PI / 4
    const c = Math.cos(a), s = Math.sin(a)
    return list.map(p => ({ x: p.x * c - p.y * s, y: p.x * s + p.y * c }))
}

function centroid(list) {
    list = list ?? []
    let x = 0, y = 0
    for (const p of list) {
        x += p.x
        y += p.y
    }
    return list.length > 0 ? { x: x / list.length, y: y / list.length } : { x: 0, y: 0 }
}

// The farthest corner from the centroid: half the size of a piece's box.
function radius(list) {
    list = list ?? []
    const c = centroid(list)
    let r = 0
    for (const p of list)
        r = Math.max(r, Math.hypot(p.x - c.x, p.y - c.y))
    return r
}

// The bounds of the figure's rings: {minX, minY, maxX, maxY}.
function bounds(rings) {
    const b = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity }
    for (const ring of rings ?? [])
        for (const p of ring) {
            b.minX = Math.min(b.minX, p.x)
            b.minY = Math.min(b.minY, p.y)
            b.maxX = Math.max(b.maxX, p.x)
            b.maxY = Math.max(b.maxY, p.y)
        }
    if (!isFinite(b.minX))
        return { minX: 0, minY: 0, maxX: 4, maxY: 4 }
    return b
}

// An exact number of the notation ("3", "-2r", "1+2r"; r is √2) as a decimal.
function surd(text) {
    const t = String(text)
    if (!t.endsWith("r"))
        return Number(t)
    const body = t.slice(0, -1)
    let split = -1
    for (let i = body.length - 1; i > 0; --i)
        if (body[i] === "+" || body[i] === "-") {
            split = i
            break
        }
    if (split < 0)
        return Number(body) * Math.SQRT2
    return Number(body.slice(0, split)) + Number(body.slice(split)) * Math.SQRT2
}

// A placement "G1/3f/2,1+1r" as {piece, turn, flipped, x, y}; null otherwise.
function placement(text) {
    const parts = String(text ?? "").split("/")
    if (parts.length !== 3)
        return null
    const xy = parts[2].split(",")
    if (xy.length !== 2)
        return null
    const flipped = parts[1].endsWith("f")
    return { piece: parts[0], turn: Number(flipped ? parts[1].slice(0, -1) : parts[1]),
             flipped: flipped, x: surd(xy[0]), y: surd(xy[1]) }
}
