pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib
import "tc_moves.js" as TcMoves

// The Toccateglispiel bound to a GameSession: the board with its stones and
// the two marker coins, the dice and what to do now under it, the scores
// (marker points and chalked Striche), what happened with every mark's
// reason, the Schule's buttons, and the page on the throws of two dice.
// Everything shown comes from the engine's state (RULES.md, "State for the
// board"); stones are moved only along the engine's list of plays.
Item {
    id: board
    objectName: "tcBoard"

    required property GameSession session
    // Height kept free at the bottom corners: the game screen puts its large
    // buttons (undo, start over) there, each as wide as its sideWidth.
    property real bottomReserve: Theme.touchLarge + Theme.spacing
    readonly property real cornerWidth: Math.min(Theme.px(360), width * 0.2)

    readonly property var gameState: session.state
    readonly property string phase: String(gameState.phase ?? "")
    readonly property var dice: gameState.dice ?? []
    readonly property bool moving: session.humanToMove && !session.thinking && phase === "move"
    readonly property int mover: moving ? session.toMove : -1
    readonly property var plays: moving ? TcMoves.parsePlays(session.legalMoves()) : []
    // The steps of the play being made, before it is complete.
    property var made: []
    property bool explanationShown: false

    // What was announced last (read by the kiosk test) and how many marks so far.
    property string lastAnnouncement
    property int announcedMarks: 0
    property int shownMoves: -1

    // The board as it looks with the steps made so far.
    readonly property var shown: {
        const counts = (board.gameState.pointCount ?? []).slice()
        const owners = (board.gameState.pointOwner ?? []).slice()
        const off = (board.gameState.borneOff ?? [0, 0]).slice()
        for (const step of board.made) {
            const from = Number(step.from) - 1
            counts[from] = counts[from] - 1
            if (counts[from] <= 0)
                owners[from] = -1
            if (step.to === "off") {
                off[board.mover] = off[board.mover] + 1
            } else {
                const to = Number(step.to) - 1
                counts[to] = (counts[to] ?? 0) + 1
                owners[to] = board.mover
            }
        }
        return { counts: counts, owners: owners, off: off }
    }
    readonly property var sources: TcMoves.sources(board.plays, board.made,
        point => board.shown.owners[Number(point) - 1] === board.mover ? board.shown.counts[Number(point) - 1] : 0)
    readonly property var targets: surface.selected.length > 0
                                   ? TcMoves.targetsFrom(board.plays, board.made, surface.selected) : ({})

    function listOf(key: string): var {
        return board.gameState[key] ?? []
    }

    function stepChosen(from: string, to: string) {
        const steps = board.targets[to] ?? []
        if (steps.length === 0)
            return
        board.made = board.made.concat(steps)
        surface.selected = ""
        const play = TcMoves.completed(board.plays, board.made)
        if (play)
            board.session.playMove(play.text)
    }

    function putBack() {
        board.made = []
        surface.selected = ""
    }

    // A move was played: say what it was and every mark it made, and let
    // the points a mark concerns flash.
    function announce(ply: int) {
        const move = board.session.lastMove
        const word = move.split(" ")[0]
        const seat = word === "dice" ? Number(board.gameState.thrower ?? -1) : board.session.lastMoveSeat
        const lines = [{ seat: seat, line: texts.moveText(seat, move, board.listOf("lots"), board.dice), mark: false }]
        // The Schule, after the review: what the throw had won (what was missed).
        const reviewed = word === "pass" || word === "force" || word === "schule"
        const concerned = []
        let upperRow = false // a hit stone or Hucke stands in the upper row
        const concern = (point) => {
            if (point > 0 && concerned.indexOf(point) < 0)
                concerned.push(point)
        }
        if (reviewed && Number(board.gameState.due ?? -1) >= 0) {
            const thrower = Number(board.gameState.thrower ?? 0)
            lines.push({ seat: thrower, mark: false,
                         line: texts.dueText(thrower, Number(board.gameState.due), Number(board.gameState.declared ?? 0)) })
            const dueReasons = board.listOf("dueReason"), duePoints = board.listOf("duePoints")
            const dueAt = board.listOf("dueAt"), dueFrom = board.listOf("dueFrom")
            for (let i = 0; i < dueReasons.length; ++i) {
                lines.push({ seat: thrower, mark: false,
                             line: "· " + texts.markText(dueReasons[i], duePoints[i], dueAt[i], dueFrom[i]) })
                concern(dueAt[i])
                concern(dueFrom[i])
                upperRow = upperRow || dueAt[i] >= 13
            }
        }
        const seats = board.listOf("markSeat"), reasons = board.listOf("markReason")
        const amounts = board.listOf("markPoints"), at = board.listOf("markAt"), from = board.listOf("markFrom")
        for (let i = 0; i < reasons.length; ++i) {
            lines.push({ seat: seats[i], mark: true,
                         line: texts.seatName(seats[i]) + " – " + texts.markText(reasons[i], amounts[i], at[i], from[i]) })
            concern(at[i])
            concern(from[i])
            upperRow = upperRow || at[i] >= 13
        }
        log.addMove(ply, lines)
        board.announcedMarks = board.announcedMarks + reasons.length
        if (reasons.length === 0 && !reviewed)
            return
        // The marks large over the board, in the row away from what they concern.
        board.lastAnnouncement = lines.slice(reviewed ? 0 : 1).map(entry => entry.line).join("\n")
        toast.lowRow = upperRow
        toast.show(board.lastAnnouncement)
        surface.flashPoints = concerned
        surface.flashSerial = surface.flashSerial + 1
    }

    function refresh() {
        const moves = board.session.moveCount
        if (moves < board.shownMoves) {
            log.keepUpTo(moves)
            toast.hide()
        } else if (moves > board.shownMoves && moves > 0)
            board.announce(moves)
        board.shownMoves = moves
        board.made = []
        surface.selected = ""
        surface.dragging = false
    }

    Component.onCompleted: refresh()
    Connections {
        target: board.session
        function onStateChanged() { board.refresh() }
    }

    TcTexts {
        id: texts
    }

    TcBoardSurface {
        id: surface
        objectName: "tcSurface"
        x: 0
        y: 0
        width: board.width - panel.width - Theme.spacing
        height: board.height - board.bottomReserve
        counts: board.shown.counts
        owners: board.shown.owners
        borneOff: board.shown.off
        markers: board.listOf("markers")
        huckePoints: board.gameState.huckePoint ?? [12, 13]
        mover: board.mover
        sources: board.sources
        targets: board.targets
        onStepChosen: (from, to) => board.stepChosen(from, to)
    }

    // Announcements of marks, large over the board for a few seconds.
    TcToast {
        id: toast
        // Over a row, so the marker coins in the middle stay in sight: the
        // lower row when a mark concerns a point of the upper one.
        property bool lowRow: false
        anchors.horizontalCenter: surface.horizontalCenter
        y: lowRow ? surface.bottomRowY + surface.pointHeight - height - Theme.spacing
                  : surface.numberRoom + Theme.spacing
        width: Math.min(surface.width * 0.8, Theme.px(1000))
    }

    // Right of the board: scores, what happened, decisions, the throws page.
    Item {
        id: panel
        anchors { right: parent.right; top: parent.top }
        // The board needs twelve points of touchMin beside its frame.
        width: Math.min(Theme.px(460), board.width - Theme.spacing
                        - (12 * Theme.touchMin + 2 * surface.sideBorder + surface.barWidth + surface.trayWidth))
        height: board.height - board.bottomReserve

        TcScorePanel {
            id: scores
            anchors { left: parent.left; right: parent.right; top: parent.top }
            texts: texts
            seats: board.session.seats
            markers: board.listOf("markers")
            striche: board.listOf("striche")
            partieStriche: Number(board.gameState.partieStriche ?? 6)
            active: board.session.over ? -1 : board.session.toMove
        }
        // In the Schule, what to look at; then what happened, newest first.
        Text {
            id: hint
            objectName: "tcHint"
            anchors { left: parent.left; right: parent.right; top: scores.bottom; topMargin: Theme.px(10) }
            readonly property bool fits: implicitHeight <= actions.y - scores.height - Theme.px(20)
            visible: text.length > 0 && fits
            height: visible ? implicitHeight : 0
            text: board.session.humanToMove && !board.session.thinking ? texts.hint(board.phase) : ""
            wrapMode: Text.WordWrap
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            font.italic: true
            color: Theme.wood
        }
        TcMarkLog {
            id: log
            anchors {
                left: parent.left; right: parent.right; top: hint.bottom; bottom: actions.top
                topMargin: Theme.px(10); bottomMargin: Theme.px(10)
            }
            visible: height >= Theme.fontSmall * 1.5
        }
        // Older lines fade out at the log's bottom edge: there is more below.
        Rectangle {
            anchors { left: log.left; right: log.right; bottom: log.bottom }
            height: Theme.px(40)
            visible: log.visible && log.contentHeight > log.height && !log.atYEnd
            gradient: Gradient {
                GradientStop { position: 0.0; color: "#00f3ead6" }
                GradientStop { position: 1.0; color: Theme.paper }
            }
        }
        TcActions {
            id: actions
            anchors {
                left: parent.left; right: parent.right
                bottom: explainButton.visible ? explainButton.top : parent.bottom
                bottomMargin: explainButton.visible ? Theme.px(8) : 0
            }
            session: board.session
            texts: texts
            phase: board.phase
            canPutBack: board.made.length > 0
            onPutBackChosen: board.putBack()
        }
        BigButton {
            id: explainButton
            objectName: "tcExplain"
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
            height: Theme.touchMin
            // Out of the way while a person marks or reviews: the hint needs the room.
            visible: !(board.session.humanToMove && (board.phase === "declare" || board.phase === "review"))
            primary: false
            fontSize: Theme.fontSmall
            text: qsTr("Throws and doublets")
            onClicked: board.explanationShown = true
        }
    }

    // Under the board, between the game screen's corner buttons: the dice
    // and what to do now.
    TcTurnStrip {
        objectName: "tcTurn"
        x: board.cornerWidth + Theme.spacing
        y: board.height - Theme.touchLarge
        width: board.width - 2 * (board.cornerWidth + Theme.spacing)
        height: Theme.touchLarge
        texts: texts
        session: board.session
        phase: board.phase
        dice: board.dice
        halfMade: board.made.length > 0
        byForce: TcMoves.onlyGewalt(board.plays, board.made)
    }

    TcExplanation {
        objectName: "tcExplanation"
        visible: board.explanationShown
        z: 30
        x: 0
        y: 0
        width: board.width
        height: board.height - board.bottomReserve
        texts: texts
        onCloseChosen: board.explanationShown = false
    }
}
