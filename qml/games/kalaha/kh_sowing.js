.pragma library
// Turns what the engine reports about the last sowing (RULES.md, "State for
// the board": the cells before it, the pit emptied, every cell a seed fell
// into, the capture, the end's sweep) into the pictures the board shows one
// after the other, so a child can follow the seeds. It only replays the
// engine's report and decides nothing: the last picture is the engine's own.

// The points of the board (SquareBoard, mode "points"): seat 0's pits along
// the bottom from its left, its store at the right end; seat 1's pits along
// the top from its left (the screen's right), its store at the left end.
function points(cells, pits) {
    const out = []
    for (let i = 0; i < cells.length; ++i) {
        const seat = i < pits + 1 ? 0 : 1
        const index = i % (pits + 1)
        if (index === pits)
            out.push({ cell: cells[i], x: seat === 0 ? pits + 1.35 : -0.35, y: 0.6, size: 1.4, shape: "hole" })
        else
            out.push({ cell: cells[i], x: seat === 0 ? index + 1 : pits - index, y: seat === 0 ? 1.2 : 0, shape: "hole" })
    }
    return out
}

// [{seeds: [count per cell], mark: [cells], hand: seeds still to sow, from,
// mover}], the
// first picture the emptied pit, then one per seed, then the capture, then
// the engine's final picture (which includes the end's sweep).
function steps(st) {
    const names = Array.from(st.cells ?? [])
    const before = Array.from(st.lastBefore ?? [])
    const from = String(st.lastFrom ?? "")
    const finalSeeds = Array.from(st.seeds ?? [])
    if (from.length === 0 || before.length !== names.length)
        return [{ seeds: finalSeeds, mark: [], hand: 0 }]
    const out = []
    const mover = Number(st.lastMover ?? 0)
    const current = before.slice()
    const fromIndex = names.indexOf(from)
    let hand = current[fromIndex]
    current[fromIndex] = 0
    out.push({ seeds: current.slice(), mark: [from], hand: hand, from: from, mover: mover })
    for (const cell of Array.from(st.lastPath ?? [])) {
        current[names.indexOf(cell)] += 1
        hand -= 1
        out.push({ seeds: current.slice(), mark: [cell], hand: hand, from: from, mover: mover })
    }
    const capture = String(st.lastCapture ?? "")
    if (capture.length > 0) {
        const across = String(st.lastCaptureFrom ?? "")
        const store = Number(st.lastMover ?? 0) === 0 ? names[names.length / 2 - 1] : names[names.length - 1]
        const taken = current[names.indexOf(capture)] + current[names.indexOf(across)]
        current[names.indexOf(capture)] = 0
        current[names.indexOf(across)] = 0
        current[names.indexOf(store)] += taken
        out.push({ seeds: current.slice(), mark: [capture, across, store], hand: 0, from: from, mover: mover })
    }
    const stores = [names[names.length / 2 - 1], names[names.length - 1]]
    out.push({ seeds: finalSeeds, mark: Number(st.sweep ?? 0) === 1 ? stores : [], hand: 0, from: from, mover: mover })
    return out
}
