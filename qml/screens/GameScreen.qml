import QtQuick
import Zeitvertreib

// A game being played: the game's own board, undo, and the end screen over
// the final position.
Item {
    id: screen

    required property GameSession session
    signal backChosen
    // The game's article in the collection, from the end screen.
    signal articleChosen(string itemKey)
    // The game's object on the collection's wall, from the end screen.
    signal collectionChosen(string itemKey)

    // Beside the board, under each player's panel (boards keep that corner free).
    readonly property real sideWidth: Math.min(Theme.px(360), (width - 2 * Theme.spacing) * 0.2)

    // The board of the session's game; each game brings its own, named in
    // one place (app/models/game_boards.h).
    property url boardUrl
    // A board may declare `holdsEnd`: it still shows how the game ended
    // (the last throw rolling), so the end screen waits (untyped: boards differ).
    readonly property var boardItem: board.item
    readonly property bool boardHoldsEnd: boardItem ? boardItem.holdsEnd === true : false

    function loadBoard() {
        const path = Exhibit.boardPath(screen.session.gameKey)
        const url = path.length > 0 ? Qt.resolvedUrl("../" + path) : ""
        if (String(url) === String(screen.boardUrl))
            return
        screen.boardUrl = url
        board.setSource(url, { session: screen.session })
    }

    Component.onCompleted: loadBoard()
    Connections {
        target: screen.session
        function onStateChanged() { screen.loadBoard() }
    }

    Loader {
        id: board
        // Its picture is the game's thumbnail (--render-thumbnails).
        objectName: "boardArea"
        anchors { fill: parent; margins: Theme.spacing }
    }

    BigButton {
        id: undoButton
        objectName: "undoButton"
        anchors { left: parent.left; bottom: parent.bottom; margins: Theme.spacing }
        width: screen.sideWidth
        primary: false
        fontSize: Theme.fontSmall
        text: qsTr("Take back move")
        visible: !screen.session.viewing
        enabled: screen.session.canUndo && !screen.session.over
        onClicked: screen.session.undo()
    }
    BigButton {
        objectName: "newGameButton"
        anchors { right: parent.right; bottom: parent.bottom; margins: Theme.spacing }
        width: screen.sideWidth
        primary: false
        fontSize: Theme.fontSmall
        text: qsTr("Start over")
        visible: !screen.session.viewing
        enabled: screen.session.moveCount > 0
        onClicked: screen.session.restart()
    }

    EndScreen {
        anchors.fill: parent
        gameKey: screen.session.gameKey
        winner: screen.session.winner
        reason: screen.session.reason
        seats: screen.session.seats
        // A recorded game shows its end on the board; a board that still
        // shows how the game ended (dice rolling) holds it back meanwhile.
        shown: screen.session.over && !screen.session.viewing && !screen.boardHoldsEnd
        // A game with one loser names him; games played for chips list
        // every player's count, most first.
        resultLines: {
            void Exhibit.language
            // A board may add lines of its own (Kalaha: where a player left the perfect line).
            const boardLines = screen.boardItem && screen.boardItem.endLines ? Array.from(screen.boardItem.endLines) : []
            const loser = Number(screen.session.state.loser ?? -1)
            if (loser >= 0)
                return [qsTr("%1 lost.").arg(GameTexts.seatName(screen.session.gameKey, loser))].concat(boardLines)
            // Games played for points (Fünf Würfel): every total, most
            // first; a player alone sees his score beside what the best
            // strategy scores on average, when the engine gives it.
            const totals = screen.session.state.total ?? []
            if (totals.length > 0) {
                const lines = totals.map((count, seat) => ({ count: count, seat: seat }))
                                    .sort((a, b) => b.count - a.count)
                                    .map(entry => qsTr("%1: %2").arg(GameTexts.seatName(screen.session.gameKey, entry.seat))
                                                                .arg(GameTexts.points(entry.count)))
                // More than three players: two to a line, so the panel fits the screen.
                if (lines.length > 3)
                    return lines.map((line, i) => i % 2 === 0 ? line + (i + 1 < lines.length ? "  ·  " + lines[i + 1] : "") : "")
                                .filter(line => line.length > 0)
                const expected = Number(screen.session.state.expectedScore ?? -1)
                if (totals.length === 1 && expected >= 0)
                    lines.push(qsTr("For comparison: the best strategy scores %1 points on average.")
                               .arg((expected / 100).toLocaleString(Qt.locale(Exhibit.language === "en" ? "en_GB" : "de_DE"), "f", 1)))
                return lines.concat(boardLines)
            }
            const chips = screen.session.state.chips ?? []
            const order = chips.map((count, seat) => ({ count: count, seat: seat }))
                               .sort((a, b) => b.count - a.count)
            return order.map(entry => qsTr("%1: %2").arg(GameTexts.seatName(screen.session.gameKey, entry.seat))
                                      .arg(GameTexts.chips(entry.count))).concat(boardLines)
        }
        onAgainChosen: screen.session.restart()
        onBackChosen: screen.backChosen()
        articleKey: Exhibit.contentRevision >= 0 ? Exhibit.articleOfGame(screen.session.gameKey) : ""
        onArticleChosen: (itemKey) => screen.articleChosen(itemKey)
        inInventory: Exhibit.contentRevision >= 0 && Exhibit.inInventory(articleKey)
        onCollectionChosen: (itemKey) => screen.collectionChosen(itemKey)
    }
}
