pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Zeitvertreib

// One of the 24 points („Felder oder Pfeiler mit abwechselnden Farben“): a
// pointed field from the board's edge towards the middle, its number on the
// frame, its stones piled from the edge, and how it takes part in the
// move being made: stones that can move, the held stone's targets (with a
// see-through stone where it would land), the Hucke's brass outline.
Item {
    id: field

    required property int point
    property bool upper: false     // the upper row: piles hang from the top edge
    property int count: 0
    property int owner: -1
    property real stoneDiameter: 60
    property real numberRoom: 20   // frame height outside the field for its number
    property bool source: false    // its top stone can be moved now
    property bool held: false      // its top stone is chosen to move
    property bool lifted: false    // ... and follows the finger (dragged)
    property bool target: false    // the held stone may go here
    property bool hovered: false   // the held stone is over it
    property int ghostSeat: -1     // the held stone's seat while it is a target
    property bool hucke: false
    property int flashSerial: 0    // changes when a mark concerns this point

    objectName: "tcPoint_" + point
    Accessible.role: Accessible.Button
    Accessible.name: String(point)

    // Odd and even points alternate in colour: an even number of pips keeps
    // a stone on its colour („die gleiche Zahl stets von einem weißen Felde
    // auf ein weißes“).
    readonly property color fieldColor: point % 2 === 0 ? "#efe2c4" : Theme.green
    readonly property int shown: Math.min(count - (lifted ? 1 : 0), 15)
    readonly property real step: shown <= 1 ? 0
                                 : Math.min(stoneDiameter, (height - stoneDiameter) / Math.max(1, shown - 1))

    function stoneY(index: int): real {
        const offset = index * field.step
        return field.upper ? offset : field.height - field.stoneDiameter - offset
    }

    Shape {
        anchors.fill: parent
        ShapePath {
            fillColor: field.fieldColor
            strokeColor: field.hucke ? Theme.brass : Theme.boardLine
            strokeWidth: field.hucke ? Math.max(3, Theme.px(5)) : 1
            startX: field.width * 0.04
            startY: field.upper ? 0 : field.height
            PathLine { x: field.width * 0.96; y: field.upper ? 0 : field.height }
            PathLine { x: field.width / 2; y: field.upper ? field.height * 0.94 : field.height * 0.06 }
            PathLine { x: field.width * 0.04; y: field.upper ? 0 : field.height }
        }
    }

    // The point's number, on the frame outside the field.
    Text {
        x: 0
        y: field.upper ? -field.numberRoom : field.height
        width: field.width
        height: field.numberRoom
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        text: String(field.point)
        font.family: Theme.serif
        font.pixelSize: Math.min(field.numberRoom * 0.85, Math.max(18, Theme.px(24)))
        font.bold: field.hucke
        color: field.hucke ? Theme.brassLight : Theme.onDark
    }

    // A legal target glows, brighter while the held stone is over it.
    Rectangle {
        id: glow
        anchors.fill: parent
        visible: field.target
        radius: Theme.radius
        color: field.hovered ? "#88e3b04f" : "#44e3b04f"
        border.color: Theme.highlight
        border.width: Math.max(3, Theme.px(6))
        SequentialAnimation on opacity {
            running: glow.visible && !field.hovered
            loops: Animation.Infinite
            NumberAnimation { from: 1.0; to: 0.5; duration: 700; easing.type: Easing.InOutSine }
            NumberAnimation { from: 0.5; to: 1.0; duration: 700; easing.type: Easing.InOutSine }
        }
    }

    // A mark concerned this point: a burgundy frame pulses three times.
    Rectangle {
        id: flash
        anchors.fill: parent
        radius: Theme.radius
        color: "transparent"
        border.color: Theme.burgundy
        border.width: Math.max(4, Theme.px(8))
        opacity: 0
        SequentialAnimation {
            id: flashAnimation
            loops: 3
            NumberAnimation { target: flash; property: "opacity"; from: 0; to: 1; duration: 250 }
            NumberAnimation { target: flash; property: "opacity"; from: 1; to: 0; duration: 450 }
        }
    }
    onFlashSerialChanged: if (flashSerial > 0) flashAnimation.restart()

    Repeater {
        model: Math.max(0, field.shown)
        delegate: TcStone {
            required property int index
            x: (field.width - field.stoneDiameter) / 2
            y: field.stoneY(index)
            seat: field.owner
            diameter: field.stoneDiameter
            // Only the outermost stone of the pile is the one that moves.
            movable: field.source && !field.held && index === field.shown - 1
            held: field.held && !field.lifted && index === field.shown - 1
            count: index === field.shown - 1 && field.shown >= 5 ? field.shown : 0
        }
    }

    // Where the held stone would land.
    TcStone {
        visible: field.target && field.ghostSeat >= 0
        opacity: 0.5
        x: (field.width - field.stoneDiameter) / 2
        y: field.stoneY(field.owner === field.ghostSeat ? Math.max(0, field.shown) : 0)
        seat: field.ghostSeat
        diameter: field.stoneDiameter
    }
}
