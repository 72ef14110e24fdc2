import QtQuick
import Zeitvertreib

// A penalty chip (Strafscheibe) of the Schock-Besteck.
Rectangle {
    width: Theme.px(40)
    height: width
    radius: width / 2
    color: Theme.burgundy
    border.color: Theme.brassLight
    border.width: Theme.px(4)
}
