pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The Toccateglispiel board as the source describes it: 24 points of
// alternating colour, twelve on each side, two boards per side (the hinge
// between them), the Hucke in the last corner of each second board; the
// borne-off stones in the tray, and each player's marker coin at the tip of
// the point his score has reached („ich setze eine Marke an die Spitze des
// ersten Feldes“). White (seat 0) starts on point 1 at the bottom right and
// goes round to point 24; Black the other way.
//
// A stone is moved by dragging it to a glowing point, or by touching it and
// then the point. The board only reports the step; which steps are offered
// (`sources`, `targets`) comes from the engine's list of plays.
Item {
    id: surface

    property var counts: []        // 24 stones per point, index 0 = point 1
    property var owners: []        // their seat, -1 empty
    property var borneOff: [0, 0]
    property var markers: [0, 0]
    property var huckePoints: [12, 13]
    property int mover: -1         // the seat whose stones may be moved, -1 none
    property var sources: []       // points ("7") whose top stone can move now
    property var targets: ({})     // the held stone's targets: { "12": [steps] }
    property string selected: ""
    // Points a mark just concerned (the hit stone, the hitter): they flash
    // whenever flashSerial changes.
    property var flashPoints: []
    property int flashSerial: 0
    property bool dragging: false
    signal stepChosen(string from, string to)

    readonly property real sideBorder: Theme.px(12)
    readonly property real numberRoom: Math.max(22, Theme.px(34))
    readonly property real barWidth: Theme.px(30)
    readonly property real trayWidth: Math.max(44, Theme.px(70))
    readonly property real pointWidth: (width - 2 * sideBorder - barWidth - trayWidth) / 12
    readonly property real stripHeight: Math.max(64, Theme.px(96))
    readonly property real pointHeight: (height - 2 * numberRoom - stripHeight) / 2
    readonly property real stoneDiameter: Math.min(pointWidth * 0.88, pointHeight / 3.3)
    readonly property real trayX: sideBorder + 12 * pointWidth + barWidth
    readonly property real bottomRowY: numberRoom + pointHeight + stripHeight
    readonly property real coinDiameter: Math.min(stripHeight * 0.48, pointWidth * 0.6)

    // Left-to-right slot 0..11 of a point in its row.
    function slotOf(point: int): int {
        return point <= 12 ? 12 - point : point - 13
    }
    function xOfSlot(slot: int): real {
        return sideBorder + slot * pointWidth + (slot >= 6 ? barWidth : 0)
    }
    // The point ("1".."24", "off") under a position, or "".
    function pointAt(px: real, py: real): string {
        if (px >= trayX && px < trayX + trayWidth)
            return "off"
        const x = px - sideBorder
        let slot = -1
        if (x >= 0 && x < 6 * pointWidth)
            slot = Math.floor(x / pointWidth)
        else if (x >= 6 * pointWidth + barWidth && x < 12 * pointWidth + barWidth)
            slot = 6 + Math.floor((x - 6 * pointWidth - barWidth) / pointWidth)
        if (slot < 0)
            return ""
        const topRow = py < numberRoom + pointHeight + stripHeight / 2
        return String(topRow ? 13 + slot : 12 - slot)
    }
    function isTarget(name: string): bool {
        return name in surface.targets
    }
    // Where a marker coin stands: at the tip of its owner's point, or beside
    // the board before the first point is marked.
    function coinX(seat: int): real {
        const m = surface.markers[seat] ?? 0
        if (m <= 0)
            return trayX + trayWidth / 2 - coinDiameter / 2
        const point = seat === 0 ? m : 25 - m
        return xOfSlot(slotOf(point)) + pointWidth / 2 - coinDiameter / 2
    }

    // The frame and the two halves of the box, joined by the hinge.
    Rectangle {
        anchors.fill: parent
        radius: Theme.radius
        color: Theme.wood
    }
    Rectangle {
        x: surface.sideBorder
        y: surface.numberRoom
        width: 12 * surface.pointWidth + surface.barWidth
        height: surface.height - 2 * surface.numberRoom
        color: Theme.boardWood
    }
    Rectangle {
        x: surface.xOfSlot(6) - surface.barWidth
        y: 0
        width: surface.barWidth
        height: surface.height
        color: Theme.woodLight
        border.color: Theme.wood
        border.width: Theme.px(3)
    }

    Repeater {
        model: 24
        delegate: TcPoint {
            required property int index
            readonly property string name: String(point)
            point: index + 1
            upper: point >= 13
            x: surface.xOfSlot(surface.slotOf(point))
            y: upper ? surface.numberRoom : surface.bottomRowY
            width: surface.pointWidth
            height: surface.pointHeight
            numberRoom: surface.numberRoom
            count: surface.counts[index] ?? 0
            owner: surface.owners[index] ?? -1
            stoneDiameter: surface.stoneDiameter
            hucke: surface.huckePoints.indexOf(point) >= 0
            source: surface.sources.indexOf(name) >= 0
            held: surface.selected === name
            lifted: surface.selected === name && surface.dragging && input.moved
            target: surface.isTarget(name)
            hovered: surface.dragging && input.hover === name
            ghostSeat: surface.mover
            flashSerial: surface.flashPoints.indexOf(point) >= 0 ? surface.flashSerial : 0
        }
    }

    // „Das letzte Eckfeld im zweiten Brette, heißt die Hucke“: each named,
    // with a dot of its owner's colour.
    Repeater {
        model: 2
        delegate: Item {
            id: huckeLabel
            required property int index
            readonly property int point: surface.huckePoints[index] ?? 12
            x: surface.xOfSlot(surface.slotOf(point))
            y: point >= 13 ? surface.numberRoom + surface.pointHeight : surface.bottomRowY - height
            width: surface.pointWidth
            height: surface.stripHeight / 2
            Rectangle {
                id: dot
                anchors { left: parent.left; leftMargin: Theme.px(4); verticalCenter: parent.verticalCenter }
                width: Math.max(10, Theme.px(16))
                height: width
                radius: width / 2
                color: huckeLabel.index === 0 ? Theme.stoneWhite : Theme.stoneBlack
                border.color: huckeLabel.index === 0 ? Theme.stoneWhiteEdge : Theme.brass
                border.width: 1
            }
            Text {
                anchors { left: dot.right; right: parent.right; leftMargin: Theme.px(3); top: parent.top; bottom: parent.bottom }
                verticalAlignment: Text.AlignVCenter
                text: "Hucke"
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Math.max(20, Theme.px(28))
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 14
                color: Theme.burgundy
            }
        }
    }

    // The tray: White bears off beside his Rückjan (top right), Black below.
    Repeater {
        model: 2
        delegate: TcTray {
            required property int index
            objectName: "tcOff_" + index
            x: surface.trayX
            y: index === 0 ? surface.numberRoom : surface.bottomRowY
            width: surface.trayWidth
            height: surface.pointHeight
            seat: index
            upper: index === 0
            count: surface.borneOff[index] ?? 0
            target: surface.mover === index && surface.isTarget("off")
            hovered: surface.dragging && input.hover === "off"
        }
    }

    // The markers: silver for White, copper for Black.
    Repeater {
        model: 2
        delegate: Rectangle {
            required property int index
            objectName: "tcMarker_" + index
            width: surface.coinDiameter
            height: width
            radius: width / 2
            x: surface.coinX(index)
            y: index === 0 ? surface.bottomRowY - surface.stripHeight / 4 - height / 2
                           : surface.numberRoom + surface.pointHeight + surface.stripHeight / 4 - height / 2
            color: index === 0 ? "#d5d8dc" : "#b87333"
            border.color: index === 0 ? "#7d8289" : "#6e3f17"
            border.width: Math.max(2, Theme.px(4))
            Behavior on x { NumberAnimation { duration: 900; easing.type: Easing.InOutCubic } }
            Text {
                anchors.centerIn: parent
                text: String(surface.markers[parent.index] ?? 0)
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: parent.height * 0.55
                color: Theme.ink
            }
        }
    }

    // The held stone under the finger.
    TcStone {
        id: floating
        visible: surface.dragging && input.moved
        z: 5
        x: input.fingerX - width / 2
        y: input.fingerY - height / 2
        scale: 1.12
        seat: surface.mover
        diameter: surface.stoneDiameter
        held: true
    }

    // Press on a stone that can move: it is held and follows the finger;
    // lifting the finger over a glowing point moves it there. Lifting it
    // where it was leaves it held, so a second touch on a point moves it.
    MouseArea {
        id: input
        anchors.fill: parent
        enabled: surface.mover >= 0
        preventStealing: true
        property real fingerX: 0
        property real fingerY: 0
        property real pressX: 0
        property real pressY: 0
        property bool moved: false
        property string hover: ""
        property string pressedTarget: ""

        onPressed: (mouse) => {
            const name = surface.pointAt(mouse.x, mouse.y)
            input.pressX = mouse.x
            input.pressY = mouse.y
            input.fingerX = mouse.x
            input.fingerY = mouse.y
            input.moved = false
            input.hover = name
            input.pressedTarget = ""
            if (surface.selected.length > 0 && surface.isTarget(name)) {
                input.pressedTarget = name
            } else if (surface.sources.indexOf(name) >= 0) {
                surface.selected = name
                surface.dragging = true
            } else {
                surface.selected = ""
            }
        }
        onPositionChanged: (mouse) => {
            input.fingerX = mouse.x
            input.fingerY = mouse.y
            if (Math.abs(mouse.x - input.pressX) + Math.abs(mouse.y - input.pressY) > Theme.px(16))
                input.moved = true
            input.hover = surface.pointAt(mouse.x, mouse.y)
        }
        onReleased: (mouse) => {
            const name = surface.pointAt(mouse.x, mouse.y)
            const from = surface.selected
            const wasDragging = surface.dragging
            surface.dragging = false
            input.hover = ""
            if (input.pressedTarget.length > 0) {
                if (name === input.pressedTarget)
                    surface.stepChosen(from, name)
                input.pressedTarget = ""
                return
            }
            if (wasDragging && name !== from && surface.isTarget(name))
                surface.stepChosen(from, name)
        }
        onCanceled: {
            surface.dragging = false
            input.hover = ""
            input.pressedTarget = ""
        }
    }
}
