pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The two players' scores: the marker's points in the round of twelve and
// the Striche chalked towards the Partie („Das Markieren geschieht mit
// Kreide auf dem Brett“), the player whose turn it is framed.
Column {
    id: scores

    required property TcTexts texts
    property var seats: []
    property var markers: [0, 0]
    property var striche: [0, 0]
    property int partieStriche: 6
    property int active: -1

    spacing: Theme.px(8)

    Repeater {
        model: 2
        delegate: Rectangle {
            id: card
            required property int index
            objectName: "tcScore_" + index
            width: scores.width
            height: lines.implicitHeight + Theme.px(20)
            radius: Theme.radius
            color: Theme.paperDeep
            border.color: scores.active === index ? Theme.burgundy : Theme.paperEdge
            border.width: scores.active === index ? Theme.px(5) : Theme.px(2)

            TcStone {
                id: icon
                anchors { left: parent.left; leftMargin: Theme.px(12); verticalCenter: parent.verticalCenter }
                seat: card.index
                diameter: Math.max(30, Theme.px(44))
            }
            Column {
                id: lines
                anchors { left: icon.right; right: parent.right; leftMargin: Theme.px(12); rightMargin: Theme.px(10); verticalCenter: parent.verticalCenter }
                spacing: Theme.px(4)
                Text {
                    width: parent.width
                    text: scores.texts.seatName(card.index) + " · " + GameTexts.playerText(scores.seats[card.index])
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    color: Theme.ink
                    wrapMode: Text.WordWrap
                }
                Row {
                    spacing: Theme.px(10)
                    Text {
                        objectName: "tcMarkerText_" + card.index
                        anchors.verticalCenter: parent.verticalCenter
                        text: qsTr("Marker %1").arg(scores.markers[card.index] ?? 0)
                        font.family: Theme.serif
                        font.pixelSize: Theme.fontSmall
                        color: Theme.ink
                    }
                    // The chalk strokes on a strip of slate, and how many the Partie needs.
                    Rectangle {
                        anchors.verticalCenter: parent.verticalCenter
                        width: chalk.width + Theme.px(16)
                        height: Math.max(28, Theme.px(40))
                        radius: Theme.px(4)
                        color: "#37403b"
                        Row {
                            id: chalk
                            anchors.centerIn: parent
                            spacing: Theme.px(5)
                            Repeater {
                                model: scores.partieStriche
                                delegate: Rectangle {
                                    required property int index
                                    width: Math.max(3, Theme.px(5))
                                    height: Math.max(20, Theme.px(30))
                                    radius: width / 2
                                    rotation: 12
                                    color: "#f2efe6"
                                    opacity: index < (scores.striche[card.index] ?? 0) ? 1 : 0.15
                                }
                            }
                        }
                    }
                    Text {
                        objectName: "tcStricheText_" + card.index
                        anchors.verticalCenter: parent.verticalCenter
                        text: qsTr("%1 of %2").arg(scores.striche[card.index] ?? 0).arg(scores.partieStriche)
                        font.family: Theme.serif
                        font.pixelSize: Theme.fontSmall
                        color: Theme.ink
                    }
                }
            }
        }
    }
}
