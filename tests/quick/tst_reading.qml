import QtQuick
import QtTest
import Zeitvertreib

// The reading pieces: the chip bar (article parts, filters), the page turner
// (swipe and buttons, "Seite 2 von 3", the page kept across a language switch)
// and a Markdown page that says when there is more below.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: chipsComponent
        ChipBar {
            width: 1000
            chips: [{ key: "history", label: "Geschichte" },
                    { key: "rules_children", label: "Regeln für Kinder" },
                    { key: "rules_adults", label: "Regeln für Erwachsene" }]
            currentKey: "history"
            onChosen: (key) => currentKey = key
        }
    }
    Component {
        id: turnerComponent
        PageTurner {
            width: 1000
            height: 600
            pages: ["Erste Seite", "Zweite **Seite**", "Dritte Seite"]
            pageDelegate: MarkdownPage {
                required property var modelData
                width: ListView.view.width
                height: ListView.view.height
                text: String(modelData)
            }
        }
    }
    Component {
        id: pageComponent
        MarkdownPage { width: 800; height: 300 }
    }
    Component {
        id: verseComponent
        VersePage {
            width: 1000; height: 560
            lyrics: "Laterne, Laterne, Sonne, Mond und Sterne.\nBrenne auf mein Licht,\naber meine Laterne nicht.\n"
        }
    }
    Component {
        id: stepComponent
        StepPage { width: 1100; height: 520; figure: "5 & 6"; text: "Das hintere Haarteil ist ein Puff." }
    }

    SignalSpy { id: spy }

    TestCase {
        name: "Reading"
        when: windowShown

        function init() {
            Theme.scale = 800 / 1080
            spy.target = null
            spy.signalName = ""
            spy.clear()
        }

        function test_chipsChooseAndStayLargeEnough() {
            const bar = createTemporaryObject(chipsComponent, root)
            const chip = findChild(bar, "chip_rules_adults")
            verify(chip)
            verify(chip.height >= 72, "chip height " + chip.height)
            verify(bar.height >= 72)
            spy.target = bar
            spy.signalName = "chosen"
            mouseClick(chip)
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], "rules_adults")
            compare(bar.currentKey, "rules_adults")
            verify(chip.selected)
            verify(!findChild(bar, "chip_history").selected)
            // Touching the chosen chip again keeps it, unless the bar allows "none".
            mouseClick(chip)
            compare(spy.signalArguments[1][0], "rules_adults")
            bar.deselectable = true
            mouseClick(chip)
            compare(spy.signalArguments[2][0], "")
            compare(bar.currentKey, "")
        }

        function test_buttonsTurnPages() {
            const turner = createTemporaryObject(turnerComponent, root)
            const previous = findChild(turner, "pagePrevious")
            const next = findChild(turner, "pageNext")
            const counter = findChild(turner, "pageCounter")
            verify(previous && next && counter)
            compare(turner.count, 3)
            compare(counter.text, "Seite 1 von 3")
            verify(!previous.enabled)
            verify(previous.height >= 72 && next.height >= 72)
            mouseClick(next)
            compare(turner.currentIndex, 1)
            compare(counter.text, "Seite 2 von 3")
            mouseClick(next)
            compare(turner.currentIndex, 2)
            verify(!next.enabled)
            mouseClick(next)
            compare(turner.currentIndex, 2)
            mouseClick(previous)
            compare(turner.currentIndex, 1)
        }

        function test_swipeTurnsPages() {
            const turner = createTemporaryObject(turnerComponent, root)
            const view = findChild(turner, "pageView")
            // A finger drawn from right to left shows the next page.
            const touch = touchEvent(view)
            const y = view.height / 2
            touch.press(0, view, view.width * 0.85, y).commit()
            for (let x = view.width * 0.8; x >= view.width * 0.2; x -= view.width * 0.05) {
                touch.move(0, view, x, y).commit()
                wait(16)
            }
            touch.release(0, view, view.width * 0.2, y).commit()
            tryCompare(turner, "currentIndex", 1)
            tryCompare(view, "moving", false)
            // And back from left to right.
            const back = touchEvent(view)
            back.press(0, view, view.width * 0.15, y).commit()
            for (let x = view.width * 0.2; x <= view.width * 0.8; x += view.width * 0.05) {
                back.move(0, view, x, y).commit()
                wait(16)
            }
            back.release(0, view, view.width * 0.8, y).commit()
            tryCompare(turner, "currentIndex", 0)
        }

        function test_otherLanguageKeepsThePage() {
            const turner = createTemporaryObject(turnerComponent, root)
            mouseClick(findChild(turner, "pageNext"))
            compare(turner.currentIndex, 1)
            turner.pages = ["First page", "Second page", "Third page"]
            tryCompare(turner, "currentIndex", 1)
            // Fewer pages: the last one.
            turner.pages = ["Only page"]
            tryCompare(turner, "currentIndex", 0)
            verify(!findChild(turner, "pageNext").visible)
        }

        function test_markdownPageRendersAndScrolls() {
            const page = createTemporaryObject(pageComponent, root, { text: "Kurz: **fett** und ä ö ü ß" })
            const text = findChild(page, "pageText")
            const flick = findChild(page, "pageFlick")
            compare(text.textFormat, Text.MarkdownText)
            verify(text.font.pixelSize >= 26)
            verify(flick.contentHeight <= flick.height)
            let lines = ""
            for (let i = 0; i < 40; ++i)
                lines += "Eine Zeile Text, die den Platz füllt, Absatz " + i + ".\n\n"
            page.text = lines
            verify(flick.contentHeight > flick.height)
            // A finger pushes the text up.
            const before = flick.contentY
            mouseDrag(flick, flick.width / 2, flick.height * 0.8, 0, -flick.height * 0.5)
            tryVerify(() => flick.contentY > before)
        }
    
        function test_verseKeepsItsLinesAndShowsTheRendering() {
            const verse = createTemporaryObject(verseComponent, root)
            const lyrics = findChild(verse, "verseLyrics")
            const rendering = findChild(verse, "verseTranslation")
            compare(lyrics.lineCount, 3)            // the song's line breaks, no trailing empty line
            verify(lyrics.font.pixelSize >= 34)     // the largest reading type
            verify(!rendering.visible)
            verse.translation = "Lantern, lantern, sun, moon and stars.\nBurn up, my light,\nbut not my lantern."
            verify(rendering.visible)
            tryVerify(() => rendering.y > lyrics.y + lyrics.height)
            verify(rendering.font.pixelSize < lyrics.font.pixelSize)
        }

        function test_stepNamesItsFigure() {
            const step = createTemporaryObject(stepComponent, root)
            // No picture yet: the frame shows the figure's number, nothing is broken.
            compare(findChild(step, "framedPlate").text, "5 & 6")
            verify(findChild(step, "framedPlate").visible)
            verify(findChild(step, "pageText").text.indexOf("Puff") >= 0)
        }

        function test_chosenChipComesIntoSight() {
            const bar = createTemporaryObject(chipsComponent, root, { width: 300 })
            verify(bar.contentWidth > bar.width)
            compare(bar.contentX, 0)
            bar.currentKey = "rules_adults"
            tryVerify(() => bar.contentX > 0)
            const chip = findChild(bar, "chip_rules_adults")
            tryVerify(() => chip.x + chip.width <= bar.contentX + bar.width + 1)
            verify(chip.x >= bar.contentX)
        }
    }
}
