pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The cowrie shells of Pachisi, thrown instead of a die: the first
// `mouthsUp` lie mouth up (the toothed slit seen), the rest on their backs.
// A new throw scatters them (tumble()).
Row {
    id: shells

    property int count: 6
    property int mouthsUp: 0
    property bool shown: false   // false before the first throw: all on their backs
    property real shellSize: Theme.px(78)

    signal tumbled
    function tumble() { shells.tumbled() }

    spacing: Theme.px(12)

    Repeater {
        model: shells.count
        delegate: Rectangle {
            id: shell
            required property int index
            readonly property bool up: shells.shown && index < shells.mouthsUp
            width: shells.shellSize
            height: shells.shellSize * 1.35
            radius: width / 2
            color: up ? "#fbf3df" : "#e9d7b0"
            border.color: "#8a6d45"
            border.width: Math.max(2, width * 0.04)
            rotation: (index % 2 === 0 ? -8 : 8)
            // The mouth: a dark slit with little teeth along it.
            Rectangle {
                visible: shell.up
                anchors.centerIn: parent
                width: parent.width * 0.18
                height: parent.height * 0.72
                radius: width / 2
                color: "#4a3523"
                Repeater {
                    model: 5
                    delegate: Rectangle {
                        required property int index
                        x: -width * 0.6
                        y: (index + 0.5) * parent.height / 5 - height / 2
                        width: parent.width * 2.2
                        height: Math.max(2, parent.height * 0.035)
                        color: "#4a3523"
                    }
                }
            }
            // The back: a shell's hump, a soft spot of light.
            Rectangle {
                visible: !shell.up
                anchors.centerIn: parent
                width: parent.width * 0.5
                height: parent.height * 0.5
                radius: width / 2
                color: "#f6ead0"
                opacity: 0.7
            }
            SequentialAnimation {
                id: scatter
                running: false
                NumberAnimation { target: shell; property: "rotation"; to: (shell.index % 2 === 0 ? -8 : 8) + 200; duration: 220 }
                NumberAnimation { target: shell; property: "rotation"; to: (shell.index % 2 === 0 ? -8 : 8); duration: 180 }
            }
            Connections {
                target: shells
                function onTumbled() { scatter.restart() }
            }
        }
    }
}
