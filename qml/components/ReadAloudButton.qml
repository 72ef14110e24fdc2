import QtQuick
import Zeitvertreib

// "Vorlesen": the page read aloud, and pressed again, silence. Only shown
// where something can be heard (ReadAloud.available: a sound device, and a
// staff recording or the synthetic voice); otherwise the kiosk works on
// without it and the staff log has one line saying why.
BigButton {
    id: button

    required property ReadAloud reader

    visible: button.reader.available
    primary: button.reader.reading // filled while it reads, so it shows from afar
    implicitHeight: Theme.touchMin
    fontSize: Theme.fontSmall
    // As wide as the longer caption: the button does not jump under the
    // finger that just pressed it.
    width: Math.max(implicitWidth, longest.width + Theme.px(80))
    text: button.reader.reading ? qsTr("■ Stop reading") : qsTr("▶ Read aloud")
    Accessible.description: button.reader.usesNarration ? qsTr("Read by the museum's staff") : ""
    onClicked: button.reader.reading ? button.reader.stop() : button.reader.start()

    TextMetrics {
        id: longest
        font.family: Theme.serif
        font.pixelSize: button.fontSize
        font.bold: true
        text: qsTr("■ Stop reading").length > qsTr("▶ Read aloud").length ? qsTr("■ Stop reading")
                                                                            : qsTr("▶ Read aloud")
    }
}
