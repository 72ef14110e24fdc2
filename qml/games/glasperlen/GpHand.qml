pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Under the board: the beads in the sowing player's hand. When a person
// sows, each kind of bead is a large button (the next bead goes where the
// board shows); the computer can suggest the order of the rest, which the
// person may accept. During an indirect capture the gems he may take are
// the buttons. Touch ids are the engine's ("hand:3", "pit:b:4", "cup:5").
Item {
    id: hand

    property string beads           // digits of the beads in the hand
    property string ownerName       // whose hand ("" hides the caption)
    property bool sowing: false     // a person places the beads now
    property var takeChoices: []    // touch ids of gems a person may take
    property var enabledTouches: []
    property string suggestion      // the computer's order for the rest
    property bool suggesting: false
    property string caption
    signal touched(string id)
    signal suggestRequested
    signal suggestionAccepted

    property bool suggestionDismissed: false
    onSuggestionChanged: suggestionDismissed = false

    readonly property real captionHeight: captionText.visible ? captionText.implicitHeight : 0
    readonly property real buttonSize: Math.min(Theme.touchLarge, height - captionHeight - Theme.px(8))
    readonly property var kinds: {
        const list = []
        for (const c of hand.beads.split("")) {
            const found = list.find(entry => entry.value === Number(c))
            if (found)
                found.count += 1
            else if (c.length > 0)
                list.push({ value: Number(c), count: 1 })
        }
        return list
    }
    // The suggested order: the digits before a capture's "x".
    readonly property string suggestedOrder: (suggestion.match(/^[0-5]*/) ?? [""])[0]
    readonly property bool showSuggestion: sowing && suggestion.length > 0 && !suggestionDismissed

    Text {
        id: captionText
        anchors { left: parent.left; right: parent.right; top: parent.top }
        horizontalAlignment: Text.AlignHCenter
        text: hand.caption
        visible: text.length > 0
        font.family: Theme.serif
        font.pixelSize: Theme.fontSmall
        font.bold: true
        color: Theme.wood
        elide: Text.ElideRight
    }

    Row {
        id: row
        anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; topMargin: hand.captionHeight + Theme.px(8) }
        spacing: Theme.px(10)

        // The beads in the hand, one button per kind.
        Repeater {
            model: hand.takeChoices.length === 0 && !hand.showSuggestion ? hand.kinds : []
            delegate: Rectangle {
                id: kind
                required property var modelData
                readonly property string touchId: "hand:" + modelData.value
                readonly property bool live: hand.sowing && hand.enabledTouches.indexOf(touchId) >= 0
                objectName: "gpHand" + modelData.value
                width: hand.sowing ? hand.buttonSize : hand.buttonSize * 0.7
                height: width
                radius: Theme.radius
                color: tap.pressed ? Theme.paperEdge : (live ? Theme.paper : "transparent")
                border.color: live ? Theme.highlight : "transparent"
                border.width: Theme.px(5)
                GpBead {
                    anchors.centerIn: parent
                    value: kind.modelData.value
                    diameter: kind.width * 0.66
                }
                Text {
                    anchors { right: parent.right; bottom: parent.bottom; margins: Theme.px(2) }
                    visible: kind.modelData.count > 1
                    text: "×" + kind.modelData.count
                    font.family: Theme.serif
                    font.pixelSize: Math.max(18, kind.width * 0.26)
                    font.bold: true
                    color: Theme.ink
                }
                MouseArea {
                    id: tap
                    anchors.fill: parent
                    enabled: kind.live
                    onClicked: hand.touched(kind.touchId)
                }
            }
        }

        // An indirect capture: the gems that may be taken, one button each.
        Repeater {
            model: hand.takeChoices
            delegate: Rectangle {
                id: choice
                required property string modelData
                readonly property var parts: modelData.split(":")
                objectName: "gpTake_" + modelData.replace(/:/g, "_")
                width: Math.max(hand.buttonSize, place.implicitWidth + Theme.px(12))
                height: hand.buttonSize
                radius: Theme.radius
                color: takeTap.pressed ? Theme.paperEdge : Theme.paper
                border.color: Theme.highlight
                border.width: Theme.px(5)
                GpBead {
                    anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; topMargin: choice.height * 0.08 }
                    value: Number(choice.parts[choice.parts.length - 1])
                    diameter: choice.height * 0.52
                }
                Text {
                    id: place
                    anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: choice.height * 0.04 }
                    text: choice.parts[0] === "cup" ? qsTr("cup") : choice.parts[1]
                    font.family: Theme.serif
                    font.pixelSize: Math.max(18, choice.height * 0.26)
                    font.bold: true
                    color: Theme.ink
                }
                MouseArea {
                    id: takeTap
                    anchors.fill: parent
                    onClicked: hand.touched(choice.modelData)
                }
            }
        }

        // The computer's suggestion: the order shown bead by bead, to accept
        // or to put aside.
        Row {
            visible: hand.showSuggestion
            spacing: Theme.px(4)
            anchors.verticalCenter: parent.verticalCenter
            Repeater {
                model: hand.showSuggestion ? hand.suggestedOrder.split("") : []
                delegate: GpBead {
                    required property string modelData
                    value: Number(modelData)
                    diameter: Math.min(hand.buttonSize * 0.5, Theme.px(44))
                }
            }
        }
        BigButton {
            objectName: "gpAcceptSuggestion"
            visible: hand.showSuggestion
            height: hand.buttonSize
            fontSize: Theme.fontSmall
            text: qsTr("Sow like this")
            onClicked: hand.suggestionAccepted()
        }
        BigButton {
            objectName: "gpOwnOrder"
            visible: hand.showSuggestion
            height: hand.buttonSize
            primary: false
            fontSize: Theme.fontSmall
            text: qsTr("My own order")
            onClicked: hand.suggestionDismissed = true
        }
        BigButton {
            objectName: "gpSuggest"
            visible: hand.sowing && !hand.showSuggestion && hand.kinds.length > 0
            enabled: !hand.suggesting
            height: hand.buttonSize
            primary: false
            fontSize: Theme.fontSmall
            text: hand.suggesting ? qsTr("Thinking …") : qsTr("Suggest an order")
            onClicked: hand.suggestRequested()
        }
    }
}
