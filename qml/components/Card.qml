import QtQuick
import Zeitvertreib

// A large touchable card: accent stripe, title, a short text. Used for the
// sections on the home screen and the items of a section.
Rectangle {
    id: card

    property string title
    property string summary
    property color accent: Theme.green
    property int summaryLines: 3
    // A drawing or photo (URL) sharing the card with the words, on its right.
    property string picture
    // Room kept free under the picture (a row of badges or a button).
    property real pictureRoom: 0
    signal clicked

    radius: Theme.radius
    color: tap.pressed ? Theme.paperDeep : Theme.paper
    border.color: Theme.paperEdge
    border.width: Theme.px(2)

    Accessible.role: Accessible.Button
    Accessible.name: card.title

    Rectangle {
        id: stripe
        anchors { left: parent.left; top: parent.top; bottom: parent.bottom }
        width: Theme.px(18)
        radius: Theme.radius
        color: card.accent
    }

    // As many summary lines as the card has room for (at most summaryLines),
    // so large text ends on a whole line with "…" instead of running out of
    // the card.
    FontMetrics {
        id: summaryMetrics
        font.family: Theme.serif
        font.pixelSize: Theme.fontSmall
    }
    readonly property int summaryRoom: Math.floor((card.height - 2 * Theme.spacing - titleText.height
                                                   - content.spacing) / summaryMetrics.lineSpacing)

    Image {
        id: emblem
        objectName: "cardPicture"
        anchors {
            right: parent.right; top: parent.top
            rightMargin: Theme.spacing; topMargin: Theme.spacing
        }
        visible: card.picture.length > 0
        width: visible ? Math.min(card.height - 2 * Theme.spacing - card.pictureRoom, card.width * 0.3) : 0
        height: width
        source: card.picture
        sourceSize.width: width
        sourceSize.height: height
        fillMode: Image.PreserveAspectFit
        asynchronous: true
    }

    Column {
        id: content
        anchors {
            left: stripe.right; right: emblem.visible ? emblem.left : parent.right; top: parent.top
            leftMargin: Theme.spacing; rightMargin: Theme.spacing; topMargin: Theme.spacing
        }
        spacing: Theme.px(12)

        Text {
            id: titleText
            width: parent.width
            text: card.title
            font.family: Theme.serif
            font.pixelSize: Theme.fontHeading
            font.bold: true
            color: Theme.ink
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
        }
        Text {
            width: parent.width
            text: card.summary
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
            wrapMode: Text.WordWrap
            maximumLineCount: Math.max(1, Math.min(card.summaryLines, card.summaryRoom))
            elide: Text.ElideRight
            visible: text.length > 0 && card.summaryRoom >= 1
        }
    }

    // A MouseArea (touch arrives as synthesized mouse events) takes the press
    // exclusively, so a control lying over another never triggers both.
    MouseArea {
        id: tap
        anchors.fill: parent
        onClicked: card.clicked()
    }
}
