pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One player beside the board: colour and who plays it, the stones still in
// hand, and how many stones the other player has taken.
Rectangle {
    id: hand

    required property int seat
    required property string seatName
    required property string playerText
    property int inHand: 0
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

        Text {
            width: parent.width
            text: hand.seatName
            font.family: Theme.serif
            font.pixelSize: Theme.fontHeading
            font.bold: true
            color: Theme.wood
            horizontalAlignment: Text.AlignHCenter
        }
        Text {
            width: parent.width
            text: hand.playerText
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
        }
        Text {
            width: parent.width
            text: qsTr("In hand: %1").arg(hand.inHand)
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.ink
            horizontalAlignment: Text.AlignHCenter
        }
        Grid {
            anchors.horizontalCenter: parent.horizontalCenter
            columns: 3
            spacing: hand.stoneDiameter * 0.2
            Repeater {
                model: hand.inHand
                delegate: Rectangle {
                    width: hand.stoneDiameter
                    height: width
                    radius: width / 2
                    color: hand.seat === 0 ? Theme.stoneWhite : Theme.stoneBlack
                    border.color: hand.seat === 0 ? Theme.stoneWhiteEdge : Theme.stoneBlackEdge
                    border.width: Math.max(2, width * 0.06)
                }
            }
        }
        Text {
            width: parent.width
            visible: hand.lost > 0
            text: qsTr("Taken: %1").arg(hand.lost)
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.burgundy
            horizontalAlignment: Text.AlignHCenter
        }
    }
}
