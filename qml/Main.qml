import QtQuick
import QtQuick.Controls
import Zeitvertreib

ApplicationWindow {
    width: 640; height: 480; visible: true
    GameSession { id: s }
    Label { text: "answer " + s.answer }
}
