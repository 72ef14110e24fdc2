import QtQuick
import Zeitvertreib

// One of the 24 points as a touch target. It glows when touching it would
// continue a legal move, shows a ring when it is part of the move being made,
// a see-through stone where a stone is about to go, and flashes when a mill
// closes on it.
Item {
    id: point

    required property string name
    property bool target: false     // a legal next touch
    property bool selected: false   // touched already for the move being made
    property int ghostSeat: -1      // a stone about to be placed or moved here
    property int flashSerial: 0     // changes when a new mill includes this point
    property real stoneDiameter: 60
    signal touched(string name)

    objectName: "point_" + name

    Accessible.role: Accessible.Button
    Accessible.name: name

    // Where a stone is about to go: a see-through stone of the mover.
    Rectangle {
        anchors.centerIn: parent
        width: point.stoneDiameter
        height: width
        radius: width / 2
        visible: point.ghostSeat >= 0
        color: point.ghostSeat === 0 ? Theme.stoneWhite : Theme.stoneBlack
        opacity: 0.5
    }

    // Glowing ring on a legal target, slowly breathing so it is seen.
    Rectangle {
        id: glow
        anchors.centerIn: parent
        width: point.stoneDiameter * 1.12
        height: width
        radius: width / 2
        visible: point.target
        color: "#66e3b04f"
        border.color: Theme.highlight
        border.width: Math.max(3, point.stoneDiameter * 0.09)

        SequentialAnimation on opacity {
            running: glow.visible
            loops: Animation.Infinite
            NumberAnimation { from: 1.0; to: 0.45; duration: 700; easing.type: Easing.InOutSine }
            NumberAnimation { from: 0.45; to: 1.0; duration: 700; easing.type: Easing.InOutSine }
        }
    }

    // Ring on what was touched for the move being made.
    Rectangle {
        anchors.centerIn: parent
        width: point.stoneDiameter * 1.2
        height: width
        radius: width / 2
        visible: point.selected
        color: "transparent"
        border.color: Theme.burgundy
        border.width: Math.max(4, point.stoneDiameter * 0.11)
    }

    // A closed mill: a brass ring that pulses three times.
    Rectangle {
        id: flash
        anchors.centerIn: parent
        width: point.stoneDiameter * 1.3
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.brassLight
        border.width: Math.max(4, point.stoneDiameter * 0.12)
        opacity: 0

        SequentialAnimation {
            id: flashAnimation
            loops: 3
            NumberAnimation { target: flash; property: "opacity"; from: 0; to: 1; duration: 220 }
            NumberAnimation { target: flash; property: "opacity"; from: 1; to: 0; duration: 320 }
        }
    }
    onFlashSerialChanged: if (flashSerial > 0) flashAnimation.restart()

    // A MouseArea (touch arrives as synthesized mouse events) takes the press
    // exclusively, so a control lying over another never triggers both.
    MouseArea {
        id: tap
        anchors.fill: parent
        onClicked: point.touched(point.name)
    }
}
