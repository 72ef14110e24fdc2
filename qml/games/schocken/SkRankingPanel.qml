pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The ranking of the throws and what each costs (the source's section 5),
// highest first, with the throw on the table marked.
Rectangle {
    id: ranking

    property string throwName   // the engine's name of the throw to mark, e.g. "schock_4"
    signal closeChosen

    color: Theme.paper
    radius: Theme.radius * 2
    border.color: Theme.brass
    border.width: Theme.px(6)

    readonly property var rows: [
        { key: "schock_aus", dice: "1 1 1", chips: qsTr("all 13 – the half is lost") },
        { key: "jule", dice: "4 2 1", chips: "7" },
        { key: "schock_6", dice: "6 1 1", chips: "6" },
        { key: "schock_5", dice: "5 1 1", chips: "5" },
        { key: "schock_4", dice: "4 1 1", chips: "4" },
        { key: "schock_3", dice: "3 1 1", chips: "3" },
        { key: "schock_2", dice: "2 1 1", chips: "2" },
        { key: "drei_dicke", dice: "6 6 6 … 2 2 2", chips: "3" },
        { key: "strasse", dice: "6 5 4 … 3 2 1", chips: "2" },
        { key: "simple", dice: "6 6 5 … 4 2 1", chips: "1" }
    ]
    function marks(key: string): bool {
        return ranking.throwName === key
               || (key === "drei_dicke" && ranking.throwName.startsWith("drei_dicke"))
               || (key === "strasse" && ranking.throwName.startsWith("strasse"))
               || (key === "simple" && ranking.throwName.startsWith("simple"))
    }

    // Touches on the panel stay on it.
    MouseArea { anchors.fill: parent }

    Text {
        id: title
        anchors { left: parent.left; top: parent.top; margins: Theme.spacing * 1.5 }
        text: qsTr("Which throw beats which")
        font.family: Theme.serif
        font.pixelSize: Theme.fontTitle
        font.bold: true
        color: Theme.wood
    }
    BigButton {
        objectName: "rankingClose"
        anchors { right: parent.right; top: parent.top; margins: Theme.spacing }
        primary: false
        text: qsTr("Close")
        onClicked: ranking.closeChosen()
    }
    Column {
        id: table
        anchors { left: parent.left; right: parent.right; top: title.bottom; margins: Theme.spacing * 1.5 }
        spacing: Theme.px(2)
        Row {
            width: parent.width
            Text { width: parent.width * 0.32; text: qsTr("Throw", "table column: the kind of throw"); font.family: Theme.serif; font.bold: true; font.pixelSize: Theme.fontSmall; color: Theme.inkSoft }
            Text { width: parent.width * 0.22; text: qsTr("Dice"); font.family: Theme.serif; font.bold: true; font.pixelSize: Theme.fontSmall; color: Theme.inkSoft }
            Text { width: parent.width * 0.46; text: qsTr("Chips for the loser"); font.family: Theme.serif; font.bold: true; font.pixelSize: Theme.fontSmall; color: Theme.inkSoft; wrapMode: Text.WordWrap }
        }
        Repeater {
            model: ranking.rows
            delegate: Rectangle {
                id: row
                required property var modelData
                readonly property bool marked: ranking.marks(modelData.key)
                width: table.width
                height: Math.max(Theme.px(46), cells.implicitHeight + Theme.px(8))
                radius: Theme.px(6)
                color: marked ? Theme.highlight : "transparent"
                Row {
                    id: cells
                    anchors.verticalCenter: parent.verticalCenter
                    width: parent.width
                    Text {
                        id: rowLabel
                        width: parent.width * 0.32
                        text: GameTexts.schockenThrowClass(row.modelData.key)
                        font.family: Theme.serif
                        font.bold: row.marked
                        font.pixelSize: Theme.fontSmall
                        color: Theme.ink
                        wrapMode: Text.WordWrap
                    }
                    Text { width: parent.width * 0.22; text: row.modelData.dice; font.family: Theme.serif; font.pixelSize: Theme.fontSmall; color: Theme.ink }
                    Text { width: parent.width * 0.46; text: row.modelData.chips; font.family: Theme.serif; font.pixelSize: Theme.fontSmall; color: Theme.ink; wrapMode: Text.WordWrap }
                }
            }
        }
        Text {
            width: parent.width
            topPadding: Theme.px(8)
            wrapMode: Text.WordWrap
            text: qsTr("Within Straßen, Drei Dicke and simple throws the higher dice win. The loser of the round gets as many chips as the winner's throw is worth.")
            font.family: Theme.serif
            font.pixelSize: Theme.px(22)
            color: Theme.inkSoft
        }
    }
}
