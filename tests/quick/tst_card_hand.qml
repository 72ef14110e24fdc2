import QtQuick
import QtTest
import Zeitvertreib

// The kit's CardHand: touching chooses one card (or several), a played card
// flies to its target, and on a shared screen the hand covers itself when
// the seat at the screen changes and shows its faces only after the new
// player's touch; a computer's turn (the viewer stays) changes nothing.
// Screenshots (1920x1080): six cards face up, and the pass screen, in
// ${ZV_SCREENSHOT_DIR}/kit/.
Item {
    id: root
    width: 1920
    height: 1080

    Rectangle {
        anchors.fill: parent
        color: Theme.green
    }
    Rectangle {
        id: table
        objectName: "table"
        x: 860
        y: 160
        width: 200
        height: 280
        color: Theme.greenLight
    }

    readonly property var sixCards: [
        { id: "h10", suit: "hearts", rank: "10" }, { id: "sB", suit: "spades", rank: "B" },
        { id: "dA", suit: "diamonds", rank: "A" }, { id: "c7", suit: "clubs", rank: "7" },
        { id: "hK", suit: "hearts", rank: "K" }, { id: "peter", label: "Schwarzer Peter" }
    ]

    Component {
        id: handComponent
        CardHand {
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: Theme.margin }
            height: 460
            cards: root.sixCards
            owner: 0
            viewerSeat: 0
            ownerName: "Anna"
        }
    }

    SignalSpy { id: spy }

    TestCase {
        name: "CardHand"
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

        function test_touchChoosesOneOrSeveral() {
            const hand = createTemporaryObject(handComponent, root, { shared: false })
            waitForRendering(hand)
            verify(hand.faceUp)
            spy.target = hand
            spy.signalName = "selectionChanged"
            spy.clear()
            mouseClick(findNamed(hand, "card_dA"))
            compare(hand.selection, ["dA"])
            compare(spy.count, 1)
            mouseClick(findNamed(hand, "card_c7"))
            compare(hand.selection, ["c7"])
            mouseClick(findNamed(hand, "card_c7"))
            compare(hand.selection, [])
            hand.multiSelect = true
            mouseClick(findNamed(hand, "card_h10"))
            mouseClick(findNamed(hand, "card_peter"))
            compare(hand.selection, ["h10", "peter"])
            // A chosen card stands out of the row.
            tryVerify(() => findNamed(hand, "card_h10").y < findNamed(hand, "card_sB").y - 20)
            // A card that leaves the hand leaves the choice.
            hand.cards = root.sixCards.slice(1)
            compare(hand.selection, ["peter"])
            // Six cards: each a large target.
            verify(findNamed(hand, "card_sB").width >= Theme.touchLarge)
        }

        function test_handCoversItselfForTheNextPerson() {
            // One hand at the bottom of a shared screen, always the hand of
            // the person at the screen (owner follows the viewer).
            const hand = createTemporaryObject(handComponent, root, { shared: true })
            waitForRendering(hand)
            const cover = findNamed(hand, "passCover")
            // At the start the first person touches to see the cards.
            verify(hand.covered)
            verify(cover.visible)
            verify(!findNamed(hand, "card_h10").showFace)
            mouseClick(cover)
            verify(!hand.covered)
            verify(hand.faceUp)
            tryVerify(() => findNamed(hand, "card_h10").showFace)

            // Anna played; Ben's turn: the faces go down at once, Ben's
            // cards (Anna's view changed to Ben's) wait for his touch.
            hand.ownerName = "Ben"
            hand.owner = 1
            hand.viewerSeat = 1
            verify(hand.covered)
            verify(cover.visible)
            verify(!findNamed(hand, "card_h10").showFace)
            // Drawn face down in the same frame: no turning face to glimpse.
            for (const id of ["h10", "sB", "dA", "c7"])
                verify(!findNamed(hand, "card_" + id).drawnFaceUp, id)
            verify(cover.Accessible.name.indexOf("Ben") >= 0, cover.Accessible.name)
            // Touching a covered card does nothing.
            hand.selection = []
            mouseClick(findNamed(hand, "card_h10"), 5, 5)
            compare(hand.selection, [])
            mouseClick(cover)
            verify(hand.faceUp)
            tryVerify(() => hand.settled)
            verify(findNamed(hand, "card_h10").showFace)

            // A computer moves: the viewer stays Ben, the hand stays up.
            hand.cards = root.sixCards.slice(0, 5)
            verify(hand.faceUp)
            verify(!cover.visible)
        }

        function test_otherSeatsHandShowsBacksWithoutAPrompt() {
            const hand = createTemporaryObject(handComponent, root, { shared: true, owner: 1, viewerSeat: 0 })
            waitForRendering(hand)
            verify(!hand.covered)
            verify(!hand.faceUp)
            verify(!findNamed(hand, "passCover").visible)
            hand.viewerSeat = 1
            verify(hand.covered)
        }

        function test_aSingleHumanNeverWaits() {
            const hand = createTemporaryObject(handComponent, root, { shared: false })
            waitForRendering(hand)
            hand.owner = 1
            hand.viewerSeat = 1
            verify(hand.faceUp)
            verify(!hand.covered)
        }

        function test_placeholdersStayFaceDown() {
            const hand = createTemporaryObject(handComponent, root, {
                shared: false, cards: [{ id: "x" }, { id: "y", suit: "hearts", rank: "9", hidden: true },
                                       { id: "z", suit: "clubs", rank: "9" }]
            })
            waitForRendering(hand)
            verify(!findNamed(hand, "card_x").showFace)
            verify(!findNamed(hand, "card_y").showFace)
            verify(findNamed(hand, "card_z").showFace)
            compare(findNamed(hand, "card_z").Accessible.name, "Kreuz 9")    // German: Exhibit's default
            compare(findNamed(hand, "card_x").Accessible.name, "Karte, verdeckt")
        }

        function test_aPlayedCardFliesToTheTable() {
            const hand = createTemporaryObject(handComponent, root, { shared: false })
            waitForRendering(hand)
            spy.target = hand
            spy.signalName = "flown"
            spy.clear()
            verify(hand.fly("dA", table))
            verify(!hand.settled)
            tryVerify(() => hand.settled, 3000)
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], "dA")
        }

        function test_screenshots() {
            const hand = createTemporaryObject(handComponent, root, { shared: true, layout: "fan" })
            hand.selection = ["dA"]
            mouseClick(findNamed(hand, "passCover"))
            tryVerify(() => hand.settled)
            waitForRendering(hand)
            grabImage(root).save(screenshotDir + "/card_hand_fan.png")
            hand.ownerName = "Jürgen"
            hand.owner = 1
            hand.viewerSeat = 1
            tryVerify(() => hand.settled)
            waitForRendering(hand)
            grabImage(root).save(screenshotDir + "/card_hand_pass.png")
        }
    }
}
