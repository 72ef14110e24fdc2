import QtQuick
import Zeitvertreib

// One player's bar beside Kalaha's board: name, person or computer, the
// seeds in the store, and a strong frame while it is that player's turn.
Rectangle {
    id: bar

    property string seatName
    property string playerText
    property int store: 0
    property bool active: false
    property bool thinking: false

    implicitHeight: Theme.touchMin
    radius: Theme.radius
    color: active ? Theme.green : Theme.paperDeep
    border.color: active ? Theme.highlight : Theme.paperEdge
    border.width: active ? Theme.px(6) : Theme.px(2)

    Row {
        anchors { left: parent.left; leftMargin: Theme.spacing; verticalCenter: parent.verticalCenter }
        spacing: Theme.spacing
        Text {
            text: bar.seatName
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: Theme.fontBody
            color: bar.active ? Theme.onDark : Theme.ink
            anchors.verticalCenter: parent.verticalCenter
        }
        Text {
            text: bar.playerText + (bar.thinking ? " · " + qsTr("thinking …") : "")
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: bar.active ? Theme.onDark : Theme.inkSoft
            anchors.verticalCenter: parent.verticalCenter
        }
    }
    Text {
        anchors { right: parent.right; rightMargin: Theme.spacing; verticalCenter: parent.verticalCenter }
        text: qsTr("Store: %1").arg(bar.store)
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: Theme.fontBody
        color: bar.active ? Theme.onDark : Theme.ink
    }
}
