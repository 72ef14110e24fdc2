pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib
import "bg_layout.js" as Layout

// Backgammon bound to a GameSession: the table with its points, bar and
// tray (BgTable), the dice thrown by a touch and tumbling, a turn entered
// checker by checker (a touched checker lights the points it may go to)
// with a step back until "Fertig" confirms it, and the doubling cube when
// the option is on. It shows the engine's state and forwards touches; the
// rules are the engine's (engine/games/backgammon/RULES.md).
Item {
    id: board
    objectName: "backgammonBoard"

    required property GameSession session

    readonly property var gameState: session.state
    readonly property string phase: String(gameState.phase ?? "")
    readonly property int side: Number(gameState.side ?? 0)
    readonly property var partial: Array.from(session.partial ?? [])
    // Re-read whenever the position or the touches so far change.
    readonly property var nextInputs: {
        void board.partial
        void board.gameState
        return board.session.humanToMove && !board.session.thinking ? board.session.nextInputs() : []
    }
    readonly property var shown: Layout.shownPosition(gameState, partial)
    readonly property var dice: Array.from(gameState.dice ?? [])
    readonly property var usedDice: Layout.usedDice(dice, partial, side)
    readonly property bool canConfirm: nextInputs.indexOf("done") >= 0
    readonly property bool mustPass: canConfirm && partial.length === 0
    property var faces: []
    property int tumbles: 0
    readonly property bool settled: tumbles === 0
    readonly property bool holdsEnd: false

    readonly property var endLines: {
        void Exhibit.language
        if (!board.session.over)
            return []
        const lines = [qsTr("%1 wins %2.").arg(GameTexts.seatName("backgammon", board.session.winner))
                                         .arg(GameTexts.points(Number(board.gameState.pointsWon ?? 1)))]
        const result = review.result
        const gnubg = result.judge === "gnubg"
        for (const entry of (result.seats ?? [])) {
            const name = GameTexts.seatName("backgammon", entry.seat)
            if (!entry.found) {
                lines.push(gnubg ? qsTr("GNU Backgammon finds no real mistake in the moves of %1.").arg(name)
                                 : qsTr("Our computer finds no real mistake in the moves of %1.").arg(name))
                continue
            }
            const sentence = gnubg
                ? qsTr("GNU Backgammon: the biggest mistake of %1 was turn %2 (dice %3): %4. Better was %5, with a chance to win of %6 instead of %7 in 100.")
                : qsTr("Our computer: the biggest mistake of %1 was turn %2 (dice %3): %4. Better was %5, with a chance to win of %6 instead of %7 in 100.")
            lines.push(sentence.arg(name).arg(entry.turn).arg(entry.dice).arg(entry.played).arg(entry.best)
                               .arg(entry.bestChance).arg(entry.playedChance))
        }
        return lines
    }

    // GNU Backgammon's view of each person's biggest mistake, once the game
    // is over (app/play/engines/backgammon_review.h).
    BackgammonReview {
        id: review
        session: board.session
    }

    function replay(list) {
        board.session.cancelInput()
        for (const t of list)
            board.session.touch(t)
    }
    function stepBack() {
        const p = board.partial
        board.replay(p.length % 2 === 1 ? p.slice(0, -1) : p.slice(0, -2))
    }
    function touched(id: string) {
        const p = board.partial
        if (p.length % 2 === 1 && id === p[p.length - 1]) {
            board.replay(p.slice(0, -1)) // the chosen checker again: put it back
            return
        }
        if (board.nextInputs.indexOf(id) >= 0) {
            board.session.touch(id)
        } else if (p.length % 2 === 1) {
            board.replay(p.slice(0, -1)) // another checker instead
            if (board.session.nextInputs().indexOf(id) >= 0)
                board.session.touch(id)
        }
    }

    // A new throw tumbles (the same dice described again do not).
    property string diceKey: ""
    Component.onCompleted: {
        board.diceKey = board.dice.join(",")
        board.faces = board.dice
    }
    onDiceChanged: {
        const key = board.dice.join(",")
        if (key === board.diceKey)
            return
        board.diceKey = key
        if (board.dice.length > 0) {
            board.tumbles = 7
            tumbleTimer.restart()
        } else {
            board.faces = []
        }
    }
    Timer {
        id: tumbleTimer
        interval: 70
        repeat: true
        onTriggered: {
            board.tumbles -= 1
            board.faces = board.tumbles > 0 ? board.dice.map(() => 1 + Math.floor(Math.random() * 6)) : board.dice
            if (board.tumbles <= 0)
                stop()
        }
    }

    readonly property real sideWidth: Math.min(Theme.px(360), (width - 2 * Theme.spacing) * 0.2)

    Text {
        id: status
        objectName: "backgammonStatus"
        anchors { left: table.left; right: table.right; top: parent.top }
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        maximumLineCount: 2
        font.family: Theme.serif
        font.pixelSize: Theme.fontBody
        color: Theme.ink
        text: {
            void Exhibit.language
            const name = GameTexts.seatName("backgammon", board.side)
            if (board.session.over)
                return ""
            if (board.session.thinking || !board.session.humanToMove)
                return board.phase === "answer" ? qsTr("%1 considers the double …").arg(name)
                                                : qsTr("%1 is thinking …").arg(name)
            if (board.phase === "ready")
                return qsTr("%1: throw the dice.").arg(name)
            if (board.phase === "answer")
                return qsTr("%1 doubles. Take and play on for %2, or give up and lose %3?")
                           .arg(GameTexts.seatName("backgammon", 1 - board.side))
                           .arg(GameTexts.points(2 * Number(board.gameState.cube ?? 1)))
                           .arg(GameTexts.points(Number(board.gameState.cube ?? 1)))
            if (board.mustPass)
                return qsTr("%1 cannot move with these dice. Touch “Done”.").arg(name)
            if (board.canConfirm)
                return qsTr("All dice played. “Done” confirms the move.")
            if (board.partial.length % 2 === 1)
                return qsTr("Where to? The lit points are allowed.")
            return qsTr("%1 to move: touch a checker.").arg(name)
        }
    }

    // The players, left of the table (above the screen's corner button).
    Column {
        id: players
        anchors { left: parent.left; top: status.bottom; topMargin: Theme.spacing }
        width: board.sideWidth
        spacing: Theme.spacing
        Repeater {
            model: [1, 0]
            delegate: Rectangle {
                id: card
                required property int modelData
                readonly property bool active: !board.session.over && board.side === modelData
                                               && board.phase !== "opening"
                objectName: "playerCard" + modelData
                width: players.width
                height: cardColumn.implicitHeight + 2 * Theme.spacing
                radius: Theme.radius
                color: active ? Theme.green : Theme.paperDeep
                border.color: active ? Theme.highlight : Theme.paperEdge
                border.width: active ? Theme.px(6) : Theme.px(2)
                Column {
                    id: cardColumn
                    anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.spacing }
                    spacing: Theme.px(6)
                    Row {
                        spacing: Theme.px(14)
                        Rectangle {
                            anchors.verticalCenter: parent.verticalCenter
                            width: Theme.px(40)
                            height: width
                            radius: width / 2
                            color: card.modelData === 0 ? Theme.stoneWhite : Theme.stoneBlack
                            border.color: Theme.stoneWhiteEdge
                            border.width: 2
                        }
                        Text {
                            text: GameTexts.seatName("backgammon", card.modelData)
                            font.family: Theme.serif
                            font.bold: true
                            font.pixelSize: Theme.fontBody
                            color: card.active ? Theme.onDark : Theme.ink
                        }
                    }
                    Text {
                        width: parent.width
                        wrapMode: Text.Wrap
                        text: GameTexts.playerText(board.session.seats[card.modelData])
                        font.family: Theme.serif
                        font.pixelSize: Theme.fontSmall
                        color: card.active ? Theme.onDark : Theme.inkSoft
                    }
                    Text {
                        width: parent.width
                        wrapMode: Text.Wrap
                        text: {
                            void Exhibit.language
                            return qsTr("Pips: %1 · off: %2").arg(Number((board.gameState.pips ?? [0, 0])[card.modelData]))
                                                             .arg(Number((board.shown.off ?? [0, 0])[card.modelData]))
                        }
                        font.family: Theme.serif
                        font.pixelSize: Theme.fontSmall
                        color: card.active ? Theme.onDark : Theme.ink
                    }
                }
            }
        }
    }

    BgTable {
        id: table
        objectName: "backgammonTable"
        anchors { left: players.right; right: actions.left; top: status.bottom; bottom: parent.bottom
                  leftMargin: Theme.spacing; rightMargin: Theme.spacing }
        shown: board.shown
        side: board.side
        lit: board.nextInputs.filter(id => id !== "done" && id !== "roll")
        marked: {
            if (board.partial.length > 0 || board.session.lastMoveSeat < 0)
                return board.shown.landed
            const path = Array.from(board.session.lastMovePath ?? [])
            return path.filter((id, i) => i % 2 === 1 && id !== "done")
        }
        onTouched: (id) => board.touched(id)
    }

    // The dice in the middle of the right half; before the throw, a touch on
    // them throws.
    Item {
        id: diceArea
        x: table.x + table.columnX(7)
        y: table.y + table.boardTop + 4.7 * table.unit
        width: 6 * table.unit
        height: 2.2 * table.unit
        Row {
            anchors.centerIn: parent
            spacing: table.unit * 0.25
            visible: board.faces.length > 0
            Repeater {
                model: board.faces.length
                delegate: PipDie {
                    required property int index
                    objectName: "bgDie" + index
                    width: table.unit * (board.faces.length > 2 ? 1.0 : 1.25)
                    height: width
                    value: Number(board.faces[index] ?? 0)
                    opacity: board.usedDice[index] && board.tumbles === 0 ? 0.35 : 1.0
                    rotation: board.tumbles > 0 ? (index % 2 === 0 ? -1 : 1) * board.tumbles * 5 : 0
                }
            }
        }
        BigButton {
            id: throwButton
            objectName: "throwButton"
            anchors.centerIn: parent
            visible: board.nextInputs.indexOf("roll") >= 0
            height: Math.max(Theme.touchLarge, table.unit * 1.6)
            text: qsTr("Throw the dice")
            onClicked: board.session.touch("roll")
        }
    }

    // The cube: in the middle of the bar, or at its owner's side.
    Rectangle {
        objectName: "doublingCube"
        visible: Number(board.gameState.cubeOn ?? 0) === 1
        readonly property int owner: Number(board.gameState.cubeOwner ?? -1)
        width: table.unit * 0.9
        height: width
        radius: width * 0.12
        x: table.x + table.columnX(6) + (table.unit - width) / 2
        y: table.y + table.boardTop + (owner === 1 ? 0.1 * table.unit : owner === 0 ? 10.6 * table.unit
                                                                            : 5.8 * table.unit - height / 2)
        color: Theme.paper
        border.color: Theme.brass
        border.width: Theme.px(4)
        Text {
            anchors.centerIn: parent
            text: Number(board.gameState.cube ?? 1) === 1 ? "64" : String(board.gameState.cube)
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: parent.width * 0.5
            color: Theme.ink
        }
    }

    // Confirming, stepping back, and the cube's decisions, right of the
    // table (above the screen's corner button).
    Column {
        id: actions
        anchors { right: parent.right; top: status.bottom; topMargin: Theme.spacing }
        width: board.sideWidth
        spacing: Theme.spacing
        BigButton {
            objectName: "doneButton"
            width: parent.width
            visible: board.phase === "move" && board.session.humanToMove
            enabled: board.canConfirm
            wraps: true
            text: board.mustPass ? qsTr("Done (no move)") : qsTr("Done")
            onClicked: board.session.touch("done")
        }
        BigButton {
            objectName: "stepBackButton"
            width: parent.width
            visible: board.phase === "move" && board.session.humanToMove
            enabled: board.partial.length > 0
            primary: false
            wraps: true
            fontSize: Theme.fontSmall
            text: qsTr("Step back")
            onClicked: board.stepBack()
        }
        BigButton {
            objectName: "doubleButton"
            width: parent.width
            visible: board.nextInputs.indexOf("double") >= 0
            primary: false
            wraps: true
            text: qsTr("Double")
            onClicked: board.session.touch("double")
        }
        BigButton {
            objectName: "takeButton"
            width: parent.width
            visible: board.nextInputs.indexOf("take") >= 0
            wraps: true
            text: qsTr("Take")
            onClicked: board.session.touch("take")
        }
        BigButton {
            objectName: "dropButton"
            width: parent.width
            visible: board.nextInputs.indexOf("drop") >= 0
            primary: false
            wraps: true
            text: qsTr("Give up")
            onClicked: board.session.touch("drop")
        }
    }
}
