import QtQuick
import Zeitvertreib

// Above the board: whose turn it is, in words, and what to do now, or that
// the computer is thinking.
Item {
    id: status

    required property GameSession session
    property bool takingStone: false   // the glowing targets are the opponent's stones
    property bool stonePicked: false   // a stone is chosen, its destination is not

    readonly property var gameState: session.state
    readonly property int mover: session.toMove
    readonly property var seatInfo: mover >= 0 && mover < session.seats.length ? session.seats[mover] : ({})

    implicitHeight: column.implicitHeight

    function hint(): string {
        void Exhibit.language
        if (status.session.over || status.session.thinking || !status.session.humanToMove)
            return ""
        if (status.takingStone)
            return qsTr("Mill! Take one of %1's stones.").arg(GameTexts.seatName("muehle", 1 - status.mover))
        if (status.stonePicked)
            return qsTr("Where should the stone go? Touch a glowing point.")
        switch (String(status.gameState.phase)) {
        case "setting":
            return qsTr("Place a stone on a glowing point.")
        case "jumping":
            return qsTr("Only three stones left: a stone may jump to any free point.")
        }
        return qsTr("Touch one of your stones, then where it should go.")
    }

    Column {
        id: column
        anchors { left: parent.left; right: parent.right }
        spacing: Theme.px(6)

        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: Theme.spacing
            Text {
                objectName: "turnText"
                text: status.session.over ? "" : GameTexts.toMoveText("muehle", status.mover)
                font.family: Theme.serif
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.wood
            }
            ThinkingIndicator {
                anchors.verticalCenter: parent.verticalCenter
                visible: status.session.thinking
                running: status.session.thinking
            }
        }
        Text {
            objectName: "hintText"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: status.session.thinking ? qsTr("The computer is thinking …") : status.hint()
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            color: status.takingStone ? Theme.burgundy : Theme.inkSoft
            wrapMode: Text.WordWrap
        }
    }
}
