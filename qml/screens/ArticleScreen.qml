pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Zeitvertreib

// One item to read, of any kind: its title, its parts as chips (a game's
// history and rules, a person's sections and day, a song's verses, a
// hairstyle's steps), each part as pages turned by swipe or by the large
// buttons. A game that the kiosk can play offers "Play now"; a game's
// material from the inventory stands beside the text; a sound staff attached
// (a song sung) plays from a button beside the title. Every article ends
// with its source note: one line saying whether the texts are the house's
// documents, the documents with additions (and which), or written for the
// exhibit (store/provenance.h; always visible, whatever page is shown).
Item {
    id: screen

    property string itemKey
    // For a game: the recorded games the kiosk carries (the master game of
    // the Glasperlenspiel), each a button beside "Play now".
    property GameSession session
    signal playChosen(string gameKey)
    signal recordChosen(string path)

    // Read again when the language changes or the content is reloaded.
    readonly property var detail: Exhibit.language.length > 0 && Exhibit.contentRevision >= 0
                                  ? Exhibit.itemDetail(screen.itemKey) : ({})
    readonly property var fieldTitles: detail.fieldTitles ?? ({})
    readonly property var fields: detail.fields ?? ({})
    readonly property var schedule: detail.schedule ?? []
    readonly property var pictures: (detail.images ?? []).filter(image => String(image.source).length > 0)
    readonly property var material: detail.inventoryRows ?? []
    // A role's figure stands beside its texts and its day (the first picture
    // of a person: the drawing, or a photo staff put first), so the page is
    // never a text box over an empty half screen.
    readonly property var figure: detail.kind === "person" && pictures.length > 0 ? pictures[0] : null
    readonly property bool showsFigure: figure !== null
                                        && (part.type === "text" || part.type === "schedule")
    readonly property var recorded: screen.session && String(detail.gameKey ?? "").length > 0
                                    ? screen.session.recordedGames(String(detail.gameKey)) : []

    // The parts in reading order: [{ key, label, type }], type one of text,
    // verses, steps, schedule, pictures.
    readonly property var parts: {
        const list = []
        if ((screen.detail.verses ?? []).length > 0)
            list.push({ key: "verses", label: qsTr("The song"), type: "verses" })
        if ((screen.detail.steps ?? []).length > 0)
            list.push({ key: "steps", label: qsTr("Step by step"), type: "steps" })
        for (const field of screen.detail.fieldOrder ?? []) {
            list.push({ key: field, label: String(screen.fieldTitles[field] ?? field), type: "text" })
            if (field === "duties" && screen.schedule.length > 0)
                list.push({ key: "schedule", label: qsTr("The day"), type: "schedule" })
        }
        if (screen.schedule.length > 0 && !list.some(part => part.type === "schedule"))
            list.splice(Math.min(1, list.length), 0, { key: "schedule", label: qsTr("The day"), type: "schedule" })
        if (screen.pictures.length > 0)
            list.push({ key: "pictures", label: qsTr("Pictures"), type: "pictures" })
        return list
    }
    property string chosenPart
    readonly property var part: parts.find(p => p.key === chosenPart) ?? parts[0] ?? ({ key: "", type: "none" })

    // For the screen renderer: shows one part, turned to a page.
    function showPart(key: string, page: int) {
        chosenPart = key
        Qt.callLater(() => {
            for (const pager of [textPages, versePages, stepPages, picturePages]) {
                if (pager.visible)
                    pager.show(page)
            }
        })
    }

    Item {
        id: header
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.margin }
        height: Math.max(title.implicitHeight, actions.height)

        Text {
            id: title
            objectName: "articleTitle"
            anchors { left: parent.left; right: actions.left; rightMargin: Theme.spacing
                      verticalCenter: parent.verticalCenter }
            text: String(screen.detail.title ?? "")
            font.family: Theme.serif
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.wood
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
        }
        Row {
            id: actions
            anchors { right: parent.right; verticalCenter: parent.verticalCenter }
            spacing: Theme.spacing
            Repeater {
                model: screen.detail.sounds ?? []
                delegate: SoundButton {
                    required property var modelData
                    required property int index
                    objectName: "articleSound" + index
                    sound: modelData
                }
            }
            Repeater {
                model: screen.recorded
                delegate: BigButton {
                    required property var modelData
                    required property int index
                    objectName: "articleRecord" + index
                    primary: false
                    text: "▶ " + String(Exhibit.language === "en" ? modelData.titleEn : modelData.titleDe)
                    onClicked: screen.recordChosen(String(modelData.path))
                }
            }
            BigButton {
                id: play
                objectName: "articlePlay"
                visible: screen.detail.playable === true
                text: qsTr("Play now")
                onClicked: screen.playChosen(String(screen.detail.gameKey))
            }
        }
    }

    Text {
        id: fallbackNote
        anchors { left: parent.left; right: parent.right; top: header.bottom; leftMargin: Theme.margin; rightMargin: Theme.margin }
        visible: screen.detail.isFallback === true
        height: visible ? implicitHeight : 0
        text: qsTr("Parts of this text are not translated yet and are shown in German.")
        font.family: Theme.serif
        font.pixelSize: Theme.fontSmall
        font.italic: true
        color: Theme.inkSoft
        wrapMode: Text.WordWrap
    }

    ChipBar {
        id: chips
        objectName: "partChips"
        anchors {
            left: parent.left; right: parent.right; top: fallbackNote.bottom
            leftMargin: Theme.margin; rightMargin: Theme.margin; topMargin: Theme.spacing
        }
        visible: screen.parts.length > 1
        height: visible ? Theme.touchMin : 0
        chips: screen.parts
        currentKey: screen.part.key
        namePrefix: "part_"
        onChosen: (key) => screen.chosenPart = key
    }

    // The part's view: one of these is shown (a Loader would be neater, but
    // Qt 6.4's Loader cannot create a bound component).
    Item {
        id: partArea
        anchors {
            left: parent.left
            right: materialList.visible ? materialList.left : sideFigure.visible ? sideFigure.left : parent.right
            top: chips.bottom; bottom: sourceNote.top
            leftMargin: Theme.margin
            rightMargin: materialList.visible || sideFigure.visible ? Theme.spacing : Theme.margin
            topMargin: Theme.spacing; bottomMargin: Theme.spacing * 0.5
        }

        TextPager {
            id: textPages
            anchors.fill: parent
            visible: screen.part.type === "text"
            pages: visible ? screen.fields[screen.part.key] ?? [] : []
            pagesKey: screen.part.key
            // The staff's own reading of this text, in the language shown.
            narration: String((screen.detail.narrations ?? {})[screen.part.key] ?? "")
        }
        VersePager {
            id: versePages
            anchors.fill: parent
            visible: screen.part.type === "verses"
            pages: screen.detail.verses ?? []
            pagesKey: "verses"
            melody: String(screen.detail.melodyAbc ?? "")
        }
        StepPager {
            id: stepPages
            anchors.fill: parent
            visible: screen.part.type === "steps"
            pages: screen.detail.steps ?? []
            pagesKey: "steps"
        }
        PicturePager {
            id: picturePages
            anchors.fill: parent
            visible: screen.part.type === "pictures"
            pages: screen.pictures
            pagesKey: "pictures"
        }
        Flickable {
            id: dayFlick
            objectName: "dayFlick"
            anchors.fill: parent
            visible: screen.part.type === "schedule"
            contentHeight: day.implicitHeight
            boundsBehavior: Flickable.StopAtBounds
            clip: true
            ScrollIndicator.vertical: ScrollIndicator {
                visible: dayFlick.contentHeight > dayFlick.height
                contentItem: Rectangle {
                    implicitWidth: Theme.px(8)
                    radius: width / 2
                    color: Theme.woodLight
                }
            }
            Timeline {
                id: day
                objectName: "timeline"
                width: dayFlick.width - Theme.px(20)
                entries: screen.schedule
            }
        }
        Text {
            anchors.fill: parent
            visible: screen.part.type === "none"
            text: qsTr("There is no text for this item yet.")
            font.family: Theme.serif
            font.pixelSize: Theme.fontHeading
            color: Theme.inkSoft
            wrapMode: Text.WordWrap
        }
    }

    Text {
        id: sourceNote
        objectName: "sourceNote"
        anchors {
            left: parent.left; right: parent.right; bottom: parent.bottom
            leftMargin: Theme.margin; rightMargin: Theme.margin; bottomMargin: Theme.margin * 0.5
        }
        text: String(screen.detail.sourceNote ?? "")
        visible: text.length > 0
        height: visible ? implicitHeight : 0
        font.family: Theme.serif
        font.pixelSize: Theme.fontSmall
        font.italic: true
        color: Theme.inkSoft
        elide: Text.ElideRight
        maximumLineCount: 1
    }

    FramedImage {
        id: sideFigure
        objectName: "sideFigure"
        anchors {
            right: parent.right; top: chips.bottom; bottom: sourceNote.top
            rightMargin: Theme.margin; topMargin: Theme.spacing; bottomMargin: Theme.spacing * 0.5
        }
        // Portrait drawings (3:4) with their numbered callouts and the
        // caption that quotes each garment's sentence below.
        width: Math.min(screen.width * 0.4, height * 0.85)
        visible: screen.showsFigure
        source: screen.showsFigure ? String(screen.figure.source) : ""
        caption: screen.showsFigure ? String(screen.figure.caption ?? "") : ""
        credit: screen.showsFigure ? String(screen.figure.credit ?? "") : ""
    }

    MaterialList {
        id: materialList
        anchors {
            right: parent.right; top: partArea.top; bottom: partArea.bottom
            rightMargin: Theme.margin
        }
        width: Math.min(Theme.px(520), screen.width * 0.27)
        visible: screen.material.length > 0
        rows: screen.material
    }
}
