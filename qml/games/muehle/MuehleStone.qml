import QtQuick
import Zeitvertreib

// One stone. It glides when its point changes, drops in when it is set and
// lifts away and fades when it is taken.
Item {
    id: stone

    required property int seat
    required property bool removed
    required property bool fresh
    property bool dimmed: false
    property real diameter: 60

    width: diameter
    height: diameter
    // A taken stone stays in the model until the game restarts; once its
    // animation is over it is not drawn at all.
    visible: !removed || takeAway.running

    Behavior on x { NumberAnimation { duration: Theme.moveDuration; easing.type: Easing.InOutCubic } }
    Behavior on y { NumberAnimation { duration: Theme.moveDuration; easing.type: Easing.InOutCubic } }

    onRemovedChanged: {
        takeAway.stop()
        opacity = 1
        scale = 1
        if (removed)
            takeAway.restart()
    }

    // A taken stone lifts off the board and fades.
    ParallelAnimation {
        id: takeAway
        NumberAnimation { target: stone; property: "opacity"; from: 1; to: 0; duration: Theme.fadeDuration }
        NumberAnimation { target: stone; property: "scale"; from: 1; to: 1.5; duration: Theme.fadeDuration; easing.type: Easing.OutQuad }
    }

    // Shadow, then the stone with a rim and an inner ring. A stone that is
    // being moved is dimmed at its old point.
    Item {
        id: look
        anchors.fill: parent
        opacity: stone.dimmed ? 0.55 : 1
        Rectangle {
            x: stone.diameter * 0.05
            y: stone.diameter * 0.08
            width: stone.diameter
            height: stone.diameter
            radius: width / 2
            color: Theme.shadow
        }
        Rectangle {
            id: body
            width: stone.diameter
            height: stone.diameter
            radius: width / 2
            color: stone.seat === 0 ? Theme.stoneWhite : Theme.stoneBlack
            border.color: stone.seat === 0 ? Theme.stoneWhiteEdge : Theme.stoneBlackEdge
            border.width: Math.max(2, stone.diameter * 0.05)

            Rectangle {
                anchors.centerIn: parent
                width: parent.width * 0.62
                height: width
                radius: width / 2
                color: "transparent"
                border.color: stone.seat === 0 ? "#d9cfb8" : "#4a3d35"
                border.width: Math.max(1, stone.diameter * 0.035)
            }
        }
    }

    // A set stone drops onto the board.
    ParallelAnimation {
        running: stone.fresh
        NumberAnimation { target: body; property: "scale"; from: 1.6; to: 1; duration: Theme.moveDuration; easing.type: Easing.OutBounce }
        NumberAnimation { target: body; property: "opacity"; from: 0; to: 1; duration: Theme.moveDuration / 2 }
    }
}
