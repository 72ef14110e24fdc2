import QtQuick
import Zeitvertreib

// A number chosen with minus and plus, large enough for a finger: how many
// points a player marks, or sends the other to school for.
Row {
    id: stepper

    property int value: 0
    property int from: 0
    property int to: 48
    property string objectPrefix: "tcStepper"
    signal chosen(int value)

    spacing: Theme.px(10)

    ChoiceButton {
        objectName: stepper.objectPrefix + "Less"
        width: Theme.touchMin
        text: "−"
        enabled: stepper.value > stepper.from
        opacity: enabled ? 1 : 0.4
        onClicked: stepper.chosen(Math.max(stepper.from, stepper.value - 1))
    }
    Text {
        objectName: stepper.objectPrefix + "Value"
        width: stepper.width - 2 * Theme.touchMin - 2 * stepper.spacing
        height: Theme.touchMin
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        text: String(stepper.value)
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: Theme.fontTitle
        color: Theme.ink
    }
    ChoiceButton {
        objectName: stepper.objectPrefix + "More"
        width: Theme.touchMin
        text: "+"
        enabled: stepper.value < stepper.to
        opacity: enabled ? 1 : 0.4
        onClicked: stepper.chosen(Math.min(stepper.to, stepper.value + 1))
    }
}
