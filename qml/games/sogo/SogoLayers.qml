pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib
import "sogo_projection.js" as Projection

// The same rods from above, one level at a time: four flat 4×4 boards, the
// top level first. Every cell is a touch target of at least Theme.touchMin;
// a touch on any cell of a rod drops a bead on that rod (it slides down to
// the ring that marks where it lands), a touch on a glowing bead takes it.
Item {
    id: layers

    property var cells: []
    property var mills: []
    property int lastCell: -1
    property var targets: []
    property bool taking: false
    property int ghostCell: -1
    property int mover: 0
    property bool showLanding: false
    property real cellSize: Theme.touchMin

    signal rodTouched(string rod)
    signal cellTouched(string cell)

    readonly property real titleHeight: Theme.fontSmall * 1.5
    readonly property real levelSize: 4 * layers.cellSize
    implicitWidth: 2 * layers.levelSize + Theme.spacing
    implicitHeight: 2 * (layers.titleHeight + layers.levelSize) + Theme.spacing

    function landingCell(rod: int): int {
        for (let level = 0; level < 4; ++level)
            if ((layers.cells[level * 16 + rod] ?? -1) < 0)
                return level * 16 + rod
        return -1
    }

    Grid {
        columns: 2
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacing
        Repeater {
            model: [3, 2, 1, 0]
            delegate: Column {
                id: level
                required property int modelData
                Text {
                    height: layers.titleHeight
                    width: layers.levelSize
                    verticalAlignment: Text.AlignVCenter
                    text: level.modelData === 3 ? qsTr("Level 4 (top)")
                        : level.modelData === 0 ? qsTr("Level 1 (bottom)")
                        : qsTr("Level %1").arg(level.modelData + 1)
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    color: Theme.wood
                }
                Rectangle {
                    width: layers.levelSize
                    height: layers.levelSize
                    color: Theme.boardWood
                    border.color: Theme.wood
                    border.width: Theme.px(3)
                    radius: Theme.px(6)
                    Repeater {
                        model: 16
                        delegate: Item {
                            id: square
                            required property int index
                            // Row 4 at the top (the back), column a at the left, as seen from the front.
                            readonly property int rod: (3 - Math.floor(square.index / 4)) * 4 + square.index % 4
                            readonly property int cell: level.modelData * 16 + square.rod
                            readonly property int owner: layers.cells[square.cell] ?? -1
                            readonly property string rodName: Projection.rodName(square.rod)
                            readonly property string name: Projection.cellName(square.cell)
                            readonly property bool live: layers.taking ? layers.targets.indexOf(square.name) >= 0
                                                                       : layers.targets.indexOf(square.rodName) >= 0
                            objectName: "sogoCell_" + square.rodName + "_" + (level.modelData + 1)
                            x: (square.index % 4) * layers.cellSize
                            y: Math.floor(square.index / 4) * layers.cellSize
                            width: layers.cellSize
                            height: layers.cellSize
                            Accessible.role: Accessible.Button
                            Accessible.name: square.name + (square.owner === 0 ? ", " + qsTr("light bead")
                                                          : square.owner === 1 ? ", " + qsTr("dark bead") : "")
                            Accessible.onPressAction: square.activate()

                            function activate() {
                                if (!square.live)
                                    return
                                if (layers.taking)
                                    layers.cellTouched(square.name)
                                else
                                    layers.rodTouched(square.rodName)
                            }

                            Rectangle {
                                // the rod seen from above
                                anchors.centerIn: parent
                                width: Math.max(6, layers.cellSize * 0.12)
                                height: width
                                radius: width / 2
                                color: Theme.wood
                            }
                            Rectangle {
                                // where a bead dropped on this rod lands
                                anchors.centerIn: parent
                                visible: layers.showLanding && square.live && !layers.taking
                                         && layers.landingCell(square.rod) === square.cell
                                width: layers.cellSize * 0.74
                                height: width
                                radius: width / 2
                                color: "transparent"
                                border.color: layers.mover === 0 ? Theme.stoneWhiteEdge : Theme.stoneBlack
                                border.width: Math.max(3, width * 0.06)
                            }
                            SogoBead {
                                anchors.centerIn: parent
                                visible: square.owner >= 0 || square.cell === layers.ghostCell
                                seat: square.owner >= 0 ? square.owner : layers.mover
                                ghost: square.owner < 0
                                diameter: layers.cellSize * 0.72
                                inMill: layers.mills.indexOf(square.cell) >= 0
                                last: square.cell === layers.lastCell
                                takeable: layers.taking && square.live
                            }
                            TapHandler {
                                onTapped: square.activate()
                            }
                        }
                    }
                }
            }
        }
    }
}
