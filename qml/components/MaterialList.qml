pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// "In our collection": the inventory rows that belong to an article, as a
// short list beside the text (name, how many, remark, and whether the house
// has it at all).
Rectangle {
    id: material

    // Rows of the InventoryModel's shape: { name, count, countDetail, remark, available, ... }
    property var rows: []

    color: Theme.paperDeep
    radius: Theme.radius
    border.color: Theme.paperEdge
    border.width: Theme.px(2)

    Text {
        id: heading
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.spacing }
        text: qsTr("In our collection")
        font.family: Theme.serif
        font.pixelSize: Theme.fontHeading * 0.85
        font.bold: true
        color: Theme.wood
        wrapMode: Text.WordWrap
    }

    ListView {
        id: list
        objectName: "materialList"
        // No delegates made ahead in the background: when the model changes while
        // one is half made, Qt 6.4 warns "DelegateModel::cancel: index out range"
        // (seen in the endurance test on a loaded machine). Rows appear as they scroll in.
        cacheBuffer: 0
        anchors {
            left: parent.left; right: parent.right; top: heading.bottom; bottom: parent.bottom
            margins: Theme.spacing; topMargin: Theme.px(12)
        }
        clip: true
        spacing: Theme.px(14)
        boundsBehavior: Flickable.StopAtBounds
        model: material.rows

        delegate: Column {
            id: row
            required property var modelData
            // Marked missing by the list (not: the list says nothing).
            readonly property bool missing: modelData.available === false && modelData.stated !== false
            width: list.width
            spacing: Theme.px(2)

            Text {
                width: parent.width
                text: Number(row.modelData.count) >= 0
                      ? qsTr("%1 × %2").arg(row.modelData.count).arg(row.modelData.name)
                      : String(row.modelData.name)
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
                font.bold: true
                font.strikeout: row.missing
                color: row.missing ? Theme.inkSoft : Theme.ink
                wrapMode: Text.WordWrap
            }
            Text {
                width: parent.width
                visible: row.modelData.stated === false
                text: qsTr("not stated in the list")
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.inkSoft
            }
            Text {
                width: parent.width
                visible: row.missing
                text: qsTr("not in the collection")
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.burgundy
            }
            Text {
                width: parent.width
                visible: text.length > 0
                text: [String(row.modelData.countDetail ?? ""), String(row.modelData.remark ?? "")]
                      .filter(part => part.length > 0).join(" – ")
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
                font.italic: true
                color: Theme.inkSoft
                wrapMode: Text.WordWrap
            }
        }
    }
}
