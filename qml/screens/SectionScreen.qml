pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The items of one section as cards; a playable game offers "Play now"
// beside its card.
Item {
    id: screen

    property string sectionKey
    signal itemChosen(string key)
    signal playChosen(string gameKey)

    Text {
        id: heading
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.margin }
        // Read again when the language changes or the content is reloaded.
        text: Exhibit.language.length > 0 && Exhibit.contentRevision >= 0
              ? Exhibit.sectionTitle(screen.sectionKey) : ""
        font.family: Theme.serif
        font.pixelSize: Theme.fontDisplay
        color: Theme.wood
        elide: Text.ElideRight
    }

    GridView {
        id: grid
        objectName: "itemGrid"
        // No delegates made ahead in the background: when the model changes while
        // one is half made, Qt 6.4 warns "DelegateModel::cancel: index out range"
        // (seen in the endurance test on a loaded machine). Rows appear as they scroll in.
        cacheBuffer: 0
        anchors {
            left: parent.left; right: parent.right; top: heading.bottom; bottom: parent.bottom
            leftMargin: Theme.margin - Theme.spacing / 2; rightMargin: Theme.margin - Theme.spacing / 2
            topMargin: Theme.spacing
        }
        clip: true
        model: Exhibit.items
        cellWidth: width / 2
        cellHeight: Theme.px(300)
        boundsBehavior: Flickable.StopAtBounds

        delegate: Item {
            id: cell
            required property string key
            required property string title
            required property string summary
            required property string gameKey
            required property bool playable
            required property string picture
            width: grid.cellWidth
            height: grid.cellHeight

            Card {
                objectName: "item_" + cell.key
                anchors { fill: parent; margins: Theme.spacing / 2 }
                title: cell.title
                summary: cell.summary
                accent: cell.playable ? Theme.burgundy : Theme.green
                picture: cell.picture
                onClicked: screen.itemChosen(cell.key)
            }
            // A sibling above the card, not a child, so a touch on it opens
            // the game and not the article.
            BigButton {
                objectName: "play_" + cell.key
                visible: cell.playable
                anchors { right: parent.right; bottom: parent.bottom; margins: Theme.spacing * 1.5 }
                implicitHeight: Theme.touchMin
                text: qsTr("Play now")
                onClicked: screen.playChosen(cell.gameKey)
            }
        }
    }
}
