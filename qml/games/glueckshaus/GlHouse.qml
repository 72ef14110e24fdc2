pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The board of the Glückshaus drawn as a house: a roof, and eleven rooms for
// the sums of two dice. The Hochzeit (7) is the big hall in the middle, the
// Glücksschwein (2) on its left and the König (12) on its right; the other
// rooms above and below. roomAt(n) gives a room for the flying chips.
Item {
    id: house

    property var board: []  // chips per field, 2..12
    property var ways: []   // ways of throwing each field, out of 36
    property int lastSum: 0
    property bool fourMissing: false

    function roomAt(sum: int): Item {
        for (let i = 0; i < rooms.count; ++i) {
            const r = rooms.itemAt(i)
            if (r && r.number === sum)
                return r
        }
        return null
    }
    function roomName(sum: int): string {
        void Exhibit.language
        switch (sum) {
        case 2: return qsTr("Lucky pig")
        case 7: return qsTr("Wedding")
        case 12: return qsTr("King")
        }
        if (sum === 4 && house.fourMissing)
            return qsTr("no field")
        return qsTr("%1 in 36").arg(Number(house.ways[sum - 2] ?? 0))
    }

    readonly property real roofHeight: height * 0.17
    readonly property real gap: Theme.px(10)
    readonly property real cellW: (width - 5 * gap) / 4
    readonly property real cellH: (height - roofHeight - 4 * gap) / 3

    // The roof and the house's body.
    Canvas {
        id: roof
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: house.roofHeight + Theme.px(4)
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            ctx.fillStyle = Theme.burgundy
            ctx.beginPath()
            ctx.moveTo(0, height)
            ctx.lineTo(width / 2, 0)
            ctx.lineTo(width, height)
            ctx.closePath()
            ctx.fill()
        }
    }
    Text {
        anchors { horizontalCenter: parent.horizontalCenter; bottom: roof.bottom; bottomMargin: Theme.px(8) }
        text: qsTr("House of Fortune")
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: Math.min(Theme.fontTitle, house.roofHeight * 0.42)
        color: Theme.onDark
    }
    Rectangle {
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        height: parent.height - house.roofHeight
        color: Theme.boardWood
        border.color: Theme.boardLine
        border.width: Theme.px(4)
    }

    Repeater {
        id: rooms
        // [sum, column, row, columns spanned]
        model: [[3, 0, 0, 1], [4, 1, 0, 1], [5, 2, 0, 1], [6, 3, 0, 1],
                [2, 0, 1, 1], [7, 1, 1, 2], [12, 3, 1, 1],
                [8, 0, 2, 1], [9, 1, 2, 1], [10, 2, 2, 1], [11, 3, 2, 1]]
        delegate: GlRoom {
            required property var modelData
            objectName: "room" + number
            number: modelData[0]
            x: house.gap + modelData[1] * (house.cellW + house.gap)
            y: house.roofHeight + house.gap + modelData[2] * (house.cellH + house.gap)
            width: modelData[3] * house.cellW + (modelData[3] - 1) * house.gap
            height: house.cellH
            chips: Number(house.board[number - 2] ?? 0)
            ways: Number(house.ways[number - 2] ?? 0)
            lastThrown: house.lastSum === number
            missing: number === 4 && house.fourMissing
            name: house.roomName(number)
        }
    }
}
