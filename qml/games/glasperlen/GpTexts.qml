import QtQuick
import Zeitvertreib

// The Glasperlenspiel's words for what the engine reports as keys (RULES.md,
// "State for the board"): sides, gems, how a turn sowed and captured, how the
// game ended. Every function reads Exhibit.language, so a binding that calls
// one is evaluated again when the visitor switches the language.
QtObject {
    // South and North, and how a game ended, are GameTexts' (the lobby and
    // the end screen name them too).
    function seatName(seat: int): string {
        return GameTexts.seatName("glasperlen", seat)
    }
    function reasonText(reason: string, winner: int): string {
        return GameTexts.reasonText("glasperlen", reason, winner)
    }

    function gemName(value: int): string {
        void Exhibit.language
        switch (value) {
        case 1: return qsTr("the yellow 1")
        case 2: return qsTr("the green 2")
        case 3: return qsTr("the blue 3")
        case 4: return qsTr("the red 4")
        case 5: return qsTr("the purple 5")
        }
        return qsTr("a stone")
    }

    function pointsText(points: int): string {
        void Exhibit.language
        return points === 1 ? qsTr("1 point") : qsTr("%1 points").arg(points)
    }

    // "the red 4 from pit b" / "the purple 5 from North's cup".
    function takenText(entry: string, capturer: int): string {
        void Exhibit.language
        const parts = entry.split(":")
        if (parts[0] === "cup")
            return qsTr("%1 from %2's cup").arg(gemName(Number(parts[1]))).arg(seatName(1 - capturer))
        return qsTr("%1 from pit %2").arg(gemName(Number(parts[2]))).arg(parts[1])
    }

    function joined(items: var): string {
        void Exhibit.language
        if (items.length <= 1)
            return items.join("")
        return qsTr("%1 and %2").arg(items.slice(0, -1).join(", ")).arg(items[items.length - 1])
    }

    // A turn in sentences, from the keys with `prefix` ("last" or "current").
    function turnText(st: var, prefix: string): string {
        void Exhibit.language
        const seat = Number(st[prefix + "Seat"] ?? -1)
        const origin = Number(st[prefix + "Origin"] ?? -1)
        const names = st.pits ?? []
        if (seat < 0)
            return ""
        if (origin < 0)
            return String(st[prefix + "Explanation"] ?? "") === "resigned" ? qsTr("%1 resigns.").arg(seatName(seat)) : ""
        const sown = String(st[prefix + "Sown"] ?? "")
        const path = st[prefix + "Path"] ?? []
        const mover = seatName(seat)
        const other = seatName(1 - seat)
        const lastPit = String(names[Number(path[path.length - 1] ?? -1)] ?? "")
        let text = sown.length === 1
                ? qsTr("%1 moved the one bead of pit %2 into pit %3.").arg(mover).arg(names[origin]).arg(lastPit)
                : qsTr("%1 sowed the %2 beads of pit %3; the last one fell into pit %4.").arg(mover).arg(sown.length).arg(names[origin]).arg(lastPit)
        if (Number(st[prefix + "Fed"] ?? 0) === 1)
            text += " " + qsTr("%1 had no bead on his side, so %2 had to give him at least one.").arg(other).arg(mover)
        const taken = (st[prefix + "Taken"] ?? []).map(entry => takenText(String(entry), seat))
        const points = (st[prefix + "Taken"] ?? []).reduce((sum, entry) => sum + Number(String(entry).split(":").pop()), 0)
        const chainPits = (st[prefix + "Chain"] ?? []).map(index => String(names[Number(index)] ?? ""))
        const chain = chainPits.length
        const behind = joined(chainPits.slice(1))
        const what = joined(taken)
        switch (String(st[prefix + "Explanation"] ?? "")) {
        case "direct":
            return text + " " + qsTr("Direct capture: pit %1 held just one bead, a gem. %2 takes %3 into his cup.").arg(lastPit).arg(mover).arg(what)
        case "direct_chain":
            return text + " " + qsTr("Direct capture with a chain: pit %1 held just one gem, and so did the pits behind it without a gap (%2). %3 takes %4: %5.")
                .arg(lastPit).arg(behind).arg(mover).arg(what).arg(pointsText(points))
        case "indirect":
        case "indirect_cup":
            text += " " + qsTr("Indirect capture: pit %1 held just one bead, a stone, so %2 may take any gem of %3's. He chose %4.")
                .arg(lastPit).arg(mover).arg(other).arg(what)
            break
        case "indirect_chain":
        case "indirect_chain_cup":
            text += " " + qsTr("Indirect capture with a chain: pit %1 held just one stone, and so did the pits behind it without a gap (%2), so %3 may take %4 gems of %5's. He chose %6: %7.")
                .arg(lastPit).arg(behind).arg(mover).arg(chain).arg(other).arg(what).arg(pointsText(points))
            break
        case "indirect_nothing":
            return text + " " + qsTr("Pit %1 held just one stone, but %2 has no gem left, neither in his pits nor in his cup: nothing is captured.").arg(lastPit).arg(other)
        }
        if (String(st[prefix + "Explanation"] ?? "") === "indirect_chain_cup")
            text += " " + qsTr("%1's pits had too few gems, so the rest came from his cup.").arg(other)
        return text
    }
}
