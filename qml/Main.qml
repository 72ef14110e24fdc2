pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.VirtualKeyboard
import QtQuick.VirtualKeyboard.Settings
import Zeitvertreib

// The kiosk's window: a bar with home, back, search and language, a stack of
// screens, and the on-screen keyboard for the search. Navigation lives here
// so that screens stay thin and only emit what the visitor chose.
ApplicationWindow {
    id: root

    // The one game session of the kiosk (the renderer and tests reach it here).
    readonly property GameSession session: gameSession

    width: 1280
    height: 800
    visible: true
    title: "Zeitvertreib"
    color: Theme.paper

    Binding {
        target: Theme
        property: "scale"
        value: Math.min(root.width / 1920, root.height / 1080)
    }

    GameSession {
        id: gameSession
        // A visitor waiting for the computer is not idle.
        onThinkingChanged: Visit.holdIdle("computer", gameSession.thinking)
    }

    // A locked kiosk closes only through the staff menu.
    onClosing: (close) => { close.accepted = Visit.mayClose() }

    // The visitor's switches reach every screen through the theme.
    Binding { target: Theme; property: "contrast"; value: Visit.highContrast }
    Binding { target: Theme; property: "textScale"; value: Visit.largeText ? 1.3 : 1.0 }

    // The end of a visit: everything the visitor opened or switched goes,
    // the games left under way too: the next visitor never meets a
    // stranger's half-played game.
    Connections {
        target: Visit
        function onResetRequested() {
            accessibility.visible = false
            gameSession.forgetAllKept()
            stack.pop(null, StackView.Immediate)
            Exhibit.returnedHome()
        }
    }

    // "Everything within low reach": the bar and the screens move down, the
    // space above holds only the exhibit's name (no control up there).
    Rectangle {
        id: reachGap
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: Visit.lowReach ? root.height * (root.height > root.width ? 0.4 : 0.25) : 0
        visible: height > 0
        color: Theme.woodLight
        Text {
            anchors.centerIn: parent
            text: "Zeitvertreib"
            font.family: Theme.serif
            font.pixelSize: Theme.fontDisplay
            font.italic: true
            color: Theme.brassLight
        }
    }

    TopBar {
        id: bar
        anchors { left: parent.left; right: parent.right; top: reachGap.bottom }
        canGoBack: stack.depth > 1
        onHomeRequested: root.goHome()
        onBackRequested: root.goBack()
        onLanguageRequested: Exhibit.setLanguage(Exhibit.nextLanguage())
        onSearchRequested: root.openSearch("")
        onAccessibilityRequested: accessibility.visible = true
    }

    StackView {
        id: stack
        anchors {
            left: parent.left; right: parent.right; top: bar.bottom
            bottom: keyboard.active ? keyboard.top : parent.bottom
        }
        initialItem: homePage
    }

    // The on-screen keyboard (QT_IM_MODULE=qtvirtualkeyboard, set by main):
    // German and British English layouts, the one of the visitor's language
    // first; no word prediction, a search box needs none.
    InputPanel {
        id: keyboard
        objectName: "keyboard"
        z: 10
        anchors { left: parent.left; right: parent.right }
        y: active ? root.height - height : root.height
        Component.onCompleted: {
            VirtualKeyboardSettings.defaultInputMethodDisabled = true
            VirtualKeyboardSettings.activeLocales = ["de_DE", "en_GB"]
            VirtualKeyboardSettings.locale = Exhibit.language === "en" ? "en_GB" : "de_DE"
        }
    }
    Connections {
        target: Exhibit
        function onLanguageChanged() {
            VirtualKeyboardSettings.locale = Exhibit.language === "en" ? "en_GB" : "de_DE"
        }
    }

    // The visit's overlays, lowest first.
    AccessibilityPanel {
        id: accessibility
        objectName: "accessibilityPanel"
        anchors.fill: parent
        z: 20
        visible: false
        onCloseChosen: accessibility.visible = false
    }
    StillThereOverlay {
        objectName: "stillThere"
        anchors.fill: parent
        z: 30
        visible: Visit.phase === "asking"
    }
    AttractLoop {
        objectName: "attractLoop"
        anchors.fill: parent
        z: 40
        visible: Visit.phase === "attract"
    }
    StaffOverlay {
        objectName: "staffOverlay"
        anchors.fill: parent
        z: 50
        visible: Visit.staffPhase !== ""
    }

    Component {
        id: homePage
        HomeScreen {
            onSectionChosen: (key) => root.openSection(key)
        }
    }
    Component {
        id: sectionPage
        SectionScreen {
            onItemChosen: (key) => root.openItem(key)
            onPlayChosen: (gameKey) => root.openLobby(gameKey)
        }
    }
    Component {
        id: gamesPage
        GamesScreen {
            keptGames: gameSession.keptGames
            onItemChosen: (key) => root.openItem(key)
            onPlayChosen: (gameKey) => root.openLobby(gameKey)
            onContinueChosen: (gameKey) => root.continueGame(gameKey)
        }
    }
    Component {
        id: inventoryPage
        InventoryScreen {
            onGameChosen: (key) => root.openItem(key)
        }
    }
    Component {
        id: articlePage
        ArticleScreen {
            session: gameSession
            onPlayChosen: (gameKey) => root.openLobby(gameKey)
            onRecordChosen: (path) => root.viewRecord(path)
        }
    }
    Component {
        id: searchPage
        SearchScreen {
            onItemChosen: (key) => root.openItem(key)
        }
    }
    Component {
        id: lobbyPage
        GameLobby {
            session: gameSession
            onStartChosen: (gameKey, seats, options) => root.startGame(gameKey, seats, options)
            onContinueChosen: (gameKey) => root.continueGame(gameKey)
            onRecordChosen: (path) => root.viewRecord(path)
            onArticleChosen: (itemKey) => root.openItem(itemKey)
            onCollectionChosen: (itemKey) => root.openInventoryRow(itemKey)
        }
    }
    Component {
        id: gamePage
        GameScreen {
            session: gameSession
            onBackChosen: root.goBack()
            onArticleChosen: (itemKey) => root.openItem(itemKey)
            onCollectionChosen: (itemKey) => root.openInventoryRow(itemKey)
        }
    }

    // Leaving a game keeps it while the visit lasts (GameSession::keep):
    // Home, Back and every way off its screen; a finished game is not kept.
    function goHome() {
        gameSession.keep()
        stack.pop(null)
        Exhibit.returnedHome()
    }

    function goBack() {
        if (stack.depth <= 1)
            return
        if (stack.currentItem instanceof GameScreen)
            gameSession.keep()
        stack.pop()
        if (stack.depth === 1)
            Exhibit.returnedHome()
    }

    // The kind of a section ("games", "inventory", ...), or "".
    function sectionKind(key: string): string {
        for (const kind of ["games", "inventory", "people", "hairstyles", "songs", "about"]) {
            if (Exhibit.sectionOfKind(kind) === key)
                return kind
        }
        return ""
    }

    // The games and the collection have screens of their own; the other
    // sections list their items.
    function sectionPageOf(key: string): Component {
        const kind = sectionKind(key)
        return kind === "games" ? gamesPage : kind === "inventory" ? inventoryPage : sectionPage
    }

    // What a visitor opens is counted (anonymous, per day: Exhibit.countUse).
    function openSection(key: string) {
        Exhibit.countUse("section", key)
        Exhibit.openSection(key)
        stack.push(sectionPageOf(key), { sectionKey: key })
    }

    // An item of any section: an inventory list opens the collection's wall
    // narrowed to that list; everything else opens in the reader.
    function openItem(key: string) {
        Exhibit.countUse("item", key)
        pushItem(key, StackView.PushTransition)
    }

    function pushItem(key: string, operation: int) {
        const start = inventoryStart(Exhibit.itemDetail(key))
        if (start)
            stack.push(inventoryPage, start, operation)
        else
            stack.push(articlePage, { itemKey: key }, operation)
    }

    // For an inventory list: the collection's wall narrowed to the list
    // (its section, audience and place); null for any other item.
    function inventoryStart(detail) {
        if (detail.kind !== "inventory")
            return null
        const audience = detail.audience ?? []
        const place = String(detail.place ?? "")
        return {
            sectionKey: String(detail.sectionKey),
            startAudience: audience.length === 1 ? String(audience[0]) : "",
            startPlace: place === "indoor" || place === "outdoor" ? place : ""
        }
    }

    // The collection's wall, unfiltered, scrolled to the object of the game
    // article `itemKey` and marking it (from a game's set-up or end screen).
    function openInventoryRow(itemKey: string) {
        const section = Exhibit.sectionOfKind("inventory")
        if (section.length === 0)
            return
        Exhibit.countUse("item", itemKey)
        stack.push(inventoryPage, { sectionKey: section, focusItemKey: itemKey })
    }

    function openSearch(query: string) {
        if (!(stack.currentItem instanceof SearchScreen))
            stack.push(searchPage, { startQuery: query })
    }

    function openLobby(gameKey: string) {
        stack.push(lobbyPage, { gameKey: gameKey })
    }

    function startGame(gameKey: string, seats: var, options: var) {
        if (gameSession.start(gameKey, seats, options)) {
            Exhibit.countUse("game", gameKey)
            stack.push(gamePage)
        }
    }

    // A game left under way, back on its board as it was left.
    function continueGame(gameKey: string) {
        if (gameSession.resume(gameKey))
            stack.push(gamePage)
    }

    // A recorded game on the game's board, watched move by move.
    function viewRecord(path: string) {
        if (gameSession.viewRecord(path))
            stack.push(gamePage)
    }

    // For the screen renderer and the tests: shows one main screen by name.
    function showScreen(name: var, argument: var): var {
        const key = String(argument)
        gameSession.stop()
        stack.pop(null, StackView.Immediate)
        if (name === "home")
            return true
        if (name === "section") {
            Exhibit.openSection(key)
            stack.push(sectionPageOf(key), { sectionKey: key }, StackView.Immediate)
            return true
        }
        if (name === "search") {
            stack.push(searchPage, { startQuery: key }, StackView.Immediate)
            return true
        }
        if (name === "item") {
            if (Object.keys(Exhibit.itemDetail(key)).length === 0)
                return false
            pushItem(key, StackView.Immediate)
            return true
        }
        const games = Exhibit.sectionOfKind("games")
        Exhibit.openSection(games)
        if (name === "article") {
            stack.push(articlePage, { itemKey: key }, StackView.Immediate)
            return true
        }
        if (name === "lobby") {
            stack.push(lobbyPage, { gameKey: key }, StackView.Immediate)
            return true
        }
        if (name === "board" || name === "end") {
            // People on every seat; a table of four where the game allows it.
            const info = gameSession.gameInfo(key)
            const count = Math.max(info.minSeats ?? 2, Math.min(4, info.maxSeats ?? 2))
            const seats = []
            for (let i = 0; i < count; ++i)
                seats.push({ kind: "human", level: "beginner", name: "" })
            if (!gameSession.start(key, seats, {}))
                return false
            stack.push(gamePage, {}, StackView.Immediate)
            return true
        }
        return false
    }

    // For the screen renderer and the tests: on the shown screen, one part
    // (an article's part, a filter of the collection) turned to a page.
    function showPart(part: var, page: var): var {
        const screen = stack.currentItem
        if (screen instanceof ArticleScreen) {
            screen.showPart(String(part), Number(page))
            return true
        }
        if (screen instanceof InventoryScreen) {
            const [filter, value] = String(part).split("=")
            screen.setFilter(filter, value ?? "")
            return true
        }
        return false
    }
}
