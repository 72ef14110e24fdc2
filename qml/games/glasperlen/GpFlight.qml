pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Beads on their way across the board (created by the board for one step of
// an animated turn): they glide from `from` to `to`, say so with `arrived`
// and are gone.
Row {
    id: flying

    property point from
    property point to
    property string beads
    property var event
    property int generation
    property int duration: 300
    property real size: Theme.px(48)
    signal arrived(var event, int generation)

    spacing: -size * 0.3
    x: from.x - width / 2
    y: from.y - height / 2

    Repeater {
        model: flying.beads.split("")
        delegate: GpBead {
            required property string modelData
            value: Number(modelData)
            diameter: flying.size
        }
    }
    SequentialAnimation {
        running: true
        ParallelAnimation {
            NumberAnimation { target: flying; property: "x"; to: flying.to.x - flying.width / 2; duration: flying.duration; easing.type: Easing.InOutQuad }
            NumberAnimation { target: flying; property: "y"; to: flying.to.y - flying.height / 2; duration: flying.duration; easing.type: Easing.InOutQuad }
        }
        ScriptAction {
            script: {
                flying.arrived(flying.event, flying.generation)
                flying.destroy()
            }
        }
    }
}
