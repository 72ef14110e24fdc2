import QtQuick
import Zeitvertreib

// A small label on a card: a game's category, "for children", "missing".
// Not a button.
Rectangle {
    id: badge

    property string text
    property color tint: Theme.green
    property bool filled: false

    implicitWidth: label.implicitWidth + Theme.px(28)
    implicitHeight: label.implicitHeight + Theme.px(10)
    radius: height / 2
    color: filled ? tint : "transparent"
    border.color: tint
    border.width: Theme.px(2)

    Text {
        id: label
        anchors.centerIn: parent
        text: badge.text
        font.family: Theme.serif
        font.pixelSize: Theme.fontSmall * 0.86
        font.bold: badge.filled
        color: badge.filled ? Theme.onDark : badge.tint
    }
}
