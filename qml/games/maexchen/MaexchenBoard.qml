pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib
import "mx_values.js" as MxValues

// Mäxchen bound to a GameSession: the players round the table with their
// lives, the cup passing from seat to seat, the covered throw its owner may
// peek at, the announcement to beat, the choice to believe or doubt, and
// the reveal. Everything shown comes from the engine's state (RULES.md,
// "State for the board"), which is already the view of the seat at the
// screen: dice nobody at the screen may know are 0 there. Dice the seat may
// know stay under the cup until he touches "Peek under the cup", and cover
// again with the next move, so a second person at the screen never sees them.
Item {
    id: board

    required property GameSession session

    readonly property var gameState: session.state
    readonly property string phase: String(gameState.phase ?? "")
    readonly property int seatCount: Number(gameState.seats ?? 0)
    readonly property int holder: Number(gameState.cupHolder ?? -1)
    readonly property bool mine: session.humanToMove
    readonly property var history: gameState.history ?? []
    readonly property var historySeats: gameState.historySeats ?? []
    readonly property string toBeat: String(gameState.announcement ?? "")
    readonly property int announcer: Number(gameState.announcer ?? -1)
    readonly property bool cupThrown: Number(gameState.cupThrown ?? 0) === 1
    readonly property bool cupVisible: Number(gameState.cupVisible ?? 0) === 1
    readonly property string lastKind: String(gameState.lastKind ?? "")
    // Room the game screen keeps for its own buttons in the bottom corners.
    readonly property real cornerWidth: Math.min(Theme.px(360), board.width * 0.2) + Theme.spacing
    readonly property real bottomReserve: Theme.touchLarge + Theme.spacing
    property var legal: []
    property bool peeked: false
    property bool rankingShown: false
    property int shownMoves: -1
    // The session's pace for computers when the board came; a computer's
    // answer to an announcement, and the round after a reveal, wait twice
    // as long, so a person can read what was said.
    property int baseDelay: -1

    function seatName(seat: int): string {
        return GameTexts.seatName("maexchen", seat)
    }
    function listOf(key: string): var {
        return board.gameState[key] ?? []
    }
    function livesText(count: int): string {
        void Exhibit.language
        return count === 1 ? qsTr("a life") : qsTr("%1 lives").arg(count)
    }
    // A value in words where it has a name: "Mäxchen", "double 5s".
    function valueText(value: string): string {
        void Exhibit.language
        switch (MxValues.kind(value)) {
        case "maexchen": return qsTr("%1 (Mäxchen)").arg(value)
        case "double": return qsTr("%1 (double)").arg(value)
        }
        return value
    }
    // Whose turn it is, and what to do, in one line.
    function headline(): string {
        void Exhibit.language
        if (board.session.over || board.holder < 0)
            return ""
        const name = board.seatName(board.holder)
        switch (board.phase) {
        case "start":
            return board.mine ? qsTr("%1 begins the round: throw the dice!").arg(name)
                              : qsTr("%1 begins the round and throws.").arg(name)
        case "announce":
            if (Number(board.gameState.passingBlind ?? 0) === 1)
                return qsTr("%1 passes the cup on unseen and must announce more than %2.").arg(name).arg(board.toBeat)
            if (!board.mine)
                return qsTr("%1 looks under the cup and announces …").arg(name)
            if (!board.cupVisible)
                return qsTr("%1: announce a number – truth or bluff?").arg(name)
            return board.peeked ? qsTr("%1: announce a number – truth or bluff?").arg(name)
                                : qsTr("%1: peek under the cup, then announce.").arg(name)
        case "respond":
            return board.mine ? qsTr("%1 says “%2”. %3: believe or doubt?").arg(board.seatName(board.announcer)).arg(board.toBeat).arg(name)
                              : qsTr("%1 says “%2”. %3 thinks: believe or doubt?").arg(board.seatName(board.announcer)).arg(board.toBeat).arg(name)
        }
        return ""
    }
    // How the last round ended, in one sentence: who loses and why.
    function revealText(): string {
        void Exhibit.language
        const loser = Number(board.gameState.lastLoser ?? -1)
        if (loser < 0)
            return ""
        const lives = board.livesText(Number(board.gameState.lastPenalty ?? 1))
        const claim = String(board.gameState.lastClaim ?? "")
        const value = board.valueText(String(board.gameState.lastValue ?? ""))
        let text = ""
        switch (board.lastKind) {
        case "doubt":
            text = Number(board.gameState.lastClaimTrue ?? 0) === 1
                    ? qsTr("The truth! Under the cup: %1, not less than the announced %2 – %3 doubted wrongly and loses %4.")
                      .arg(value).arg(claim).arg(board.seatName(loser)).arg(lives)
                    : qsTr("A bluff! %1 announced %2, but under the cup: %3 – %1 loses %4.")
                      .arg(board.seatName(loser)).arg(claim).arg(value).arg(lives)
            break
        case "believe":
            text = qsTr("%1 believed the Mäxchen without looking and loses %2.").arg(board.seatName(loser)).arg(lives)
            break
        case "shown":
            text = qsTr("%1 threw Mäxchen and shows it at once – %2 loses %3.")
                    .arg(board.seatName(Number(board.gameState.lastClaimer ?? -1))).arg(board.seatName(loser)).arg(lives)
            break
        }
        if ((board.listOf("livesLeft")[loser] ?? 1) <= 0)
            text += " " + qsTr("%1 has no life left and is out.").arg(board.seatName(loser))
        return text
    }
    // A seat's last announcement in this round, and whether it was blind.
    function saidBy(seat: int): var {
        for (let i = board.history.length - 1; i >= 0; --i) {
            if (board.historySeats[i] === seat)
                return { value: String(board.history[i]), blind: (board.listOf("historyBlind")[i] ?? 0) === 1 }
        }
        return { value: "", blind: false }
    }
    function anchorOf(seat: int): point {
        const target = panels.itemAt(seat)
        if (!target)
            return Qt.point(board.width / 2, board.height / 2)
        return target.mapToItem(board, target.width / 2, target.height / 2)
    }
    function refresh() {
        board.legal = board.session.legalMoves()
        // Whatever happened, the cup is closed again: a peek lasts until the
        // next move, never into the next player's turn.
        board.peeked = false
        const moves = board.session.moveCount
        if (moves > board.shownMoves && board.shownMoves >= 0) {
            const last = board.session.lastMove
            const events = board.listOf("events")
            if (last.startsWith("roll"))
                table.shake()
            if (events.indexOf("reveal") >= 0 || events.indexOf("shown") >= 0)
                table.tumble()
            if (last.startsWith("announce") && board.holder >= 0 && board.announcer >= 0)
                flyingCup.createObject(board, { from: board.anchorOf(board.announcer), to: board.anchorOf(board.holder) })
        }
        board.shownMoves = moves
    }
    function play(move: string) {
        board.session.playMove(move)
    }

    Component.onCompleted: {
        board.baseDelay = board.session.computerDelay
        refresh()
    }
    Connections {
        target: board.session
        function onStateChanged() { board.refresh() }
        function onThinkingChanged() { board.legal = board.session.legalMoves() }
    }
    Binding {
        target: board.session
        property: "computerDelay"
        value: board.baseDelay * 2
        when: board.baseDelay >= 0 && !board.mine && !board.session.over
              && (board.phase === "respond" || (board.phase === "start" && board.lastKind.length > 0))
        restoreMode: Binding.RestoreBindingOrValue
    }

    // The players round the table.
    Row {
        id: players
        anchors { left: parent.left; right: parent.right; top: parent.top }
        spacing: Theme.px(12)
        Repeater {
            id: panels
            model: board.seatCount
            delegate: MxPlayerPanel {
                required property int index
                readonly property var saying: board.saidBy(index)
                objectName: "player" + index
                width: (players.width - (board.seatCount - 1) * players.spacing) / Math.max(1, board.seatCount)
                name: board.seatName(index)
                kind: GameTexts.playerText(board.session.seats[index])
                lives: Number(board.gameState.lives ?? 3)
                minus: board.listOf("minus")[index] ?? 0
                alive: (board.listOf("alive")[index] ?? 1) === 1
                active: !board.session.over && board.holder === index
                holdsCup: !board.session.over && board.holder === index && board.cupThrown
                said: saying.value
                saidBlind: saying.blind
            }
        }
    }

    // The cup and the dice, the announcement to beat, the round so far.
    MxTable {
        id: table
        objectName: "mxTable"
        anchors {
            left: parent.left; top: players.bottom; bottom: parent.bottom
            topMargin: Theme.spacing; bottomMargin: board.bottomReserve
        }
        width: Math.min(board.width * 0.36, Theme.px(720))
        readonly property bool lifted: !board.cupThrown && (board.lastKind === "doubt" || board.lastKind === "shown")
                                       && (board.listOf("lastDice")[0] ?? 0) > 0
        hasDice: board.cupThrown || lifted
        dice: board.cupThrown ? board.listOf("cupDice") : board.listOf("lastDice")
        covered: board.cupThrown && !(board.peeked && board.cupVisible)
        peekable: board.mine && board.phase === "announce" && board.cupVisible
        peeked: board.peeked
        valueNote: MxValues.kind(board.cupThrown ? String(board.gameState.cupValue ?? "") : String(board.gameState.lastValue ?? "")) === "maexchen"
                   ? qsTr("Mäxchen!") : ""
        toBeat: board.toBeat
        shownValue: lifted ? String(board.gameState.lastValue ?? "") : ""
        toBeatBy: board.announcer >= 0 ? board.seatName(board.announcer) : ""
        history: board.history.map((value, i) => ({ value: String(value), name: board.seatName(board.historySeats[i] ?? 0),
                                                     blind: (board.listOf("historyBlind")[i] ?? 0) === 1 }))
        onPeekChosen: board.peeked = true
        onCoverChosen: board.peeked = false
    }

    // Whose turn, what happened, and the person's choices.
    Column {
        id: side
        anchors {
            left: table.right; right: parent.right; top: players.bottom
            leftMargin: Theme.spacing; topMargin: Theme.spacing
        }
        spacing: Theme.spacing

        Item {
            width: parent.width
            height: Math.max(headlineText.implicitHeight, rankingButton.height)
            Text {
                id: headlineText
                objectName: "turnHeadline"
                anchors { left: parent.left; right: rankingButton.left; rightMargin: Theme.spacing; verticalCenter: parent.verticalCenter }
                wrapMode: Text.WordWrap
                text: board.headline()
                font.family: Theme.serif
                font.pixelSize: Theme.fontHeading
                font.bold: true
                color: Theme.wood
            }
            BigButton {
                id: rankingButton
                objectName: "rankingButton"
                anchors { right: parent.right; verticalCenter: parent.verticalCenter }
                width: Math.min(implicitWidth, parent.width * 0.34)
                primary: false
                fontSize: Theme.fontSmall
                text: qsTr("Which is higher?")
                onClicked: board.rankingShown = true
            }
        }

        // The last reveal, large while the new round has no announcement yet.
        Rectangle {
            id: revealCard
            width: parent.width
            // The person announcing needs the room for the picker.
            visible: revealLine.text.length > 0 && !picker.visible
            height: revealLine.implicitHeight + Theme.spacing
            radius: Theme.radius
            readonly property bool fresh: board.history.length === 0
            color: fresh ? "#fff6dc" : "transparent"
            border.color: fresh ? Theme.burgundy : "transparent"
            border.width: Theme.px(3)
            Text {
                id: revealLine
                objectName: "revealText"
                anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.spacing / 2 }
                wrapMode: Text.WordWrap
                text: {
                    const text = board.revealText()
                    return text.length === 0 || revealCard.fresh ? text : qsTr("Last round: %1").arg(text)
                }
                font.family: Theme.serif
                font.pixelSize: revealCard.fresh ? Theme.fontBody : Theme.fontSmall
                font.bold: revealCard.fresh
                color: revealCard.fresh ? Theme.burgundy : Theme.inkSoft
            }
        }

        // A computer at the cup.
        Row {
            visible: !board.mine && !board.session.over && board.holder >= 0
            spacing: Theme.spacing
            ThinkingIndicator {
                anchors.verticalCenter: parent.verticalCenter
                running: board.session.thinking
            }
            Text {
                text: {
                    void Exhibit.language
                    return qsTr("%1 is thinking …").arg(board.seatName(board.holder))
                }
                font.family: Theme.serif
                font.pixelSize: Theme.fontBody
                color: Theme.inkSoft
            }
        }

        // The round's first player throws.
        BigButton {
            objectName: "mxThrow"
            visible: board.mine && board.phase === "start"
            enabled: board.legal.indexOf("throw") >= 0
            fontSize: Theme.fontHeading
            text: qsTr("Throw the dice")
            onClicked: board.play("throw")
        }

        // The person with the cup announces.
        MxAnnouncePicker {
            id: picker
            width: parent.width
            visible: board.mine && board.phase === "announce"
            bottomReserve: board.cornerWidth
            values: MxValues.order.filter(value => board.legal.indexOf("announce " + value) >= 0)
            trueValue: board.peeked && board.cupVisible ? String(board.gameState.cupValue ?? "") : ""
            onAnnounceChosen: (value) => board.play("announce " + value)
        }

        // The person who receives the cup: believe (and throw) or doubt.
        MxResponse {
            width: parent.width - board.cornerWidth
            visible: board.mine && board.phase === "respond"
            legal: board.legal
            claim: board.toBeat
            claimer: board.announcer >= 0 ? board.seatName(board.announcer) : ""
            onChosen: (move) => board.play(move)
        }
    }

    // The cup handed on to the next player.
    Component {
        id: flyingCup
        MxCupShape {
            id: flying
            property point from
            property point to
            width: Theme.px(90)
            height: Theme.px(66)
            x: from.x - width / 2
            y: from.y - height / 2
            z: 20
            SequentialAnimation {
                running: true
                ParallelAnimation {
                    NumberAnimation { target: flying; property: "x"; to: flying.to.x - flying.width / 2; duration: 700; easing.type: Easing.InOutQuad }
                    NumberAnimation { target: flying; property: "y"; to: flying.to.y - flying.height / 2; duration: 700; easing.type: Easing.InOutQuad }
                }
                NumberAnimation { target: flying; property: "opacity"; to: 0; duration: 200 }
                ScriptAction { script: flying.destroy() }
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
        MxRankingPanel {
            objectName: "rankingPanel"
            anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; topMargin: Theme.spacing }
            width: Math.min(parent.width - 2 * Theme.spacing, Theme.px(1300))
            height: Math.min(parent.height - board.bottomReserve - 2 * Theme.spacing, Theme.px(880))
            marked: board.toBeat
            onCloseChosen: board.rankingShown = false
        }
    }
}
