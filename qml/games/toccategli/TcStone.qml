import QtQuick
import Zeitvertreib

// One stone of the Toccateglispiel, seen from above: white or black, with a
// brass ring when it can be moved and a burgundy ring while it is held. The
// top stone of a tall pile carries the pile's count.
Item {
    id: stone

    property int seat: 0
    property real diameter: 60
    property bool movable: false
    property bool held: false
    property int count: 0 // shown when > 0

    width: diameter
    height: diameter

    Rectangle {
        x: stone.diameter * 0.04
        y: stone.diameter * 0.07
        width: stone.diameter
        height: width
        radius: width / 2
        color: Theme.shadow
    }
    Rectangle {
        width: stone.diameter
        height: width
        radius: width / 2
        color: stone.seat === 0 ? Theme.stoneWhite : Theme.stoneBlack
        // Black stones get a light rim so they stand out on the dark points.
        border.color: stone.seat === 0 ? Theme.stoneWhiteEdge : Theme.brass
        border.width: Math.max(2, stone.diameter * 0.05)
        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 0.6
            height: width
            radius: width / 2
            color: "transparent"
            border.color: stone.seat === 0 ? "#d9cfb8" : "#54463c"
            border.width: Math.max(1, stone.diameter * 0.035)
        }
    }
    Text {
        anchors.centerIn: parent
        visible: stone.count > 0
        text: String(stone.count)
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: stone.diameter * 0.46
        color: stone.seat === 0 ? Theme.ink : Theme.onDark
    }
    Rectangle {
        anchors.centerIn: parent
        width: stone.diameter * 1.16
        height: width
        radius: width / 2
        visible: stone.movable || stone.held
        color: "transparent"
        border.color: stone.held ? Theme.burgundy : Theme.highlight
        border.width: Math.max(3, stone.diameter * (stone.held ? 0.1 : 0.07))
    }
}
