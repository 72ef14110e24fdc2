pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The two players beside the board: the one at the far side on top, the
// one at the near side below; colour, who plays, how many of his pieces
// were taken; the player to move framed in brass.
Item {
    id: players

    required property GameSession session
    property var captured: [0, 0]
    property int bottomSeat: 0

    Column {
        anchors.fill: parent
        spacing: Theme.spacing
        Repeater {
            model: [1 - players.bottomSeat, players.bottomSeat]
            delegate: Rectangle {
                id: card
                required property int modelData
                readonly property bool active: !players.session.over && players.session.toMove === modelData
                objectName: "player" + modelData
                width: players.width
                height: (players.height - Theme.spacing) / 2
                radius: Theme.radius
                color: active ? Theme.paper : Theme.paperDeep
                border.color: active ? Theme.brass : Theme.paperEdge
                border.width: active ? Theme.px(6) : Theme.px(2)
                Column {
                    anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.spacing }
                    spacing: Theme.px(8)
                    BoardPiece {
                        anchors.horizontalCenter: parent.horizontalCenter
                        kind: "king"
                        seat: card.modelData
                        diameter: Math.min(Theme.px(96), card.width * 0.4)
                    }
                    Text {
                        width: parent.width
                        text: GameTexts.seatName("schach", card.modelData)
                        font.family: Theme.serif
                        font.pixelSize: Theme.fontHeading
                        font.bold: true
                        color: Theme.wood
                        horizontalAlignment: Text.AlignHCenter
                    }
                    Text {
                        width: parent.width
                        text: GameTexts.playerText(players.session.seats[card.modelData])
                        font.family: Theme.serif
                        font.pixelSize: Theme.fontSmall
                        color: Theme.inkSoft
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                    }
                    Text {
                        width: parent.width
                        visible: Number(players.captured[card.modelData] ?? 0) > 0
                        text: qsTr("Pieces lost: %1").arg(Number(players.captured[card.modelData] ?? 0))
                        font.family: Theme.serif
                        font.pixelSize: Theme.fontSmall
                        color: Theme.burgundy
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }
    }
}
