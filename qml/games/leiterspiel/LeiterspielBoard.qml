pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Das Leiterspiel bound to a GameSession: fields 1 to 100 in rows that turn
// at each end (field 1 at the bottom left), the ladders and (with
// „Schlangen und Leitern“) the snakes of the board the staff laid out, the
// pieces in their colours with their numbers, the last throw's way drawn as
// a line to a ringed field, and beside it the shared die and the players
// (RaceSidebar). Everything comes from the engine's state (RULES.md).
Item {
    id: board

    RacePalette {
        id: raceColours
    }
    objectName: "leiterspielBoard"

    required property GameSession session
    readonly property var gameState: session.state
    readonly property int seatCount: Number(gameState.seats ?? 0)
    readonly property var positions: gameState.positions ?? []
    readonly property var path: gameState.path ?? []
    readonly property var jumpFrom: gameState.jumpFrom ?? []
    readonly property var jumpTo: gameState.jumpTo ?? []
    // Two columns beside the track, each as wide as the screen's corner
    // buttons below them (undo at the left, start over at the right).
    readonly property real sideWidth: Math.max(Theme.px(380), board.width * 0.21)
    // The start row under the board holds the pieces not yet on field 1.
    readonly property real cell: Math.min(board.height / 10.8, (board.width - 2 * (board.sideWidth + Theme.spacing)) / 10)
    property int touchedField: -1
    readonly property bool holdsEnd: endPause.running

    function centreOf(field: int): point {
        if (field <= 0)
            return Qt.point(board.cell * 0.5, board.cell * 10.4)
        const row = Math.floor((field - 1) / 10)
        const along = (field - 1) % 10
        const col = row % 2 === 0 ? along : 9 - along
        return Qt.point((col + 0.5) * board.cell, (9 - row + 0.5) * board.cell)
    }
    function exitOf(field: int): int {
        const i = board.jumpFrom.indexOf(field)
        return i >= 0 ? Number(board.jumpTo[i]) : 0
    }
    function fieldText(field: int): string {
        void Exhibit.language
        const to = board.exitOf(field)
        if (to > field)
            return qsTr("Field %1: the foot of a ladder. Whoever lands here climbs up to field %2.").arg(field).arg(to)
        if (to > 0)
            return qsTr("Field %1: a snake's head. Whoever lands here slides down to field %2.").arg(field).arg(to)
        if (field === 100) {
            const end = String(board.gameState.end ?? "reach")
            return end === "reach" ? qsTr("Field 100: the goal. Whoever reaches it first wins; a throw may go beyond.")
                 : end === "exact" ? qsTr("Field 100: the goal, to be hit exactly; a throw too high does not count.")
                                   : qsTr("Field 100: the goal, to be hit exactly; a throw too high is counted back.")
        }
        return qsTr("Field %1.").arg(field)
    }
    function announcement(): string {
        void Exhibit.language
        const mover = Number(board.gameState.mover ?? -1)
        if (mover < 0 || !board.session.lastMove.startsWith("roll"))
            return ""
        const name = GameTexts.seatName("leiterspiel", mover)
        const p = board.path
        const lines = [qsTr("%1 throws %2 and moves to field %3.").arg(name).arg(Number(board.gameState.die ?? 0)).arg(p[p.length - 1] ?? 0)]
        for (const key of board.gameState.events ?? []) {
            switch (key) {
            case "ladder": lines.push(qsTr("Up the ladder!")); break
            case "snake": lines.push(qsTr("Down the snake!")); break
            case "too_high": lines.push(qsTr("Too high: the piece stays.")); break
            case "bounce": lines.push(qsTr("Too far: counted back from 100.")); break
            case "again": lines.push(qsTr("A six: %1 throws again.").arg(name)); break
            }
        }
        return lines.join(" ")
    }

    Timer { id: endPause; interval: 1600 }
    Connections {
        target: board.session
        function onStateChanged() {
            if (board.session.lastMove.startsWith("roll")) {
                side.tumble()
                if (board.session.over)
                    endPause.restart()
            }
        }
    }

    Item {
        id: sheet
        objectName: "ladderSheet"
        width: board.cell * 10
        height: board.cell * 10.8
        anchors.centerIn: parent

        Repeater {
            model: 100
            delegate: Rectangle {
                id: field
                required property int index
                readonly property int number: index + 1
                readonly property point centre: board.centreOf(number)
                readonly property bool isDestination: board.path.length > 1 && board.path[board.path.length - 1] === number
                objectName: "field" + number
                x: centre.x - board.cell / 2
                y: centre.y - board.cell / 2
                width: board.cell
                height: board.cell
                color: isDestination ? Theme.brassLight
                     : board.path.indexOf(number) >= 0 && board.path.length > 1 ? "#f6ebc9"
                     : (Math.floor(index / 10) + index) % 2 === 0 ? "#f7efdc" : "#e9dcc0"
                border.color: isDestination ? Theme.highlight : Theme.woodLight
                border.width: isDestination ? Theme.px(6) : Theme.px(1)
                Text {
                    anchors { left: parent.left; top: parent.top; margins: Theme.px(4) }
                    text: String(field.number)
                    font.family: Theme.serif
                    font.pixelSize: Math.max(18, board.cell * 0.26)
                    font.bold: field.number === 100
                    color: Theme.ink
                }
                MouseArea {
                    anchors.fill: parent
                    onClicked: board.touchedField = field.number
                }
            }
        }
        Rectangle {
            objectName: "startRow"
            x: 0
            y: board.cell * 10
            width: board.cell * 10
            height: board.cell * 0.8
            color: Theme.paperDeep
            border.color: Theme.woodLight
            Text {
                anchors { right: parent.right; rightMargin: Theme.px(12); verticalCenter: parent.verticalCenter }
                text: qsTr("Start")
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.ink
            }
        }

        // Ladders (two rails and rungs) and snakes (a winding body, the head
        // where it begins), as the layout gives them.
        Canvas {
            id: jumps
            anchors.fill: parent
            property var from: board.jumpFrom
            property real size: board.cell
            onFromChanged: requestPaint()
            onSizeChanged: requestPaint()
            onPaint: {
                const g = getContext("2d")
                g.reset()
                const c = board.cell
                for (let i = 0; i < board.jumpFrom.length; ++i) {
                    const a = board.centreOf(Number(board.jumpFrom[i])), b = board.centreOf(Number(board.jumpTo[i]))
                    const dx = b.x - a.x, dy = b.y - a.y, len = Math.hypot(dx, dy)
                    const nx = -dy / len, ny = dx / len
                    if (Number(board.jumpTo[i]) > Number(board.jumpFrom[i])) {
                        const half = c * 0.16
                        g.strokeStyle = "#7a4a22"
                        g.lineWidth = Math.max(3, c * 0.07)
                        g.beginPath()
                        g.moveTo(a.x + nx * half, a.y + ny * half); g.lineTo(b.x + nx * half, b.y + ny * half)
                        g.moveTo(a.x - nx * half, a.y - ny * half); g.lineTo(b.x - nx * half, b.y - ny * half)
                        g.stroke()
                        g.lineWidth = Math.max(2, c * 0.05)
                        const rungs = Math.max(2, Math.floor(len / (c * 0.35)))
                        g.beginPath()
                        for (let r = 1; r < rungs; ++r) {
                            const t = r / rungs
                            g.moveTo(a.x + dx * t + nx * half, a.y + dy * t + ny * half)
                            g.lineTo(a.x + dx * t - nx * half, a.y + dy * t - ny * half)
                        }
                        g.stroke()
                    } else {
                        g.strokeStyle = "#2f6b3a"
                        g.lineWidth = Math.max(5, c * 0.14)
                        g.lineCap = "round"
                        g.beginPath()
                        const steps = 40, waves = Math.max(2, Math.round(len / c))
                        for (let s = 0; s <= steps; ++s) {
                            const t = s / steps
                            const off = Math.sin(t * waves * 2 * Math.PI) * c * 0.22 * (1 - t * 0.6)
                            const x = a.x + dx * t + nx * off, y = a.y + dy * t + ny * off
                            if (s === 0) g.moveTo(x, y); else g.lineTo(x, y)
                        }
                        g.stroke()
                        g.fillStyle = "#2f6b3a"
                        g.beginPath(); g.arc(a.x, a.y, c * 0.17, 0, 2 * Math.PI); g.fill()
                        g.fillStyle = "#f7efdc"
                        g.beginPath(); g.arc(a.x - c * 0.06, a.y - c * 0.04, c * 0.035, 0, 2 * Math.PI); g.arc(a.x + c * 0.06, a.y - c * 0.04, c * 0.035, 0, 2 * Math.PI); g.fill()
                    }
                }
            }
        }

        // The last throw's way.
        Canvas {
            id: way
            anchors.fill: parent
            property var points: board.path
            onPointsChanged: requestPaint()
            onPaint: {
                const g = getContext("2d")
                g.reset()
                const p = way.points
                if (p.length < 2)
                    return
                g.strokeStyle = Theme.burgundy
                g.fillStyle = Theme.burgundy
                g.lineWidth = Math.max(3, board.cell * 0.06)
                g.setLineDash([board.cell * 0.12, board.cell * 0.1])
                g.beginPath()
                const s0 = board.centreOf(p[0])
                g.moveTo(s0.x, s0.y)
                for (let i = 1; i < p.length; ++i) {
                    const q = board.centreOf(p[i])
                    g.lineTo(q.x, q.y)
                }
                g.stroke()
                const a = board.centreOf(p[p.length - 2]), b = board.centreOf(p[p.length - 1])
                const angle = Math.atan2(b.y - a.y, b.x - a.x)
                const s = board.cell * 0.25
                g.setLineDash([])
                g.beginPath()
                g.moveTo(b.x, b.y)
                g.lineTo(b.x - s * Math.cos(angle - 0.45), b.y - s * Math.sin(angle - 0.45))
                g.lineTo(b.x - s * Math.cos(angle + 0.45), b.y - s * Math.sin(angle + 0.45))
                g.closePath()
                g.fill()
            }
        }

        Repeater {
            model: board.seatCount
            delegate: Rectangle {
                id: piece
                required property int index
                readonly property int field: Number(board.positions[index] ?? 0)
                readonly property point centre: board.centreOf(field)
                objectName: "piece" + index
                width: board.cell * 0.46
                height: width
                radius: width / 2
                // At the start the pieces stand in a row; on a field each
                // seat has its own place, below the field's number.
                x: field === 0 ? centre.x - width / 2 + index * board.cell * 0.9
                               : centre.x - width / 2 + ((index % 3) - 1) * board.cell * 0.3
                y: field === 0 ? centre.y - height / 2
                               : centre.y - height / 2 + (index < 3 ? 0.05 : 0.3) * board.cell
                color: raceColours.fills[index]
                border.color: Number(board.gameState.current ?? -1) === index && !board.session.over ? Theme.highlight : raceColours.edges[index]
                border.width: Number(board.gameState.current ?? -1) === index ? Theme.px(5) : Theme.px(3)
                Behavior on x { NumberAnimation { duration: Theme.moveDuration * 2; easing.type: Easing.InOutQuad } }
                Behavior on y { NumberAnimation { duration: Theme.moveDuration * 2; easing.type: Easing.InOutQuad } }
                Text {
                    anchors.centerIn: parent
                    text: String(piece.index + 1)
                    font.pixelSize: piece.width * 0.6
                    font.bold: true
                    color: raceColours.inks[piece.index]
                }
            }
        }
    }

    RaceSidebar {
        objectName: "playersColumn"
        anchors { left: parent.left; top: parent.top }
        width: board.sideWidth
        session: board.session
        showsThrow: false
        statusTexts: side.statusTexts
    }
    RaceSidebar {
        id: side
        anchors { right: parent.right; top: parent.top }
        width: board.sideWidth
        session: board.session
        showsPlayers: false
        dice: [Number(board.gameState.die ?? 0)]
        statusTexts: {
            void Exhibit.language
            const list = []
            for (let s = 0; s < board.seatCount; ++s) {
                const f = Number(board.positions[s] ?? 0)
                list.push(f === 0 ? qsTr("at the start") : qsTr("field %1").arg(f))
            }
            return list
        }
        announcement: {
            void board.gameState
            return board.announcement()
        }
        infoTitle: ""
        info: board.touchedField > 0 ? board.fieldText(board.touchedField) : qsTr("Touch a field to learn what it does.")
    }
}
