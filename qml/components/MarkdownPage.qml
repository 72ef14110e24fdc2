import QtQuick
import QtQuick.Controls.Basic
import Zeitvertreib

// One page of reading: Markdown in the body type on a sheet of paper. A page
// that is longer than the sheet scrolls, and a soft fade at the foot says
// that there is more below.
Rectangle {
    id: sheet

    property string text
    property real fontSize: Theme.fontBody

    color: "#fbf6ea"
    border.color: Theme.paperEdge
    border.width: Theme.px(2)
    radius: Theme.radius

    Flickable {
        id: flick
        objectName: "pageFlick"
        anchors { fill: parent; margins: Theme.spacing * 1.5 }
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

        Text {
            id: body
            objectName: "pageText"
            width: flick.width - Theme.px(16)
            textFormat: Text.MarkdownText
            text: sheet.text
            font.family: Theme.serif
            font.pixelSize: sheet.fontSize
            lineHeight: 1.25
            color: Theme.ink
            wrapMode: Text.WordWrap
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
