pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One player beside the board: colour and who plays it, the pieces still on
// the board (stones and Damen) and how many the other player has taken.
Rectangle {
    id: panel

    required property int seat
    required property string seatName
    required property string playerText
    property int pieceCount: 0
    property int damen: 0
    property int lost: 0
    property bool active: false
    property real stoneDiameter: 48

    radius: Theme.radius
    color: active ? Theme.paper : Theme.paperDeep
    border.color: active ? Theme.brass : Theme.paperEdge
    border.width: active ? Theme.px(6) : Theme.px(2)

    Column {
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.spacing }
        spacing: Theme.spacing

        Rectangle {
            anchors.horizontalCenter: parent.horizontalCenter
            width: panel.stoneDiameter
            height: width
            radius: width / 2
            // Seat 0 plays the dark stones (they begin), seat 1 the light ones.
            color: panel.seat === 0 ? Theme.stoneBlack : Theme.stoneWhite
            border.color: panel.seat === 0 ? Theme.stoneBlackEdge : Theme.stoneWhiteEdge
            border.width: Math.max(2, width * 0.06)
        }
        Text {
            width: parent.width
            text: panel.seatName
            font.family: Theme.serif
            font.pixelSize: Theme.fontHeading
            font.bold: true
            color: Theme.wood
            horizontalAlignment: Text.AlignHCenter
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
            objectName: "piecesText"
            width: parent.width
            text: qsTr("On the board: %1").arg(panel.pieceCount)
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.ink
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
        }
        Text {
            width: parent.width
            visible: panel.damen > 0
            text: panel.damen === 1 ? qsTr("of them 1 Dame") : qsTr("of them %1 Damen").arg(panel.damen)
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.ink
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
        }
        Text {
            width: parent.width
            visible: panel.lost > 0
            text: qsTr("Taken: %1").arg(panel.lost)
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.burgundy
            horizontalAlignment: Text.AlignHCenter
        }
    }
}
