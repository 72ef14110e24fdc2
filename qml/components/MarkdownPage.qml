import QtQuick
import QtQuick.Controls.Basic
import Zeitvertreib

// One page of reading: Markdown in the body type on a sheet of paper. A page
// that is longer than the sheet scrolls, and a soft fade at the foot says
// that there is more below. Every page can be read aloud ("Vorlesen",
// issue 22): its button sits at the top of the sheet, the sentence being
// read is marked and scrolled into sight. Reading stops when the page is
// turned away (`current` false), hidden, left (the page goes) or the visit
// is reset, and when another sound takes the output (ReadAloud).
Rectangle {
    id: sheet

    property string text
    property real fontSize: Theme.fontBody
    // A staff recording of this text in the language shown (URL), or "".
    property string narration
    // The page the visitor sees; false stops the reading.
    property bool current: true
    readonly property bool shown: sheet.current && sheet.visible
    readonly property alias reader: pageReader

    color: "#fbf6ea"
    border.color: Theme.paperEdge
    border.width: Theme.px(2)
    radius: Theme.radius

    ReadAloud {
        id: pageReader
        text: sheet.text
        language: Exhibit.language
        narration: sheet.narration
        onReadingChanged: Visit.holdIdle(pageReader.ownerKey, pageReader.reading)
        onSentenceChanged: sheet.markSentence()
    }
    onShownChanged: {
        if (!sheet.shown)
            pageReader.stop()
        else if (Visit.readAloud)
            autoStart.restart()
    }
    Component.onCompleted: if (sheet.shown && Visit.readAloud) autoStart.restart()
    Component.onDestruction: Visit.holdIdle(pageReader.ownerKey, false)
    // "Read pages aloud" switched on: a page shown starts by itself, once
    // the page has come to rest (not every page swiped past).
    Timer {
        id: autoStart
        interval: Theme.moveDuration + 300
        onTriggered: if (sheet.shown && Visit.readAloud && !pageReader.reading) pageReader.start()
    }
    Connections {
        target: Visit
        function onResetRequested() { pageReader.stop() }
        function onAccessibilityChanged() {
            if (Visit.readAloud && sheet.shown && !pageReader.reading)
                autoStart.restart()
        }
    }

    function markSentence() {
        if (pageReader.sentenceIndex < 0) {
            body.deselect()
            return
        }
        body.select(pageReader.sentenceStart, pageReader.sentenceEnd)
        // The sentence in sight: its first line near the top third.
        const top = body.positionToRectangle(pageReader.sentenceStart).y
        const bottom = body.positionToRectangle(pageReader.sentenceEnd).y + body.positionToRectangle(pageReader.sentenceEnd).height
        if (top < flick.contentY || bottom > flick.contentY + flick.height) {
            const wanted = top - flick.height / 3
            flick.contentY = Math.max(0, Math.min(wanted, flick.contentHeight - flick.height))
        }
    }

    ReadAloudButton {
        id: readButton
        objectName: "readAloud"
        anchors { right: parent.right; top: parent.top; margins: Theme.spacing }
        reader: pageReader
    }

    Flickable {
        id: flick
        objectName: "pageFlick"
        anchors {
            left: parent.left; right: parent.right; bottom: parent.bottom
            top: readButton.visible ? readButton.bottom : parent.top
            leftMargin: Theme.spacing * 1.5; rightMargin: Theme.spacing * 1.5
            bottomMargin: Theme.spacing * 1.5
            topMargin: readButton.visible ? Theme.spacing * 0.5 : Theme.spacing * 1.5
        }
        contentHeight: body.implicitHeight
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

        // A TextEdit, read-only, rather than a Text: it can mark a range
        // (the sentence being read) by the positions ReadAloud gives.
        TextEdit {
            id: body
            objectName: "pageText"
            width: flick.width - Theme.px(16)
            textFormat: TextEdit.MarkdownText
            text: sheet.text
            readOnly: true
            selectByMouse: false
            activeFocusOnPress: false
            persistentSelection: true
            font.family: Theme.serif
            font.pixelSize: sheet.fontSize
            color: Theme.ink
            // The marked sentence: ink on a soft yellow, like a marker pen.
            selectionColor: "#f3d36b"
            selectedTextColor: Theme.ink
            wrapMode: TextEdit.WordWrap
            onTextChanged: pageReader.spaceLines(body.textDocument, 125, Theme.px(8))
            Component.onCompleted: pageReader.spaceLines(body.textDocument, 125, Theme.px(8))
            // The exhibit follows no link out of itself (issue 23).
            onLinkActivated: link => Exhibit.refuseLink(link)
        }
    }

    // "More below": only while the end of the page is out of sight.
    Rectangle {
        anchors { left: flick.left; right: flick.right; bottom: flick.bottom }
        height: Theme.px(70)
        visible: flick.contentHeight > flick.height && !flick.atYEnd
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#00fbf6ea" }
            GradientStop { position: 1.0; color: "#fffbf6ea" }
        }
    }
}
