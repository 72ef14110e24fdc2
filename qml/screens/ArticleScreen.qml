pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Zeitvertreib

// One item to read: its title, its parts (about, history, rules for children,
// rules for adults) as large tabs, the text as Markdown, and "Play now" when
// the kiosk can play it.
Item {
    id: screen

    property string itemKey
    signal playChosen(string gameKey)

    // Read again when the language changes or the content is reloaded.
    readonly property var item: Exhibit.language.length > 0 && Exhibit.contentRevision >= 0
                                ? Exhibit.item(screen.itemKey) : ({})
    readonly property var parts: {
        const all = [
            { key: "body", label: qsTr("Overview") },
            { key: "rulesChildren", label: qsTr("Rules for children") },
            { key: "rulesAdults", label: qsTr("Rules for adults") },
            { key: "history", label: qsTr("History") }
        ]
        return all.filter(part => String(screen.item[part.key] ?? "").length > 0)
    }
    property int partIndex: 0

    Column {
        id: side
        anchors { left: parent.left; top: parent.top; bottom: parent.bottom; margins: Theme.margin }
        width: Math.min(parent.width * 0.3, Theme.px(520))
        spacing: Theme.spacing

        Text {
            width: parent.width
            text: String(screen.item.title ?? "")
            font.family: Theme.serif
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.wood
            wrapMode: Text.WordWrap
        }
        Repeater {
            model: screen.parts
            delegate: ChoiceButton {
                required property var modelData
                required property int index
                width: side.width
                text: modelData.label
                selected: index === screen.partIndex
                onClicked: screen.partIndex = index
            }
        }
        BigButton {
            objectName: "articlePlay"
            width: side.width
            visible: screen.item.playable === true
            text: qsTr("Play now")
            onClicked: screen.playChosen(String(screen.item.gameKey))
        }
    }

    Rectangle {
        id: page
        anchors {
            left: side.right; right: parent.right; top: parent.top; bottom: parent.bottom
            margins: Theme.margin
        }
        color: "#fbf6ea"
        border.color: Theme.paperEdge
        border.width: Theme.px(2)
        radius: Theme.radius

        Flickable {
            id: flick
            anchors { fill: parent; margins: Theme.margin }
            contentHeight: body.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollIndicator.vertical: ScrollIndicator {
                visible: flick.contentHeight > flick.height
                contentItem: Rectangle {
                    implicitWidth: Theme.px(8)
                    radius: width / 2
                    color: Theme.woodLight
                }
            }

            Text {
                id: body
                width: flick.width
                textFormat: Text.MarkdownText
                text: screen.parts.length > 0
                      ? String(screen.item[screen.parts[Math.min(screen.partIndex, screen.parts.length - 1)].key])
                      : qsTr("There is no text for this item yet.")
                font.family: Theme.serif
                font.pixelSize: Theme.fontBody
                lineHeight: 1.25
                color: Theme.ink
                wrapMode: Text.WordWrap
            }
        }
    }
}
