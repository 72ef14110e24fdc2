pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The coordinates at a SquareBoard grid's rim: the column letters under the
// bottom row and the row numbers left of the first column, as they stand for
// the seat at the bottom (a turned board turns its letters with it).
Item {
    id: rim

    required property var cells
    required property real unit
    required property real inset
    required property real spanX
    required property real spanY
    required property int turns
    required property string columnLetters

    readonly property bool sideways: ((turns % 4) + 4) % 2 === 1
    readonly property real fontSize: Math.max(Theme.fontSmall * 0.8, Math.min(inset * 0.62, unit * 0.4))

    function letter(c: var): string { return rim.columnLetters.charAt(c.column) }
    function number(c: var): string { return String(c.row + 1) }

    Repeater {
        model: rim.cells.filter(c => Math.abs(c.uy - (rim.spanY - 0.5)) < 1e-6)
        delegate: Text {
            required property var modelData
            x: rim.inset + modelData.ux * rim.unit - width / 2
            y: rim.inset + rim.spanY * rim.unit + (rim.inset - height) / 2
            text: rim.sideways ? rim.number(modelData) : rim.letter(modelData)
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: rim.fontSize
            color: Theme.onDark
        }
    }
    Repeater {
        model: rim.cells.filter(c => Math.abs(c.ux - 0.5) < 1e-6)
        delegate: Text {
            required property var modelData
            x: (rim.inset - width) / 2
            y: rim.inset + modelData.uy * rim.unit - height / 2
            text: rim.sideways ? rim.letter(modelData) : rim.number(modelData)
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: rim.fontSize
            color: Theme.onDark
        }
    }
}
