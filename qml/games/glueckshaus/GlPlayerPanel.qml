pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One player of the Glückshaus: his colour, name, person or computer, and
// his chips as a figure and as a little stack. The player to throw is lifted
// and ringed; a player who dropped out is greyed and says so.
Rectangle {
    id: panel

    property string name
    property string kind
    property color seatColor: Theme.burgundy
    property int chips: 0
    property bool current: false
    property bool out: false

    radius: Theme.radius
    color: panel.current ? "#fff6dc" : Theme.paper
    border.color: panel.current ? Theme.highlight : Theme.paperEdge
    border.width: panel.current ? Theme.px(8) : Theme.px(2)
    opacity: panel.out ? 0.55 : 1
    Behavior on border.width { NumberAnimation { duration: 250 } }

    // The player's colour, down the left edge.
    Rectangle {
        id: stripe
        anchors { left: parent.left; top: parent.top; bottom: parent.bottom; margins: Theme.px(10) }
        width: Theme.px(22)
        radius: width / 2
        color: panel.seatColor
        border.color: Theme.wood
        border.width: Theme.px(2)
    }
    Column {
        anchors { left: stripe.right; leftMargin: Theme.px(12); right: count.left; rightMargin: Theme.px(8); verticalCenter: parent.verticalCenter }
        spacing: Theme.px(2)
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
            text: {
                void Exhibit.language
                return panel.out ? qsTr("out of the game") : panel.kind
            }
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: panel.out ? Theme.burgundy : Theme.inkSoft
            elide: Text.ElideRight
        }
    }
    Row {
        id: count
        anchors { right: parent.right; rightMargin: Theme.px(14); verticalCenter: parent.verticalCenter }
        spacing: Theme.px(8)
        GlChip {
            id: chipIcon
            objectName: "playerChip"
            anchors.verticalCenter: parent.verticalCenter
            width: Theme.px(46)
        }
        Text {
            objectName: "chipCount"
            anchors.verticalCenter: parent.verticalCenter
            text: String(panel.chips)
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: Theme.fontHeading
            color: Theme.ink
        }
    }
    // Where a flying chip lands on this panel.
    readonly property Item chipTarget: chipIcon
}
