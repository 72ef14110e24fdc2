.pragma library

// The person's half-made play, matched against the engine's list of legal
// plays (session.legalMoves(): "move 1-7 1-6", "move 1-7 7-12",
// "move 20-off", "move 7-12 8-12 gewalt"). No rule lives here: a step is
// offered only when some play of the engine's list contains it, and a play
// is made only when the steps made are exactly one of those plays. The steps
// may be made in any order (the engine lists each play once, the higher die
// first), so the matching treats a play's steps as a set.

// [{ text, steps: [{ from: "1", to: "7" }, ...], gewalt: bool }]
function parsePlays(legalMoves) {
    const plays = []
    for (const text of legalMoves) {
        const words = String(text).split(" ")
        if (words[0] !== "move")
            continue
        const play = { text: String(text), steps: [], gewalt: false }
        for (const word of words.slice(1)) {
            if (word === "gewalt") {
                play.gewalt = true
                continue
            }
            const ends = word.split("-")
            if (ends.length === 2)
                play.steps.push({ from: ends[0], to: ends[1] })
        }
        plays.push(play)
    }
    return plays
}

// The steps of `play` not yet made, or null when `made` is not part of it.
function remaining(play, made) {
    const left = play.steps.slice()
    for (const step of made) {
        const at = left.findIndex(s => s.from === step.from && s.to === step.to)
        if (at < 0)
            return null
        left.splice(at, 1)
    }
    return left
}

// The plays that the steps made so far can still become.
function consistent(plays, made) {
    return plays.filter(play => remaining(play, made) !== null)
}

// The play that the steps made complete, or null.
function completed(plays, made) {
    for (const play of plays) {
        const left = remaining(play, made)
        if (left !== null && left.length === 0)
            return play
    }
    return null
}

// Where a stone on `from` may go next: { to: [steps to make] }. One die
// gives one step; both dice on one stone give two steps through the point
// between, offered as a single target so the stone can be dragged there.
function targetsFrom(plays, made, from) {
    const targets = {}
    for (const play of consistent(plays, made)) {
        const left = remaining(play, made)
        for (let i = 0; i < left.length; ++i) {
            if (left[i].from !== from)
                continue
            if (!(left[i].to in targets))
                targets[left[i].to] = [left[i]]
            for (let j = 0; j < left.length; ++j) {
                if (j !== i && left[j].from === left[i].to && !(left[j].to in targets))
                    targets[left[j].to] = [left[i], left[j]]
            }
        }
    }
    return targets
}

// The points whose stones some play moves next; `count(point)` is how many
// of the mover's stones stand there as the board shows it now.
function sources(plays, made, count) {
    const points = []
    for (const play of consistent(plays, made)) {
        for (const step of remaining(play, made)) {
            if (points.indexOf(step.from) < 0 && count(step.from) > 0)
                points.push(step.from)
        }
    }
    return points
}

// Whether the steps made so far belong to a play „mit Gewalt“ only.
function onlyGewalt(plays, made) {
    const open = consistent(plays, made)
    return made.length > 0 && open.length > 0 && open.every(play => play.gewalt)
}
