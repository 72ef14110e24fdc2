pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Three dots rising in turn: "the computer is thinking", readable without words.
Row {
    id: dots

    property bool running: true
    property color color: Theme.burgundy

    spacing: Theme.px(10)

    Repeater {
        model: 3
        delegate: Rectangle {
            id: dot
            required property int index
            width: Theme.px(18)
            height: width
            radius: width / 2
            color: dots.color

            SequentialAnimation on opacity {
                running: dots.running && dots.visible
                loops: Animation.Infinite
                PauseAnimation { duration: dot.index * 200 }
                NumberAnimation { from: 0.35; to: 1.0; duration: 300 }
                NumberAnimation { from: 1.0; to: 0.35; duration: 300 }
                PauseAnimation { duration: (2 - dot.index) * 200 }
            }
        }
    }
}
