pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Beside the board: the "Warum?" button and its sentence while a refused
// try is chosen, and the game's last moves in chess notation.
Rectangle {
    id: side

    property var sanMoves: []
    property bool canAsk: false
    property string explanation: ""
    signal asked

    radius: Theme.radius
    color: Theme.paperDeep
    border.color: Theme.paperEdge
    border.width: Theme.px(2)

    Column {
        id: top
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.spacing }
        spacing: Theme.spacing

        BigButton {
            objectName: "whyButton"
            width: parent.width
            visible: side.canAsk
            text: qsTr("Why?")
            onClicked: side.asked()
        }
        Text {
            objectName: "whyText"
            width: parent.width
            visible: side.canAsk && side.explanation.length > 0
            text: side.explanation
            font.family: Theme.serif
            font.pixelSize: Theme.fontSmall
            color: Theme.burgundy
            wrapMode: Text.WordWrap
        }
        Text {
            width: parent.width
            text: qsTr("Moves")
            font.family: Theme.serif
            font.pixelSize: Theme.fontHeading
            font.bold: true
            color: Theme.wood
        }
    }

    // The last moves, numbered as in chess notation (a white and a black move share a number).
    Column {
        id: moveList
        anchors { left: parent.left; right: parent.right; top: top.bottom; bottom: parent.bottom; margins: Theme.spacing }
        clip: true
        Repeater {
            model: {
                const rows = []
                const moves = side.sanMoves
                for (let i = 0; i < moves.length; i += 2)
                    rows.push((i / 2 + 1) + ". " + words.localSan(moves[i]) + (i + 1 < moves.length ? "  " + words.localSan(moves[i + 1]) : ""))
                const fit = Math.max(1, Math.floor(moveList.height / (Theme.fontSmall * 1.4)))
                return rows.slice(-fit)
            }
            delegate: Text {
                required property string modelData
                text: modelData
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
                color: Theme.ink
            }
        }
    }

    SchachWords { id: words }
}
