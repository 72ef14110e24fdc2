pragma ComponentBehavior: Bound
import QtQuick
import QtMultimedia
import Zeitvertreib

// The eight dice, what the last throw meant (headline and every payment, in
// words), and for a person the large "throw" button — or, for a player out of
// chips, the cards he may offer for sale and "leave the game".
Item {
    id: panel

    required property GameSession session
    property var faces: []           // the engine's lastFaces
    property string headline
    property var paymentLines: []    // sentences
    property string askedName
    property bool offering: false    // a person out of chips chooses
    property var cardLabels: ({})
    property int throwSerial: 0      // changes with every throw: roll the dice

    readonly property var marks: ["1", "2", "3", "4", "5", "6", "bell", "hammer"]
    readonly property var legal: session.humanToMove ? session.legalMoves() : []
    property bool rolling: false

    implicitHeight: column.implicitHeight

    onThrowSerialChanged: {
        if (throwSerial <= 0)
            return
        rolling = true
        settle.restart()
        // One sound at a time (AudioArbiter): the rattle stops a reading.
        AudioArbiter.claim("game:glocke_hammer")
        rattle.play()
        rattleDone.restart()
    }
    Timer {
        id: settle
        interval: 750
        onTriggered: panel.rolling = false
    }
    SoundEffect {
        id: rattle
        source: "qrc:/sounds/dice.wav"
        volume: 0.8
        onPlayingChanged: if (!rattle.playing) AudioArbiter.release("game:glocke_hammer")
    }
    // Without a sound device the rattle never plays: the output is given
    // back all the same once the throw is over.
    Timer {
        id: rattleDone
        interval: 1500
        onTriggered: if (!rattle.playing) AudioArbiter.release("game:glocke_hammer")
    }
    Component.onDestruction: AudioArbiter.release("game:glocke_hammer")
    Connections {
        target: AudioArbiter
        function onOwnerChanged() {
            if (rattle.playing && AudioArbiter.owner !== "game:glocke_hammer")
                rattle.stop()
        }
    }

    Column {
        id: column
        anchors { left: parent.left; right: parent.right }
        spacing: Theme.spacing

        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: Theme.px(14)
            Repeater {
                model: 8
                delegate: GhDie {
                    required property int index
                    objectName: "die" + index
                    width: Math.min(Theme.px(100), (column.width - 7 * Theme.px(14)) / 8)
                    height: width
                    mark: panel.marks[index]
                    face: String(panel.faces[index] ?? "blank")
                    rolling: panel.rolling
                }
            }
        }
        Text {
            objectName: "throwHeadline"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            visible: !panel.rolling
            text: panel.headline
            font.family: Theme.serif
            font.pixelSize: Theme.fontHeading
            font.bold: true
            color: Theme.wood
        }
        Repeater {
            model: panel.rolling ? [] : panel.paymentLines
            delegate: Text {
                required property string modelData
                width: column.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: modelData
                font.family: Theme.serif
                font.pixelSize: Theme.fontBody
                color: Theme.ink
            }
        }
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: panel.offering ? qsTr("%1 has no chips left: offer a card for sale, or leave the game.").arg(panel.askedName)
                  : panel.session.humanToMove ? qsTr("%1, it is your throw.").arg(panel.askedName)
                  : panel.session.thinking ? qsTr("%1 is thinking …").arg(panel.askedName) : ""
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: Theme.burgundy
        }
        BigButton {
            objectName: "throwDice"
            anchors.horizontalCenter: parent.horizontalCenter
            visible: !panel.offering && panel.legal.indexOf("throw") >= 0
            width: Theme.px(420)
            fontSize: Theme.fontHeading
            text: qsTr("Throw the dice")
            onClicked: panel.session.playMove("throw")
        }
        Flow {
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(parent.width, implicitWidth)
            visible: panel.offering
            spacing: Theme.spacing
            Repeater {
                model: panel.legal
                delegate: BigButton {
                    required property string modelData
                    objectName: "sale_" + modelData.replace(" ", "_")
                    primary: modelData !== "leave"
                    text: modelData === "leave" ? qsTr("Leave the game")
                                                : qsTr("Offer: %1").arg(panel.cardLabels[modelData.split(" ")[1]] ?? modelData)
                    onClicked: panel.session.playMove(modelData)
                }
            }
        }
    }
}
