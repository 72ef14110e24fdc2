import QtQuick
import Zeitvertreib

// The visitor's four switches, opened from the bar: large text, high
// contrast, "low reach" (every control in the lower part of the screen, for
// wheelchair users and children), and reading aloud (every text page reads
// itself when shown). Every new visit starts with all four off.
Rectangle {
    id: panel

    signal closeChosen

    // One switch: its name, and "Aus"/"An" as two big choices.
    component SwitchRow: Item {
        id: row
        property string label
        property bool checked
        signal switched(bool on)
        implicitHeight: Math.max(rowLabel.implicitHeight, Theme.touchMin)
        Text {
            id: rowLabel
            anchors { left: parent.left; right: choices.left; rightMargin: Theme.spacing; verticalCenter: parent.verticalCenter }
            text: row.label
            wrapMode: Text.WordWrap
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            color: Theme.ink
        }
        Row {
            id: choices
            anchors { right: parent.right; verticalCenter: parent.verticalCenter }
            spacing: Theme.px(12)
            ChoiceButton {
                objectName: row.objectName + "_off"
                text: qsTr("Off")
                selected: !row.checked
                onClicked: row.switched(false)
            }
            ChoiceButton {
                objectName: row.objectName + "_on"
                text: qsTr("On")
                selected: row.checked
                onClicked: row.switched(true)
            }
        }
    }

    color: "#a0000000"
    MouseArea {
        anchors.fill: parent
        onClicked: panel.closeChosen()
    }

    Rectangle {
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.margin }
        width: Math.min(parent.width - 2 * Theme.spacing, Theme.px(1100))
        height: column.implicitHeight + 2 * Theme.spacing
        radius: Theme.radius
        color: Theme.paper
        border.color: Theme.brass
        border.width: Theme.px(4)
        MouseArea { anchors.fill: parent }
        Column {
            id: column
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.spacing }
            spacing: Theme.spacing
            Text {
                text: qsTr("Easier to see, easier to reach")
                font.family: Theme.serif
                font.pixelSize: Theme.fontHeading
                font.bold: true
                color: Theme.wood
            }
            SwitchRow {
                objectName: "a11yLargeText"
                width: parent.width
                label: qsTr("Large text")
                checked: Visit.largeText
                onSwitched: (on) => Visit.largeText = on
            }
            SwitchRow {
                objectName: "a11yContrast"
                width: parent.width
                label: qsTr("High contrast")
                checked: Visit.highContrast
                onSwitched: (on) => Visit.highContrast = on
            }
            SwitchRow {
                objectName: "a11yLowReach"
                width: parent.width
                label: qsTr("Everything within low reach")
                checked: Visit.lowReach
                onSwitched: (on) => Visit.lowReach = on
            }
            // "Vorlesen": each text page reads itself aloud when shown (the
            // "Read aloud" button is on every page either way).
            SwitchRow {
                objectName: "a11yReadAloud"
                width: parent.width
                label: qsTr("Read pages aloud by themselves")
                checked: Visit.readAloud
                onSwitched: (on) => Visit.readAloud = on
            }
            BigButton {
                objectName: "a11yClose"
                anchors.right: parent.right
                text: qsTr("Done")
                onClicked: panel.closeChosen()
            }
        }
    }
}
