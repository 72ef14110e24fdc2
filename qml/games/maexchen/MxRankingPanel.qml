pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Which throw beats which, highest first: Mäxchen (2 and 1), the doubles
// from 66 down to 11, the numbers from 65 down to 31 (the higher die is
// read as the tens). The value to beat is marked.
Rectangle {
    id: ranking

    property string marked   // the announcement to beat, "" if none
    signal closeChosen

    color: Theme.paper
    radius: Theme.radius * 2
    border.color: Theme.brass
    border.width: Theme.px(6)

    readonly property var groups: [
        { title: qsTr("Mäxchen: the highest of all"), values: ["21"] },
        { title: qsTr("Doubles (Pasch): higher than every number"), values: ["66", "55", "44", "33", "22", "11"] },
        { title: qsTr("Numbers: the higher die counts as the tens"),
          values: ["65", "64", "63", "62", "61", "54", "53", "52", "51", "43", "42", "41", "32", "31"] }
    ]

    // Touches on the panel stay on it.
    MouseArea { anchors.fill: parent }

    Text {
        id: title
        anchors { left: parent.left; right: closeButton.left; top: parent.top; margins: Theme.spacing * 1.5 }
        text: qsTr("Which throw is higher?")
        font.family: Theme.serif
        font.pixelSize: Theme.fontTitle
        font.bold: true
        color: Theme.wood
        elide: Text.ElideRight
    }
    BigButton {
        id: closeButton
        objectName: "rankingClose"
        anchors { right: parent.right; top: parent.top; margins: Theme.spacing }
        primary: false
        text: qsTr("Close")
        onClicked: ranking.closeChosen()
    }
    Column {
        anchors { left: parent.left; right: parent.right; top: title.bottom; margins: Theme.spacing * 1.5 }
        spacing: Theme.spacing
        Repeater {
            model: ranking.groups
            delegate: Column {
                id: group
                required property var modelData
                width: parent.width
                spacing: Theme.px(8)
                Text {
                    width: parent.width
                    text: group.modelData.title
                    font.family: Theme.serif
                    font.bold: true
                    font.pixelSize: Theme.fontBody
                    color: Theme.wood
                    wrapMode: Text.WordWrap
                }
                Flow {
                    width: parent.width
                    spacing: Theme.px(14)
                    Repeater {
                        model: group.modelData.values
                        delegate: Rectangle {
                            id: pair
                            required property string modelData
                            readonly property real die: Theme.px(46)
                            width: dice.width + Theme.px(16)
                            height: dice.height + valueText.implicitHeight + Theme.px(16)
                            radius: Theme.radius
                            color: ranking.marked === modelData ? Theme.highlight : Theme.paperDeep
                            Row {
                                id: dice
                                anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; topMargin: Theme.px(8) }
                                spacing: Theme.px(4)
                                PipDie { width: pair.die; height: width; value: Number(pair.modelData[0]) }
                                PipDie { width: pair.die; height: width; value: Number(pair.modelData[1]) }
                            }
                            Text {
                                id: valueText
                                anchors { horizontalCenter: parent.horizontalCenter; top: dice.bottom }
                                text: pair.modelData
                                font.family: Theme.serif
                                font.bold: true
                                font.pixelSize: Theme.fontSmall
                                color: Theme.ink
                            }
                        }
                    }
                }
            }
        }
        Text {
            width: parent.width
            wrapMode: Text.WordWrap
            text: qsTr("Each announcement must be higher than the one before. Announcing less than you threw is no lie.")
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
        }
    }
}
