import QtQuick
import Zeitvertreib

// One player beside the rods: colour and who plays it, the beads still to
// drop, and in the second variant the opposing beads taken.
Rectangle {
    id: panel

    required property int seat
    required property string seatName
    required property string playerText
    property int inSupply: 32
    property int taken: 0
    property bool captures: false
    property bool active: false

    radius: Theme.radius
    color: active ? Theme.paper : Theme.paperDeep
    border.color: active ? Theme.brass : Theme.paperEdge
    border.width: active ? Theme.px(6) : Theme.px(2)
    implicitHeight: column.implicitHeight + 2 * Theme.spacing

    Column {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.spacing }
        spacing: Theme.px(10)

        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: Theme.px(14)
            SogoBead {
                anchors.verticalCenter: parent.verticalCenter
                seat: panel.seat
                diameter: Theme.fontHeading * 1.2
            }
            Text {
                anchors.verticalCenter: parent.verticalCenter
                text: panel.seatName
                font.family: Theme.serif
                font.pixelSize: Theme.fontHeading
                font.bold: true
                color: Theme.wood
            }
        }
        Text {
            width: parent.width
            text: panel.playerText
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
        }
        Text {
            width: parent.width
            text: panel.inSupply === 1 ? qsTr("1 bead left") : qsTr("%1 beads left").arg(panel.inSupply)
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.ink
            horizontalAlignment: Text.AlignHCenter
        }
        Text {
            width: parent.width
            visible: panel.captures
            text: qsTr("Taken: %1").arg(panel.taken)
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: Theme.burgundy
            horizontalAlignment: Text.AlignHCenter
        }
    }
}
