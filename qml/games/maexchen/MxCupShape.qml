import QtQuick
import Zeitvertreib

// The leather dice cup turned over, its mouth down: wide enough to cover
// two dice on the table (and small on a player's panel for "holds the cup").
Item {
    implicitWidth: Theme.px(300)
    implicitHeight: Theme.px(220)

    Rectangle {
        // the cup's body, leather, a little wider at the mouth
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom }
        width: parent.width
        height: parent.height * 0.88
        radius: Math.min(width, height) * 0.14
        border.color: Theme.wood
        border.width: Math.max(2, width * 0.015)
        gradient: Gradient {
            orientation: Gradient.Horizontal
            GradientStop { position: 0.0; color: "#5a3a22" }
            GradientStop { position: 0.42; color: "#9a6a42" }
            GradientStop { position: 1.0; color: "#4a2f1d" }
        }
    }
    Rectangle {
        // the stitched band
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: parent.height * 0.16 }
        width: parent.width * 0.98
        height: Math.max(2, parent.height * 0.05)
        color: Theme.brass
        opacity: 0.8
    }
    Rectangle {
        // the closed bottom, now on top
        anchors { horizontalCenter: parent.horizontalCenter; top: parent.top }
        width: parent.width * 0.84
        height: parent.height * 0.2
        radius: height / 2
        color: Theme.wood
    }
}
