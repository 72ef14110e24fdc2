pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Glocke und Hammer bound to a GameSession: the players round the table with
// their chips and cards, the Kasse and the Wirtshaus, the auction or the
// dice, and every payment flying from payer to payee so a visitor sees why.
// Everything shown comes from the engine's state; moves are the session's.
Item {
    id: board

    required property GameSession session
    property real bottomReserve: Theme.touchLarge + Theme.spacing

    readonly property var gameState: session.state
    readonly property string phase: String(gameState.phase ?? "")
    readonly property int seatCount: Number(gameState.seats ?? 0)
    readonly property var cardKeys: gameState.cards ?? []
    readonly property var owners: gameState.cardOwner ?? []
    readonly property var winnings: gameState.cardWinnings ?? []
    readonly property int asked: session.toMove
    property bool oddsShown: false
    property int throwSerial: 0
    property int shownMoves: -1

    function seatName(seat: int): string {
        return GameTexts.seatName("glocke_hammer", seat)
    }
    function cardLabel(key: string): string {
        void Exhibit.language
        switch (key) {
        case "glocke": return qsTr("Bell")
        case "hammer": return qsTr("Hammer")
        case "glocke_hammer": return qsTr("Bell and Hammer")
        case "schimmel": return qsTr("Schimmel (white horse)")
        case "wirtshaus": return qsTr("Inn")
        }
        return key
    }
    function cardLabels(): var {
        const labels = {}
        for (const key of board.cardKeys)
            labels[key] = board.cardLabel(key)
        return labels
    }
    function cardsOf(seat: int): var {
        const list = []
        for (let i = 0; i < board.cardKeys.length; ++i) {
            if (board.owners[i] === seat)
                list.push({ key: board.cardKeys[i], label: board.cardLabel(board.cardKeys[i]), winnings: board.winnings[i] ?? 0 })
        }
        return list
    }
    function partyName(seat: int): string {
        return seat < 0 ? qsTr("the Kasse") : board.seatName(seat)
    }

    // What the last throw was, in one sentence (the engine names the case).
    function throwHeadline(): string {
        void Exhibit.language
        const pips = Number(board.gameState.lastPips ?? -1)
        if (pips < 0)
            return qsTr("Nobody has thrown yet.")
        const symbol = board.cardLabel(String(board.gameState.lastSymbol ?? ""))
        let text = ""
        switch (String(board.gameState.lastCase ?? "")) {
        case "schimmel": text = qsTr("Schimmel: no pips, no symbol."); break
        case "schimmel_symbol": text = qsTr("Schimmel with the symbol of the card “%1”.").arg(symbol); break
        case "schimmel_kasse": text = qsTr("Schimmel while the inn is open: the owner of the Schimmel pays one chip into the Kasse."); break
        case "schimmel_symbol_kasse": text = qsTr("Schimmel with “%1” while the inn is open: that card's owner pays one chip into the Kasse.").arg(symbol); break
        case "pips": text = qsTr("%1 pips: the thrower takes them from the Kasse.").arg(pips); break
        case "pips_symbol": text = qsTr("%1 pips with “%2”: the owner of that card takes them from the Kasse.").arg(pips).arg(symbol); break
        case "opens_wirtshaus": text = qsTr("%1 pips, more than the Kasse holds: the inn opens!").arg(pips); break
        case "overshoot": text = qsTr("%1 pips, more than the Kasse holds: the thrower pays the excess to the innkeeper.").arg(pips); break
        case "overshoot_symbol": text = qsTr("%1 pips with “%2”, more than the Kasse holds: that card's owner pays the excess to the innkeeper.").arg(pips).arg(symbol); break
        }
        const why = String(board.gameState.lastVoid ?? "")
        if (why === "self")
            text += " " + qsTr("Nothing happens: he would pay himself.")
        else if (why === "no_owner")
            text += " " + qsTr("Nothing happens: nobody owns that card.")
        return text
    }
    function paymentLines(): var {
        void Exhibit.language
        const from = board.gameState.payFrom ?? []
        const to = board.gameState.payTo ?? []
        const amount = board.gameState.payAmount ?? []
        const lines = []
        for (let i = 0; i < from.length; ++i) {
            const line = qsTr("%1 pays %2 to %3.").arg(board.partyName(from[i]))
                         .arg(GameTexts.chips(amount[i])).arg(board.partyName(to[i]))
            lines.push(line.charAt(0).toUpperCase() + line.slice(1))
        }
        return lines
    }

    // Where a payment starts or ends: a player's panel or the Kasse.
    function anchorOf(seat: int): point {
        const target = seat < 0 ? kasseBox : panels.itemAt(seat)
        if (!target)
            return Qt.point(board.width / 2, board.height / 2)
        return target.mapToItem(board, target.width / 2, target.height / 2)
    }

    function refresh() {
        const moves = board.session.moveCount
        if (moves > board.shownMoves && board.shownMoves >= 0) {
            const last = board.session.lastMove
            if (last.startsWith("dice"))
                board.throwSerial = board.throwSerial + 1
            const from = board.gameState.payFrom ?? []
            const to = board.gameState.payTo ?? []
            const amount = board.gameState.payAmount ?? []
            for (let i = 0; i < from.length; ++i)
                flyingChip.createObject(board, {
                    from: board.anchorOf(from[i]), to: board.anchorOf(to[i]), amount: amount[i],
                    delay: last.startsWith("dice") ? 750 : 0
                })
        }
        board.shownMoves = moves
    }

    // Computers raise one chip at a time, so an auction is many short moves:
    // they come quicker there than a throw does, or a child waits a minute
    // before the first throw. The session's own pace comes back afterwards.
    Binding {
        target: board.session
        property: "computerDelay"
        value: 300
        when: board.phase === "auction" || board.phase === "sale_bid"
        restoreMode: Binding.RestoreBindingOrValue
    }

    Component.onCompleted: refresh()
    Connections {
        target: board.session
        function onStateChanged() { board.refresh() }
    }

    // The players round the table.
    Row {
        id: table
        anchors { left: parent.left; right: parent.right; top: parent.top }
        spacing: Theme.px(14)
        Repeater {
            id: panels
            model: board.seatCount
            delegate: GhPlayerPanel {
                required property int index
                objectName: "player" + index
                width: (table.width - (board.seatCount - 1) * table.spacing) / Math.max(1, board.seatCount)
                name: board.seatName(index)
                kind: GameTexts.playerText(board.session.seats[index])
                chips: (board.gameState.chips ?? [])[index] ?? 0
                inGame: ((board.gameState.inGame ?? [])[index] ?? 1) === 1
                active: !board.session.over && board.asked === index
                isWirt: Number(board.gameState.wirt ?? -1) === index
                cards: board.cardsOf(index)
            }
        }
    }

    // The Kasse, the inn, the odds.
    Column {
        id: side
        anchors { left: parent.left; top: table.bottom; topMargin: Theme.spacing }
        width: Math.max(300, Math.min(Theme.px(400), board.width * 0.25))
        spacing: Theme.spacing

        Rectangle {
            id: kasseBox
            objectName: "kasse"
            width: parent.width
            height: kasseColumn.implicitHeight + Theme.spacing * 1.5
            radius: Theme.radius
            color: Theme.wood
            Column {
                id: kasseColumn
                anchors.centerIn: parent
                Text {
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: qsTr("Kasse")
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontBody
                    color: Theme.brassLight
                }
                Text {
                    objectName: "kasseCount"
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: String(board.gameState.kasse ?? 0)
                    font.family: Theme.serif
                    font.bold: true
                    font.pixelSize: Theme.fontDisplay
                    color: Theme.onDark
                }
            }
        }
        Rectangle {
            width: parent.width
            height: innText.implicitHeight + Theme.spacing
            radius: Theme.radius
            color: Number(board.gameState.wirtshausOpen ?? 0) === 1 ? "#d9a5a0" : Theme.paperDeep
            border.color: Theme.wood
            border.width: Theme.px(2)
            Text {
                id: innText
                objectName: "innState"
                anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.px(12) }
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: {
                    void Exhibit.language
                    if (Number(board.gameState.wirtshausOpen ?? 0) !== 1)
                        return qsTr("The inn is closed")
                    const wirt = Number(board.gameState.wirt ?? -1)
                    return wirt < 0 ? qsTr("The inn is open (no innkeeper)")
                                    : qsTr("The inn is open: innkeeper %1").arg(board.seatName(wirt))
                }
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
                color: Theme.ink
            }
        }
        BigButton {
            objectName: "oddsButton"
            width: parent.width
            primary: false
            fontSize: Theme.fontSmall
            text: qsTr("How likely?")
            onClicked: board.oddsShown = true
        }
    }

    // The auction, or the dice.
    Item {
        id: middle
        anchors {
            left: side.right; right: parent.right; top: table.bottom; bottom: parent.bottom
            leftMargin: Theme.spacing; topMargin: Theme.spacing; bottomMargin: board.bottomReserve
        }
        GhAuction {
            anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter }
            visible: board.phase === "auction" || board.phase === "sale_bid"
            session: board.session
            sale: board.phase === "sale_bid"
            sellerName: board.seatName(Number(board.gameState.seller ?? -1))
            cardKey: String(board.gameState.cardOnOffer ?? "")
            cardLabel: board.cardLabel(String(board.gameState.cardOnOffer ?? ""))
            bid: Number(board.gameState.bid ?? 0)
            bidderName: board.seatName(Number(board.gameState.bidder ?? -1))
            askedName: board.seatName(board.asked)
        }
        GhThrowPanel {
            anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter }
            visible: !(board.phase === "auction" || board.phase === "sale_bid" || board.phase === "order")
            session: board.session
            faces: board.gameState.lastFaces ?? []
            headline: board.throwHeadline()
            paymentLines: board.paymentLines()
            askedName: board.seatName(board.asked)
            offering: board.phase === "sale_offer"
            cardLabels: board.cardLabels()
            throwSerial: board.throwSerial
        }
    }

    // A chip (or a little stack) flying from the payer to the payee.
    Component {
        id: flyingChip
        Rectangle {
            id: chip
            property point from
            property point to
            property int amount: 1
            property int delay: 0
            width: Theme.px(64)
            height: width
            radius: width / 2
            x: from.x - width / 2
            y: from.y - height / 2
            z: 20
            opacity: 0
            color: Theme.highlight
            border.color: Theme.woodLight
            border.width: Theme.px(4)
            Text {
                anchors.centerIn: parent
                text: String(chip.amount)
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Theme.fontBody
                color: Theme.ink
            }
            SequentialAnimation {
                running: true
                PauseAnimation { duration: chip.delay }
                PropertyAction { target: chip; property: "opacity"; value: 1 }
                ParallelAnimation {
                    NumberAnimation { target: chip; property: "x"; to: chip.to.x - chip.width / 2; duration: 900; easing.type: Easing.InOutQuad }
                    NumberAnimation { target: chip; property: "y"; to: chip.to.y - chip.height / 2; duration: 900; easing.type: Easing.InOutQuad }
                }
                NumberAnimation { target: chip; property: "opacity"; to: 0; duration: 250 }
                ScriptAction { script: chip.destroy() }
            }
        }
    }

    // The odds, over everything until closed.
    Rectangle {
        anchors.fill: parent
        visible: board.oddsShown
        color: "#99201510"
        z: 30
        MouseArea { anchors.fill: parent; onClicked: board.oddsShown = false }
        GhOddsPanel {
            objectName: "oddsPanel"
            // Above the screen's undo and new-game buttons, which stay usable.
            anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; topMargin: Theme.spacing }
            width: Math.min(parent.width - 2 * Theme.spacing, Theme.px(1500))
            height: Math.min(parent.height - board.bottomReserve - 2 * Theme.spacing, Theme.px(900))
            kasse: Number(board.gameState.kasse ?? 1)
            onCloseChosen: board.oddsShown = false
        }
    }
}
