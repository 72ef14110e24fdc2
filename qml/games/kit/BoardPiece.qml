pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One piece of the kit's SquareBoard, drawn by kind: "stone" (Mühle, Dame,
// race games), "dame" (a crowned double stone), "peg" (Solitaire, Halma),
// the chess men "king", "queen", "rook", "bishop", "knight", "pawn", and
// "seeds" (a Kalaha pit's count). `label` is written on it (a number for a
// colour-blind visitor, a letter); `count` > 1 adds a badge (a stack).
Item {
    id: piece

    property string kind: "stone"
    property int seat: 0
    property color tint: "transparent"     // set: overrides the seat's colour
    property string label
    property int count: 1
    property real diameter: 60

    readonly property bool chessman: kind === "king" || kind === "queen" || kind === "rook" || kind === "bishop"
                                     || kind === "knight" || kind === "pawn"
    readonly property var seatColors: ["#f7f1e3", "#2a211c", "#b3362b", "#2f5d9a", "#3f7d3a", "#e0b323"]
    readonly property color body: tint.a > 0 ? tint : seatColors[Math.max(0, seat) % seatColors.length]
    readonly property bool lightBody: body.hslLightness > 0.6
    readonly property color edge: lightBody ? Theme.stoneWhiteEdge : Theme.stoneBlackEdge

    width: diameter
    height: diameter

    // Stone, crowned stone and peg: a disc with a rim and a shadow.
    Item {
        anchors.fill: parent
        visible: !piece.chessman && piece.kind !== "seeds"
        readonly property real size: piece.kind === "peg" ? piece.diameter * 0.7 : piece.diameter

        Rectangle {
            anchors.centerIn: parent
            anchors.horizontalCenterOffset: parent.size * 0.05
            anchors.verticalCenterOffset: parent.size * 0.08
            width: parent.size
            height: width
            radius: width / 2
            color: Theme.shadow
        }
        // The crowned Dame: a second stone under the first, as on the board.
        Rectangle {
            visible: piece.kind === "dame"
            anchors.centerIn: parent
            anchors.verticalCenterOffset: parent.size * 0.1
            width: parent.size
            height: width
            radius: width / 2
            color: piece.body
            border.color: piece.edge
            border.width: Math.max(2, width * 0.05)
        }
        Rectangle {
            anchors.centerIn: parent
            anchors.verticalCenterOffset: piece.kind === "dame" ? -parent.size * 0.06 : 0
            width: parent.size
            height: width
            radius: width / 2
            color: piece.body
            border.color: piece.kind === "dame" ? Theme.brass : piece.edge
            border.width: Math.max(2, width * (piece.kind === "dame" ? 0.09 : 0.05))

            Rectangle {
                anchors.centerIn: parent
                width: parent.width * 0.6
                height: width
                radius: width / 2
                visible: piece.kind !== "peg" && piece.label.length === 0
                color: "transparent"
                border.color: piece.lightBody ? "#d9cfb8" : Qt.lighter(piece.body, 1.5)
                border.width: Math.max(1, piece.diameter * 0.035)
            }
            Text {
                anchors.centerIn: parent
                visible: piece.label.length > 0
                text: piece.label
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Math.max(18, parent.width * 0.5)
                color: piece.lightBody ? Theme.ink : Theme.onDark
            }
        }
    }

    // A chess man: the filled glyph in the seat's colour with a dark or light
    // outline (DejaVu Sans has the chess glyphs; fonts-dejavu-core).
    Text {
        anchors.centerIn: parent
        visible: piece.chessman
        text: ({ king: "\u265A", queen: "\u265B", rook: "\u265C", bishop: "\u265D",
                 knight: "\u265E", pawn: "\u265F" })[piece.kind] ?? ""
        font.family: "DejaVu Sans"
        font.pixelSize: piece.diameter * 1.05
        color: piece.body
        style: Text.Outline
        styleColor: piece.lightBody ? Theme.stoneBlackEdge : Theme.stoneWhiteEdge
    }

    // Seeds in a pit: a few beads and the count, large.
    Item {
        anchors.fill: parent
        visible: piece.kind === "seeds"
        Repeater {
            model: Math.min(piece.count, 12)
            delegate: Rectangle {
                required property int index
                readonly property real angle: index * 2.4
                readonly property real reach: piece.diameter * 0.12 * Math.sqrt(index + 0.5)
                width: piece.diameter * 0.2
                height: width
                radius: width / 2
                x: piece.diameter / 2 + Math.cos(angle) * reach - width / 2
                y: piece.diameter / 2 + Math.sin(angle) * reach - height / 2
                color: ["#7d9c6a", "#c48a3a", "#8c5a7a", "#5b7fa3"][index % 4]
                border.color: "#40000000"
                border.width: 1
            }
        }
        Text {
            anchors.centerIn: parent
            text: String(piece.count)
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: Math.max(26, piece.diameter * 0.5)
            color: Theme.ink
            style: Text.Outline
            styleColor: Theme.paper
        }
    }

    // A stack of several: the number on a badge.
    Rectangle {
        visible: piece.count > 1 && piece.kind !== "seeds"
        anchors { right: parent.right; top: parent.top; margins: -width * 0.15 }
        width: Math.max(30, piece.diameter * 0.42)
        height: width
        radius: width / 2
        color: Theme.burgundy
        border.color: Theme.onDark
        border.width: 2
        Text {
            anchors.centerIn: parent
            text: String(piece.count)
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: parent.width * 0.6
            color: Theme.onDark
        }
    }
}
