pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib
import "sowing_events.js" as Sowing

// The Glasperlenspiel bound to a GameSession: two rows of five pits (South's
// A-E below, left to right; North's a-e above, right to left: sowing runs
// counterclockwise), each player's cup with his points at his right-hand
// end, the hand of the player who sows, and every turn animated bead by
// bead, for people, computers and the master game alike. The board shows
// the engine's state (RULES.md, "State for the board") and forwards touches;
// which touches are legal comes from session.nextInputs().
Item {
    id: board
    objectName: "glasperlenBoard"

    required property GameSession session
    // Height kept free at the bottom corners: the game screen puts its large
    // buttons (undo, start over) there, except while a record is viewed.
    property real bottomReserve: Theme.touchLarge + Theme.spacing
    // The game screen's corner buttons are a fifth of its width, at most 360 px.
    readonly property real cornerWidth: Math.min(Theme.px(360), width * 0.2) + Theme.spacing

    readonly property var gameState: session.state
    readonly property var pitNames: gameState.pits ?? []
    readonly property string phase: String(gameState.phase ?? "")
    readonly property int toMove: Number(gameState.toMove ?? 0)
    // The points shown change when the animation ends, with the gems in the cup.
    readonly property var points: display.points
    readonly property bool viewing: session.viewing
    readonly property var viewMeta: session.viewMeta
    readonly property bool personSows: session.humanToMove && phase === "sow"
    readonly property bool personTakes: session.humanToMove && phase === "take"

    // What the pits, cups and hand show: the engine's state, or on the way to
    // it while a turn is animated (sowing_events.js).
    property var display: Sowing.displayOf(gameState)
    property var target: display
    property var shown: null
    property var queue: []
    property bool busy: false
    // Beads sent flying so far (the tests see an animation that is already over).
    property int flights: 0
    property int generation: 0
    property int animOrigin: -1
    property int animSeat: -1
    property var nextTouches: []
    property var flashSerials: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    readonly property int stepMs: Math.round(Theme.moveDuration * 0.8)

    GpTexts {
        id: texts
    }

    function refresh() {
        // The session's state itself: this runs on its stateChanged, possibly
        // before the gameState binding has caught up.
        const st = board.session.state
        if (board.busy)
            board.finishNow()
        const events = Sowing.eventsBetween(board.shown, st, board.pitNames)
        board.shown = Sowing.progressOf(st)
        board.target = Sowing.displayOf(st)
        if (events === null || events.length === 0) {
            board.display = board.target
        } else {
            board.queue = events
            board.busy = true
            board.nextEvent()
        }
        board.nextTouches = board.session.nextInputs()
    }

    // Ends the running animation at once: the board shows where it led.
    function finishNow() {
        board.generation = board.generation + 1
        board.queue = []
        board.busy = false
        board.animOrigin = -1
        board.animSeat = -1
        board.display = board.target
        for (let i = flyLayer.children.length - 1; i >= 0; --i)
            flyLayer.children[i].destroy()
    }

    function centreOf(item: Item): point {
        return item ? item.mapToItem(board, item.width / 2, item.height / 2) : Qt.point(board.width / 2, board.height / 2)
    }
    function pitCentre(index: int): point {
        return board.centreOf(index >= 5 ? northRow.itemAt(9 - index) : southRow.itemAt(index))
    }
    function cupCentre(seat: int): point {
        return board.centreOf(seat === 0 ? southCup : northCup)
    }

    function nextEvent() {
        if (board.queue.length === 0) {
            board.busy = false
            board.animOrigin = -1
            board.animSeat = -1
            board.display = board.target
            return
        }
        const ev = board.queue[0]
        board.queue = board.queue.slice(1)
        board.animSeat = ev.seat
        board.animOrigin = ev.origin
        board.display = Sowing.applied(board.display, ev, false)
        // The hand lies under the board; a recorded game has no hand there
        // (its controls are), so its beads leave from the starting pit.
        const handPoint = board.viewing ? board.pitCentre(board.animOrigin) : board.centreOf(hand)
        let from = handPoint, to = handPoint, beads = String(ev.bead ?? "")
        if (ev.kind === "lift") {
            from = board.pitCentre(ev.pit)
            beads = ev.beads
        } else if (ev.kind === "drop") {
            to = board.pitCentre(ev.pit)
        } else {
            from = ev.from >= 0 ? board.pitCentre(ev.from) : board.cupCentre(1 - ev.seat)
            to = board.cupCentre(ev.seat)
            if (ev.from >= 0) {
                const serials = board.flashSerials.slice()
                serials[ev.from] = serials[ev.from] + 1
                board.flashSerials = serials
            }
        }
        board.flights = board.flights + 1
        flight.createObject(flyLayer, {
            from: from, to: to, beads: beads, event: ev, generation: board.generation,
            duration: ev.kind === "take" ? board.stepMs * 1.5 : board.stepMs
        })
    }

    function arrived(ev: var, generation: int) {
        if (generation !== board.generation)
            return
        board.display = Sowing.applied(board.display, ev, true)
        board.nextEvent()
    }

    function pitTarget(index: int): bool {
        if (board.busy || board.viewing)
            return false
        const name = "pit:" + board.pitNames[index]
        return board.nextTouches.some(id => id === name || id.startsWith(name + ":"))
    }
    // Tapping a pit picks it, or takes its gem when it holds only one that
    // may be taken (otherwise the buttons under the board choose).
    function pitTouched(index: int) {
        const name = "pit:" + board.pitNames[index]
        const ids = board.nextTouches.filter(id => id === name || id.startsWith(name + ":"))
        if (ids.length === 1)
            board.session.touch(ids[0])
    }

    function headline(): string {
        void Exhibit.language
        const mover = texts.seatName(board.toMove)
        if (board.viewing) {
            if (board.session.viewPly === 0)
                return qsTr("The start: every pit holds a stone and a gem.")
            if (board.session.over)
                return texts.reasonText(board.session.reason, board.session.winner)
            return texts.turnText(board.gameState, "last")
        }
        if (board.busy && board.animSeat >= 0)
            return qsTr("%1 sows …").arg(texts.seatName(board.animSeat))
        if (board.session.over)
            return ""
        if (board.session.thinking)
            return qsTr("%1 is thinking …").arg(mover)
        if (board.personTakes) {
            const left = Number(board.gameState.takesLeft ?? 1)
            return left > 1 ? qsTr("Indirect capture! %1, choose %3 gems of %2's, one by one.").arg(mover).arg(texts.seatName(1 - board.toMove)).arg(left)
                            : qsTr("Indirect capture! %1, choose a gem of %2's to take.").arg(mover).arg(texts.seatName(1 - board.toMove))
        }
        if (board.personSows)
            return qsTr("%1, place the beads one by one: which one goes into pit %2?").arg(mover).arg(board.pitNames[Number(board.gameState.nextPit ?? 0)] ?? "")
        if (board.session.humanToMove)
            return qsTr("%1 to move: tap one of your pits.").arg(mover)
        return ""
    }
    // The rule a visitor needs right now: the feeding obligation.
    function notice(): string {
        void Exhibit.language
        if (board.viewing || board.busy || Number(board.gameState.feeding ?? 0) !== 1 || board.phase !== "choose")
            return ""
        return qsTr("%1 has no bead left on his side: %2 must give him at least one, so only a pit whose beads reach his side may be picked.")
            .arg(texts.seatName(1 - board.toMove)).arg(texts.seatName(board.toMove))
    }

    Component.onCompleted: refresh()
    Connections {
        target: board.session
        function onStateChanged() { board.refresh() }
        function onPartialChanged() { board.nextTouches = board.session.nextInputs() }
        function onThinkingChanged() { board.nextTouches = board.session.nextInputs() }
    }

    // What is happening, what to do, and what the last turn did.
    Column {
        id: status
        anchors { left: parent.left; right: parent.right; top: parent.top }
        spacing: Theme.px(6)
        Text {
            objectName: "gpHeadline"
            width: parent.width
            text: board.headline()
            visible: text.length > 0
            font.family: Theme.serif
            font.pixelSize: board.viewing ? Theme.fontSmall : Theme.fontBody
            font.bold: !board.viewing
            color: Theme.wood
            wrapMode: Text.WordWrap
            maximumLineCount: 4
            elide: Text.ElideRight
        }
        Text {
            objectName: "gpNotice"
            width: parent.width
            text: board.notice()
            visible: text.length > 0
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.burgundy
            wrapMode: Text.WordWrap
        }
        Text {
            objectName: "gpLastTurn"
            width: parent.width
            text: board.viewing || board.busy || board.personSows || board.personTakes ? "" : texts.turnText(board.gameState, "last")
            visible: text.length > 0
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
            wrapMode: Text.WordWrap
            maximumLineCount: 3
            elide: Text.ElideRight
        }
    }

    // The board itself: North's cup left, the two rows, South's cup right.
    readonly property real frameSpace: height - status.height - bottomBar.height - 2 * Theme.spacing
    readonly property real gap: Theme.px(14)
    readonly property real pitSize: Math.max(60, Math.min((frameSpace - 2 * gap - gap) / 2, (width - 8 * gap) / 7.4))
    readonly property real cupWidth: pitSize * 1.2

    Rectangle {
        id: frame
        anchors { horizontalCenter: parent.horizontalCenter; top: status.bottom; topMargin: Theme.spacing }
        width: 2 * board.cupWidth + 5 * board.pitSize + 8 * board.gap
        height: 2 * board.pitSize + 3 * board.gap
        radius: board.pitSize * 0.35
        color: Theme.boardWood
        border.color: Theme.wood
        border.width: Theme.px(8)

        GpCup {
            id: northCup
            objectName: "cup1"
            x: board.gap
            y: board.gap
            width: board.cupWidth
            height: frame.height - 2 * board.gap
            seatName: texts.seatName(1)
            playerText: board.viewing ? String(board.viewMeta.north ?? "") : GameTexts.playerText(board.session.seats[1])
            gems: board.display.cups[1] ?? ""
            points: Number(board.points[1] ?? 0)
            active: !board.session.over && board.toMove === 1 && !board.viewing
            target: board.personTakes && board.toMove === 0 && board.nextTouches.some(id => id.startsWith("cup:"))
        }
        Repeater {
            id: northRow
            model: 5
            delegate: GpPit {
                id: northPit
                required property int index
                readonly property int pitIndex: 9 - index
                objectName: "pit_" + (board.pitNames[pitIndex] ?? "")
                x: board.cupWidth + (index + 2) * board.gap + index * board.pitSize
                y: board.gap
                width: board.pitSize
                height: board.pitSize
                letter: board.pitNames[pitIndex] ?? ""
                beads: board.display.pits[pitIndex] ?? ""
                target: board.pitTarget(pitIndex)
                nextDrop: board.personSows && !board.busy && Number(board.gameState.nextPit ?? -1) === pitIndex
                origin: board.busy ? board.animOrigin === pitIndex : (board.phase === "sow" || board.phase === "take") && Number(board.gameState.origin ?? -1) === pitIndex
                flashSerial: board.flashSerials[pitIndex]
                onTouched: board.pitTouched(northPit.pitIndex)
            }
        }
        Repeater {
            id: southRow
            model: 5
            delegate: GpPit {
                id: southPit
                required property int index
                objectName: "pit_" + (board.pitNames[index] ?? "")
                x: board.cupWidth + (index + 2) * board.gap + index * board.pitSize
                y: 2 * board.gap + board.pitSize
                width: board.pitSize
                height: board.pitSize
                letter: board.pitNames[index] ?? ""
                beads: board.display.pits[index] ?? ""
                target: board.pitTarget(index)
                nextDrop: board.personSows && !board.busy && Number(board.gameState.nextPit ?? -1) === index
                origin: board.busy ? board.animOrigin === index : (board.phase === "sow" || board.phase === "take") && Number(board.gameState.origin ?? -1) === index
                flashSerial: board.flashSerials[index]
                onTouched: board.pitTouched(southPit.index)
            }
        }
        GpCup {
            id: southCup
            objectName: "cup0"
            x: frame.width - board.gap - width
            y: board.gap
            width: board.cupWidth
            height: frame.height - 2 * board.gap
            seatName: texts.seatName(0)
            playerText: board.viewing ? String(board.viewMeta.south ?? "") : GameTexts.playerText(board.session.seats[0])
            gems: board.display.cups[0] ?? ""
            points: Number(board.points[0] ?? 0)
            active: !board.session.over && board.toMove === 0 && !board.viewing
            target: board.personTakes && board.toMove === 1 && board.nextTouches.some(id => id.startsWith("cup:"))
        }
    }

    // Under the board: the hand (or the master game's controls).
    Item {
        id: bottomBar
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        height: Theme.touchLarge + Theme.fontSmall * 1.5 + Theme.px(8)

        GpHand {
            id: hand
            objectName: "gpHand"
            visible: !board.viewing
            anchors { fill: parent; leftMargin: board.cornerWidth; rightMargin: board.cornerWidth }
            beads: board.display.hand
            sowing: board.personSows && !board.busy
            takeChoices: board.personTakes && !board.busy ? board.nextTouches : []
            enabledTouches: board.nextTouches
            suggestion: board.session.suggestion
            suggesting: board.session.suggesting
            caption: {
                void Exhibit.language
                if (board.display.handSeat < 0 || board.display.hand.length === 0)
                    return ""
                return qsTr("In %1's hand").arg(texts.seatName(board.display.handSeat))
            }
            onTouched: (id) => board.session.touch(id)
            onSuggestRequested: board.session.suggest()
            onSuggestionAccepted: board.session.playSuggestion()
        }
        GpViewer {
            objectName: "gpViewer"
            visible: board.viewing
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
            session: board.session
            moverName: texts.seatName(board.session.lastMoveSeat)
        }
    }

    // Beads on their way: from a pit into the hand, from the hand into a
    // pit, from a pit or cup into the capturer's cup.
    Item {
        id: flyLayer
        anchors.fill: parent
        z: 10
    }
    Component {
        id: flight
        GpFlight {
            size: board.pitSize * 0.3
            onArrived: (event, generation) => board.arrived(event, generation)
        }
    }
}
