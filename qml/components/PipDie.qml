pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// A die showing 1 to 6 pips in the classic places (0: a blank face). Games
// put their own marks on top (the bell, the hammer) or colour the body.
Rectangle {
    id: die

    property int value: 0
    property color pipColor: Theme.ink

    implicitWidth: Theme.px(96)
    implicitHeight: implicitWidth
    radius: width * 0.16
    color: "#fbf7ee"
    border.color: Theme.wood
    border.width: Math.max(2, width * 0.03)

    readonly property real unit: width / 4

    Repeater {
        model: {
            const spots = {
                1: [[2, 2]], 2: [[1, 1], [3, 3]], 3: [[1, 1], [2, 2], [3, 3]],
                4: [[1, 1], [3, 1], [1, 3], [3, 3]], 5: [[1, 1], [3, 1], [2, 2], [1, 3], [3, 3]],
                6: [[1, 1], [3, 1], [1, 2], [3, 2], [1, 3], [3, 3]]
            }
            return spots[die.value] ?? []
        }
        delegate: Rectangle {
            required property var modelData
            width: die.unit * 0.72
            height: width
            radius: width / 2
            color: die.pipColor
            x: modelData[0] * die.unit - width / 2
            y: modelData[1] * die.unit - height / 2
        }
    }
}
