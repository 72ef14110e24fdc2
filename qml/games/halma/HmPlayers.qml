pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib
import "../kit"

// Beside the Halma board: every seat with its piece (colour and number, so
// a colour-blind visitor can tell six seats apart), who plays it and how many
// of its pieces already stand in the goal house. The seat to move is marked.
Column {
    id: players

    required property GameSession session
    readonly property var gameState: session.state
    // Five or six seats: two lines a seat (the goal count beside the name),
    // so that all fit above the screen's corner button.
    readonly property bool compact: session.seats.length > 4

    spacing: Theme.px(10)

    Repeater {
        model: players.session.seats.length
        delegate: Rectangle {
            id: row
            required property int index
            readonly property bool moving: !players.session.over && players.session.toMove === row.index
            readonly property bool first: (players.gameState.firstPlace ?? []).indexOf(row.index) >= 0
            objectName: "halmaSeat" + row.index
            width: players.width
            height: Math.max(Theme.touchMin, info.implicitHeight + Theme.px(16))
            radius: Theme.radius
            color: row.moving ? Theme.brassLight : Theme.paper
            border.color: row.moving || row.first ? Theme.burgundy : Theme.paperEdge
            border.width: row.moving || row.first ? Theme.px(5) : Theme.px(2)

            BoardPiece {
                id: icon
                anchors { left: parent.left; leftMargin: Theme.px(10); verticalCenter: parent.verticalCenter }
                diameter: Math.max(48, Theme.px(60))
                seat: row.index
                label: String(row.index + 1)
            }
            Column {
                id: info
                anchors { left: icon.right; right: parent.right; leftMargin: Theme.px(12); rightMargin: Theme.px(8)
                          verticalCenter: parent.verticalCenter }
                Item {
                    width: parent.width
                    height: nameText.implicitHeight
                    Text {
                        id: nameText
                        anchors { left: parent.left; right: countText.left; rightMargin: Theme.px(6) }
                        text: GameTexts.seatName("halma", row.index)
                        elide: Text.ElideRight
                        font.family: Theme.serif
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                        color: Theme.ink
                    }
                    Text {
                        id: countText
                        anchors { right: parent.right; baseline: nameText.baseline }
                        visible: players.compact
                        width: visible ? implicitWidth : 0
                        text: ((players.gameState.inGoal ?? [])[row.index] ?? 0) + "/" + (players.gameState.piecesPerSeat ?? 0)
                        font.family: Theme.serif
                        font.pixelSize: Theme.fontSmall
                        color: Theme.inkSoft
                    }
                }
                Text {
                    width: parent.width
                    text: GameTexts.playerText(players.session.seats[row.index])
                    elide: Text.ElideRight
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontSmall
                    color: Theme.inkSoft
                }
                Text {
                    width: parent.width
                    visible: !players.compact
                    text: qsTr("in the goal: %1 of %2").arg((players.gameState.inGoal ?? [])[row.index] ?? 0)
                                                       .arg(players.gameState.piecesPerSeat ?? 0)
                    elide: Text.ElideRight
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontSmall
                    color: Theme.inkSoft
                }
            }
        }
    }
}
