import QtQuick
import QtTest
import "../../qml/games/toccategli/tc_moves.js" as TcMoves

// The Toccateglispiel board's matching of a person's steps against the
// engine's list of plays: steps in either order, one stone with both dice
// as a single target, a play made only when complete, the Hucke by force.
TestCase {
    name: "ToccategliMoves"

    // The start with 6-5 (only two stones may leave the heap) and a later
    // throw of 4-2 with stones on 1 and 7.
    readonly property var sixFive: TcMoves.parsePlays(["move 1-7 1-6"])
    readonly property var fourTwo: TcMoves.parsePlays([
        "move 1-5 1-3", "move 1-5 5-7", "move 1-5 7-9", "move 7-11 1-3", "move 7-11 7-9",
        "move 7-11 11-13"])

    function test_parsesThePlays() {
        const plays = TcMoves.parsePlays(["dice 6 5", "move 1-7 7-12", "move 20-off", "move 7-12 8-12 gewalt"])
        compare(plays.length, 3)
        compare(plays[0].steps, [{ from: "1", to: "7" }, { from: "7", to: "12" }])
        compare(plays[1].steps, [{ from: "20", to: "off" }])
        verify(!plays[1].gewalt)
        verify(plays[2].gewalt)
        compare(plays[2].text, "move 7-12 8-12 gewalt")
    }

    function test_stepsInEitherOrder() {
        // The engine lists 6-5 once, the six first; the five may be set first.
        const targets = TcMoves.targetsFrom(sixFive, [], "1")
        verify("7" in targets)
        verify("6" in targets)
        const made = [{ from: "1", to: "6" }]
        compare(TcMoves.completed(sixFive, made), null)
        compare(Object.keys(TcMoves.targetsFrom(sixFive, made, "1")), ["7"])
        compare(TcMoves.completed(sixFive, made.concat([{ from: "1", to: "7" }])).text, "move 1-7 1-6")
    }

    function test_oneStoneWithBothDiceIsOneTarget() {
        const targets = TcMoves.targetsFrom(fourTwo, [], "1")
        compare(targets["5"], [{ from: "1", to: "5" }])
        compare(targets["7"], [{ from: "1", to: "5" }, { from: "5", to: "7" }])
        // 1-3 then 3-7 is not a play of the list: 7 is reached through 5 only.
        verify(!("9" in targets))
    }

    function test_sourcesFollowTheStonesShown() {
        const count = point => (point === "1" || point === "7") ? 2 : 0
        compare(TcMoves.sources(fourTwo, [], count).sort(), ["1", "7"])
        // After 1-5 the stone on 5 can go on; nothing stands on 5 before.
        const after = point => (point === "5" || point === "7") ? 1 : count(point)
        verify(TcMoves.sources(fourTwo, [{ from: "1", to: "5" }], after).indexOf("5") >= 0)
        verify(TcMoves.sources(fourTwo, [], count).indexOf("5") < 0)
    }

    function test_aStepOfNoPlayIsNotOffered() {
        compare(TcMoves.consistent(fourTwo, [{ from: "7", to: "9" }, { from: "7", to: "11" }]).length, 1)
        compare(TcMoves.consistent(fourTwo, [{ from: "1", to: "9" }]).length, 0)
        compare(TcMoves.remaining(fourTwo[0], [{ from: "1", to: "9" }]), null)
    }

    function test_huckeByForce() {
        const plays = TcMoves.parsePlays(["move 7-12 8-12 gewalt"])
        verify(!TcMoves.onlyGewalt(plays, []))
        verify(TcMoves.onlyGewalt(plays, [{ from: "7", to: "12" }]))
        compare(TcMoves.completed(plays, [{ from: "8", to: "12" }, { from: "7", to: "12" }]).text,
                "move 7-12 8-12 gewalt")
    }
}
