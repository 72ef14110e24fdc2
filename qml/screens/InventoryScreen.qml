pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Zeitvertreib

// The house's collection as a wall of tiles, narrowed by large chips: the
// kind of game, for children or adults, indoors or outdoors, in the
// collection or still missing. A tile that belongs to a game opens its
// article.
Item {
    id: screen

    property string sectionKey
    // Filters to start with (an inventory list opened from the search).
    property string startAudience
    property string startPlace
    // The game article whose object the wall opens at and marks (from a
    // game's set-up or end screen); "" for none.
    property string focusItemKey
    signal gameChosen(string itemKey)

    // The InventoryModel (filter properties: category, audience, place,
    // availability; "" = all).
    readonly property var inventory: Exhibit.inventory
    readonly property bool filtered: inventory.category !== "" || inventory.audience !== ""
                                     || inventory.place !== "" || inventory.availability !== ""

    function resetFilters() {
        screen.inventory.clearFilters()
    }
    // For the screen renderer and the search: one filter by name.
    // (Each by its name: Qt 6.4's compiled QML drops `model[name] = value`.)
    function setFilter(name: string, value: string) {
        if (name === "category")
            screen.inventory.category = value
        else if (name === "audience")
            screen.inventory.audience = value
        else if (name === "place")
            screen.inventory.place = value
        else if (name === "availability")
            screen.inventory.availability = value
    }

    // The wall is shared by every visitor: each visit starts unfiltered.
    Component.onCompleted: {
        resetFilters()
        screen.inventory.audience = startAudience
        screen.inventory.place = startPlace
        const row = screen.inventory.rowOfGame(screen.focusItemKey)
        if (row >= 0)
            wall.positionViewAtIndex(row, GridView.Center)
    }

    Text {
        id: heading
        anchors { left: parent.left; top: parent.top; leftMargin: Theme.margin; topMargin: Theme.margin * 0.75 }
        width: Math.min(implicitWidth, parent.width * 0.45)
        text: Exhibit.language.length > 0 && Exhibit.contentRevision >= 0 ? Exhibit.sectionTitle(screen.sectionKey) : ""
        font.family: Theme.serif
        font.pixelSize: Theme.fontDisplay
        color: Theme.wood
        elide: Text.ElideRight
    }
    Text {
        id: counter
        objectName: "inventoryCount"
        anchors { left: heading.right; leftMargin: Theme.spacing * 1.5; baseline: heading.baseline }
        text: Number(screen.inventory.count) === 1 ? qsTr("1 entry")
                                                   : qsTr("%1 entries").arg(Number(screen.inventory.count))
        font.family: Theme.serif
        font.pixelSize: Theme.fontBody
        color: Theme.inkSoft
    }
    BigButton {
        objectName: "filterReset"
        anchors { right: parent.right; rightMargin: Theme.margin; verticalCenter: heading.verticalCenter }
        implicitHeight: Theme.touchMin
        visible: screen.filtered
        primary: false
        text: qsTr("Show all")
        onClicked: screen.resetFilters()
    }

    ChipBar {
        id: categoryChips
        objectName: "categoryChips"
        anchors {
            left: parent.left; right: parent.right; top: heading.bottom
            leftMargin: Theme.margin; rightMargin: Theme.margin; topMargin: Theme.spacing * 0.75
        }
        height: Theme.touchMin
        namePrefix: "filter_category_"
        chips: [{ key: "all", label: qsTr("All kinds") }].concat(
                   (screen.inventory.categories ?? []).map(c => ({ key: String(c.key), label: String(c.title) })))
        currentKey: screen.inventory.category === "" ? "all" : screen.inventory.category
        onChosen: (key) => screen.inventory.category = key === "all" ? "" : key
    }

    Flow {
        id: toggles
        anchors {
            left: parent.left; right: parent.right; top: categoryChips.bottom
            leftMargin: Theme.margin; rightMargin: Theme.margin; topMargin: Theme.spacing * 0.5
        }
        spacing: Theme.spacing * 1.5

        Repeater {
            // Each group: one of its chips, or (touched again) all.
            model: [
                { filter: "audience", chips: [{ key: "children", label: qsTr("Children") },
                                              { key: "adults", label: qsTr("Adults") }] },
                { filter: "place", chips: [{ key: "indoor", label: qsTr("Indoors") },
                                           { key: "outdoor", label: qsTr("Outdoors") }] },
                { filter: "availability", chips: [{ key: "available", label: qsTr("In the collection") },
                                                  { key: "missing", label: qsTr("Missing") },
                                                  { key: "not_stated", label: qsTr("Not stated") }] }
            ]
            delegate: ChipBar {
                required property var modelData
                width: contentWidth
                height: Theme.touchMin
                interactive: false
                deselectable: true
                namePrefix: "filter_" + modelData.filter + "_"
                chips: modelData.chips
                currentKey: String(screen.inventory[modelData.filter])
                onChosen: (key) => screen.setFilter(modelData.filter, key)
            }
        }
    }

    GridView {
        id: wall
        objectName: "inventoryWall"
        // No delegates made ahead in the background: when the model changes while
        // one is half made, Qt 6.4 warns "DelegateModel::cancel: index out range"
        // (seen in the endurance test on a loaded machine). Rows appear as they scroll in.
        cacheBuffer: 0
        anchors {
            left: parent.left; right: parent.right; top: toggles.bottom; bottom: parent.bottom
            leftMargin: Theme.margin - Theme.spacing / 2; rightMargin: Theme.margin - Theme.spacing / 2
            topMargin: Theme.spacing
        }
        clip: true
        model: Exhibit.inventory
        readonly property int columns: width > 1500 ? 4 : 3
        cellWidth: width / columns
        // Room for the tile's whole text: the name (two lines), the count
        // (two) and the remark (three), over the count disc and above the
        // category badge, so a long remark never runs into the badge.
        cellHeight: Theme.fontBody * 2.8 + Theme.fontSmall * 7.2 + Theme.fontHeading * 1.6
                    + Theme.fontSmall * 2 + Theme.px(60)
        boundsBehavior: Flickable.StopAtBounds
        ScrollIndicator.vertical: ScrollIndicator {
            visible: wall.contentHeight > wall.height
            contentItem: Rectangle {
                implicitWidth: Theme.px(8)
                radius: width / 2
                color: Theme.woodLight
            }
        }

        delegate: Item {
            id: cell
            required property string key
            required property string name
            required property int count
            required property string countDetail
            required property string remark
            required property bool available
            required property bool stated
            required property string picture
            required property string categoryTitle
            required property string gameKey
            width: wall.cellWidth
            height: wall.cellHeight

            InventoryTile {
                objectName: "tile_" + cell.key
                anchors { fill: parent; margins: Theme.spacing / 2 }
                name: cell.name
                count: cell.count
                countDetail: cell.countDetail
                remark: cell.remark
                available: cell.available
                stated: cell.stated
                categoryTitle: cell.categoryTitle
                picture: cell.picture
                gameKey: cell.gameKey
                marked: screen.focusItemKey.length > 0 && cell.gameKey === screen.focusItemKey
                onClicked: screen.gameChosen(cell.gameKey)
            }
        }
    }

    Column {
        anchors.centerIn: wall
        visible: wall.count === 0
        spacing: Theme.spacing
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Nothing in the collection matches these choices.")
            font.family: Theme.serif
            font.pixelSize: Theme.fontHeading
            color: Theme.inkSoft
        }
        BigButton {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: screen.filtered
            text: qsTr("Show all")
            onClicked: screen.resetFilters()
        }
    }
}
