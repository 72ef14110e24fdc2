pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Whose turn it is, in a line, and for a person what he decides and the
// amount picked in chip steps: the Banco, or the stake (a stake beyond what
// the bank still covers shows the surplus that comes back). The buttons
// that play the choice are PsActionRow's, at the foot of the screen.
Item {
    id: turn

    required property GameSession session
    property var gameState: ({})
    property string currentName
    property bool busy: false        // the dice are still rolling
    // For the row of choices (PsActionRow): the amount picked.
    readonly property int amount: picker.value

    readonly property string phase: String(gameState.phase ?? "")
    readonly property bool mine: session.humanToMove && !busy
    readonly property int uncovered: Number(gameState.uncovered ?? 0)
    readonly property int stakeMax: Number(gameState.stakeMax ?? 0)
    readonly property int bancoMin: Number(gameState.bancoMin ?? 0)
    readonly property int bancoMax: Number(gameState.bancoMax ?? 0)
    readonly property bool picksBanco: phase === "banco" || phase === "after_loss"
                                       || (phase === "after_win" && Number(gameState.mayTakeOut ?? 0) === 1)
    readonly property bool picksStake: phase === "stake" && stakeMax > 0
    readonly property int surplus: picksStake ? Math.max(0, picker.value - uncovered) : 0
    property var legal: []

    implicitHeight: column.implicitHeight
    height: implicitHeight

    // Read from the session itself: the bindings on its state may not have
    // caught up yet when its stateChanged reaches this handler.
    function stateNow(): var {
        return turn.session.state
    }
    function refresh() {
        const s = turn.stateNow()
        const phase = String(s.phase ?? "")
        turn.legal = turn.session.legalMoves()
        if (phase === "stake" && Number(s.stakeMax ?? 0) > 0) {
            picker.minimum = 1
            picker.maximum = Number(s.stakeMax)
            picker.set(Math.min(5, Math.max(1, Number(s.uncovered ?? 0))))
        } else if (Number(s.bancoMax ?? 0) > 0) {
            picker.minimum = Math.max(1, Number(s.bancoMin ?? 1))
            picker.maximum = Number(s.bancoMax)
            picker.set(phase === "after_win" ? picker.maximum : 5)
        }
    }
    function headline(): string {
        void Exhibit.language
        const name = turn.currentName
        switch (turn.phase) {
        case "banco":
            return qsTr("%1 holds the bank and sets the Banco.").arg(name)
        case "stake":
            return Number(turn.gameState.vorhand ?? -1) === Number(turn.gameState.current ?? -2)
                    ? qsTr("%1 (the Vorhand) stakes first against the bank.").arg(name)
                    : qsTr("%1 stakes against the bank.").arg(name)
        case "roll":
            return qsTr("%1 throws.").arg(name)
        case "after_win":
            return qsTr("%1 won the throw: keep the bank or give it up?").arg(name)
        case "after_loss":
            return qsTr("%1 lost with a Jungfernpasch: a new Banco, or give up the bank?").arg(name)
        }
        return ""
    }
    function hint(): string {
        void Exhibit.language
        if (!turn.mine)
            return ""
        const stack = Number((turn.gameState.stacks ?? [])[Number(turn.gameState.current ?? 0)] ?? 0)
        switch (turn.phase) {
        case "banco":
        case "after_loss":
            return qsTr("You have %1. How many go into the bank?").arg(GameTexts.chips(stack))
        case "stake":
            if (turn.stakeMax === 0)
                return qsTr("The bank is covered: you may only call Banco or pass.")
            if (turn.surplus > 0)
                return qsTr("The bank still covers only %1: %2 of your stake would come back to you.")
                        .arg(GameTexts.chips(turn.uncovered)).arg(GameTexts.chips(turn.surplus))
            return qsTr("You have %1. The bank still covers %2.").arg(GameTexts.chips(stack)).arg(GameTexts.chips(turn.uncovered))
        case "after_win":
            return Number(turn.gameState.mayTakeOut ?? 0) === 1
                    ? qsTr("Won with three alike: you may also lower the bank and take the rest.")
                    : qsTr("Keep it and the bank stays as it is; give it up and its chips are yours.")
        }
        return ""
    }

    Connections {
        target: turn.session
        function onStateChanged() { turn.refresh() }
        function onThinkingChanged() { turn.legal = turn.session.legalMoves() }
    }
    Component.onCompleted: refresh()

    Column {
        id: column
        width: parent.width
        spacing: Theme.px(10)

        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: Theme.spacing
            Text {
                objectName: "turnHeadline"
                width: Math.min(implicitWidth, column.width - Theme.px(100))
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                text: turn.headline()
                font.family: Theme.serif
                font.pixelSize: Theme.fontHeading
                font.bold: true
                color: Theme.wood
            }
            ThinkingIndicator {
                anchors.verticalCenter: parent.verticalCenter
                visible: turn.session.thinking
            }
        }
        Text {
            objectName: "turnHint"
            width: parent.width
            visible: text.length > 0
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
            text: turn.hint()
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            color: turn.surplus > 0 ? Theme.burgundy : Theme.ink
        }
        PsAmountPicker {
            id: picker
            anchors.horizontalCenter: parent.horizontalCenter
            visible: turn.mine && (turn.picksStake || turn.picksBanco)
            chipFace: turn.picksStake ? Theme.green : Theme.brass
        }
    }
}
