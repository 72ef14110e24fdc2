pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The kit's hand of cards (docs/games-kit.md): one seat's cards in a row or a
// fan that fits the width, touched to choose one or several, and played with
// a flight to the table. On a shared screen it covers itself when the screen
// passes to another person: the seat at the screen (`viewerSeat`, bound to
// GameSession.viewerSeat) changed, so the cards lie face down under "An Anna
// weitergeben – Anna tippt hier …" until the new player touches it. This is
// a courtesy between people at one table; what a seat may not know is never
// in its view at all (the engine's placeholders are drawn from the back).
Item {
    id: hand

    property var cards: []                 // [{id, suit?, rank?, label?, picture?}]
    property int owner: 0                  // whose hand this is
    property int viewerSeat: 0             // who sits at the screen now
    property string ownerName              // "Anna", "Spieler 2": for the pass screen
    property bool shared: true             // more than one person plays at this screen
    property string layout: "row"          // "row" or "fan"
    property bool selectable: true
    property bool multiSelect: false
    property var selection: []             // ids of the chosen cards
    property real maxCardHeight: Theme.px(330)
    property Item flightLayer: null        // where a played card flies (default: the window)

    signal cardTapped(string id)
    signal flown(string id)

    // Who last touched the cover to see this hand; -1: nobody since the
    // screen last changed hands.
    property int revealedTo: -1
    property int previousViewer: -1
    property int lastViewer: -1
    property var flying: []                // ids of cards in flight (hidden in the hand)
    property int busy: 0                   // cards turning or flying
    readonly property bool covered: shared && viewerSeat === owner && revealedTo !== owner
    readonly property bool faceUp: viewerSeat === owner && (!shared || revealedTo === owner)
    readonly property bool settled: busy === 0

    readonly property int count: cards ? cards.length : 0
    readonly property real lift: cardHeight * 0.16
    readonly property real fanRise: layout === "fan" ? cardHeight * 0.12 : 0
    // Room above the cards for a chosen card's lift and the fan's curve.
    readonly property real cardHeight: Math.max(Theme.touchMin, Math.min(maxCardHeight,
                                                                         (height - Theme.px(20)) / (layout === "fan" ? 1.3 : 1.18)))
    readonly property real cardWidth: cardHeight * 0.7
    // Cards overlap when the row is wider than the hand; what shows of each
    // stays a finger's width (Theme.touchMin) where the width allows.
    readonly property real step: count > 1 ? Math.min(cardWidth + Theme.px(16), (width - cardWidth) / (count - 1)) : 0
    readonly property real startX: (width - cardWidth - step * Math.max(0, count - 1)) / 2

    function reveal() { hand.revealedTo = hand.owner }

    function cardId(index: int): string {
        const c = hand.cards[index] ?? {}
        return String(c.id ?? index)
    }

    function toggle(id: string) {
        const at = hand.selection.indexOf(id)
        if (at >= 0)
            hand.selection = hand.selection.filter(s => s !== id)
        else
            hand.selection = hand.multiSelect ? hand.selection.concat([id]) : [id]
    }

    // The card item for an id (tests, and the start of a flight).
    function cardItem(id: string): Item {
        for (let i = 0; i < cardRepeater.count; ++i) {
            const item = cardRepeater.itemAt(i)
            if (item && item.objectName === "card_" + id)
                return item
        }
        return null
    }

    // Flies a copy of card `id` from its place to the centre of `target`;
    // call it before the game's move removes the card from `cards`.
    // Emits flown(id) on arrival.
    function fly(id: string, target: Item): bool {
        const from = hand.cardItem(id)
        const layer = hand.flightLayer ?? hand.Window.contentItem
        if (!from || !target || !layer)
            return false
        const start = from.mapToItem(layer, 0, 0)
        const end = target.mapToItem(layer, target.width / 2, target.height / 2)
        const card = Array.from(hand.cards).find(c => String(c.id) === id) ?? {}
        const flyer = flightComponent.createObject(layer, {
            x: start.x, y: start.y, width: from.width, height: from.height, rotation: from.rotation,
            suit: String(card.suit ?? ""), rank: String(card.rank ?? ""), label: String(card.label ?? ""),
            picture: String(card.picture ?? ""), faceUp: hand.faceUp, cardKey: id,
            toX: end.x - from.width / 2, toY: end.y - from.height / 2
        })
        hand.busy += 1
        hand.flying = hand.flying.concat([id])
        return flyer !== null
    }

    // A new person at the screen: whoever saw the cards before has to hand
    // the screen over, and the new one touches the cover to see them.
    onViewerSeatChanged: {
        hand.previousViewer = hand.lastViewer
        hand.lastViewer = hand.viewerSeat
        hand.revealedTo = -1
    }
    Component.onCompleted: hand.lastViewer = hand.viewerSeat
    onCardsChanged: {
        const ids = []
        for (let i = 0; i < hand.count; ++i)
            ids.push(hand.cardId(i))
        const kept = hand.selection.filter(s => ids.indexOf(s) >= 0)
        if (kept.length !== hand.selection.length)
            hand.selection = kept
    }

    Component {
        id: flightComponent
        CardFace {
            id: flyer
            property string cardKey
            property real toX
            property real toY
            z: 1000
            Component.onCompleted: flight.start()
            ParallelAnimation {
                id: flight
                NumberAnimation { target: flyer; property: "x"; to: flyer.toX; duration: Theme.moveDuration; easing.type: Easing.InOutCubic }
                NumberAnimation { target: flyer; property: "y"; to: flyer.toY; duration: Theme.moveDuration; easing.type: Easing.InOutCubic }
                NumberAnimation { target: flyer; property: "rotation"; to: 0; duration: Theme.moveDuration }
                onFinished: {
                    hand.busy -= 1
                    hand.flying = hand.flying.filter(f => f !== flyer.cardKey)
                    hand.flown(flyer.cardKey)
                    flyer.destroy()
                }
            }
        }
    }

    Repeater {
        id: cardRepeater
        model: hand.cards
        delegate: CardFace {
            id: cardFace
            required property var modelData
            required property int index
            readonly property string key: String(modelData.id ?? index)
            readonly property real offset: index - (hand.count - 1) / 2
            readonly property bool chosen: hand.selection.indexOf(key) >= 0
            objectName: "card_" + key
            width: hand.cardWidth
            height: hand.cardHeight
            x: hand.startX + index * hand.step
            y: hand.height - height - Theme.px(10) - hand.fanRise - (chosen && hand.faceUp ? hand.lift : 0)
               + (hand.layout === "fan" && hand.count > 1 ? Math.pow(offset / ((hand.count - 1) / 2), 2) * hand.fanRise : 0)
            rotation: hand.layout === "fan" ? offset * Math.min(5, 36 / Math.max(1, hand.count)) : 0
            transformOrigin: Item.Bottom
            suit: String(modelData.suit ?? "")
            rank: String(modelData.rank ?? "")
            label: String(modelData.label ?? "")
            picture: String(modelData.picture ?? "")
            faceUp: hand.faceUp && modelData.hidden !== true
            selected: chosen && hand.faceUp
            opacity: hand.flying.indexOf(key) >= 0 ? 0 : 1
            Behavior on y { NumberAnimation { duration: 150 } }
            onTurningChanged: hand.busy += turning ? 1 : -1
            Component.onDestruction: if (turning) hand.busy -= 1

            Accessible.role: Accessible.Button
            Accessible.name: cardFace.spoken
            Accessible.onPressAction: cardFace.press()

            function press() {
                if (!hand.faceUp)
                    return
                hand.cardTapped(cardFace.key)
                if (hand.selectable)
                    hand.toggle(cardFace.key)
            }

            MouseArea {
                id: cardTouch
                anchors.fill: parent
                enabled: hand.faceUp
                onClicked: cardFace.press()
            }
        }
    }

    PassCover {
        objectName: "passCover"
        anchors.centerIn: parent
        width: Math.min(parent.width, Theme.px(1200))
        height: Math.max(parent.height * 0.9, implicitHeight)
        visible: hand.covered
        ownerName: hand.ownerName
        passed: hand.previousViewer >= 0 && hand.previousViewer !== hand.owner
        onTouched: hand.reveal()
    }
}
