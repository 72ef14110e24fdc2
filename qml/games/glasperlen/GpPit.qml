pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One pit: its beads (stones first, then the gems by value), its letter of
// the notation, and how it takes part in the turn: a pit the visitor may
// pick (target), the pit the next bead goes into, the starting pit that
// sowing skips, a pit whose gem may be taken.
Rectangle {
    id: pit

    property string letter
    property string beads // digits, e.g. "0035"
    property bool target: false
    property bool nextDrop: false
    property bool origin: false
    property int flashSerial: 0
    signal touched

    readonly property int count: beads.length
    readonly property int columns: count <= 1 ? 1 : count <= 4 ? 2 : count <= 9 ? 3 : count <= 16 ? 4 : 5
    readonly property real inner: width * 0.8
    readonly property real beadSize: Math.min(inner / Math.max(2, columns) * 0.94, inner * 0.46)

    radius: width / 2
    color: nextDrop ? Theme.brassLight : Qt.darker(Theme.boardWood, 1.18)
    border.color: target || nextDrop ? Theme.highlight : Theme.woodLight
    border.width: target || nextDrop ? Theme.px(8) : Theme.px(3)

    Accessible.role: Accessible.Button
    Accessible.name: pit.letter

    // The pit's letter, as the notation names it.
    Text {
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: pit.width * 0.02 }
        text: pit.letter
        font.family: Theme.serif
        font.pixelSize: Math.max(18, pit.width * 0.13)
        font.bold: true
        color: pit.nextDrop ? Theme.wood : Theme.inkSoft
    }

    Grid {
        anchors.centerIn: parent
        anchors.verticalCenterOffset: -pit.width * 0.04
        columns: pit.columns
        spacing: pit.beadSize * 0.06
        Repeater {
            model: pit.beads.split("").filter(c => c.length > 0)
            delegate: GpBead {
                required property string modelData
                value: Number(modelData)
                diameter: pit.beadSize
            }
        }
    }

    // The starting pit stays empty while its beads are sown (skipped on
    // every lap): a ring says so.
    Rectangle {
        anchors.centerIn: parent
        visible: pit.origin
        width: parent.width * 0.5
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.burgundy
        border.width: Theme.px(4)
    }

    // A short glow where gems were captured.
    Rectangle {
        id: glow
        anchors.fill: parent
        radius: width / 2
        color: Theme.highlight
        opacity: 0
        SequentialAnimation {
            id: flash
            NumberAnimation { target: glow; property: "opacity"; to: 0.55; duration: 180 }
            NumberAnimation { target: glow; property: "opacity"; to: 0; duration: 700 }
        }
    }
    onFlashSerialChanged: if (flashSerial > 0) flash.restart()

    MouseArea {
        anchors.fill: parent
        enabled: pit.target
        onClicked: pit.touched()
    }
}
