import QtQuick
import Zeitvertreib

// A play chip (Spielmarke) of the Glückshaus: brass with a ring. The chips
// belong to nobody on the board; a player's own are counted on his panel.
Rectangle {
    id: chip

    property color face: Theme.brass

    width: Theme.px(44)
    height: width
    radius: width / 2
    color: chip.face
    border.color: Theme.wood
    border.width: Math.max(2, width * 0.08)

    Rectangle {
        anchors.centerIn: parent
        width: parent.width * 0.55
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.brassLight
        border.width: Math.max(1, chip.width * 0.06)
    }
}
