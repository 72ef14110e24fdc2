pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// What the screen shows while nobody is there: the games one can play and
// the people of the house, one after another, in German and English, over
// slowly tumbling dice and drifting stones. Any touch starts a visit. Where
// staff allow it (kiosk.conf attract_song=on), every few minutes the first
// verse of a lantern song plays quietly, on the music box.
Rectangle {
    id: loop

    property var cards: []
    property int shown: 0
    readonly property var card: cards.length > 0 ? cards[shown % cards.length] : ({})

    color: Theme.wood

    function refill() {
        loop.cards = Exhibit.showcase()
        loop.shown = 0
    }
    Component.onCompleted: refill()
    Connections {
        target: Exhibit
        function onContentReloaded() { loop.refill() }
    }

    property int songTurn: 0
    SongPlayer {
        id: quietSong
        owner: "attract"
        instrument: 10 // music box
        volume: Visit.attractSongVolume
        onSongChanged: if (loop.visible && Visit.attractSong) quietSong.play()
    }
    Timer {
        interval: 150000
        repeat: true
        running: loop.visible && Visit.attractSong
        onTriggered: {
            const songs = Exhibit.songsWithMelody()
            if (songs.length === 0)
                return
            const song = songs[loop.songTurn % songs.length]
            loop.songTurn = loop.songTurn + 1
            if (quietSong.abc === song.melodyAbc) {
                quietSong.play()
            } else {
                quietSong.lyrics = song.lyrics
                quietSong.abc = song.melodyAbc
            }
        }
    }
    onVisibleChanged: if (!visible) quietSong.stop()

    Timer {
        interval: 7000
        repeat: true
        running: loop.visible && loop.cards.length > 1
        onTriggered: {
            cardFace.opacity = 0
            nextCard.restart()
        }
    }
    Timer {
        id: nextCard
        interval: 700
        onTriggered: {
            loop.shown = (loop.shown + 1) % Math.max(1, loop.cards.length)
            cardFace.opacity = 1
        }
    }

    // Pieces of the collection's games drifting across the wood.
    Repeater {
        model: 9
        delegate: Item {
            id: drifter
            required property int index
            readonly property bool isDie: index % 3 !== 2
            width: Theme.px(isDie ? 120 : 96)
            height: width
            opacity: 0.35
            x: (index * 0.137 % 1) * loop.width
            y: (index * 0.291 % 1) * loop.height
            PipDie {
                visible: drifter.isDie
                anchors.fill: parent
                value: drifter.index % 6 + 1
                color: Theme.paper
                border.color: Theme.brass
            }
            Rectangle {
                visible: !drifter.isDie
                anchors.fill: parent
                radius: width / 2
                color: drifter.index % 2 === 0 ? Theme.stoneWhite : Theme.stoneBlack
                border.color: Theme.brass
                border.width: Theme.px(4)
            }
            SequentialAnimation on y {
                running: loop.visible
                loops: Animation.Infinite
                NumberAnimation {
                    to: loop.height - drifter.height
                    duration: 14000 + drifter.index * 2300
                    easing.type: Easing.InOutSine
                }
                NumberAnimation {
                    to: 0
                    duration: 15000 + drifter.index * 1700
                    easing.type: Easing.InOutSine
                }
            }
            RotationAnimation on rotation {
                running: loop.visible
                loops: Animation.Infinite
                from: 0
                to: drifter.index % 2 === 0 ? 360 : -360
                duration: 20000 + drifter.index * 3000
            }
        }
    }

    Text {
        anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; topMargin: Theme.margin }
        text: "Zeitvertreib"
        font.family: Theme.serif
        font.pixelSize: Theme.fontDisplay * 1.4
        font.italic: true
        color: Theme.brassLight
    }

    Rectangle {
        id: cardFace
        objectName: "attractCard"
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, Theme.px(1300))
        height: cardColumn.implicitHeight + 2 * Theme.margin
        radius: Theme.radius * 2
        color: Theme.paper
        border.color: loop.card.accent ? loop.card.accent : Theme.brass
        border.width: Theme.px(10)
        Behavior on opacity { NumberAnimation { duration: 600 } }
        // A slow breath, so the screen is seen to be alive from across the room.
        SequentialAnimation on scale {
            running: loop.visible
            loops: Animation.Infinite
            NumberAnimation { from: 0.97; to: 1.02; duration: 3500; easing.type: Easing.InOutSine }
            NumberAnimation { from: 1.02; to: 0.97; duration: 3500; easing.type: Easing.InOutSine }
        }

        Column {
            id: cardColumn
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.margin }
            spacing: Theme.spacing
            Text {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: loop.card.kind === "game" ? "Spielen · Play" : "Die Menschen des Hauses · The people of the house"
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
            }
            Text {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: loop.card.titleDe ?? ""
                font.family: Theme.serif
                font.pixelSize: Theme.fontDisplay
                font.bold: true
                color: Theme.wood
            }
            Text {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                visible: (loop.card.titleEn ?? "") !== (loop.card.titleDe ?? "")
                text: loop.card.titleEn ?? ""
                font.family: Theme.serif
                font.pixelSize: Theme.fontHeading
                font.italic: true
                color: Theme.woodLight
            }
            Text {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                maximumLineCount: 3
                elide: Text.ElideRight
                text: loop.card.summaryDe ?? ""
                font.family: Theme.serif
                font.pixelSize: Theme.fontBody
                color: Theme.ink
            }
            Text {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                maximumLineCount: 3
                elide: Text.ElideRight
                text: loop.card.summaryEn ?? ""
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
                font.italic: true
                color: Theme.inkSoft
            }
        }
    }

    Rectangle {
        id: invitation
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.margin }
        width: invitationText.implicitWidth + 2 * Theme.margin
        height: Theme.touchLarge
        radius: height / 2
        color: Theme.green
        border.color: Theme.brassLight
        border.width: Theme.px(4)
        SequentialAnimation on opacity {
            running: loop.visible
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.55; duration: 1200; easing.type: Easing.InOutSine }
            NumberAnimation { from: 0.55; to: 1; duration: 1200; easing.type: Easing.InOutSine }
        }
        Text {
            id: invitationText
            anchors.centerIn: parent
            text: "Berühre den Bildschirm · Touch the screen"
            font.family: Theme.serif
            font.pixelSize: Theme.fontHeading
            font.bold: true
            color: Theme.onDark
        }
    }

    // Any touch anywhere starts the visit (and is not passed on: the first
    // touch must not also press something under the loop).
    MouseArea {
        objectName: "attractTouch"
        anchors.fill: parent
        onPressed: Visit.begin()
    }
}
