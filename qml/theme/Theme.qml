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

    // The visitor's switches (the accessibility panel; reset with every
    // visit). Main.qml binds them to Visit: a singleton of this module cannot
    // import the module itself without a cycle.
    property bool contrast: false
    property real textScale: 1.0

    // Palette; "high contrast" keeps the house's hues but pushes text and
    // ground apart (black on white, white on black bars, brighter accents).
    readonly property color paper: contrast ? "#ffffff" : "#f3ead6"
    readonly property color paperDeep: contrast ? "#f2f2f2" : "#e6d7b8"
    readonly property color paperEdge: contrast ? "#000000" : "#cdb88f"
    readonly property color wood: contrast ? "#000000" : "#4a2f1d"
    readonly property color woodLight: contrast ? "#1a1a1a" : "#6f4a2e"
    readonly property color ink: contrast ? "#000000" : "#2b1d14"
    readonly property color inkSoft: contrast ? "#000000" : "#5a4636"
    readonly property color green: contrast ? "#0b3b22" : "#2f5240"
    readonly property color greenLight: contrast ? "#145c36" : "#4d7a60"
    readonly property color burgundy: contrast ? "#7a0015" : "#6e1f2c"
    readonly property color brass: contrast ? "#000000" : "#b08d57"
    readonly property color brassLight: contrast ? "#ffd84d" : "#e3c98f"
    readonly property color highlight: contrast ? "#ffb000" : "#d9a441"
    readonly property color onDark: contrast ? "#ffffff" : "#f8f1e0"
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
    readonly property real fontDisplay: Math.round(Math.max(44, px(76)) * textScale)
    readonly property real fontTitle: Math.round(Math.max(36, px(54)) * textScale)
    readonly property real fontHeading: Math.round(Math.max(30, px(42)) * textScale)
    readonly property real fontBody: Math.round(Math.max(26, px(34)) * textScale)
    readonly property real fontSmall: Math.round(Math.max(22, px(28)) * textScale)
    // Song lyrics: the largest reading type.
    readonly property real fontLyrics: Math.round(Math.max(34, px(48)) * textScale)

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
