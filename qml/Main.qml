pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Zeitvertreib

// The kiosk's window: a bar with home and language, and a stack of screens.
// Navigation lives here so that screens stay thin and only emit what the
// visitor chose.
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
    }

    TopBar {
        id: bar
        anchors { left: parent.left; right: parent.right; top: parent.top }
        canGoBack: stack.depth > 1
        onHomeRequested: root.goHome()
        onBackRequested: root.goBack()
        onLanguageRequested: Exhibit.setLanguage(Exhibit.language === "de" ? "en" : "de")
    }

    StackView {
        id: stack
        anchors { left: parent.left; right: parent.right; top: bar.bottom; bottom: parent.bottom }
        initialItem: homePage
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
        id: articlePage
        ArticleScreen {
            onPlayChosen: (gameKey) => root.openLobby(gameKey)
        }
    }
    Component {
        id: lobbyPage
        GameLobby {
            session: gameSession
            onStartChosen: (gameKey, seats, options) => root.startGame(gameKey, seats, options)
        }
    }
    Component {
        id: gamePage
        GameScreen {
            session: gameSession
            onBackChosen: root.goBack()
        }
    }

    function goHome() {
        gameSession.stop()
        stack.pop(null)
        Exhibit.returnedHome()
    }

    function goBack() {
        if (stack.depth <= 1)
            return
        if (stack.currentItem instanceof GameScreen)
            gameSession.stop()
        stack.pop()
        if (stack.depth === 1)
            Exhibit.returnedHome()
    }

    function openSection(key: string) {
        Exhibit.openSection(key)
        stack.push(sectionPage, { sectionKey: key })
    }

    function openItem(key: string) {
        stack.push(articlePage, { itemKey: key })
    }

    function openLobby(gameKey: string) {
        stack.push(lobbyPage, { gameKey: gameKey })
    }

    function startGame(gameKey: string, seats: var, options: var) {
        if (gameSession.start(gameKey, seats, options))
            stack.push(gamePage)
    }

    // For the screen renderer and the tests: shows one main screen by name.
    function showScreen(name: var, argument: var): var {
        const key = String(argument)
        gameSession.stop()
        stack.pop(null, StackView.Immediate)
        if (name === "home")
            return true
        const games = Exhibit.sectionOfKind("games")
        if (name === "section") {
            Exhibit.openSection(key)
            stack.push(sectionPage, { sectionKey: key }, StackView.Immediate)
            return true
        }
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
            const seats = [{ kind: "human", strength: "weak", name: "" },
                           { kind: "human", strength: "weak", name: "" }]
            if (!gameSession.start(key, seats, {}))
                return false
            stack.push(gamePage, {}, StackView.Immediate)
            return true
        }
        return false
    }
}
