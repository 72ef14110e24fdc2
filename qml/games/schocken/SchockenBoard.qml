pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Schocken bound to a GameSession: the players round the table with their
// penalty chips, the Schock-Besteck (Stock and the half-lost marker), the
// player whose turn it is with his cup, the ranking table one touch away,
// and every chip flying from giver to taker. Everything shown comes from
// the engine's state (RULES.md, "State for the board").
Item {
    id: board

    required property GameSession session
    property real bottomReserve: Theme.touchLarge + Theme.spacing

    readonly property var gameState: session.state
    readonly property string phase: String(gameState.phase ?? "")
    readonly property int seatCount: Number(gameState.seats ?? 0)
    readonly property int current: Number(gameState.current ?? -1)
    property bool rankingShown: false
    property int shownMoves: -1
    property int rollSerial: 0
    property string announcement
    property int announcedRound: -1

    function seatName(seat: int): string {
        return GameTexts.seatName("schocken", seat)
    }
    function listOf(key: string): var {
        return board.gameState[key] ?? []
    }
    function diceOf(key: string, seat: int): var {
        return board.listOf(key).slice(seat * 3, seat * 3 + 3)
    }
    // A seat's dice as the board may show them in its panel.
    function panelDice(seat: int): var {
        if (board.phase === "opening")
            return board.diceOf("openingDice", seat).slice(0, Number(board.gameState.openingDiceCount ?? 3))
        if (board.phase === "rolloff" && board.listOf("rolloffSeats").indexOf(seat) >= 0)
            return board.diceOf("rolloffDice", seat)
        if ((board.listOf("throws")[seat] ?? 0) > 0)
            return board.diceOf("dice", seat)
        if ((board.listOf("lastPlayers")[seat] ?? 0) === 1)
            return board.diceOf("lastDice", seat)
        return []
    }
    function throwsText(seat: int): string {
        void Exhibit.language
        const made = board.listOf("throws")[seat] ?? 0
        const limit = board.listOf("throwLimit")[seat] ?? 0
        if (made === 0 || board.phase === "opening" || board.phase === "rolloff")
            return ""
        if ((board.listOf("finished")[seat] ?? 0) === 1)
            return qsTr("stands after %1 of %2").arg(made).arg(limit)
        return qsTr("throw %1 of %2").arg(made).arg(limit)
    }
    function stageText(): string {
        void Exhibit.language
        switch (String(board.gameState.stage ?? "")) {
        case "first_half": return qsTr("First half")
        case "second_half": return qsTr("Second half")
        case "finale": return qsTr("Finale")
        }
        return ""
    }
    function headline(): string {
        void Exhibit.language
        const name = board.seatName(board.current)
        switch (board.phase) {
        case "opening":
            return qsTr("Who begins? %1 throws.").arg(name)
        case "covered":
            return qsTr("%1 throws covered.").arg(name)
        case "play":
            return Number(board.gameState.lead ?? -1) === board.current
                    ? qsTr("%1 leads: keep, throw again or let it stand.").arg(name)
                    : qsTr("%1 decides.").arg(name)
        case "rolloff":
            return qsTr("A tie: %1 rolls off.").arg(name)
        }
        return ""
    }
    // The last round in a sentence, once one was played.
    function lastRoundText(): string {
        void Exhibit.language
        const loser = Number(board.gameState.lastLoser ?? -1)
        if (loser < 0)
            return ""
        const winner = Number(board.gameState.lastWinner ?? -1)
        const penalty = Number(board.gameState.lastPenalty ?? 0)
        let text = qsTr("Last round: %1 threw lowest and gets %2.").arg(board.seatName(loser)).arg(GameTexts.penaltyChips(penalty))
        if (winner >= 0)
            text += " " + qsTr("Highest: %1 with %2.").arg(board.seatName(winner))
                                .arg(GameTexts.schockenThrow(board.throwNameOf(board.diceOf("lastDice", winner)), board.diceOf("lastDice", winner)))
        switch (String(board.gameState.lastTie ?? "")) {
        case "aeugeln": text += " " + qsTr("A tie was rolled off."); break
        case "mit_ist_schitt": text += " " + qsTr("Equal throws: the earlier one counts (Mit ist Schitt)."); break
        }
        return text
    }
    // The engine names the current throws; for the last round's dice the
    // board asks the same names through the current list when it can.
    function throwNameOf(dice: var): string {
        const sorted = dice.slice().sort((a, b) => b - a)
        const key = sorted.join("")
        if (key === "111") return "schock_aus"
        if (key === "421") return "jule"
        if (sorted[1] === 1 && sorted[2] === 1) return "schock_" + sorted[0]
        if (sorted[0] === sorted[1] && sorted[1] === sorted[2]) return "drei_dicke_" + sorted[0]
        if (sorted[0] - sorted[1] === 1 && sorted[1] - sorted[2] === 1) return "strasse_" + sorted[0]
        return "simple_" + sorted.join("_")
    }
    function eventText(key: string): string {
        void Exhibit.language
        switch (key) {
        case "starter_found": return qsTr("%1 has the highest throw and begins.").arg(board.seatName(Number(board.gameState.lead ?? 0)))
        case "schuss": return qsTr("Schuss! The lead stands after one throw: everybody has one throw only.")
        case "rolloff": return qsTr("A tie! Those who tie roll off (Äugeln).")
        case "stock_empty": return qsTr("The Stock is empty: from now on the winner of a round gives the chips.")
        case "schock_aus": return qsTr("Schock-Aus! All the chips at once: the half is lost.")
        case "half_over": return qsTr("The half is over.")
        case "second_half": return qsTr("The second half begins.")
        case "finale": return qsTr("Finale: the two losers of the halves play it out.")
        case "durchmarsch": return qsTr("Durchmarsch! The same player lost both halves.")
        }
        return ""
    }
    function anchorOf(seat: int): point {
        const target = seat < 0 ? stockBox : panels.itemAt(seat)
        if (!target)
            return Qt.point(board.width / 2, board.height / 2)
        return target.mapToItem(board, target.width / 2, target.height / 2)
    }
    function refresh() {
        const moves = board.session.moveCount
        if (moves > board.shownMoves && board.shownMoves >= 0) {
            if (board.session.lastMove.startsWith("dice"))
                board.rollSerial = board.rollSerial + 1
            const from = board.listOf("payFrom"), to = board.listOf("payTo"), amount = board.listOf("payAmount")
            for (let i = 0; i < from.length; ++i)
                flyingChip.createObject(board, { from: board.anchorOf(from[i]), to: board.anchorOf(to[i]), amount: amount[i] })
            const lines = board.listOf("events").map(key => board.eventText(key)).filter(line => line.length > 0)
            const round = Number(board.gameState.rounds ?? 0)
            if (lines.length > 0) {
                board.announcement = lines.join(" ")
                board.announcedRound = round
            } else if (round !== board.announcedRound) {
                // What was announced belongs to a finished round.
                board.announcement = ""
            }
        } else if (moves < board.shownMoves) {
            board.announcement = ""
        }
        board.shownMoves = moves
    }

    Component.onCompleted: refresh()
    Connections {
        target: board.session
        function onStateChanged() { board.refresh() }
    }

    // The players round the table.
    Row {
        id: table
        anchors { left: parent.left; right: parent.right; top: parent.top }
        spacing: Theme.px(12)
        Repeater {
            id: panels
            model: board.seatCount
            delegate: SkPlayerPanel {
                required property int index
                objectName: "player" + index
                width: (table.width - (board.seatCount - 1) * table.spacing) / Math.max(1, board.seatCount)
                name: board.seatName(index)
                kind: GameTexts.playerText(board.session.seats[index])
                chips: board.listOf("chips")[index] ?? 0
                playing: (board.listOf("inStage")[index] ?? 1) === 1
                active: !board.session.over && board.current === index
                isLead: board.phase !== "opening" && Number(board.gameState.lead ?? -1) === index
                hasMarker: Number(board.gameState.marker ?? -1) === index
                covered: (board.listOf("diceCovered").slice(index * 3, index * 3 + 3)).some(value => value === 1)
                dice: board.panelDice(index)
                aside: (board.listOf("throws")[index] ?? 0) > 0 ? board.diceOf("diceAside", index) : []
                throwLabel: (board.listOf("throws")[index] ?? 0) > 0
                            ? GameTexts.schockenThrow(String(board.listOf("throwName")[index] ?? ""), board.diceOf("dice", index)) : ""
                throwsText: board.throwsText(index)
            }
        }
    }

    // The Schock-Besteck: the Stock, the half, the ranking.
    Column {
        id: side
        anchors { left: parent.left; top: table.bottom; topMargin: Theme.spacing }
        width: Math.max(280, Math.min(Theme.px(380), board.width * 0.24))
        spacing: Theme.spacing

        Rectangle {
            id: stockBox
            objectName: "stock"
            width: parent.width
            height: stockColumn.implicitHeight + Theme.spacing * 1.5
            radius: Theme.radius
            color: Theme.wood
            Column {
                id: stockColumn
                anchors.centerIn: parent
                spacing: Theme.px(6)
                Text {
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: qsTr("Stock")
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontBody
                    color: Theme.brassLight
                }
                Text {
                    objectName: "stockCount"
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: String(board.gameState.stock ?? 0)
                    font.family: Theme.serif
                    font.bold: true
                    font.pixelSize: Theme.fontDisplay
                    color: Theme.onDark
                }
                Text {
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: board.stageText()
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontSmall
                    color: Theme.brassLight
                }
            }
        }
        BigButton {
            objectName: "rankingButton"
            width: parent.width
            primary: false
            fontSize: Theme.fontSmall
            text: qsTr("Ranking of throws")
            onClicked: board.rankingShown = true
        }
    }

    // The turn, and what just happened.
    Column {
        id: middle
        anchors {
            left: side.right; right: parent.right; top: table.bottom
            leftMargin: Theme.spacing; topMargin: Theme.spacing
        }
        spacing: Theme.spacing
        Text {
            objectName: "announcement"
            width: parent.width
            visible: text.length > 0
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: board.announcement.length > 0 ? board.announcement : board.lastRoundText()
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            font.bold: board.announcement.length > 0
            color: Theme.burgundy
        }
        SkTurnPanel {
            width: parent.width
            visible: !board.session.over
            session: board.session
            phase: board.phase
            dice: board.phase === "play" ? board.diceOf("dice", board.current) : board.panelDice(board.current)
            aside: board.phase === "play" ? board.diceOf("diceAside", board.current) : []
            turned: board.phase === "play" ? board.diceOf("diceTurned", board.current) : []
            covered: board.diceOf("diceCovered", board.current).some(value => value === 1)
            throwsMade: board.phase === "play" ? (board.listOf("throws")[board.current] ?? 0) : board.panelDice(board.current).length
            headline: board.headline()
            throwLabel: board.phase === "play"
                        ? GameTexts.schockenThrow(String(board.listOf("throwName")[board.current] ?? ""), board.diceOf("dice", board.current)) : ""
            rollSerial: board.rollSerial
        }
    }

    // A chip flying from the giver (the Stock or a player) to the loser.
    Component {
        id: flyingChip
        Rectangle {
            id: chip
            property point from
            property point to
            property int amount: 1
            width: Theme.px(64)
            height: width
            radius: width / 2
            x: from.x - width / 2
            y: from.y - height / 2
            z: 20
            color: Theme.burgundy
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
                ParallelAnimation {
                    NumberAnimation { target: chip; property: "x"; to: chip.to.x - chip.width / 2; duration: 900; easing.type: Easing.InOutQuad }
                    NumberAnimation { target: chip; property: "y"; to: chip.to.y - chip.height / 2; duration: 900; easing.type: Easing.InOutQuad }
                }
                NumberAnimation { target: chip; property: "opacity"; to: 0; duration: 250 }
                ScriptAction { script: chip.destroy() }
            }
        }
    }

    // The ranking, over everything until closed.
    Rectangle {
        anchors.fill: parent
        visible: board.rankingShown
        color: "#99201510"
        z: 30
        MouseArea { anchors.fill: parent; onClicked: board.rankingShown = false }
        SkRankingPanel {
            objectName: "rankingPanel"
            anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; topMargin: Theme.spacing }
            width: Math.min(parent.width - 2 * Theme.spacing, Theme.px(1400))
            height: Math.min(parent.height - board.bottomReserve - 2 * Theme.spacing, Theme.px(900))
            // A covered throw is nobody's business, not even the table's.
            throwName: board.diceOf("diceCovered", board.current).some(value => value === 1)
                       ? "" : String(board.listOf("throwName")[board.current] ?? "")
            onCloseChosen: board.rankingShown = false
        }
    }
}
