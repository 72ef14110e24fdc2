pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// „Um die Würfe kennen zu lernen …“: the names of the doublets and the
// source's two tables of the 36 throws of two dice (21 „wirkliche“ and 15
// „mögliche“; the sums II to XII with every way to throw them), with the
// chances as the engine throws the dice (DiceOdds) and the source's
// conclusions.
Rectangle {
    id: page

    required property TcTexts texts
    signal closeChosen

    readonly property var sums: DiceOdds.twoDiceSums()
    readonly property bool twoColumns: width > Theme.px(1300)
    readonly property real columnWidth: twoColumns ? (content.width - Theme.margin) / 2 : content.width
    readonly property var roman: ["II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]

    function percent(p: real): string {
        return (Math.round(p * 1000) / 10).toLocaleString(Qt.locale(Exhibit.language === "en" ? "en_GB" : "de_DE"), "f", 1) + " %"
    }

    color: Theme.paper
    radius: Theme.radius * 2
    border.color: Theme.brass
    border.width: Theme.px(6)

    // Touches on the page stay on it.
    MouseArea { anchors.fill: parent }

    Text {
        id: title
        anchors { left: parent.left; right: closeButton.left; top: parent.top; margins: Theme.spacing * 1.5 }
        text: qsTr("The throws of two dice")
        font.family: Theme.serif
        font.pixelSize: Theme.fontTitle
        font.bold: true
        color: Theme.wood
        elide: Text.ElideRight
    }
    BigButton {
        id: closeButton
        objectName: "tcExplanationClose"
        anchors { right: parent.right; top: parent.top; margins: Theme.spacing }
        primary: false
        text: qsTr("Close")
        onClicked: page.closeChosen()
    }

    Flickable {
        id: flick
        objectName: "tcExplanationFlick"
        anchors {
            left: parent.left; right: parent.right; top: closeButton.bottom; bottom: parent.bottom
            leftMargin: Theme.spacing * 1.5; rightMargin: Theme.spacing * 1.5
            topMargin: Theme.spacing; bottomMargin: Theme.spacing
        }
        contentHeight: content.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        Flow {
            id: content
            width: flick.width
            spacing: Theme.margin

            // The doublets and their names, and what the source concludes.
            Column {
                width: page.columnWidth
                spacing: Theme.margin
                Column {
                    width: parent.width
                    spacing: Theme.px(10)
                    Text {
                        width: parent.width
                        text: qsTr("Doublets and their names")
                        font.family: Theme.serif
                        font.pixelSize: Theme.fontHeading
                        font.bold: true
                        color: Theme.burgundy
                        wrapMode: Text.WordWrap
                    }
                    Text {
                        width: parent.width
                        text: qsTr("Unequal numbers are simple throws, two equal ones a doublet. Every doublet has its own name:")
                        font.family: Theme.serif
                        font.pixelSize: Theme.fontSmall
                        color: Theme.ink
                        wrapMode: Text.WordWrap
                    }
                    Grid {
                        objectName: "tcDoublets"
                        columns: 2
                        columnSpacing: Theme.spacing
                        rowSpacing: Theme.px(8)
                        Repeater {
                            model: 6
                            delegate: Row {
                                id: doublet
                                required property int index
                                width: (page.columnWidth - Theme.spacing) / 2
                                spacing: Theme.px(8)
                                Repeater {
                                    model: 2
                                    delegate: PipDie {
                                        width: Math.max(36, Theme.px(48))
                                        height: width
                                        value: doublet.index + 1
                                    }
                                }
                                Text {
                                    anchors.verticalCenter: parent.verticalCenter
                                    width: doublet.width - 2 * Math.max(36, Theme.px(48)) - 2 * doublet.spacing
                                    text: page.texts.doubletName(doublet.index + 1)
                                    font.family: Theme.serif
                                    font.pixelSize: Theme.fontBody
                                    font.bold: true
                                    color: Theme.ink
                                    wrapMode: Text.WordWrap
                                }
                            }
                        }
                    }
                }
                // „Hieraus geht hervor“: the source's conclusions.
                Column {
                    width: parent.width
                    spacing: Theme.px(8)
                    Text {
                        width: parent.width
                        text: qsTr("What follows from it")
                        font.family: Theme.serif
                        font.pixelSize: Theme.fontHeading
                        font.bold: true
                        color: Theme.burgundy
                    }
                    Repeater {
                        model: [
                            qsTr("36 different throws are possible."),
                            qsTr("7 falls most often: it can be thrown in six ways, so the chance is 6 to 30, or 1 to 5."),
                            qsTr("2 and 12 are the least likely, each falls in one way only: 7 comes six times as often."),
                            qsTr("3 and 11, 4 and 10, 5 and 9, 6 and 8 are equally likely."),
                            qsTr("6, 7 or 8 fall in 16 ways together, the other sums in 20: 16 to 20, or 4 to 5."),
                            qsTr("A Bloße five points in front of an opponent's stone can be hit by 15 of the 36 throws, at six points by 16, at four by 14: add ten to the distance.")
                        ]
                        delegate: Text {
                            required property string modelData
                            width: page.columnWidth
                            text: "•  " + modelData
                            font.family: Theme.serif
                            font.pixelSize: Theme.fontSmall
                            color: Theme.ink
                            wrapMode: Text.WordWrap
                        }
                    }
                }
            }

            // 36 throws: 21 „wirkliche“, 15 „mögliche“.
            TcThrowGrid {
                width: page.columnWidth
            }

            // The sums II to XII and every way to throw them.
            Column {
                width: content.width
                spacing: Theme.px(10)
                Text {
                    width: parent.width
                    text: qsTr("The sums: how many ways each can fall")
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontHeading
                    font.bold: true
                    color: Theme.burgundy
                    wrapMode: Text.WordWrap
                }
                Row {
                    objectName: "tcSumTable"
                    spacing: Theme.px(4)
                    Repeater {
                        model: page.sums
                        delegate: Rectangle {
                            id: column
                            required property var modelData
                            required property int index
                            objectName: "tcSum_" + modelData.sum
                            width: (content.width - 10 * Theme.px(4)) / 11
                            height: sumColumn.implicitHeight + Theme.px(12)
                            radius: Theme.px(6)
                            color: modelData.sum === 7 ? Theme.brassLight : Theme.paperDeep
                            Column {
                                id: sumColumn
                                anchors { left: parent.left; right: parent.right; top: parent.top; topMargin: Theme.px(6) }
                                spacing: Theme.px(2)
                                Text {
                                    width: parent.width
                                    horizontalAlignment: Text.AlignHCenter
                                    text: page.roman[column.index] ?? ""
                                    font.family: Theme.serif
                                    font.pixelSize: Theme.fontSmall
                                    font.bold: true
                                    color: Theme.wood
                                }
                                Repeater {
                                    model: 6
                                    delegate: Text {
                                        required property int index
                                        readonly property var way: column.modelData.ways[index] ?? []
                                        width: sumColumn.width
                                        horizontalAlignment: Text.AlignHCenter
                                        text: way.length === 2 ? way[0] + "." + way[1] + "." : " "
                                        font.family: Theme.serif
                                        font.pixelSize: Theme.fontSmall
                                        color: Theme.ink
                                    }
                                }
                                // A bar as tall as the ways: the chance at a glance.
                                Item {
                                    width: sumColumn.width
                                    height: 6 * Theme.px(16)
                                    Rectangle {
                                        anchors { bottom: parent.bottom; horizontalCenter: parent.horizontalCenter }
                                        width: parent.width * 0.5
                                        height: column.modelData.ways.length * Theme.px(16)
                                        radius: Theme.px(3)
                                        color: column.modelData.sum === 7 ? Theme.burgundy : Theme.green
                                    }
                                }
                                Text {
                                    objectName: "tcSumWays_" + column.modelData.sum
                                    width: sumColumn.width
                                    horizontalAlignment: Text.AlignHCenter
                                    text: column.modelData.ways.length + "/36"
                                    font.family: Theme.serif
                                    font.pixelSize: Theme.fontSmall
                                    font.bold: true
                                    color: Theme.burgundy
                                }
                                Text {
                                    width: sumColumn.width
                                    horizontalAlignment: Text.AlignHCenter
                                    text: page.percent(column.modelData.probability)
                                    font.family: Theme.serif
                                    font.pixelSize: Theme.fontSmall
                                    fontSizeMode: Text.HorizontalFit
                                    minimumPixelSize: 14
                                    color: Theme.inkSoft
                                }
                            }
                        }
                    }
                }
                Text {
                    width: parent.width
                    text: qsTr("Roman numerals: the sum of both dice; below it every way to throw it, first die and second die.")
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontSmall
                    color: Theme.inkSoft
                    wrapMode: Text.WordWrap
                }
            }

        }
    }

    // More below: the page fades out at the bottom edge and a brass bar
    // shows where the reader is.
    Rectangle {
        anchors { left: flick.left; right: flick.right; bottom: flick.bottom }
        height: Theme.px(60)
        visible: flick.contentHeight > flick.height && !flick.atYEnd
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#00f3ead6" }
            GradientStop { position: 1.0; color: Theme.paper }
        }
    }
    Rectangle {
        visible: flick.contentHeight > flick.height
        x: flick.x + flick.width + Theme.px(6)
        y: flick.y + flick.visibleArea.yPosition * flick.height
        width: Theme.px(8)
        height: flick.visibleArea.heightRatio * flick.height
        radius: width / 2
        color: Theme.brass
    }
}
