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

    // Brings the chosen chip into sight (also when chosen from outside).
    onCurrentKeyChanged: revealLater.restart()
    onContentWidthChanged: revealLater.restart()
    Timer {
        id: revealLater
        interval: 0
        onTriggered: bar.revealCurrent()
    }
    function revealCurrent() {
        for (let i = 0; i < chipRepeater.count; ++i) {
            const chip = chipRepeater.itemAt(i)
            if (!chip || !chip.selected)
                continue
            if (chip.x < contentX)
                contentX = chip.x
            else if (chip.x + chip.width > contentX + width)
                contentX = Math.min(contentWidth - width, chip.x + chip.width - width)
        }
    }

    Row {
        id: row
        spacing: Theme.px(14)

        Repeater {
            id: chipRepeater
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

    // More chips to either side: the row fades out there.
    Rectangle {
        parent: bar
        anchors { right: parent.right; top: parent.top; bottom: parent.bottom }
        width: Theme.px(90)
        visible: bar.contentX + bar.width < bar.contentWidth - 1
        gradient: Gradient {
            orientation: Gradient.Horizontal
            GradientStop { position: 0.0; color: "#00f3ead6" }
            GradientStop { position: 1.0; color: Theme.paper }
        }
    }
    Rectangle {
        parent: bar
        anchors { left: parent.left; top: parent.top; bottom: parent.bottom }
        width: Theme.px(90)
        visible: bar.contentX > 1
        gradient: Gradient {
            orientation: Gradient.Horizontal
            GradientStop { position: 0.0; color: Theme.paper }
            GradientStop { position: 1.0; color: "#00f3ead6" }
        }
    }
}
