import QtQuick
import Zeitvertreib

// One bead: a black stone, or a gem in its colour with its value printed on
// it, so that a visitor who cannot tell the colours apart reads the value.
Rectangle {
    id: bead

    // 0 a stone, 1-5 a gem of that value.
    property int value: 0
    property real diameter: Theme.px(48)

    // Yellow 1, green 2, blue 3, red 4, purple 5 (the source's colours).
    readonly property var gemColours: ["#2a211c", "#e9c440", "#3e8e4c", "#2f62ad", "#b5322f", "#7a3f99"]
    readonly property var gemEdges: ["#0d0907", "#9c7d16", "#1f5529", "#183a6e", "#6e1614", "#46205c"]

    width: diameter
    height: diameter
    radius: diameter / 2
    color: gemColours[Math.max(0, Math.min(5, value))]
    border.color: gemEdges[Math.max(0, Math.min(5, value))]
    border.width: Math.max(1, diameter * 0.07)

    // A glint, so the round beads read as glass and stone, not as dots.
    Rectangle {
        x: bead.diameter * 0.2
        y: bead.diameter * 0.14
        width: bead.diameter * 0.26
        height: width * 0.7
        radius: height / 2
        color: bead.value === 0 ? "#55ffffff" : "#70ffffff"
    }
    Text {
        anchors.centerIn: parent
        visible: bead.value > 0
        text: String(bead.value)
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: Math.max(12, bead.diameter * 0.56)
        color: bead.value === 1 ? Theme.ink : "#ffffff"
    }
}
