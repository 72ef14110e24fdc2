import QtQuick
import Zeitvertreib

// What a CardHand shows while its cards wait for their owner on a shared
// screen: "An Anna weitergeben" and "Anna tippt hier, um die Karten zu
// sehen", large enough to be read across the table; the whole panel is the
// touch that turns the cards up.
Rectangle {
    id: cover

    property string ownerName
    property bool passed: true      // the screen came from another person
    signal touched

    implicitHeight: column.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: tap.pressed ? Theme.paperDeep : Theme.paper
    border.color: Theme.highlight
    border.width: Theme.px(6)

    Accessible.role: Accessible.Button
    Accessible.name: heading.text + ". " + line.text
    Accessible.onPressAction: cover.touched()

    Column {
        id: column
        anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.spacing }
        spacing: Theme.px(16)
        Text {
            id: heading
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: {
                void Exhibit.language
                return cover.passed ? qsTr("Pass to %1").arg(cover.ownerName)
                                    : qsTr("Cards of %1").arg(cover.ownerName)
            }
            font.family: Theme.serif
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.burgundy
        }
        Text {
            id: line
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: {
                void Exhibit.language
                return qsTr("%1, tap here to see your cards").arg(cover.ownerName)
            }
            font.family: Theme.serif
            font.pixelSize: Theme.fontHeading
            color: Theme.ink
        }
    }

    MouseArea {
        id: tap
        anchors.fill: parent
        onClicked: cover.touched()
    }
}
