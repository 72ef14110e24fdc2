import QtQuick
import Zeitvertreib

// One game on the games shelf: a touch starts it (the lobby); the "i" at the
// foot of the family band opens the game's article in the collection. Shows
// the playable title, the family and who can play, for how long, from what
// age, and the game's board as the game itself draws it (once drawn: see
// app/kiosk/board_pictures.h), so a game is known at a glance. A game left
// under way (`kept`) shows "Weiterspielen" instead of the family, the ages
// and the picture: one touch back to its board; the rest of the tile still
// leads to the lobby, where a new game is set up (a tile has room for one
// large button, and a new game needs the set-up anyway).
Rectangle {
    id: tile

    required property var game
    property bool kept: false
    signal playClicked
    signal articleClicked
    signal continueClicked

    readonly property string gameKey: String(game.key ?? "")
    readonly property int minSeats: Number(game.minSeats ?? 2)
    readonly property int maxSeats: Number(game.maxSeats ?? minSeats)

    function familyLabel(key: string): string {
        return key === "dice" ? qsTr("Dice") : key === "cards" ? qsTr("Cards")
             : key === "puzzle" ? qsTr("Puzzle") : qsTr("Board")
    }
    function familySign(key: string): string {
        return key === "dice" ? "⚅" : key === "cards" ? "♠" : key === "puzzle" ? "✦" : "▦"
    }
    function playersLabel(): string {
        if (tile.maxSeats <= 1)
            return qsTr("alone")
        if (tile.minSeats <= 1)
            return qsTr("alone or up to %1").arg(tile.maxSeats)
        if (tile.minSeats === tile.maxSeats)
            return qsTr("%1 players").arg(tile.minSeats)
        return qsTr("%1–%2 players").arg(tile.minSeats).arg(tile.maxSeats)
    }

    objectName: "play_" + gameKey
    radius: Theme.radius
    color: tap.pressed ? Theme.paperDeep : Theme.paper
    border.color: kept ? Theme.green : Theme.woodLight
    border.width: Theme.px(kept ? 5 : 3)
    Accessible.role: Accessible.Button
    Accessible.name: title.text

    MouseArea {
        id: tap
        anchors.fill: parent
        onClicked: tile.playClicked()
    }

    // The family: a band down the left edge with its sign and name.
    Rectangle {
        id: band
        anchors { left: parent.left; top: parent.top; bottom: parent.bottom; margins: Theme.px(3) }
        width: Theme.touchMin
        radius: Theme.radius
        color: tile.game.family === "dice" ? Theme.burgundy
             : tile.game.family === "cards" ? Theme.green
             : tile.game.family === "puzzle" ? Theme.brass : Theme.woodLight
        Text {
            anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; topMargin: Theme.px(12) }
            text: tile.familySign(String(tile.game.family ?? ""))
            font.pixelSize: Theme.fontHeading
            color: Theme.onDark
        }
    }

    Image {
        id: thumbnail
        objectName: "shelfThumbnail_" + tile.gameKey
        anchors { right: parent.right; top: parent.top; bottom: parent.bottom; margins: Theme.px(10) }
        // A kept game's button needs the width.
        visible: status === Image.Ready && !tile.kept
        width: visible ? Math.min(height, tile.width * 0.34) : 0
        source: String(tile.game.thumbnail ?? "")
        sourceSize.width: width
        fillMode: Image.PreserveAspectFit
        asynchronous: true
    }

    Column {
        anchors {
            left: band.right; right: thumbnail.visible ? thumbnail.left : parent.right; top: parent.top
            leftMargin: Theme.px(18); rightMargin: Theme.px(14); topMargin: Theme.px(14)
        }
        spacing: Theme.px(6)
        Text {
            id: title
            objectName: "shelfTitle_" + tile.gameKey
            width: parent.width
            text: String(Exhibit.language === "en" ? tile.game.nameEn ?? "" : tile.game.nameDe ?? "")
            font.family: Theme.serif
            font.pixelSize: Theme.fontHeading
            font.bold: true
            color: Theme.wood
            // Lines break between words; a single word longer than the tile
            // ("Glasperlenspiel" four to a row) shrinks to fit instead of
            // breaking inside the word.
            // One line above the button of a kept game, so both fit the
            // least tile (1280×800, sixteen games, large text): shrunk, then
            // cut with "…" (wrapped to one line it lost words unmarked).
            wrapMode: tile.kept ? Text.NoWrap : Text.WordWrap
            maximumLineCount: tile.kept ? 1 : 2
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Theme.fontBody
            elide: Text.ElideRight
        }
        Text {
            width: parent.width
            visible: !tile.kept
            text: tile.familyLabel(String(tile.game.family ?? "")) + " · " + tile.playersLabel()
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.ink
            // One line each, shrinking a little rather than wrapping: a
            // second line ran out of the tile at its least height (seen
            // with thirty games, four to a row).
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Math.round(Theme.fontSmall * 0.8)
            elide: Text.ElideRight
        }
        Text {
            width: parent.width
            visible: !tile.kept
            text: qsTr("from %1").arg(Number(tile.game.minAge ?? 8)) + " · "
                  + qsTr("about %1 min.").arg(Number(tile.game.minutes ?? 20))
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Math.round(Theme.fontSmall * 0.8)
            elide: Text.ElideRight
        }
    }

    // Above the tile's MouseArea (declared after it): back to the board.
    BigButton {
        objectName: "continue_" + tile.gameKey
        visible: tile.kept
        anchors {
            left: band.right; right: parent.right; bottom: parent.bottom
            leftMargin: Theme.px(18); rightMargin: Theme.px(14); bottomMargin: Theme.px(14)
        }
        height: Theme.touchMin
        fontSize: Theme.fontBody
        text: qsTr("Continue")
        onClicked: tile.continueClicked()
    }

    // Above the tile's MouseArea (declared after it), so a touch here opens
    // the article and does not start the game.
    Rectangle {
        objectName: "shelfArticle_" + tile.gameKey
        visible: String(tile.game.itemKey ?? "").length > 0
        anchors { horizontalCenter: band.horizontalCenter; bottom: band.bottom; bottomMargin: Theme.px(6) }
        width: Theme.touchMin - Theme.px(8)
        height: width
        radius: width / 2
        color: articleTap.pressed ? Theme.paperEdge : Theme.paper
        border.color: Theme.wood
        border.width: Theme.px(3)
        Accessible.role: Accessible.Button
        Accessible.name: qsTr("About the game")
        Text {
            anchors.centerIn: parent
            text: "i"
            font.family: Theme.serif
            font.pixelSize: Theme.fontHeading
            font.bold: true
            font.italic: true
            color: Theme.wood
        }
        MouseArea {
            id: articleTap
            anchors.fill: parent
            // A finger's width around the circle still counts.
            anchors.margins: -Theme.px(4)
            onClicked: tile.articleClicked()
        }
    }
}
