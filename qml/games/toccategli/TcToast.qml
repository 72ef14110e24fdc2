import QtQuick
import Zeitvertreib

// A mark announced large over the board („2 Punkte: kleiner Jan“), fading
// after a few seconds or when the next marks come. It takes no touch: a
// stone under it can still be moved.
Rectangle {
    id: toast

    objectName: "tcAnnouncement"
    property alias text: words.text

    function hide() {
        hold.stop()
        fade.stop()
        toast.opacity = 0
    }
    function show(lines: string) {
        words.text = lines
        fade.stop()
        toast.opacity = 1
        hold.restart()
    }

    visible: opacity > 0
    opacity: 0
    height: words.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius * 1.5
    color: Theme.paper
    border.color: Theme.burgundy
    border.width: Theme.px(6)
    z: 20

    Text {
        id: words
        anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.spacing }
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        font.family: Theme.serif
        font.pixelSize: Theme.fontBody
        font.bold: true
        color: Theme.burgundy
    }

    Timer {
        id: hold
        interval: 4000
        onTriggered: fade.restart()
    }
    NumberAnimation {
        id: fade
        target: toast
        property: "opacity"
        to: 0
        duration: Theme.fadeDuration
    }
}
