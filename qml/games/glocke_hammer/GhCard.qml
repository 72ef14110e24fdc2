import QtQuick
import Zeitvertreib

// One of the five picture cards (Glocke, Hammer, Glocke und Hammer, Schimmel,
// Wirtshaus), with the chips it has won piled on it — the source's own tip
// for judging what a card is worth.
Rectangle {
    id: card

    property string cardKey
    property string label
    property int winnings: 0
    property bool large: false

    readonly property var tints: ({
        "glocke": "#e9cf8c", "hammer": "#b9c2cc", "glocke_hammer": "#b9d1b0",
        "schimmel": "#f7f4ee", "wirtshaus": "#d9a5a0"
    })

    implicitWidth: large ? Theme.px(300) : Math.max(130, Theme.px(170))
    implicitHeight: large ? Theme.px(200) : Theme.touchMin
    radius: Theme.radius
    color: tints[cardKey] ?? Theme.paper
    border.color: Theme.wood
    border.width: Theme.px(large ? 5 : 3)

    Text {
        anchors { left: parent.left; right: pile.visible ? pile.left : parent.right; verticalCenter: parent.verticalCenter; margins: Theme.px(8) }
        text: card.label
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        maximumLineCount: 2
        fontSizeMode: Text.Fit
        minimumPixelSize: 16
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: card.large ? Theme.fontHeading : Math.max(18, Theme.px(24))
        color: Theme.ink
    }

    // The chips this card has brought its owners.
    Rectangle {
        id: pile
        visible: card.winnings > 0
        anchors { right: parent.right; verticalCenter: parent.verticalCenter; rightMargin: Theme.px(6) }
        width: Math.max(Theme.px(card.large ? 64 : 44), winningsText.implicitWidth + Theme.px(12))
        height: width
        radius: width / 2
        color: Theme.highlight
        border.color: Theme.woodLight
        border.width: Theme.px(2)
        Text {
            id: winningsText
            anchors.centerIn: parent
            text: "+" + card.winnings
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: card.large ? Theme.fontBody : Theme.px(22)
            color: Theme.ink
        }
    }
}
