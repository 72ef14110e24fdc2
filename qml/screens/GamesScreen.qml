pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Zeitvertreib

// The games section in two views. First the shelf: the games the kiosk can
// play, with filters (GameShelf). Then the whole collection as the museum's
// concept groups it: parlour games for indoors (by kind: cards, board,
// guessing, ...), games for one and games of skill, games for outdoors. Each
// group is a heading over a grid of cards; the chips at the top jump to a
// group.
Item {
    id: screen

    property string sectionKey
    // "shelf" or "collection".
    property string mode: "shelf"
    signal itemChosen(string key)
    signal playChosen(string gameKey)
    // The keys of the games left under way (GameSession.keptGames): their
    // tiles offer "Weiterspielen".
    property var keptGames: []
    signal continueChosen(string gameKey)

    // Read again when the language changes or the content is reloaded.
    readonly property var groups: Exhibit.language.length > 0 && Exhibit.contentRevision >= 0
                                  ? Exhibit.gameGroups() : []
    readonly property int columns: width > 1500 ? 3 : 2
    readonly property real cardHeight: Theme.fontHeading * 2.9 + Theme.fontSmall * 2.9 + Theme.touchMin + Theme.spacing * 2

    // Scrolls so that the group's heading is at the top.
    function showGroup(key: string) {
        for (let i = 0; i < groupRepeater.count; ++i) {
            const group = groupRepeater.itemAt(i)
            if (group && group.groupKey === key)
                flick.contentY = Math.min(group.y, Math.max(0, flick.contentHeight - flick.height))
        }
    }

    Text {
        id: heading
        anchors { left: parent.left; top: parent.top; leftMargin: Theme.margin; topMargin: Theme.margin * 0.75 }
        width: Math.min(implicitWidth, modeSwitch.x - x - Theme.spacing)
        height: Theme.touchMin
        verticalAlignment: Text.AlignVCenter
        text: Exhibit.language.length > 0 && Exhibit.contentRevision >= 0 ? Exhibit.sectionTitle(screen.sectionKey) : ""
        font.family: Theme.serif
        font.pixelSize: Theme.fontDisplay
        color: Theme.wood
        elide: Text.ElideRight
    }

    Row {
        id: modeSwitch
        anchors { right: parent.right; verticalCenter: heading.verticalCenter; rightMargin: Theme.margin }
        spacing: Theme.px(16)
        ChoiceButton {
            objectName: "gamesMode_shelf"
            text: qsTr("Play on the screen")
            selected: screen.mode === "shelf"
            onClicked: screen.mode = "shelf"
        }
        ChoiceButton {
            objectName: "gamesMode_collection"
            text: qsTr("All games of the collection")
            selected: screen.mode === "collection"
            onClicked: screen.mode = "collection"
        }
    }

    GameShelf {
        id: shelf
        objectName: "gameShelf"
        visible: screen.mode === "shelf"
        anchors {
            left: parent.left; right: parent.right; top: heading.bottom; bottom: parent.bottom
            leftMargin: Theme.margin; rightMargin: Theme.margin; topMargin: Theme.spacing
            bottomMargin: Theme.spacing
        }
        games: Exhibit.language.length > 0 && Exhibit.contentRevision >= 0 ? Exhibit.shelfGames() : []
        keptGames: screen.keptGames
        onPlayChosen: (gameKey) => screen.playChosen(gameKey)
        onContinueChosen: (gameKey) => screen.continueChosen(gameKey)
        onArticleChosen: (itemKey) => screen.itemChosen(itemKey)
    }

    ChipBar {
        id: jump
        objectName: "groupChips"
        visible: screen.mode === "collection"
        anchors {
            left: parent.left; right: parent.right; top: heading.bottom
            leftMargin: Theme.margin; rightMargin: Theme.margin; topMargin: Theme.spacing * 0.5
        }
        height: Theme.touchMin
        chips: screen.groups.map(group => ({ key: group.key, label: group.title }))
        namePrefix: "group_"
        onChosen: (key) => screen.showGroup(key)
    }

    Flickable {
        id: flick
        objectName: "gamesFlick"
        visible: screen.mode === "collection"
        anchors {
            left: parent.left; right: parent.right; top: jump.bottom; bottom: parent.bottom
            leftMargin: Theme.margin; rightMargin: Theme.margin; topMargin: Theme.spacing * 0.5
        }
        contentHeight: groupColumn.implicitHeight + Theme.margin
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

        Column {
            id: groupColumn
            width: flick.width
            spacing: Theme.margin * 0.75

            Repeater {
                id: groupRepeater
                model: screen.groups
                delegate: Column {
                    id: group
                    required property var modelData
                    readonly property string groupKey: String(modelData.key)
                    objectName: "games_group_" + groupKey
                    width: groupColumn.width
                    spacing: Theme.px(10)

                    Text {
                        width: parent.width
                        text: String(group.modelData.title)
                        font.family: Theme.serif
                        font.pixelSize: Theme.fontTitle
                        font.bold: true
                        color: Theme.wood
                        wrapMode: Text.WordWrap
                    }
                    Text {
                        width: parent.width
                        visible: text.length > 0
                        text: String(group.modelData.subtitle ?? "")
                        font.family: Theme.serif
                        font.pixelSize: Theme.fontBody
                        color: Theme.inkSoft
                        wrapMode: Text.WordWrap
                    }
                    Rectangle {
                        width: parent.width
                        height: Theme.px(3)
                        color: Theme.brass
                    }
                    Grid {
                        id: cards
                        columns: screen.columns
                        spacing: Theme.spacing
                        topPadding: Theme.px(6)

                        Repeater {
                            model: group.modelData.games
                            delegate: GameCard {
                                id: card
                                required property var modelData
                                width: (group.width - cards.spacing * (screen.columns - 1)) / screen.columns
                                height: screen.cardHeight
                                key: String(modelData.key)
                                title: String(modelData.title)
                                summary: String(modelData.summary ?? "")
                                categoryTitle: String(modelData.categoryTitle ?? "")
                                audience: modelData.audience ?? []
                                playable: modelData.playable === true
                                picture: String(modelData.picture ?? "")
                                onClicked: screen.itemChosen(card.key)
                                onPlayClicked: screen.playChosen(String(card.modelData.gameKey ?? card.key))
                            }
                        }
                    }
                }
            }
        }
    }
}
