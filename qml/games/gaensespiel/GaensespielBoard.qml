pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib
import "gs_spiral.js" as Spiral

// Das Gänsespiel bound to a GameSession: the sheet of 63 fields as a square
// spiral to the centre, the geese and the special fields drawn on it, the
// pieces in their colours with their numbers, the last throw's way (every
// field it stopped on and where a special field sent it) drawn as a line,
// and beside it the shared dice and the players (RaceSidebar). A touch on a
// field explains it. Everything comes from the engine's state (RULES.md,
// "State for the board").
Item {
    id: board

    RacePalette {
        id: raceColours
    }
    objectName: "gaensespielBoard"

    required property GameSession session
    readonly property var gameState: session.state
    readonly property int seatCount: Number(gameState.seats ?? 0)
    readonly property var positions: gameState.positions ?? []
    readonly property var path: gameState.path ?? []
    readonly property var kinds: gameState.fieldKinds ?? []
    readonly property var cells: Spiral.cells(8)
    // Two columns beside the track, each as wide as the screen's corner
    // buttons below them (undo at the left, start over at the right).
    readonly property real sideWidth: Math.max(Theme.px(380), board.width * 0.21)
    readonly property real sheetSize: Math.min(board.height, board.width - 2 * (board.sideWidth + Theme.spacing))
    readonly property real cell: sheetSize / 8
    property int touchedField: -1
    // The end screen waits until the last move has been seen.
    readonly property bool holdsEnd: endPause.running

    // The way a throw went, field by field along the track: each step of
    // the throw (forward, or back from 63 after a bounce) passes every field
    // between; a jump (the opening throws, the bridge, the maze, death) is
    // one straight line.
    function wayOf(path: var, pips: int): var {
        const way = path.length > 0 ? [path[0]] : []
        for (let i = 1; i < path.length; ++i) {
            const a = Number(path[i - 1]), b = Number(path[i])
            let fields = []
            if (a + pips === b || a - pips === b) {
                const d = b > a ? 1 : -1
                for (let f = a + d; f !== b + d; f += d)
                    fields.push(f)
            } else if (a + pips > 63 && 126 - (a + pips) === b) {
                for (let f = a + 1; f <= 63; ++f)
                    fields.push(f)
                for (let f = 62; f >= b; --f)
                    fields.push(f)
            } else {
                fields = [b]
            }
            for (const f of fields)
                way.push(f)
        }
        return way
    }
    function centreOf(field: int): point {
        const c = board.cells[Math.max(0, Math.min(63, field))]
        return Qt.point((c[0] + 0.5) * board.cell, (c[1] + 0.5) * board.cell)
    }
    function fieldTitle(field: int): string {
        void Exhibit.language
        switch (String(board.kinds[field] ?? "")) {
        case "start": return qsTr("The start")
        case "goose": return qsTr("Field %1: a goose").arg(field)
        case "bridge": return qsTr("Field 6: the bridge")
        case "inn": return qsTr("Field 19: the inn")
        case "well": return qsTr("Field 31: the well")
        case "maze": return qsTr("Field 42: the maze")
        case "prison": return qsTr("Field 52: the prison")
        case "death": return qsTr("Field 58: death")
        case "goal": return qsTr("Field 63: the goal")
        }
        return qsTr("Field %1").arg(field)
    }
    function fieldText(field: int): string {
        void Exhibit.language
        switch (String(board.kinds[field] ?? "")) {
        case "start": return qsTr("Every piece begins here. A first throw of 6 and 3 goes straight to field 26, a throw of 5 and 4 to field 53.")
        case "goose": return qsTr("Whoever lands on a goose moves on by the same throw again, and again on the next goose.")
        case "bridge": return qsTr("Whoever lands here crosses the bridge to field 12.")
        case "inn": return qsTr("Whoever stops at the inn misses %n turn(s).", "", Number(board.gameState.innTurns ?? 2))
        case "well": return qsTr("Whoever falls into the well waits until another player lands here and frees him.")
        case "maze": return qsTr("Whoever gets lost in the maze goes back to field 30.")
        case "prison": return qsTr("Whoever lands in prison waits until another player lands here and frees him.")
        case "death": return qsTr("Death: back to the start.")
        case "goal": return qsTr("Whoever lands here exactly wins. A throw too high is counted back from 63.")
        }
        return Number(board.gameState.swap ?? 1) === 1
            ? qsTr("A plain field. Whoever lands where another piece stands sends that piece to the field he came from.")
            : qsTr("A plain field. Several pieces may stand on it.")
    }
    function statusOf(seat: int): string {
        void Exhibit.language
        const waits = Number((board.gameState.waits ?? [])[seat] ?? 0)
        const held = Number((board.gameState.held ?? [])[seat] ?? 0)
        const field = Number(board.positions[seat] ?? 0)
        let text = field === 0 ? qsTr("at the start") : qsTr("field %1").arg(field)
        if (held)
            text += ", " + (field === 31 ? qsTr("in the well") : qsTr("in prison"))
        if (waits > 0)
            text += ", " + qsTr("misses %n turn(s)", "", waits)
        if (Number(board.gameState.poolOn ?? 0) === 1)
            text += ", " + GameTexts.chips(Number((board.gameState.chips ?? [])[seat] ?? 0))
        return text
    }
    function announcement(): string {
        void Exhibit.language
        const mover = Number(board.gameState.mover ?? -1)
        if (mover < 0 || !board.session.lastMove.startsWith("roll"))
            return ""
        const name = GameTexts.seatName("gaensespiel", mover)
        const p = board.path
        const lines = [qsTr("%1 throws %2 and moves to field %3.").arg(name).arg(Number(board.gameState.diceSum ?? 0)).arg(p[p.length - 1] ?? 0)]
        for (const key of board.gameState.events ?? []) {
            switch (key) {
            case "opening": lines.push(Number(p[1] ?? 0) === 26 ? qsTr("6 and 3 at the start: on to field 26!") : qsTr("5 and 4 at the start: on to field 53!")); break
            case "goose": lines.push(qsTr("A goose: the throw counts again.")); break
            case "bridge": lines.push(qsTr("Over the bridge to field 12.")); break
            case "inn": lines.push(qsTr("At the inn: %1 misses %n turn(s).", "", Number(board.gameState.innTurns ?? 2)).arg(name)); break
            case "well": lines.push(qsTr("Into the well! %1 waits to be freed.").arg(name)); break
            case "maze": lines.push(qsTr("Lost in the maze: back to field 30.")); break
            case "prison": lines.push(qsTr("In prison! %1 waits to be freed.").arg(name)); break
            case "death": lines.push(qsTr("Death: back to the start.")); break
            case "bounce": lines.push(qsTr("Too far: counted back from 63.")); break
            case "freed": lines.push(qsTr("The player waiting there is free again.")); break
            case "sent_back": lines.push(qsTr("%1 has to make room and goes to field %2.").arg(GameTexts.seatName("gaensespiel", Number(board.gameState.sentBack ?? 0))).arg(p[0] ?? 0)); break
            case "skipped": lines.push(qsTr("A player at the inn misses this turn.")); break
            case "all_held": lines.push(qsTr("Everybody is caught, so %1 climbs out.").arg(GameTexts.seatName("gaensespiel", Number(board.gameState.current ?? 0)))); break
            case "fine": lines.push(qsTr("One chip into the pool.")); break
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

    // The sheet.
    Rectangle {
        id: sheet
        objectName: "gooseSheet"
        anchors.centerIn: parent
        width: board.sheetSize
        height: board.sheetSize
        color: "#efe2c2"
        border.color: Theme.wood
        border.width: Theme.px(4)

        Repeater {
            model: 64
            delegate: Rectangle {
                id: field
                required property int index
                readonly property string kind: String(board.kinds[index] ?? "plain")
                readonly property int pathIndex: board.path.indexOf(index)
                readonly property bool isDestination: board.path.length > 1 && board.path[board.path.length - 1] === index
                objectName: "field" + index
                x: board.cells[index][0] * board.cell
                y: board.cells[index][1] * board.cell
                width: board.cell
                height: board.cell
                color: isDestination ? Theme.brassLight
                     : pathIndex >= 0 && board.path.length > 1 ? "#f6ebc9"
                     : kind === "goose" ? "#dfe9d8"
                     : kind === "plain" ? "#fbf5e6" : "#f3dcc4"
                border.color: isDestination ? Theme.highlight : Theme.woodLight
                border.width: isDestination ? Theme.px(6) : Theme.px(1.5)
                Text {
                    anchors { left: parent.left; top: parent.top; margins: Theme.px(4) }
                    text: field.index === 0 ? qsTr("Start") : String(field.index)
                    font.family: Theme.serif
                    font.pixelSize: Math.max(18, board.cell * 0.24)
                    font.bold: field.kind !== "plain"
                    color: Theme.ink
                }
                GsFieldIcon {
                    anchors { right: parent.right; bottom: parent.bottom; margins: board.cell * 0.06 }
                    width: board.cell * 0.62
                    height: width
                    visible: field.kind !== "plain"
                    kind: field.kind
                }
                MouseArea {
                    anchors.fill: parent
                    onClicked: board.touchedField = field.index
                }
            }
        }

        // The last throw's way: from the field it left over every stop and
        // jump to where it rests.
        Canvas {
            id: way
            anchors.fill: parent
            property var points: board.wayOf(board.path, Number(board.gameState.diceSum ?? 0))
            onPointsChanged: requestPaint()
            onWidthChanged: requestPaint()
            onPaint: {
                const g = getContext("2d")
                g.reset()
                const p = way.points
                if (p.length < 2)
                    return
                g.strokeStyle = Theme.burgundy
                g.fillStyle = Theme.burgundy
                g.lineWidth = Math.max(3, board.cell * 0.06)
                g.lineCap = "round"
                g.setLineDash([board.cell * 0.12, board.cell * 0.1])
                g.beginPath()
                const start = board.centreOf(p[0])
                g.moveTo(start.x, start.y)
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

        // The pieces: each seat has its own corner of a field, so pieces
        // sharing a field (the start) stay apart.
        Repeater {
            model: board.seatCount
            delegate: Rectangle {
                id: piece
                required property int index
                readonly property point centre: board.centreOf(Number(board.positions[index] ?? 0))
                objectName: "piece" + index
                // Below the field's number, in two rows of three.
                width: board.cell * 0.36
                height: width
                radius: width / 2
                x: centre.x - width / 2 + ((index % 3) - 1) * board.cell * 0.3
                y: centre.y - height / 2 + (index < 3 ? 0.0 : 0.3) * board.cell
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
        dice: board.gameState.dice ?? [0, 0]
        statusTexts: {
            void board.gameState
            const list = []
            for (let s = 0; s < board.seatCount; ++s)
                list.push(board.statusOf(s))
            return list
        }
        announcement: {
            void board.gameState
            return board.announcement()
        }
        infoTitle: board.touchedField >= 0 ? board.fieldTitle(board.touchedField) : ""
        info: board.touchedField >= 0 ? board.fieldText(board.touchedField) : qsTr("Touch a field to learn what it does.")
    }
}
