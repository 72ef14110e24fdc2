pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One room of the Glückshaus: its number large, its name (the special
// fields) or its odds (out of 36), and the chips lying in it. The room of the
// last throw is ringed; an ordinary room holds one chip at most, the
// Hochzeit (7) any number.
Rectangle {
    id: room

    property int number: 2
    property int chips: 0
    property int ways: 1
    property bool lastThrown: false
    property bool missing: false // the 4 on a board without it
    property string name: ""

    readonly property real chipSize: Math.min(width, height) * 0.22

    radius: Theme.radius
    color: room.missing ? Theme.paperDeep : room.number === 7 ? "#f4dfb0" : room.number === 2 || room.number === 12 ? "#efe0c2" : Theme.paper
    border.color: room.lastThrown ? Theme.highlight : Theme.boardLine
    border.width: room.lastThrown ? Theme.px(10) : Theme.px(3)
    Behavior on border.width { NumberAnimation { duration: 200 } }

    Column {
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(10) }
        spacing: 0
        Text {
            objectName: "roomNumber" + room.number
            anchors.horizontalCenter: parent.horizontalCenter
            text: String(room.number)
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: Math.min(Theme.fontDisplay * 1.2, room.height * 0.36)
            color: room.missing ? Theme.inkSoft : Theme.ink
        }
        Text {
            objectName: "roomName" + room.number
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: room.name
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: Theme.fontSmall
            // A narrow room (the 1280×800 screen) shrinks a long name.
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 16
            color: room.number === 7 ? Theme.burgundy : Theme.wood
            elide: Text.ElideRight
        }
    }

    // The chips: one chip per chip up to eight, then a count beside one.
    Row {
        objectName: "roomChips" + room.number
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.px(12) }
        spacing: -room.chipSize * 0.35
        Repeater {
            model: Math.min(room.chips, 8)
            delegate: GlChip {
                width: room.chipSize
            }
        }
        Text {
            visible: room.chips > 8
            anchors.verticalCenter: parent.verticalCenter
            leftPadding: room.chipSize * 0.5
            text: "× " + room.chips
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: Theme.fontHeading
            color: Theme.ink
        }
    }
    // The Hochzeit says how many lie there, in figures as well.
    Text {
        visible: room.number === 7 && room.chips > 0 && room.chips <= 8
        anchors { right: parent.right; top: parent.top; margins: Theme.px(14) }
        text: String(room.chips)
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: Theme.fontHeading
        color: Theme.burgundy
    }
}
