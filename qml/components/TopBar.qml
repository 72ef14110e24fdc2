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
    signal accessibilityRequested

    implicitHeight: Theme.barHeight
    color: Theme.wood

    Rectangle {
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        height: Theme.px(6)
        color: Theme.brass
    }

    Row {
        id: leftRow
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
        id: title
        anchors.centerIn: parent
        // Centred between the button rows, shrinking rather than touching
        // them (large text, English labels).
        width: Math.max(Theme.px(40), Math.min(Theme.px(480),
                   bar.width - 2 * Math.max(leftRow.width, rightRow.width) - 4 * Theme.spacing))
        horizontalAlignment: Text.AlignHCenter
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: Theme.px(18)
        text: "Zeitvertreib"
        font.family: Theme.serif
        font.pixelSize: Theme.fontTitle
        font.italic: true
        color: Theme.brassLight
        // Staff only (documented in kiosk/README.md): holding the title for
        // five seconds opens the PIN pad. Nothing shows that it is there.
        MouseArea {
            objectName: "staffGesture"
            anchors.fill: parent
            pressAndHoldInterval: 5000
            onPressAndHold: Visit.requestStaff()
        }
    }

    Row {
        id: rightRow
        anchors { right: parent.right; rightMargin: Theme.spacing; verticalCenter: parent.verticalCenter }
        spacing: Theme.spacing

        BigButton {
            objectName: "accessibilityButton"
            implicitHeight: Theme.touchMin
            implicitWidth: Theme.touchMin * 1.4
            primary: false
            // "Aa": the usual sign for text and display settings, in any language.
            text: "Aa"
            Accessible.name: qsTr("Easier to see, easier to reach")
            onClicked: bar.accessibilityRequested()
        }
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
            // (German always; English and any language staff add once its
            // published texts reach the staff's threshold.)
            visible: Exhibit.languages.length > 1
            text: Exhibit.language.length > 0 && Exhibit.languages.length > 1
                  ? Exhibit.languageName(Exhibit.nextLanguage()) : ""
            onClicked: bar.languageRequested()
        }
    }
}
