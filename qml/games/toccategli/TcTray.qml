pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One half of the tray beside the board: the stones a player has borne off
// („herausgenommen“), seen edge-on, and the target for bearing off.
Item {
    id: tray

    property int seat: 0
    property bool upper: true  // piles from the top edge
    property int count: 0
    property bool target: false
    property bool hovered: false

    readonly property real slice: Math.min(Theme.px(22), (height - Theme.px(8)) / 15)

    Rectangle {
        anchors { fill: parent; margins: Theme.px(4) }
        radius: Theme.px(6)
        color: Theme.woodLight
        border.color: tray.target ? Theme.highlight : Theme.wood
        border.width: tray.target ? Math.max(3, Theme.px(6)) : Theme.px(2)
    }
    Rectangle {
        anchors { fill: parent; margins: Theme.px(4) }
        radius: Theme.px(6)
        visible: tray.target
        color: tray.hovered ? "#88e3b04f" : "#44e3b04f"
    }
    Repeater {
        model: tray.count
        delegate: Rectangle {
            required property int index
            x: tray.width * 0.14
            y: tray.upper ? Theme.px(6) + index * tray.slice : tray.height - Theme.px(6) - (index + 1) * tray.slice
            width: tray.width * 0.72
            height: tray.slice * 0.86
            radius: height / 3
            color: tray.seat === 0 ? Theme.stoneWhite : Theme.stoneBlack
            border.color: tray.seat === 0 ? Theme.stoneWhiteEdge : Theme.brass
            border.width: 1
        }
    }
    Text {
        anchors.horizontalCenter: parent.horizontalCenter
        y: tray.upper ? tray.height - height - Theme.px(6) : Theme.px(6)
        visible: tray.count > 0
        text: String(tray.count)
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: Math.max(18, Theme.px(28))
        color: Theme.onDark
    }
}
