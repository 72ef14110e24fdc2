pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Zeitvertreib
import "sogo_projection.js" as Projection

// The rods seen at an angle, as on the table: a wooden plate, 16 rods, the
// beads on them. A finger drawn sideways turns the rods (up and down tilts
// them), the two round buttons turn them by an eighth; a touch on a rod drops
// a bead on it (the rod nearest the finger), a touch on a glowing bead takes
// it. The projection is computed in sogo_projection.js; rods farther from the
// eye are drawn first.
Item {
    id: space

    property var cells: []          // 64 values: -1, 0 (light), 1 (dark)
    property var mills: []          // cells in a complete line
    property int lastCell: -1
    property var targets: []        // rod names, or cell names while taking
    property bool taking: false
    property int ghostCell: -1      // where the chosen rod's bead will land
    property int mover: 0
    property bool showLanding: false
    // Turned by an odd multiple of 22.5°: no rod hides behind another.
    property real yaw: -22.5
    property real pitch: 36
    // The last bead still falls: the end screen waits for it.
    readonly property bool dropping: fall.running

    signal rodTouched(string rod)
    signal cellTouched(string cell)

    readonly property var ext: Projection.extent(space.pitch)
    // The drawing stands below the swipe hint.
    readonly property real drawTop: caption.height + Theme.px(8)
    readonly property real unit: Math.min(space.width / (space.ext.width + 0.4),
                                          (space.height - space.drawTop) / (space.ext.top - space.ext.bottom + 0.2))
    readonly property real originX: space.width / 2
    readonly property real originY: space.drawTop + (space.height - space.drawTop) / 2
                                    + space.unit * (space.ext.top + space.ext.bottom) / 2
    readonly property real beadDiameter: 2 * Projection.beadRadius * space.unit

    property int fallingCell: -1
    property real fallHeight: 0

    function at(x: real, y: real, z: real): var {
        const p = Projection.project(x, y, z, space.yaw, space.pitch)
        return { x: space.originX + space.unit * p.x, y: space.originY + space.unit * p.y, depth: p.depth }
    }
    function beadAt(cell: int): var {
        const rod = cell % 16
        const level = Math.floor(cell / 16)
        const lift = cell === space.fallingCell ? space.fallHeight : 0
        return space.at(Projection.rodX(rod), Projection.rodY(rod), Projection.beadZ(level) + lift)
    }
    // The plate's corners on the screen, closed.
    function platePath(): var {
        const corners = [[-2, -2], [2, -2], [2, 2], [-2, 2], [-2, -2]]
        const points = []
        for (const corner of corners) {
            const p = space.at(corner[0], corner[1], 0)
            points.push(Qt.point(p.x, p.y))
        }
        return points
    }
    function stackHeight(rod: int): int {
        let count = 0
        for (let level = 0; level < 4; ++level)
            if ((space.cells[level * 16 + rod] ?? -1) >= 0)
                ++count
        return count
    }
    // The bead just dropped falls down its rod from above the top.
    function dropAt(cell: int) {
        space.fallingCell = cell
        fall.from = Projection.rodHeight + 0.5 - Projection.beadZ(Math.floor(cell / 16))
        fall.restart()
    }
    function turnBy(degrees: real) {
        turn.from = space.yaw
        turn.to = space.yaw + degrees
        turn.restart()
    }
    function tapAt(px: real, py: real) {
        if (space.taking) {
            let best = ""
            let bestDistance = Math.max(space.beadDiameter * 0.8, Theme.touchMin * 0.5)
            for (const name of space.targets) {
                const c = space.beadAt(Projection.cellIndex(name))
                const d = Math.hypot(c.x - px, c.y - py)
                if (d < bestDistance) {
                    bestDistance = d
                    best = name
                }
            }
            if (best.length > 0)
                space.cellTouched(best)
            return
        }
        let bestRod = ""
        let bestDistance = Math.max(Theme.touchMin * 0.6, space.unit * 0.5)
        for (const name of space.targets) {
            const rod = Projection.rodIndex(name)
            const foot = space.at(Projection.rodX(rod), Projection.rodY(rod), 0)
            const top = space.at(Projection.rodX(rod), Projection.rodY(rod), Projection.rodHeight)
            // Where two rods cross on the screen, the front one is meant.
            const d = Projection.segmentDistance(px, py, foot.x, foot.y, top.x, top.y) + foot.depth * Theme.px(3)
            if (d < bestDistance) {
                bestDistance = d
                bestRod = name
            }
        }
        if (bestRod.length > 0)
            space.rodTouched(bestRod)
    }

    NumberAnimation {
        id: fall
        target: space
        property: "fallHeight"
        to: 0
        duration: Theme.moveDuration
        easing.type: Easing.OutBounce
    }
    NumberAnimation {
        id: turn
        target: space
        property: "yaw"
        duration: Theme.moveDuration
        easing.type: Easing.InOutCubic
    }

    // The plate, with the columns' letters along the front and the rows'
    // numbers along the left side, as in the levels beside.
    Shape {
        anchors.fill: parent
        // Smooth edges: the plain geometry renderer draws no antialiasing.
        layer.enabled: true
        layer.samples: 4
        ShapePath {
            fillColor: Theme.boardWood
            strokeColor: Theme.wood
            strokeWidth: Math.max(3, space.unit * 0.04)
            PathPolyline {
                path: space.platePath()
            }
        }
    }
    Repeater {
        model: 4
        delegate: Item {
            id: edgeLabels
            required property int index
            readonly property var front: space.at(edgeLabels.index - 1.5, -2.45, 0)
            readonly property var side: space.at(-2.45, edgeLabels.index - 1.5, 0)
            Text {
                x: edgeLabels.front.x - width / 2
                y: edgeLabels.front.y - height / 2
                text: "abcd"[edgeLabels.index]
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.wood
            }
            Text {
                x: edgeLabels.side.x - width / 2
                y: edgeLabels.side.y - height / 2
                text: String(edgeLabels.index + 1)
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.wood
            }
        }
    }

    Repeater {
        model: 16
        delegate: Item {
            id: rodItem
            required property int index
            readonly property string name: Projection.rodName(rodItem.index)
            readonly property var foot: space.at(Projection.rodX(rodItem.index), Projection.rodY(rodItem.index), 0)
            readonly property var tip: space.at(Projection.rodX(rodItem.index), Projection.rodY(rodItem.index),
                                                Projection.rodHeight)
            readonly property int height4: space.stackHeight(rodItem.index)
            readonly property bool live: !space.taking && space.targets.indexOf(rodItem.name) >= 0
            anchors.fill: parent
            z: 100 - rodItem.foot.depth * 10

            // The rod's foot on the plate and the rod itself.
            Rectangle {
                width: space.unit * 0.5
                height: width * Math.sin(space.pitch * Math.PI / 180)
                radius: height / 2
                x: rodItem.foot.x - width / 2
                y: rodItem.foot.y - height / 2
                color: Theme.woodLight
                opacity: 0.45
            }
            Rectangle {
                width: Math.max(4, space.unit * 0.09)
                x: rodItem.foot.x - width / 2
                y: rodItem.tip.y
                height: rodItem.foot.y - rodItem.tip.y
                radius: width / 2
                color: rodItem.live ? Theme.woodLight : Theme.wood
                border.color: Theme.wood
                border.width: 1
            }
            // Where the next bead on this rod lands (only while someone may drop one).
            Rectangle {
                readonly property var spot: space.beadAt(rodItem.height4 * 16 + rodItem.index)
                visible: space.showLanding && rodItem.live && rodItem.height4 < 4
                width: space.beadDiameter * 0.9
                height: width
                radius: width / 2
                x: spot.x - width / 2
                y: spot.y - height / 2
                color: "transparent"
                border.color: space.mover === 0 ? Theme.stoneWhiteEdge : Theme.stoneBlack
                border.width: Math.max(3, width * 0.06)
                opacity: 0.7
            }
            Repeater {
                model: 4
                delegate: SogoBead {
                    id: rodBead
                    required property int index
                    readonly property int cell: rodBead.index * 16 + rodItem.index
                    readonly property int owner: space.cells[rodBead.cell] ?? -1
                    readonly property var centre: space.beadAt(rodBead.cell)
                    visible: rodBead.owner >= 0 || rodBead.cell === space.ghostCell
                    seat: rodBead.owner >= 0 ? rodBead.owner : space.mover
                    ghost: rodBead.owner < 0
                    diameter: space.beadDiameter
                    x: rodBead.centre.x - width / 2
                    y: rodBead.centre.y - height / 2
                    inMill: space.mills.indexOf(rodBead.cell) >= 0
                    last: rodBead.cell === space.lastCell
                    takeable: space.taking && space.targets.indexOf(Projection.cellName(rodBead.cell)) >= 0
                }
            }
            // For tests and screen readers: the rod as a button, high on the
            // rod (clear of the turn buttons in the lower corners).
            Item {
                objectName: "sogoRod_" + rodItem.name
                width: Theme.touchMin
                height: Theme.touchMin
                x: rodItem.foot.x - width / 2
                y: rodItem.tip.y + (rodItem.foot.y - rodItem.tip.y) * 0.25 - height / 2
                Accessible.role: Accessible.Button
                Accessible.name: qsTr("Rod %1").arg(rodItem.name)
                Accessible.onPressAction: space.rodTouched(rodItem.name)
            }
        }
    }

    MouseArea {
        id: finger
        anchors.fill: parent
        z: 1000
        property real startX: 0
        property real startY: 0
        property real startYaw: 0
        property real startPitch: 0
        property bool turning: false
        onPressed: (mouse) => {
            finger.startX = mouse.x
            finger.startY = mouse.y
            finger.startYaw = space.yaw
            finger.startPitch = space.pitch
            finger.turning = false
        }
        onPositionChanged: (mouse) => {
            if (!finger.turning && Math.hypot(mouse.x - finger.startX, mouse.y - finger.startY) > Theme.px(24)) {
                finger.turning = true
                turn.stop()
            }
            if (finger.turning) {
                space.yaw = finger.startYaw + (mouse.x - finger.startX) * 0.3
                space.pitch = Math.max(12, Math.min(65, finger.startPitch + (mouse.y - finger.startY) * 0.12))
            }
        }
        onReleased: (mouse) => {
            if (!finger.turning) {
                space.tapAt(mouse.x, mouse.y)
                return
            }
            // Settle where no rod stands behind another (22.5° + k·45°), so
            // every rod can be touched in the picture.
            space.turnBy(Math.round((space.yaw - 22.5) / 45) * 45 + 22.5 - space.yaw)
        }
    }

    Text {
        id: caption
        z: 1001
        anchors { horizontalCenter: parent.horizontalCenter; top: parent.top }
        width: parent.width
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        text: qsTr("Swipe across the rods to turn them.")
        font.family: Theme.serif
        font.pixelSize: Theme.fontSmall
        color: Theme.inkSoft
    }

    // Turning by touch for those who do not swipe: one button in each lower
    // corner, where the turned plate leaves room.
    Repeater {
        model: [{ name: "sogoTurnLeft", glyph: "↶", step: -45 }, { name: "sogoTurnRight", glyph: "↷", step: 45 }]
        delegate: Rectangle {
            id: turnButton
            required property var modelData
            required property int index
            z: 1001
            objectName: turnButton.modelData.name
            x: turnButton.index === 0 ? 0 : space.width - width
            y: space.height - height
            width: Theme.touchLarge
            height: Theme.touchLarge
            radius: width / 2
            color: Theme.paper
            border.color: Theme.brass
            border.width: Theme.px(3)
            Accessible.role: Accessible.Button
            Accessible.name: turnButton.modelData.step < 0 ? qsTr("Turn left") : qsTr("Turn right")
            Accessible.onPressAction: space.turnBy(turnButton.modelData.step)
            Text {
                anchors.centerIn: parent
                text: turnButton.modelData.glyph
                font.pixelSize: Theme.fontTitle
                color: Theme.wood
            }
            TapHandler { onTapped: space.turnBy(turnButton.modelData.step) }
        }
    }
}
