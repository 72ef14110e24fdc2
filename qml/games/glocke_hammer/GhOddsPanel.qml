pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// "Wie wahrscheinlich?": the exact chance of every kind of throw of the eight
// dice, computed by the engine (DiceOdds), and what the next throw does with
// the Kasse as it stands.
Rectangle {
    id: odds

    property int kasse: 1
    signal closeChosen

    readonly property var pips: DiceOdds.glockeHammerPips()
    readonly property var symbols: DiceOdds.glockeHammerSymbols()
    readonly property var now: DiceOdds.glockeHammerKasse(kasse)
    readonly property real maxShare: Math.max(...pips.map(row => row.probability))

    function percent(p: real): string {
        return (Math.round(p * 1000) / 10).toLocaleString(Qt.locale(Exhibit.language === "en" ? "en_GB" : "de_DE"), "f", 1) + " %"
    }

    color: Theme.paper
    radius: Theme.radius * 2
    border.color: Theme.brass
    border.width: Theme.px(6)

    // Touches on the panel stay on it.
    MouseArea { anchors.fill: parent }

    Text {
        id: title
        anchors { left: parent.left; top: parent.top; margins: Theme.spacing * 1.5 }
        text: qsTr("How likely?")
        font.family: Theme.serif
        font.pixelSize: Theme.fontTitle
        font.bold: true
        color: Theme.wood
    }
    BigButton {
        objectName: "oddsClose"
        anchors { right: parent.right; top: parent.top; margins: Theme.spacing }
        primary: false
        text: qsTr("Close")
        onClicked: odds.closeChosen()
    }

    // The pip totals as bars.
    Row {
        id: bars
        anchors { left: parent.left; right: parent.right; top: title.bottom; margins: Theme.spacing * 1.5 }
        // Room for the table below on the smallest screen.
        height: Math.min(Theme.px(330), odds.height * 0.26)
        spacing: Theme.px(6)
        Repeater {
            model: odds.pips
            delegate: Item {
                id: bar
                required property var modelData
                width: (bars.width - 21 * bars.spacing) / 22
                height: bars.height
                Rectangle {
                    anchors { left: parent.left; right: parent.right; bottom: label.top; bottomMargin: Theme.px(4) }
                    height: (bars.height - label.height - share.height - Theme.px(12)) * bar.modelData.probability / odds.maxShare
                    color: bar.modelData.pips === 0 ? Theme.burgundy : Theme.green
                    radius: Theme.px(3)
                }
                Text {
                    id: share
                    anchors { horizontalCenter: parent.horizontalCenter; top: parent.top }
                    visible: bar.modelData.probability >= 0.02
                    text: Math.round(bar.modelData.probability * 100)
                    font.family: Theme.serif
                    font.pixelSize: Theme.px(22)
                    color: Theme.inkSoft
                }
                Text {
                    id: label
                    anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom }
                    text: bar.modelData.pips
                    font.family: Theme.serif
                    font.bold: bar.modelData.pips === 0
                    font.pixelSize: Theme.px(24)
                    color: Theme.ink
                }
            }
        }
    }
    Text {
        id: barsNote
        anchors { left: bars.left; right: bars.right; top: bars.bottom; topMargin: Theme.px(8) }
        wrapMode: Text.WordWrap
        text: qsTr("Pips thrown (0 = Schimmel); the number above a bar is its chance in percent.")
        font.family: Theme.serif
        font.pixelSize: Theme.fontSmall
        color: Theme.inkSoft
    }

    Grid {
        id: table
        anchors { left: bars.left; right: bars.right; top: barsNote.bottom; topMargin: Theme.spacing }
        columns: 2
        columnSpacing: Theme.margin
        rowSpacing: Theme.px(8)
        Repeater {
            model: [
                [qsTr("Schimmel (no pips at all)"), odds.pips[0].probability],
                [qsTr("No symbol"), odds.symbols.none],
                [qsTr("Bell only"), odds.symbols.bell],
                [qsTr("Hammer only"), odds.symbols.hammer],
                [qsTr("Bell and hammer"), odds.symbols.both],
                [qsTr("Exactly the Kasse (%1 chips): the game ends").arg(odds.kasse), odds.now.exact],
                [qsTr("More pips than the Kasse holds"), odds.now.above],
                [qsTr("Fewer pips than the Kasse holds"), odds.now.below]
            ]
            delegate: Text {
                required property var modelData
                width: (table.width - table.columnSpacing) / 2
                wrapMode: Text.WordWrap
                text: modelData[0] + ": <b>" + odds.percent(modelData[1]) + "</b>"
                textFormat: Text.StyledText
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
                color: Theme.ink
            }
        }
    }
}
