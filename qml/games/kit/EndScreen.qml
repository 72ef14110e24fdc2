import QtQuick
import Zeitvertreib

// Shown over the final position: who won and why, in words, and what next.
Item {
    id: end

    property string gameKey
    property int winner: -1
    property string reason
    property var seats: []
    // One line per player for games that count (e.g. chips), else empty.
    property var resultLines: []
    property bool shown: false
    // The collection article the game belongs to ("" hides the button).
    property string articleKey
    // Whether the house's inventory lists the game's object (shows the
    // button that opens its row on the collection's wall).
    property bool inInventory: false
    signal againChosen
    signal backChosen
    signal articleChosen(string itemKey)
    signal collectionChosen(string itemKey)

    // A person who beat the computer hears it directly.
    readonly property bool personBeatComputer: winner >= 0 && seats.length === 2
        && seats[winner].kind !== "computer" && seats[1 - winner].kind === "computer"

    visible: opacity > 0
    opacity: shown ? 1 : 0
    Behavior on opacity { NumberAnimation { duration: Theme.fadeDuration } }

    Rectangle {
        anchors.fill: parent
        color: "#99201510"
    }
    // Swallows touches so the board underneath stays still.
    MouseArea {
        anchors.fill: parent
    }

    Rectangle {
        id: panel
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, Theme.px(1100))
        height: content.implicitHeight + 2 * Theme.margin
        radius: Theme.radius * 2
        color: Theme.paper
        border.color: Theme.brass
        border.width: Theme.px(6)
        scale: end.shown ? 1 : 0.85
        Behavior on scale { NumberAnimation { duration: Theme.fadeDuration; easing.type: Easing.OutBack } }

        Column {
            id: content
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.margin }
            spacing: Theme.spacing * 1.5

            Text {
                objectName: "endTitle"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                // A player alone (a solitaire) wins nothing: his result counts.
                text: end.seats.length === 1 ? qsTr("Your result")
                    : end.personBeatComputer ? qsTr("You won!") + " " + GameTexts.winnerText(end.gameKey, end.winner)
                                             : GameTexts.winnerText(end.gameKey, end.winner)
                font.family: Theme.serif
                font.pixelSize: Theme.fontDisplay
                font.bold: true
                color: end.winner < 0 ? Theme.wood : Theme.green
                wrapMode: Text.WordWrap
            }
            Text {
                objectName: "endReason"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: GameTexts.reasonText(end.gameKey, end.reason, end.winner)
                font.family: Theme.serif
                font.pixelSize: Theme.fontHeading
                color: Theme.ink
                wrapMode: Text.WordWrap
            }
            Repeater {
                model: end.resultLines
                delegate: Text {
                    required property string modelData
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    text: modelData
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontBody
                    color: Theme.ink
                    wrapMode: Text.WordWrap
                }
            }
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: Theme.spacing * 2
                BigButton {
                    objectName: "playAgain"
                    text: qsTr("Play again")
                    fontSize: Theme.fontHeading
                    onClicked: end.againChosen()
                }
                BigButton {
                    objectName: "endBack"
                    primary: false
                    text: qsTr("Back")
                    fontSize: Theme.fontHeading
                    onClicked: end.backChosen()
                }
            }
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: Theme.spacing * 2
                BigButton {
                    objectName: "endArticle"
                    visible: end.articleKey.length > 0
                    primary: false
                    text: qsTr("About the game")
                    onClicked: end.articleChosen(end.articleKey)
                }
                BigButton {
                    objectName: "endCollection"
                    visible: end.inInventory
                    primary: false
                    text: qsTr("In the collection")
                    onClicked: end.collectionChosen(end.articleKey)
                }
            }
        }
    }
}
