pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One of the eight dice of Glocke und Hammer: marked on one face only (1 to 6
// pips, the bell or the hammer), blank on the other five. While `rolling` it
// tumbles and flickers through its faces; then it shows `face`.
Item {
    id: die

    property string face: "blank" // "blank", "1".."6", "bell", "hammer"
    property string mark: "1"     // this die's marked face
    property bool rolling: false
    property string shown: rolling ? flicker.face : face

    implicitWidth: Theme.px(96)
    implicitHeight: implicitWidth

    onRollingChanged: if (!rolling) body.rotation = 0

    Timer {
        id: flicker
        property string face: "blank"
        interval: 70
        repeat: true
        running: die.rolling
        // One face in six is the mark, as on the real die.
        onTriggered: face = Math.random() < 1 / 6 ? die.mark : "blank"
    }

    PipDie {
        id: body
        anchors.fill: parent
        value: Number(die.shown) || 0
        color: die.shown === "blank" ? "#efe6d2" : "#fbf7ee"
        border.color: die.shown === "blank" ? Theme.paperEdge : Theme.wood
        border.width: Theme.px(3)

        NumberAnimation on rotation {
            running: die.rolling
            from: 0; to: 360; duration: 420; loops: Animation.Infinite
        }

        // The bell: a dome, a rim and the clapper.
        Item {
            anchors.fill: parent
            visible: die.shown === "bell"
            Rectangle {
                x: parent.width * 0.28; y: parent.height * 0.2
                width: parent.width * 0.44; height: parent.height * 0.5
                radius: width * 0.45
                color: Theme.brass
                border.color: Theme.woodLight
                border.width: Theme.px(2)
            }
            Rectangle {
                x: parent.width * 0.2; y: parent.height * 0.62
                width: parent.width * 0.6; height: parent.height * 0.1
                radius: height / 2
                color: Theme.brass
                border.color: Theme.woodLight
                border.width: Theme.px(2)
            }
            Rectangle {
                x: parent.width * 0.44; y: parent.height * 0.7
                width: parent.width * 0.12; height: width
                radius: width / 2
                color: Theme.woodLight
            }
        }

        // The hammer: a handle and a head.
        Item {
            anchors.fill: parent
            visible: die.shown === "hammer"
            rotation: -35
            Rectangle {
                x: parent.width * 0.46; y: parent.height * 0.3
                width: parent.width * 0.09; height: parent.height * 0.52
                radius: width / 3
                color: Theme.woodLight
            }
            Rectangle {
                x: parent.width * 0.26; y: parent.height * 0.2
                width: parent.width * 0.48; height: parent.height * 0.17
                radius: Theme.px(3)
                color: "#5b6470"
                border.color: Theme.ink
                border.width: Theme.px(2)
            }
        }
    }
}
