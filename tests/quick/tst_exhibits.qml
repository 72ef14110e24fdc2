import QtQuick
import QtTest
import Zeitvertreib

// The pieces that show the exhibit's things: a day as a time line, a tile of
// the inventory wall, a game's card, an article's material list and a
// picture frame. Fed with inline data of the content's shape.
Item {
    id: root
    width: 1280
    height: 800

    readonly property var day: [
        { time: "07:00", minutes: 420, text: "Aufstehen; Kinder wecken" },
        { time: "07:45", minutes: 465, text: "Morgenandacht" },
        { time: "", minutes: -1, text: "Nach der Schule Kinder betreuen" },
        { time: "21:00", minutes: 1260, text: "Abendunterhaltung" }
    ]

    ListModel {
        id: inventoryRows
        ListElement { name: "Monopoly"; count: 1; countDetail: ""; remark: "Kasten silberfarben"; available: true; categoryTitle: "Brettspiele"; gameKey: "monopoly" }
        ListElement { name: "Sogo"; count: -1; countDetail: ""; remark: ""; available: false; categoryTitle: "Denkspiele"; gameKey: "" }
    }

    Component {
        id: timelineComponent
        Timeline { width: 1000; entries: root.day }
    }
    Component {
        id: tileComponent
        InventoryTile { width: 380; height: 260 }
    }
    Component {
        id: gameCardComponent
        GameCard {
            width: 560; height: 300
            key: "muehle"; title: "Mühle"; summary: "Ein Brettspiel für zwei."
            categoryTitle: "Brettspiele"; audience: ["adults", "children"]; playable: true
        }
    }
    Component {
        id: materialComponent
        MaterialList { width: 360; height: 500 }
    }
    Component {
        id: frameComponent
        FramedImage { width: 400; height: 400; plate: "Abbildung 1"; caption: "Zunächst wellt man das Haar." }
    }

    SignalSpy { id: spy }
    SignalSpy { id: playSpy }

    TestCase {
        name: "Exhibits"
        when: windowShown

        function init() {
            Theme.scale = 800 / 1080
            spy.target = null
            spy.signalName = ""
            spy.clear()
        }

        function test_timelinePlacesTimesOnTheAxis() {
            const line = createTemporaryObject(timelineComponent, root)
            // The axis runs from 7:00 at the top to 21:00 at the bottom.
            verify(line.yOf(420) < line.yOf(465))
            verify(line.yOf(465) < line.yOf(1260))
            compare(line.yOf(420), line.pad)
            compare(line.yOf(1260), line.axisHeight - line.pad)
            // 14:00 lies half way.
            fuzzyCompare(line.yOf(840), (line.yOf(420) + line.yOf(1260)) / 2, 0.5)
            // Entries keep their order, untimed ones included, and do not overlap.
            const entries = [0, 1, 2, 3].map(i => findChild(line, "timelineEntry" + i))
            for (let i = 0; i < 3; ++i)
                verify(entries[i].y + entries[i].height <= entries[i + 1].y, "entry " + i)
            verify(entries[0].timed && entries[1].timed && !entries[2].timed && entries[3].timed)
            // The whole day fits in the line's height.
            verify(line.implicitHeight >= entries[3].y + entries[3].height)
        }

        function test_tileMarksMissingThings() {
            const tile = createTemporaryObject(tileComponent, root, {
                name: "Sogo", count: -1, available: false, categoryTitle: "Denkspiele" })
            verify(findChild(tile, "tileMissing").visible)
            verify(!findChild(tile, "tileCount").visible)
            spy.target = tile
            spy.signalName = "clicked"
            mouseClick(tile)
            compare(spy.count, 0)   // no article: not a button
        }

        function test_tileWithAGameOpensIt() {
            const tile = createTemporaryObject(tileComponent, root, {
                name: "Monopoly", count: 1, available: true, gameKey: "monopoly" })
            verify(findChild(tile, "tileCount").visible)
            verify(!findChild(tile, "tileMissing").visible)
            spy.target = tile
            spy.signalName = "clicked"
            mouseClick(tile)
            compare(spy.count, 1)
        }

        function test_gameCardPlayIsNotOpen() {
            const card = createTemporaryObject(gameCardComponent, root)
            const play = findChild(card, "play_muehle")
            verify(play.visible)
            verify(play.height >= 72)
            spy.target = card
            spy.signalName = "clicked"
            playSpy.target = card
            playSpy.signalName = "playClicked"
            playSpy.clear()
            mouseClick(play)
            compare(playSpy.count, 1)
            compare(spy.count, 0)
            mouseClick(card, 40, 40)
            compare(spy.count, 1)
            compare(playSpy.count, 1)
            card.playable = false
            verify(!play.visible)
        }

        function test_materialListShowsRows() {
            const rows = []
            for (let i = 0; i < inventoryRows.count; ++i)
                rows.push(inventoryRows.get(i))
            const material = createTemporaryObject(materialComponent, root, { rows: rows })
            compare(findChild(material, "materialList").count, 2)
        }

        function test_emptyFrameShowsItsPlate() {
            const frame = createTemporaryObject(frameComponent, root)
            verify(!frame.hasPicture)
            verify(findChild(frame, "framedPlate").visible)
            verify(!findChild(frame, "framedPicture").visible)
        }
    }
}
