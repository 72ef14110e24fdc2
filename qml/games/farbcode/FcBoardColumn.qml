pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// One Farbcode board: the secret code at the top (covered until the end
// unless this screen may show it), then the rows of guesses with their
// answers, the first guess at the bottom as on the wooden board.
Rectangle {
    id: column

    property string title: ""
    property string secret: ""      // "" while covered
    property var guesses: []
    property var black: []
    property var white: []
    property int rows: 12
    property bool active: false     // its breaker guesses next
    property bool solved: false

    // The pegs as large as the height allows: the title, the shield (a peg
    // and 20 px) and every row (a peg and 10 px) share it.
    readonly property real pegSize: Math.min(Theme.px(64),
        (height - titleText.height - Theme.px(52) - rows * Theme.px(10)) / (rows + 1))
    // As wide as a row needs or the title, not wider: the room left goes to
    // the composer beside it. A row (FcRow): its number (10 + 44 + 16), four
    // pegs 10 apart, the answer's square (22 + two holes of 0.36 pegs + 6)
    // and 16 to spare; the column's margins 24.
    implicitWidth: Math.max(titleText.implicitWidth + Theme.px(56),
                            Theme.px(24 + 70 + 30 + 28 + 16) + pegSize * 4.72)

    radius: Theme.radius
    color: Theme.boardLine
    border.color: column.active ? Theme.highlight : Theme.wood
    border.width: column.active ? Theme.px(8) : Theme.px(3)

    Text {
        id: titleText
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(12) }
        horizontalAlignment: Text.AlignHCenter
        text: column.title
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: Theme.fontBody
        color: Theme.onDark
        elide: Text.ElideRight
    }
    // The secret code, behind its shield.
    Rectangle {
        id: shield
        objectName: "secretRow"
        anchors { horizontalCenter: parent.horizontalCenter; top: titleText.bottom; topMargin: Theme.px(8) }
        width: secretPegs.width + Theme.px(40)
        height: column.pegSize + Theme.px(20)
        radius: Theme.radius
        color: column.solved ? Theme.green : Theme.wood
        Row {
            id: secretPegs
            anchors.centerIn: parent
            spacing: Theme.px(10)
            Repeater {
                model: 4
                delegate: FcPeg {
                    required property int index
                    width: column.pegSize
                    height: width
                    hidden: column.secret.length !== 4
                    colour: column.secret.length === 4 ? "RGBYOP".indexOf(column.secret[index]) : -1
                }
            }
        }
    }
    Column {
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.px(12) }
        spacing: Theme.px(4)
        Repeater {
            model: column.rows
            delegate: FcRow {
                required property int index
                readonly property int at: column.rows - 1 - index
                objectName: "row" + (at + 1)
                width: column.width - Theme.px(24)
                pegSize: column.pegSize
                number: at + 1
                code: String(column.guesses[at] ?? "")
                black: at < column.guesses.length ? Number(column.black[at] ?? 0) : -1
                white: Number(column.white[at] ?? 0)
                next: column.active && at === column.guesses.length
            }
        }
    }
}
