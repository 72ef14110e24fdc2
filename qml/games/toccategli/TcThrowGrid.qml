pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The source's first table as a square: the first die down, the second
// across. The 21 „wirkliche“ throws (the second die at least the first,
// the doublets on the diagonal) are filled, the 15 „mögliche“ (the same
// numbers on the other die) outlined — „denn der Würfel, welcher jetzt die
// Viere hat, kann in dem folgenden Wurf die Drei bringen“.
Column {
    id: grid

    readonly property var throwList: DiceOdds.twoDiceThrows()
    readonly property real cell: Math.min(Theme.px(96), (width - Theme.px(4) * 6) / 7)

    function chanceOf(a: int, b: int): real {
        const high = Math.max(a, b), low = Math.min(a, b)
        for (const t of grid.throwList) {
            if (t.a === high && t.b === low)
                return t.probability
        }
        return 0
    }

    spacing: Theme.px(10)

    Text {
        width: parent.width
        text: qsTr("36 throws: 21 real and 15 possible")
        font.family: Theme.serif
        font.pixelSize: Theme.fontHeading
        font.bold: true
        color: Theme.burgundy
        wrapMode: Text.WordWrap
    }
    Grid {
        objectName: "tcThrowGrid"
        columns: 7
        spacing: Theme.px(4)
        Repeater {
            model: 49
            delegate: Rectangle {
                id: box
                required property int index
                readonly property int first: Math.floor(index / 7)   // 1..6 below the header row
                readonly property int second: index % 7              // 1..6 right of the header column
                readonly property bool header: first === 0 || second === 0
                readonly property bool wirklich: !header && first <= second
                width: grid.cell
                height: grid.cell * 0.62
                radius: Theme.px(6)
                color: header ? "transparent" : wirklich ? (first === second ? Theme.brassLight : Theme.paperDeep) : Theme.paper
                border.color: header ? "transparent" : Theme.paperEdge
                border.width: Theme.px(2)
                Text {
                    anchors.centerIn: parent
                    text: box.header ? (box.index === 0 ? "" : String(Math.max(box.first, box.second)))
                                     : box.first + " – " + box.second
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontSmall
                    font.bold: box.header || box.first === box.second
                    color: box.header ? Theme.wood : box.wirklich ? Theme.ink : Theme.inkSoft
                }
            }
        }
    }
    Text {
        width: parent.width
        text: qsTr("Filled: the 21 real throws (each doublet once). Outlined: the 15 possible ones, the same numbers on the other die; so a simple throw falls twice as often as a doublet (%1 against %2).")
              .arg(Math.round(grid.chanceOf(2, 1) * 36) + "/36").arg(Math.round(grid.chanceOf(1, 1) * 36) + "/36")
        font.family: Theme.serif
        font.pixelSize: Theme.fontSmall
        color: Theme.ink
        wrapMode: Text.WordWrap
    }
}
