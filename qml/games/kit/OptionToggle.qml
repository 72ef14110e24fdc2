pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One rule variant of a game, as the engine describes it: a yes/no choice, a
// choice of named values, or a number with minus and plus.
Item {
    id: toggle

    required property var spec   // {key, type, defaultValue, minValue, maxValue, choices, labelDe, labelEn}
    property var value: spec.defaultValue
    signal changed(var newValue)
    // Many named choices (Tangram's figures) do not fit beside the label:
    // they wrap in rows under it.
    readonly property bool wraps: spec.type === "choice" && (spec.choices ?? []).length > 4

    implicitHeight: wraps ? label.implicitHeight + Theme.spacing + wrapped.implicitHeight
                          : Math.max(label.implicitHeight, controls.implicitHeight)

    Text {
        id: label
        anchors { left: parent.left; right: toggle.wraps ? parent.right : controls.left
                  rightMargin: toggle.wraps ? 0 : Theme.spacing }
        y: toggle.wraps ? 0 : (toggle.height - height) / 2
        text: Exhibit.language === "en" && String(toggle.spec.labelEn).length > 0
              ? toggle.spec.labelEn : toggle.spec.labelDe
        font.family: Theme.serif
        font.pixelSize: Theme.fontSmall
        color: Theme.ink
        wrapMode: Text.WordWrap
    }

    Row {
        id: controls
        anchors { right: parent.right; verticalCenter: parent.verticalCenter }
        spacing: Theme.px(12)

        // yes / no
        ChoiceButton {
            visible: toggle.spec.type === "bool"
            objectName: "option_" + toggle.spec.key + "_off"
            text: qsTr("No")
            selected: toggle.value === false
            onClicked: toggle.changed(false)
        }
        ChoiceButton {
            visible: toggle.spec.type === "bool"
            objectName: "option_" + toggle.spec.key + "_on"
            text: qsTr("Yes")
            selected: toggle.value === true
            onClicked: toggle.changed(true)
        }
        // named choices
        Repeater {
            model: toggle.spec.type === "choice" && !toggle.wraps ? toggle.spec.choices : []
            delegate: ChoiceButton {
                required property string modelData
                required property int index
                objectName: "option_" + toggle.spec.key + "_" + modelData
                // The engine's words for the choice (every choice has them:
                // tst_kit), the key only as a last resort.
                text: {
                    const labels = Exhibit.language === "en" ? toggle.spec.choiceLabelsEn
                                                             : toggle.spec.choiceLabelsDe
                    return String((labels ?? [])[index] ?? modelData)
                }
                selected: toggle.value === modelData
                onClicked: toggle.changed(modelData)
            }
        }
        // a number
        ChoiceButton {
            visible: toggle.spec.type === "int"
            objectName: "option_" + toggle.spec.key + "_fewer"
            text: "−"
            onClicked: toggle.changed(Math.max(toggle.spec.minValue, Number(toggle.value) - 1))
        }
        Text {
            visible: toggle.spec.type === "int"
            anchors.verticalCenter: parent.verticalCenter
            text: String(toggle.value)
            font.family: Theme.serif
            font.pixelSize: Theme.fontHeading
            color: Theme.ink
        }
        ChoiceButton {
            visible: toggle.spec.type === "int"
            objectName: "option_" + toggle.spec.key + "_more"
            text: "+"
            onClicked: toggle.changed(Math.min(toggle.spec.maxValue, Number(toggle.value) + 1))
        }
    }

    Flow {
        id: wrapped
        anchors { left: parent.left; right: parent.right; top: label.bottom; topMargin: Theme.spacing }
        spacing: Theme.px(12)
        Repeater {
            model: toggle.wraps ? toggle.spec.choices : []
            delegate: ChoiceButton {
                required property string modelData
                required property int index
                objectName: "option_" + toggle.spec.key + "_" + modelData
                text: {
                    const labels = Exhibit.language === "en" ? toggle.spec.choiceLabelsEn
                                                             : toggle.spec.choiceLabelsDe
                    return String((labels ?? [])[index] ?? modelData)
                }
                selected: toggle.value === modelData
                onClicked: toggle.changed(modelData)
            }
        }
    }
}
