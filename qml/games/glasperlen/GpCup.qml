pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// A player's cup at his end of the board: who he is, his points in large
// figures (always in view), and the gems he has captured.
Rectangle {
    id: cup

    property string seatName
    property string playerText
    property string gems // digits of the captured gems
    property int points: 0
    property bool active: false
    property bool target: false // gems may be taken out of it

    radius: Theme.radius * 2
    color: Qt.darker(Theme.boardWood, 1.12)
    border.color: active || target ? Theme.highlight : Theme.woodLight
    border.width: active || target ? Theme.px(8) : Theme.px(3)

    Column {
        id: head
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(10) }
        spacing: Theme.px(4)
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: cup.seatName
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: cup.active ? Theme.burgundy : Theme.wood
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 18
        }
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: cup.playerText
            visible: text.length > 0
            font.family: Theme.serif
            font.pixelSize: Math.max(18, Theme.px(24))
            color: Theme.inkSoft
            wrapMode: Text.WordWrap
        }
        Text {
            objectName: "points" + cup.objectName
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: String(cup.points)
            font.family: Theme.serif
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.ink
        }
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: cup.points === 1 ? qsTr("point") : qsTr("points")
            font.family: Theme.serif
            font.pixelSize: Math.max(18, Theme.px(24))
            color: Theme.inkSoft
        }
    }

    Flow {
        anchors { left: parent.left; right: parent.right; top: head.bottom; bottom: parent.bottom; margins: Theme.px(10) }
        spacing: Theme.px(4)
        Repeater {
            model: cup.gems.split("").filter(c => c.length > 0)
            delegate: GpBead {
                required property string modelData
                value: Number(modelData)
                diameter: Math.min(Theme.px(46), (cup.width - Theme.px(20) - 2 * Theme.px(4)) / 3)
            }
        }
    }
}
