pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One playing card of the kit's CardHand, face up or from the back. A card
// of the French deck (Skat, Rommé) has a suit ("hearts", "diamonds",
// "spades", "clubs") and a rank as the game writes it ("10", "B", "As");
// any other card (Quartett, Schwarzer Peter) has a label and a picture. A
// card whose face the seat may not see (the engine's placeholder) is drawn
// from the back whatever `faceUp` says.
Item {
    id: face

    property string suit
    property string rank
    property string label
    property url picture
    property bool faceUp: true
    property bool selected: false

    readonly property bool known: suit.length > 0 || rank.length > 0 || label.length > 0
                                  || String(face.picture).length > 0
    readonly property bool showFace: faceUp && known
    readonly property bool red: suit === "hearts" || suit === "diamonds"
    readonly property string symbol: ({ hearts: "\u2665", diamonds: "\u2666", spades: "\u2660",
                                        clubs: "\u2663" })[suit] ?? ""
    // What a screen reader says: "Herz 10", "Schwarzer Peter", or "Karte".
    readonly property string spoken: {
        void Exhibit.language
        if (!showFace)
            return qsTr("card, face down")
        const suits = { hearts: qsTr("Hearts"), diamonds: qsTr("Diamonds"), spades: qsTr("Spades"),
                        clubs: qsTr("Clubs") }
        return [suits[suit] ?? "", rank, label].filter(t => t.length > 0).join(" ")
    }
    // The face turned so far (1: all); it turns over when faceUp changes.
    property bool drawnFaceUp: showFace
    readonly property bool turning: turn.running

    implicitWidth: Theme.px(200)
    implicitHeight: implicitWidth * 1.4

    // Turning up is shown; turning down is at once, so no one glimpses a
    // face while the screen passes to the next person.
    onShowFaceChanged: {
        if (face.showFace) {
            turn.restart()
        } else {
            turn.stop()
            flip.xScale = 1
            face.drawnFaceUp = false
        }
    }

    SequentialAnimation {
        id: turn
        NumberAnimation { target: flip; property: "xScale"; to: 0; duration: 140; easing.type: Easing.InQuad }
        PropertyAction { target: face; property: "drawnFaceUp"; value: face.showFace }
        NumberAnimation { target: flip; property: "xScale"; to: 1; duration: 140; easing.type: Easing.OutQuad }
    }

    Rectangle {
        id: paper
        anchors.fill: parent
        radius: Math.max(8, width * 0.07)
        color: face.drawnFaceUp ? "#fffdf7" : Theme.burgundy
        border.color: face.selected ? Theme.highlight : Theme.wood
        border.width: face.selected ? Math.max(6, face.width * 0.05) : Math.max(2, face.width * 0.015)
        transform: Scale { id: flip; origin.x: face.width / 2; xScale: 1 }

        // The back: a brass lattice on burgundy, the same for every card.
        Rectangle {
            visible: !face.drawnFaceUp
            anchors { fill: parent; margins: face.width * 0.08 }
            radius: paper.radius * 0.6
            color: "transparent"
            border.color: Theme.brassLight
            border.width: Math.max(2, face.width * 0.02)
            clip: true
            Grid {
                anchors.centerIn: parent
                columns: 4
                spacing: face.width * 0.06
                Repeater {
                    model: 24
                    delegate: Rectangle {
                        width: face.width * 0.1
                        height: width
                        rotation: 45
                        color: "transparent"
                        border.color: Theme.brass
                        border.width: Math.max(1, face.width * 0.012)
                    }
                }
            }
        }

        // A French card: the index in two corners, the suit large in the middle.
        Column {
            visible: face.drawnFaceUp && face.symbol.length > 0
            x: face.width * 0.07
            y: face.width * 0.05
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: face.rank
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Math.max(24, face.width * 0.24)
                color: face.red ? "#b3202e" : Theme.ink
            }
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: face.symbol
                font.family: "DejaVu Sans"
                font.pixelSize: Math.max(22, face.width * 0.2)
                color: face.red ? "#b3202e" : Theme.ink
            }
        }
        Text {
            visible: face.drawnFaceUp && face.symbol.length > 0
            anchors { right: parent.right; bottom: parent.bottom; margins: face.width * 0.07 }
            rotation: 180
            text: face.rank + "\n" + face.symbol
            horizontalAlignment: Text.AlignHCenter
            lineHeight: 0.9
            font.family: "DejaVu Sans"
            font.bold: true
            font.pixelSize: Math.max(18, face.width * 0.14)
            color: face.red ? "#b3202e" : Theme.ink
        }
        Text {
            visible: face.drawnFaceUp && face.symbol.length > 0
            anchors.centerIn: parent
            anchors.verticalCenterOffset: face.height * 0.06
            text: face.symbol
            font.family: "DejaVu Sans"
            font.pixelSize: face.width * 0.55
            color: face.red ? "#b3202e" : Theme.ink
        }

        // A picture card: the picture above, the label below.
        Image {
            visible: face.drawnFaceUp && face.symbol.length === 0 && String(face.picture).length > 0
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: face.width * 0.08 }
            height: face.height * 0.6
            source: face.picture
            fillMode: Image.PreserveAspectFit
            asynchronous: true
        }
        Text {
            visible: face.drawnFaceUp && face.symbol.length === 0
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: face.width * 0.08 }
            height: String(face.picture).length > 0 ? face.height * 0.25 : face.height - 2 * face.width * 0.08
            text: face.label.length > 0 ? face.label : face.rank
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.WordWrap
            fontSizeMode: Text.Fit
            minimumPixelSize: 18
            font.family: Theme.serif
            font.bold: true
            font.pixelSize: Math.max(22, face.width * 0.16)
            color: Theme.ink
        }
    }
}
