import QtQuick
import QtTest
import Zeitvertreib

// The kit's row of dice: one face per value, a touch names its die, chosen
// and set-apart dice are lifted, a note stands under its die.
Item {
    id: root
    width: 1200
    height: 400

    Component {
        id: rowComponent
        DiceRow {
            dice: [3, 5, 1]
            chosen: [1]
            apart: [1, 0, 0]
            notes: ["aside", "", ""]
            dieObjectName: "testDie"
        }
    }
    SignalSpy { id: spy }

    TestCase {
        name: "DiceRow"
        when: windowShown

        function findNamed(item: var, name: string): var {
            if (item.objectName === name)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = findNamed(item.children[i], name)
                if (found)
                    return found
            }
            return null
        }

        function test_facesTouchesAndLifts() {
            const row = createTemporaryObject(rowComponent, root)
            waitForRendering(row)
            const first = findNamed(row, "testDie0")
            const second = findNamed(row, "testDie1")
            const third = findNamed(row, "testDie2")
            compare(first.value, 3)
            compare(second.value, 5)
            compare(third.value, 1)
            // Chosen and set apart lift; the others stay down.
            tryVerify(() => first.y < third.y)
            tryVerify(() => second.y < third.y)
            verify(first.width >= 72)
            spy.target = row
            spy.signalName = "toggled"
            spy.clear()
            mouseClick(third)
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], 2)
        }
    }
}
