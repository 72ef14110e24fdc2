pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Before a game, the one set-up every game uses (the kit): who plays each
// seat (a person or the computer at one of three levels), which rule
// variants apply, and start. Seats and options come from the engine's
// description of the game. The heading's corner leads to the game's article.
// A game of this key left under way (GameSession.keptGames) comes first:
// "Weiterspielen" large, "Neues Spiel" beside it, which asks before it ends
// a kept game with moves; the set-up below is the usual one for a new game.
Item {
    id: lobby

    required property GameSession session
    property string gameKey
    signal startChosen(string gameKey, var seats, var options)
    // Back to the game of this key left under way.
    signal continueChosen(string gameKey)
    // A recorded game of this game that the kiosk carries, to watch move by move.
    signal recordChosen(string path)
    // The collection article the game belongs to.
    signal articleChosen(string itemKey)
    // The game's object on the collection's wall (the inventory row).
    signal collectionChosen(string itemKey)
    readonly property string articleKey: Exhibit.contentRevision >= 0 ? Exhibit.articleOfGame(lobby.gameKey) : ""
    readonly property bool inInventory: Exhibit.contentRevision >= 0 && Exhibit.inInventory(lobby.articleKey)

    readonly property var info: lobby.session.gameInfo(lobby.gameKey)
    readonly property var recorded: lobby.session.recordedGames(lobby.gameKey)
    readonly property int minSeats: info.minSeats ?? 2
    readonly property int maxSeats: info.maxSeats ?? minSeats
    // Games for more than two start with a table of four (or the most the
    // game allows); the visitor changes it with minus and plus.
    property int chosenSeatCount: 0
    readonly property int seatCount: chosenSeatCount > 0 ? chosenSeatCount : Math.max(minSeats, Math.min(4, maxSeats))
    // A child at the kiosk usually plays against the computer.
    property var seatKinds: ["human", "computer", "computer", "computer", "computer", "computer"]
    property var seatLevels: ["beginner", "beginner", "beginner", "beginner", "beginner", "beginner"]
    property var optionValues: ({})

    // Untyped (var), as `info` above: a JavaScript array and object.
    readonly property var keptKeys: lobby.session.keptGames
    readonly property bool hasKept: lobby.keptKeys.indexOf(lobby.gameKey) >= 0
    readonly property var kept: lobby.hasKept ? lobby.session.keptInfo(lobby.gameKey) : ({})
    readonly property int keptMoves: Number(lobby.kept.moves ?? 0)
    // "Neues Spiel" over a kept game with moves: the question is open.
    property bool confirming: false

    function startNew() {
        lobby.confirming = false
        lobby.startChosen(lobby.gameKey, lobby.chosenSeats(), lobby.optionValues)
    }

    function replaced(list: var, index: int, value: var): var {
        const copy = list.slice()
        copy[index] = value
        return copy
    }

    function chosenSeats(): var {
        const seats = []
        for (let i = 0; i < lobby.seatCount; ++i)
            seats.push({ kind: lobby.seatKinds[i], level: lobby.seatLevels[i], name: "" })
        return seats
    }

    Text {
        id: heading
        anchors { left: parent.left; right: collectionButton.left; top: parent.top; margins: Theme.margin }
        text: Exhibit.language === "en" ? String(lobby.info.nameEn ?? "") : String(lobby.info.nameDe ?? "")
        elide: Text.ElideRight
        font.family: Theme.serif
        font.pixelSize: Theme.fontDisplay
        color: Theme.wood
    }

    ChoiceButton {
        id: collectionButton
        objectName: "lobbyCollection"
        anchors { right: articleButton.left; verticalCenter: heading.verticalCenter; rightMargin: Theme.spacing }
        visible: lobby.inInventory
        width: visible ? implicitWidth : 0
        text: qsTr("In the collection")
        onClicked: lobby.collectionChosen(lobby.articleKey)
    }
    ChoiceButton {
        id: articleButton
        objectName: "lobbyArticle"
        anchors { right: parent.right; verticalCenter: heading.verticalCenter; rightMargin: Theme.margin }
        visible: lobby.articleKey.length > 0
        text: qsTr("About the game")
        onClicked: lobby.articleChosen(lobby.articleKey)
    }

    Flickable {
        id: flick
        anchors {
            left: parent.left; right: parent.right; top: heading.bottom; bottom: actions.top
            leftMargin: Theme.margin; rightMargin: Theme.margin; topMargin: Theme.spacing; bottomMargin: Theme.spacing
        }
        contentHeight: column.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        Column {
            id: column
            width: flick.width
            spacing: Theme.spacing * 1.5

            // How many play: only for games that allow more than one number.
            Row {
                visible: lobby.maxSeats > lobby.minSeats
                spacing: Theme.spacing
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("Players")
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontHeading
                    font.bold: true
                    color: Theme.wood
                }
                ChoiceButton {
                    objectName: "seatsFewer"
                    text: "−"
                    enabled: lobby.seatCount > lobby.minSeats
                    onClicked: lobby.chosenSeatCount = lobby.seatCount - 1
                }
                Text {
                    objectName: "seatCount"
                    anchors.verticalCenter: parent.verticalCenter
                    text: String(lobby.seatCount)
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontHeading
                    color: Theme.ink
                }
                ChoiceButton {
                    objectName: "seatsMore"
                    text: "+"
                    enabled: lobby.seatCount < lobby.maxSeats
                    onClicked: lobby.chosenSeatCount = lobby.seatCount + 1
                }
            }

            Grid {
                id: seatGrid
                width: parent.width
                spacing: Theme.spacing
                // Two seats side by side; three a row for larger tables.
                columns: lobby.seatCount <= 2 ? 2 : 3
                Repeater {
                    model: lobby.seatCount
                    delegate: SeatChooser {
                        required property int index
                        width: (column.width - Theme.spacing * (seatGrid.columns - 1)) / seatGrid.columns
                        seatObjectName: "seat" + index
                        seatName: GameTexts.seatName(lobby.gameKey, index)
                                  + (index === 0 && lobby.gameKey === "muehle" ? " · " + qsTr("begins") : "")
                        kind: lobby.seatKinds[index]
                        level: lobby.seatLevels[index]
                        levels: lobby.info.levels ?? ["beginner", "practised", "master"]
                        onKindChosen: (kind) => lobby.seatKinds = lobby.replaced(lobby.seatKinds, index, kind)
                        onLevelChosen: (level) => lobby.seatLevels = lobby.replaced(lobby.seatLevels, index, level)
                    }
                }
            }

            Text {
                visible: (lobby.info.options ?? []).length > 0
                text: qsTr("Rules")
                font.family: Theme.serif
                font.pixelSize: Theme.fontHeading
                font.bold: true
                color: Theme.wood
            }
            Repeater {
                model: lobby.info.options ?? []
                delegate: OptionToggle {
                    required property var modelData
                    width: column.width
                    spec: modelData
                    value: lobby.optionValues[modelData.key] ?? modelData.defaultValue
                    onChanged: (newValue) => {
                        const values = Object.assign({}, lobby.optionValues)
                        values[modelData.key] = newValue
                        lobby.optionValues = values
                    }
                }
            }

            // Recorded games: watched move by move instead of played.
            Text {
                visible: lobby.recorded.length > 0
                text: qsTr("Watch a recorded game")
                font.family: Theme.serif
                font.pixelSize: Theme.fontHeading
                font.bold: true
                color: Theme.wood
            }
            Repeater {
                model: lobby.recorded
                delegate: Rectangle {
                    id: recordCard
                    required property var modelData
                    required property int index
                    objectName: "record" + index
                    width: column.width
                    height: Math.max(Theme.touchLarge, recordText.implicitHeight + 2 * Theme.spacing)
                    radius: Theme.radius
                    color: recordTap.pressed ? Theme.paperEdge : Theme.paperDeep
                    border.color: Theme.woodLight
                    border.width: Theme.px(3)
                    Column {
                        id: recordText
                        anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.spacing }
                        Text {
                            width: parent.width
                            text: "▶ " + String(Exhibit.language === "en" ? recordCard.modelData.titleEn : recordCard.modelData.titleDe)
                            font.family: Theme.serif
                            font.pixelSize: Theme.fontBody
                            font.bold: true
                            color: Theme.green
                            wrapMode: Text.WordWrap
                        }
                        Text {
                            width: parent.width
                            text: String(Exhibit.language === "en" ? recordCard.modelData.subtitleEn : recordCard.modelData.subtitleDe)
                            visible: text.length > 0
                            font.family: Theme.serif
                            font.pixelSize: Theme.fontSmall
                            color: Theme.inkSoft
                            wrapMode: Text.WordWrap
                        }
                    }
                    MouseArea {
                        id: recordTap
                        anchors.fill: parent
                        onClicked: lobby.recordChosen(String(recordCard.modelData.path))
                    }
                }
            }
        }
    }

    Row {
        id: actions
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.margin }
        spacing: Theme.spacing * 2
        BigButton {
            objectName: "continueGame"
            visible: lobby.hasKept
            width: Math.max(Theme.px(520), implicitWidth)
            fontSize: Theme.fontHeading
            text: qsTr("Continue")
            onClicked: lobby.continueChosen(lobby.gameKey)
        }
        BigButton {
            objectName: "startGame"
            width: Math.max(Theme.px(lobby.hasKept ? 400 : 520), implicitWidth)
            primary: !lobby.hasKept
            fontSize: lobby.hasKept ? Theme.fontBody : Theme.fontHeading
            text: lobby.hasKept ? qsTr("New game") : qsTr("Start the game")
            onClicked: {
                if (lobby.keptMoves > 0)
                    lobby.confirming = true
                else
                    lobby.startNew()
            }
        }
    }

    // The question before a new game ends the kept one: nothing behind it
    // can be touched meanwhile.
    Rectangle {
        objectName: "newGameQuestion"
        anchors.fill: parent
        visible: lobby.confirming
        color: Theme.shadow
        MouseArea {
            anchors.fill: parent
            onClicked: lobby.confirming = false
        }
        Rectangle {
            anchors.centerIn: parent
            width: Math.min(parent.width - 2 * Theme.margin, Theme.px(1100))
            height: question.implicitHeight + 2 * Theme.margin
            radius: Theme.radius
            color: Theme.paper
            border.color: Theme.wood
            border.width: Theme.px(4)
            MouseArea { anchors.fill: parent } // a touch on the panel is no answer
            Column {
                id: question
                anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.margin }
                spacing: Theme.spacing
                Text {
                    width: parent.width
                    text: qsTr("Start a new game?")
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    color: Theme.wood
                    wrapMode: Text.WordWrap
                }
                Text {
                    width: parent.width
                    text: qsTr("The game you began is then over. Moves so far: %1").arg(lobby.keptMoves)
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontBody
                    color: Theme.ink
                    wrapMode: Text.WordWrap
                }
                Row {
                    spacing: Theme.spacing * 2
                    BigButton {
                        objectName: "confirmNewGame"
                        text: qsTr("Start a new game")
                        onClicked: lobby.startNew()
                    }
                    BigButton {
                        objectName: "confirmCancel"
                        primary: false
                        text: qsTr("Cancel")
                        onClicked: lobby.confirming = false
                    }
                }
            }
        }
    }
}
