import QtQuick
import Zeitvertreib

// One choice of a segmented choice (person/computer, easy/hard): selected
// choices are filled, the others outlined.
Rectangle {
    id: choice

    property string text
    property bool selected: false
    // Narrower for short words in a row of many (the shelf's filter chips).
    property real minWidth: Theme.px(200)
    signal clicked

    implicitWidth: Math.max(minWidth, label.implicitWidth + Theme.px(56))
    implicitHeight: Theme.touchMin
    radius: Theme.radius
    color: selected ? Theme.burgundy : (tap.pressed ? Theme.paperDeep : Theme.paper)
    border.color: selected ? Theme.burgundy : Theme.woodLight
    border.width: Theme.px(3)

    Accessible.role: Accessible.RadioButton
    Accessible.name: choice.text
    Accessible.checked: choice.selected

    Text {
        id: label
        anchors.centerIn: parent
        text: choice.text
        font.family: Theme.serif
        font.pixelSize: Theme.fontSmall
        font.bold: choice.selected
        color: choice.selected ? Theme.onDark : Theme.ink
    }

    // A MouseArea (touch arrives as synthesized mouse events) takes the press
    // exclusively, so a control lying over another never triggers both.
    MouseArea {
        id: tap
        anchors.fill: parent
        onClicked: choice.clicked()
    }
}
