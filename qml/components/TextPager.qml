pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// A text's pages (Markdown strings) to turn. `narration`: a staff recording
// of the whole text (URL), played by any of its pages' "Read aloud".
PageTurner {
    id: pager
    property string narration
    pageDelegate: MarkdownPage {
        required property var modelData
        width: ListView.view.width
        height: ListView.view.height
        text: String(modelData)
        narration: pager.narration
        current: ListView.isCurrentItem
    }
}
