pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib
import "mx_values.js" as MxValues

// What the person with the cup announces: only the values that beat the
// one before, in the ranking's order (numbers, doubles, Mäxchen), one touch
// to choose and one to say it. When he has looked under the cup his true
// value is chosen already, and every value says whether it is the truth or
// a bluff.
Item {
    id: picker

    property var values: []       // the legal values, e.g. ["52", "53", …, "21"]
    property string trueValue     // the dice under the cup when he looked, else ""
    property string selected
    // Room kept free at the right of the bottom row (the screen's corner button).
    property real bottomReserve: 0
    readonly property int trueRank: MxValues.rank(trueValue)
    readonly property int columns: 7
    readonly property real cellWidth: (width - (columns - 1) * grid.spacing) / columns
    signal announceChosen(string value)

    // True when announcing `value` is no lie ([WP]: announcing lower is allowed).
    function isTruth(value: string): bool {
        return picker.trueRank >= 0 && MxValues.rank(value) <= picker.trueRank
    }
    // The value chosen at first: the truth when it beats the one before.
    function preselect() {
        picker.selected = picker.values.indexOf(picker.trueValue) >= 0 ? picker.trueValue : ""
    }
    onValuesChanged: preselect()
    onTrueValueChanged: preselect()

    implicitHeight: column.implicitHeight

    Column {
        id: column
        width: parent.width
        spacing: Theme.px(14)

        Grid {
            id: grid
            objectName: "announcePicker"
            columns: picker.columns
            spacing: Theme.px(10)
            Repeater {
                model: picker.values
                delegate: Rectangle {
                    id: cell
                    required property string modelData
                    readonly property string kind: MxValues.kind(modelData)
                    readonly property bool chosen: picker.selected === modelData
                    readonly property bool truth: picker.isTruth(modelData)
                    objectName: "announce_" + modelData
                    width: picker.cellWidth
                    height: Theme.touchLarge
                    radius: Theme.radius
                    color: chosen ? Theme.burgundy
                                  : tap.pressed ? Theme.paperEdge
                                  : kind === "maexchen" ? Theme.highlight
                                  : kind === "double" ? Theme.brassLight : Theme.paper
                    border.color: picker.trueValue === modelData && !chosen ? Theme.green : Theme.woodLight
                    border.width: picker.trueValue === modelData ? Theme.px(7) : Theme.px(3)
                    Accessible.role: Accessible.RadioButton
                    Accessible.name: cell.modelData
                    Accessible.checked: cell.chosen
                    Column {
                        anchors.centerIn: parent
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: cell.modelData
                            font.family: Theme.serif
                            font.bold: true
                            font.pixelSize: Theme.fontHeading
                            color: cell.chosen ? Theme.onDark : Theme.ink
                        }
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            visible: text.length > 0
                            text: {
                                void Exhibit.language
                                if (cell.kind === "maexchen")
                                    return qsTr("Mäxchen")
                                return cell.kind === "double" ? qsTr("double") : ""
                            }
                            font.family: Theme.serif
                            font.pixelSize: Theme.px(20)
                            color: cell.chosen ? Theme.onDark : Theme.inkSoft
                        }
                    }
                    // Once he looked: a small mark for the truth or a bluff.
                    Rectangle {
                        visible: picker.trueRank >= 0
                        anchors { right: parent.right; top: parent.top; margins: Theme.px(6) }
                        width: Theme.px(16)
                        height: width
                        radius: width / 2
                        color: cell.truth ? Theme.greenLight : Theme.burgundy
                        border.color: Theme.onDark
                        border.width: Math.max(1, Theme.px(2))
                    }
                    MouseArea {
                        id: tap
                        anchors.fill: parent
                        onClicked: picker.selected = cell.modelData
                    }
                }
            }
        }

        Row {
            spacing: Theme.spacing
            BigButton {
                id: sayButton
                objectName: "announceButton"
                enabled: picker.selected.length > 0
                text: {
                    void Exhibit.language
                    return picker.selected.length > 0 ? qsTr("Announce “%1”").arg(picker.selected) : qsTr("Choose a number")
                }
                onClicked: picker.announceChosen(picker.selected)
            }
            Text {
                objectName: "truthOrBluff"
                anchors.verticalCenter: parent.verticalCenter
                width: picker.width - sayButton.width - Theme.spacing - picker.bottomReserve
                wrapMode: Text.WordWrap
                text: {
                    void Exhibit.language
                    if (picker.selected.length === 0)
                        return ""
                    if (picker.trueRank < 0)
                        return qsTr("You have not looked: a guess.")
                    return picker.isTruth(picker.selected) ? qsTr("That is the truth.") : qsTr("That is a bluff!")
                }
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Theme.fontBody
                color: picker.trueRank >= 0 && !picker.isTruth(picker.selected) ? Theme.burgundy : Theme.green
            }
        }
    }
}
