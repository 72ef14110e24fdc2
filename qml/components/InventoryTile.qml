import QtQuick
import Zeitvertreib

// One thing of the house's collection on the inventory wall: its name, how
// many there are, the remark of the list, its category, and a clear mark when
// the house does not have it. Where the house's list gives neither a count
// nor "nicht vorhanden", the tile says so ("keine Angabe") in its own quiet
// look instead of passing for either. A tile that belongs to a game article
// opens it.
Rectangle {
    id: tile

    property string name
    property int count: -1
    property string countDetail
    property string remark
    property bool available: true
    property bool stated: true
    readonly property bool missingMark: stated && !available
    property string categoryTitle
    // The row's photo, else its category's drawn pictogram (URL).
    property string picture
    property string gameKey
    // The object of the game the visitor came from: framed in brass and
    // labelled, so it is found at once on a wall of a hundred tiles.
    property bool marked: false
    readonly property bool opensArticle: gameKey.length > 0
    signal clicked

    radius: Theme.radius
    color: tap.pressed ? Theme.paperDeep : (missingMark ? Theme.paperDeep : (stated ? "#fbf6ea" : "#f4efe4"))
    border.color: marked ? Theme.brass : missingMark ? Theme.burgundy : (stated ? Theme.paperEdge : Theme.inkSoft)
    border.width: marked ? Theme.px(8) : missingMark ? Theme.px(4) : Theme.px(2)

    Accessible.role: opensArticle ? Accessible.Button : Accessible.StaticText
    Accessible.name: tile.name

    // How many: a brass disc, or the "missing" mark in its place.
    Rectangle {
        id: countDisc
        objectName: "tileCount"
        visible: tile.available && tile.count >= 0
        anchors { right: parent.right; top: parent.top; margins: Theme.px(16) }
        width: Math.max(height, countText.implicitWidth + Theme.px(24))
        height: Theme.fontHeading * 1.6
        radius: height / 2
        color: Theme.brassLight
        border.color: Theme.brass
        border.width: Theme.px(2)
        Text {
            id: countText
            anchors.centerIn: parent
            text: tile.count + "×"
            font.family: Theme.serif
            font.pixelSize: Theme.fontHeading * 0.8
            font.bold: true
            color: Theme.ink
        }
    }
    Badge {
        objectName: "tileMarked"
        visible: tile.marked
        anchors { left: parent.left; top: parent.top; margins: Theme.px(16) }
        text: qsTr("The game you chose")
        tint: Theme.brass
        filled: true
    }
    Badge {
        id: missing
        objectName: "tileMissing"
        visible: tile.missingMark
        anchors { right: parent.right; top: parent.top; margins: Theme.px(16) }
        text: qsTr("not in the collection")
        tint: Theme.burgundy
        filled: true
    }
    Badge {
        id: notStated
        objectName: "tileNotStated"
        visible: !tile.stated
        anchors { right: parent.right; top: parent.top; margins: Theme.px(16) }
        text: qsTr("not stated in the list")
        tint: Theme.inkSoft
    }

    Image {
        id: picture
        objectName: "tilePicture"
        anchors { left: parent.left; top: parent.top; margins: Theme.px(16) }
        visible: tile.picture.length > 0
        width: visible ? Theme.fontHeading * 2.6 : 0
        height: width
        source: tile.picture
        sourceSize.width: width
        sourceSize.height: height
        fillMode: Image.PreserveAspectFit
        asynchronous: true
        opacity: tile.missingMark ? 0.45 : 1
    }

    Column {
        anchors {
            left: picture.visible ? picture.right : parent.left; right: parent.right; top: parent.top
            leftMargin: Theme.px(20); rightMargin: Theme.px(20)
            topMargin: (tile.missingMark ? missing.height : (tile.stated ? countDisc.height : notStated.height)) + Theme.px(24)
        }
        spacing: Theme.px(6)

        Text {
            width: parent.width
            text: tile.name
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: tile.missingMark ? Theme.inkSoft : Theme.ink
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
        }
        Text {
            width: parent.width
            visible: text.length > 0
            text: tile.countDetail
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
        }
        Text {
            width: parent.width
            visible: text.length > 0
            text: tile.remark
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            font.italic: true
            color: Theme.inkSoft
            wrapMode: Text.WordWrap
            maximumLineCount: 3
            elide: Text.ElideRight
        }
    }

    Badge {
        anchors { left: parent.left; bottom: parent.bottom; margins: Theme.px(16) }
        visible: tile.categoryTitle.length > 0
        text: tile.categoryTitle
        tint: Theme.woodLight
    }
    Text {
        anchors { right: parent.right; bottom: parent.bottom; margins: Theme.px(16) }
        visible: tile.opensArticle
        text: qsTr("Read more ›")
        font.family: Theme.serif
        font.pixelSize: Theme.fontSmall
        font.bold: true
        color: Theme.green
    }

    // Only a tile with an article answers a touch.
    MouseArea {
        id: tap
        anchors.fill: parent
        enabled: tile.opensArticle
        onClicked: tile.clicked()
    }
}
