import QtQuick
import QtTest
import Zeitvertreib

// The games shelf on its own, with made-up games: chips of one group widen
// the choice and groups narrow it, "Show all" and the empty result, large
// tiles for few games and thirty tiles that scroll, every chip and tile
// large enough for a finger.
Item {
    id: root
    width: 1920
    height: 1080

    Component {
        id: shelfComponent
        GameShelf {
            width: 1824
            height: 820
        }
    }
    SignalSpy { id: spy }

    readonly property var five: [
        { key: "muehle", nameDe: "Mühle", nameEn: "Nine Men's Morris", family: "board", minSeats: 2, maxSeats: 2, minAge: 6, minutes: 15, itemKey: "muehle" },
        { key: "glocke_hammer", nameDe: "Glocke und Hammer", nameEn: "Bell and Hammer", family: "dice", minSeats: 2, maxSeats: 6, minAge: 8, minutes: 40, itemKey: "glocke_hammer" },
        { key: "glasperlen", nameDe: "Glasperlenspiel", nameEn: "Glass Bead Game", family: "board", minSeats: 2, maxSeats: 2, minAge: 8, minutes: 20, itemKey: "glasperlen" },
        { key: "schocken", nameDe: "Schocken (Jule)", nameEn: "Schocken (Jule)", family: "dice", minSeats: 2, maxSeats: 6, minAge: 12, minutes: 30, itemKey: "schocken" },
        { key: "solo", nameDe: "Solitär", nameEn: "Solitaire", family: "puzzle", minSeats: 1, maxSeats: 1, minAge: 8, minutes: 15, itemKey: "" }
    ]
    function thirty(): var {
        const families = ["dice", "cards", "board", "puzzle"]
        const list = []
        for (let i = 0; i < 30; ++i)
            list.push({ key: "fake" + i, nameDe: "Übungsspiel " + (i + 1), nameEn: "Practice game " + (i + 1),
                        family: families[i % 4], minSeats: 1 + i % 3, maxSeats: 2 + i % 5,
                        minAge: [6, 8, 12][i % 3], minutes: 10 + (i % 5) * 10, itemKey: "x" })
        return list
    }

    TestCase {
        name: "Shelf"
        when: windowShown

        function findNamed(item: var, name: string): var {
            if (item.objectName === name)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = findNamed(item.children[i], name)
                if (found)
                    return found
            }
            return null
        }
        function shownKeys(shelf: var): var {
            return shelf.shown.map(game => game.key).sort()
        }
        function tap(shelf: var, name: string) {
            // The grid places its tiles when it is polished, before a frame.
            waitForRendering(shelf)
            const target = findNamed(shelf, name)
            verify(target, name)
            verify(target.visible, name)
            mouseClick(target)
        }

        function test_chipsCombine() {
            const shelf = createTemporaryObject(shelfComponent, root, { games: root.five })
            compare(shelf.shown.length, 5)
            tap(shelf, "filter_family_dice")
            compare(shownKeys(shelf), ["glocke_hammer", "schocken"])
            tap(shelf, "filter_family_puzzle")
            compare(shownKeys(shelf), ["glocke_hammer", "schocken", "solo"])
            tap(shelf, "filter_duration_15")
            compare(shownKeys(shelf), ["solo"])
            tap(shelf, "filter_players_1")
            compare(shownKeys(shelf), ["solo"])
            tap(shelf, "filter_players_1")
            tap(shelf, "filter_duration_15")
            tap(shelf, "filter_players_5+")
            compare(shownKeys(shelf), ["glocke_hammer", "schocken"])
            tap(shelf, "filter_age_8")
            compare(shownKeys(shelf), ["glocke_hammer"])
            tap(shelf, "filter_reset")
            compare(shelf.shown.length, 5)
            compare(shelf.filtered, false)
        }

        function test_emptyOffersTheReset() {
            const shelf = createTemporaryObject(shelfComponent, root, { games: root.five })
            const empty = findNamed(shelf, "shelfEmpty")
            verify(!empty.visible)
            tap(shelf, "filter_family_cards")
            compare(shelf.shown.length, 0)
            verify(empty.visible)
            tap(shelf, "shelfEmptyReset")
            compare(shelf.shown.length, 5)
            verify(!empty.visible)
        }

        function test_tilesPlayAndOpenTheArticle() {
            const shelf = createTemporaryObject(shelfComponent, root, { games: root.five })
            spy.target = shelf
            spy.signalName = "playChosen"
            spy.clear()
            tap(shelf, "play_muehle")
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], "muehle")
            spy.signalName = "articleChosen"
            spy.clear()
            tap(shelf, "shelfArticle_muehle")
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], "muehle")
            // A game without an article has no "i".
            verify(!findNamed(shelf, "shelfArticle_solo").visible)
        }

        function test_fewGamesFillTheScreen() {
            const shelf = createTemporaryObject(shelfComponent, root, { games: root.five })
            const flick = findNamed(shelf, "shelfFlick")
            verify(flick.contentHeight >= 0.6 * flick.height, flick.contentHeight + " of " + flick.height)
            verify(flick.contentHeight <= flick.height)
        }

        function test_thirtyGamesBrowse() {
            const shelf = createTemporaryObject(shelfComponent, root, { games: root.thirty() })
            const flick = findNamed(shelf, "shelfFlick")
            const tile = findNamed(shelf, "play_fake0")
            verify(tile.width >= 300 && tile.height >= 200)
            verify(flick.contentHeight > flick.height)
            verify(flick.height / tile.height >= 2.2)
            tap(shelf, "filter_family_puzzle")
            compare(shelf.shown.length, 7)
        }

        function test_chipsAreLargeEnough() {
            const shelf = createTemporaryObject(shelfComponent, root, { games: root.five })
            for (const name of ["filter_family_dice", "filter_players_2", "filter_age_6", "filter_duration_long"]) {
                const chip = findNamed(shelf, name)
                verify(chip.width >= 72 && chip.height >= 72, name)
            }
        }
    }
}
