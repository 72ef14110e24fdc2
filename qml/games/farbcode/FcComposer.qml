pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Where a person puts a code together: four slots (a touch chooses one) and
// the six colours, each with its symbol (a touch fills the chosen slot and
// moves on), then the button that asks the guess or sets the secret code.
Item {
    id: composer

    property bool settingCode: false
    property bool enabled2: true
    property var slots: [-1, -1, -1, -1]
    property int chosen: 0
    signal submitted(string code)

    readonly property bool complete: slots.indexOf(-1) < 0
    readonly property string codeText: slots.map(c => c >= 0 ? "RGBYOP"[c] : "?").join("")

    function clear() {
        composer.slots = [-1, -1, -1, -1]
        composer.chosen = 0
    }
    function put(colour: int) {
        const copy = composer.slots.slice()
        copy[composer.chosen] = colour
        composer.slots = copy
        // On to the next empty slot (or the next one).
        for (let step = 1; step <= 4; ++step) {
            const at = (composer.chosen + step) % 4
            if (copy[at] < 0) {
                composer.chosen = at
                return
            }
        }
        composer.chosen = (composer.chosen + 1) % 4
    }
    function colourName(c: int): string {
        void Exhibit.language
        return [qsTr("red"), qsTr("green"), qsTr("blue"), qsTr("yellow"), qsTr("orange"), qsTr("purple")][c]
    }

    implicitHeight: column.implicitHeight

    Column {
        id: column
        width: parent.width
        spacing: Theme.spacing

        // The four slots.
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: Theme.px(18)
            Repeater {
                model: 4
                delegate: Item {
                    id: slot
                    required property int index
                    objectName: "slot" + index
                    width: Theme.px(104)
                    height: width
                    FcPeg {
                        anchors.fill: parent
                        colour: Number(composer.slots[slot.index])
                        selected: composer.chosen === slot.index
                    }
                    Rectangle {
                        anchors.fill: parent
                        radius: width / 2
                        color: "transparent"
                        border.color: Theme.highlight
                        border.width: composer.chosen === slot.index ? Theme.px(6) : 0
                    }
                    MouseArea {
                        anchors.fill: parent
                        enabled: composer.enabled2
                        onClicked: composer.chosen = slot.index
                    }
                }
            }
        }
        // The six colours, each with its symbol and name.
        Grid {
            anchors.horizontalCenter: parent.horizontalCenter
            columns: 3
            spacing: Theme.px(14)
            Repeater {
                model: 6
                delegate: Rectangle {
                    id: paint
                    required property int index
                    objectName: "colour_" + "RGBYOP"[index]
                    width: Theme.px(190)
                    height: Theme.px(96)
                    radius: Theme.radius
                    color: Theme.paper
                    border.color: Theme.paperEdge
                    border.width: Theme.px(2)
                    opacity: composer.enabled2 ? 1 : 0.5
                    Row {
                        anchors.centerIn: parent
                        spacing: Theme.px(10)
                        FcPeg {
                            anchors.verticalCenter: parent.verticalCenter
                            width: Theme.px(72)
                            height: width
                            colour: paint.index
                        }
                        Text {
                            anchors.verticalCenter: parent.verticalCenter
                            text: composer.colourName(paint.index)
                            font.family: Theme.serif
                            font.pixelSize: Theme.fontSmall
                            color: Theme.ink
                        }
                    }
                    MouseArea {
                        anchors.fill: parent
                        enabled: composer.enabled2
                        onClicked: composer.put(paint.index)
                    }
                }
            }
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: Theme.spacing
            BigButton {
                objectName: "composerClear"
                width: Theme.px(220)
                primary: false
                text: qsTr("Clear")
                enabled: composer.enabled2
                onClicked: composer.clear()
            }
            BigButton {
                objectName: "composerSubmit"
                width: Theme.px(380)
                text: composer.settingCode ? qsTr("Set the secret code") : qsTr("Ask this guess")
                enabled: composer.enabled2 && composer.complete
                onClicked: {
                    composer.submitted(composer.codeText)
                    composer.clear()
                }
            }
        }
    }
}
