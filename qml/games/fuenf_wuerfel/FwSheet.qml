pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The score sheet of Fünf Würfel as two blocks side by side, as tall as the
// screen allows (so that each field is a large touch target): the upper block
// (Ones to Sixes, its sum, the bonus) and the lower block (Three of a kind to
// Chance, the further Kniffels, the sums). One column per player.
Item {
    id: sheet

    // The board (FuenfWuerfelBoard): its state, its helpers and its session.
    required property var board

    readonly property bool extraRule: Number(board.gameState.extraKniffelRule ?? 1) === 1
    readonly property var upperRows: [
        { kind: "field", key: "einser", face: 1 }, { kind: "field", key: "zweier", face: 2 },
        { kind: "field", key: "dreier", face: 3 }, { kind: "field", key: "vierer", face: 4 },
        { kind: "field", key: "fuenfer", face: 5 }, { kind: "field", key: "sechser", face: 6 },
        { kind: "upperSum" }, { kind: "bonus" }, { kind: "upperAll" }
    ]
    readonly property var lowerRows: {
        const rows = [
            { kind: "field", key: "dreierpasch" }, { kind: "field", key: "viererpasch" },
            { kind: "field", key: "full_house" }, { kind: "field", key: "kleine_strasse" },
            { kind: "field", key: "grosse_strasse" }, { kind: "field", key: "kniffel" },
            { kind: "field", key: "chance" }
        ]
        if (sheet.extraRule)
            rows.push({ kind: "extra" })
        rows.push({ kind: "lowerSum" }, { kind: "total" })
        return rows
    }
    // A header row and a sum row are lower than a field row.
    function units(rows: var): real {
        return rows.reduce((sum, row) => sum + (row.kind === "field" ? 1 : 0.72), 0.9)
    }
    readonly property real fieldHeight: Math.min(Theme.px(110), height / Math.max(units(upperRows), units(lowerRows)))
    readonly property real tableWidth: (width - Theme.spacing) / 2

    // Where the upper block ends (the board writes its notes below it).
    readonly property real upperHeight: upper.height
    readonly property real upperWidth: upper.width

    FwSheetTable {
        id: upper
        objectName: "fwUpper"
        anchors { left: parent.left; top: parent.top }
        width: sheet.tableWidth
        board: sheet.board
        title: qsTr("Upper block")
        rows: sheet.upperRows
        fieldHeight: sheet.fieldHeight
    }
    FwSheetTable {
        objectName: "fwLower"
        anchors { right: parent.right; top: parent.top }
        width: sheet.tableWidth
        board: sheet.board
        title: qsTr("Lower block")
        rows: sheet.lowerRows
        fieldHeight: sheet.fieldHeight
    }
}
