pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// The last throw's dice and its name, and in a sentence what is to be done
// now and by whom.
Item {
    id: strip

    required property TcTexts texts
    required property GameSession session
    property string phase
    property var dice: []
    property bool halfMade: false
    property bool byForce: false

    readonly property int toMove: session.toMove
    readonly property real dieSize: Math.min(height * 0.8, Theme.px(84))

    function headline(): string {
        void Exhibit.language
        if (strip.session.over || strip.toMove < 0)
            return ""
        const who = strip.texts.seatName(strip.toMove)
        const thrown = strip.texts.throwText(strip.dice)
        if (!strip.session.humanToMove || strip.session.thinking)
            return qsTr("%1 is to play …").arg(who)
        switch (strip.phase) {
        case "move":
            if (strip.byForce)
                return qsTr("The Hucke by force: both stones go into your own Hucke, each one point short.")
            if (strip.halfMade)
                return qsTr("Now the other die: move a stone again, or put the stone back.")
            return qsTr("%1 sets %2: drag a stone to a glowing point, or touch it and then the point.").arg(who).arg(thrown)
        case "declare":
            return qsTr("%1 threw %2. How many points did the throw win? Mark them on the right.").arg(who).arg(thrown)
        case "review": {
            const thrower = 1 - strip.toMove
            return qsTr("%1 marked %2 for %3. Right? Decide on the right.")
                    .arg(strip.texts.seatName(thrower))
                    .arg(strip.texts.points(Number(strip.session.state.declared ?? 0))).arg(thrown)
        }
        case "choice":
            return qsTr("%1 has marked twelve: play on with the Rest, or start a new game?").arg(who)
        }
        return ""
    }

    Row {
        id: diceRow
        anchors.verticalCenter: parent.verticalCenter
        spacing: Theme.px(10)
        visible: strip.dice.length === 2
        Repeater {
            model: strip.dice
            delegate: PipDie {
                required property int modelData
                width: strip.dieSize
                height: width
                value: modelData
            }
        }
    }
    Text {
        objectName: "tcHeadline"
        anchors {
            left: diceRow.visible ? diceRow.right : parent.left; right: parent.right
            leftMargin: diceRow.visible ? Theme.spacing : 0
            top: parent.top; bottom: parent.bottom
        }
        verticalAlignment: Text.AlignVCenter
        text: strip.headline()
        wrapMode: Text.WordWrap
        fontSizeMode: Text.VerticalFit
        minimumPixelSize: 20
        font.family: Theme.serif
        font.pixelSize: Theme.fontBody
        font.bold: true
        color: Theme.wood
    }
}
