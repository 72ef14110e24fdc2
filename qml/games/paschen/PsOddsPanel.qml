pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The exact odds of the next throw beside the dice, from the engine's odds
// keys (counted over the 216 ways three dice can land): as a fraction, in
// per cent and in words. The line of what the last throw was lights up.
Rectangle {
    id: odds

    property var gameState: ({})
    readonly property bool rethrowVariant: Number(gameState.rethrowAllDifferent ?? 0) === 1
    readonly property var bank: gameState.oddsBank ?? [1, 2]
    readonly property var stakers: gameState.oddsStakers ?? [1, 2]
    readonly property var pasch: gameState.oddsJungfernpasch ?? [1, 36]
    readonly property var paschEach: gameState.oddsJungfernpaschBankWins ?? [1, 72]
    readonly property var rethrow: gameState.oddsRethrow ?? [0, 1]
    readonly property var landings: gameState.landingsBank ?? [108, 216]
    readonly property bool thrown: Number(gameState.throws ?? 0) > 0
    readonly property string outcome: String(gameState.lastOutcome ?? "")

    function share(f: var): real {
        return f[1] > 0 ? f[0] / f[1] : 0
    }
    // "1/36 = 2,8 %" (German) or "1/36 = 2.8 %".
    function fractionText(f: var): string {
        const p = odds.share(f) * 100
        const rounded = Math.round(p * 10) / 10
        const locale = Qt.locale(Exhibit.language === "en" ? "en_GB" : "de_DE")
        const digits = rounded === Math.round(rounded) ? 0 : 1
        return f[0] + "/" + f[1] + " = " + rounded.toLocaleString(locale, "f", digits) + " %"
    }
    function inWords(f: var): string {
        void Exhibit.language
        return qsTr("%1 in %2 throws").arg(f[0]).arg(f[1])
    }

    implicitHeight: column.implicitHeight + 2 * Theme.px(16)
    radius: Theme.radius
    color: Theme.paper
    border.color: Theme.brass
    border.width: Theme.px(3)

    Column {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(16) }
        spacing: Theme.px(6)

        Text {
            width: parent.width
            text: qsTr("The exact odds")
            font.family: Theme.serif
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: Theme.wood
        }
        Repeater {
            model: {
                void Exhibit.language
                const rows = [
                    { key: "bank", label: qsTr("Bank wins (11 or more)"), f: odds.bank,
                      lit: odds.thrown && odds.outcome === "bank" },
                    { key: "stakers", label: qsTr("Players win (10 or less)"), f: odds.stakers,
                      lit: odds.thrown && odds.outcome === "stakers" },
                    { key: "pasch", label: qsTr("Jungfernpasch (three alike)"), f: odds.pasch,
                      lit: odds.thrown && Number(odds.gameState.jungfernpasch ?? 0) === 1 }
                ]
                if (odds.rethrowVariant)
                    rows.push({ key: "rethrow", label: qsTr("Three different numbers: thrown again"), f: odds.rethrow,
                                lit: false })
                return rows
            }
            // What, and how likely: as a fraction, in per cent and in words.
            delegate: Rectangle {
                id: row
                required property var modelData
                objectName: "odds_" + modelData.key
                width: column.width
                height: Math.max(label.implicitHeight, value.implicitHeight) + Theme.px(10)
                radius: Theme.radius / 2
                color: row.modelData.lit ? "#f7e2a8" : "transparent"
                border.color: row.modelData.lit ? Theme.highlight : "transparent"
                border.width: Theme.px(3)
                Text {
                    id: label
                    anchors { left: parent.left; leftMargin: Theme.px(8); verticalCenter: parent.verticalCenter }
                    width: (parent.width - Theme.px(16)) * 0.55
                    wrapMode: Text.WordWrap
                    text: row.modelData.label
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontSmall
                    color: Theme.ink
                }
                Text {
                    id: value
                    objectName: "oddsValue"
                    anchors { left: label.right; leftMargin: Theme.px(8); verticalCenter: parent.verticalCenter }
                    width: (parent.width - Theme.px(16)) * 0.45 - Theme.px(8)
                    wrapMode: Text.WordWrap
                    textFormat: Text.StyledText
                    text: "<b>" + odds.fractionText(row.modelData.f) + "</b><br><font color=\"" + Theme.inkSoft + "\">"
                          + odds.inWords(row.modelData.f) + "</font>"
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontSmall
                    color: row.modelData.key === "bank" ? Theme.burgundy : row.modelData.key === "stakers" ? Theme.green : Theme.wood
                }
            }
        }
        Text {
            width: parent.width
            wrapMode: Text.WordWrap
            text: {
                void Exhibit.language
                let text = qsTr("With 1-1-1, 2-2-2 or 3-3-3 the bank loses, with 4-4-4, 5-5-5 or 6-6-6 it wins: %1 each.")
                           .arg(odds.paschEach[0] + "/" + odds.paschEach[1])
                if (odds.rethrowVariant)
                    text += " " + qsTr("Only %1 of the 216 ways three dice can land count.").arg(odds.landings[1])
                return text
            }
            font.family: Theme.serif
            font.pixelSize: Math.max(18, Theme.px(24))
            color: Theme.inkSoft
        }
        Text {
            width: parent.width
            wrapMode: Text.WordWrap
            text: qsTr("Every stake pays 1:1 at exactly one half: a fair game. In the long run nobody wins; only chance decides.")
            font.family: Theme.serif
            font.pixelSize: Math.max(18, Theme.px(24))
            font.italic: true
            color: Theme.inkSoft
        }
    }
}
