pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The games shelf's filter chips, group by group, and "Show all".
Flow {
    id: filters

    required property var shelf

    spacing: Theme.spacing
    // Read again when the language changes.
    readonly property var groups: {
        void Exhibit.language
        return [
            { key: "family", label: qsTr("Kind"), selected: filters.shelf.families, chips: [
                { key: "dice", label: qsTr("Dice") }, { key: "cards", label: qsTr("Cards") },
                { key: "board", label: qsTr("Board") }, { key: "puzzle", label: qsTr("Puzzle") }] },
            { key: "players", label: qsTr("Players"), selected: filters.shelf.players, chips: [
                { key: "1", label: qsTr("alone") }, { key: "2", label: "2" },
                { key: "3-4", label: "3–4" }, { key: "5+", label: "5+" }] },
            { key: "age", label: qsTr("Age"), selected: filters.shelf.ages, chips: [
                { key: "6", label: qsTr("from %1").arg(6) }, { key: "8", label: qsTr("from %1").arg(8) },
                { key: "12", label: qsTr("from %1").arg(12) }] },
            { key: "duration", label: qsTr("Length"), selected: filters.shelf.durations, chips: [
                { key: "15", label: qsTr("up to %1 min.").arg(15) },
                { key: "30", label: qsTr("up to %1 min.").arg(30) },
                { key: "long", label: qsTr("longer") }] }
        ]
    }

    Repeater {
        model: filters.groups
        delegate: Row {
            id: group
            required property var modelData
            spacing: Theme.px(12)
            Text {
                anchors.verticalCenter: parent.verticalCenter
                text: String(group.modelData.label)
                font.family: Theme.serif
                font.pixelSize: Theme.fontBody
                font.bold: true
                color: Theme.wood
            }
            Repeater {
                model: group.modelData.chips
                delegate: ChoiceButton {
                    required property var modelData
                    objectName: "filter_" + group.modelData.key + "_" + modelData.key
                    minWidth: Theme.touchMin * 1.4
                    text: String(modelData.label)
                    selected: group.modelData.selected.indexOf(String(modelData.key)) >= 0
                    onClicked: filters.shelf.toggleFilter(String(group.modelData.key), String(modelData.key))
                }
            }
        }
    }
    ChoiceButton {
        objectName: "filter_reset"
        minWidth: Theme.touchMin * 1.4
        text: qsTr("Show all")
        visible: filters.shelf.filtered
        onClicked: filters.shelf.resetFilters()
    }
}
