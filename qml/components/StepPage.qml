import QtQuick
import Zeitvertreib

// One step of a hairstyle: its figure (the picture once staff add it) beside
// the words of the step.
Item {
    id: step

    property string figure
    property string image
    property string text

    FramedImage {
        id: picture
        anchors { left: parent.left; top: parent.top; bottom: parent.bottom }
        width: Math.min(parent.width * 0.4, parent.height * 0.85)
        source: step.image
        plate: step.figure
        caption: step.image.length > 0 ? qsTr("Figure %1").arg(step.figure) : ""
    }

    Text {
        id: heading
        anchors { left: picture.right; right: parent.right; top: parent.top; leftMargin: Theme.spacing * 1.5 }
        text: qsTr("Figure %1").arg(step.figure)
        font.family: Theme.serif
        font.pixelSize: Theme.fontHeading
        font.bold: true
        color: Theme.wood
    }
    MarkdownPage {
        anchors {
            left: heading.left; right: parent.right; top: heading.bottom; bottom: parent.bottom
            topMargin: Theme.px(12)
        }
        text: step.text
    }
}
