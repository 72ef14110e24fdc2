pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The player who receives the cup decides: believe the announcement (take
// the cup and throw, then announce higher) or doubt it (the cup is lifted).
// Under the options also: pass the cup on unseen, or accept a Mäxchen for
// one life. Each choice says in a line what follows.
Column {
    id: response

    property var legal: []
    property string claim
    property string claimer
    signal chosen(string move)

    readonly property real buttonWidth: Math.min(Theme.px(480), response.width * 0.45)
    readonly property var choices: {
        void Exhibit.language
        const all = [
            { move: "throw", primary: true, label: qsTr("Believe"),
              explanation: qsTr("You take the cup, throw, and must announce more than %1.").arg(response.claim) },
            { move: "doubt", primary: false, label: qsTr("Doubt"),
              explanation: qsTr("The cup is lifted: if %1 bluffed, %1 loses a life – if not, you do.").arg(response.claimer) },
            { move: "believe", primary: false, label: qsTr("Accept the Mäxchen"),
              explanation: qsTr("Nobody looks: you lose one life and begin the next round.") },
            { move: "pass-blind", primary: false, label: qsTr("Pass on unseen"),
              explanation: qsTr("You do not throw: you pass the cup on and must still announce more than %1.").arg(response.claim) }
        ]
        const shown = []
        for (const choice of all) {
            if (response.legal.indexOf(choice.move) >= 0)
                shown.push(choice)
        }
        return shown
    }

    spacing: Theme.spacing

    Repeater {
        model: response.choices
        delegate: Row {
            id: choice
            required property var modelData
            spacing: Theme.spacing
            BigButton {
                objectName: "mx_" + choice.modelData.move.replace("-", "_")
                width: response.buttonWidth
                primary: choice.modelData.primary
                fontSize: Theme.fontHeading
                text: choice.modelData.label
                onClicked: response.chosen(choice.modelData.move)
            }
            Text {
                anchors.verticalCenter: parent.verticalCenter
                width: response.width - response.buttonWidth - Theme.spacing
                wrapMode: Text.WordWrap
                text: choice.modelData.explanation
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
                color: Theme.ink
            }
        }
    }
}
