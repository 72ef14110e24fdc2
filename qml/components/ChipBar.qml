pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// A row of large chips, one of which is chosen: the parts of an article, the
// sections of a profile, a filter. When the chips do not fit, the row scrolls
// sideways under the finger. With `deselectable`, touching the chosen chip
// again chooses nothing ("all").
Flickable {
    id: bar

    // [{ key, label }]
    property var chips: []
    property string currentKey
    property bool deselectable: false
    // Prefix of each chip's objectName (prefix + key), for tests.
    property string namePrefix: "chip_"
    // The owner sets currentKey from this (the bar does not, so a binding
    // on currentKey stays intact).
    signal chosen(string key)

    implicitHeight: Theme.touchMin
    contentWidth: row.implicitWidth
    contentHeight: height
    flickableDirection: Flickable.HorizontalFlick
    boundsBehavior: Flickable.StopAtBounds
    clip: true

    Row {
        id: row
        spacing: Theme.px(14)

        Repeater {
            model: bar.chips
            delegate: ChoiceButton {
                required property var modelData
                objectName: bar.namePrefix + modelData.key
                text: modelData.label
                selected: modelData.key === bar.currentKey
                onClicked: bar.chosen(selected && bar.deselectable ? "" : modelData.key)
            }
        }
    }
}
