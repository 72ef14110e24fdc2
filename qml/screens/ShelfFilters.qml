pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The games shelf's filter chips, group by group, and "Show all".
Flow {
    id: filters

    required property var owner

    spacing: Theme.spacing
    // The chosen chips of one group.
    function chosenOf(group: string): var {
        return group === "family" ? filters.owner.families : group === "players" ? filters.owner.players
             : group === "age" ? filters.owner.ages : filters.owner.durations
    }
    // Read again when the language changes.
    readonly property var groups: {
        void Exhibit.language
        return [
            { key: "family", label: qsTr("Kind"), chips: [
                { key: "dice", label: qsTr("Dice") }, { key: "cards", label: qsTr("Cards") },
                { key: "board", label: qsTr("Board") }, { key: "puzzle", label: qsTr("Puzzle") }] },
            { key: "players", label: qsTr("Players"), chips: [
                { key: "1", label: qsTr("alone") }, { key: "2", label: "2" },
                { key: "3-4", label: "3–4" }, { key: "5+", label: "5+" }] },
            { key: "age", label: qsTr("Age"), chips: [
                { key: "6", label: qsTr("from %1").arg(6) }, { key: "8", label: qsTr("from %1").arg(8) },
                { key: "12", label: qsTr("from %1").arg(12) }] },
            { key: "duration", label: qsTr("Length"), chips: [
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
                    selected: filters.chosenOf(String(group.modelData.key)).indexOf(String(modelData.key)) >= 0
                    onClicked: filters.owner.toggleFilter(String(group.modelData.key), String(modelData.key))
                }
            }
        }
    }
    ChoiceButton {
        objectName: "filter_reset"
        minWidth: Theme.touchMin * 1.4
        text: qsTr("Show all")
        visible: filters.owner.filtered
        onClicked: filters.owner.resetFilters()
    }
}
