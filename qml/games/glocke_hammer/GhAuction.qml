pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The auction of one card (and the sale of a card by a player out of chips):
// the card, the highest bid and its bidder, who is asked now, and for a
// person the large +1 / +5 / pass buttons. Legal moves come from the session.
Item {
    id: auction

    required property GameSession session
    property string cardLabel
    property string cardKey
    property int bid: 0
    property string bidderName
    property string askedName
    property bool sale: false
    property string sellerName

    readonly property var legal: session.humanToMove ? session.legalMoves() : []
    function canPlay(move: string): bool { return legal.indexOf(move) >= 0 }

    implicitHeight: column.implicitHeight

    Column {
        id: column
        anchors { left: parent.left; right: parent.right }
        spacing: Theme.spacing

        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: auction.sale ? qsTr("%1 sells a card").arg(auction.sellerName) : qsTr("Auction")
            font.family: Theme.serif
            font.pixelSize: Theme.fontHeading
            font.bold: true
            color: Theme.wood
        }
        GhCard {
            anchors.horizontalCenter: parent.horizontalCenter
            large: true
            cardKey: auction.cardKey
            label: auction.cardLabel
        }
        Text {
            objectName: "bidText"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: auction.bid > 0 ? qsTr("Highest bid: %1 chips by %2").arg(auction.bid).arg(auction.bidderName)
                                  : qsTr("No bid yet")
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            color: Theme.ink
        }
        Text {
            objectName: "askedText"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: auction.session.humanToMove ? qsTr("%1, do you bid more?").arg(auction.askedName)
                                              : qsTr("%1 is thinking …").arg(auction.askedName)
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: Theme.burgundy
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: Theme.spacing
            visible: auction.session.humanToMove
            BigButton {
                objectName: "bidPlus1"
                text: qsTr("+1 → %1").arg(auction.bid + 1)
                enabled: auction.canPlay("bid " + (auction.bid + 1))
                onClicked: auction.session.playMove("bid " + (auction.bid + 1))
            }
            BigButton {
                objectName: "bidPlus5"
                text: qsTr("+5 → %1").arg(auction.bid + 5)
                enabled: auction.canPlay("bid " + (auction.bid + 5))
                onClicked: auction.session.playMove("bid " + (auction.bid + 5))
            }
            BigButton {
                objectName: "bidPass"
                primary: false
                text: qsTr("Pass")
                enabled: auction.canPlay("pass")
                onClicked: auction.session.playMove("pass")
            }
        }
    }
}
