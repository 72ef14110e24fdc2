pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// A song, verse by verse: [{ text (German lyrics), translation }]. With a
// tune (`melody`, ABC notation) the song can be heard: the verses take the
// left part, the sheet and the controls (SongPanel) the right, and the
// syllable being sung lights up on the verse's page. Turning the page
// chooses the verse that plays; "all verses" turns the pages by itself.
Item {
    id: pager

    property var pages: []
    property string pagesKey
    property string melody
    readonly property alias player: songPlayer
    readonly property alias turner: verses
    readonly property alias currentIndex: verses.currentIndex
    readonly property alias count: verses.count
    function show(index: int) { verses.show(index) }
    function next() { verses.next() }
    function previous() { verses.previous() }

    SongPlayer {
        id: songPlayer
        abc: pager.melody
        lyrics: pager.pages.map(page => String(page.text ?? ""))
        onVerseChanged: if (verses.currentIndex !== songPlayer.verse) verses.show(songPlayer.verse)
    }
    // A song that plays holds the idle clock, as a sound does (SoundButton);
    // the page going (back, the visit reset) ends the hold and the song.
    Connections {
        target: songPlayer
        function onPlayingChanged() { Visit.holdIdle("song", songPlayer.playing) }
    }
    Component.onDestruction: Visit.holdIdle("song", false)
    onVisibleChanged: if (!visible) songPlayer.stop()

    PageTurner {
        id: verses
        anchors {
            left: parent.left; top: parent.top; bottom: parent.bottom
            right: songPanel.visible ? songPanel.left : parent.right
            rightMargin: songPanel.visible ? Theme.spacing : 0
        }
        pages: pager.pages
        pagesKey: pager.pagesKey
        previousText: songPanel.visible ? qsTr("‹ Previous") : qsTr("‹ Previous verse")
        nextText: songPanel.visible ? qsTr("Next ›") : qsTr("Next verse ›")
        counterText: qsTr("Verse %1 of %2")
        onCurrentIndexChanged: songPlayer.verse = currentIndex
        pageDelegate: VersePage {
            required property var modelData
            required property int index
            width: ListView.view.width
            height: ListView.view.height
            lyrics: String(modelData.text ?? "")
            translation: String(modelData.translation ?? "")
            sungFrom: index === songPlayer.verse ? songPlayer.syllableStart : -1
            sungTo: index === songPlayer.verse ? songPlayer.syllableEnd : -1
        }
    }

    SongPanel {
        id: songPanel
        objectName: "songPanel"
        anchors { right: parent.right; top: parent.top }
        width: Math.round(parent.width * 0.42)
        visible: songPlayer.hasMelody
        player: songPlayer
    }
}
