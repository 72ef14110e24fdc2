.pragma library

// Backgammon's board geometry and the position as the board shows it while
// a person enters a turn checker by checker. No rule is decided here: which
// touches are legal comes from the engine (session.nextInputs()); this only
// draws the steps already touched.
//
// Columns: 0-5 the left half, 6 the bar, 7-12 the right half, 13 the tray.
// White's home board is bottom right (its 1-point next to the tray), so
// White runs 24 (top right) round to 1 (bottom right), Black the other way.

function pointColumn(n) {
    if (n <= 6) return 13 - n
    if (n <= 12) return 12 - n
    if (n <= 18) return n - 13
    return n - 12
}

function isTop(n) {
    return n >= 13
}

function pointNumber(id) {
    return id.length > 1 && id[0] === "p" ? Number(id.slice(1)) : 0
}

// The engine's points, bar and tray with the touched steps applied.
function shownPosition(st, partial) {
    const points = Array.from(st.points ?? [])
    const bar = Array.from(st.bar ?? [0, 0])
    const off = Array.from(st.off ?? [0, 0])
    const side = Number(st.side ?? 0)
    const sign = side === 0 ? 1 : -1
    const landed = []
    for (let i = 0; i + 1 < partial.length; i += 2) {
        const from = partial[i], to = partial[i + 1]
        if (from === "bar")
            bar[side] -= 1
        else
            points[pointNumber(from) - 1] -= sign
        if (to === "off") {
            off[side] += 1
        } else {
            const k = pointNumber(to) - 1
            if (points[k] * sign === -1) { // a blot hit on the way
                points[k] = 0
                bar[1 - side] += 1
            }
            points[k] += sign
        }
        landed.push(to)
    }
    return { points: points, bar: bar, off: off, landed: landed,
             selected: partial.length % 2 === 1 ? partial[partial.length - 1] : "" }
}

// Which of the dice the touched steps have used (for dimming them): a step
// takes the die of its length, a bear-off by a higher number the smallest
// die that reaches.
function usedDice(dice, partial, side) {
    const used = dice.map(() => false)
    for (let i = 0; i + 1 < partial.length; i += 2) {
        const from = partial[i] === "bar" ? (side === 0 ? 25 : 0) : pointNumber(partial[i])
        const to = partial[i + 1] === "off" ? (side === 0 ? 0 : 25) : pointNumber(partial[i + 1])
        const length = Math.abs(from - to)
        let pick = -1
        for (let d = 0; d < dice.length; ++d)
            if (!used[d] && dice[d] === length) { pick = d; break }
        if (pick < 0)
            for (let d = 0; d < dice.length; ++d)
                if (!used[d] && dice[d] > length && (pick < 0 || dice[d] < dice[pick])) pick = d
        if (pick >= 0)
            used[pick] = true
    }
    return used
}
