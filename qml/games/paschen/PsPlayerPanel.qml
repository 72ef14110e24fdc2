pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One player at the Paschen table: name, person or computer, his chips, his
// stake against the bank (and what of it was refused), the bank holder's
// and the Vorhand's marks, and what the last throw won or lost him.
Rectangle {
    id: panel

    property string name
    property string kind
    property int stack: 0
    property int stake: 0
    property int refused: 0        // surplus or Banco-refused chips, this round
    property int net: 0            // won (+) or lost (−) at the last throw
    property bool showNet: false
    property bool isHolder: false
    property bool isVorhand: false
    property bool calledBanco: false
    property bool active: false    // deciding now
    property bool out: false       // no chips left

    implicitHeight: column.implicitHeight + 2 * Theme.px(12)
    radius: Theme.radius
    color: panel.isHolder ? "#f1dfb5" : panel.active ? "#fff6dc" : Theme.paper
    border.color: panel.active ? Theme.highlight : panel.isHolder ? Theme.brass : Theme.paperEdge
    border.width: panel.active ? Theme.px(6) : Theme.px(2)
    opacity: panel.out ? 0.55 : 1

    Column {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(12) }
        spacing: Theme.px(4)

        // Name, and person or computer beside it.
        Row {
            width: parent.width
            spacing: Theme.px(10)
            Text {
                id: nameText
                width: Math.min(implicitWidth, parent.width)
                text: panel.name
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Theme.fontBody
                color: Theme.wood
                elide: Text.ElideRight
            }
            Text {
                anchors.baseline: nameText.baseline
                width: Math.max(0, parent.width - nameText.width - parent.spacing)
                text: panel.kind
                font.family: Theme.serif
                font.pixelSize: Theme.px(22)
                color: Theme.inkSoft
                elide: Text.ElideRight
            }
        }
        // His own chips and marks, and his stake beside them where the
        // panel is wide enough (below them where it is not: many players).
        Grid {
            width: parent.width
            columns: panel.width >= Theme.px(420) ? 2 : 1
            columnSpacing: Theme.px(18)
            verticalItemAlignment: Grid.AlignVCenter
        Row {
            height: Theme.px(56)
            spacing: Theme.px(8)
            PsChip { anchors.verticalCenter: parent.verticalCenter }
            Text {
                objectName: "stack"
                anchors.verticalCenter: parent.verticalCenter
                text: String(panel.stack)
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Theme.fontHeading
                color: Theme.ink
            }
            Rectangle {
                visible: panel.isHolder || panel.isVorhand || panel.calledBanco
                anchors.verticalCenter: parent.verticalCenter
                width: markText.implicitWidth + Theme.px(16)
                height: markText.implicitHeight + Theme.px(6)
                radius: height / 2
                color: panel.isHolder ? Theme.wood : panel.calledBanco ? Theme.burgundy : Theme.green
                Text {
                    id: markText
                    anchors.centerIn: parent
                    text: panel.isHolder ? qsTr("Bank") : panel.calledBanco ? qsTr("Banco!") : qsTr("Vorhand")
                    font.family: Theme.serif
                    font.bold: true
                    font.pixelSize: Theme.px(22)
                    color: Theme.onDark
                }
            }
        }
        // The stake on the table and what of it came back (or, after a
        // throw, what the throw brought).
        Row {
            height: Theme.px(48)
            spacing: Theme.px(8)
            PsChip {
                visible: panel.stake > 0
                anchors.verticalCenter: parent.verticalCenter
                width: Theme.px(32)
                face: Theme.green
            }
            Text {
                objectName: "stakeText"
                anchors.verticalCenter: parent.verticalCenter
                width: Math.min(implicitWidth, panel.width - Theme.px(70))
                elide: Text.ElideRight
                textFormat: Text.StyledText
                text: {
                    void Exhibit.language
                    if (panel.stake > 0)
                        return qsTr("stakes %1").arg(panel.stake)
                               + (panel.refused > 0 ? " <font color=\"" + Theme.burgundy + "\">· " + qsTr("%1 back").arg(panel.refused) + "</font>" : "")
                    if (panel.refused > 0)
                        return qsTr("%1 back").arg(panel.refused)
                    if (panel.showNet && panel.net !== 0)
                        return (panel.net > 0 ? "+" : "−") + Math.abs(panel.net)
                    return ""
                }
                font.family: Theme.serif
                font.bold: panel.stake === 0 && panel.refused === 0
                font.pixelSize: panel.stake > 0 || panel.refused > 0 ? Theme.fontSmall : Theme.fontBody
                color: panel.stake > 0 ? Theme.green : panel.refused > 0 ? Theme.burgundy : panel.net > 0 ? Theme.green : Theme.burgundy
            }
        }
        }
    }
}
