import QtQuick
import Zeitvertreib

// The bank: the chips in it, who holds it, how much of it the stakes cover,
// and how often it has gone round the table.
Rectangle {
    id: box

    property int bank: 0
    property string holderName
    property bool staking: false
    property int covered: 0
    property int uncovered: 0
    property int bankRound: 1
    property int bankRounds: 1
    // Where chips land in the bank (for the flying chips).
    readonly property Item chipSpot: count

    implicitHeight: column.implicitHeight + Theme.spacing * 1.5
    radius: Theme.radius
    color: Theme.wood

    Column {
        id: column
        anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.px(12) }
        spacing: Theme.px(6)
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("Bank")
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            color: Theme.brassLight
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: Theme.px(14)
            PsChip {
                anchors.verticalCenter: parent.verticalCenter
                width: Theme.px(56)
                face: Theme.brass
            }
            Text {
                id: count
                objectName: "bankCount"
                anchors.verticalCenter: parent.verticalCenter
                text: String(box.bank)
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Theme.fontDisplay
                color: Theme.onDark
            }
        }
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("Bank holder: %1").arg(box.holderName)
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.onDark
        }
        Text {
            objectName: "bankCover"
            width: parent.width
            visible: box.staking
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("staked %1 · still open %2").arg(box.covered).arg(box.uncovered)
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.brassLight
        }
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("Round of the bank: %1 of %2").arg(box.bankRound).arg(box.bankRounds)
            font.family: Theme.serif
            font.pixelSize: Theme.px(22)
            color: Theme.brassLight
        }
    }
}
