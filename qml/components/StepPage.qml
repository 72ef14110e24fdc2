import QtQuick
import Zeitvertreib

// One step of a hairstyle: its figure (the exhibit's drawing, or a photo
// staff put in its place) large beside the words of the step, and the step
// read aloud when staff attached a sound.
Item {
    id: step

    property string figure
    property string image
    property string credit
    property string text
    // { key, source }; source empty: no sound for this step
    property var sound: ({})
    // The page the visitor sees; another page's sound stops.
    property bool current: true

    FramedImage {
        id: picture
        anchors { left: parent.left; top: parent.top; bottom: parent.bottom }
        // The drawings are 4:3: as wide as the height allows, at most half.
        width: Math.min(parent.width * 0.5, parent.height * 1.2)
        source: step.image
        plate: step.figure
        caption: step.image.length > 0 ? qsTr("Figure %1").arg(step.figure) : ""
        credit: step.credit
    }

    Text {
        id: heading
        anchors {
            left: picture.right; right: stepSound.visible ? stepSound.left : parent.right; top: parent.top
            leftMargin: Theme.spacing * 1.5; rightMargin: Theme.spacing
        }
        text: qsTr("Figure %1").arg(step.figure)
        font.family: Theme.serif
        font.pixelSize: Theme.fontHeading
        font.bold: true
        color: Theme.wood
    }
    // Only a step with a sound gets a button (and a media player).
    Loader {
        id: stepSound
        anchors { right: parent.right; top: parent.top }
        active: String(step.sound.source ?? "").length > 0
        visible: active
        sourceComponent: SoundButton {
            objectName: "stepSound"
        }
    }
    Binding {
        target: stepSound.item
        property: "sound"
        value: step.sound
        when: stepSound.status === Loader.Ready
    }
    Binding {
        target: stepSound.item
        property: "audible"
        value: step.current
        when: stepSound.status === Loader.Ready
    }
    MarkdownPage {
        anchors {
            left: heading.left; right: parent.right
            top: stepSound.visible ? stepSound.bottom : heading.bottom; bottom: parent.bottom
            topMargin: Theme.px(12)
        }
        text: step.text
        current: step.current
    }
}
