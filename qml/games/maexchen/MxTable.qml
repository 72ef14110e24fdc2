pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The middle of the Mäxchen table: the announcement to beat, the cup over
// the two dice, and the round's announcements so far. The cup covers the
// dice until its owner looks (peek) or a reveal lifts it for everyone; the
// dice under a closed cup are never drawn, so nobody at the screen sees them.
Rectangle {
    id: table

    property var dice: [0, 0]    // what lies under the cup, as far as the screen may know
    property bool hasDice: false // dice lie on the table (under the cup or lifted)
    property bool covered: true  // the cup is down over them
    property bool peekable: false
    property bool peeked: false
    property string toBeat       // "" at a round's start
    property string toBeatBy
    property string shownValue   // the lifted dice's value at a round's start, e.g. "43"; else ""
    property string valueNote    // what the dice make, when they are shown ("Mäxchen!")
    property var history: []     // [{value, seat name, blind}]
    property real dieSize: Theme.px(110)
    signal peekChosen
    signal coverChosen

    // A throw shakes the cup; a reveal tumbles the dice as the cup lifts.
    function shake() { shakeAnimation.restart() }
    function tumble() { diceRow.tumble() }

    radius: Theme.radius * 2
    color: Theme.green
    border.color: Theme.wood
    border.width: Theme.px(6)

    Column {
        id: header
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.spacing }
        spacing: Theme.px(2)
        Text {
            objectName: "toBeat"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: {
                void Exhibit.language
                if (table.toBeat.length > 0)
                    return qsTr("To beat: %1").arg(table.toBeat)
                return table.shownValue.length > 0 ? qsTr("Under the cup: %1").arg(table.shownValue) : qsTr("A new round")
            }
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: Theme.fontHeading
            color: Theme.onDark
            elide: Text.ElideRight
        }
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: {
                void Exhibit.language
                return table.toBeat.length > 0 ? qsTr("announced by %1").arg(table.toBeatBy) : qsTr("no announcement yet")
            }
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.brassLight
            elide: Text.ElideRight
        }
    }

    // The dice and the cup above them.
    Item {
        id: stage
        // The lifted cup never strays over the choices beside the table.
        clip: true
        anchors { left: parent.left; right: parent.right; top: header.bottom; bottom: footer.top }
        readonly property real cupWidth: Math.min(width * 0.62, table.dieSize * 2.9)
        readonly property real cupHeight: Math.min(height * 0.72, cupWidth * 0.72)

        DiceRow {
            id: diceRow
            anchors.horizontalCenter: parent.horizontalCenter
            y: stage.height - height - Theme.px(6)
            dieObjectName: "mxDie"
            dieSize: Math.min(table.dieSize, stage.height * 0.5)
            dice: table.dice
            // Drawn only when the cup is off them: a covered throw is on no pixel.
            visible: table.hasDice && !table.covered && table.dice[0] > 0
        }
        Text {
            anchors { horizontalCenter: parent.horizontalCenter; bottom: diceRow.top }
            visible: diceRow.visible && table.valueNote.length > 0
            text: table.valueNote
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: Theme.fontBody
            color: Theme.brassLight
        }

        MxCupShape {
            id: cup
            objectName: "mxCup"
            width: stage.cupWidth
            height: stage.cupHeight
            readonly property bool lifted: table.hasDice && !table.covered
            // Down over the dice, or lifted, smaller, into the table's corner.
            x: lifted ? stage.width - width * 0.8 : (stage.width - width) / 2
            y: lifted ? -height * 0.25 : stage.height - height
            scale: lifted ? 0.5 : 1
            rotation: lifted ? 20 : 0
            Behavior on scale { NumberAnimation { duration: 600; easing.type: Easing.OutCubic } }
            Behavior on x { NumberAnimation { duration: 600; easing.type: Easing.OutCubic } }
            Behavior on y { NumberAnimation { duration: 600; easing.type: Easing.OutCubic } }
            Behavior on rotation { NumberAnimation { duration: 600; easing.type: Easing.OutCubic } }
            SequentialAnimation {
                id: shakeAnimation
                NumberAnimation { target: cup; property: "rotation"; to: -8; duration: 90 }
                NumberAnimation { target: cup; property: "rotation"; to: 8; duration: 140 }
                NumberAnimation { target: cup; property: "rotation"; to: -5; duration: 120 }
                NumberAnimation { target: cup; property: "rotation"; to: 0; duration: 90 }
            }
            // The owner may also touch the cup itself to look.
            MouseArea {
                anchors.fill: parent
                enabled: table.peekable
                onClicked: table.peeked ? table.coverChosen() : table.peekChosen()
            }
        }
    }

    Column {
        id: footer
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: Theme.spacing }
        spacing: Theme.px(12)

        BigButton {
            objectName: "peekButton"
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(parent.width, implicitWidth)
            visible: table.peekable
            primary: !table.peeked
            fontSize: Theme.fontSmall
            text: table.peeked ? qsTr("Cover the dice again") : qsTr("Peek under the cup")
            onClicked: table.peeked ? table.coverChosen() : table.peekChosen()
        }
        // The round so far: each announcement, who made it.
        Flow {
            objectName: "history"
            width: parent.width
            spacing: Theme.px(8)
            visible: table.history.length > 0
            Repeater {
                model: table.history
                delegate: Rectangle {
                    id: entry
                    required property var modelData
                    required property int index
                    width: entryText.implicitWidth + Theme.px(20)
                    height: entryText.implicitHeight + Theme.px(8)
                    radius: height / 2
                    color: index === table.history.length - 1 ? Theme.brassLight : Theme.greenLight
                    Text {
                        id: entryText
                        anchors.centerIn: parent
                        text: (entry.index > 0 ? "→ " : "") + entry.modelData.value + " · " + entry.modelData.name
                              + (entry.modelData.blind ? " ◌" : "")
                        font.family: Theme.serif
                        font.pixelSize: Theme.px(24)
                        font.bold: entry.index === table.history.length - 1
                        color: entry.index === table.history.length - 1 ? Theme.ink : Theme.onDark
                    }
                }
            }
        }
    }
}
