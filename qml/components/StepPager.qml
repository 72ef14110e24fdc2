import QtQuick
import Zeitvertreib

// A hairstyle, step by step: [{ figure, image, credit, text, sound }].
PageTurner {
    previousText: qsTr("‹ Previous step")
    nextText: qsTr("Next step ›")
    counterText: qsTr("Step %1 of %2")
    pageDelegate: StepPage {
        required property var modelData
        width: ListView.view.width
        height: ListView.view.height
        figure: String(modelData.figure ?? "")
        image: String(modelData.image ?? "")
        credit: String(modelData.credit ?? "")
        text: String(modelData.text ?? "")
        sound: modelData.sound ?? ({})
        current: ListView.isCurrentItem
    }
}
