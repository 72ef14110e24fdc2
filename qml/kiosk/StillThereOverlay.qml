import QtQuick
import Zeitvertreib

// "Bist du noch da? / Still there?": after the idle time, over whatever the
// visitor left, with the seconds counting down in both languages and two
// big answers. A touch anywhere else counts as "still here".
Rectangle {
    id: overlay

    color: "#c0000000"

    MouseArea {
        anchors.fill: parent
        onPressed: Visit.stillHere()
    }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, Theme.px(1200))
        height: column.implicitHeight + 2 * Theme.margin
        radius: Theme.radius * 2
        color: Theme.paper
        border.color: Theme.brass
        border.width: Theme.px(8)

        // The panel itself takes touches without answering.
        MouseArea { anchors.fill: parent }

        Column {
            id: column
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.margin }
            spacing: Theme.spacing
            Text {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: "Bist du noch da?"
                font.family: Theme.serif
                font.pixelSize: Theme.fontDisplay
                font.bold: true
                color: Theme.wood
            }
            Text {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: "Still there?"
                font.family: Theme.serif
                font.pixelSize: Theme.fontTitle
                font.italic: true
                color: Theme.woodLight
            }
            // The countdown: a number in a ring that empties.
            Item {
                anchors.horizontalCenter: parent.horizontalCenter
                width: Theme.px(200)
                height: width
                Rectangle {
                    anchors.fill: parent
                    radius: width / 2
                    color: Theme.paperDeep
                    border.color: Theme.burgundy
                    border.width: Theme.px(10)
                    opacity: 0.35 + 0.65 * Visit.secondsLeft / Math.max(1, Visit.countdownSeconds)
                }
                Text {
                    objectName: "idleCountdown"
                    anchors.centerIn: parent
                    text: Visit.secondsLeft
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontDisplay * 1.3
                    font.bold: true
                    color: Theme.burgundy
                }
            }
            Text {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: "Noch %1 Sekunden, dann beginnt alles von vorn.\nIn %1 seconds everything starts again.".arg(Visit.secondsLeft)
                font.family: Theme.serif
                font.pixelSize: Theme.fontBody
                color: Theme.ink
            }
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: Theme.spacing * 2
                BigButton {
                    objectName: "idleContinue"
                    text: "Weiter · Continue"
                    onClicked: Visit.stillHere()
                }
                BigButton {
                    objectName: "idleStartOver"
                    primary: false
                    text: "Von vorn · Start over"
                    onClicked: Visit.startOver()
                }
            }
        }
    }
}
