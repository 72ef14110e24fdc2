pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The exhibit's front door: one large card per section of the store.
Item {
    id: screen

    signal sectionChosen(string key)

    Column {
        id: heading
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.margin }
        spacing: Theme.px(8)

        Text {
            width: parent.width
            text: qsTr("Welcome to the manor house")
            font.family: Theme.serif
            font.pixelSize: Theme.fontDisplay
            color: Theme.wood
            wrapMode: Text.WordWrap
        }
        Text {
            width: parent.width
            text: qsTr("Games, stories and the people of a household around 1900. Touch a card to begin.")
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            color: Theme.inkSoft
            wrapMode: Text.WordWrap
        }
    }

    GridView {
        id: grid
        objectName: "sectionGrid"
        anchors {
            left: parent.left; right: parent.right; top: heading.bottom; bottom: parent.bottom
            leftMargin: Theme.margin - Theme.spacing / 2; rightMargin: Theme.margin - Theme.spacing / 2
            topMargin: Theme.spacing
        }
        clip: true
        model: Exhibit.sections
        cellWidth: width / 3
        // The rows share the screen's height, so a summary has room to end.
        cellHeight: Math.max(Theme.px(290), Math.floor(height / Math.max(1, Math.ceil(count / 3))))
        boundsBehavior: Flickable.StopAtBounds

        delegate: Item {
            id: cell
            required property string key
            required property string title
            required property string summary
            required property string accent
            required property string emblem
            width: grid.cellWidth
            height: grid.cellHeight

            Card {
                objectName: "section_" + cell.key
                anchors { fill: parent; margins: Theme.spacing / 2 }
                title: cell.title
                summary: cell.summary
                summaryLines: 5
                accent: cell.accent.length > 0 ? cell.accent : Theme.green
                picture: cell.emblem
                onClicked: screen.sectionChosen(cell.key)
            }
        }
    }

    Text {
        anchors.centerIn: grid
        visible: grid.count === 0
        text: qsTr("The exhibit's content is not available right now.")
        font.family: Theme.serif
        font.pixelSize: Theme.fontHeading
        color: Theme.inkSoft
    }
}
