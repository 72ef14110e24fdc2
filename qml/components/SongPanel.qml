pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Beside a song's verses when it has a tune: the engraved sheet of the verse
// (abcm2ps) with a marker on the note that sounds, and the large controls —
// play or stop, one verse or all, the instrument (music box, recorder,
// piano), slower or faster, and "sing along" (the tune softer under the
// visitors' voices).
Column {
    id: panel

    required property SongPlayer player

    spacing: Theme.spacing * 0.75

    Rectangle {
        id: sheetFrame
        objectName: "songSheet"
        width: panel.width
        height: panel.player.sheetAspect > 0
                ? Math.min(width / panel.player.sheetAspect + Theme.px(16), Theme.px(300)) : 0
        visible: height > 0
        color: "#fffdf7"
        border.color: Theme.paperEdge
        border.width: Theme.px(2)
        radius: Theme.radius

        Image {
            id: sheetImage
            anchors { fill: parent; margins: Theme.px(8) }
            source: panel.player.sheet
            fillMode: Image.PreserveAspectFit
            sourceSize.width: width * 2 // crisp on the demo screen and the kiosk's
            asynchronous: false
            smooth: true
        }
        // The note that sounds: a gold box behind-and-around it on the sheet.
        Rectangle {
            objectName: "noteMarker"
            readonly property real sheetW: sheetImage.paintedWidth
            readonly property real sheetH: sheetImage.paintedHeight
            readonly property real sheetX: sheetImage.x + (sheetImage.width - sheetImage.paintedWidth) / 2
            readonly property real sheetY: sheetImage.y + (sheetImage.height - sheetImage.paintedHeight) / 2
            visible: panel.player.noteWidth > 0
            x: sheetX + panel.player.noteLeft * sheetW - Theme.px(3)
            y: sheetY + panel.player.noteTop * sheetH - Theme.px(3)
            width: panel.player.noteWidth * sheetW + Theme.px(6)
            height: panel.player.noteHeight * sheetH + Theme.px(6)
            radius: Theme.px(6)
            color: "#55d9a441"
            border.color: Theme.highlight
            border.width: Theme.px(3)
        }
    }

    Row {
        spacing: Theme.spacing * 0.5
        BigButton {
            objectName: "songPlay"
            width: (panel.width - Theme.spacing * 0.5) * 0.55
            implicitHeight: Theme.touchMin
            primary: panel.player.playing
            text: panel.player.playing ? qsTr("■ Stop") : qsTr("♪ Play the song")
            onClicked: panel.player.playing ? panel.player.stop() : panel.player.play()
        }
        ChoiceButton {
            objectName: "songAllVerses"
            width: (panel.width - Theme.spacing * 0.5) * 0.45
            minWidth: 0
            text: qsTr("All verses")
            selected: panel.player.allVerses
            onClicked: panel.player.allVerses = !panel.player.allVerses
        }
    }

    Row {
        spacing: Theme.spacing * 0.5
        Repeater {
            // General-MIDI programs, 0-based.
            model: [{ name: qsTr("Music box"), program: 10 },
                    { name: qsTr("Recorder"), program: 74 },
                    { name: qsTr("Piano"), program: 0 }]
            delegate: ChoiceButton {
                required property var modelData
                objectName: "songInstrument" + modelData.program
                width: (panel.width - Theme.spacing) / 3
                minWidth: 0
                text: modelData.name
                selected: panel.player.instrument === modelData.program
                onClicked: {
                    panel.player.instrument = modelData.program
                    if (panel.player.playing)
                        panel.player.play()
                }
            }
        }
    }

    Row {
        spacing: Theme.spacing * 0.5
        ChoiceButton {
            objectName: "songSlower"
            width: (panel.width - Theme.spacing) / 3
            minWidth: 0
            text: qsTr("Slower")
            selected: panel.player.tempo < 0.99
            onClicked: panel.player.tempo = Math.max(0.6, panel.player.tempo - 0.2)
        }
        ChoiceButton {
            objectName: "songFaster"
            width: (panel.width - Theme.spacing) / 3
            minWidth: 0
            text: qsTr("Faster")
            selected: panel.player.tempo > 1.01
            onClicked: panel.player.tempo = Math.min(1.6, panel.player.tempo + 0.2)
        }
        ChoiceButton {
            objectName: "songSingAlong"
            width: (panel.width - Theme.spacing) / 3
            minWidth: 0
            text: qsTr("Sing along")
            selected: panel.player.singAlong
            onClicked: {
                panel.player.singAlong = !panel.player.singAlong
                if (panel.player.playing)
                    panel.player.play()
            }
        }
    }
}
