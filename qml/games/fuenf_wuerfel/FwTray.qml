pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The dice tray of Fünf Würfel: whose turn it is, the five dice (a touch holds
// or releases one; dice kept aside stay held for the next throw until they
// are touched again), the big roll button with the throws left of three, the
// hint (Tipp) for the dice held, and the last entry of the sheet.
Item {
    id: tray

    // The board (FuenfWuerfelBoard): its state, its helpers and its session.
    required property var board

    readonly property var dice: board.listOf("dice")
    readonly property var kept: board.listOf("diceKept")
    readonly property bool thrown: board.throwsMade > 0 && Number(board.gameState.pendingDice ?? 0) === 0
    // Indices of the dice the person holds for the next throw.
    property var held: []
    // What the dice show: while they roll, the thrown ones tumble.
    property var shown: dice
    property bool rolling: false

    readonly property var heldValues: held.map(i => Number(dice[i] ?? 0)).sort((a, b) => a - b)
    readonly property string rollMove: held.length === 0 ? "throw" : "keep " + heldValues.join("-")
    readonly property bool canRoll: board.mine && board.legal.indexOf(rollMove) >= 0
    readonly property int throwsLeft: Math.max(0, 3 - board.throwsMade)

    // The dice kept aside for the last throw (read from the session itself:
    // this runs while the state's bindings are being updated).
    function sessionState(): var {
        return tray.board.session.state
    }
    function keptIndices(): var {
        const state = tray.sessionState()
        const flags = state.diceKept ?? []
        const out = []
        if (Number(state.throwsMade ?? 0) === 0 || Number(state.pendingDice ?? 0) > 0)
            return out
        for (let i = 0; i < flags.length; ++i)
            if (Number(flags[i]) === 1)
                out.push(i)
        return out
    }
    function toggle(index: int) {
        if (!tray.board.mine || !tray.thrown || tray.throwsLeft === 0)
            return
        const at = tray.held.indexOf(index)
        tray.held = at >= 0 ? tray.held.filter(i => i !== index) : tray.held.concat([index])
    }
    // Holds the dice of a keep move ("keep 3-3-5"), e.g. the best one.
    function holdMove(move: string) {
        const wanted = move.startsWith("keep ") ? move.slice(5).split("-").map(Number) : []
        const chosen = []
        for (let i = 0; i < tray.dice.length; ++i) {
            const at = wanted.indexOf(Number(tray.dice[i]))
            if (at >= 0) {
                chosen.push(i)
                wanted.splice(at, 1)
            }
        }
        tray.held = chosen
    }
    function startRoll() {
        tray.rolling = true
        tumble.count = 0
        tumble.restart()
        diceRow.tumble()
    }

    function headline(): string {
        void Exhibit.language
        if (board.session.over)
            return qsTr("The game is over.")
        const name = GameTexts.seatName("fuenf_wuerfel", board.current)
        if (!board.mine)
            return board.throwsMade === 0 ? qsTr("%1 throws.").arg(name) : qsTr("%1 thinks.").arg(name)
        if (board.throwsMade === 0)
            return board.seatCount === 1 ? qsTr("Roll the dice!") : qsTr("%1: roll the dice!").arg(name)
        if (tray.throwsLeft === 0)
            return board.seatCount === 1 ? qsTr("Write the throw into a field.") : qsTr("%1: write the throw into a field.").arg(name)
        return board.seatCount === 1 ? qsTr("Roll again or write a field.")
                                     : qsTr("%1: roll again or write a field.").arg(name)
    }

    Connections {
        target: tray.board
        function onRollSerialChanged() {
            tray.startRoll()
        }
    }
    Connections {
        target: tray.board.session
        function onStateChanged() {
            // A new throw or a new turn: the dice kept aside stay held.
            if (tray.board.session.moveCount !== tray.lastMoves) {
                tray.lastMoves = tray.board.session.moveCount
                tray.held = tray.board.session.humanToMove ? tray.keptIndices() : []
            }
            if (!tray.rolling)
                tray.shown = tray.sessionState().dice ?? []
        }
    }
    property int lastMoves: -1

    // The thrown dice tumble for a moment, then show what fell.
    Timer {
        id: tumble
        property int count: 0
        interval: 70
        repeat: true
        onTriggered: {
            tumble.count = tumble.count + 1
            if (tumble.count >= 8) {
                tumble.stop()
                tray.rolling = false
                tray.shown = tray.dice
                return
            }
            tray.shown = tray.dice.map((value, i) => Number(tray.kept[i]) === 1 ? value : 1 + Math.floor(Math.random() * 6))
        }
    }

    Column {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top }
        spacing: Theme.spacing * 0.75

        Text {
            objectName: "fwHeadline"
            width: parent.width
            wrapMode: Text.WordWrap
            text: tray.headline()
            font.family: Theme.serif
            font.pixelSize: Theme.fontHeading
            font.bold: true
            color: Theme.wood
        }
        Row {
            spacing: Theme.spacing
            Text {
                objectName: "fwRound"
                anchors.verticalCenter: parent.verticalCenter
                visible: !tray.board.session.over
                text: qsTr("Round %1 of 13").arg(Number(tray.board.gameState.round ?? 1))
                font.family: Theme.serif
                font.pixelSize: Theme.fontBody
                color: Theme.inkSoft
            }
            ThinkingIndicator {
                anchors.verticalCenter: parent.verticalCenter
                visible: tray.board.session.thinking
            }
        }

        // The dice: blank while in the cup, a held die lifted and ringed.
        Item {
            width: parent.width
            height: diceRow.height + Theme.px(12)
            DiceRow {
                id: diceRow
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                dieObjectName: "fwDie"
                spacing: Theme.px(14)
                dieSize: Math.min(Theme.px(120), (tray.width - 4 * spacing) / 5 / 1.15)
                dice: tray.shown
                opacity: tray.thrown || tray.rolling ? 1 : 0.45
                chosen: tray.board.mine ? tray.held : tray.keptIndices()
                onToggled: (index) => tray.toggle(index)
            }
        }
        Text {
            width: parent.width
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            visible: text.length > 0
            text: {
                void Exhibit.language
                if (!tray.board.mine || !tray.thrown || tray.throwsLeft === 0)
                    return ""
                if (tray.held.length === 5)
                    return qsTr("All five held: write them into a field.")
                return tray.held.length === 0 ? qsTr("Touch the dice you want to keep, or a field on the sheet.")
                                              : qsTr("%1 held; the others are rolled.").arg(tray.held.length)
            }
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: tray.held.length === 5 ? Theme.burgundy : Theme.inkSoft
        }
        Text {
            objectName: "fwExtraKniffel"
            width: parent.width
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            visible: Number(tray.board.gameState.extraKniffelNow ?? 0) === 1 && !tray.rolling
            text: qsTr("Another Kniffel! 100 points in any free field.")
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: Theme.burgundy
        }

        // The roll button: the throws left of three as dice on its right.
        BigButton {
            id: rollButton
            objectName: "fwRoll"
            width: parent.width
            height: Theme.touchLarge * 1.15
            fontSize: Theme.fontTitle
            text: tray.held.length > 0 && tray.board.throwsMade > 0 ? qsTr("Roll the rest") : qsTr("Roll")
            enabled: tray.canRoll
            onClicked: tray.board.session.playMove(tray.rollMove)
            Row {
                anchors { right: parent.right; rightMargin: Theme.px(18); verticalCenter: parent.verticalCenter }
                spacing: Theme.px(6)
                Repeater {
                    model: 3
                    delegate: PipDie {
                        required property int index
                        width: Theme.px(30)
                        height: width
                        value: index < tray.throwsLeft ? 1 : 0
                        opacity: index < tray.throwsLeft ? 1 : 0.35
                    }
                }
            }
        }
        Text {
            objectName: "fwThrowsLeft"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            visible: !tray.board.session.over
            text: {
                void Exhibit.language
                if (tray.throwsLeft === 0)
                    return qsTr("No throw left")
                return tray.throwsLeft === 1 ? qsTr("1 throw left of 3") : qsTr("%1 throws left of 3").arg(tray.throwsLeft)
            }
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
        }
        Text {
            objectName: "fwLastEntry"
            width: parent.width
            wrapMode: Text.WordWrap
            text: tray.board.lastEntryLine
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            color: Theme.ink
        }
    }
}
