pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Fünf Würfel (the Kniffel rules) bound to a GameSession: the dice tray on
// the left (five dice, a touch holds or releases one, the big roll button
// with the throws left) and the score sheet on the right, one column per
// player, where the player to move sees what each free field would score now
// and writes one by a touch. With the option "Tipp" every choice shows the
// optimal strategy's expected final score and the best one is marked.
// Everything shown comes from the engine's state (RULES.md, "State for the
// board"); the board computes no rule.
Item {
    id: board

    required property GameSession session
    // The corners under the board hold the screen's undo and new-game buttons.
    readonly property real bottomReserve: Theme.touchLarge + Theme.spacing

    readonly property var gameState: session.state
    readonly property int seatCount: Number(gameState.seats ?? 1)
    readonly property int current: Number(gameState.current ?? 0)
    readonly property int throwsMade: Number(gameState.throwsMade ?? 0)
    readonly property bool mine: session.humanToMove
    readonly property bool tipsOn: Number(gameState.tips ?? 0) === 1
    readonly property bool tipsReady: Number(gameState.tipsReady ?? 0) === 1
    readonly property var tipMoves: gameState.tipMoves ?? []
    readonly property var tipScores: gameState.tipScores ?? []
    readonly property int tipBest: Number(gameState.tipBest ?? -1)
    readonly property string bestMove: tipBest >= 0 ? String(tipMoves[tipBest] ?? "") : ""

    // The sheet's lists, read once per state (every cell reads them).
    readonly property var fields: gameState.fields ?? []
    readonly property var sheetEntries: gameState.sheet ?? []
    readonly property var sheetExtra: gameState.sheetExtra ?? []
    readonly property var scoreNow: gameState.scoreNow ?? []

    readonly property string lastEntryLine: notes.lastEntryText()

    property var legal: []
    property int shownMoves: -1
    property int rollSerial: 0

    function listOf(key: string): var {
        return board.gameState[key] ?? []
    }
    // The expected final score of a move in hundredths, or -1 without a tip.
    function tipOf(move: string): int {
        const at = board.tipMoves.indexOf(move)
        return at >= 0 ? Number(board.tipScores[at] ?? -1) : -1
    }
    function fieldName(key: string): string {
        void Exhibit.language
        switch (key) {
        case "einser": return qsTr("Ones")
        case "zweier": return qsTr("Twos")
        case "dreier": return qsTr("Threes")
        case "vierer": return qsTr("Fours")
        case "fuenfer": return qsTr("Fives")
        case "sechser": return qsTr("Sixes")
        case "dreierpasch": return qsTr("Three of a kind")
        case "viererpasch": return qsTr("Four of a kind")
        case "full_house": return qsTr("Full House")
        case "kleine_strasse": return qsTr("Small straight")
        case "grosse_strasse": return qsTr("Large straight")
        case "kniffel": return qsTr("Kniffel")
        case "chance": return qsTr("Chance")
        }
        return key
    }
    // "241,3" (German) / "241.3" (English).
    function points(hundredths: int): string {
        void Exhibit.language
        return (hundredths / 100).toLocaleString(Qt.locale(Exhibit.language === "en" ? "en_GB" : "de_DE"), "f", 1)
    }

    function refresh() {
        board.legal = board.session.legalMoves()
        const moves = board.session.moveCount
        if (moves !== board.shownMoves && board.session.lastMove.startsWith("roll"))
            board.rollSerial = board.rollSerial + 1
        board.shownMoves = moves
    }

    Component.onCompleted: refresh()
    Connections {
        target: board.session
        function onStateChanged() { board.refresh() }
        function onThinkingChanged() { board.legal = board.session.legalMoves() }
    }

    // The optimal strategy's table is built on a thread of its own while the
    // first turn is played; until it is there the state has no tips, and the
    // board asks again (the screen never waits for it).
    Timer {
        interval: 250
        repeat: true
        running: board.tipsOn && !board.tipsReady && !board.session.over && board.session.active
        onTriggered: board.session.describeAgain()
    }

    FwTray {
        id: tray
        objectName: "fwTray"
        anchors { left: parent.left; top: parent.top }
        width: Math.round(parent.width * 0.32)
        height: parent.height - board.bottomReserve
        board: board
    }

    // The Tipp and the last entry, under the upper block: the sheet's lower
    // block is taller, so there is room there (down between the corners).
    FwNotes {
        id: notes
        objectName: "fwNotes"
        anchors { left: sheet.left; top: sheet.top; topMargin: sheet.upperHeight + Theme.spacing }
        width: sheet.upperWidth
        board: board
        tray: tray
    }

    FwSheet {
        id: sheet
        objectName: "fwSheet"
        anchors { left: tray.right; leftMargin: Theme.spacing; right: parent.right; top: parent.top }
        height: parent.height - board.bottomReserve
        board: board
    }
}
