.pragma library
// Keeps the stones of a Mühle board as objects with an identity, so that a
// stone that moves can glide from point to point and a stone that is taken
// can fade away. It only compares two `board` arrays from the engine
// (-1 empty, 0 White, 1 Black); it knows no rule.

// Fills `stones` (a ListModel) with one entry per stone on `board`.
function rebuild(stones, board) {
    stones.clear()
    for (let i = 0; i < board.length; ++i) {
        if (board[i] >= 0)
            stones.append({ seat: board[i], point: i, removed: false, fresh: false })
    }
}

function findStone(stones, point) {
    for (let row = 0; row < stones.count; ++row) {
        const stone = stones.get(row)
        if (!stone.removed && stone.point === point)
            return row
    }
    return -1
}

// Turns the change from `before` to `after` into stone movements: per colour,
// a stone that left one point and arrived at another moved; one that only
// arrived was set; one that only left was taken.
function update(stones, before, after) {
    if (!before || before.length !== after.length) {
        rebuild(stones, after)
        return
    }
    for (let seat = 0; seat < 2; ++seat) {
        const gone = []
        const came = []
        for (let i = 0; i < after.length; ++i) {
            if (before[i] === seat && after[i] !== seat)
                gone.push(i)
            if (after[i] === seat && before[i] !== seat)
                came.push(i)
        }
        while (gone.length > 0 && came.length > 0) {
            const row = findStone(stones, gone.shift())
            const to = came.shift()
            if (row >= 0)
                stones.setProperty(row, "point", to)
            else
                stones.append({ seat: seat, point: to, removed: false, fresh: true })
        }
        for (const point of came)
            stones.append({ seat: seat, point: point, removed: false, fresh: true })
        for (const point of gone) {
            const row = findStone(stones, point)
            if (row >= 0)
                stones.setProperty(row, "removed", true)
        }
    }
}

// Grid position of a point name such as "d2": column a..g, row 1..7 from below.
function column(name) {
    return name.charCodeAt(0) - 97
}

function rowFromTop(name) {
    return 7 - Number(name.substring(1))
}
