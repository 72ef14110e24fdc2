import QtQuick
import Zeitvertreib

// The master game's controls: back and forward one move (large), to the
// start and to the end, and which move is shown in the source's notation:
// the source numbers the rounds, South's move first, then North's.
Item {
    id: viewer

    required property GameSession session
    property string moverName
    readonly property int ply: session.viewPly
    readonly property int length: session.viewLength
    readonly property int round: Math.floor((ply + 1) / 2)

    implicitHeight: Theme.touchLarge

    BigButton {
        id: toStart
        objectName: "gpViewStart"
        anchors { left: parent.left; verticalCenter: parent.verticalCenter }
        width: Theme.touchLarge * 1.2
        primary: false
        text: "⏮"
        enabled: viewer.ply > 0
        onClicked: viewer.session.viewSeek(0)
    }
    BigButton {
        id: back
        objectName: "gpViewBack"
        anchors { left: toStart.right; leftMargin: Theme.spacing; verticalCenter: parent.verticalCenter }
        width: Math.min(Theme.px(340), viewer.width * 0.22)
        fontSize: Theme.fontHeading
        text: "◀ " + qsTr("Back")
        enabled: viewer.ply > 0
        onClicked: viewer.session.viewSeek(viewer.ply - 1)
    }
    Column {
        anchors { left: back.right; right: forward.left; margins: Theme.spacing; verticalCenter: parent.verticalCenter }
        Text {
            objectName: "gpViewMove"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: viewer.ply === 0 ? qsTr("The start") : qsTr("Move %1 · %2").arg(viewer.round).arg(viewer.moverName)
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: Theme.wood
            elide: Text.ElideRight
        }
        Text {
            objectName: "gpViewNotation"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: viewer.ply === 0 ? qsTr("%1 moves, South begins").arg(Math.ceil(viewer.length / 2)) : viewer.session.lastMove
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            color: Theme.ink
            elide: Text.ElideRight
        }
    }
    BigButton {
        id: forward
        objectName: "gpViewForward"
        anchors { right: toEnd.left; rightMargin: Theme.spacing; verticalCenter: parent.verticalCenter }
        width: back.width
        fontSize: Theme.fontHeading
        text: qsTr("Next") + " ▶"
        enabled: viewer.ply < viewer.length
        onClicked: viewer.session.viewSeek(viewer.ply + 1)
    }
    BigButton {
        id: toEnd
        objectName: "gpViewEnd"
        anchors { right: parent.right; verticalCenter: parent.verticalCenter }
        width: toStart.width
        primary: false
        text: "⏭"
        enabled: viewer.ply < viewer.length
        onClicked: viewer.session.viewSeek(viewer.length)
    }
}
