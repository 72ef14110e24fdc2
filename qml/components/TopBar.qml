import QtQuick
import Zeitvertreib

// The bar over every screen: home and back on the left, the exhibit's name,
// the search and the language switch on the right. Always in the same place, always large.
Rectangle {
    id: bar

    property bool canGoBack: false
    signal homeRequested
    signal backRequested
    signal languageRequested
    signal searchRequested

    implicitHeight: Theme.barHeight
    color: Theme.wood

    Rectangle {
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        height: Theme.px(6)
        color: Theme.brass
    }

    Row {
        anchors { left: parent.left; leftMargin: Theme.spacing; verticalCenter: parent.verticalCenter }
        spacing: Theme.spacing

        BigButton {
            objectName: "homeButton"
            text: qsTr("Home")
            primary: false
            implicitHeight: Theme.touchMin
            onClicked: bar.homeRequested()
        }
        BigButton {
            objectName: "backButton"
            text: qsTr("Back")
            primary: false
            implicitHeight: Theme.touchMin
            visible: bar.canGoBack
            onClicked: bar.backRequested()
        }
    }

    Text {
        anchors.centerIn: parent
        text: "Zeitvertreib"
        font.family: Theme.serif
        font.pixelSize: Theme.fontTitle
        font.italic: true
        color: Theme.brassLight
    }

    Row {
        anchors { right: parent.right; rightMargin: Theme.spacing; verticalCenter: parent.verticalCenter }
        spacing: Theme.spacing

        BigButton {
            objectName: "searchButton"
            implicitHeight: Theme.touchMin
            primary: false
            text: qsTr("Search")
            onClicked: bar.searchRequested()
        }
        BigButton {
            objectName: "languageButton"
            implicitHeight: Theme.touchMin
            primary: false
            // Each language names itself, so a visitor finds their own.
            text: Exhibit.language === "de" ? "English" : "Deutsch"
            onClicked: bar.languageRequested()
        }
    }
}
