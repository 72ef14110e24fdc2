import QtQuick
import Zeitvertreib

// A song, verse by verse: [{ text (German lyrics), translation }].
PageTurner {
    previousText: qsTr("‹ Previous verse")
    nextText: qsTr("Next verse ›")
    counterText: qsTr("Verse %1 of %2")
    pageDelegate: VersePage {
        required property var modelData
        width: ListView.view.width
        height: ListView.view.height
        lyrics: String(modelData.text ?? "")
        translation: String(modelData.translation ?? "")
    }
}
