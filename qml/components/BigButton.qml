import QtQuick
import Zeitvertreib

// The exhibit's button: large, high contrast, no hover affordance. A press
// darkens it, so a finger sees that it was heard.
Rectangle {
    id: button

    property string text
    property bool primary: true
    property bool enabledLook: enabled
    property real fontSize: Theme.fontBody
    // A button narrower than its text breaks it onto a second line instead
    // of cutting it off (crowded rows of choices).
    property bool wraps: false
    signal clicked

    implicitWidth: Math.max(Theme.px(260), label.implicitWidth + Theme.px(80))
    implicitHeight: Theme.touchLarge
    radius: Theme.radius
    color: !enabledLook ? Theme.paperEdge
                        : tap.pressed ? (primary ? Theme.wood : Theme.paperEdge)
                                      : (primary ? Theme.green : Theme.paper)
    border.color: primary ? Theme.wood : Theme.woodLight
    border.width: Theme.px(3)
    opacity: enabledLook ? 1.0 : 0.6

    Accessible.role: Accessible.Button
    Accessible.name: button.text

    Text {
        id: label
        anchors.centerIn: parent
        width: Math.min(implicitWidth, parent.width - Theme.px(24))
        text: button.text
        font.family: Theme.serif
        font.pixelSize: button.fontSize
        font.bold: true
        color: button.primary && button.enabledLook ? Theme.onDark : Theme.ink
        horizontalAlignment: Text.AlignHCenter
        wrapMode: button.wraps ? Text.WordWrap : Text.NoWrap
        maximumLineCount: button.wraps ? 2 : 1
        elide: Text.ElideRight
    }

    // A MouseArea (touch arrives as synthesized mouse events) takes the press
    // exclusively, so a control lying over another never triggers both.
    MouseArea {
        id: tap
        anchors.fill: parent
        enabled: button.enabled
        onClicked: button.clicked()
    }
}
