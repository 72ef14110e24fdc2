import QtQuick
import QtQuick.Controls.Basic
import Zeitvertreib

// One verse of a song on a sheet, in the largest reading type, its lines
// exactly as written. Under it, when the visitor reads in English, a plain
// English rendering in smaller italic type. While the song plays, the
// syllable being sung (characters [sungFrom, sungTo) of the lyrics) stands
// on a gold ground, bold, and the words already sung turn burgundy: a child
// a metre away can follow where the song is.
Rectangle {
    id: sheet

    property string lyrics
    property string translation
    property int sungFrom: -1
    property int sungTo: -1

    function escaped(text: string): string {
        return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
                   .replace(/\n/g, "<br>")
    }
    // Rich text only while a syllable is lit; plain otherwise, as before.
    readonly property string shownLyrics: sheet.lyrics.replace(/\n+$/, "")
    readonly property string litLyrics: sheet.sungFrom < 0 ? "" :
        "<span style=\"color:" + Theme.burgundy + "\">" + sheet.escaped(sheet.shownLyrics.slice(0, sheet.sungFrom)) + "</span>"
        + "<span style=\"background-color:" + Theme.highlight + "; font-weight:bold\">"
        + sheet.escaped(sheet.shownLyrics.slice(sheet.sungFrom, sheet.sungTo)) + "</span>"
        + sheet.escaped(sheet.shownLyrics.slice(sheet.sungTo))

    color: "#fbf6ea"
    border.color: Theme.paperEdge
    border.width: Theme.px(2)
    radius: Theme.radius

    Flickable {
        id: flick
        anchors { fill: parent; margins: Theme.spacing * 1.5 }
        contentHeight: Math.max(height, words.implicitHeight)
        flickableDirection: Flickable.VerticalFlick
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollIndicator.vertical: ScrollIndicator {
            visible: flick.contentHeight > flick.height
            contentItem: Rectangle {
                implicitWidth: Theme.px(8)
                radius: width / 2
                color: Theme.woodLight
            }
        }

        Column {
            id: words
            width: flick.width
            y: Math.max(0, (flick.height - implicitHeight) / 2)
            spacing: Theme.spacing * 1.5

            Text {
                objectName: "verseLyrics"
                width: parent.width
                text: sheet.sungFrom < 0 ? sheet.shownLyrics : sheet.litLyrics
                textFormat: sheet.sungFrom < 0 ? Text.PlainText : Text.RichText
                // The syllable being sung, for the tests and screen readers.
                property string sung: sheet.sungFrom < 0 ? "" : sheet.shownLyrics.slice(sheet.sungFrom, sheet.sungTo)
                font.family: Theme.serif
                font.pixelSize: Theme.fontLyrics
                lineHeight: 1.2
                color: Theme.ink
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
            }
            Rectangle {
                visible: sheet.translation.length > 0
                anchors.horizontalCenter: parent.horizontalCenter
                width: Theme.px(160)
                height: Theme.px(3)
                color: Theme.brass
            }
            Text {
                objectName: "verseTranslation"
                width: parent.width
                visible: sheet.translation.length > 0
                text: sheet.translation.replace(/\n+$/, "")
                textFormat: Text.PlainText
                font.family: Theme.serif
                font.pixelSize: Theme.fontBody
                font.italic: true
                lineHeight: 1.15
                color: Theme.inkSoft
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
            }
        }
    }
}
