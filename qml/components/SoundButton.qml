import QtQuick
import QtMultimedia
import Zeitvertreib

// A sound staff attached to an item (a song sung, a reading): one large
// button that plays it and, while it plays, stops it. While it plays, the
// kiosk's idle clock is held: a visitor listening does not touch the screen,
// and the song must not be cut off by "Still there?". The hold ends when the
// sound ends, is stopped or fails, and when the button goes (the visit reset,
// "back"). At most one sound plays across the kiosk: starting claims the
// output (AudioArbiter), and another sound starting stops this one.
BigButton {
    id: button

    // { key, source, caption, credit } from Exhibit.itemDetail().sounds
    property var sound: ({})
    readonly property bool playing: player.playbackState === MediaPlayer.PlayingState
    // False stops the sound: a step's page turned away keeps its button
    // (the page view holds it) but must not keep talking.
    property bool audible: true
    onAudibleChanged: if (!audible) player.stop()

    readonly property string listenText: "♪ " + (String(button.sound.caption ?? "").length > 0
                                                 ? String(button.sound.caption) : qsTr("Listen"))

    primary: button.playing // filled while it plays, so the state shows from afar
    // As wide as the caption needs (up to a limit), playing or not: the
    // button does not jump under the finger that just pressed it.
    width: Math.min(Math.max(implicitWidth, captionWidth.width + Theme.px(80)), Theme.px(720))
    text: button.playing ? qsTr("■ Stop") : button.listenText
    Accessible.description: String(button.sound.credit ?? "")
    readonly property string ownerKey: "sound:" + String(button.sound.key)
    onClicked: {
        if (button.playing) {
            player.stop()
        } else {
            AudioArbiter.claim(button.ownerKey)
            player.play()
        }
    }
    Connections {
        target: AudioArbiter
        function onOwnerChanged() {
            if (button.playing && AudioArbiter.owner !== button.ownerKey)
                player.stop()
        }
    }

    TextMetrics {
        id: captionWidth
        font.family: Theme.serif
        font.pixelSize: button.fontSize
        font.bold: true
        text: button.listenText
    }

    MediaPlayer {
        id: player
        source: String(button.sound.source ?? "")
        audioOutput: AudioOutput {}
        // A file that cannot be played leaves the button as it was and the
        // clock running; the staff log has Qt's message.
        onErrorOccurred: (error, message) => console.warn("Sound " + String(button.sound.key) + ": " + message)
    }

    onPlayingChanged: {
        Visit.holdIdle(button.ownerKey, button.playing)
        if (!button.playing)
            AudioArbiter.release(button.ownerKey)
    }
    Component.onDestruction: {
        Visit.holdIdle(button.ownerKey, false)
        AudioArbiter.release(button.ownerKey)
    }
}
