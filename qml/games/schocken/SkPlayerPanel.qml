pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One player of a Schocken table: name, person or computer, penalty chips,
// the half-lost marker, and his dice as far as the others may see them
// (a covered throw shows the cup, never the pips).
Rectangle {
    id: panel

    property string name
    property string kind
    property int chips: 0
    property bool playing: true   // in this half (or finale)
    property bool active: false   // his turn
    property bool isLead: false   // „Vorleger“ of this round
    property bool hasMarker: false
    property bool covered: false
    property var dice: []         // three values, 0: not thrown
    property var aside: []        // 1 where a die lies aside
    property string throwLabel
    property string throwsText

    implicitHeight: column.implicitHeight + 2 * Theme.px(12)
    radius: Theme.radius
    color: !playing ? Theme.paperDeep : active ? "#fff6dc" : Theme.paper
    border.color: active ? Theme.highlight : Theme.paperEdge
    border.width: active ? Theme.px(6) : Theme.px(2)
    opacity: playing ? 1 : 0.6

    Column {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(12) }
        spacing: Theme.px(4)

        Text {
            width: parent.width
            text: panel.name
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: Theme.fontBody
            color: Theme.wood
            elide: Text.ElideRight
        }
        Text {
            width: parent.width
            text: !panel.playing ? qsTr("watching") : panel.isLead ? panel.kind + " · " + qsTr("leads") : panel.kind
            font.family: Theme.serif
            font.pixelSize: Theme.px(22)
            color: Theme.inkSoft
            elide: Text.ElideRight
        }
        Row {
            spacing: Theme.px(8)
            SkChip { anchors.verticalCenter: parent.verticalCenter }
            Text {
                objectName: "chips"
                anchors.verticalCenter: parent.verticalCenter
                text: String(panel.chips)
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Theme.fontHeading
                color: Theme.ink
            }
            Rectangle {
                visible: panel.hasMarker
                anchors.verticalCenter: parent.verticalCenter
                width: markerText.implicitWidth + Theme.px(16)
                height: markerText.implicitHeight + Theme.px(8)
                radius: height / 2
                color: Theme.burgundy
                Text {
                    id: markerText
                    anchors.centerIn: parent
                    text: qsTr("lost a half")
                    font.family: Theme.serif
                    font.pixelSize: Theme.px(20)
                    color: Theme.onDark
                }
            }
        }
        Row {
            spacing: Theme.px(6)
            height: Theme.px(52)
            visible: panel.dice.some(value => value > 0)
            Repeater {
                model: panel.covered ? 0 : panel.dice
                delegate: PipDie {
                    required property int modelData
                    required property int index
                    width: Theme.px(48)
                    height: width
                    value: modelData
                    color: (panel.aside[index] ?? 0) === 1 ? Theme.brassLight : "#fbf7ee"
                }
            }
            SkCupIcon {
                visible: panel.covered
                height: Theme.px(52)
            }
        }
        Text {
            width: parent.width
            visible: text.length > 0
            text: {
                if (panel.covered || panel.throwLabel.length === 0)
                    return panel.throwsText;
                if (panel.throwsText.length === 0)
                    return panel.throwLabel;
                return panel.throwLabel + " · " + panel.throwsText;
            }
            font.family: Theme.serif
            font.pixelSize: Theme.px(22)
            color: Theme.ink
            wrapMode: Text.WordWrap
        }
    }
}
