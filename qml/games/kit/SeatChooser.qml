pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One seat of a game in the lobby: who plays it (a person or the computer)
// and, for the computer, its level: Anfänger, Geübt or Meister (the game
// maps each to its own player; see engine/core/game.h).
Rectangle {
    id: chooser

    required property string seatName
    property string kind: "human"
    property string level: "beginner"
    property string seatObjectName: "seat"
    // The levels this kiosk offers for the game (a level played only by a
    // missing external engine, such as Stockfish's Meister, is left out).
    property var levels: ["beginner", "practised", "master"]
    readonly property var offeredLevels: {
        const all = [
            { key: "beginner", label: qsTr("Beginner") },
            { key: "practised", label: qsTr("Practised") },
            { key: "master", label: qsTr("Master") }
        ];
        return all.filter(entry => chooser.levels.indexOf(entry.key) >= 0);
    }
    signal kindChosen(string kind)
    signal levelChosen(string level)

    implicitHeight: content.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: Theme.paper
    border.color: Theme.paperEdge
    border.width: Theme.px(2)

    Column {
        id: content
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.spacing }
        spacing: Theme.spacing

        Text {
            text: chooser.seatName
            font.family: Theme.serif
            font.pixelSize: Theme.fontHeading
            font.bold: true
            color: Theme.wood
        }
        Flow {
            width: parent.width
            spacing: Theme.px(16)
            ChoiceButton {
                objectName: chooser.seatObjectName + "_human"
                text: qsTr("Person")
                selected: chooser.kind === "human"
                onClicked: chooser.kindChosen("human")
            }
            ChoiceButton {
                objectName: chooser.seatObjectName + "_computer"
                text: qsTr("Computer")
                selected: chooser.kind === "computer"
                onClicked: chooser.kindChosen("computer")
            }
        }
        Flow {
            width: parent.width
            spacing: Theme.px(16)
            // Kept in the layout when hidden, so the start button does not jump.
            opacity: chooser.kind === "computer" ? 1 : 0
            enabled: chooser.kind === "computer"
            Repeater {
                model: chooser.offeredLevels
                delegate: ChoiceButton {
                    id: levelButton
                    required property var modelData
                    objectName: chooser.seatObjectName + "_" + levelButton.modelData.key
                    text: levelButton.modelData.label
                    selected: chooser.level === levelButton.modelData.key
                    onClicked: chooser.levelChosen(levelButton.modelData.key)
                }
            }
        }
    }
}
