pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// How many chips: minus and plus in steps of one and five, the amount
// between them as a little stack of chips and a number. Always within
// [minimum, maximum].
Row {
    id: picker

    property int minimum: 1
    property int maximum: 1
    property int value: 1
    property color chipFace: Theme.green

    function set(amount: int) {
        picker.value = Math.max(picker.minimum, Math.min(picker.maximum, amount))
    }

    spacing: Theme.px(14)

    Repeater {
        model: [-5, -1]
        delegate: BigButton {
            required property int modelData
            objectName: "psStep" + modelData
            anchors.verticalCenter: parent.verticalCenter
            width: Theme.touchLarge * 1.25
            implicitWidth: width
            primary: false
            enabled: picker.value > picker.minimum
            text: "−" + Math.abs(modelData)
            onClicked: picker.set(picker.value + modelData)
        }
    }
    // The amount: up to ten chips drawn in a little stack, and the number.
    Item {
        anchors.verticalCenter: parent.verticalCenter
        width: Theme.px(190)
        height: Theme.touchLarge
        Repeater {
            model: Math.min(10, picker.value)
            delegate: PsChip {
                required property int index
                x: Theme.px(8)
                y: parent.height - height - index * Theme.px(8)
                width: Theme.px(48)
                height: Theme.px(20)
                radius: height / 2
                face: picker.chipFace
            }
        }
        Text {
            objectName: "psAmount"
            anchors { right: parent.right; verticalCenter: parent.verticalCenter }
            text: String(picker.value)
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: Theme.fontDisplay
            color: Theme.ink
        }
    }
    Repeater {
        model: [1, 5]
        delegate: BigButton {
            required property int modelData
            objectName: "psStep" + modelData
            anchors.verticalCenter: parent.verticalCenter
            width: Theme.touchLarge * 1.25
            implicitWidth: width
            primary: false
            enabled: picker.value < picker.maximum
            text: "+" + modelData
            onClicked: picker.set(picker.value + modelData)
        }
    }
}
