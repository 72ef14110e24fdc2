pragma ComponentBehavior: Bound
import QtQuick
import Zeitvertreib

// Pages side by side, turned by a swipe or by the two large buttons below;
// between them "Page 2 of 5" and a dot per page. The owner gives the pages
// (any list) and a delegate that declares `required property var modelData`
// and takes its size from `ListView.view`.
Item {
    id: turner

    property var pages: []
    property Component pageDelegate
    property string previousText: qsTr("‹ Previous page")
    property string nextText: qsTr("Next page ›")
    // "%1" is the page's number, "%2" the number of pages.
    property string counterText: qsTr("Page %1 of %2")
    readonly property int currentIndex: view.currentIndex
    readonly property int count: view.count

    function next() {
        if (view.currentIndex < view.count - 1)
            view.currentIndex = view.currentIndex + 1
        keptIndex = view.currentIndex
    }
    function previous() {
        if (view.currentIndex > 0)
            view.currentIndex = view.currentIndex - 1
        keptIndex = view.currentIndex
    }
    function show(index: int) {
        view.currentIndex = Math.max(0, Math.min(index, view.count - 1))
        view.positionViewAtIndex(view.currentIndex, ListView.Beginning)
        keptIndex = view.currentIndex
    }

    // What the pages are of (e.g. the part of an article). New pages of the
    // same thing (the other language) keep the page the visitor turned to;
    // pages of another thing start at the first.
    property string pagesKey
    property int keptIndex: 0
    property string keptKey
    onPagesChanged: {
        const wanted = keptIndex
        Qt.callLater(() => {
            // The page may have gone before the call (a visit reset, a fast
            // "back"); its turner is null then.
            if (!turner)
                return
            turner.show(turner.pagesKey === turner.keptKey ? wanted : 0)
            turner.keptKey = turner.pagesKey
        })
    }

    ListView {
        id: view
        objectName: "pageView"
        // No delegates made ahead in the background: when the model changes while
        // one is half made, Qt 6.4 warns "DelegateModel::cancel: index out range"
        // (seen in the endurance test on a loaded machine). Rows appear as they scroll in.
        cacheBuffer: 0
        anchors { left: parent.left; right: parent.right; top: parent.top; bottom: nav.top; bottomMargin: Theme.spacing }
        orientation: ListView.Horizontal
        model: turner.pages
        delegate: turner.pageDelegate
        clip: true
        spacing: Theme.spacing
        snapMode: ListView.SnapOneItem
        highlightRangeMode: ListView.StrictlyEnforceRange
        preferredHighlightBegin: 0
        preferredHighlightEnd: width
        highlightMoveDuration: Theme.moveDuration
        highlightMoveVelocity: -1
        boundsBehavior: Flickable.StopAtBounds
        onMovementEnded: turner.keptIndex = currentIndex
    }

    Item {
        id: nav
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        height: Theme.touchMin
        visible: view.count > 1

        BigButton {
            objectName: "pagePrevious"
            anchors { left: parent.left; verticalCenter: parent.verticalCenter }
            implicitHeight: Theme.touchMin
            width: Math.min(implicitWidth, nav.width * 0.34)
            primary: false
            text: turner.previousText
            enabled: view.currentIndex > 0
            onClicked: turner.previous()
        }

        Column {
            anchors.centerIn: parent
            spacing: Theme.px(8)

            Text {
                objectName: "pageCounter"
                anchors.horizontalCenter: parent.horizontalCenter
                text: turner.counterText.arg(view.currentIndex + 1).arg(view.count)
                font.family: Theme.serif
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
            }
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: Theme.px(10)
                visible: view.count <= 12
                Repeater {
                    model: view.count
                    delegate: Rectangle {
                        required property int index
                        width: Theme.px(16)
                        height: width
                        radius: width / 2
                        color: index === view.currentIndex ? Theme.burgundy : Theme.paperEdge
                    }
                }
            }
        }

        BigButton {
            objectName: "pageNext"
            anchors { right: parent.right; verticalCenter: parent.verticalCenter }
            implicitHeight: Theme.touchMin
            width: Math.min(implicitWidth, nav.width * 0.34)
            text: turner.nextText
            enabled: view.currentIndex < view.count - 1
            onClicked: turner.next()
        }
    }
}
