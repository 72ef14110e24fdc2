pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// What a person decides besides moving stones, each a whole move of the
// engine's list: in the Schule marking his own throw's points and reviewing
// the other's marking (let it pass, force him to mark right, send him to
// school), after twelve playing on with the Rest or starting anew; and
// putting back the stones of a half-made play.
Column {
    id: actions

    required property GameSession session
    required property TcTexts texts
    property string phase
    property bool canPutBack: false
    signal putBackChosen

    property int marking: 0
    property int schooling: 1

    readonly property var legal: session.humanToMove && !session.thinking ? session.legalMoves() : []
    // The largest number the engine accepts after a word ("mark", "schule").
    function highest(word: string): int {
        let most = 0
        for (const move of actions.legal) {
            const words = String(move).split(" ")
            if (words[0] === word && words.length === 2)
                most = Math.max(most, Number(words[1]))
        }
        return most
    }
    function play(move: string) {
        actions.session.playMove(move)
    }

    spacing: Theme.px(8)
    onPhaseChanged: {
        actions.marking = 0
        actions.schooling = 1
    }

    BigButton {
        objectName: "tcPutBack"
        visible: actions.phase === "move" && actions.canPutBack
        width: actions.width
        primary: false
        fontSize: Theme.fontSmall
        text: qsTr("Put the stone back")
        onClicked: actions.putBackChosen()
    }

    // The Schule, the thrower: „die Points zu markieren, die er mit seinen Würfeln gewinnt“.
    TcStepper {
        visible: actions.phase === "declare" && actions.legal.length > 0
        width: actions.width
        objectPrefix: "tcMarking"
        value: actions.marking
        from: 0
        to: actions.highest("mark")
        onChosen: (value) => actions.marking = value
    }
    BigButton {
        objectName: "tcMark"
        visible: actions.phase === "declare" && actions.legal.length > 0
        width: actions.width
        fontSize: Theme.fontSmall
        text: qsTr("Mark %1").arg(actions.texts.points(actions.marking))
        onClicked: actions.play("mark " + actions.marking)
    }

    // The Schule, the other player reviews the marking.
    // Side by side where the panel is wide enough for both words.
    Grid {
        id: reviewRow
        visible: actions.phase === "review" && actions.legal.length > 0
        columns: actions.width >= Theme.px(440) ? 2 : 1
        columnSpacing: Theme.px(8)
        rowSpacing: Theme.px(8)
        BigButton {
            objectName: "tcPass"
            width: (actions.width - (reviewRow.columns - 1) * reviewRow.columnSpacing) / reviewRow.columns
            fontSize: Theme.fontSmall
            text: qsTr("Let it pass")
            onClicked: actions.play("pass")
        }
        BigButton {
            objectName: "tcForce"
            width: (actions.width - (reviewRow.columns - 1) * reviewRow.columnSpacing) / reviewRow.columns
            primary: false
            fontSize: Theme.fontSmall
            text: qsTr("Force him")
            onClicked: actions.play("force")
        }
    }
    TcStepper {
        visible: actions.phase === "review" && actions.legal.length > 0
        width: actions.width
        objectPrefix: "tcSchooling"
        value: actions.schooling
        from: 1
        to: Math.max(1, actions.highest("schule"))
        onChosen: (value) => actions.schooling = value
    }
    BigButton {
        objectName: "tcSchule"
        visible: actions.phase === "review" && actions.legal.length > 0
        width: actions.width
        primary: false
        fontSize: Theme.fontSmall
        text: qsTr("To school for %1").arg(actions.schooling)
        onClicked: actions.play("schule " + actions.schooling)
    }

    // After twelve: „ob er das Spiel fortsetzen, oder ein neues Spiel anfangen will“.
    BigButton {
        objectName: "tcContinue"
        visible: actions.phase === "choice" && actions.legal.length > 0
        width: actions.width
        fontSize: Theme.fontSmall
        text: qsTr("Play on with the Rest")
        onClicked: actions.play("continue")
    }
    BigButton {
        objectName: "tcNewGame"
        visible: actions.phase === "choice" && actions.legal.length > 0
        width: actions.width
        primary: false
        fontSize: Theme.fontSmall
        text: qsTr("Start a new game")
        onClicked: actions.play("newgame")
    }
}
