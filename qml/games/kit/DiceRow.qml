pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// A row of dice for any dice game (the kit): the values (0: not thrown),
// which are chosen (lifted and ringed, e.g. to keep or set aside), which are
// set apart (a warm face, e.g. kept for good), a short note under a die, and
// a touch that toggles a die. A new throw tumbles the row (tumble()).
Row {
    id: row

    property var dice: []
    property var chosen: []     // indices
    property var apart: []      // per die: 1 set apart, else 0
    property var notes: []      // per die: a word under it, or ""
    property real dieSize: Theme.px(130)
    property string dieObjectName: "die"
    signal toggled(int index)

    function tumble() { shake.restart() }

    spacing: Theme.px(30)

    Repeater {
        // By count, not by the list: a die keeps its item when only its face
        // changes (a tumbling throw), so a touch on it is never lost between
        // press and release.
        model: row.dice.length
        delegate: Item {
            id: slot
            required property int index
            readonly property int modelData: Number(row.dice[index] ?? 0)
            readonly property bool isApart: (row.apart[index] ?? 0) === 1
            readonly property bool isChosen: row.chosen.indexOf(index) >= 0
            readonly property string note: String(row.notes[index] ?? "")
            width: row.dieSize * 1.15
            height: width
            PipDie {
                objectName: row.dieObjectName + slot.index
                // Centred by hand, not by anchors.centerIn, which would
                // hold y and never lift the die (as Schocken's row did).
                anchors.horizontalCenter: parent.horizontalCenter
                width: row.dieSize
                height: width
                value: slot.modelData
                color: slot.isApart ? Theme.brassLight : slot.isChosen ? "#f7e2a8" : "#fbf7ee"
                border.color: slot.isChosen ? Theme.highlight : Theme.wood
                border.width: slot.isChosen ? Theme.px(8) : Theme.px(3)
                y: (slot.height - height) / 2 - (slot.isChosen || slot.isApart ? Theme.px(12) : 0)
                Behavior on y { NumberAnimation { duration: 150 } }
            }
            Text {
                anchors { horizontalCenter: parent.horizontalCenter; top: parent.bottom }
                visible: slot.note.length > 0
                text: slot.note
                font.family: Theme.serif
                font.pixelSize: Theme.px(22)
                color: Theme.inkSoft
            }
            MouseArea {
                anchors.fill: parent
                onClicked: row.toggled(slot.index)
            }
        }
    }
    // A fresh throw tumbles for a moment.
    SequentialAnimation on rotation {
        id: shake
        running: false
        NumberAnimation { to: -4; duration: 70 }
        NumberAnimation { to: 4; duration: 120 }
        NumberAnimation { to: 0; duration: 70 }
    }
}
