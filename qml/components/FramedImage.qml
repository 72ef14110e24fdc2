import QtQuick
import Zeitvertreib

// A picture in a gilt frame with its caption and credit below. Without a
// picture (a slot the staff have not filled yet) the frame shows its plate
// label, e.g. "Abbildung 2", like an empty frame in a gallery.
Item {
    id: framed

    property string source
    property string caption
    property string credit
    property string plate

    readonly property bool hasPicture: source.length > 0
    // The exhibit's drawings have no ground of their own: they sit on paper,
    // where a photo gets the dark mat of a gallery.
    readonly property bool isDrawing: source.startsWith("qrc:/media/")

    Rectangle {
        id: frame
        anchors { left: parent.left; right: parent.right; top: parent.top; bottom: words.top; bottomMargin: Theme.px(12) }
        color: framed.isDrawing ? Theme.paper : framed.hasPicture ? Theme.ink : Theme.paperDeep
        border.color: Theme.brass
        border.width: Theme.px(10)
        radius: Theme.px(4)

        Rectangle {
            anchors { fill: parent; margins: Theme.px(14) }
            color: "transparent"
            border.color: Theme.brassLight
            border.width: Theme.px(2)
        }
        Image {
            objectName: "framedPicture"
            anchors { fill: parent; margins: Theme.px(18) }
            visible: framed.hasPicture
            source: framed.source
            fillMode: Image.PreserveAspectFit
            asynchronous: true
            sourceSize.width: width
        }
        Text {
            objectName: "framedPlate"
            anchors { fill: parent; margins: Theme.px(30) }
            visible: !framed.hasPicture
            text: framed.plate
            font.family: Theme.serif
            font.pixelSize: Theme.fontDisplay
            font.italic: true
            color: Theme.woodLight
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.WordWrap
            fontSizeMode: Text.Fit
            minimumPixelSize: Theme.fontSmall
        }
    }

    Column {
        id: words
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        spacing: Theme.px(4)
        Text {
            width: parent.width
            visible: text.length > 0
            text: framed.caption
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            font.italic: true
            color: Theme.ink
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
        }
        Text {
            width: parent.width
            visible: text.length > 0
            text: framed.credit
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall * 0.85
            color: Theme.inkSoft
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
        }
    }
}
