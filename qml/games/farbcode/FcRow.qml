pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One row of a Farbcode board: its number, the four pegs of a guess and the
// answer beside it, black pegs first, then white, in a square of four.
Rectangle {
    id: row

    property int number: 1
    property string code: ""   // "GRBG", or "" for an empty row
    property int black: -1     // -1: not answered
    property int white: 0
    property bool next: false  // the row the next guess goes into
    property real pegSize: Theme.px(60)

    function colourAt(i: int): int {
        return row.code.length === 4 ? "RGBYOP".indexOf(row.code[i]) : -1
    }

    height: row.pegSize + Theme.px(6)
    radius: Theme.radius
    color: row.next ? "#6f4a2e" : "transparent"
    border.color: row.next ? Theme.highlight : "transparent"
    border.width: Theme.px(3)

    Text {
        id: numberText
        anchors { left: parent.left; leftMargin: Theme.px(10); verticalCenter: parent.verticalCenter }
        width: Theme.px(44)
        horizontalAlignment: Text.AlignRight
        text: String(row.number)
        font.family: Theme.serif
        font.pixelSize: Theme.fontSmall
        color: Theme.brassLight
    }
    Row {
        id: pegs
        anchors { left: numberText.right; leftMargin: Theme.px(16); verticalCenter: parent.verticalCenter }
        spacing: Theme.px(10)
        Repeater {
            model: 4
            delegate: FcPeg {
                required property int index
                width: row.pegSize
                height: width
                colour: row.colourAt(index)
            }
        }
    }
    // The answer: a small square of four holes.
    Grid {
        objectName: "answer" + row.number
        anchors { left: pegs.right; leftMargin: Theme.px(22); verticalCenter: parent.verticalCenter }
        columns: 2
        spacing: Theme.px(6)
        Repeater {
            model: 4
            delegate: Rectangle {
                required property int index
                readonly property int kind: row.black < 0 ? 0 : index < row.black ? 2 : index < row.black + row.white ? 1 : 0
                width: row.pegSize * 0.36
                height: width
                radius: width / 2
                color: kind === 2 ? "#111111" : kind === 1 ? "#fafafa" : "#3a2818"
                border.color: kind === 0 ? "#2a1c10" : "#7a7a7a"
                border.width: Math.max(1, width * 0.1)
            }
        }
    }
}
