pragma Singleton
import QtQuick

// The look of the exhibit: a manor house around 1900. Warm paper, dark wood,
// deep green and burgundy, brass. Every size is given for a 1920×1080 screen
// and multiplied by `scale`, which Main.qml keeps in step with the window.
QtObject {
    id: theme

    // Window size relative to 1920×1080 (Main.qml sets it).
    property real scale: 1.0

    function px(value: real): real {
        return Math.round(value * theme.scale)
    }

    // Palette
    readonly property color paper: "#f3ead6"
    readonly property color paperDeep: "#e6d7b8"
    readonly property color paperEdge: "#cdb88f"
    readonly property color wood: "#4a2f1d"
    readonly property color woodLight: "#6f4a2e"
    readonly property color ink: "#2b1d14"
    readonly property color inkSoft: "#5a4636"
    readonly property color green: "#2f5240"
    readonly property color greenLight: "#4d7a60"
    readonly property color burgundy: "#6e1f2c"
    readonly property color brass: "#b08d57"
    readonly property color brassLight: "#e3c98f"
    readonly property color highlight: "#d9a441"
    readonly property color onDark: "#f8f1e0"
    readonly property color shadow: "#40000000"

    // Stones and board (Mühle and later board games)
    readonly property color boardWood: "#d8b884"
    readonly property color boardLine: "#3b2616"
    readonly property color stoneWhite: "#f7f1e3"
    readonly property color stoneWhiteEdge: "#a89a7e"
    readonly property color stoneBlack: "#2a211c"
    readonly property color stoneBlackEdge: "#0d0907"

    // Type: a serif of the period's book printing, Noto Serif (Debian:
    // fonts-noto-core); fontconfig substitutes a serif where it is missing.
    // Sizes shrink with the window, but never below what is legible from a
    // metre away on the small demo screen (1280×800): body text 26 px.
    readonly property string serif: "Noto Serif"
    readonly property real fontDisplay: Math.max(44, px(76))
    readonly property real fontTitle: Math.max(36, px(54))
    readonly property real fontHeading: Math.max(30, px(42))
    readonly property real fontBody: Math.max(26, px(34))
    readonly property real fontSmall: Math.max(22, px(28))
    // Song lyrics: the largest reading type.
    readonly property real fontLyrics: Math.max(34, px(48))

    // Touch: nothing a visitor touches is smaller than touchMin, 72 px at
    // any window size (12 mm on the exhibit's 24" full-HD screen).
    readonly property real touchMin: Math.max(72, px(80))
    readonly property real touchLarge: Math.max(80, px(104))
    readonly property real spacing: px(24)
    readonly property real margin: px(48)
    readonly property real radius: px(14)
    readonly property real barHeight: touchMin + px(40)

    // Motion: slow enough for a child to follow.
    readonly property int moveDuration: 450
    readonly property int fadeDuration: 600
}
