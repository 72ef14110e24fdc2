import QtQuick
import Zeitvertreib

// A play chip (Spielmarke): brass for the bank, green for a stake, burgundy
// for a player's own stack. Chips only, never money.
Rectangle {
    id: chip

    property color face: Theme.burgundy

    width: Theme.px(40)
    height: width
    radius: width / 2
    color: chip.face
    border.color: Theme.brassLight
    border.width: Math.max(2, width * 0.1)

    // The inner ring of a turned chip.
    Rectangle {
        anchors.centerIn: parent
        width: parent.width * 0.5
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.brassLight
        border.width: Math.max(1, chip.width * 0.05)
    }
}
