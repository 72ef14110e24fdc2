pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One block of the score sheet: a header with the players, then one row per
// field or sum. The column of the player to move is tinted; in it each free
// field shows what it would score now (and, with the Tipp, the expected final
// score below, the best choice starred). A touch anywhere on a field's row
// writes that field for the person to move.
Column {
    id: table

    // The board (FuenfWuerfelBoard): its state, its helpers and its session.
    required property var board
    property string title
    property var rows: []
    property real fieldHeight: Theme.px(80)

    readonly property int seats: Math.max(1, board.seatCount)
    readonly property real labelWidth: Math.round(width * (seats <= 2 ? 0.46 : 0.34))
    readonly property real cellWidth: (width - labelWidth) / seats
    // Six players on a small screen: only numbers fit in a cell.
    readonly property bool narrow: cellWidth < Theme.px(100)
    readonly property real valueFont: Math.round(Math.min(Theme.fontBody * 1.15, fieldHeight * 0.5, cellWidth * 0.42))
    readonly property real tipFont: Math.round(Math.max(16, Math.min(Theme.fontSmall, fieldHeight * 0.3, cellWidth * 0.3)))
    readonly property bool playing: !board.session.over
    readonly property var fields: board.fields

    function entry(seat: int, key: string): int {
        const f = table.fields.indexOf(key)
        return f < 0 ? -1 : Number(table.board.sheetEntries[seat * 13 + f] ?? -1)
    }
    function isExtra(seat: int, key: string): bool {
        const f = table.fields.indexOf(key)
        return f >= 0 && Number(table.board.sheetExtra[seat * 13 + f] ?? 0) === 1
    }
    function scoreNow(key: string): int {
        const f = table.fields.indexOf(key)
        return f < 0 ? -1 : Number(table.board.scoreNow[f] ?? -1)
    }
    function seatValue(key: string, seat: int): int {
        return Number(table.board.listOf(key)[seat] ?? 0)
    }
    function upperFree(seat: int): bool {
        for (const key of ["einser", "zweier", "dreier", "vierer", "fuenfer", "sechser"])
            if (table.entry(seat, key) < 0)
                return true
        return false
    }
    function extraCount(seat: int): int {
        let count = 0
        for (const key of table.fields)
            if (table.isExtra(seat, key))
                ++count
        return count
    }
    function rowLabel(row: var): string {
        void Exhibit.language
        switch (row.kind) {
        case "field": return table.board.fieldName(row.key)
        case "upperSum": return qsTr("Sum")
        case "bonus": return qsTr("Bonus (63 or more)")
        case "upperAll": return qsTr("Upper total")
        case "extra": return qsTr("of which further Kniffels")
        case "lowerSum": return qsTr("Sum")
        case "total": return qsTr("Total")
        }
        return ""
    }
    // What a sum row shows for a seat.
    function sumText(kind: string, seat: int): string {
        void Exhibit.language
        switch (kind) {
        case "upperSum": return String(table.seatValue("upperTotal", seat))
        case "bonus":
            if (table.seatValue("bonus", seat) > 0)
                return String(table.seatValue("bonus", seat))
            if (!table.upperFree(seat))
                return "–"
            return table.narrow ? "−" + table.seatValue("bonusNeeds", seat) : qsTr("%1 to go").arg(table.seatValue("bonusNeeds", seat))
        case "upperAll": return String(table.seatValue("upperTotal", seat) + table.seatValue("bonus", seat))
        case "extra": return table.extraCount(seat) > 0 ? String(100 * table.extraCount(seat)) : "–"
        case "lowerSum": return String(table.seatValue("lowerTotal", seat))
        case "total": return String(table.seatValue("total", seat))
        }
        return ""
    }

    // The players.
    Row {
        height: Math.round(table.fieldHeight * 0.9)
        Text {
            width: table.labelWidth
            height: parent.height
            leftPadding: Theme.px(10)
            verticalAlignment: Text.AlignVCenter
            text: table.title
            fontSizeMode: Text.Fit
            minimumPixelSize: 16
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: Theme.wood
        }
        Repeater {
            model: table.seats
            delegate: Rectangle {
                id: head
                required property int index
                readonly property bool active: table.playing && table.board.current === index
                objectName: "fwHead" + index
                width: table.cellWidth
                height: parent.height
                radius: Theme.radius
                color: head.active ? Theme.highlight : "transparent"
                Column {
                    anchors.centerIn: parent
                    width: parent.width - Theme.px(8)
                    Text {
                        width: parent.width
                        height: table.narrow ? head.height * 0.9 : head.height * 0.58
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: table.narrow ? Text.AlignVCenter : Text.AlignBottom
                        text: table.seats > 3 ? String(head.index + 1) : GameTexts.seatName("fuenf_wuerfel", head.index)
                        fontSizeMode: Text.Fit
                        minimumPixelSize: 16
                        font.family: Theme.serif
                        font.pixelSize: Math.round(table.fieldHeight * 0.42)
                        font.bold: true
                        color: Theme.ink
                    }
                    Text {
                        width: parent.width
                        height: head.height * 0.34
                        visible: !table.narrow
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignTop
                        text: {
                            void Exhibit.language
                            const seat = table.board.session.seats[head.index] ?? {}
                            return seat.kind === "computer" ? qsTr("Computer") : qsTr("Person")
                        }
                        fontSizeMode: Text.Fit
                        minimumPixelSize: 12
                        font.family: Theme.serif
                        font.pixelSize: Theme.fontSmall * 0.8
                        color: Theme.inkSoft
                    }
                }
            }
        }
    }

    Repeater {
        model: table.rows
        delegate: Rectangle {
            id: row
            required property var modelData
            required property int index
            readonly property bool isField: modelData.kind === "field"
            readonly property string key: String(modelData.key ?? "")
            readonly property string move: "score " + key
            readonly property bool writable: isField && table.board.mine && table.board.legal.indexOf(move) >= 0
            objectName: isField ? "fwField_" + key : "fwRow_" + modelData.kind
            width: table.width
            height: Math.round(table.fieldHeight * (isField ? 1 : 0.72))
            color: tap.pressed && row.writable ? Theme.paperEdge
                 : row.isField ? (index % 2 === 0 ? Theme.paper : "#efe3c8")
                 : modelData.kind === "total" ? Theme.wood : Theme.paperDeep
            border.color: Theme.paperEdge
            border.width: 1

            // The field's name (the upper block with its die).
            Row {
                x: Theme.px(10)
                width: table.labelWidth - Theme.px(14)
                height: parent.height
                spacing: Theme.px(10)
                PipDie {
                    anchors.verticalCenter: parent.verticalCenter
                    visible: (row.modelData.face ?? 0) > 0
                    width: Math.round(Math.min(row.height * 0.55, Theme.px(44)))
                    height: width
                    value: row.modelData.face ?? 0
                }
                Text {
                    width: parent.width - ((row.modelData.face ?? 0) > 0 ? row.height * 0.55 + parent.spacing : 0)
                    height: parent.height
                    verticalAlignment: Text.AlignVCenter
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    text: table.rowLabel(row.modelData)
                    fontSizeMode: Text.Fit
                    minimumPixelSize: 16
                    font.family: Theme.serif
                    font.pixelSize: row.isField ? Math.min(Theme.fontBody, row.height * 0.42) : Math.min(Theme.fontSmall, row.height * 0.45)
                    font.bold: row.modelData.kind === "total"
                    color: row.modelData.kind === "total" ? Theme.onDark : Theme.ink
                }
            }

            Repeater {
                model: table.seats
                delegate: Item {
                    id: cell
                    required property int index
                    readonly property bool active: table.playing && table.board.current === index
                    readonly property int value: row.isField ? table.entry(index, row.key) : -1
                    readonly property int preview: row.isField && active && value < 0 ? table.scoreNow(row.key) : -1
                    readonly property int tip: preview >= 0 ? table.board.tipOf(row.move) : -1
                    readonly property bool best: preview >= 0 && table.board.bestMove === row.move
                    readonly property bool isLast: row.isField && index === Number(table.board.gameState.lastSeat ?? -1)
                                                   && row.key === String(table.board.gameState.lastField ?? "")
                    objectName: row.isField ? "fwCell_" + row.key + "_" + index : ""
                    x: table.labelWidth + index * table.cellWidth
                    width: table.cellWidth
                    height: row.height

                    Rectangle {
                        id: tint
                        anchors { fill: parent; margins: 1 }
                        color: cell.best ? "#d7ead9" : cell.preview >= 0 && row.writable ? "#e6f0e2"
                             : cell.active && row.modelData.kind !== "total" ? "#fbefc8" : "transparent"
                        border.color: cell.best ? Theme.green : "transparent"
                        border.width: cell.best ? Theme.px(4) : 0
                        radius: Theme.px(6)
                    }
                    // A fresh entry lights up for a moment.
                    Rectangle {
                        id: flash
                        anchors { fill: parent; margins: 2 }
                        radius: Theme.px(6)
                        color: Theme.highlight
                        opacity: 0
                    }
                    onIsLastChanged: if (cell.isLast) flashAnimation.restart()
                    SequentialAnimation {
                        id: flashAnimation
                        NumberAnimation { target: flash; property: "opacity"; to: 0.9; duration: 150 }
                        NumberAnimation { target: flash; property: "opacity"; to: 0; duration: 900 }
                    }

                    Column {
                        anchors.centerIn: parent
                        width: parent.width - Theme.px(6)
                        Text {
                            width: parent.width
                            horizontalAlignment: Text.AlignHCenter
                            text: {
                                if (!row.isField)
                                    return table.sumText(row.modelData.kind, cell.index)
                                if (cell.value >= 0)
                                    return (cell.value === 0 ? "–" : String(cell.value)) + (table.isExtra(cell.index, row.key) ? "★" : "")
                                if (cell.preview >= 0)
                                    return (cell.best ? "★" : "") + String(cell.preview)
                                return ""
                            }
                            fontSizeMode: Text.HorizontalFit
                            minimumPixelSize: 14
                            font.family: Theme.serif
                            font.pixelSize: row.isField ? table.valueFont : Math.round(table.valueFont * (row.modelData.kind === "total" ? 1.05 : 0.85))
                            font.bold: row.modelData.kind === "total" || row.modelData.kind === "upperAll" || cell.best
                            font.italic: cell.preview >= 0
                            color: row.modelData.kind === "total" ? Theme.onDark
                                 : cell.preview >= 0 ? (cell.preview === 0 ? Theme.burgundy : Theme.green) : Theme.ink
                        }
                        Text {
                            width: parent.width
                            visible: cell.tip >= 0
                            horizontalAlignment: Text.AlignHCenter
                            text: "Ø " + table.board.points(cell.tip)
                            fontSizeMode: Text.HorizontalFit
                            minimumPixelSize: 12
                            font.family: Theme.serif
                            font.pixelSize: table.tipFont
                            font.bold: cell.best
                            color: cell.best ? Theme.green : Theme.inkSoft
                        }
                    }
                }
            }

            MouseArea {
                id: tap
                anchors.fill: parent
                enabled: row.writable
                onClicked: table.board.session.playMove(row.move)
            }
        }
    }
}
