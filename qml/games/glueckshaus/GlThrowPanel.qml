pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The dice of the Glückshaus: whose turn it is, the two dice (a big touch
// throws them when a person is to throw), their sum, and what the throw did
// in a sentence.
Rectangle {
    id: panel

    property var dice: [0, 0]
    property string turnText: ""
    property color turnColor: Theme.burgundy
    property bool mayThrow: false
    property string outcome: ""
    signal thrown()

    function tumble() { shake.restart() }

    radius: Theme.radius
    color: Theme.paper
    border.color: panel.mayThrow ? Theme.highlight : Theme.paperEdge
    border.width: panel.mayThrow ? Theme.px(8) : Theme.px(2)

    // Whose turn: the colour and the name.
    Rectangle {
        id: turnBand
        objectName: "glTurn"
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(10) }
        height: turnLabel.implicitHeight + Theme.px(16)
        radius: Theme.radius
        color: panel.turnColor
        Behavior on color { ColorAnimation { duration: 400 } }
        Text {
            id: turnLabel
            objectName: "glTurnText"
            anchors.centerIn: parent
            width: parent.width - Theme.px(20)
            horizontalAlignment: Text.AlignHCenter
            text: panel.turnText
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: Theme.fontHeading
            color: Qt.colorEqual(panel.turnColor, "#f4efe4") || Qt.colorEqual(panel.turnColor, "#e0b53a") ? Theme.ink : Theme.onDark
            elide: Text.ElideRight
        }
    }

    // The dice and the big touch that throws them.
    Item {
        id: diceArea
        objectName: "glThrow"
        anchors { left: parent.left; right: parent.right; top: turnBand.bottom; topMargin: Theme.px(12) }
        height: Theme.px(190)
        Row {
            id: diceRow
            anchors.centerIn: parent
            spacing: Theme.px(36)
            Repeater {
                model: 2
                delegate: PipDie {
                    required property int index
                    objectName: "glDie" + index
                    width: Theme.px(136)
                    height: width
                    value: Number(panel.dice[index] ?? 0)
                }
            }
            SequentialAnimation on rotation {
                id: shake
                running: false
                NumberAnimation { to: -8; duration: 80 }
                NumberAnimation { to: 8; duration: 140 }
                NumberAnimation { to: -4; duration: 100 }
                NumberAnimation { to: 0; duration: 80 }
            }
        }
        MouseArea {
            anchors.fill: parent
            enabled: panel.mayThrow
            onClicked: panel.thrown()
        }
    }
    // What a touch does, or the sum of the last throw.
    Text {
        id: prompt
        objectName: "glPrompt"
        anchors { left: parent.left; right: parent.right; top: diceArea.bottom; margins: Theme.px(12) }
        horizontalAlignment: Text.AlignHCenter
        text: {
            void Exhibit.language
            const sum = Number(panel.dice[0] ?? 0) + Number(panel.dice[1] ?? 0)
            if (panel.mayThrow)
                return qsTr("Touch the dice to throw!")
            return sum > 0 ? qsTr("Thrown: %1").arg(sum) : ""
        }
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: Theme.fontHeading
        color: panel.mayThrow ? Theme.burgundy : Theme.ink
    }
    Text {
        objectName: "glOutcome"
        anchors { left: parent.left; right: parent.right; top: prompt.bottom; bottom: parent.bottom; margins: Theme.px(14) }
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignTop
        wrapMode: Text.WordWrap
        text: panel.outcome
        font.family: Theme.serif
        font.pixelSize: Theme.fontSmall
        color: Theme.ink
        elide: Text.ElideRight
        maximumLineCount: 4
    }
}
