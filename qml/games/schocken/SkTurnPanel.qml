pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The player whose turn it is: his cup and dice, and for a person the
// choices of the rules as buttons. A covered throw stays under the cup until
// its owner lifts it (press and hold), so the others at the screen do not see
// it; dice of the cup are set aside by a touch.
Item {
    id: turn

    required property GameSession session
    property string phase
    property var dice: []       // the current player's three dice (0: not thrown)
    property var aside: []
    property var turned: []
    property bool covered: false
    property int throwsMade: 0
    property string headline
    property string throwLabel
    property int rollSerial: 0

    readonly property bool mine: session.humanToMove
    readonly property bool thrown: throwsMade > 0 && dice.some(value => value > 0)
    property bool lifted: false
    property var selected: []   // indices of cup dice chosen to set aside
    property var legal: []

    readonly property bool showDice: thrown && (!covered || lifted)
    readonly property var keepValues: selected.map(i => dice[i]).sort((a, b) => a - b)
    readonly property string throwMove: selected.length === 0 ? "throw" : "keep " + keepValues.join(" ")
    readonly property string turnMove: selected.length === 1 && legal.indexOf("turn keep " + keepValues[0]) >= 0
                                       ? "turn keep " + keepValues[0] : "turn"

    implicitHeight: column.implicitHeight

    function refresh() {
        turn.legal = turn.session.legalMoves()
        turn.selected = []
        turn.lifted = false
    }
    function toggle(index: int) {
        if (!turn.mine || turn.phase !== "play" || !turn.showDice || (turn.aside[index] ?? 0) === 1)
            return
        const at = turn.selected.indexOf(index)
        turn.selected = at >= 0 ? turn.selected.filter(i => i !== index) : turn.selected.concat([index])
    }

    Connections {
        target: turn.session
        function onStateChanged() { turn.refresh() }
        function onThinkingChanged() { turn.legal = turn.session.legalMoves() }
    }
    Component.onCompleted: refresh()

    Column {
        id: column
        width: parent.width
        spacing: Theme.spacing

        Text {
            objectName: "turnHeadline"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: turn.headline
            font.family: Theme.serif
            font.pixelSize: Theme.fontHeading
            font.bold: true
            color: Theme.wood
        }

        // The dice (or the cup) on the left, what they make and the
        // choices on the right: one line, so that the whole turn fits above
        // the game's bottom bar on a landscape screen.
        Row {
            width: parent.width
            spacing: Theme.spacing
            // The cup, or the dice under it.
            Item {
                width: Theme.px(3 * 150 + 2 * 30)
                height: Theme.px(170)

                DiceRow {
                    id: diceRow
                    anchors.centerIn: parent
                    visible: turn.showDice
                    dieObjectName: "skDie"
                    dieSize: Theme.px(130)
                    dice: turn.dice
                    chosen: turn.selected
                    apart: turn.aside
                    notes: turn.dice.map((value, i) => (turn.aside[i] ?? 0) !== 1 ? ""
                                         : (turn.turned[i] ?? 0) === 1 ? qsTr("turned") : qsTr("aside"))
                    onToggled: (index) => turn.toggle(index)
                }

                // The turned-over cup: press and hold lifts it for its owner.
                Column {
                    anchors.centerIn: parent
                    visible: turn.thrown && !turn.showDice
                    spacing: Theme.px(8)
                    SkCupIcon {
                        objectName: "skCup"
                        anchors.horizontalCenter: parent.horizontalCenter
                        height: Theme.px(130)
                        MouseArea {
                            anchors.fill: parent
                            anchors.margins: -Theme.px(30)
                            pressAndHoldInterval: 500
                            enabled: turn.mine
                            onPressAndHold: turn.lifted = true
                        }
                    }
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: turn.mine ? qsTr("Press and hold the cup to look") : qsTr("covered")
                        font.family: Theme.serif
                        font.pixelSize: Theme.fontSmall
                        color: Theme.inkSoft
                    }
                }
            }

            Column {
                id: choices
                width: parent.width - parent.spacing - Theme.px(3 * 150 + 2 * 30)
                anchors.verticalCenter: parent.verticalCenter
                spacing: Theme.spacing
                Text {
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    visible: turn.showDice && turn.throwLabel.length > 0
                    text: turn.throwLabel
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontBody
                    color: Theme.ink
                }

                // A person's choices. With three or four at once (the sixes
                // may be turned) they stand two to a line, each half the
                // width, in the smaller type and on two lines where needed:
                // left to flow by their text widths they took four lines at
                // 1280x800 and pushed "Let it stand" below the screen's edge,
                // where a touch met nothing.
                Flow {
                    id: choiceFlow
                    width: parent.width
                    spacing: Theme.spacing
                    visible: turn.mine
                    readonly property bool crowded: turn.legal.indexOf("turn") >= 0
                                                    || turn.legal.indexOf("turn twice") >= 0
                    readonly property real buttonFont: crowded ? Theme.fontSmall : Theme.fontBody
                    readonly property real halfWidth: (width - spacing) / 2
                    BigButton {
                        objectName: "skThrow"
                        fontSize: choiceFlow.buttonFont
                        width: choiceFlow.crowded ? choiceFlow.halfWidth : implicitWidth
                        wraps: choiceFlow.crowded
                        text: turn.phase === "play" && turn.selected.length > 0 ? qsTr("Set aside, throw the rest") : qsTr("Throw")
                        enabled: turn.legal.indexOf(turn.throwMove) >= 0
                        onClicked: turn.session.playMove(turn.throwMove)
                    }
                    BigButton {
                        objectName: "skTurn"
                        fontSize: choiceFlow.buttonFont
                        width: choiceFlow.crowded ? choiceFlow.halfWidth : implicitWidth
                        wraps: choiceFlow.crowded
                        visible: turn.legal.indexOf("turn") >= 0
                        primary: false
                        text: qsTr("Turn two sixes into a one")
                        enabled: turn.showDice && turn.legal.indexOf(turn.turnMove) >= 0
                        onClicked: turn.session.playMove(turn.turnMove)
                    }
                    BigButton {
                        objectName: "skTurnTwice"
                        fontSize: choiceFlow.buttonFont
                        width: choiceFlow.crowded ? choiceFlow.halfWidth : implicitWidth
                        wraps: choiceFlow.crowded
                        visible: turn.legal.indexOf("turn twice") >= 0
                        primary: false
                        text: qsTr("Three sixes: two ones")
                        enabled: turn.showDice
                        onClicked: turn.session.playMove("turn twice")
                    }
                    BigButton {
                        objectName: "skStand"
                        fontSize: choiceFlow.buttonFont
                        width: choiceFlow.crowded ? choiceFlow.halfWidth : implicitWidth
                        wraps: choiceFlow.crowded
                        visible: turn.legal.indexOf("stand") >= 0
                        primary: false
                        text: qsTr("Let it stand")
                        onClicked: turn.session.playMove("stand")
                    }
                }
                Text {
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    visible: turn.mine && turn.phase === "play" && turn.selected.length > 0
                             && turn.legal.indexOf(turn.throwMove) < 0
                    text: qsTr("These dice cannot be set aside like this.")
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontSmall
                    color: Theme.burgundy
                }
            }
        }
    }

    onRollSerialChanged: diceRow.tumble()
}
