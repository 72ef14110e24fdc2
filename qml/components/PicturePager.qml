import QtQuick
import Zeitvertreib

// Pictures in their frames: [{ source, caption, credit }].
PageTurner {
    previousText: qsTr("‹ Previous picture")
    nextText: qsTr("Next picture ›")
    counterText: qsTr("Picture %1 of %2")
    pageDelegate: FramedImage {
        required property var modelData
        width: ListView.view.width
        height: ListView.view.height
        source: String(modelData.source)
        caption: String(modelData.caption ?? "")
        credit: String(modelData.credit ?? "")
    }
}
