import QtQuick
import Zeitvertreib

// One bead, seen from the side (the turned view) or from above (the levels).
// Light beads are ivory, dark beads near-black with a pale ring: the two
// sides differ in brightness and in pattern, never only in hue, so a
// colour-blind visitor tells them apart. Marks: a bead of a mill gets a gold
// ring, the last bead dropped a green one, a bead that may be taken pulses
// in burgundy, and a bead about to be dropped is drawn see-through.
Item {
    id: bead

    property int seat: 0
    property real diameter: 60
    property bool inMill: false
    property bool last: false
    property bool takeable: false
    property bool ghost: false

    width: diameter
    height: diameter

    Rectangle {
        // shadow
        x: bead.diameter * 0.05
        y: bead.diameter * 0.09
        width: bead.diameter
        height: width
        radius: width / 2
        color: Theme.shadow
        visible: !bead.ghost
    }
    Rectangle {
        id: body
        width: bead.diameter
        height: width
        radius: width / 2
        opacity: bead.ghost ? 0.55 : 1
        color: bead.seat === 0 ? Theme.stoneWhite : Theme.stoneBlack
        border.color: bead.seat === 0 ? Theme.stoneWhiteEdge : Theme.stoneBlackEdge
        border.width: Math.max(2, bead.diameter * 0.05)

        // The pattern that tells the dark beads without colour: a pale ring.
        Rectangle {
            anchors.centerIn: parent
            visible: bead.seat === 1
            width: parent.width * 0.56
            height: width
            radius: width / 2
            color: "transparent"
            border.color: "#b9a98c"
            border.width: Math.max(2, bead.diameter * 0.07)
        }
        // A gloss, so the bead reads as a ball.
        Rectangle {
            x: parent.width * 0.2
            y: parent.height * 0.14
            width: parent.width * 0.3
            height: width * 0.7
            radius: height / 2
            color: "#ffffff"
            opacity: bead.seat === 0 ? 0.9 : 0.35
        }
    }
    Rectangle {
        // gold ring: this bead stands in a mill
        anchors.centerIn: parent
        visible: bead.inMill
        width: bead.diameter * 1.22
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.highlight
        border.width: Math.max(4, bead.diameter * 0.12)
    }
    Rectangle {
        // green ring: the last bead dropped
        anchors.centerIn: parent
        visible: bead.last && !bead.inMill
        width: bead.diameter * 1.16
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.greenLight
        border.width: Math.max(3, bead.diameter * 0.08)
    }
    Rectangle {
        id: takeRing
        anchors.centerIn: parent
        visible: bead.takeable
        width: bead.diameter * 1.3
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.burgundy
        border.width: Math.max(5, bead.diameter * 0.12)
        SequentialAnimation on opacity {
            running: bead.takeable
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.35; duration: 600 }
            NumberAnimation { from: 0.35; to: 1; duration: 600 }
        }
    }
}
