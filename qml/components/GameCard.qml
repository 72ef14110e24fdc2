pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One game of the games section: its card (opens the article), its category
// and audience as badges, and "Play now" when the kiosk can play it.
Item {
    id: gameCard

    property string key
    property string title
    property string summary
    property string categoryTitle
    property var audience: []
    property bool playable: false
    // The game's picture (URL): its drawing, a photo, or its kind's pictogram.
    property string picture
    signal clicked
    signal playClicked

    Card {
        objectName: "item_" + gameCard.key
        anchors.fill: parent
        title: gameCard.title
        summary: gameCard.summary
        accent: gameCard.playable ? Theme.burgundy : Theme.green
        summaryLines: 2
        picture: gameCard.picture
        pictureRoom: Theme.touchMin
        onClicked: gameCard.clicked()
    }

    Flow {
        anchors {
            left: parent.left; right: play.visible ? play.left : parent.right; bottom: parent.bottom
            leftMargin: Theme.px(18) + Theme.spacing; rightMargin: Theme.spacing; bottomMargin: Theme.spacing
        }
        spacing: Theme.px(10)

        Badge {
            visible: gameCard.categoryTitle.length > 0
            text: gameCard.categoryTitle
            tint: Theme.woodLight
        }
        Repeater {
            model: gameCard.audience
            delegate: Badge {
                required property string modelData
                text: modelData === "children" ? qsTr("Children") : qsTr("Adults")
                tint: Theme.green
            }
        }
    }

    // A sibling above the card, not a child, so a touch on it starts the
    // game and does not open the article.
    BigButton {
        id: play
        objectName: "play_" + gameCard.key
        visible: gameCard.playable
        anchors { right: parent.right; bottom: parent.bottom; margins: Theme.spacing * 0.75 }
        implicitHeight: Theme.touchMin
        text: qsTr("Play now")
        onClicked: gameCard.playClicked()
    }
}
