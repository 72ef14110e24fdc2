pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The Mühle board's drawing: three nested squares joined at their middles,
// and a dot on each of the 24 points. `unit` is the distance of one grid step.
Item {
    id: lines

    required property real unit
    required property var pointNames
    readonly property real lineWidth: Math.max(3, unit * 0.06)

    Repeater {
        model: 3
        delegate: Rectangle {
            required property int index
            x: index * lines.unit - lines.lineWidth / 2
            y: index * lines.unit - lines.lineWidth / 2
            width: (6 - 2 * index) * lines.unit + lines.lineWidth
            height: width
            color: "transparent"
            border.color: Theme.boardLine
            border.width: lines.lineWidth
        }
    }
    // The four joins between the squares (left, right, top, bottom).
    Repeater {
        model: [[0, 3, 2, 3], [4, 3, 6, 3], [3, 0, 3, 2], [3, 4, 3, 6]]
        delegate: Rectangle {
            required property var modelData
            x: modelData[0] * lines.unit - lines.lineWidth / 2
            y: modelData[1] * lines.unit - lines.lineWidth / 2
            width: (modelData[2] - modelData[0]) * lines.unit + lines.lineWidth
            height: (modelData[3] - modelData[1]) * lines.unit + lines.lineWidth
            color: Theme.boardLine
        }
    }
    Repeater {
        model: lines.pointNames
        delegate: Rectangle {
            required property string modelData
            readonly property real size: lines.unit * 0.22
            x: (modelData.charCodeAt(0) - 97) * lines.unit - size / 2
            y: (7 - Number(modelData.substring(1))) * lines.unit - size / 2
            width: size
            height: size
            radius: size / 2
            color: Theme.boardLine
        }
    }
}
