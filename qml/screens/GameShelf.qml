pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Zeitvertreib

// The games shelf: every game the kiosk can play, as large tiles, narrowed
// by chips a visitor understands: the kind (Würfel, Karten, Brett, Rätsel),
// how many play, from what age, how long. Chips of one group widen the
// choice (or), the groups narrow it (and). Age and length are the program's
// guidance (GameInfo::minAge, minutes), not the house's facts.
Item {
    id: shelf

    // play::shelfEntry() maps: key, nameDe, nameEn, family, minSeats,
    // maxSeats, minAge, minutes, itemKey.
    property var games: []
    signal playChosen(string gameKey)
    signal articleChosen(string itemKey)
    // Games left under way: their tiles lead straight back to the board.
    property var keptGames: []
    signal continueChosen(string gameKey)

    // The chosen chips of each group (their keys).
    property var families: []
    property var players: []
    property var ages: []
    property var durations: []
    readonly property bool filtered: families.length + players.length + ages.length + durations.length > 0
    readonly property var shown: games.filter(game => shelf.matches(game))

    function resetFilters() {
        shelf.families = []
        shelf.players = []
        shelf.ages = []
        shelf.durations = []
    }
    function toggled(list: var, key: string): var {
        return list.indexOf(key) >= 0 ? list.filter(k => k !== key) : list.concat([key])
    }
    // For the tests and the screen renderer: one chip by group and key.
    function toggleFilter(group: string, key: string) {
        if (group === "family")
            shelf.families = shelf.toggled(shelf.families, key)
        else if (group === "players")
            shelf.players = shelf.toggled(shelf.players, key)
        else if (group === "age")
            shelf.ages = shelf.toggled(shelf.ages, key)
        else if (group === "duration")
            shelf.durations = shelf.toggled(shelf.durations, key)
    }

    // Seats: "1" alone, "2", "3-4" (a table of three or four), "5+".
    function fitsPlayers(game: var, key: string): bool {
        const low = Number(game.minSeats ?? 2)
        const high = Number(game.maxSeats ?? low)
        if (key === "1")
            return low <= 1
        if (key === "2")
            return low <= 2 && high >= 2
        if (key === "3-4")
            return low <= 4 && high >= 3
        return high >= 5
    }
    // Age: the games a child of that age can play ("ab 8" includes "ab 6").
    function fitsAge(game: var, key: string): bool {
        return Number(game.minAge ?? 8) <= Number(key)
    }
    // Length: "15" and "30" up to that many minutes, "long" beyond 30.
    function fitsDuration(game: var, key: string): bool {
        const minutes = Number(game.minutes ?? 20)
        return key === "long" ? minutes > 30 : minutes <= Number(key)
    }
    function matches(game: var): bool {
        return (shelf.families.length === 0 || shelf.families.indexOf(String(game.family)) >= 0)
            && (shelf.players.length === 0 || shelf.players.some(key => shelf.fitsPlayers(game, key)))
            && (shelf.ages.length === 0 || shelf.ages.some(key => shelf.fitsAge(game, key)))
            && (shelf.durations.length === 0 || shelf.durations.some(key => shelf.fitsDuration(game, key)))
    }

    // Few games: large tiles that fill the screen; three a row while their
    // rows still fit the screen, else four a row (scrolled once even those
    // do not fit). Eight games: two rows of four, no scrolling.
    readonly property real tileMinHeight: Theme.px(230)
    readonly property int columns: {
        if (shown.length <= 4)
            return 2
        const fits = columnCount => Math.ceil(shown.length / columnCount) * (tileMinHeight + Theme.spacing)
                                    - Theme.spacing <= flick.height
        // Four a row only where that saves the scrolling (or for many games).
        return shown.length <= 9 && (fits(3) || !fits(4)) ? 3 : 4
    }
    readonly property int rows: Math.max(1, Math.ceil(shown.length / columns))
    // Room for the scroll indicator when the shelf scrolls, so it never lies on a tile.
    readonly property real indicatorRoom: flick.contentHeight > flick.height ? Theme.px(20) : 0
    readonly property real tileWidth: (flick.width - indicatorRoom - Theme.spacing * (columns - 1)) / columns
    readonly property real tileHeight: Math.min(Theme.px(380), Math.max(shelf.tileMinHeight,
                                       (flick.height - Theme.spacing * (rows - 1)) / rows))

    ShelfFilters {
        id: filters
        objectName: "shelfFilters"
        anchors { left: parent.left; right: parent.right; top: parent.top }
        owner: shelf
    }

    Flickable {
        id: flick
        objectName: "shelfFlick"
        anchors { left: parent.left; right: parent.right; top: filters.bottom; bottom: parent.bottom; topMargin: Theme.spacing }
        contentHeight: grid.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollIndicator.vertical: ScrollIndicator {
            visible: flick.contentHeight > flick.height
            contentItem: Rectangle {
                implicitWidth: Theme.px(8)
                radius: width / 2
                color: Theme.woodLight
            }
        }

        Grid {
            id: grid
            columns: shelf.columns
            spacing: Theme.spacing
            Repeater {
                model: shelf.shown
                delegate: ShelfTile {
                    required property var modelData
                    game: modelData
                    kept: shelf.keptGames.indexOf(String(modelData.key)) >= 0
                    width: shelf.tileWidth
                    height: shelf.tileHeight
                    onPlayClicked: shelf.playChosen(String(modelData.key))
                    onContinueClicked: shelf.continueChosen(String(modelData.key))
                    onArticleClicked: shelf.articleChosen(String(modelData.itemKey))
                }
            }
        }
    }

    // Nothing fits: say so, and offer the way back.
    Column {
        objectName: "shelfEmpty"
        visible: shelf.shown.length === 0 && shelf.games.length > 0
        anchors.centerIn: flick
        spacing: Theme.spacing
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("No game fits all of these choices.")
            font.family: Theme.serif
            font.pixelSize: Theme.fontHeading
            color: Theme.wood
        }
        BigButton {
            objectName: "shelfEmptyReset"
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Show all")
            onClicked: shelf.resetFilters()
        }
    }
}
