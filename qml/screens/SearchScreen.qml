pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Zeitvertreib

// Search over everything: a large field (the on-screen keyboard opens under
// it), the hits grouped by section, each with a few words around the hit. A
// touch on a hit opens it.
Item {
    id: screen

    property string startQuery
    signal itemChosen(string key)

    // The SearchModel (properties query, busy, maximumLength; roles
    // sectionTitle, itemKey, title, snippet, kind). It waits for a pause in
    // the typing and searches off the GUI thread, so keys never wait for it.
    readonly property var search: Exhibit.search
    // The on-screen keyboard's input method (as `var`: qmllint knows
    // Qt.inputMethod only as a QObject).
    readonly property var inputMethod: Qt.inputMethod

    // Opens the on-screen keyboard for the field.
    function focusField() {
        field.forceActiveFocus()
        screen.inputMethod.show()
    }

    Component.onCompleted: {
        field.text = startQuery
        search.query = startQuery
        Qt.callLater(focusField)
    }

    TextField {
        id: field
        objectName: "searchField"
        anchors {
            left: parent.left; right: clear.left; top: parent.top
            leftMargin: Theme.margin; rightMargin: Theme.spacing; topMargin: Theme.margin * 0.75
        }
        height: Theme.touchLarge
        font.family: Theme.serif
        font.pixelSize: Theme.fontHeading
        color: Theme.ink
        placeholderText: qsTr("Search for a game, a person, a song …")
        placeholderTextColor: Theme.inkSoft
        inputMethodHints: Qt.ImhNoPredictiveText | Qt.ImhNoAutoUppercase
        // More is never searched (the store's cap); a mashing fist stops here.
        maximumLength: screen.search.maximumLength
        leftPadding: Theme.spacing
        background: Rectangle {
            radius: Theme.radius
            color: "#fbf6ea"
            border.color: field.activeFocus ? Theme.green : Theme.woodLight
            border.width: Theme.px(4)
        }
        onTextChanged: screen.search.query = text
        onAccepted: screen.inputMethod.hide()
    }
    BigButton {
        id: clear
        objectName: "searchClear"
        anchors { right: parent.right; rightMargin: Theme.margin; verticalCenter: field.verticalCenter }
        implicitHeight: Theme.touchLarge
        primary: false
        enabledLook: field.text.length > 0
        text: qsTr("Clear")
        onClicked: {
            field.clear()
            screen.focusField()
        }
    }

    ListView {
        id: results
        objectName: "searchResults"
        // No delegates made ahead in the background: when the model changes while
        // one is half made, Qt 6.4 warns "DelegateModel::cancel: index out range"
        // (seen in the endurance test on a loaded machine). Rows appear as they scroll in.
        cacheBuffer: 0
        anchors {
            left: parent.left; right: parent.right; top: field.bottom; bottom: parent.bottom
            leftMargin: Theme.margin; rightMargin: Theme.margin; topMargin: Theme.spacing
        }
        clip: true
        model: Exhibit.search
        spacing: Theme.px(10)
        boundsBehavior: Flickable.StopAtBounds
        ScrollIndicator.vertical: ScrollIndicator {
            visible: results.contentHeight > results.height
            contentItem: Rectangle {
                implicitWidth: Theme.px(8)
                radius: width / 2
                color: Theme.woodLight
            }
        }

        // The hits come sorted by section; the first hit of a section carries
        // its heading. (A section.delegate would do, but Qt 6.4 cannot create
        // one from a file with bound components.)
        section.property: "sectionTitle"
        section.criteria: ViewSection.FullString

        delegate: Column {
            id: hit
            required property string itemKey
            required property string title
            required property string snippet
            required property string sectionTitle
            readonly property bool firstOfSection: ListView.previousSection !== ListView.section
            width: ListView.view.width
            spacing: Theme.px(10)

            Text {
                objectName: "resultSection"
                visible: hit.firstOfSection
                topPadding: Theme.spacing * 0.5
                text: hit.sectionTitle
                font.family: Theme.serif
                font.pixelSize: Theme.fontHeading
                font.bold: true
                color: Theme.wood
            }
            Rectangle {
                objectName: "result_" + hit.itemKey
                width: parent.width
                height: Math.max(Theme.touchMin, words.implicitHeight + Theme.spacing)
                radius: Theme.radius
                color: tap.pressed ? Theme.paperDeep : "#fbf6ea"
                border.color: Theme.paperEdge
                border.width: Theme.px(2)

                Column {
                    id: words
                    anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.spacing }
                    spacing: Theme.px(4)
                    Text {
                        width: parent.width
                        text: hit.title
                        font.family: Theme.serif
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                        color: Theme.ink
                        elide: Text.ElideRight
                    }
                    Text {
                        width: parent.width
                        visible: text.length > 0
                        text: hit.snippet
                        textFormat: Text.PlainText
                        font.family: Theme.serif
                        font.pixelSize: Theme.fontSmall
                        color: Theme.inkSoft
                        wrapMode: Text.WordWrap
                        maximumLineCount: 2
                        elide: Text.ElideRight
                    }
                }
                MouseArea {
                    id: tap
                    anchors.fill: parent
                    onClicked: {
                        screen.inputMethod.hide()
                        screen.itemChosen(hit.itemKey)
                    }
                }
            }
        }
    }

    Text {
        objectName: "searchHint"
        anchors { left: results.left; right: results.right; top: results.top; topMargin: Theme.spacing }
        // Not while a search is under way: "nothing found" would flash by.
        visible: results.count === 0 && !screen.search.busy
        text: field.text.trim().length === 0
              ? qsTr("Type a word – a game, a person, a song, a thing of the collection.")
              : qsTr("Nothing found for “%1”.").arg(field.text.trim())
        font.family: Theme.serif
        font.pixelSize: Theme.fontBody
        color: Theme.inkSoft
        wrapMode: Text.WordWrap
    }
}
