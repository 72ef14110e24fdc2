pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The players of a race game beside its board (Raus mit dir!, Pachisi): per
// seat its colour as a disc with the seat's number (as on its pieces), its
// name, person or computer, and how many of its pieces are home. The seat
// whose turn it is has a thick frame and a band in its own colour, so the
// turn is seen passing from colour to colour.
Column {
    id: players

    required property GameSession session
    required property string gameKey
    property var colours: []      // per seat: the pieces' colour
    property var homeCounts: []   // per seat
    property int current: -1      // the seat whose turn it is
    property int pieces: 4

    spacing: Theme.px(10)

    Repeater {
        model: players.session.seats.length
        delegate: Rectangle {
            id: bar
            required property int index
            readonly property bool active: index === players.current && !players.session.over
            readonly property color colour: players.colours[index] ?? Theme.ink
            objectName: "racePlayer" + index
            width: players.width
            height: Math.round(Theme.touchMin * 1.45)
            radius: Theme.radius
            color: active ? Qt.tint(Theme.paper, Qt.rgba(bar.colour.r, bar.colour.g, bar.colour.b, 0.30)) : Theme.paperDeep
            border.color: active ? bar.colour : Theme.paperEdge
            border.width: active ? Theme.px(8) : Theme.px(2)

            Rectangle {
                id: disc
                anchors { left: parent.left; leftMargin: Theme.px(14); verticalCenter: parent.verticalCenter }
                width: parent.height * 0.62
                height: width
                radius: width / 2
                color: bar.colour
                border.color: Theme.ink
                border.width: Theme.px(2)
                Text {
                    anchors.centerIn: parent
                    text: String(bar.index + 1)
                    font.family: Theme.serif
                    font.bold: true
                    font.pixelSize: parent.height * 0.6
                    color: (bar.colour.r * 0.3 + bar.colour.g * 0.59 + bar.colour.b * 0.11) > 0.6 ? Theme.ink : "white"
                }
            }
            Column {
                anchors { left: disc.right; leftMargin: Theme.px(14); right: parent.right; rightMargin: Theme.px(14)
                          verticalCenter: parent.verticalCenter }
                Text {
                    width: parent.width - home.width - Theme.px(8)
                    elide: Text.ElideRight
                    text: (bar.active ? "▶ " : "") + GameTexts.seatName(players.gameKey, bar.index)
                    font.family: Theme.serif
                    font.bold: true
                    font.pixelSize: Theme.fontBody
                    color: Theme.ink
                }
                Text {
                    width: parent.width
                    elide: Text.ElideRight
                    text: GameTexts.playerText(players.session.seats[bar.index])
                          + (bar.active && players.session.thinking ? " · " + qsTr("thinking …") : "")
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontSmall
                    color: Theme.inkSoft
                }
            }
            // The pieces home, as four small discs filled in the seat's colour
            // (no words needed; a screen reader hears the count).
            Row {
                id: home
                anchors { right: parent.right; rightMargin: Theme.px(14); top: parent.top; topMargin: Theme.px(16) }
                spacing: Theme.px(4)
                Accessible.role: Accessible.StaticText
                Accessible.name: {
                    void Exhibit.language
                    return qsTr("%1/%2 home").arg(players.homeCounts[bar.index] ?? 0).arg(players.pieces)
                }
                Repeater {
                    model: players.pieces
                    delegate: Rectangle {
                        required property int index
                        width: Theme.px(20)
                        height: width
                        radius: width / 2
                        color: index < Number(players.homeCounts[bar.index] ?? 0) ? bar.colour : "transparent"
                        border.color: Theme.ink
                        border.width: Theme.px(2)
                    }
                }
            }
        }
    }
}
