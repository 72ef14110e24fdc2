pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Zeitvertreib

// A day drawn as a time line: a vertical axis from 7:00 to 21:00 on the
// left, the day's entries in their order on the right, and from each entry
// with a time a line to its hour on the axis. Entries without a time keep
// their place in the order and have no line. Taller than its view, it is put
// into a Flickable by its owner.
Item {
    id: timeline

    // [{ time: "07:00" or "", minutes: 420 or -1, text }]
    property var entries: []
    property int startMinutes: 7 * 60
    property int endMinutes: 21 * 60

    readonly property real axisWidth: Theme.px(150)
    readonly property real reach: Theme.px(90)        // room for the lines
    readonly property real axisX: axisWidth - Theme.px(20)
    readonly property real pad: Theme.fontSmall
    readonly property real axisHeight: Math.max(list.implicitHeight,
                                                (endMinutes - startMinutes) / 60 * Theme.fontSmall * 2.2)

    function yOf(minutes: real): real {
        const clamped = Math.max(startMinutes, Math.min(endMinutes, minutes))
        return pad + (clamped - startMinutes) / (endMinutes - startMinutes) * (axisHeight - 2 * pad)
    }

    implicitHeight: axisHeight

    // The axis: a brass line with a tick and a label at every hour (every
    // second hour when the day is short on room).
    Rectangle {
        x: timeline.axisX - width / 2
        y: timeline.pad
        width: Theme.px(6)
        height: timeline.axisHeight - 2 * timeline.pad
        radius: width / 2
        color: Theme.brass
    }
    Repeater {
        model: (timeline.endMinutes - timeline.startMinutes) / 60 + 1
        delegate: Item {
            id: hour
            required property int index
            readonly property int minutes: timeline.startMinutes + index * 60
            readonly property bool labelled: timeline.axisHeight / ((timeline.endMinutes - timeline.startMinutes) / 60)
                                             >= Theme.fontSmall * 1.5 || index % 2 === 0
            x: 0
            y: timeline.yOf(minutes)
            width: timeline.axisWidth
            Rectangle {
                x: timeline.axisX - width / 2
                y: -height / 2
                width: hour.labelled ? Theme.px(26) : Theme.px(14)
                height: Theme.px(3)
                color: Theme.woodLight
            }
            Text {
                visible: hour.labelled
                anchors { right: parent.right; rightMargin: Theme.px(44); verticalCenter: parent.top }
                text: Math.floor(hour.minutes / 60) + ":00"
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
            }
        }
    }

    Column {
        id: list
        x: timeline.axisWidth + timeline.reach
        width: timeline.width - x
        spacing: Theme.px(12)

        Repeater {
            model: timeline.entries
            delegate: Rectangle {
                id: entry
                required property var modelData
                required property int index
                readonly property bool timed: Number(modelData.minutes) >= 0
                objectName: "timelineEntry" + index
                width: list.width
                height: Math.max(Theme.touchMin * 0.8, words.implicitHeight + Theme.px(24))
                radius: Theme.radius
                color: timed ? "#fbf6ea" : Theme.paper
                border.color: timed ? Theme.brass : Theme.paperEdge
                border.width: Theme.px(2)

                // The line from the hour on the axis to this entry.
                Shape {
                    visible: entry.timed
                    ShapePath {
                        strokeColor: Theme.burgundy
                        strokeWidth: Theme.px(3)
                        fillColor: "transparent"
                        startX: timeline.axisX - list.x
                        startY: timeline.yOf(Number(entry.modelData.minutes)) - entry.y
                        PathCubic {
                            x: 0
                            y: entry.height / 2
                            control1X: (timeline.axisX - list.x) / 2
                            control1Y: timeline.yOf(Number(entry.modelData.minutes)) - entry.y
                            control2X: (timeline.axisX - list.x) / 2
                            control2Y: entry.height / 2
                        }
                    }
                }
                Rectangle {
                    visible: entry.timed
                    x: timeline.axisX - list.x - width / 2
                    y: timeline.yOf(Number(entry.modelData.minutes)) - entry.y - height / 2
                    width: Theme.px(18)
                    height: width
                    radius: width / 2
                    color: Theme.burgundy
                }

                Text {
                    id: clock
                    anchors { left: parent.left; leftMargin: Theme.spacing; top: parent.top; topMargin: Theme.px(12) }
                    width: Theme.fontBody * 3.6
                    text: entry.timed ? String(entry.modelData.time) : "·"
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    color: Theme.burgundy
                }
                Text {
                    id: words
                    anchors {
                        left: clock.right; right: parent.right; top: parent.top
                        rightMargin: Theme.spacing; topMargin: Theme.px(12)
                    }
                    text: String(entry.modelData.text)
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontBody
                    color: Theme.ink
                    wrapMode: Text.WordWrap
                }
            }
        }
    }
}
