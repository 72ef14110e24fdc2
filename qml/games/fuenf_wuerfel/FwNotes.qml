pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Under the upper block of the sheet, where the board has room: the Tipp
// (the expected final score of rolling the dice held, and the best choice).
// It also words the last entry of the sheet, which the tray shows.
Column {
    id: notes

    // The board (FuenfWuerfelBoard) and its tray (FwTray): the dice held.
    required property var board
    required property var tray

    spacing: Theme.spacing / 2

    function lastEntryText(): string {
        void Exhibit.language
        const seat = Number(notes.board.gameState.lastSeat ?? -1)
        const field = String(notes.board.gameState.lastField ?? "")
        if (seat < 0 || field.length === 0)
            return ""
        const pts = Number(notes.board.gameState.lastPoints ?? 0)
        const label = notes.board.fieldName(field)
        if (notes.board.seatCount === 1)
            return pts === 0 ? qsTr("Last: %1 struck out.").arg(label)
                 : pts === 1 ? qsTr("Last: 1 point in %1.").arg(label)
                             : qsTr("Last: %1 points in %2.").arg(pts).arg(label)
        const name = GameTexts.seatName("fuenf_wuerfel", seat)
        return pts === 0 ? qsTr("Last: %1 struck out %2.").arg(name).arg(label)
             : pts === 1 ? qsTr("Last: %1 wrote 1 point in %2.").arg(name).arg(label)
                         : qsTr("Last: %1 wrote %2 points in %3.").arg(name).arg(pts).arg(label)
    }
    // The best choice in words, when it is a throw (an entry is marked on the sheet).
    function bestText(): string {
        void Exhibit.language
        const best = notes.board.bestMove
        if (notes.board.tipMoves.length <= 1)
            return "" // no choice: the turn's first throw
        if (best === "throw")
            return qsTr("Best: roll all five again")
        if (best.startsWith("keep "))
            return qsTr("Best: hold %1 and roll").arg(best.slice(5).split("-").join(" "))
        if (best.startsWith("score "))
            return qsTr("Best: write %1 (marked on the sheet)").arg(notes.board.fieldName(best.slice(6)))
        return ""
    }

    // Tipp: the expected final score of rolling with the dice held, and the best choice.
    Rectangle {
        objectName: "fwTipBox"
        width: parent.width
        height: tipColumn.implicitHeight + Theme.spacing
        visible: notes.board.tipsOn && !notes.board.session.over
        radius: Theme.radius
        color: Theme.paperDeep
        border.color: Theme.brass
        border.width: Theme.px(2)
        Column {
            id: tipColumn
            anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.spacing / 2 }
            spacing: Theme.px(6)
            Text {
                width: parent.width
                wrapMode: Text.WordWrap
                text: {
                    void Exhibit.language
                    if (!notes.board.tipsReady)
                        return qsTr("Hint: the best strategy is being worked out …")
                    const tip = notes.board.tipOf(notes.tray.rollMove)
                    if (tip < 0)
                        return qsTr("Hint: expected final score of each choice (Ø)")
                    return qsTr("Hint: rolling now: Ø %1 points at the end").arg(notes.board.points(tip))
                }
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
                color: Theme.ink
            }
            Row {
                width: parent.width
                spacing: Theme.spacing / 2
                visible: notes.board.tipsReady && notes.bestText().length > 0
                Text {
                    objectName: "fwBest"
                    width: parent.width - (showBest.visible ? showBest.width + parent.spacing : 0)
                    anchors.verticalCenter: parent.verticalCenter
                    wrapMode: Text.WordWrap
                    text: "★ " + notes.bestText() + " · Ø " + notes.board.points(notes.board.tipOf(notes.board.bestMove))
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    color: Theme.green
                }
                ChoiceButton {
                    id: showBest
                    objectName: "fwShowBest"
                    minWidth: Theme.px(120)
                    visible: notes.board.mine && notes.board.bestMove.startsWith("keep ")
                    text: qsTr("Show")
                    onClicked: notes.tray.holdMove(notes.board.bestMove)
                }
            }
        }
    }

}
