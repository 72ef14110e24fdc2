import QtQuick
import Zeitvertreib

// What a game marks on one cell of a SquareBoard, drawn over the pieces and
// sized to be seen from a metre away: a green ring on a piece that may be
// chosen, a burgundy ring on the chosen one, and on a legal target a large
// breathing dot (empty cell) or a thick ring (a piece to take there).
Item {
    id: mark

    property bool selectable: false
    property bool selected: false
    property bool target: false
    property bool occupied: false
    property real cellSize: 100

    readonly property real ring: cellSize * 0.9
    readonly property real stroke: Math.max(5, cellSize * 0.08)

    width: cellSize
    height: cellSize

    Rectangle {
        anchors.centerIn: parent
        visible: mark.selectable && !mark.selected && !mark.target
        width: mark.ring
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.greenLight
        border.width: Math.max(5, mark.stroke * 0.75)
    }
    Rectangle {
        anchors.centerIn: parent
        visible: mark.selected
        width: mark.ring
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.burgundy
        border.width: mark.stroke
    }
    Rectangle {
        id: glow
        anchors.centerIn: parent
        visible: mark.target
        width: mark.occupied ? mark.ring : Math.max(32, mark.cellSize * 0.4)
        height: width
        radius: width / 2
        color: mark.occupied ? "transparent" : Theme.highlight
        border.color: mark.occupied ? Theme.highlight : Theme.wood
        border.width: mark.occupied ? mark.stroke : Math.max(2, mark.stroke * 0.35)

        SequentialAnimation on opacity {
            running: glow.visible
            loops: Animation.Infinite
            NumberAnimation { from: 1.0; to: 0.55; duration: 700; easing.type: Easing.InOutSine }
            NumberAnimation { from: 0.55; to: 1.0; duration: 700; easing.type: Easing.InOutSine }
        }
    }
}
