import QtQuick
import Zeitvertreib

// The leather dice cup turned over the dice: a throw nobody else may see yet.
Item {
    implicitWidth: height * 0.9
    implicitHeight: Theme.px(120)

    Rectangle {
        // the cup's body, wider at the mouth (the bottom)
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom }
        width: parent.width
        height: parent.height * 0.86
        radius: width * 0.12
        color: Theme.woodLight
        border.color: Theme.wood
        border.width: Math.max(2, width * 0.04)
        gradient: Gradient {
            orientation: Gradient.Horizontal
            GradientStop { position: 0.0; color: "#5a3a22" }
            GradientStop { position: 0.45; color: "#8a5d39" }
            GradientStop { position: 1.0; color: "#4a2f1d" }
        }
    }
    Rectangle {
        // the rim
        anchors { horizontalCenter: parent.horizontalCenter; top: parent.top }
        width: parent.width * 0.8
        height: parent.height * 0.2
        radius: height / 2
        color: Theme.wood
    }
}
