pragma ComponentBehavior: Bound
import QtQuick
import QtMultimedia
import Zeitvertreib

// The bank holder's throw: three dice that roll for a moment, then their sum
// large and who wins; a Jungfernpasch (three alike) is celebrated. Before
// the first throw it says what the throw decides.
Item {
    id: panel

    property var dice: [0, 0, 0]
    property int sum: 0
    property string outcome          // "bank", "stakers" or ""
    property bool jungfernpasch: false
    property int rethrown: 0         // throws of three different numbers before this one
    property string throwerName
    property int rollSerial: 0       // changes with every throw: roll the dice
    signal settled

    property bool rolling: false
    property var flicker: [1, 1, 1]
    readonly property bool thrown: dice.some(value => value > 0)

    implicitHeight: column.implicitHeight

    onRollSerialChanged: {
        if (rollSerial <= 0)
            return
        rolling = true
        settle.restart()
        // One sound at a time (AudioArbiter): the rattle stops a reading.
        AudioArbiter.claim("game:paschen")
        rattle.play()
        rattleDone.restart()
    }
    Timer {
        id: settle
        interval: 1100
        onTriggered: {
            // Settled first: the board holds the end screen from there on.
            panel.settled()
            panel.rolling = false
            diceRow.tumble()
            if (panel.jungfernpasch)
                party.restart()
        }
    }
    Timer {
        interval: 90
        repeat: true
        running: panel.rolling
        onTriggered: {
            const faces = []
            for (let i = 0; i < 3; ++i)
                faces.push(1 + Math.floor(Math.random() * 6))
            panel.flicker = faces
            diceRow.tumble()
        }
    }
    SoundEffect {
        id: rattle
        source: "qrc:/sounds/dice.wav"
        volume: 0.8
        onPlayingChanged: if (!rattle.playing) AudioArbiter.release("game:paschen")
    }
    // Without a sound device the rattle never plays: the output is given
    // back all the same once the throw is over.
    Timer {
        id: rattleDone
        interval: 1500
        onTriggered: if (!rattle.playing) AudioArbiter.release("game:paschen")
    }
    Component.onDestruction: AudioArbiter.release("game:paschen")
    Connections {
        target: AudioArbiter
        function onOwnerChanged() {
            if (rattle.playing && AudioArbiter.owner !== "game:paschen")
                rattle.stop()
        }
    }

    Column {
        id: column
        anchors { left: parent.left; right: parent.right }
        spacing: Theme.px(8)

        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: Theme.spacing
            DiceRow {
                id: diceRow
                anchors.verticalCenter: parent.verticalCenter
                dieObjectName: "psDie"
                dieSize: Math.min(Theme.px(120), (column.width - sumBox.width - Theme.spacing) / 3.9)
                spacing: Theme.px(16)
                dice: panel.rolling ? panel.flicker : panel.dice
            }
            // The sum, large.
            Rectangle {
                id: sumBox
                anchors.verticalCenter: parent.verticalCenter
                width: Theme.px(140)
                height: width
                radius: width / 2
                color: !panel.thrown || panel.rolling ? Theme.paperDeep
                       : panel.outcome === "bank" ? Theme.burgundy : Theme.green
                border.color: Theme.brass
                border.width: Theme.px(5)
                Text {
                    objectName: "psSum"
                    anchors.centerIn: parent
                    text: !panel.thrown || panel.rolling ? "?" : String(panel.sum)
                    font.family: Theme.serif
                    font.bold: true
                    font.pixelSize: Theme.px(84)
                    color: !panel.thrown || panel.rolling ? Theme.inkSoft : Theme.onDark
                }
            }
        }
        Text {
            objectName: "psOutcome"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: {
                void Exhibit.language
                if (panel.rolling)
                    return qsTr("%1 throws …").arg(panel.throwerName)
                if (!panel.thrown)
                    return qsTr("11 or more: the bank wins. 10 or less: the players win.")
                return panel.outcome === "bank" ? qsTr("Bank wins (11 or more)") : qsTr("Players win (10 or less)")
            }
            font.family: Theme.serif
            font.pixelSize: panel.thrown && !panel.rolling ? Theme.fontHeading : Theme.fontBody
            font.bold: panel.thrown && !panel.rolling
            color: !panel.thrown || panel.rolling ? Theme.inkSoft : panel.outcome === "bank" ? Theme.burgundy : Theme.green
        }
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            visible: text.length > 0 && !panel.rolling
            maximumLineCount: 2
            elide: Text.ElideRight
            text: {
                void Exhibit.language
                if (panel.jungfernpasch)
                    return panel.outcome === "bank"
                            ? qsTr("Jungfernpasch! Won with three alike: the bank holder may take chips out of the bank.")
                            : qsTr("Jungfernpasch! Lost with three alike: the bank holder may set a new Banco and keep the dice.")
                if (panel.rethrown > 0)
                    return qsTr("Three different numbers do not count: thrown again %1 ×.").arg(panel.rethrown)
                return ""
            }
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            font.bold: panel.jungfernpasch
            color: Theme.wood
        }
    }

    // The Jungfernpasch celebrated: a ring of stars bursts out of the dice.
    Item {
        id: burst
        anchors.centerIn: parent
        width: parent.width
        height: parent.height
        property real reach: 0
        opacity: 0
        z: 5
        Repeater {
            model: 12
            delegate: Text {
                id: star
                required property int index
                readonly property real angle: index * Math.PI / 6
                x: burst.width / 2 + Math.cos(angle) * burst.reach * burst.width * 0.45 - width / 2
                y: burst.height / 2 + Math.sin(angle) * burst.reach * burst.height * 0.6 - height / 2
                text: "★"
                font.pixelSize: Theme.px(index % 2 === 0 ? 64 : 44)
                color: index % 3 === 0 ? Theme.highlight : index % 3 === 1 ? Theme.brass : Theme.burgundy
            }
        }
        Rectangle {
            anchors.centerIn: parent
            width: banner.implicitWidth + Theme.px(60)
            height: banner.implicitHeight + Theme.px(24)
            radius: height / 2
            color: Theme.highlight
            border.color: Theme.wood
            border.width: Theme.px(4)
            Text {
                id: banner
                anchors.centerIn: parent
                text: qsTr("Jungfernpasch!")
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Theme.fontDisplay
                color: Theme.wood
            }
        }
    }
    SequentialAnimation {
        id: party
        PropertyAction { target: burst; property: "reach"; value: 0.1 }
        NumberAnimation { target: burst; property: "opacity"; to: 1; duration: 200 }
        NumberAnimation { target: burst; property: "reach"; to: 1; duration: 1400; easing.type: Easing.OutCubic }
        PauseAnimation { duration: 400 }
        NumberAnimation { target: burst; property: "opacity"; to: 0; duration: 600 }
    }
}
