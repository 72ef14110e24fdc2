pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib
import "race_colours.js" as RaceColours

// The side of a dice race (Gänsespiel, Leiterspiel): whose turn it is, in
// that player's colour; the shared dice, thrown by a touch on them or on the
// big button; what the throw set off; every player with its piece and state;
// and what a touched field means. The board beside it draws the track.
Column {
    id: side

    required property GameSession session
    property var dice: []
    property var statusTexts: [] // per seat: a short line ("misses 2 turns")
    property string announcement
    property string infoTitle    // a touched field, explained
    property string info
    // The screen's corners hold the undo and start-over buttons, so a board
    // uses two narrow columns beside its track: one shows the throw, the
    // other the players.
    property bool showsThrow: true
    property bool showsPlayers: true

    readonly property var gameState: session.state
    readonly property int seatCount: Number(gameState.seats ?? 0)
    readonly property int current: session.over ? -1 : Number(gameState.current ?? -1)
    readonly property bool mayThrow: !session.over && session.humanToMove && !session.thinking
                                     && String(gameState.phase ?? "") === "throw"

    function tumble() { diceRow.tumble() }
    function throwDice() {
        if (side.mayThrow)
            side.session.touch("dice")
    }

    spacing: Theme.px(18)

    // The turn, in the colour of the piece.
    Rectangle {
        objectName: "turnBanner"
        width: side.width
        height: Theme.touchMin
        radius: Theme.radius
        visible: side.showsThrow && side.current >= 0
        color: RaceColours.fills[Math.max(0, side.current)]
        border.color: RaceColours.edges[Math.max(0, side.current)]
        border.width: Theme.px(4)
        Behavior on color { ColorAnimation { duration: Theme.moveDuration } }
        Text {
            anchors.centerIn: parent
            width: parent.width - Theme.px(24)
            horizontalAlignment: Text.AlignHCenter
            elide: Text.ElideRight
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: RaceColours.inks[Math.max(0, side.current)]
            text: {
                void Exhibit.language
                const name = GameTexts.seatName(side.session.gameKey, side.current)
                const seat = side.session.seats[side.current]
                return seat && seat.kind === "computer" ? qsTr("%1 (computer) throws").arg(name)
                                                        : qsTr("%1: your throw").arg(name)
            }
        }
    }

    // The shared dice: a touch anywhere on them throws.
    Item {
        width: side.width
        height: diceRow.height + Theme.px(20)
        visible: side.showsThrow
        DiceRow {
            id: diceRow
            objectName: "raceDice"
            anchors.centerIn: parent
            dice: side.dice
            dieSize: Math.min(Theme.px(150), (side.width - Theme.px(60)) / Math.max(1, side.dice.length) / 1.2)
            dieObjectName: "raceDie"
            onToggled: side.throwDice()
        }
        MouseArea {
            anchors.fill: parent
            enabled: side.mayThrow
            onClicked: side.throwDice()
        }
    }
    BigButton {
        objectName: "throwButton"
        width: side.width
        text: qsTr("Throw the dice")
        visible: side.showsThrow
        enabled: side.mayThrow
        enabledLook: side.mayThrow
        onClicked: side.throwDice()
    }

    Text {
        objectName: "announcement"
        width: side.width
        wrapMode: Text.WordWrap
        font.family: Theme.serif
        font.pixelSize: Theme.fontSmall
        color: Theme.ink
        text: side.announcement
        visible: side.showsThrow && text.length > 0
    }

    // The players: the piece (colour and number), the name, the state.
    Repeater {
        model: side.showsPlayers ? side.seatCount : 0
        delegate: Rectangle {
            id: row
            required property int index
            objectName: "player" + index
            width: side.width
            height: Math.max(Theme.px(76), texts.implicitHeight + Theme.px(16))
            radius: Theme.radius
            color: index === side.current ? Theme.brassLight : Theme.paper
            border.color: index === side.current ? Theme.highlight : Theme.paperEdge
            border.width: index === side.current ? Theme.px(5) : Theme.px(2)
            Rectangle {
                id: swatch
                anchors { left: parent.left; leftMargin: Theme.px(12); verticalCenter: parent.verticalCenter }
                width: Theme.px(48)
                height: width
                radius: width / 2
                color: RaceColours.fills[row.index]
                border.color: RaceColours.edges[row.index]
                border.width: Theme.px(3)
                Text {
                    anchors.centerIn: parent
                    text: String(row.index + 1)
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    color: RaceColours.inks[row.index]
                }
            }
            Column {
                id: texts
                anchors { left: swatch.right; leftMargin: Theme.px(14); right: parent.right; rightMargin: Theme.px(10); verticalCenter: parent.verticalCenter }
                Text {
                    width: parent.width
                    elide: Text.ElideRight
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    color: Theme.ink
                    text: GameTexts.seatName(side.session.gameKey, row.index)
                }
                Text {
                    width: parent.width
                    wrapMode: Text.WordWrap
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontSmall
                    color: Theme.inkSoft
                    text: {
                        const status = String(side.statusTexts[row.index] ?? "")
                        const kind = GameTexts.playerText(side.session.seats[row.index])
                        return status.length > 0 ? kind + " · " + status : kind
                    }
                }
            }
        }
    }

    // A touched field, explained.
    Rectangle {
        objectName: "fieldInfo"
        width: side.width
        height: infoText.implicitHeight + Theme.px(28)
        radius: Theme.radius
        visible: side.showsThrow && side.info.length > 0
        color: "#fbf7ee"
        border.color: Theme.wood
        border.width: Theme.px(2)
        Text {
            id: infoText
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(14) }
            wrapMode: Text.WordWrap
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.ink
            textFormat: Text.StyledText
            text: (side.infoTitle.length > 0 ? "<b>" + side.infoTitle + "</b><br>" : "") + side.info
        }
    }
}
