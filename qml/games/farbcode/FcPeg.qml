import QtQuick
import Zeitvertreib

// One code peg of Farbcode: its colour and, for visitors who cannot tell the
// colours apart, a symbol of its own (red circle, green triangle, blue
// square, yellow star, orange diamond, purple cross). An empty hole when
// `colour` is -1, a covered one ("?") when `hidden`.
Item {
    id: peg

    property int colour: -1
    property bool hidden: false
    property bool selected: false

    readonly property var faces: ["#c0392b", "#2e8b57", "#2f5fb3", "#f1c40f", "#e67e22", "#8e44ad"]

    implicitWidth: Theme.px(72)
    implicitHeight: implicitWidth

    Rectangle {
        anchors.fill: parent
        radius: width / 2
        color: peg.hidden ? Theme.wood : peg.colour >= 0 ? peg.faces[peg.colour] : "#5b4330"
        border.color: peg.selected ? Theme.highlight : peg.colour >= 0 ? Theme.ink : "#3a2818"
        border.width: peg.selected ? Math.max(4, width * 0.1) : Math.max(2, width * 0.04)
        scale: peg.colour >= 0 || peg.hidden ? 1 : 0.45
    }
    Text {
        anchors.centerIn: parent
        visible: peg.hidden
        text: "?"
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: peg.height * 0.6
        color: Theme.onDark
    }
    Canvas {
        id: symbol
        anchors.centerIn: parent
        width: parent.width * 0.56
        height: width
        visible: !peg.hidden && peg.colour >= 0
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const w = width, h = height
            ctx.fillStyle = peg.colour === 3 ? "#2b1d14" : "#ffffff"
            ctx.beginPath()
            switch (peg.colour) {
            case 0: // circle
                ctx.arc(w / 2, h / 2, w * 0.32, 0, 2 * Math.PI)
                break
            case 1: // triangle
                ctx.moveTo(w / 2, h * 0.08); ctx.lineTo(w * 0.95, h * 0.88); ctx.lineTo(w * 0.05, h * 0.88)
                break
            case 2: // square
                ctx.rect(w * 0.15, h * 0.15, w * 0.7, h * 0.7)
                break
            case 3: // star
                for (let i = 0; i < 10; ++i) {
                    const r = i % 2 === 0 ? w * 0.5 : w * 0.2
                    const a = -Math.PI / 2 + i * Math.PI / 5
                    const x = w / 2 + r * Math.cos(a), y = h / 2 + r * Math.sin(a)
                    if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y)
                }
                break
            case 4: // diamond
                ctx.moveTo(w / 2, 0); ctx.lineTo(w, h / 2); ctx.lineTo(w / 2, h); ctx.lineTo(0, h / 2)
                break
            case 5: // cross
                ctx.rect(w * 0.36, 0, w * 0.28, h); ctx.rect(0, h * 0.36, w, h * 0.28)
                break
            }
            ctx.closePath()
            ctx.fill()
        }
        Connections {
            target: peg
            function onColourChanged() { symbol.requestPaint() }
        }
    }
}
