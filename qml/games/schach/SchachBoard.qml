pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Schach bound to a GameSession, on the kit's SquareBoard. Touch a piece:
// its squares light up; touch one to move. A touch on a square the piece may
// not go to (or on a piece that cannot move) keeps it chosen and offers
// "Warum?", which words the engine's reason (state key `why`). A pawn on the
// last row asks for its new piece with four large buttons. Check rings the
// king's square and shows "Schach!". After the game, the three moments where
// the game turned become the end screen's lines (`endLines`).
Item {
    id: board

    required property GameSession session
    property real bottomReserve: Theme.touchLarge + Theme.spacing

    readonly property var gameState: session.state
    readonly property var codes: gameState.board ?? []
    readonly property bool inCheck: Number(gameState.inCheck ?? 0) === 1 && !session.over
    readonly property string checkSquare: String(gameState.check ?? "")
    readonly property var whyList: Array.from(gameState.why ?? []).map(String)
    readonly property var partialTouches: Array.from(session.partial ?? []).map(String)
    readonly property bool choosingPromotion: partialTouches.length === 2 && nextTouches.length > 0
    readonly property real panelWidth: Math.min(Theme.px(360), width * 0.2)
    readonly property int humanSeat: {
        const seats = board.session.seats
        const people = [0, 1].filter(s => s < seats.length && seats[s].kind !== "computer")
        return people.length === 1 ? people[0] : 0
    }
    // Presentation only: true while the last move still glides.
    readonly property bool holdsEnd: board.session.over && !squareBoard.settled
    readonly property var endLines: {
        void Exhibit.language
        const moments = Array.from(board.gameState.moments ?? []).map(String)
        if (moments.length === 0)
            return []
        return [qsTr("Where the game turned:")].concat(moments.map(m => words.moment(m)))
    }

    property var nextTouches: []
    // A refused try: the chosen piece's square and, if touched, the target.
    property string refusedFrom: ""
    property string refusedTo: ""
    property string explanation: ""

    readonly property var shownPieces: {
        const list = []
        for (let i = 0; i < board.codes.length; ++i) {
            const code = Number(board.codes[i])
            if (code === 0)
                continue
            list.push({
                cell: board.squareName(i),
                kind: words.kinds[code & 7],
                seat: code < 8 ? 0 : 1,
                name: words.pieceName(code)
            })
        }
        return list
    }

    function squareName(index: int): string {
        return String.fromCharCode(97 + index % 8) + (Math.floor(index / 8) + 1)
    }
    function codeAt(cell: string): int {
        const index = (Number(cell.slice(1)) - 1) * 8 + (cell.charCodeAt(0) - 97)
        return Number(board.codes[index] ?? 0)
    }
    function ownPiece(cell: string): bool {
        const code = codeAt(cell)
        return code !== 0 && (code < 8 ? 0 : 1) === board.session.toMove
    }
    function clearRefusal() {
        board.refusedFrom = ""
        board.refusedTo = ""
        board.explanation = ""
    }
    // The sentence for the refused try (the engine's reason, or the piece's movement).
    function explain() {
        const type = codeAt(board.refusedFrom) & 7
        let reason = ""
        if (board.refusedTo.length > 0) {
            const key = board.refusedFrom + board.refusedTo + ":"
            const entry = board.whyList.find(e => e.startsWith(key))
            reason = entry ? entry.slice(key.length) : ""
        } else {
            // A piece without any move: the first reason the engine gives for it.
            const entry = board.whyList.find(e => e.startsWith(board.refusedFrom))
            const preferred = board.whyList.find(e => e.startsWith(board.refusedFrom)
                                                  && (e.endsWith(":pinned") || e.endsWith(":check_not_answered")))
            reason = preferred ? preferred.slice(5) : entry ? entry.slice(5) : "stuck"
            if (reason === "path_blocked")
                reason = "stuck"
        }
        board.explanation = words.why(reason, type)
    }
    function tapped(cell: string) {
        if (!board.session.humanToMove)
            return
        if (board.choosingPromotion) { // a touch beside the chooser takes the move back
            board.session.cancelInput()
            return
        }
        const from = board.partialTouches.length === 1 ? board.partialTouches[0] : board.refusedFrom
        // After a refused try its piece is chosen again, so its squares light up.
        if (board.partialTouches.length === 0 && from.length > 0
                && board.session.nextInputs().indexOf(from) >= 0)
            board.session.touch(from)
        if (board.nextTouches.indexOf(cell) >= 0) {
            board.clearRefusal()
            board.session.touch(cell)
            return
        }
        if (board.ownPiece(cell)) {
            // Another own piece: choose it; the same one again: put it down; one
            // without a move: keep it chosen for "Warum?".
            board.clearRefusal()
            board.session.cancelInput()
            if (cell === from)
                return
            if (board.session.nextInputs().indexOf(cell) >= 0)
                board.session.touch(cell)
            else
                board.refusedFrom = cell
            return
        }
        if (from.length > 0) {
            board.session.cancelInput()
            board.refusedFrom = from
            board.refusedTo = cell
            board.explanation = ""
        }
    }

    Component.onCompleted: board.nextTouches = board.session.nextInputs()

    SchachWords { id: words }

    Connections {
        target: board.session
        function onStateChanged() {
            board.clearRefusal()
            board.nextTouches = board.session.nextInputs()
        }
        function onPartialChanged() { board.nextTouches = board.session.nextInputs() }
        function onThinkingChanged() { board.nextTouches = board.session.nextInputs() }
    }

    Column {
        id: status
        anchors { left: parent.left; right: parent.right; top: parent.top }
        spacing: Theme.px(6)

        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: Theme.spacing
            Text {
                objectName: "turnText"
                text: board.session.over ? "" : GameTexts.toMoveText("schach", board.session.toMove)
                font.family: Theme.serif
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.wood
            }
            Rectangle {
                objectName: "checkBanner"
                visible: board.inCheck
                anchors.verticalCenter: parent.verticalCenter
                width: checkText.implicitWidth + 2 * Theme.spacing
                height: checkText.implicitHeight + Theme.px(12)
                radius: Theme.radius
                color: "#b3261e"
                Text {
                    id: checkText
                    anchors.centerIn: parent
                    text: qsTr("Check!")
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    color: Theme.onDark
                }
            }
            ThinkingIndicator {
                anchors.verticalCenter: parent.verticalCenter
                visible: board.session.thinking
                running: board.session.thinking
            }
        }
        Text {
            objectName: "hintText"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: {
                void Exhibit.language
                if (board.session.thinking)
                    return qsTr("The computer is thinking …")
                if (board.session.over || !board.session.humanToMove)
                    return ""
                if (board.choosingPromotion)
                    return qsTr("Your pawn has reached the last row: what should it become?")
                if (board.refusedFrom.length > 0)
                    return qsTr("That is not allowed. Press “Why?” – or touch a glowing square.")
                if (board.partialTouches.length === 1)
                    return qsTr("Where should it go? Touch a glowing square.")
                return board.inCheck ? qsTr("Your king is in check! Protect it.")
                                     : qsTr("Touch one of your pieces: its squares light up.")
            }
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            color: board.inCheck ? Theme.burgundy : Theme.inkSoft
            wrapMode: Text.WordWrap
        }
    }

    SchachPlayers {
        objectName: "players"
        anchors { left: parent.left; top: status.bottom; topMargin: Theme.spacing }
        width: board.panelWidth
        height: Math.max(Theme.px(200), parent.height - y - board.bottomReserve)
        session: board.session
        captured: board.gameState.captured ?? [0, 0]
        bottomSeat: board.humanSeat
    }

    SchachSide {
        objectName: "side"
        anchors { right: parent.right; top: status.bottom; topMargin: Theme.spacing }
        width: board.panelWidth
        height: Math.max(Theme.px(200), parent.height - y - board.bottomReserve)
        sanMoves: Array.from(board.gameState.san ?? []).map(String)
        canAsk: board.refusedFrom.length > 0 && !board.session.over
        explanation: board.explanation
        onAsked: board.explain()
    }

    SquareBoard {
        id: squareBoard
        objectName: "schachBoard"
        anchors {
            top: status.bottom
            topMargin: Theme.spacing
            bottom: parent.bottom
            horizontalCenter: parent.horizontalCenter
        }
        width: parent.width - 2 * board.panelWidth - 2 * Theme.spacing
        rows: 8
        columns: 8
        checkered: true
        coordinates: true
        pieceScale: 0.9
        turns: board.humanSeat === 1 ? 2 : 0
        pieces: board.shownPieces
        selectable: board.partialTouches.length === 0 && board.refusedFrom.length === 0 ? board.nextTouches : []
        selected: board.refusedFrom.length > 0 ? [board.refusedFrom] : board.partialTouches.slice(0, 2)
        targets: board.partialTouches.length === 1 ? board.nextTouches : []
        lastMove: [String(board.gameState.lastFrom ?? ""), String(board.gameState.lastTo ?? "")].filter(c => c.length > 0)
        cellColors: board.refusedTo.length > 0 ? ({ [board.refusedTo]: "#c0d05050" }) : ({})
        onCellTapped: (cell) => board.tapped(cell)

        // The king in check: a red ring on its square.
        Rectangle {
            objectName: "checkRing"
            visible: board.inCheck && board.checkSquare.length > 0
            readonly property point centre: squareBoard.cellCenter(board.checkSquare)
            x: centre.x - width / 2
            y: centre.y - height / 2
            z: 10
            width: squareBoard.cellSize * 0.96
            height: width
            radius: width / 2
            color: "transparent"
            border.color: "#d32f2f"
            border.width: Math.max(6, squareBoard.cellSize * 0.09)
        }
    }

    // The promotion: four large buttons over the board.
    Rectangle {
        objectName: "promotionChooser"
        visible: board.choosingPromotion
        anchors.centerIn: squareBoard
        z: 20
        width: promotionRow.implicitWidth + 2 * Theme.spacing
        height: promotionColumn.implicitHeight + 2 * Theme.spacing
        radius: Theme.radius
        color: Theme.paper
        border.color: Theme.brass
        border.width: Theme.px(6)
        Column {
            id: promotionColumn
            anchors.centerIn: parent
            spacing: Theme.spacing
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: qsTr("The pawn becomes …")
                font.family: Theme.serif
                font.pixelSize: Theme.fontHeading
                font.bold: true
                color: Theme.wood
            }
            Row {
                id: promotionRow
                spacing: Theme.spacing
                Repeater {
                    model: ["q", "r", "b", "n"]
                    delegate: Rectangle {
                        id: choice
                        required property string modelData
                        objectName: "promote_" + modelData
                        width: Math.max(Theme.touchLarge * 1.5, Theme.px(170))
                        height: width * 1.25
                        radius: Theme.radius
                        color: Theme.paperDeep
                        border.color: Theme.wood
                        border.width: Theme.px(3)
                        Accessible.role: Accessible.Button
                        Accessible.name: words.promotionName(modelData)
                        Accessible.onPressAction: board.session.touch(choice.modelData)
                        BoardPiece {
                            anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; topMargin: Theme.px(8) }
                            diameter: parent.width * 0.8
                            kind: ({ q: "queen", r: "rook", b: "bishop", n: "knight" })[choice.modelData]
                            seat: board.session.toMove
                        }
                        Text {
                            anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.px(8) }
                            text: words.promotionName(choice.modelData)
                            font.family: Theme.serif
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                            color: Theme.ink
                        }
                        MouseArea {
                            anchors.fill: parent
                            onClicked: board.session.touch(choice.modelData)
                        }
                    }
                }
            }
        }
    }
}
