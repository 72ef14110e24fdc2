import QtQuick
import QtQuick.Shapes
import Zeitvertreib

// One Tangram piece drawn as its polygon around its centroid (the item's
// centre), so that a finger dragging the piece's centre onto another
// item's centre lays the corners where that item shows them.
Item {
    id: piece

    // Corners relative to the centroid, in pixels (y down).
    property var outline: []
    property color fill: Theme.brass
    property color edge: Theme.wood
    property real edgeWidth: Theme.px(3)
    property bool dashed: false

    Shape {
        anchors.fill: parent
        ShapePath {
            fillColor: piece.fill
            strokeColor: piece.edge
            strokeWidth: piece.edgeWidth
            strokeStyle: piece.dashed ? ShapePath.DashLine : ShapePath.SolidLine
            joinStyle: ShapePath.MiterJoin
            PathPolyline {
                path: piece.outline.concat(piece.outline.length > 0 ? [piece.outline[0]] : [])
                                   .map(p => Qt.point(piece.width / 2 + p.x, piece.height / 2 + p.y))
            }
        }
    }
}
