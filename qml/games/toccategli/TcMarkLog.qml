pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// What happened, newest first: throws, plays, the Schule's markings and
// reviews, and every mark with its reason („2 Punkte: kleiner Jan“) in the
// colour of the player who marked it. The board fills it as moves are
// played; an undo removes what was taken back.
ListView {
    id: log

    objectName: "tcLog"
    // No delegates made ahead in the background: when the model changes while
    // one is half made, Qt 6.4 warns "DelegateModel::cancel: index out range"
    // (seen in the endurance test on a loaded machine). Rows appear as they scroll in.
    cacheBuffer: 0
    clip: true
    spacing: Theme.px(4)
    boundsBehavior: Flickable.StopAtBounds
    model: ListModel { id: entries }

    // What one move said, in its order: [{ seat, line, mark }]. ply: the
    // move's number in the game (1 = the first move).
    function addMove(ply: int, lines: var) {
        for (let i = lines.length - 1; i >= 0; --i) {
            if (lines[i].line.length > 0)
                entries.insert(0, { ply: ply, seat: lines[i].seat, line: lines[i].line, mark: lines[i].mark })
        }
        while (entries.count > 60)
            entries.remove(entries.count - 1)
        log.positionViewAtBeginning()
    }
    // Forgets what the moves after `ply` said (they were taken back).
    function keepUpTo(ply: int) {
        while (entries.count > 0 && entries.get(0).ply > ply)
            entries.remove(0)
    }
    function clear() {
        entries.clear()
    }

    delegate: Item {
        id: entry
        required property int seat
        required property string line
        required property bool mark
        width: log.width
        height: Math.max(words.implicitHeight, dot.height)
        Rectangle {
            id: dot
            visible: entry.seat >= 0
            y: Theme.px(6)
            width: Math.max(18, Theme.px(24))
            height: width
            radius: width / 2
            color: entry.seat === 0 ? Theme.stoneWhite : Theme.stoneBlack
            border.color: entry.seat === 0 ? Theme.stoneWhiteEdge : Theme.brass
            border.width: Math.max(1, Theme.px(3))
        }
        Text {
            id: words
            anchors { left: dot.right; right: parent.right; leftMargin: Theme.px(8) }
            text: entry.line
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            font.bold: entry.mark
            color: entry.mark ? Theme.burgundy : Theme.inkSoft
            wrapMode: Text.WordWrap
        }
    }
}
