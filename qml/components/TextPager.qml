import QtQuick
import Zeitvertreib

// A text's pages (Markdown strings) to turn.
PageTurner {
    pageDelegate: MarkdownPage {
        required property var modelData
        width: ListView.view.width
        height: ListView.view.height
        text: String(modelData)
    }
}
