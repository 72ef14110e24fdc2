pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Das Glückshaus bound to a GameSession: the house with its eleven rooms on
// the left, as large as the screen allows; on the right whose turn it is, the
// two dice (a big touch throws them), what the throw did, and every player
// with his chips. After a throw its room is ringed and the chips fly between
// the room and the player's panel. Everything shown comes from the engine's
// state (RULES.md, "State for the board"); the board computes no rule.
Item {
    id: board
    objectName: "glueckshausBoard"

    required property GameSession session
    // The corners under the board hold the screen's undo and new-game buttons.
    readonly property real bottomReserve: Theme.touchLarge + Theme.spacing
    // The end screen waits until the last chips have flown.
    readonly property bool holdsEnd: board.session.over && !board.settled
    // No die tumbling and no chip in the air (for the tests, and the end).
    readonly property bool settled: board.flightsRunning === 0 && !settle.running

    readonly property var gameState: session.state
    readonly property int seatCount: Number(gameState.seats ?? 2)
    readonly property int current: Number(gameState.current ?? -1)
    readonly property var chips: gameState.chips ?? []
    readonly property var outList: gameState.out ?? []
    // A person's only move is the throw (the chance moves are the session's).
    readonly property bool mayThrow: session.humanToMove && !session.over && !session.thinking
    readonly property var seatColors: ["#a8322d", "#2f5b9a", "#3d7a4a", "#e0b53a", "#f4efe4", "#2a211c"]

    property int flightsRunning: 0
    property int shownMoves: -1
    property var lastSeen: ({})
    property int baseDelay: 900

    function seatColor(seat: int): string {
        return board.seatColors[Math.max(0, seat) % board.seatColors.length]
    }
    // What the last throw did, in a sentence.
    function outcomeText(): string {
        void Exhibit.language
        const seat = Number(board.gameState.lastSeat ?? -1)
        if (seat < 0)
            return qsTr("Whoever throws puts a chip on an empty room or takes the chip lying there.")
        const who = GameTexts.seatName("glueckshaus", seat)
        const sum = Number(board.gameState.sum ?? 0)
        const moved = Number(board.gameState.moved ?? 0)
        switch (String(board.gameState.action ?? "")) {
        case "placed":
            return qsTr("%1 threw %2: the room was empty, so %1 puts a chip on it.").arg(who).arg(sum)
                   + (Number(board.gameState.lastOut ?? 0) === 1 ? " " + qsTr("That was the last chip: %1 is out.").arg(who) : "")
        case "took":
            return qsTr("%1 threw %2: the chip lying there goes to %1.").arg(who).arg(sum)
        case "wedding":
            return qsTr("%1 threw 7: one more chip for the wedding.").arg(who)
                   + (Number(board.gameState.lastOut ?? 0) === 1 ? " " + qsTr("That was the last chip: %1 is out.").arg(who) : "")
        case "pig":
            return moved > 0 ? qsTr("%1 threw 2, the lucky pig: %2 from the board, all but the wedding's.").arg(who).arg(GameTexts.chips(moved))
                             : qsTr("%1 threw 2, the lucky pig, but apart from the wedding the board is empty.").arg(who)
        case "king":
            return moved > 0 ? qsTr("%1 threw 12 and is king: the whole board, %2.").arg(who).arg(GameTexts.chips(moved))
                             : qsTr("%1 threw 12 and is king, but the board is empty.").arg(who)
        case "nothing":
            return qsTr("%1 threw 4: this board has no 4, nothing happens.").arg(who)
        case "house":
            return qsTr("%1 threw 4: one chip to the house.").arg(who)
                   + (Number(board.gameState.lastOut ?? 0) === 1 ? " " + qsTr("That was the last chip: %1 is out.").arg(who) : "")
        case "out":
            return qsTr("%1 threw %2 and must pay a chip but has none left: %1 is out.").arg(who).arg(sum)
        }
        return ""
    }

    // A chip (or `count` of them, one after another) flies between a room
    // and a player's panel.
    function fly(fromItem: Item, toItem: Item, count: int, startDelay: int) {
        if (!fromItem || !toItem)
            return
        const a = fromItem.mapToItem(board, fromItem.width / 2, fromItem.height / 2)
        const b = toItem.mapToItem(board, toItem.width / 2, toItem.height / 2)
        for (let i = 0; i < Math.min(count, 6); ++i) {
            board.flightsRunning = board.flightsRunning + 1
            flight.createObject(board, { fromX: a.x, fromY: a.y, toX: b.x, toY: b.y, delay: startDelay + i * 120 })
        }
    }
    function panelOf(seat: int): Item {
        const panel = players.itemAt(seat) as GlPlayerPanel
        return panel ? panel.chipTarget : null
    }
    function flyLastThrow(before: var) {
        const seat = Number(board.gameState.lastSeat ?? -1)
        const sum = Number(board.gameState.sum ?? 0)
        const action = String(board.gameState.action ?? "")
        const wait = 420 // the dice tumble first
        if (action === "placed" || action === "wedding")
            board.fly(board.panelOf(seat), house.roomAt(sum), 1, wait)
        else if (action === "took")
            board.fly(house.roomAt(sum), board.panelOf(seat), 1, wait)
        else if (action === "house")
            board.fly(board.panelOf(seat), roofTarget, 1, wait)
        else if (action === "pig" || action === "king") {
            const fields = before.board ?? []
            for (let f = 3; f <= 11; ++f) {
                const n = Number(fields[f - 2] ?? 0)
                if (n > 0 && (f !== 7 || action === "king"))
                    board.fly(house.roomAt(f), board.panelOf(seat), n, wait + (f - 3) * 60)
            }
        }
    }
    function refresh() {
        const moves = board.session.moveCount
        const state = board.session.state
        if (moves > board.shownMoves && board.shownMoves >= 0 && board.session.lastMove.startsWith("roll")) {
            throwPanel.tumble()
            settle.restart()
            board.flyLastThrow(board.lastSeen)
        }
        board.lastSeen = state
        board.shownMoves = moves
    }

    Component.onCompleted: {
        board.baseDelay = board.session.computerDelay
        board.lastSeen = board.session.state
        board.refresh()
    }
    Connections {
        target: board.session
        function onStateChanged() { board.refresh() }
    }
    // A computer's throw waits until the last one has been seen.
    Binding {
        target: board.session
        property: "computerDelay"
        value: board.baseDelay * 2
        when: board.session.active
        restoreMode: Binding.RestoreBindingOrValue
    }
    Timer {
        id: settle
        interval: 1500
    }

    GlHouse {
        id: house
        objectName: "glHouse"
        anchors { left: parent.left; top: parent.top }
        height: parent.height - board.bottomReserve
        width: Math.min(parent.width * 0.6, height * 1.45)
        board: board.gameState.board ?? []
        ways: board.gameState.ways ?? []
        lastSum: Number(board.gameState.sum ?? 0)
        fourMissing: String(board.gameState.four ?? "field") !== "field"
        // Where a chip paid to the house goes: into the roof.
        Item {
            id: roofTarget
            x: parent.width / 2 - width / 2
            y: parent.roofHeight * 0.3
            width: 1
            height: 1
        }
        // The house's chips (with the rule "a chip to the house").
        Text {
            objectName: "glHouseChips"
            visible: String(board.gameState.four ?? "") === "house"
            anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; topMargin: parent.roofHeight * 0.28 }
            text: {
                void Exhibit.language
                return qsTr("House: %1").arg(Number(board.gameState.house ?? 0))
            }
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: Theme.fontSmall
            color: Theme.onDark
        }
    }

    GlThrowPanel {
        id: throwPanel
        objectName: "glThrowPanel"
        anchors { left: house.right; leftMargin: Theme.spacing; right: parent.right; top: parent.top }
        // What the players' panels leave (the sentence under the dice needs room).
        height: parent.height - board.bottomReserve - Theme.spacing - playerGrid.neededHeight
        dice: board.gameState.dice ?? [0, 0]
        mayThrow: board.mayThrow
        turnColor: board.current >= 0 ? board.seatColor(board.current) : Theme.wood
        turnText: {
            void Exhibit.language
            if (board.session.over)
                return qsTr("The game is over")
            return board.current >= 0 ? qsTr("%1 throws").arg(GameTexts.seatName("glueckshaus", board.current)) : ""
        }
        outcome: board.outcomeText()
        onThrown: board.session.playMove("throw")
    }

    Grid {
        id: playerGrid
        anchors { left: throwPanel.left; right: parent.right; top: throwPanel.bottom; topMargin: Theme.spacing }
        readonly property int rows: Math.ceil(board.seatCount / columns)
        readonly property real panelHeight: Math.max(Theme.touchMin, Theme.px(100))
        readonly property real neededHeight: rows * panelHeight + (rows - 1) * spacing
        columns: board.seatCount > 3 ? 2 : 1
        spacing: Theme.px(12)
        Repeater {
            id: players
            model: board.seatCount
            delegate: GlPlayerPanel {
                required property int index
                objectName: "glPlayer" + index
                width: (playerGrid.width - (playerGrid.columns - 1) * playerGrid.spacing) / playerGrid.columns
                height: playerGrid.panelHeight
                name: GameTexts.seatName("glueckshaus", index)
                // Every level throws the same (RULES.md, "Computer players"): no level shown.
                kind: {
                    void Exhibit.language
                    const info = board.session.seats[index]
                    return info && info.kind === "computer" ? qsTr("Computer") : qsTr("Person")
                }
                seatColor: board.seatColor(index)
                chips: Number(board.chips[index] ?? 0)
                current: !board.session.over && board.current === index
                out: Number(board.outList[index] ?? 0) === 1
            }
        }
    }

    Component {
        id: flight
        GlChip {
            id: flyer
            property real fromX: 0
            property real fromY: 0
            property real toX: 0
            property real toY: 0
            property int delay: 0
            width: Theme.px(56)
            x: fromX - width / 2
            y: fromY - height / 2
            z: 10
            visible: false
            SequentialAnimation {
                running: true
                PauseAnimation { duration: flyer.delay }
                PropertyAction { target: flyer; property: "visible"; value: true }
                ParallelAnimation {
                    NumberAnimation { target: flyer; property: "x"; to: flyer.toX - flyer.width / 2; duration: 650; easing.type: Easing.InOutQuad }
                    NumberAnimation { target: flyer; property: "y"; to: flyer.toY - flyer.height / 2; duration: 650; easing.type: Easing.InOutQuad }
                }
                ScriptAction {
                    script: {
                        board.flightsRunning = Math.max(0, board.flightsRunning - 1)
                        flyer.destroy()
                    }
                }
            }
        }
    }
}
