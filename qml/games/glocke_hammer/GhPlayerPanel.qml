pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One player at the table: name, person or computer, chips, the cards he
// owns with their winnings, and whether it is his turn.
Rectangle {
    id: panel

    property string name
    property string kind
    property int chips: 0
    property bool inGame: true
    property bool active: false   // his turn (to bid, throw, sell)
    property bool isWirt: false
    property var cards: []        // [{key, label, winnings}]

    implicitHeight: column.implicitHeight + 2 * Theme.px(14)
    radius: Theme.radius
    color: !inGame ? Theme.paperDeep : active ? "#fff6dc" : Theme.paper
    border.color: active ? Theme.highlight : Theme.paperEdge
    border.width: active ? Theme.px(6) : Theme.px(2)
    opacity: inGame ? 1 : 0.6

    Behavior on border.width { NumberAnimation { duration: 200 } }

    Column {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(14) }
        spacing: Theme.px(6)

        Text {
            width: parent.width
            text: panel.name
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: Theme.fontBody
            color: Theme.wood
            elide: Text.ElideRight
        }
        Text {
            width: parent.width
            text: !panel.inGame ? qsTr("out of the game") : panel.kind
            font.family: Theme.serif
            font.pixelSize: Theme.px(22)
            color: Theme.inkSoft
            elide: Text.ElideRight
        }
        Row {
            spacing: Theme.px(10)
            Rectangle {
                width: Theme.px(44); height: width; radius: width / 2
                color: Theme.brass
                border.color: Theme.woodLight
                border.width: Theme.px(3)
                anchors.verticalCenter: parent.verticalCenter
            }
            Text {
                objectName: "chips"
                text: GameTexts.chips(panel.chips)
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Theme.fontHeading
                color: Theme.ink
            }
        }
        Text {
            visible: panel.isWirt
            text: qsTr("Innkeeper")
            font.family: Theme.serif
            font.italic: true
            font.pixelSize: Theme.px(24)
            color: Theme.burgundy
        }
        Flow {
            width: parent.width
            spacing: Theme.px(6)
            Repeater {
                model: panel.cards
                delegate: GhCard {
                    required property var modelData
                    width: Math.min(implicitWidth, column.width)
                    height: Math.max(52, Theme.px(64))
                    cardKey: modelData.key
                    label: modelData.label
                    winnings: modelData.winnings
                }
            }
        }
    }
}
