pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One player at the Mäxchen table: name, person or computer, his lives
// (hearts; a lost one is hollow and struck through) and the minus points in
// words, the cup when he holds it, and what he announced in this round.
Rectangle {
    id: panel

    property string name
    property string kind
    property int lives: 3
    property int minus: 0
    property bool alive: true
    property bool active: false    // his turn
    property bool holdsCup: false
    property string said           // his last announcement of this round, "" if none
    property bool saidBlind: false // that announcement followed a blind pass

    readonly property real heartSize: Math.max(26, Math.min(Theme.px(40), (width - Theme.px(24)) / Math.max(1, lives) - Theme.px(4)))

    implicitHeight: column.implicitHeight + 2 * Theme.px(10)
    radius: Theme.radius
    color: !alive ? Theme.paperDeep : active ? "#fff6dc" : Theme.paper
    border.color: active ? Theme.highlight : Theme.paperEdge
    border.width: active ? Theme.px(6) : Theme.px(2)
    opacity: alive ? 1 : 0.65

    Column {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(10) }
        spacing: Theme.px(4)

        Item {
            width: parent.width
            height: nameText.implicitHeight
            Text {
                id: nameText
                anchors { left: parent.left; right: cupMark.visible ? cupMark.left : parent.right }
                text: panel.name
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Theme.fontBody
                color: Theme.wood
                elide: Text.ElideRight
            }
            MxCupShape {
                id: cupMark
                objectName: "cupMark"
                anchors { right: parent.right; verticalCenter: parent.verticalCenter }
                visible: panel.holdsCup
                height: nameText.implicitHeight * 0.9
                width: height * 1.1
            }
        }
        Text {
            width: parent.width
            text: panel.kind
            font.family: Theme.serif
            font.pixelSize: Theme.px(22)
            color: Theme.inkSoft
            elide: Text.ElideRight
        }
        // The lives: full hearts left, hollow struck ones lost.
        Row {
            spacing: Theme.px(4)
            Repeater {
                model: panel.lives
                delegate: Item {
                    id: heart
                    required property int index
                    readonly property bool lost: index >= panel.lives - panel.minus
                    width: panel.heartSize
                    height: width
                    Text {
                        anchors.centerIn: parent
                        text: heart.lost ? "♡" : "♥"
                        font.pixelSize: panel.heartSize
                        color: heart.lost ? Theme.inkSoft : Theme.burgundy
                    }
                    Rectangle {
                        visible: heart.lost
                        anchors.centerIn: parent
                        width: parent.width * 1.05
                        height: Math.max(2, Theme.px(4))
                        rotation: -45
                        color: Theme.ink
                    }
                }
            }
        }
        Text {
            objectName: "minusText"
            width: parent.width
            text: {
                void Exhibit.language
                if (!panel.alive)
                    return qsTr("out")
                if (panel.minus === 0)
                    return qsTr("no minus points")
                return panel.minus === 1 ? qsTr("1 minus point") : qsTr("%1 minus points").arg(panel.minus)
            }
            font.family: Theme.serif
            font.pixelSize: Theme.px(24)
            font.bold: panel.minus > 0
            color: panel.minus > 0 ? Theme.burgundy : Theme.inkSoft
            elide: Text.ElideRight
        }
        // What he said in this round: a speech bubble.
        Rectangle {
            width: parent.width
            height: saidText.implicitHeight + Theme.px(8)
            radius: height / 2
            color: panel.said.length > 0 ? Theme.wood : "transparent"
            Text {
                id: saidText
                objectName: "said"
                anchors.centerIn: parent
                width: parent.width - Theme.px(16)
                horizontalAlignment: Text.AlignHCenter
                elide: Text.ElideRight
                text: {
                    void Exhibit.language
                    if (panel.said.length === 0)
                        return " "
                    return panel.saidBlind ? qsTr("“%1” (unseen)").arg(panel.said) : qsTr("“%1”").arg(panel.said)
                }
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Theme.fontBody
                color: Theme.onDark
            }
        }
    }
}
