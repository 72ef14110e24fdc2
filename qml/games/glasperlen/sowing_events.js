.pragma library
// Turns what the engine reports about a turn (RULES.md, "State for the
// board": origin, path, sown beads, gems taken) into the steps the board
// animates: lift the pit's beads into the hand, drop them one by one, carry
// the captured gems to the cup. It only replays the engine's report; it
// decides nothing. The board shows `display` while the steps play and then
// the engine's state itself.

// How far the board has shown the game: the turn, its phase, and how many
// beads of the turn in progress were sown and gems taken.
function progressOf(st) {
    const phase = String(st.phase ?? "")
    const inTurn = phase === "sow" || phase === "take"
    return {
        turn: Number(st.turn ?? 0),
        phase: phase,
        sown: inTurn ? String(st.currentSown ?? "").length : 0,
        taken: inTurn ? (st.currentTaken ?? []).length : 0
    }
}

// What the board shows: beads per pit and cup as digit strings, the hand,
// the points (they change when the animation ends).
function displayOf(st) {
    return {
        pits: (st.pitBeads ?? []).map(beads => String(beads)),
        cups: (st.cups ?? ["", ""]).map(beads => String(beads)),
        hand: String(st.hand ?? ""),
        handSeat: String(st.phase ?? "") === "sow" ? Number(st.toMove ?? 0) : -1,
        points: st.points ?? [0, 0]
    }
}

// "pit:a:5" -> {from: 5, bead: 5}, "cup:3" -> {from: -1, bead: 3}.
function takenEntry(text, pitNames) {
    const parts = String(text).split(":")
    if (parts[0] === "cup")
        return { from: -1, bead: Number(parts[1]) }
    return { from: pitNames.indexOf(parts[1]), bead: Number(parts[2]) }
}

function turnEvents(st, prefix, fromSown, fromTaken, withLift, pitNames) {
    const seat = Number(st[prefix + "Seat"] ?? -1)
    const origin = Number(st[prefix + "Origin"] ?? -1)
    if (seat < 0 || origin < 0)
        return []
    const sown = String(st[prefix + "Sown"] ?? "")
    const path = st[prefix + "Path"] ?? []
    const taken = st[prefix + "Taken"] ?? []
    const events = []
    // The pit's beads: those sown so far and, in a turn still going on, the
    // rest in the hand.
    const lifted = sown + (prefix === "current" ? String(st.hand ?? "") : "")
    if (withLift)
        events.push({ kind: "lift", pit: origin, origin: origin, seat: seat, beads: lifted.split("").sort().join("") })
    for (let i = fromSown; i < sown.length; ++i)
        events.push({ kind: "drop", pit: Number(path[i]), origin: origin, bead: Number(sown[i]), seat: seat })
    for (let i = fromTaken; i < taken.length; ++i) {
        const entry = takenEntry(taken[i], pitNames)
        events.push({ kind: "take", from: entry.from, origin: origin, bead: entry.bead, seat: seat })
    }
    return events
}

// The steps from what was shown (`before`, a progressOf) to the state `st`;
// null when they cannot be told (undo, a new game, a jump in a recorded
// game): the board then shows `st` at once.
function eventsBetween(before, st, pitNames) {
    if (!before)
        return null
    const now = progressOf(st)
    if (now.turn === before.turn) {
        if (now.phase === "choose" || now.phase === "over")
            return now.phase === before.phase ? [] : null
        if (before.phase === "choose")
            return turnEvents(st, "current", 0, 0, true, pitNames)
        if (now.sown < before.sown || now.taken < before.taken)
            return null
        return turnEvents(st, "current", before.sown, before.taken, false, pitNames)
    }
    if (now.turn === before.turn + 1 && now.phase !== "sow" && now.phase !== "take") {
        if (before.phase === "choose")
            return turnEvents(st, "last", 0, 0, true, pitNames)
        if (before.phase === "sow" || before.phase === "take")
            return turnEvents(st, "last", before.sown, before.taken, false, pitNames)
    }
    return null
}

function withoutOne(beads, bead) {
    const at = beads.indexOf(String(bead))
    return at < 0 ? beads : beads.slice(0, at) + beads.slice(at + 1)
}

function withOne(beads, bead) {
    return (beads + String(bead)).split("").sort().join("")
}

// The display when the bead(s) of `ev` leave their place (`arriving`
// false) or reach the new one (true); a new object, the old one is kept.
function applied(display, ev, arriving) {
    const d = { pits: display.pits.slice(), cups: display.cups.slice(), hand: display.hand,
                handSeat: display.handSeat, points: display.points }
    if (ev.kind === "lift") {
        if (arriving) {
            d.hand = ev.beads
            d.handSeat = ev.seat
        } else {
            d.pits[ev.pit] = ""
        }
    } else if (ev.kind === "drop") {
        if (arriving) {
            d.pits[ev.pit] = withOne(d.pits[ev.pit], ev.bead)
        } else {
            d.hand = withoutOne(d.hand, ev.bead)
            if (d.hand.length === 0)
                d.handSeat = -1
        }
    } else if (ev.kind === "take") {
        if (arriving)
            d.cups[ev.seat] = withOne(d.cups[ev.seat], ev.bead)
        else if (ev.from >= 0)
            d.pits[ev.from] = withoutOne(d.pits[ev.from], ev.bead)
        else
            d.cups[1 - ev.seat] = withoutOne(d.cups[1 - ev.seat], ev.bead)
    }
    return d
}
