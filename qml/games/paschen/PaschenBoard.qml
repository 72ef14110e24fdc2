pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Paschen bound to a GameSession: the players in a row in the order the bank
// passes (to the right) with their chips and stakes, the bank, the holder's
// throw of three dice with its sum and who wins, the exact odds beside the
// dice, and the choices of a person. Chips fly between the bank and the
// players when a throw is settled. Everything comes from the engine's state
// (RULES.md, "State for the board").
Item {
    id: board

    required property GameSession session
    property real bottomReserve: Theme.touchLarge + Theme.spacing

    readonly property var gameState: session.state
    readonly property int seatCount: Number(gameState.seats ?? 0)
    // While the dice roll the table still shows the stakes as they lay when
    // the dice fell; the settled state comes when they stand still.
    property var preThrow: ({})
    readonly property var shown: throwPanel.rolling ? board.preThrow : board.gameState
    property var lastSeen: ({})
    property int shownMoves: -1
    property int rollSerial: 0
    property int rethrowsBefore: 0
    property int rethrown: 0
    property var pendingLines: []
    property string announcement
    // The session's pace for computers, and a longer one right after a
    // throw, so the result can be read before the next decision.
    property int baseDelay: 900
    readonly property bool afterThrow: session.lastMove.startsWith("roll") && !session.over
    // The game's end waits until the last throw has been seen.
    readonly property bool holdsEnd: throwPanel.rolling || endPause.running

    function stateNow(): var {
        return board.session.state
    }
    function seatName(seat: int): string {
        return GameTexts.seatName("paschen", seat)
    }
    function listOf(state: var, key: string): var {
        return state[key] ?? []
    }
    function anchorOf(seat: int): point {
        const target = seat < 0 ? bankBox.chipSpot : panels.itemAt(seat)
        if (!target)
            return Qt.point(board.width / 2, board.height / 2)
        return target.mapToItem(board, target.width / 2, target.height / 2)
    }
    function fly(from: int, to: int, amount: int, delay: int) {
        if (amount > 0)
            flyingChip.createObject(board, { from: board.anchorOf(from), to: board.anchorOf(to), amount: amount, delay: delay })
    }
    // What a move set off, in words (the throw itself speaks in its panel).
    function eventLines(state: var, before: var): var {
        void Exhibit.language
        const lines = []
        const events = board.listOf(state, "events")
        const oldHolder = Number(before.holder ?? state.holder ?? 0)
        const mover = board.session.lastMoveSeat
        for (const key of events) {
            switch (key) {
            case "banco_called":
                lines.push(qsTr("%1 calls “Banco!” and stakes the whole bank alone; the other stakes go back.")
                           .arg(board.seatName(Number(state.bancoCaller ?? mover))))
                break
            case "surplus_refused":
                lines.push(qsTr("More than the bank covers: %1 back to %2.")
                           .arg(GameTexts.chips(Number(board.listOf(state, "refused")[mover] ?? 0))).arg(board.seatName(mover)))
                break
            case "surplus_returned":
                lines.push(qsTr("The stakes do not cover the bank: %1 back to %2.")
                           .arg(GameTexts.chips(Number(state.returned ?? 0))).arg(board.seatName(Number(state.holder ?? 0))))
                break
            case "no_stakes":
                lines.push(qsTr("Nobody stakes: the Banco goes back to %1.").arg(board.seatName(oldHolder)))
                break
            case "bank_passed":
                lines.push(qsTr("The bank passes to the right, to %1.").arg(board.seatName(Number(state.holder ?? 0))))
                break
            case "bank_kept":
                lines.push(qsTr("%1 keeps the bank with %2.").arg(board.seatName(Number(state.holder ?? 0)))
                           .arg(GameTexts.chips(Number(state.bank ?? 0))))
                break
            case "taken_out":
                lines.push(qsTr("%1 takes %2 out of the bank.").arg(board.seatName(Number(state.holder ?? 0)))
                           .arg(GameTexts.chips(Number(before.bank ?? 0) - Number(state.bank ?? 0))))
                break
            case "new_banco":
                lines.push(qsTr("%1 keeps the dice and sets a new Banco.").arg(board.seatName(Number(state.holder ?? 0))))
                break
            }
        }
        return lines
    }
    // Chips that move without dice: into the bank for a Banco, back to the
    // holder for a surplus or a bank given up.
    function flyWithoutDice(state: var, before: var) {
        const last = board.session.lastMove
        const holder = Number(before.holder ?? 0)
        if (last.startsWith("banco") && Number(state.bank ?? 0) > Number(before.bank ?? 0))
            board.fly(holder, -1, Number(state.bank) - Number(before.bank ?? 0), 0)
        else if (last === "give-bank" || last.startsWith("banco"))
            board.fly(-1, holder, Number(before.bank ?? 0) - Number(state.bank ?? 0), 0)
        else if (Number(state.returned ?? 0) > 0 && Number(before.returned ?? 0) === 0)
            board.fly(-1, holder, Number(state.returned), 0)
    }
    // The settled throw: lost stakes fly into the bank, won ones out of it.
    function flySettlement() {
        const net = board.listOf(board.stateNow(), "lastNet")
        const holder = Number(board.preThrow.holder ?? 0)
        for (let seat = 0; seat < net.length; ++seat) {
            if (seat === holder || net[seat] === 0)
                continue
            if (net[seat] < 0)
                board.fly(seat, -1, -net[seat], 0)
            else
                board.fly(-1, seat, net[seat], 0)
        }
    }
    function refresh() {
        const moves = board.session.moveCount
        const state = board.stateNow() // not the binding, which may lag this handler
        const before = board.lastSeen
        if (moves > board.shownMoves && board.shownMoves >= 0) {
            const last = board.session.lastMove
            if (last.startsWith("roll") && String(state.lastOutcome ?? "") !== "rethrow") {
                // A counted throw: keep the table as it was, roll, then settle.
                board.preThrow = before
                board.rethrown = Number(state.rethrows ?? 0) - board.rethrowsBefore
                board.rollSerial = board.rollSerial + 1
                board.announcement = ""
            } else if (!last.startsWith("roll")) {
                board.rethrowsBefore = Number(state.rethrows ?? 0)
                board.flyWithoutDice(state, before)
            }
            board.pendingLines = board.pendingLines.concat(board.eventLines(state, before))
            Qt.callLater(board.announce)
        } else if (moves < board.shownMoves) {
            board.announcement = ""
            board.pendingLines = []
        }
        if (moves === 0)
            board.rethrowsBefore = 0
        board.lastSeen = state
        board.shownMoves = moves
    }
    // The lines of one burst of moves (a stake and the throw it set off) together.
    function announce() {
        if (board.pendingLines.length > 0)
            board.announcement = board.pendingLines.join(" ")
        board.pendingLines = []
    }

    Binding {
        target: board.session
        property: "computerDelay"
        value: board.baseDelay * 3
        when: board.afterThrow
        restoreMode: Binding.RestoreBindingOrValue
    }
    Timer {
        id: endPause
        interval: 1800
    }
    Component.onCompleted: {
        board.baseDelay = board.session.computerDelay
        board.lastSeen = board.stateNow()
        refresh()
    }
    Connections {
        target: board.session
        function onStateChanged() { board.refresh() }
    }

    // The players, in the order the bank passes: to the right.
    Row {
        id: table
        anchors { left: parent.left; right: parent.right; top: parent.top }
        spacing: Theme.px(12)
        Repeater {
            id: panels
            model: board.seatCount
            delegate: PsPlayerPanel {
                required property int index
                objectName: "player" + index
                width: (table.width - (board.seatCount - 1) * table.spacing) / Math.max(1, board.seatCount)
                name: board.seatName(index)
                kind: GameTexts.playerText(board.session.seats[index])
                stack: board.listOf(board.shown, "stacks")[index] ?? 0
                stake: board.listOf(board.shown, "stakes")[index] ?? 0
                refused: board.listOf(board.shown, "refused")[index] ?? 0
                net: board.listOf(board.gameState, "lastNet")[index] ?? 0
                showNet: !throwPanel.rolling && Number(board.gameState.throws ?? 0) > 0
                isHolder: Number(board.shown.holder ?? -1) === index
                isVorhand: !isHolder && String(board.shown.phase ?? "") === "stake" && Number(board.shown.vorhand ?? -1) === index
                calledBanco: Number(board.shown.bancoCaller ?? -1) === index
                active: !board.session.over && !throwPanel.rolling && Number(board.gameState.current ?? -1) === index
                out: (board.listOf(board.shown, "wealth")[index] ?? 1) === 0
            }
        }
    }

    // The middle band: the bank, the throw and whose turn it is, the odds
    // beside the dice.
    PsBankBox {
        id: bankBox
        objectName: "bank"
        anchors { left: parent.left; top: table.bottom; topMargin: Theme.spacing }
        width: Math.max(280, Math.min(Theme.px(340), board.width * 0.19))
        bank: Number(board.shown.bank ?? 0)
        holderName: board.seatName(Number(board.shown.holder ?? 0))
        staking: String(board.shown.phase ?? "") === "stake"
        covered: Number(board.shown.covered ?? 0)
        uncovered: Number(board.shown.uncovered ?? 0)
        bankRound: Number(board.gameState.bankRound ?? 1)
        bankRounds: Number(board.gameState.bankRounds ?? 1)
    }

    PsOddsPanel {
        id: oddsPanel
        objectName: "oddsPanel"
        anchors { right: parent.right; top: table.bottom; topMargin: Theme.spacing }
        width: Math.max(Theme.px(560), board.width * 0.34)
        gameState: board.gameState
    }

    Column {
        id: middle
        anchors {
            left: bankBox.right; right: oddsPanel.left; top: table.bottom
            leftMargin: Theme.spacing; rightMargin: Theme.spacing; topMargin: Theme.spacing
        }
        spacing: Theme.px(8)
        PsThrowPanel {
            id: throwPanel
            width: parent.width
            dice: board.listOf(board.gameState, "dice")
            sum: Number(board.gameState.diceSum ?? 0)
            outcome: String(board.gameState.lastOutcome ?? "")
            jungfernpasch: Number(board.gameState.jungfernpasch ?? 0) === 1
            rethrown: board.rethrown
            throwerName: board.seatName(Number(board.preThrow.holder ?? 0))
            rollSerial: board.rollSerial
            onSettled: {
                board.flySettlement()
                if (board.session.over)
                    endPause.restart()
            }
        }
        // What the last moves set off, in as many lines as there is room
        // for above the turn.
        Text {
            objectName: "announcement"
            width: parent.width
            visible: text.length > 0 && !throwPanel.rolling && maximumLineCount > 0
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            maximumLineCount: Math.max(0, Math.min(3, Math.floor((turnPanel.y - middle.y - throwPanel.height - middle.spacing * 2)
                                                                 / announcementMetrics.height)))
            elide: Text.ElideRight
            text: board.announcement
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.burgundy
            FontMetrics {
                id: announcementMetrics
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
            }
        }
    }

    // Whose turn it is, above the row of a person's choices.
    PsTurnPanel {
        id: turnPanel
        anchors {
            left: middle.left; right: middle.right; bottom: parent.bottom
            bottomMargin: Theme.touchLarge + Theme.spacing
        }
        visible: !board.session.over
        session: board.session
        gameState: board.gameState
        currentName: board.seatName(Number(board.gameState.current ?? 0))
        busy: throwPanel.rolling
    }

    // A person's choices, at the foot between the screen's own buttons.
    PsActionRow {
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom }
        visible: turnPanel.mine && !board.session.over
        session: board.session
        legal: turnPanel.legal
        amount: turnPanel.amount
        bank: Number(board.gameState.bank ?? 0)
        phase: String(board.gameState.phase ?? "")
    }

    // A chip (or a little stack) flying between a player and the bank.
    Component {
        id: flyingChip
        Rectangle {
            id: chip
            property point from
            property point to
            property int amount: 1
            property int delay: 0
            width: Theme.px(64)
            height: width
            radius: width / 2
            x: from.x - width / 2
            y: from.y - height / 2
            z: 20
            opacity: 0
            color: Theme.brass
            border.color: Theme.brassLight
            border.width: Theme.px(5)
            Text {
                anchors.centerIn: parent
                text: String(chip.amount)
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Theme.fontBody
                color: Theme.onDark
            }
            SequentialAnimation {
                running: true
                PauseAnimation { duration: chip.delay }
                PropertyAction { target: chip; property: "opacity"; value: 1 }
                ParallelAnimation {
                    NumberAnimation { target: chip; property: "x"; to: chip.to.x - chip.width / 2; duration: 900; easing.type: Easing.InOutQuad }
                    NumberAnimation { target: chip; property: "y"; to: chip.to.y - chip.height / 2; duration: 900; easing.type: Easing.InOutQuad }
                }
                NumberAnimation { target: chip; property: "opacity"; to: 0; duration: 250 }
                ScriptAction { script: chip.destroy() }
            }
        }
    }
}
